"""A crash between storing a move and telling the channel: at start-up the bot posts what each game
is owed (the turn prompt, the score sheet) and gives stalled AI games their timer."""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest

from bot.store import ANNOUNCE, FINISH
from bot.turn.autopilot import Autopilot
from bot.turn.loop import TurnLoop
from rules import GreedyAgent
from tests.bot import restarts
from tests.bot.players import (
    AGENT_SEED,
    fast_forward,
    one_decision_left,
    pending_member,
    pick_button,
    play_decision,
    start_game,
    state_of,
)
from tests.bot.turn.test_ai import lobby_with_ais
from tests.bot.turn.test_deadlines import texts


async def restart(env: Any, db_path: Any) -> None:
    await restarts.restart(env, db_path, ai_seconds=0.05)
    await env.settle()


def crash_next_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """The process dies right after the next move is stored: nothing is said about it anywhere."""

    async def nothing(self: TurnLoop, *args: Any, **kwargs: Any) -> None:
        return None

    monkeypatch.setattr(TurnLoop, "after_move", nothing)


async def test_a_turn_prompt_lost_in_a_crash_is_posted_at_start_up(
    env: Any, db_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The move is stored, the next prompt never posted; after the restart the prompt is there at
    once (no waiting for a deadline), its Play button works, and nothing is owed any more."""
    channel, members = await start_game(env, "discovery", 3, reminder_hours=0)
    game, state, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    crash_next_move(monkeypatch)
    await member.click(panel, label=pick_button(panel, state))
    monkeypatch.undo()
    after, _ = await state_of(env, channel)
    assert after.version == game.version + 1
    _, _, next_member = await pending_member(env, channel, members)
    before = len(await texts(env, channel, limit=50))
    await restart(env, db_path)
    said = await texts(env, channel, limit=50)
    assert len(said) == before + 1 and said[-1].startswith(f"{next_member.mention}, it is your turn")
    assert not [d for d in await env.bot.store.deadlines(game.id) if d.kind == ANNOUNCE]
    opened = await next_member.click(channel.last_message, label="Play your turn")
    assert opened.ephemeral and opened.response.components


async def test_a_score_sheet_lost_in_a_crash_is_posted_at_start_up(
    env: Any, db_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last move is stored but the bot dies before the score sheet: the restart posts it and
    the last prompt loses its buttons."""
    channel, members = await start_game(env, "discovery", 2, reminder_hours=0)
    state = await fast_forward(env, channel, one_decision_left)
    game, _, member = await pending_member(env, channel, members)
    prompt = channel.last_message
    panel = (await member.click(prompt, label="Play your turn")).response
    crash_next_move(monkeypatch)
    await play_decision(member, panel, state, GreedyAgent(AGENT_SEED))
    monkeypatch.undo()
    over = await env.bot.store.game(game.id)
    assert over.status == "over"
    assert [d.kind for d in await env.bot.store.deadlines(game.id)] == [FINISH]
    assert not any("The game is over" in text for text in await texts(env, channel))
    await restart(env, db_path)
    assert any("The game is over" in text for text in await texts(env, channel))
    assert channel.last_message.attachments  # the score sheet
    retired = await env.bot.get_channel(channel.id).fetch_message(prompt.id)
    assert not retired.components
    assert await env.bot.store.deadlines(game.id) == []


async def test_an_all_ai_game_whose_first_timer_was_never_stored_is_played(
    env: Any, db_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An older bot stopped between starting a game of AIs and storing its first deadline: after
    the restart the AIs play it to the end anyway."""
    env.bot.services.scheduler.stop()
    monkeypatch.setattr(Autopilot, "wake", lambda self, game_id: None)  # the old bot died right after Start
    channel, _ = await lobby_with_ais(env, "discovery", ["easy", "easy"], creator_plays=False)
    game, _ = await state_of(env, channel)
    assert game.version == 0
    monkeypatch.undo()
    await env.bot.close()
    conn = sqlite3.connect(db_path)
    conn.execute("DELETE FROM deadlines")
    conn.commit()
    conn.close()
    await restart(env, db_path)
    for _ in range(60):
        if (await env.bot.store.game(game.id)).status == "over":
            break
        await env.advance_time(60)
    assert (await env.bot.store.game(game.id)).status == "over"
