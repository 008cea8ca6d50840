"""Members who click at the same moment, in SimCord: shared by bench/latency.py and the burst test.

SimCord's verbs refuse to overlap, so members acting together call their unguarded originals
(`at_once`); each of those still returns once the bot is idle, through one shared wait
(`SharedSettle`, installed by `side_by_side`).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
from collections.abc import Awaitable, Callable, Iterator
from typing import Any


class SharedSettle:
    """One wait for the bot to be idle, shared by the members who clicked together.

    Each SimCord verb ends with a settle (`Env._settle_internal`): a loop on the bot's event loop
    that scans every pending bot task each time one of them finishes. Fifty members waiting side
    by side ran fifty of them: in a burst of 50 clicks in 50 games, 45 of the loop's 49 s went to
    them (cProfile), and the store's calls, each step of which needs a turn of the loop and all of
    which take one lock, queued behind them (0.9 s a call on average, 47 ms with one wait). On a
    busy machine that starvation took the burst test past SimCord's two-minute settle: the
    "hang" of issue 19, which was the harness's, not the bot's. None of that happens in
    production. Shared, it is one loop whatever the number of members.

    A member's wait ends with the first pass that began after their click: the bot is idle then,
    their click answered, as with their own settle.
    """

    def __init__(self, settle: Callable[..., Awaitable[None]]) -> None:
        self._settle = settle
        self._waiting: list[asyncio.Future[None]] = []
        self._passes: asyncio.Task[None] | None = None

    async def __call__(self, *, dispatch: str | None = None, **kwargs: Any) -> None:
        if kwargs:  # SimCord's own calls (advancing its clock) keep their settle
            await self._settle(dispatch=dispatch, **kwargs)
            return
        done = asyncio.get_running_loop().create_future()
        self._waiting.append(done)
        if self._passes is None or self._passes.done():
            self._passes = asyncio.get_running_loop().create_task(self._run(dispatch))
        await done

    async def _run(self, dispatch: str | None) -> None:
        while self._waiting:
            clicked, self._waiting = self._waiting, []
            try:
                await self._settle(dispatch=dispatch)
            except Exception as error:
                for done in clicked:
                    if not done.done():
                        done.set_exception(error)
            else:
                for done in clicked:
                    if not done.done():
                        done.set_result(None)


@contextlib.contextmanager
def side_by_side(env: Any) -> Iterator[None]:
    """Inside this block, the members of SimCord's `env` who act together share one wait."""
    env._settle_internal = SharedSettle(env._settle_internal)
    try:
        yield
    finally:
        del env._settle_internal  # the Env's own method again


def at_once(actor: Any, verb: str) -> Any:
    """The member's verb ("click", "select"...), free to overlap with others' (SimCord's own verbs
    run one at a time)."""
    return functools.partial(getattr(type(actor), verb).__wrapped__, actor)
