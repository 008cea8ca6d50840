"""The pool of connections a PostgreSQL store has, and the one place that opens a transaction.

Every write that is more than one statement runs inside `transaction()` (READ COMMITTED, the
server's default): the conditions a write depends on are checked by the statement that writes
(`UPDATE ... WHERE version = $n`: a concurrent writer's commit is re-checked by PostgreSQL before
the row is changed) or under a row lock taken first (`SELECT ... FOR UPDATE`), never read and
trusted. `reading()` is a read-only REPEATABLE READ transaction: several reads at one moment.

The protocol's rows keep their Python types: JSON documents (config, options, snapshot) are
JSONB in the database and dicts here, converted by a codec set on every connection of the pool.
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from typing import Any, TypeAlias, TypeVar

import asyncpg

from bot.store.errors import StoreUnavailable
from bot.store.postgres import migrations
from bot.store.postgres.outage import lost, stale, translated
from bot.store.rows import Deadline, EventRow, GameRow, RatingChange, RatingRow, ResultRow, SeatRow, Shards

Row = TypeVar("Row", GameRow, SeatRow, EventRow, Deadline, ResultRow, RatingRow, RatingChange)
Db: TypeAlias = asyncpg.Connection  # inside `transaction()` or `reading()`
Record: TypeAlias = Mapping[str, Any]  # an asyncpg.Record, read by column name
Transaction: TypeAlias = Any  # an asyncpg.transaction.Transaction, begun by `_begin`
CONNECT_SECONDS = 10.0  # how long opening the first connection may take before start-up fails
POOL_SIZE = 10  # connections per store (per process): enough for a burst of clicks
# What the database raises for a row that breaks a constraint (the contract suite's integrity error).
IntegrityError = asyncpg.IntegrityConstraintViolationError


def dump(value: Any) -> str:
    """Compact, stable JSON text (sorted keys, no blanks): what a JSONB parameter is sent as."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


async def _prepare(conn: asyncpg.Connection) -> None:
    """Each new connection of the pool reads and writes JSONB as Python values."""
    await conn.set_type_codec("jsonb", encoder=dump, decoder=json.loads, schema="pg_catalog")


