"""SimCord drives the real bot (discord.py unmodified) against an in-memory Discord."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from simcord.env import Env

from bot.app import OriginsBot
from bot.settings import Settings
from bot.store.sqlite import SqliteStore
from bot.turn.cooldowns import COOLDOWNS, Cooldowns
from tests.bot.clock import Clock

# How often SimCord looks again whether the bot is idle while something runs (its own: every 50 ms).
# A task that waits on the store's thread or a picture's is not "parked" to SimCord, which then
# waits the whole interval: each poll of the deadlines' loop cost 50 ms of a quiet machine, hours
# of game time a quarter of a minute. Settling still ends only when the bot is idle, and still
# fails after PATIENCE (tests/conftest.py): only the pause between two looks is shorter.
SETTLE_LOOK = 0.005


@pytest.fixture(autouse=True)
def settle_looks_often(monkeypatch: pytest.MonkeyPatch) -> None:
    settle = Env._settle_internal

    async def looking_often(self: Env, *, idle: float = SETTLE_LOOK, **kwargs: Any) -> None:
        await settle(self, idle=min(idle, SETTLE_LOOK), **kwargs)

    monkeypatch.setattr(Env, "_settle_internal", looking_often)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "origins.sqlite3"


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest_asyncio.fixture
async def store(db_path: Path, clock: Clock) -> AsyncIterator[SqliteStore]:
    """A store opened on a real SQLite file, on the hand-moved clock (the store tests)."""
    opened = SqliteStore(db_path, clock=clock)
    await opened.open()
    yield opened
    await opened.close()


@pytest.fixture
def simcord_bot(db_path: Path) -> OriginsBot:
    # Pictures drawn in threads (the same bytes as the workers', tests/bot/workers/test_drawing.py): a
    # test spends no 2.5 s spawning workers, and a busy machine cannot slow their start into a
    # test. The pool's own tests, the burst (test_races) and the crash tests keep the processes.
    return OriginsBot(Settings(token="simcord", database=db_path, render_workers=0))


@pytest.fixture
async def env(simcord_env):  # type: ignore[no-untyped-def]
    """The SimCord environment with the bot's commands synced (as `python -m bot sync` would).

    Its members click as fast as SimCord answers, a few in the same instant: the cooldowns of the
    buttons that draw for whoever clicks are off (their seconds 0), so that a test asks for the
    table, a legend or the replay's steps as often as it checks them; tests/bot/turn/
    test_cooldowns.py puts them back, on a clock it moves by hand."""
    await simcord_env.bot.tree.sync()
    simcord_env.bot.services.refusals.cooldowns = Cooldowns(dict.fromkeys(COOLDOWNS, 0.0))
    yield simcord_env
    # SimCord detaches the bot without closing it: the store's thread and the AI workers would
    # outlive the test and its event loop.
    await simcord_env.settle()
    await simcord_env.bot.close()


@pytest.fixture
def seeded_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games started in this test are dealt from seeds 1, 2, 3... instead of fresh random ones,
    so that a test that waits for a position (a witch to use) meets it on every run."""
    from types import SimpleNamespace

    from bot.turn import session

    seeds = iter(range(1, 1_000_000))
    monkeypatch.setattr(session, "secrets", SimpleNamespace(randbits=lambda _bits: next(seeds)))
