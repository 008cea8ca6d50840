"""Rematch: the score sheet's button opens a new lobby like the finished game (same game, mode,
options, players, timing; AI seats as AI seats; the presser seated and the creator; the other
players invited, not seated), in the same thread; once, however many press it at once."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bench.together import at_once
from rules import GreedyAgent
from tests.bot.players import AGENT_SEED, components, open_lobby, select_with, state_of
from tests.bot.restarts import restart
from tests.bot.test_mentions import payloads

pytestmark = pytest.mark.usefixtures("seeded_deals")


async def play_to_the_end(env: Any, thread: Any) -> Any:
    """Greedy moves for every seat through the bot's session service to the end of the thread's
    game; the bot then says what the last move did, as after any move: the score sheet (in a
    Dynasty, the next game's first prompt too). Returns the sheet."""
    game, state = await state_of(env, thread)
    seats = {s.seat: s.user_id for s in await env.bot.store.seats(game.id)}
    agent = GreedyAgent(AGENT_SEED)
    while True:
        seat = state.current_player()
        member = seats[seat]  # None: an AI seat, played by seat
        played = await env.bot.services.sessions.play(
            game.id, [agent.choose(state)], user_id=member, seat=seat if member is None else None
        )
        state = played.state
        if state.is_over:
            await env.bot.services.loop.after_move(played, None, edit=False)
            break
    return next(m for m in reversed(thread.history()) if m.content.startswith("The game is over"))


async def lobby_of_three(env: Any, **options: Any) -> tuple[Any, Any, list[Any]]:
    """A thread where ann, bob and an AI Hard played a finished game; (thread, sheet, [ann, bob, eve])."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann, bob, eve = (guild.add_member(env.create_user(n)) for n in ("ann", "bob", "eve"))
    thread, lobby = await open_lobby(ann, channel, players=3, **options)
    await bob.click(lobby, label="Join")
    lobby = (await ann.select(lobby, ["hard"], custom_id=select_with(lobby, "hard"))).response
    await ann.click(lobby, label="Start")
    sheet = await play_to_the_end(env, thread)
    return thread, sheet, [ann, bob, eve]


async def test_rematch_opens_a_lobby_like_the_finished_game(env: Any, db_path: Any) -> None:
    """After a restart, bob presses Rematch: a lobby in the same thread with the same settings,
    bob seated first and its creator, the AI Hard seated, ann invited (pinged, not seated); a
    member who did not play is refused; the new game is played in the thread."""
    options = {"mode": "tribe", "empire_of_fire": True, "reminder_hours": 5, "timer_hours": 7}
    thread, sheet, (ann, bob, eve) = await lobby_of_three(env, autopilot="easy", **options)
    ended = (await env.bot.store.history(thread.id))[0]
    assert [c["label"] for c in components(sheet)] == ["Rematch"]
    await restart(env, db_path)
    refused = await eve.click(sheet, label="Rematch")
    assert refused.ephemeral and "Only the players of that game" in refused.response.content
    assert await env.bot.store.channel_game(thread.id) is None
    asked = await bob.click(sheet, label="Rematch")
    assert not asked.ephemeral
    lobby = asked.response
    assert f"{bob.mention} asks for a rematch: {ann.mention}, press **Join**" in lobby.content
    assert "**Seats (2/3):** bob, AI Hard, free" in lobby.content
    row = await env.bot.store.channel_game(thread.id)
    assert row.creator_id == bob.id and row.parent_id == ended.parent_id and row.status == "lobby"
    assert {k: row.config[k] for k in ("mode", "players", "options")} == {
        "mode": "tribe",
        "players": 3,
        "options": ["empire-of-fire"],
    }
    assert row.options == {**ended.options, "rematch_of": ended.id}
    assert row.options["autopilot_level"] == "easy" and row.options["timer_hours"] == 7
    seats = await env.bot.store.seats(row.id)
    assert [(s.seat, s.user_id, s.ai_level) for s in seats] == [(0, bob.id, None), (1, None, "hard")]
    (sent,) = [p for p in payloads(env) if "asks for a rematch" in str(p.get("content"))]
    assert [int(u) for u in sent["allowed_mentions"]["users"]] == [ann.id]  # ann only is pinged
    await ann.click(lobby, label="Join")
    await bob.click(lobby, label="Start")
    started, state = await state_of(env, thread)
    assert started.id == row.id and started.status == "active" and not state.is_over


async def test_rematch_pressed_at_once_opens_one_lobby(env: Any) -> None:
    """Both players press Rematch at the same moment, then once more: one lobby; the others are
    pointed to it privately."""
    thread, sheet, (ann, bob, _) = await lobby_of_three(env)
    answers = await asyncio.gather(
        at_once(ann, "click")(sheet, label="Rematch"), at_once(bob, "click")(sheet, label="Rematch")
    )
    await env.settle()
    opened = [a for a in answers if not a.ephemeral]
    refused = [a for a in answers if a.ephemeral]
    assert len(opened) == 1 and len(refused) == 1
    assert "A game is open here already" in refused[0].response.content
    again = await ann.click(sheet, label="Rematch")
    assert again.ephemeral and "A game is open here already" in again.response.content
    lobbies = [m for m in thread.history() if "asks for a rematch" in m.content]
    assert len(lobbies) == 1
    row = await env.bot.store.channel_game(thread.id)
    assert row.lobby_message_id == lobbies[0].id
    assert len(await env.bot.store.seats(row.id)) == 2  # the presser and the AI


async def test_after_a_dynasty_the_rematch_is_a_new_dynasty(env: Any) -> None:
    """Only the Dynasty's last score sheet has Rematch; it opens the lobby of a new Dynasty."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    thread, lobby = await open_lobby(ann, channel, game="classic", players=2, dynasty=True, reminder_hours=0)
    await bob.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    for _ in range(3):
        await play_to_the_end(env, thread)
    sheets = [m for m in thread.history() if m.content.startswith("The game is over")]
    assert len(sheets) == 3
    assert [bool(s.components) for s in sheets] == [False, False, True]
    lobby = (await ann.click(sheets[-1], label="Rematch")).response
    assert "Dynasty" in lobby.content and "bob" not in lobby.content.split("**Seats")[1].split("\n")[0]
    row = await env.bot.store.channel_game(thread.id)
    assert row.options["dynasty"] == {"series": None, "game": 1} and row.config["game"] == "classic"
