"""The click path's store calls (DESIGN.md §3), counted under SimCord at the store's backend (what
reaches the database, behind the cache of this process's sittings, bot/store/cached.py): a
decision reads the game once (with its seats and its members' preferences) unless this process has
just read or written it, stores the move, and stores the prompt it posted when the turn passes
(which settles the post owed); its panel steps cost nothing. bench/latency.py prints the same
counts over whole games."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import inspect
import itertools
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.store import ANNOUNCE, CachedStore, Move
from rules import PICK, PLACE, Place, state_to_json
from tests.bot.players import (
    EN,
    pending_member,
    pick_button,
    play_until,
    select_with,
    start_game,
    state_of,
)
from tests.bot.store.helpers import another_process


@pytest.fixture
def env(env: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The bot's cache never ages here: a slow machine cannot make a kept sitting be read again."""
    assert isinstance(env.bot.store, CachedStore)
    monkeypatch.setattr(env.bot.store, "clock", lambda: 0.0)
    return env


@contextlib.contextmanager
def counted(env: Any) -> Iterator[Counter[str]]:
    """The backend's public calls made meanwhile by the bot, by method: not the test's own reads,
    nor the scheduler's polls (each runs in a task of its own)."""
    backend, calls = env.bot.store.backend, Counter[str]()
    poll, test = env.bot.services.scheduler.poll, asyncio.current_task()

    def wrap(name: str, method: Any) -> Any:
        @functools.wraps(method)
        async def call(*args: Any, **kwargs: Any) -> Any:
            if asyncio.current_task() not in (poll.get_task(), test):
                calls[name] += 1
            return await method(*args, **kwargs)

        return call

    names = [n for n, _ in inspect.getmembers(backend, inspect.iscoroutinefunction) if not n.startswith("_")]
    for name in names:
        setattr(backend, name, wrap(name, getattr(backend, name)))
    try:
        yield calls
    finally:
        for name in names:
            delattr(backend, name)


async def test_a_pick_that_passes_the_turn_costs_three_store_calls(env: Any) -> None:
    """A turn's pick, after the member's own placement, and then the other member is to act:
    opening the panel reads the game as it is (another process may have moved it); the pick, made
    on that version, reads nothing more, stores the move and keeps the next prompt (its owed post
    settled with it)."""
    channel, members = await start_game(env, "discovery", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == PICK)
    game, state, member = await pending_member(env, channel, members)
    with counted(env) as calls:
        panel = (await member.click(channel.last_message, label="Play your turn")).response
    assert calls == {"sitting": 1}
    with counted(env) as calls:
        await member.click(panel, label=pick_button(panel, state))
    assert calls == {"record_move": 1, "keep_prompt": 1}
    _, after, other = await pending_member(env, channel, members)
    assert other is not member and after.current_player() != state.current_player()
    assert not [d for d in await env.bot.store.deadlines(game.id) if d.kind == ANNOUNCE]
    assert other.mention in channel.last_message.content  # the prompt is posted, and kept


async def test_panel_steps_on_a_game_just_read_or_written_cost_nothing(env: Any) -> None:
    """A placement: its square and direction read nothing (the panel's opening has just read the
    game, and they show that moment); Confirm only stores the move, at that version; the member
    goes on, and opening the panel again reads the game as it is."""
    channel, members = await start_game(env, "discovery", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == PLACE)
    _, state, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    place = next(a for a in state.legal_actions() if isinstance(a, Place))
    square = str(place.square)
    with counted(env) as calls:
        shown = (await member.select(panel, [square], custom_id=select_with(panel, square))).response
        shown = (await member.click(shown, label=_direction(place))).response
    assert calls == {}
    with counted(env) as calls:
        await member.click(shown, label="Confirm")
    assert calls == {"record_move": 1}
    _, after, same = await pending_member(env, channel, members)
    assert same is member and after.current_player() == state.current_player()
    with counted(env) as calls:
        again = (await member.click(channel.last_message, label="Play your turn")).response
    assert calls == {"sitting": 1}
    assert pick_button(again, after)  # the panel of the game as the move left it: its pick


