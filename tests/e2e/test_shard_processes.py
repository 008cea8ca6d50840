"""Two real bot processes, shards 0 and 1 of 2, on one SQLite file, against the fake Discord: each
serves its own servers' games, and the one killed outright (SIGKILL) mid-game is restarted and
finishes its game, with no move stored twice and every game played to its end.

The commands are published first by `python -m bot sync` (a process of its own): the bots never
publish them. Issue 21's end-to-end test on PostgreSQL is this one with DATABASE a URL."""

from __future__ import annotations

import asyncio
import signal
import sqlite3
from pathlib import Path

from bot.components import ids
from tests.e2e.fake_discord import FakeDiscord, Server
from tests.e2e.test_lifecycle import STEP, BotProcess, _content, fake, linux_only, processes
from tests.patience import until

__all__ = ["fake", "processes"]  # the fixtures, shared with test_lifecycle
COUNT = 2
SETTINGS = {"SHARD_COUNT": str(COUNT), "AI_WORKERS": "1", "RENDER_WORKERS": "0", "AI_SECONDS": "0.05"}


def shard_process(fake: FakeDiscord, folder: Path, database: Path, shard: int) -> BotProcess:
    folder.mkdir(exist_ok=True)
    return BotProcess(fake, folder, DATABASE=str(database), SHARD_IDS=str(shard), **SETTINGS)


def connected(fake: FakeDiscord, server: Server) -> bool:
    try:
        fake.connection_of(server.guild_id)
    except RuntimeError:
        return False
    return True


async def ais_playing(fake: FakeDiscord, server: Server) -> int:
    """In the server's channel, ann opens a game, gives her seat to an AI, adds another, starts.
    The game's id."""
    (ann,) = fake.members
    new = await fake.slash(ann, "origins", "new origins", channel_id=server.channel_id, players=2)
    await fake.callback(new, timeout=STEP)
    lobby = fake.originals[new["token"]]
    game = int(fake.messages[lobby]["components"][0]["components"][0]["custom_id"].rsplit(":", 1)[1])
    await fake.callback(await fake.click(ann, lobby, ids.lobby("leave", game)), timeout=STEP)
    for _ in range(2):
        await fake.callback(await fake.choose(ann, lobby, ids.lobby_ai(game), "hard"), timeout=STEP)
    await fake.callback(await fake.click(ann, lobby, ids.lobby("start", game)), timeout=STEP)
    return game


def read(database: Path, sql: str, params: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(database)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


@linux_only
async def test_two_shard_processes_on_one_file_and_one_killed(
    fake: FakeDiscord, tmp_path: Path, processes: list[BotProcess]
) -> None:
    database = tmp_path / "origins.sqlite3"
    servers = [fake.add_server(shard=(shard, COUNT)) for shard in range(COUNT)]
    sync = BotProcess(fake, tmp_path, DATABASE=str(database))
    processes.append(sync)
    assert await asyncio.wait_for((await sync.start("sync")).wait(), STEP) == 0, sync.log
    assert [c["name"] for c in fake.commands[None]] == ["origins"]
    bots = [shard_process(fake, tmp_path / f"shard{s}", database, s) for s in range(COUNT)]
    processes.extend(bots)
    for bot in bots:
        await bot.start()
    await until(lambda: all(connected(fake, s) for s in servers), "both shards to connect")
    games = [await ais_playing(fake, server) for server in servers]
    assert [g for (g,) in read(database, "SELECT guild_id FROM games ORDER BY id")] == [
        s.guild_id for s in servers
    ]

    # shard 1's process dies outright once its AIs have played a few moves
    def version(game: int) -> int:
        return int(str(read(database, "SELECT version FROM games WHERE id = ?", (game,))[0][0]))

    await until(lambda: version(games[1]) >= 3, "shard 1's AIs to play a few moves")
    killed = bots[1].proc
    assert killed is not None
    killed.send_signal(signal.SIGKILL)
    assert await asyncio.wait_for(killed.wait(), STEP) == -signal.SIGKILL
    assert read(database, "SELECT status FROM games WHERE id = ?", (games[1],)) == [("active",)]  # mid-game
    await until(lambda: not connected(fake, servers[1]), "the fake to see shard 1 gone")
    await bots[1].start()

    def over() -> bool:
        return [s for (s,) in read(database, "SELECT status FROM games ORDER BY id")] == ["over"] * COUNT

    await until(over, "both games to be played to the end")
    for game in games:  # every version stored once: the action log counts up without a gap
        seqs = [
            seq for (seq,) in read(database, "SELECT seq FROM events WHERE game_id = ? ORDER BY seq", (game,))
        ]
        assert seqs == list(range(1, len(seqs) + 1))
        assert version(game) == len(seqs)
    # each game's score sheet, the killed one's perhaps owed to the restarted process
    await until(
        lambda: (
            {c.path for c in fake.calls if "The game is over" in _content(c)}
            >= {f"/channels/{s.channel_id}/messages" for s in servers}
        ),
        "both score sheets",
    )
    assert fake.problems == []
    for bot in bots:
        assert "Traceback" not in bot.log or bot is bots[1], bot.log
