"""The PostgreSQL store with several processes on one database: what the contract cannot show
with one connection. Each "process" is a store of its own (a pool of its own); a raw connection
holding a lock makes the interleavings happen for sure, not by luck of timing."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable

import asyncpg
import pytest_asyncio

from bot.features import ratings
from bot.store import Deadline, GameRow, StaleVersion
from bot.store.postgres import PostgresStore
from tests.bot.clock import Clock
from tests.bot.store.helpers import move, started
from tests.bot.store.rated import ANN, BOB, CLEO, GUILD, last_move
from tests.bot.store.rated import started as rated_game
from tests.patience import PATIENCE
from tests.postgres import PostgresServer


@pytest_asyncio.fixture
async def url(postgres: PostgresServer) -> str:
    return await postgres.fresh_database()


@pytest_asyncio.fixture
async def stores(url: str, clock: Clock) -> AsyncIterator[list[PostgresStore]]:
    """Three processes' stores on one database."""
    opened = [PostgresStore(url, clock=clock) for _ in range(3)]
    for store in opened:
        await store.open()
    yield opened
    for store in opened:
        await store.close()


@pytest_asyncio.fixture
async def raw(url: str) -> AsyncIterator[asyncpg.Connection]:
    conn = await asyncpg.connect(url)
    yield conn
    await conn.close()


async def waiting_for_locks(conn: asyncpg.Connection, count: int) -> None:
    """Until `count` other sessions wait for a lock (polling; fails after PATIENCE)."""
    loop = asyncio.get_running_loop()
    give_up = loop.time() + PATIENCE
    while True:
        waiting = await conn.fetchval(
            "SELECT COUNT(*) FROM pg_stat_activity"
            " WHERE wait_event_type = 'Lock' AND datname = current_database()"
        )
        if waiting >= count:
            return
        assert loop.time() < give_up, f"{waiting} sessions wait for a lock, not {count}"
        await asyncio.sleep(0.01)


async def while_locked(
    raw: asyncpg.Connection, lock: str, calls: list[Callable[[], Awaitable[object]]], *, blocked: int
) -> list[object]:
    """Run `calls` at once while `raw` holds a lock (`lock`, a statement), release it once
    `blocked` of them wait for it; their outcomes (answers or exceptions)."""
    transaction = raw.transaction()
    await transaction.start()
    await raw.execute(lock)
    tasks = [asyncio.ensure_future(call()) for call in calls]
    try:
        await waiting_for_locks(raw, blocked)
    finally:
        await transaction.rollback()
    return list(await asyncio.gather(*tasks, return_exceptions=True))


async def test_two_moves_at_one_version_from_two_processes(
    stores: list[PostgresStore], raw: asyncpg.Connection
) -> None:
    """Both reach the game's row while a third transaction holds it; once it lets go, one move is
    stored and the other is refused (StaleVersion), with nothing of it written."""
    one, two, _ = stores
    game = await started(one)
    outcomes = await while_locked(
        raw,
        f"SELECT 1 FROM games WHERE id = {game.id} FOR UPDATE",
        [lambda: one.record_move(move(game, "pick 1")), lambda: two.record_move(move(game, "pick 2"))],
        blocked=2,
    )
    assert sorted(type(o).__name__ for o in outcomes) == ["GameRow", "StaleVersion"]
    winner = "pick 1" if isinstance(outcomes[0], GameRow) else "pick 2"
    stored = next(o for o in outcomes if isinstance(o, GameRow))
    assert stored.version == 1 and stored.snapshot == {"turn": 1}
    assert [e.action for e in await two.events(game.id)] == [winner]


async def test_many_moves_at_once_store_one_per_version(stores: list[PostgresStore]) -> None:
    """Rounds of three processes moving at the same version: each round exactly one is stored,
    and the log has one action per version."""
    game = await started(stores[0])
    for round_ in range(8):
        outcomes = await asyncio.gather(
            *(s.record_move(move(game, f"pick {round_}{i}")) for i, s in enumerate(stores)),
            return_exceptions=True,
        )
        won = [o for o in outcomes if isinstance(o, GameRow)]
        assert len(won) == 1 and all(isinstance(o, StaleVersion) for o in outcomes if o not in won)
        game = won[0]
    events = await stores[1].events(game.id)
    assert [e.seq for e in events] == list(range(1, 9)) and game.version == 8


