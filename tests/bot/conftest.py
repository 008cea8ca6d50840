"""SimCord drives the real bot (discord.py unmodified) against an in-memory Discord."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.app import OriginsBot
from bot.settings import Settings
from bot.store.sqlite import SqliteStore
from tests.bot.clock import Clock


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
    """The SimCord environment with the bot's commands synced (as `python -m bot sync` would)."""
    await simcord_env.bot.tree.sync()
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
