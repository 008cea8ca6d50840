"""The store's contract for a whole database (`CopyStore`, what `python -m bot copy-db` uses): a
dump reads every table at one moment, a load writes it into an empty store in one transaction
(all or nothing), games keep their numbers and the next game continues after them, and a store
that holds anything is refused untouched."""

from __future__ import annotations

import math
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any

import pytest

from bot.store import GAME_TABLES, OVER, TABLES, TIMER, Deadline, NotEmpty, Store, TableRows
from tests.bot.clock import Clock
from tests.bot.store.backends import BACKENDS, Backend
from tests.bot.store.helpers import ALICE, BOB, GUILD, lobby, move, results_of, seated, started
from tests.bot.store.rated import ANN, CLEO, finished


async def stocked(store: Store, clock: Clock) -> None:
    """A bit of everything: a lobby, a game in play with a move, deadlines (one waiting through a
    vacation with no end), autopilot and a removed player, an AI turn claimed, finished rated
    games, preferences."""
    await lobby(store, channel=10)
    await seated(store, channel=11)
    game = await started(store, channel=12)
    game = await store.record_move(move(game, "pick 1"))
    await store.put_deadlines(
        game.id, [Deadline(game.id, TIMER, math.inf, game.version, 0, since=clock(), seconds_left=3600.0)]
    )
    await store.set_autopilot(game.id, 0, True)
    await store.keep_prompt(game.id, game.version, 555)
    assert await store.claim_ai_turn(game.id, game.version, "shard 0", 60.0)  # a process thinking
    over = await started(store, channel=13)
    await store.record_move(move(over, "pick 1", status=OVER, results=results_of(over)))
    await finished(store, [ANN, BOB], [1, 2], channel=14)
    await finished(store, [BOB, CLEO, None], [2, 1, 3], channel=15, removed=[CLEO])
    await store.set_pref(ALICE, "language", "nl")
    await store.set_server_pref(GUILD, "language", "it")


def another(backend: Backend, tmp_path: Path) -> AbstractAsyncContextManager[Backend]:
    """A second fresh database of the same kind: the target of a copy."""
    folder = tmp_path / "target"
    folder.mkdir()
    return BACKENDS[backend.name](folder)


async def everything(store: Store, batch: int = 100) -> list[TableRows]:
    return [chunk async for chunk in store.dump(batch)]


def by_table(chunks: list[TableRows]) -> dict[str, list[dict[str, Any]]]:
    tables: dict[str, list[dict[str, Any]]] = {table: [] for table in TABLES}
    for chunk in chunks:
        tables[chunk.table].extend(chunk.rows)
    return tables


async def replayed(chunks: list[TableRows]) -> AsyncIterator[TableRows]:
    for chunk in chunks:
        yield chunk


async def reads(store: Store, game_ids: list[int]) -> list[Any]:
    """What the bot reads of each game, and of the members and server."""
    answers: list[Any] = [await store.prefs(ALICE), await store.server_prefs(GUILD)]
    for game_id in game_ids:
        answers += [
            await store.sitting(game_id),
            await store.events(game_id),
            await store.deadlines(game_id),
            await store.results(game_id),
            await store.rating_changes(game_id),
            await store.backs(game_id),
        ]
    answers += [await store.leaderboard(GUILD, "origins", 10), await store.stats(GUILD, BOB)]
    answers += [await store.finished_games(GUILD, 14), await store.open_games()]
    return answers


@pytest.mark.asyncio
async def test_a_load_gives_back_every_row_and_every_read(
    store: Store, backend: Backend, clock: Clock, tmp_path: Path
) -> None:
    await stocked(store, clock)
    dumped = await everything(store)
    counts = await store.table_counts()
    assert {table: len(rows) for table, rows in by_table(dumped).items()} == counts
    assert all(counts.values())  # every table has something to copy
    async with another(backend, tmp_path) as other:
        target = other.store(clock)
        await target.open()
        try:
            assert await target.load(replayed(dumped)) == counts
            assert await everything(target) == dumped
            assert await target.table_counts() == counts
            ids = [row["id"] for row in by_table(dumped)["games"]]
            assert await reads(target, ids) == await reads(store, ids)
            newer = await target.create_game(
                guild_id=GUILD, channel_id=99, creator_id=ALICE, config={}, options={}
            )
            assert newer.id == max(ids) + 1  # game numbers continue after the copied ones
        finally:
            await target.close()


