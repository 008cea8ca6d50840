"""The store's contract for deadlines: due ones listed, claimed and pushed back, replaced by kind
and by version, budgets kept."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from bot.store import (
    CANCELLED,
    OVER,
    RETRY_CAP,
    Deadline,
    Store,
)
from tests.bot.store.backends import Backend
from tests.bot.store.helpers import (
    CHANNEL,
    move,
    results_of,
    started,
)


@pytest.mark.asyncio
async def test_due_deadlines(store: Store) -> None:
    """Only deadlines due by `now`, soonest first, of games still open; put_deadlines replaces by kind."""
    first = await started(store)
    second = await started(store, channel=CHANNEL + 1)
    await store.put_deadlines(
        first.id, [Deadline(first.id, "reminder", 300.0, 0), Deadline(first.id, "timer", 900.0, 0, 1)]
    )
    await store.put_deadlines(second.id, [Deadline(second.id, "timer", 200.0, 0, 0)])
    assert await store.due_deadlines(100.0) == []
    assert [(d.game_id, d.kind) for d in await store.due_deadlines(300.0)] == [
        (second.id, "timer"),
        (first.id, "reminder"),
    ]
    assert await store.due_deadlines(1000.0) == [
        Deadline(second.id, "timer", 200.0, 0, 0),
        Deadline(first.id, "reminder", 300.0, 0),
        Deadline(first.id, "timer", 900.0, 0, 1),
    ]
    await store.put_deadlines(first.id, [Deadline(first.id, "timer", 50.0, 1, 0)])
    assert [(d.game_id, d.kind, d.due) for d in await store.due_deadlines(1000.0)] == [
        (first.id, "timer", 50.0),
        (second.id, "timer", 200.0),
        (first.id, "reminder", 300.0),
    ]
    await store.update_game(second.id, status=CANCELLED)
    assert await store.deadlines(second.id) == []
    assert await store.drop_deadline(first.id, "reminder", 0)
    assert await store.drop_deadline(first.id, "timer", 1)
    assert await store.due_deadlines(1000.0) == []


@pytest.mark.asyncio
async def test_claimed_deadlines_come_back_later_and_later(store: Store) -> None:
    """A claim takes what is due and pushes it back (60 s, then 120 s...): a failure is retried,
    never in a tight loop, and two pollers never take the same deadline at once."""
    game = await started(store)
    await store.put_deadlines(game.id, [Deadline(game.id, "timer", 100.0, 0, 0)])
    assert await store.claim_deadlines(50.0) == []
    first = await store.claim_deadlines(100.0)
    assert first == [Deadline(game.id, "timer", 100.0, 0, 0)]
    assert await store.claim_deadlines(100.0) == []  # taken: nobody fires it twice
    assert await store.deadlines(game.id) == [Deadline(game.id, "timer", 160.0, 0, 0, attempts=1)]
    second = await store.claim_deadlines(160.0)
    assert [d.attempts for d in second] == [1]
    assert (await store.deadlines(game.id))[0].due == 160.0 + 120.0
    assert await store.claim_deadlines(1e12) != []
    assert (await store.deadlines(game.id))[0].due <= 1e12 + RETRY_CAP


@pytest.mark.asyncio
async def test_claiming_everything_owed_at_start_up(store: Store) -> None:
    """The start-up claim takes the owed prompts and score sheets, due or not, of open and ended
    games, and leaves turn timers to their time."""
    game = await started(store)
    ended = await started(store, channel=CHANNEL + 1)
    await store.put_deadlines(
        game.id, [Deadline(game.id, "announce", 9e9, 0, 0), Deadline(game.id, "timer", 9e9, 0)]
    )
    over = await store.record_move(
        move(
            ended,
            "place A1 up",
            status=OVER,
            results=results_of(ended),
            deadlines=(Deadline(ended.id, "finish", 9e9, 1),),
        )
    )
    assert over.status == OVER
    claimed = await store.claim_deadlines(10.0, kinds=("announce", "finish"), everything=True)
    assert sorted((d.game_id, d.kind) for d in claimed) == [(game.id, "announce"), (ended.id, "finish")]
    assert await store.due_deadlines(1e10) != []  # pushed back, not gone: done only when dropped


@pytest.mark.asyncio
async def test_set_turn_deadlines_only_at_its_version(store: Store) -> None:
    """Turn deadlines for a version the game has left are not written (a move got there first)."""
    game = await started(store)
    owed = Deadline(game.id, "announce", 500.0, 0, 0)
    await store.put_deadlines(game.id, [owed, Deadline(game.id, "reminder", 300.0, 0, 0)])
    assert await store.set_turn_deadlines(game.id, 0, [Deadline(game.id, "timer", 10.0, 0, 0)])
    assert await store.deadlines(game.id) == [Deadline(game.id, "timer", 10.0, 0, 0), owed]
    await store.record_move(move(game, "pick 1"))
    assert not await store.set_turn_deadlines(game.id, 0, [Deadline(game.id, "timer", 5.0, 0, 0)])
    assert [d.kind for d in await store.deadlines(game.id)] == ["announce"]


@pytest.mark.asyncio
async def test_turn_budgets_round_trip_and_an_endless_one_is_never_claimed(
    store: Store, backend: Backend
) -> None:
    """A member's turn deadline keeps its budget (since, seconds left); one infinitely due (a
    vacation with no end) is stored as such and never claimed, not even at start-up."""
    game = await started(store)
    paused = Deadline(game.id, "timer", math.inf, 0, 0, since=500.0, seconds_left=7200.0)
    reminder = Deadline(game.id, "reminder", 900.0, 0, 0, since=500.0, seconds_left=400.0)
    await store.put_deadlines(game.id, [paused, reminder])
    assert await store.deadlines(game.id) == [reminder, paused]
    assert await store.claim_deadlines(1e300) == [reminder]
    assert await store.claim_deadlines(1e300, everything=True, kinds=("announce", "finish")) == []
    assert [d.kind for d in await store.due_deadlines(1e300)] == ["reminder"]
    with pytest.raises(backend.integrity_error):  # a budget is never negative
        await store.put_deadlines(game.id, [replace(paused, seconds_left=-1.0)])


@pytest.mark.asyncio
async def test_reschedule_changes_only_the_deadline_of_its_version(store: Store) -> None:
    """Rescheduling writes due, budget and attempts of the game's deadline of that kind while it
    belongs to the same version; once a move replaced it, nothing is written."""
    game = await started(store)
    timer = Deadline(game.id, "timer", 900.0, 0, 0, attempts=2, since=500.0, seconds_left=400.0)
    await store.put_deadlines(game.id, [timer, Deadline(game.id, "reminder", 800.0, 0, 0)])
    moved = replace(timer, due=math.inf, since=600.0, seconds_left=300.0, attempts=0)
    assert await store.reschedule(moved)
    assert await store.deadlines(game.id) == [Deadline(game.id, "reminder", 800.0, 0, 0), moved]
    await store.record_move(move(game, "pick 1", deadlines=(Deadline(game.id, "timer", 50.0, 1, 0),)))
    assert not await store.reschedule(replace(moved, due=1.0))
    assert await store.deadlines(game.id) == [Deadline(game.id, "timer", 50.0, 1, 0)]
