"""How long a test waits for something that must happen before it decides that it never will.

Far beyond what the busiest machine needs (CI shares two cores with other work), so that it only
ends a test that would otherwise hang: no test passes or fails on how fast something happened.
"""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Awaitable, Callable

PATIENCE = 300.0  # seconds


async def until(condition: Callable[[], Awaitable[bool] | bool], what: str) -> None:
    """Poll `condition` (plain or async) until it is true; fail, saying `what`, after PATIENCE."""
    deadline = time.monotonic() + PATIENCE
    while True:
        met = condition()
        if inspect.isawaitable(met):
            met = await met
        if met:
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"still waiting after {PATIENCE:.0f} s for {what}")
        await asyncio.sleep(0.02)
