"""The bot process's heap and Python's cyclic garbage collector: the collector's full passes kept
out of the members' way.

Every click leaves reference cycles behind (discord.py's interaction and its response, a view and
its items, the messages parsed from a payload), so the collector must run; but a full pass walks
every object the process holds, the games in the session cache and discord.py's caches included,
and stops the event loop while it does. Measured under a burst of 80 clicks over 100 games
(bench/burst.py, docs/benchmarks.md): 170 to 240 ms a pass, a pass every 80 decisions or so, and
every acknowledgement over 100 ms waited for one.

So what survives a full pass is frozen out of the collector's reach (`gc.freeze`) as the pass
ends: the next passes walk only what the process made since, a few tens of milliseconds. Frozen
objects are still freed when nothing refers to them; only cycles among them are never found, so
`Keeper.run` thaws the heap from time to time and makes one full pass over all of it, at a quiet
moment when it can: at least every `THAW_EVERY`, or when the frozen heap has grown by half since
the last thaw; and whatever the bot is doing after twice that time, or twice that growth.
Measured in the same burst: 800 decisions left some 5,000 objects of cycles in the frozen heap.

The keeper belongs to the process (`python -m bot`, bot/cli.py), not to a bot: the collector is
one per process, and tests start many bots in one.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

log = logging.getLogger(__name__)

CHECK = 10.0  # seconds between two looks at the heap
THAW_EVERY = 15 * 60.0  # seconds: the frozen heap's cycles are found at least this often...
GROWTH = 1.5  # ...or once the frozen heap is this many times its size after the last thaw
OVERGROWN = 2.0  # the growth at which the heap is thawed even while the bot is busy
# A look is quiet when the collector made at most this many young passes since the one before:
# a bot between clicks makes one or two in ten seconds (the gateway's heartbeats), a busy one
# hundreds.
QUIET = 5
OLDEST = len(gc.get_count()) - 1  # the generation a full pass collects


class Keeper:
    """Freezes what survives each full pass of the collector; thaws and collects it all now and
    then (`tick`, driven by `run`). One per process: `install` it once, `uninstall` to give the
    collector back its default behaviour."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.installed = False
        self.thawed_at = 0.0  # the clock when the heap was last thawed and collected
        self.frozen_after_thaw = 0  # objects frozen by that thaw's pass
        self.young_seen = 0  # the collector's young passes, at the last look
        self.thaws = 0

    def install(self) -> None:
        """Freeze what survives every full pass from now on, starting with one over the start-up heap."""
        if self.installed:
            return
        gc.callbacks.append(self._after_pass)
        self.installed = True
        self.young_seen = young_passes()
        self.thaw()

    def uninstall(self) -> None:
        """Give everything frozen back to the collector; its passes are Python's again."""
        if not self.installed:
            return
        gc.callbacks.remove(self._after_pass)
        self.installed = False
        gc.unfreeze()

    def _after_pass(self, phase: str, info: dict[str, Any]) -> None:
        # A full pass has just freed every cycle it found: what is left is alive, and nothing of
        # the younger generations is left outside it.
        if phase == "stop" and info["generation"] == OLDEST:
            gc.freeze()

    def thaw(self) -> int:
        """One full pass over the whole heap, frozen heap included: the cycles it held are freed,
        the survivors frozen again. Returns the objects freed."""
        started = time.perf_counter()
        frozen = gc.get_freeze_count()
        gc.unfreeze()
        freed = gc.collect()
        self.thawed_at = self.clock()
        self.frozen_after_thaw = gc.get_freeze_count()
        self.thaws += 1
        log.debug(
            "heap thawed: %d objects were frozen, %d freed, %d frozen again, in %.0f ms",
            frozen,
            freed,
            self.frozen_after_thaw,
            (time.perf_counter() - started) * 1000,
        )
        return freed

    def tick(self) -> bool:
        """One look at the heap: thaw it if it is due and the bot quiet, or overdue. True if thawed."""
        young = young_passes()
        quiet = young - self.young_seen <= QUIET
        self.young_seen = young
        since = self.clock() - self.thawed_at
        growth = gc.get_freeze_count() / max(self.frozen_after_thaw, 1)
        due = since >= THAW_EVERY or growth >= GROWTH
        overdue = since >= 2 * THAW_EVERY or growth >= OVERGROWN
        if not (overdue or (due and quiet)):
            return False
        self.thaw()
        return True

    async def run(self, sleep: Callable[[float], Awaitable[object]] = asyncio.sleep) -> None:
        """Look at the heap every `CHECK` seconds until cancelled."""
        while True:
            await sleep(CHECK)
            self.tick()


@contextlib.asynccontextmanager
async def kept(keeper: Keeper | None = None) -> AsyncIterator[Keeper]:
    """`keeper` (a new one if None) installed and looking at the heap, for the block's time."""
    keeper = keeper if keeper is not None else Keeper()
    keeper.install()
    looking = asyncio.create_task(keeper.run(), name="heap keeper")
    try:
        yield keeper
    finally:
        looking.cancel()
        keeper.uninstall()


def young_passes() -> int:
    """How many passes over the youngest generation the collector has made in this process."""
    return int(gc.get_stats()[0]["collections"])
