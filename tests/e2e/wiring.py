"""What the wire tests share: the bot connected to the fake Discord, and reading its messages."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import discord
import pytest
import yarl

from bot.app import OriginsBot
from bot.settings import Settings
from tests.e2e.fake_discord import TOKEN, FakeDiscord

STEP = 5.0  # seconds any one exchange may take


def point_at(fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch) -> None:
    """discord.py's two Discord addresses, pointed at the fake for this test."""
    monkeypatch.setattr(discord.http.Route, "BASE", fake.api_base)
    # A non-sharded discord.py client never asks GET /gateway/bot: it dials this URL directly.
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(fake.gateway_url))


@asynccontextmanager
async def connected(database: Path) -> AsyncIterator[OriginsBot]:
    """A bot on `database`, logged in to the fake (its addresses patched in) and ready; closed on
    the way out, and its connection must end cleanly."""
    bot = OriginsBot(Settings(token=TOKEN, database=database))
    connection: asyncio.Task[None] | None = None
    try:
        await asyncio.wait_for(bot.login(TOKEN), STEP)
        connection = asyncio.create_task(bot.connect(reconnect=False))
        # READY comes once no GUILD_CREATE arrived for discord.py's guild_ready_timeout (2 s)
        await asyncio.wait_for(bot.wait_until_ready(), STEP)
        yield bot
    finally:
        await asyncio.wait_for(bot.close(), STEP)
        if connection is not None:
            await asyncio.wait_for(connection, STEP)  # returns on a clean close, raises otherwise


def custom_ids(message: dict[str, object]) -> list[str]:
    """The custom ids of a message's components, row after row."""
    rows = message["components"]
    assert isinstance(rows, list)
    return [c["custom_id"] for row in rows for c in row["components"] if "custom_id" in c]
