"""What the wire tests share: the bot connected to the fake Discord, and reading its messages."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import discord
import pytest
import yarl

from bot.app import OriginsBot, make_bot
from bot.settings import Settings
from tests.e2e.fake_discord import TOKEN, FakeDiscord
from tests.patience import PATIENCE, until

STEP = PATIENCE  # how long any one exchange may take before the test is taken for hung


def point_at(fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch) -> None:
    """discord.py's two Discord addresses, pointed at the fake for this test."""
    monkeypatch.setattr(discord.http.Route, "BASE", fake.api_base)
    # A non-sharded discord.py client never asks GET /gateway/bot: it dials this URL directly.
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(fake.gateway_url))


@asynccontextmanager
async def connected(database: Path, **settings: Any) -> AsyncIterator[OriginsBot]:
    """A bot on `database` (and `settings`, as Settings takes them: shards make it discord.py's
    AutoShardedBot, one connection per shard), logged in to the fake (its addresses patched in) and
    ready; closed on the way out, and its connection must end cleanly."""
    # Threads draw: the worker processes are the subject of tests/bot/workers/test_drawing.py and the crash
    # tests, and spawning them would only slow every wire test.
    bot = make_bot(Settings(token=TOKEN, database=database, **{"render_workers": 0, **settings}))
    connection: asyncio.Task[None] | None = None
    try:
        await asyncio.wait_for(bot.login(TOKEN), STEP)
        connection = asyncio.create_task(bot.connect(reconnect=False))
        # READY comes once no GUILD_CREATE arrived for discord.py's guild_ready_timeout (2 s)
        await asyncio.wait_for(bot.wait_until_ready(), STEP)
        yield bot
        await handled()  # the test is over, not the clicks it made: closing would cut them short
    finally:
        await asyncio.wait_for(bot.close(), STEP)
        if connection is not None:
            await asyncio.wait_for(connection, STEP)  # returns on a clean close, raises otherwise


HANDLERS = ("discord-ui-view-dispatch-", "discord-ui-dynamic-item-", "CommandTree-invoker")


def handling() -> list[asyncio.Task[object]]:
    """discord.py's tasks that run a command's or a component's callback in this event loop now."""
    return [t for t in asyncio.all_tasks() if not t.done() and t.get_name().startswith(HANDLERS)]


async def handled() -> None:
    """Wait until the bot has finished with every interaction it received: whatever it was going to
    say or store about them is said and stored."""
    await until(lambda: not handling(), "the bot to finish its interactions")


def custom_ids(message: dict[str, object]) -> list[str]:
    """The custom ids of a message's components, row after row."""
    rows = message["components"]
    assert isinstance(rows, list)
    return [c["custom_id"] for row in rows for c in row["components"] if "custom_id" in c]