@pytest.mark.usefixtures("seeded_deals")  # a deal with a turn of one decision (asserted below)
async def test_every_decision_of_a_game_costs_at_most_three_store_calls(env: Any) -> None:
    """A whole game through Discord, decision by decision (from its first click to the next
    prompt kept): a read, the move and the prompt at most, whatever its panel steps; the last one
    adds the score sheet's."""
    channel, members = await start_game(env, "discovery", 2)
    decisions: list[Counter[str]] = []
    with counted(env) as calls:

        def cut(_state: Any) -> bool:  # called before each decision
            decisions.append(calls.copy())
            return False

        await play_until(env, channel, members, stop=cut)
        decisions.append(calls.copy())
    each = [after - before for before, after in itertools.pairwise(decisions)]
    assert len(each) >= 20
    # The turn passed to the member, and passes on: the game read, the move, the prompt kept.
    assert {"sitting": 1, "record_move": 1, "keep_prompt": 1} in each
    for spent in each[:-1]:
        assert set(spent) <= {"sitting", "record_move", "keep_prompt"}, spent
        assert spent["record_move"] == 1 and sum(spent.values()) <= 3, spent
    assert each[-1]["record_move"] == 1  # the score sheet's reads come with it


async def moved_elsewhere(db_path: Path, game: Any, state: Any, member: Any) -> Any:
    """Another store on the same file (as another process, or a shard, would) plays the member's
    second legal action on `game`; the state it leaves, and the action."""
    theirs = state.legal_actions()[1]
    played = state.copy()
    played.play(theirs)
    async with another_process(db_path) as other:
        await other.record_move(Move(game.id, game.version, member.id, (str(theirs),), state_to_json(played)))
    return played, theirs


async def test_opening_the_panel_shows_the_game_another_process_has_moved(env: Any, db_path: Path) -> None:
    """This process has just read the game for the member's panel; another moves it. Opening the
    panel again reads the database (one call), so the member is told the truth: it is not their
    turn any more. (Kept in memory, the panel of a moment ago would be shown.)"""
    channel, members = await start_game(env, "discovery", 2)
    game, state, member = await pending_member(env, channel, members)
    await member.click(channel.last_message, label="Play your turn")
    played, _ = await moved_elsewhere(db_path, game, state, member)
    with counted(env) as calls:
        shown = (await member.click(channel.last_message, label="Play your turn")).response
    assert calls["sitting"] == 1  # (and the refusal's own reads: the names in it)
    assert played.current_player() != state.current_player()
    assert shown.ephemeral and shown.content.startswith(EN("not_your_turn", name="@", what="@").split("@")[0])
    assert not shown.components  # no panel: no button of a moment ago


async def test_a_step_on_a_game_another_process_has_moved_is_refused_at_confirm(
    env: Any, db_path: Path
) -> None:
    """The member's panel is open when another process moves the game: their pick, made on the
    panel's version and on the sitting kept for it, is refused as stale, with nothing stored; the
    other move stands, and the next opening shows the game as it is."""
    channel, members = await start_game(env, "discovery", 2)
    game, state, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    played, theirs = await moved_elsewhere(db_path, game, state, member)
    with counted(env) as calls:
        answer = await member.click(panel, label=pick_button(panel, state))
    assert calls["record_move"] == 1  # refused by the version it carried (the rest: the refusal's)
    refusal = answer.followups[-1] if answer.followups else answer.response
    assert refusal.ephemeral and refusal.content == EN("stale")
    row, now = await state_of(env, channel)
    assert row.version == game.version + 1 and now.current_player() == played.current_player()
    assert [e.action for e in await env.bot.store.events(game.id)] == [str(theirs)]


def _direction(place: Place) -> str:
    from lang import words
    from rules import DIRECTION_NAMES

    return words("en")(f"direction-{DIRECTION_NAMES[place.direction]}")
