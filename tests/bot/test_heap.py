"""The heap keeper (bot/heap.py): what survives a full pass of the collector is frozen out of its
reach, young passes freeze nothing, and a thaw finds the cycles the frozen heap held; when the
keeper thaws (due and quiet, or overdue; by time or by growth), on a clock the test turns."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator

import pytest

from bot import heap


class Clock:
    """A monotonic clock that moves only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Node:
    """An object in a reference cycle with itself: only the collector frees it."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def keeper(clock: Clock) -> Iterator[heap.Keeper]:
    """An installed keeper, uninstalled after the test whatever happens (the collector is the
    whole test process's)."""
    keeper = heap.Keeper(clock)
    keeper.install()
    try:
        yield keeper
    finally:
        keeper.uninstall()
    assert gc.get_freeze_count() == 0


def frozen(obj: object) -> bool:
    """Whether `obj` is out of the collector's reach: tracked, yet in none of its generations."""
    return gc.is_tracked(obj) and not any(o is obj for o in gc.get_objects())


def busy() -> None:
    """What a busy bot does to the collector between two looks: many young passes."""
    for _ in range(heap.QUIET + 1):
        gc.collect(0)


def test_install_collects_and_freezes_the_start_up_heap(clock: Clock) -> None:
    """Installing makes one full pass: the cycles already dead are freed, the living frozen."""
    dead, alive = Node(), Node()
    ref = weakref.ref(dead)
    del dead
    keeper = heap.Keeper(clock)
    keeper.install()
    try:
        assert ref() is None
        assert frozen(alive)
        assert keeper.thawed_at == clock.now and keeper.frozen_after_thaw == gc.get_freeze_count() > 0
        keeper.install()  # a second install changes nothing: one callback
        assert gc.callbacks.count(keeper._after_pass) == 1
    finally:
        keeper.uninstall()
    assert keeper._after_pass not in gc.callbacks
    assert gc.get_freeze_count() == 0 and not frozen(alive)


def test_full_pass_freezes_its_survivors_young_passes_do_not(keeper: heap.Keeper) -> None:
    """After any full pass (the collector's own or gc.collect()) what lived is frozen; a pass over
    the young generations leaves the young objects within the collector's reach."""
    young = Node()
    gc.collect(0)
    gc.collect(1)
    assert not frozen(young)
    gc.collect()
    assert frozen(young)


def test_frozen_cycles_wait_for_a_thaw(keeper: heap.Keeper) -> None:
    """A cycle that dies once frozen survives further full passes; the thaw frees it, and
    freezes what still lives."""
    node, alive = Node(), Node()
    gc.collect()
    assert frozen(node)
    ref = weakref.ref(node)
    del node
    gc.collect()
    assert ref() is not None  # the price of freezing: found only at the next thaw
    assert keeper.thaw() >= 1
    assert ref() is None
    assert frozen(alive)


def test_no_thaw_before_it_is_due(keeper: heap.Keeper, clock: Clock) -> None:
    """A quiet bot is not thawed before THAW_EVERY has passed since the last thaw."""
    clock.now += heap.THAW_EVERY - 1
    assert not keeper.tick()
    assert keeper.thaws == 1  # the install's


def test_due_thaw_waits_for_a_quiet_look(keeper: heap.Keeper, clock: Clock) -> None:
    """Once due, the thaw waits while the bot is busy, and comes at the first quiet look."""
    clock.now += heap.THAW_EVERY
    busy()
    assert not keeper.tick()
    clock.now += heap.CHECK
    assert keeper.tick()
    assert keeper.thaws == 2 and keeper.thawed_at == clock.now


def test_overdue_thaw_comes_even_while_busy(keeper: heap.Keeper, clock: Clock) -> None:
    """After twice THAW_EVERY the heap is thawed whatever the bot is doing."""
    clock.now += 2 * heap.THAW_EVERY
    busy()
    assert keeper.tick()


def test_growth_makes_a_thaw_due(keeper: heap.Keeper) -> None:
    """A frozen heap grown by GROWTH since the last thaw is thawed at a quiet look; grown by
    OVERGROWN, even while busy; smaller growth waits for the time."""
    kept: list[list[object]] = []

    def grow_to(times: float) -> None:  # new living objects, frozen by a full pass
        target = int(keeper.frozen_after_thaw * times) - gc.get_freeze_count()
        kept.extend([] for _ in range(max(target, 0)))
        gc.collect()

    grow_to(heap.GROWTH - 0.05)
    assert not keeper.tick()
    grow_to(heap.GROWTH + 0.05)
    busy()
    assert not keeper.tick()
    assert keeper.tick()  # quiet now
    grow_to(heap.OVERGROWN + 0.05)
    busy()
    assert keeper.tick()
    assert keeper.thaws == 3


async def test_run_looks_every_check_until_cancelled(keeper: heap.Keeper, clock: Clock) -> None:
    """`run` sleeps CHECK seconds between looks, thaws when one is due, and ends on cancellation."""
    asked: list[float] = []

    async def sleep(seconds: float) -> None:
        asked.append(seconds)
        clock.now += seconds
        if len(asked) == int(heap.THAW_EVERY / heap.CHECK) + 2:
            raise asyncio.CancelledError

    with pytest.raises(asyncio.CancelledError):
        await keeper.run(sleep)
    assert set(asked) == {heap.CHECK}
    assert keeper.thaws == 2  # the install's, and the one due after THAW_EVERY of quiet looks


async def test_kept_installs_for_the_block_and_gives_back() -> None:
    """`kept` installs a keeper and looks at the heap for the block's time; after it, even when
    the block fails, the collector is Python's again and nothing is left frozen."""
    with pytest.raises(RuntimeError):
        async with heap.kept() as keeper:
            assert keeper.installed and keeper._after_pass in gc.callbacks
            assert gc.get_freeze_count() > 0
            raise RuntimeError("the bot stopped")
    assert not keeper.installed and keeper._after_pass not in gc.callbacks
    assert gc.get_freeze_count() == 0
