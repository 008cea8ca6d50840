"""The fake Discord on loopback and the bot logged in to it, for every wire test.

`@pytest.mark.fake_discord(members=(...), locales={...})` sets up the fake's members (by default
ann and bob, in English).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.app import OriginsBot
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.wiring import STEP, connected, point_at


@pytest.fixture
async def fake(request: pytest.FixtureRequest) -> AsyncIterator[FakeDiscord]:
    marker = request.node.get_closest_marker("fake_discord")
    fake = FakeDiscord(**(marker.kwargs if marker else {"members": ("ann", "bob")}))
    await fake.start()
    try:
        yield fake
    finally:
        await asyncio.wait_for(fake.close(), STEP)


@pytest.fixture
async def bot(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[OriginsBot]:
    """The bot, logged in and ready; its commands are not synced (each test syncs, or checks the sync)."""
    point_at(fake, monkeypatch)
    async with connected(tmp_path / "origins.sqlite3") as bot:
        yield bot
