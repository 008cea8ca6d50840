"""A move in SQLite is stored whole or not at all: a failure amid its statements, or the process
dying between its results and its ratings, leaves nothing of it."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bot.store import Deadline
from bot.store.sqlite import SqliteStore, deadlines
from tests.bot.clock import Clock
from tests.bot.store.backends import SqliteBackend, raw
from tests.bot.store.helpers import move, started
from tests.bot.store.rated import ANN, BOB, last_move, tables
from tests.bot.store.rated import started as started_with
from tests.patience import PATIENCE

ROOT = Path(__file__).resolve().parents[4]


@pytest.mark.asyncio
async def test_a_failure_inside_record_move_stores_nothing(
    store: SqliteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An error amid record_move's statements rolls back events, version, snapshot; the store goes on."""
    game = await started(store)
    old = Deadline(game.id, "reminder", 5000.0, version=0)
    await store.put_deadlines(game.id, [old])

    async def broken(*args: object) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(deadlines, "put", broken)
    with pytest.raises(RuntimeError, match="disk on fire"):
        await store.record_move(move(game, "pick 1", "place B2 left"))
    monkeypatch.undo()
    assert await store.game(game.id) == game
    assert await store.events(game.id) == []
    assert await store.deadlines(game.id) == [old]
    after = await store.record_move(move(game, "pick 1"))
    assert after.version == 1
    assert [e.seq for e in await store.events(game.id)] == [1]


CRASH = """
import asyncio, os, sys
from bot.features import ratings
from bot.store import Move, OVER, ResultRow
from bot.store.sqlite import SqliteStore
from bot.store.sqlite import ratings as stored_ratings

async def main(db_path: str, game_id: int) -> None:
    store = SqliteStore(db_path)
    await store.open()
    game = await store.game(game_id)

    async def die(db, game_id, rater):  # the results are written, the rating not yet
        rows = await db.execute_fetchall("SELECT COUNT(*) FROM results WHERE game_id = ?", (game_id,))
        print(rows[0][0], flush=True)
        os._exit(9)

    stored_ratings.rate = die
    results = tuple(
        ResultRow(game.id, game.guild_id, game.channel_id, seat, user, 40, seat + 1)
        for seat, user in enumerate((100, 200))
    )
    await store.record_move(
        Move(game.id, game.version, None, ("place A1 up",), {}, OVER, results=results, rate=ratings.rate)
    )

asyncio.run(main(sys.argv[1], int(sys.argv[2])))
"""


async def test_a_process_dying_between_results_and_ratings_leaves_neither(
    db_path: Path, clock: Clock
) -> None:
    """A real crash (os._exit) after the results were written and before the rating: the file
    holds neither, the game is still in play, and the same last move then stores both."""
    store = SqliteStore(db_path, clock=clock)
    await store.open()
    game = await started_with(store, [ANN, BOB])
    await store.close()
    died = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(CRASH), str(db_path), str(game.id)],
        cwd=ROOT,
        check=False,
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert died.returncode == 9, died.stderr
    assert died.stdout.strip() == "2"  # it did die with the results written inside its transaction
    assert raw(db_path, "SELECT COUNT(*) FROM results") == [(0,)]
    assert await tables(SqliteBackend(db_path)) == ([], [])
    store = SqliteStore(db_path, clock=clock)
    await store.open()
    try:
        assert await store.game(game.id) == game
        await store.record_move(last_move(game, [1, 2], [ANN, BOB]))
        assert len(await store.results(game.id)) == 2
        assert len(await store.rating_changes(game.id)) == 2
    finally:
        await store.close()