@pytest.mark.asyncio
async def test_a_dump_gives_each_batch_of_games_with_their_rows(store: Store, clock: Clock) -> None:
    """Games in id order, each batch followed by its own rows of the game tables, then the rest."""
    await stocked(store, clock)
    dumped = await everything(store, batch=2)
    seen: list[int] = []
    batch: set[int] = set()
    for chunk in dumped:
        if chunk.table == "games":
            batch = {row["id"] for row in chunk.rows}
            assert len(batch) <= 2
            seen += sorted(batch)
        elif chunk.table in GAME_TABLES:
            assert {row["game_id"] for row in chunk.rows} <= batch
    assert seen == sorted(seen) and len(seen) == (await store.table_counts())["games"]
    tail = [chunk.table for chunk in dumped if chunk.table != "games" and chunk.table not in GAME_TABLES]
    assert set(tail) == set(TABLES) - {"games", *GAME_TABLES}
    last_game_chunk = max(i for i, c in enumerate(dumped) if c.table in ("games", *GAME_TABLES))
    assert all(c.table not in ("games", *GAME_TABLES) for c in dumped[last_game_chunk + 1 :])


@pytest.mark.asyncio
async def test_a_store_holding_anything_is_refused_untouched(
    store: Store, backend: Backend, clock: Clock, tmp_path: Path
) -> None:
    await stocked(store, clock)
    dumped = await everything(store)
    async with another(backend, tmp_path) as other:
        target = other.store(clock)
        await target.open()
        try:
            await target.set_server_pref(GUILD, "language", "en")  # no game, but not empty
            with pytest.raises(NotEmpty):
                await target.load(replayed(dumped))
            assert await target.table_counts() == {**dict.fromkeys(TABLES, 0), "guild_prefs": 1}
            await lobby(target)
            before = await everything(target)
            with pytest.raises(NotEmpty):
                await target.load(replayed(dumped))
            assert await everything(target) == before
        finally:
            await target.close()


class Crash(Exception):
    """What a copy that dies midway raises."""


async def dying(chunks: list[TableRows], after: int) -> AsyncIterator[TableRows]:
    for i, chunk in enumerate(chunks):
        if i == after:
            raise Crash
        yield chunk


@pytest.mark.asyncio
async def test_a_load_that_fails_midway_writes_nothing(
    store: Store, backend: Backend, clock: Clock, tmp_path: Path
) -> None:
    """All or nothing: the rows already written go with the failure, and a second load is accepted."""
    await stocked(store, clock)
    dumped = await everything(store, batch=2)
    async with another(backend, tmp_path) as other:
        target = other.store(clock)
        await target.open()
        try:
            with pytest.raises(Crash):
                await target.load(dying(dumped, after=len(dumped) // 2))
            assert await target.table_counts() == dict.fromkeys(TABLES, 0)
            await target.load(replayed(dumped))
            assert await everything(target, batch=2) == dumped
        finally:
            await target.close()


@pytest.mark.asyncio
async def test_an_empty_store_dumps_nothing_and_loads_nothing(store: Store) -> None:
    assert await everything(store) == []
    assert await store.table_counts() == dict.fromkeys(TABLES, 0)
    assert await store.load(replayed([])) == dict.fromkeys(TABLES, 0)


@pytest.mark.asyncio
async def test_ratings_rows_come_through_as_they_were(store: Store, clock: Clock) -> None:
    """Floats (μ, σ, stamps) and flags keep their exact values and types."""
    await finished(store, [ANN, BOB], [1, 2], autopilot=[1])
    tables = by_table(await everything(store))
    assert all(isinstance(row["mu"], float) for row in tables["ratings"])
    assert {type(row["autopilot"]) for row in tables["seats"]} == {bool}
    assert any(row["autopilot"] for row in tables["seats"])
