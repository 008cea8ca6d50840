"""The click path's store calls (DESIGN.md §3), counted under SimCord: a move that passes the turn
reads the game once (with its seats and its members' preferences), stores the move, and stores the
prompt it posted (which settles the post owed); a panel step only reads. bench/latency.py prints
the same counts over whole games."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import inspect
from collections import Counter
from collections.abc import Iterator
from typing import Any

from bot.store import ANNOUNCE
from rules import PICK, PLACE, Place
from tests.bot.players import (
    pending_member,
    pick_button,
    play_until,
    select_with,
    start_game,
)


@contextlib.contextmanager
def counted(env: Any) -> Iterator[Counter[str]]:
    """The store's public calls made meanwhile, by method; the scheduler's own polls are not the
    click's (its loop runs in a task of its own)."""
    store, calls = env.bot.store, Counter[str]()
    poll = env.bot.services.scheduler.poll

    def wrap(name: str, method: Any) -> Any:
        @functools.wraps(method)
        async def call(*args: Any, **kwargs: Any) -> Any:
            if asyncio.current_task() is not poll.get_task():
                calls[name] += 1
            return await method(*args, **kwargs)

        return call

    names = [n for n, _ in inspect.getmembers(store, inspect.iscoroutinefunction) if not n.startswith("_")]
    for name in names:
        setattr(store, name, wrap(name, getattr(store, name)))
    try:
        yield calls
    finally:
        for name in names:
            delattr(store, name)


async def test_a_move_that_passes_the_turn_costs_three_store_calls(env: Any) -> None:
    """A pick after which the other member is to act (placed, fired, now picks): one read, the
    move, and the next prompt kept (its owed post settled with it); opening the panel, one read."""
    channel, members = await start_game(env, "discovery", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == PICK)
    game, state, member = await pending_member(env, channel, members)
    with counted(env) as calls:
        panel = (await member.click(channel.last_message, label="Play your turn")).response
    assert calls == {"sitting": 1}
    with counted(env) as calls:
        await member.click(panel, label=pick_button(panel, state))
    assert calls == {"sitting": 1, "record_move": 1, "keep_prompt": 1}
    _, after, other = await pending_member(env, channel, members)
    assert other is not member and after.current_player() != state.current_player()
    assert not [d for d in await env.bot.store.deadlines(game.id) if d.kind == ANNOUNCE]
    assert other.mention in channel.last_message.content  # the prompt is posted, and kept


async def test_a_move_that_keeps_the_turn_costs_two_store_calls(env: Any) -> None:
    """A placement the same member goes on from (they pick next): one read and the move; the
    prompt is refreshed, nothing else is stored."""
    channel, members = await start_game(env, "discovery", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == PLACE)
    _, state, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    place = next(a for a in state.legal_actions() if isinstance(a, Place))
    square = str(place.square)
    with counted(env) as calls:
        shown = (await member.select(panel, [square], custom_id=select_with(panel, square))).response
        shown = (await member.click(shown, label=_direction(place))).response
    assert calls == {"sitting": 2}  # two panel steps, one read each
    with counted(env) as calls:
        await member.click(shown, label="Confirm")
    assert calls == {"sitting": 1, "record_move": 1}
    _, after, same = await pending_member(env, channel, members)
    assert same is member and after.current_player() == state.current_player()


def _direction(place: Place) -> str:
    from lang import words
    from rules import DIRECTION_NAMES

    return words("en")(f"direction-{DIRECTION_NAMES[place.direction]}")
