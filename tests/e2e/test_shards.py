"""Shards over the wire: the fake Discord routes each server to the connection of its shard, and
the bot (discord.py's AutoShardedBot, SHARD_COUNT and SHARD_IDS) serves the servers of its shards.

A normal start, sharded or not, never publishes the global commands: only `python -m bot sync`
does (the tests sync as it would, after the start)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import discord
import pytest

from bot.store import Shards
from tests.e2e.fake_discord import FakeDiscord, Server
from tests.e2e.wiring import STEP, connected, point_at

COUNT = 2


def shard_of(guild_id: int) -> int:
    return (guild_id >> 22) % COUNT


def published(fake: FakeDiscord) -> list[str]:
    """The global command overwrites the bot made."""
    path = f"/applications/{fake.app_id}/commands"
    return [c.path for c in fake.calls if c.method == "PUT" and c.path == path]


async def lobby_in(fake: FakeDiscord, server: Server) -> int:
    """`/origins new origins` in the server's channel, answered with its lobby: the game's number."""
    ann = fake.members[0]
    typed = await fake.slash(ann, "origins", "new origins", channel_id=server.channel_id, players=2)
    reply = await fake.callback(typed)
    assert reply.body["type"] == 4, reply.body
    lobby = fake.messages[fake.originals[typed["token"]]]
    assert lobby["guild_id"] == str(server.guild_id) and "**Seats (1/2):** ann, free" in lobby["content"]
    return int(lobby["components"][0]["components"][0]["custom_id"].rsplit(":", 1)[1])


@pytest.fixture
def servers(fake: FakeDiscord) -> list[Server]:
    """Two servers of each shard (and the fake's first, wherever it falls)."""
    return [fake.add_server(shard=(n % COUNT, COUNT)) for n in range(2 * COUNT)]


async def test_a_process_of_one_shard_sees_its_servers_only(
    fake: FakeDiscord, servers: list[Server], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SHARD_COUNT=2, SHARD_IDS=0: one connection, identified as shard [0, 2], given the servers of
    shard 0 alone; a slash command in one of them is answered, and the game is that server's."""
    point_at(fake, monkeypatch)
    async with connected(tmp_path / "origins.sqlite3", shards=Shards(COUNT, (0,))) as bot:
        assert isinstance(bot, discord.AutoShardedClient) and published(fake) == []
        assert [i.get("shard") for i in fake.identifies] == [[0, COUNT]]
        mine = {s.guild_id for s in fake.servers if shard_of(s.guild_id) == 0}
        assert {g.id for g in bot.guilds} == mine and len(mine) >= 2
        await asyncio.wait_for(bot.tree.sync(), STEP)  # as `python -m bot sync` does
        (server,) = [s for s in servers if shard_of(s.guild_id) == 0][:1]
        game = await bot.store.game(await lobby_in(fake, server))
        assert game is not None and game.guild_id == server.guild_id
        other = next(s for s in servers if shard_of(s.guild_id) == 1)
        with pytest.raises(RuntimeError, match="no client connection serves"):
            fake.connection_of(other.guild_id)  # Discord would send its events to another process
    assert fake.problems == []


async def test_both_shards_in_one_process(
    fake: FakeDiscord, servers: list[Server], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SHARD_COUNT=2 alone: two connections in one process, shards [0, 2] and [1, 2], each given its
    own servers; a slash command in a server of each shard reaches the bot on that shard's
    connection and is answered."""
    point_at(fake, monkeypatch)
    async with connected(tmp_path / "origins.sqlite3", shards=Shards(COUNT, (0, 1))) as bot:
        assert published(fake) == []
        assert sorted(i["shard"] for i in fake.identifies) == [[0, COUNT], [1, COUNT]]
        assert sorted(c.shard for c in fake.connections if c.shard) == [(0, COUNT), (1, COUNT)]
        assert {g.id for g in bot.guilds} == {s.guild_id for s in fake.servers}
        assert {g.shard_id for g in bot.guilds} == {0, 1}
        assert all(bot.get_guild(s.guild_id).shard_id == shard_of(s.guild_id) for s in servers)  # type: ignore[union-attr]
        await asyncio.wait_for(bot.tree.sync(), STEP)
        for shard in range(COUNT):
            server = next(s for s in servers if shard_of(s.guild_id) == shard)
            assert fake.connection_of(server.guild_id).shard == (shard, COUNT)
            game = await bot.store.game(await lobby_in(fake, server))
            assert game is not None and game.guild_id == server.guild_id
    assert fake.problems == []


async def test_an_unsharded_start_publishes_no_commands(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without shards: one connection that identifies with no shard and gets every server; the
    start publishes nothing globally either."""
    servers = [fake.add_server() for _ in range(2)]
    point_at(fake, monkeypatch)
    async with connected(tmp_path / "origins.sqlite3") as bot:
        assert not isinstance(bot, discord.AutoShardedClient) and published(fake) == []
        assert [i.get("shard") for i in fake.identifies] == [None]
        assert (
            {g.id for g in bot.guilds} == {s.guild_id for s in fake.servers} >= {s.guild_id for s in servers}
        )
    assert fake.problems == []
