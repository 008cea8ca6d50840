"""The SQLite file out of reach, as the store says it: a disk that refuses to write (here a file
size limit, as a full disk would) or another process holding the database locked past the busy
timeout is `StoreUnavailable` (never sqlite3's own error), nothing of the move is stored, and the
next move after the disk is back is."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bot.store import StoreUnavailable
from bot.store.sqlite import SqliteStore
from tests.bot.store.helpers import move, started
from tests.patience import PATIENCE

ROOT = Path(__file__).resolve().parents[4]

# In a process of its own: a file size limit refuses every write of this process's files, which
# the test process (its logs, its captured output) must not meet.
FULL_DISK = """
import asyncio, resource, signal, sys
from bot.store import StoreUnavailable
from bot.store.sqlite import SqliteStore
from tests.bot.store.helpers import move, started

async def main(db_path: str) -> None:
    store = SqliteStore(db_path)
    await store.open()
    game = await started(store)
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails, as on a full disk
    limit = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (1, limit[1]))
    try:
        await store.record_move(move(game, "pick 1"))
        answer = "stored"
    except StoreUnavailable as error:
        answer = f"unavailable unsure={error.unsure} cause={type(error.__cause__).__name__}"
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, limit)
    after = await store.game(game.id)
    events = await store.events(game.id)
    again = await store.record_move(move(game, "pick 1"))
    await store.close()
    print(answer, after == game, len(events), again.version)

asyncio.run(main(sys.argv[1]))
"""


def test_a_disk_that_refuses_to_write_is_store_unavailable_and_stores_nothing(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(FULL_DISK), str(tmp_path / "origins.sqlite3")],
        cwd=ROOT,
        check=False,
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert done.returncode == 0, done.stderr
    *_, unchanged, events, version = done.stdout.split()
    assert done.stdout.startswith("unavailable") and "cause=OperationalError" in done.stdout
    assert (unchanged, events, version) == ("True", "0", "1")  # nothing stored; then the move is


@pytest.mark.asyncio
async def test_a_database_locked_past_the_busy_timeout_is_store_unavailable(db_path: Path) -> None:
    """Another process holds the write lock (a backup, a second bot on the file) longer than the
    store's busy_timeout: the move meets StoreUnavailable and is stored once the lock is gone."""
    store = SqliteStore(db_path)
    await store.open()
    try:
        game = await started(store)
        other = sqlite3.connect(db_path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        try:
            with pytest.raises(StoreUnavailable):
                await store.record_move(move(game, "pick 1"))
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert await store.game(game.id) == game
        assert (await store.record_move(move(game, "pick 1"))).version == 1
    finally:
        await store.close()