async def test_a_claim_skips_the_deadlines_another_process_is_claiming(
    stores: list[PostgresStore], raw: asyncpg.Connection, clock: Clock
) -> None:
    """A deadline row locked by another transaction is skipped, not waited for: the claim answers
    at once with the others; once the lock is gone, the next claim takes it."""
    one = stores[0]
    games = [await started(one, channel=c) for c in (10, 11, 12)]
    for g in games:
        await one.put_deadlines(g.id, [Deadline(g.id, "timer", 500.0, 0)])
    transaction = raw.transaction()
    await transaction.start()
    await raw.execute(f"SELECT 1 FROM deadlines WHERE game_id = {games[1].id} FOR UPDATE")
    claimed = await asyncio.wait_for(one.claim_deadlines(clock()), PATIENCE)
    assert [d.game_id for d in claimed] == [games[0].id, games[2].id]
    await transaction.rollback()
    assert [d.game_id for d in await stores[1].claim_deadlines(clock())] == [games[1].id]
    assert await stores[2].claim_deadlines(clock()) == []


async def test_processes_claiming_at_once_never_share_a_deadline(
    stores: list[PostgresStore], clock: Clock
) -> None:
    """Three processes claim the same 60 due deadlines, many times at once: each deadline is
    claimed exactly once (then pushed back past `now`)."""
    one = stores[0]
    expected = set()
    for channel in range(100, 130):
        g = await started(one, channel=channel)
        await one.put_deadlines(
            g.id, [Deadline(g.id, "timer", 900.0, 0), Deadline(g.id, "reminder", 800.0, 0)]
        )
        expected |= {(g.id, "timer"), (g.id, "reminder")}
    outcomes = await asyncio.gather(*(s.claim_deadlines(clock()) for s in stores for _ in range(4)))
    claimed = [(d.game_id, d.kind) for batch in outcomes for d in batch]
    assert len(claimed) == len(set(claimed))  # nobody got one twice
    assert set(claimed) == expected  # and none was left behind
    assert await one.claim_deadlines(clock()) == []


async def test_migrations_from_processes_starting_at_once_run_once(
    postgres: PostgresServer, clock: Clock
) -> None:
    """Three stores open an empty database at the same moment: the advisory lock lets one migrate;
    the others wait, then find nothing to do."""
    url = await postgres.empty_database()
    racing = [PostgresStore(url, clock=clock) for _ in range(3)]
    try:
        await asyncio.gather(*(s.open() for s in racing))
        assert sorted(s.applied for s in racing) == [[], [], [1, 2]]
        conn = await asyncpg.connect(url)
        try:
            assert await conn.fetch("SELECT number FROM schema_version ORDER BY number") == [(1,), (2,)]
        finally:
            await conn.close()
    finally:
        for s in racing:
            await s.close()


async def test_a_servers_games_are_rated_one_after_the_other(
    stores: list[PostgresStore], raw: asyncpg.Connection
) -> None:
    """Two games of one server with the same members end at once in two processes: the second
    is rated on the first's ratings (its changes start where the first's end), exactly as the
    recompute from the results rates them."""
    one, two, _ = stores
    first = await rated_game(one, [ANN, BOB], channel=20)
    second = await rated_game(one, [ANN, BOB, CLEO], channel=21)
    await while_locked(
        raw,
        f"SELECT pg_advisory_xact_lock({GUILD})",
        [
            lambda: one.record_move(last_move(first, [1, 2], [ANN, BOB])),
            lambda: two.record_move(last_move(second, [2, 1, 3], [ANN, BOB, CLEO])),
        ],
        blocked=2,
    )
    table = await raw.fetch("SELECT user_id, games FROM ratings ORDER BY user_id")
    assert [tuple(r) for r in table] == [(ANN, 2), (BOB, 2), (CLEO, 1)]
    stamps = {g.id: (await one.results(g.id))[0].finished_at for g in (first, second)}
    earlier, later = sorted((first, second), key=lambda g: stamps[g.id])  # which went first is luck
    assert stamps[earlier.id] < stamps[later.id]
    before = {c.user_id: c for c in await one.rating_changes(earlier.id)}
    after = {c.user_id: c for c in await one.rating_changes(later.id)}
    for user in (ANN, BOB):
        assert (after[user].mu_before, after[user].sigma_before) == (before[user].mu, before[user].sigma)
    incremental = await raw.fetch("SELECT * FROM ratings ORDER BY user_id")
    await one.recompute_ratings(ratings.recount)
    assert await raw.fetch("SELECT * FROM ratings ORDER BY user_id") == incremental
