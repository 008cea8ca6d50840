"""Several bot processes on one SQLite file on one host (shards, issue 21): supported, because
every claim and every move is one `BEGIN IMMEDIATE` transaction that SQLite serialises across
processes (WAL mode, `busy_timeout`). Two real processes race over the same games at the same
moment: each due deadline is claimed by one of them, each AI turn thought by one, each move
stored once (the other refused as stale)."""

from __future__ import annotations

import asyncio
import multiprocessing
from pathlib import Path
from typing import Any

from bot.store import Deadline, Shards, StaleVersion
from bot.store.sqlite import SqliteStore
from tests.bot.store.helpers import CHANNEL, move, started
from tests.patience import PATIENCE

GAMES = 40


async def race(path: Path, owner: str, games: list[int], barrier: Any) -> dict[str, list[int]]:
    """What one process got: the deadlines it claimed, the AI turns it claimed, the moves it stored."""
    store = SqliteStore(path)
    await store.open()
    got: dict[str, list[int]] = {"deadlines": [], "turns": [], "moves": []}
    try:
        barrier.wait(PATIENCE)  # both processes open, then off together
        for due, game_id in enumerate(games):
            got["deadlines"] += [d.game_id for d in await store.claim_deadlines(due + 0.5)]
            if await store.claim_ai_turn(game_id, 0, owner, 600.0):
                got["turns"].append(game_id)
            row = await store.game(game_id)
            assert row is not None
            try:  # the move made on the version both saw: 0
                await store.record_move(move(row, "pick 1", expected_version=0, snapshot={"turn": 1}))
            except StaleVersion:
                continue
            got["moves"].append(game_id)
    finally:
        await store.close()
    return got


def racer(path: Path, owner: str, games: list[int], barrier: Any, answers: Any) -> None:
    answers.put((owner, asyncio.run(race(path, owner, games, barrier))))


async def test_two_processes_on_one_file_never_do_one_thing_twice(tmp_path: Path) -> None:
    path = tmp_path / "origins.sqlite3"
    store = SqliteStore(path)
    await store.open()
    games = []
    for n in range(GAMES):
        game = await started(store, channel=CHANNEL + n)
        await store.put_deadlines(game.id, [Deadline(game.id, "announce", float(n), 0)])
        games.append(game.id)
    await store.close()
    context = multiprocessing.get_context("spawn")
    barrier, answers = context.Barrier(2), context.Queue()
    processes = [context.Process(target=racer, args=(path, o, games, barrier, answers)) for o in ("a", "b")]
    for process in processes:
        process.start()
    got = dict(answers.get(timeout=PATIENCE) for _ in processes)
    for process in processes:
        process.join(PATIENCE)
        assert process.exitcode == 0
    for what in ("deadlines", "turns", "moves"):
        assert sorted(got["a"][what] + got["b"][what]) == games, what  # each once, by one of them
    reopened = SqliteStore(path)
    await reopened.open()
    try:
        assert [g.version for g in await reopened.open_games()] == [1] * GAMES
        assert await reopened.open_games(shards=Shards(1, (0,))) == await reopened.open_games()
    finally:
        await reopened.close()
