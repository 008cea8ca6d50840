"""The contract suite runs every test once per backend (tests/bot/store/backends.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.store import Store
from tests.bot.clock import Clock
from tests.bot.store.backends import BACKENDS, Backend


@pytest_asyncio.fixture(params=sorted(BACKENDS))
async def backend(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Backend]:
    """A fresh, empty database of each kind in turn."""
    if request.param.startswith("postgres"):
        request.getfixturevalue("postgres")  # the session's server, stopped at its end
    async with BACKENDS[request.param](tmp_path) as made:
        yield made


@pytest_asyncio.fixture
async def store(backend: Backend, clock: Clock) -> AsyncIterator[Store]:
    """A store opened on the backend's database, on the hand-moved clock."""
    opened = backend.store(clock)
    await opened.open()
    yield opened
    await opened.close()