class Connection:
    """A store's pool: opened with the migrations applied, shared by every coroutine (each
    statement or transaction takes a connection of its own from the pool)."""

    def __init__(
        self, url: str, *, clock: Callable[[], float] = time.time, pool_size: int = POOL_SIZE
    ) -> None:
        self.url = url
        self._clock = clock
        self._pool_size = pool_size
        self._pool: asyncpg.Pool | None = None
        self.applied: list[int] = []  # the migration numbers the last open() applied

    async def open(self) -> None:
        """Connect and apply the pending migrations (idempotent)."""
        if self._pool is not None:
            return
        # No lifetimes: a released connection stays open (at most `pool_size` of them) and a
        # prepared statement stays cached (the cache is bounded by count) instead of arming a
        # 5-minute timer at every release and every new statement: timers pending that anyone
        # waiting for the bot to be idle (SimCord) waits for, and that save nothing worth it.
        # No floor of connections (min_size 0): with one, a pool whose server is away keeps a task
        # reconnecting in the background, logging each failure; the next click connects anyway.
        pool = await asyncpg.create_pool(
            self.url,
            min_size=0,
            max_size=self._pool_size,
            init=_prepare,
            timeout=CONNECT_SECONDS,
            max_inactive_connection_lifetime=0,
            max_cached_statement_lifetime=0,
        )
        try:
            async with pool.acquire() as conn:
                self.applied = await migrations.migrate(conn, self._clock())
        except BaseException:
            await pool.close()
            raise
        self._pool = pool

    async def close(self) -> None:
        """Close the pool, once its connections are back (a no-op when not open)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()

    @property
    def _db(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("the store is not open: await store.open() first")
        return self._pool

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Db]:
        """BEGIN ... COMMIT on a connection of the pool, or ROLLBACK on any error; a database out
        of reach raises StoreUnavailable (`unsure` if it went while the COMMIT was on its way)."""
        async with self._within(writes=True) as conn:
            yield conn

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[Db]:
        """Several reads that see the database at one moment (read-only, REPEATABLE READ)."""
        async with self._within(writes=False, isolation="repeatable_read", readonly=True) as conn:
            yield conn

    @asynccontextmanager
    async def _within(self, *, writes: bool, **options: Any) -> AsyncIterator[Db]:
        """A transaction (asyncpg's `options`) on a connection of the pool, the database out of
        reach raised as StoreUnavailable; `writes`: a lost COMMIT may have stored something."""
        pool = self._db
        async with translated(pool):
            conn, done = await _begin(pool, options)
            try:
                try:
                    yield conn
                except BaseException:
                    await _roll_back(conn, done)
                    raise
                try:
                    async with translated(pool, unsure=True):
                        await done.commit()
                except StoreUnavailable:
                    if writes:
                        raise
                    # a read-only transaction has read all it needed: its end stores nothing
            finally:
                await pool.release(conn)

    async def _all(self, sql: str, *params: Any) -> list[Record]:
        """Run one read on a connection of the pool (once more on another if the first one was
        dropped by the server meanwhile: a read is safe to repeat)."""
        pool = self._db
        async with translated(pool):
            try:
                return list(await pool.fetch(sql, *params))
            except Exception as error:
                if not stale(error):
                    raise
                await pool.expire_connections()
                return list(await pool.fetch(sql, *params))


async def _begin(pool: asyncpg.Pool, options: dict[str, Any]) -> tuple[Db, Transaction]:
    """A connection of the pool with a transaction begun. A connection the server dropped while it
    sat idle in the pool (a restart) fails at BEGIN, before anything ran: the pool's idle ones are
    expired (they went the same way) and the transaction begins once more on a new connection."""
    for attempt in range(2):
        conn = await pool.acquire()
        done = conn.transaction(**options)
        try:
            await done.start()
        except BaseException as error:
            await pool.release(conn)
            if attempt or not stale(error):
                raise
            await pool.expire_connections()
            continue
        return conn, done
    raise AssertionError("unreachable: the second attempt returns or raises")


async def _roll_back(conn: Db, done: Transaction) -> None:
    """ROLLBACK after a failure; none is needed on a connection that is gone (the server rolled
    the transaction back when it lost it)."""
    try:
        await done.rollback()
    except Exception as error:
        if not (lost(error) or conn.is_closed()):
            raise


# --- rows <-> objects: each column is named as its dataclass field --------------------------------


async def run(db: Db, sql: str, *params: Any) -> int:
    """Execute one statement; the rows it changed (from the command tag, "UPDATE 1")."""
    status = await db.execute(sql, *params)
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


def build(cls: type[Row], row: Record, **decoded: Any) -> Row:
    """The dataclass from the row's columns of the same names (`decoded` replaces raw ones)."""
    names = (f.name for f in dataclasses.fields(cls))
    return cls(**{name: decoded[name] if name in decoded else row[name] for name in names})


def insert(table: str, cls: type[Row], *, replace_on: tuple[str, ...] = ()) -> str:
    """The INSERT of every field of `cls` into the column of the same name; `replace_on`: the
    key whose row it replaces (an upsert, as SQLite's INSERT OR REPLACE)."""
    names = [f.name for f in dataclasses.fields(cls)]
    sql = (
        f"INSERT INTO {table} ({', '.join(names)})"
        f" VALUES ({', '.join(f'${i}' for i in range(1, len(names) + 1))})"
    )
    if replace_on:
        rest = [name for name in names if name not in replace_on]
        updates = ", ".join(f"{name} = EXCLUDED.{name}" for name in rest)
        sql += f" ON CONFLICT ({', '.join(replace_on)}) DO UPDATE SET {updates}"
    return sql


def values(item: Row) -> tuple[Any, ...]:
    """The parameters for `insert`: the fields in order."""
    return tuple(getattr(item, f.name) for f in dataclasses.fields(item))


def in_shards(shards: Shards | None, first: int, guild: str = "guild_id") -> tuple[str, tuple[Any, ...]]:
    """The condition (" AND ...", its parameters, numbered from `first`) that keeps the games of
    the servers of `shards`, whose server id is the column `guild`; none when `shards` is None or
    every server's."""
    if shards is None or shards.everything:
        return "", ()
    condition = f" AND (({guild} >> 22) % ${first}::bigint) = ANY(${first + 1}::bigint[])"
    return condition, (shards.count, list(shards.ids))
