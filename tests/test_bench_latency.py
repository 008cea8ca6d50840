"""bench/latency.py's members clicking together share one wait for the bot to be idle: fifty
waits of their own, side by side, were most of the event loop's work in the burst figures."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bench.latency import Players, Recorder
from bench.together import SharedSettle


class Settles:
    """A stand-in for SimCord's settle: counts its passes; `hold` keeps a pass from ending."""

    def __init__(self) -> None:
        self.passes: list[dict[str, Any]] = []
        self.hold: asyncio.Event | None = None
        self.error: Exception | None = None

    async def __call__(self, **kwargs: Any) -> None:
        self.passes.append(kwargs)
        await asyncio.sleep(0)
        if self.hold is not None:
            await self.hold.wait()
        if self.error is not None:
            raise self.error


async def test_fifty_members_clicking_together_wait_through_one_pass() -> None:
    settles = Settles()
    shared = SharedSettle(settles)
    await asyncio.gather(*(shared(dispatch="INTERACTION_CREATE") for _ in range(50)))
    assert settles.passes == [{"dispatch": "INTERACTION_CREATE"}]


async def test_a_click_during_a_pass_waits_for_a_pass_begun_after_it() -> None:
    """The bot is idle at the end of a pass that began before the click: not yet after it."""
    settles = Settles()
    settles.hold = asyncio.Event()
    shared = SharedSettle(settles)
    first = asyncio.ensure_future(shared(dispatch="INTERACTION_CREATE"))
    while not settles.passes:
        await asyncio.sleep(0)
    late = asyncio.ensure_future(shared(dispatch="INTERACTION_CREATE"))
    await asyncio.sleep(0)
    settles.hold.set()
    await first
    assert not late.done()
    assert len(settles.passes) == 2  # the late click's own pass has begun
    await late
    assert len(settles.passes) == 2


async def test_a_failed_pass_fails_each_of_its_members() -> None:
    settles = Settles()
    settles.error = TimeoutError("bot did not settle")
    shared = SharedSettle(settles)
    results = await asyncio.gather(
        *(shared(dispatch="INTERACTION_CREATE") for _ in range(3)), return_exceptions=True
    )
    assert all(result is settles.error for result in results)
    settles.error = None
    await shared(dispatch="INTERACTION_CREATE")  # the next clicks get a pass of their own
    assert len(settles.passes) == 2


@pytest.mark.parametrize("kwargs", [{"_deadline": 12.0}, {"timeout": 5.0}])
async def test_simcords_own_settles_are_not_shared(kwargs: dict[str, Any]) -> None:
    """Advancing its clock, SimCord settles with a deadline of its own: that call is passed on."""
    settles = Settles()
    settles.hold = asyncio.Event()
    shared = SharedSettle(settles)
    clicked = asyncio.ensure_future(shared(dispatch="INTERACTION_CREATE"))
    while not settles.passes:
        await asyncio.sleep(0)
    own = asyncio.ensure_future(shared(**kwargs))
    await asyncio.sleep(0)
    assert settles.passes == [{"dispatch": "INTERACTION_CREATE"}, {"dispatch": None, **kwargs}]
    settles.hold.set()
    await asyncio.gather(clicked, own)


class Env:
    """Where SimCord keeps the settle that each of its verbs ends with."""

    async def _settle_internal(self, **kwargs: Any) -> None:
        pass


def test_members_act_side_by_side_only_inside_the_block() -> None:
    env = Env()
    players = Players(env, Recorder())
    with players.side_by_side():
        assert players.together
        assert isinstance(env._settle_internal, SharedSettle)
    assert not players.together
    assert "_settle_internal" not in vars(env)  # the Env's own settle again
