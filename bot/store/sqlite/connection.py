"""The one SQLite connection a store has, and the one place that opens a transaction on it.

One connection per store, in autocommit mode: every write that is more than one statement runs
inside `transaction()` (`BEGIN IMMEDIATE ... COMMIT`, ROLLBACK on any error), so that a move is
stored whole or not at all; the aggregates' modules write through the connection it yields. An
`asyncio.Lock` keeps the coroutines sharing the connection from interleaving their statements
(one coroutine's read must not land inside another's transaction); other processes are kept apart
by SQLite's own locking, WAL mode and `busy_timeout`.

Every cursor is closed in aiosqlite's thread as soon as its statement is done (`run`, `rows`). A
cursor left to the garbage collector is finalised in whatever thread collects it, which resets its
prepared statement while the aiosqlite thread may be running the same cached statement for another
coroutine: sqlite3's "bad parameter or other API misuse" under bursts of clicks.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sqlite3
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.store.rows import Deadline, EventRow, GameRow, RatingChange, RatingRow, ResultRow, SeatRow, Shards
from bot.store.sqlite import migrations
from bot.store.sqlite.outage import lost, translated

PRAGMAS = (
    "PRAGMA busy_timeout = 5000",  # ms a writer waits for another connection's transaction
    "PRAGMA journal_mode = WAL",  # readers never block the writer, nor it them
    # FULL, not NORMAL: with WAL, NORMAL may lose the last commits on power loss, and a move the
    # player saw acknowledged must survive it (an fsync of the WAL per move, well under a click's time).
    "PRAGMA synchronous = FULL",
    "PRAGMA foreign_keys = ON",
)
Row = TypeVar("Row", GameRow, SeatRow, EventRow, Deadline, ResultRow, RatingRow, RatingChange)
Db = aiosqlite.Connection  # inside `transaction()` or `reading()`


class Connection:
    """A store's connection: opened with the pragmas and migrations, shared under one lock."""

    def __init__(self, path: str | Path, *, clock: Callable[[], float] = time.time) -> None:
        self.path = str(path)
        self._clock = clock
        self._conn: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self.applied: list[int] = []  # the migration numbers the last open() applied

    async def open(self) -> None:
        """Connect, set the pragmas and apply the pending migrations (idempotent)."""
        if self._conn is not None:
            return
        conn = await aiosqlite.connect(self.path, isolation_level=None)
        try:
            conn.row_factory = sqlite3.Row
            for pragma in PRAGMAS:  # fetched, so that no statement is left open (COMMIT would refuse)
                await conn.execute_fetchall(pragma)
            self.applied = await migrations.migrate(conn, self._clock())
        except BaseException:
            await conn.close()
            raise
        self._conn = conn

    async def close(self) -> None:
        """Close the connection (a no-op when not open)."""
        conn, self._conn = self._conn, None
        if conn is not None:
            async with self._lock:
                await conn.close()

    @property
    def _db(self) -> aiosqlite.Connection:
        if self._conn is None:
            raise RuntimeError("the store is not open: await store.open() first")
        return self._conn

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Db]:
        """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error; one at a time on this connection.
        A database out of reach raises StoreUnavailable (`unsure` if it failed the COMMIT)."""
        async with self._lock:
            db = self._db
            with translated():
                await run(db, "BEGIN IMMEDIATE")
                try:
                    yield db
                except BaseException:
                    await _roll_back(db)
                    raise
                with translated(unsure=True):
                    try:
                        await run(db, "COMMIT")
                    except BaseException:
                        await _roll_back(db)
                        raise

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[Db]:
        """Several reads that see the database at one moment (a deferred, read-only transaction:
        in WAL mode it waits for no writer, and no writer waits for it)."""
        async with self._lock:
            db = self._db
            with translated():
                await run(db, "BEGIN")
                try:
                    yield db
                finally:
                    if db.in_transaction:
                        await run(db, "COMMIT")

    async def _all(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        """Run one read on the shared connection (never inside another coroutine's transaction)."""
        async with self._lock:
            with translated():
                return await rows(self._db, sql, params)


async def _roll_back(db: Db) -> None:
    """ROLLBACK after a failure, if SQLite has not rolled back already; a disk that fails this too
    leaves the error that came first to be raised (SQLite rolls back a hot journal or ignores the
    WAL's uncommitted frames when it reads the file next)."""
    if not db.in_transaction:
        return
    try:
        await run(db, "ROLLBACK")
    except sqlite3.Error as error:
        if not lost(error):
            raise


# --- statements -----------------------------------------------------------------------------------


async def run(db: Db, sql: str, params: tuple[Any, ...] = ()) -> int:
    """Execute one statement, its cursor closed in aiosqlite's thread; the rows it changed."""
    async with db.execute(sql, params) as cursor:
        return cursor.rowcount


async def run_many(db: Db, sql: str, params: list[tuple[Any, ...]]) -> None:
    """Execute one statement for each parameter tuple, its cursor closed in aiosqlite's thread."""
    if params:
        async with db.executemany(sql, params):
            pass


async def rows(db: Db, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
    """Execute one query and fetch every row, its cursor closed in aiosqlite's thread."""
    async with db.execute(sql, params) as cursor:
        return list(await cursor.fetchall())


async def inserted(db: Db, sql: str, params: tuple[Any, ...]) -> int:
    """Execute one INSERT; the new row's id."""
    async with db.execute(sql, params) as cursor:
        row_id = cursor.lastrowid
    assert row_id is not None
    return row_id


# --- rows <-> objects: each column is named as its dataclass field --------------------------------


def dump(value: dict[str, Any]) -> str:
    """Compact, stable JSON text (sorted keys, no blanks)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def build(cls: type[Row], row: sqlite3.Row, **decoded: Any) -> Row:
    """The dataclass from the row's columns of the same names (`decoded` replaces raw ones)."""
    names = (f.name for f in dataclasses.fields(cls))
    return cls(**{name: decoded[name] if name in decoded else row[name] for name in names})


def insert(table: str, cls: type[Row], *, replace: bool = False) -> str:
    """The INSERT (OR REPLACE) of every field of `cls` into the column of the same name."""
    names = [f.name for f in dataclasses.fields(cls)]
    verb = "INSERT OR REPLACE" if replace else "INSERT"
    return f"{verb} INTO {table} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"


def values(item: Row) -> tuple[Any, ...]:
    """The parameters for `insert`: the fields in order (a bool is stored as 0/1)."""
    return tuple(getattr(item, f.name) for f in dataclasses.fields(item))


def marks(items: tuple[Any, ...] | list[Any]) -> str:
    """The placeholders of an IN list of `items`."""
    return ", ".join("?" * len(items))


def in_shards(shards: Shards | None, guild: str = "guild_id") -> tuple[str, tuple[int, ...]]:
    """The condition (" AND ...", its parameters) that keeps the games of the servers of `shards`,
    whose server id is the column `guild`; none when `shards` is None or every server's."""
    if shards is None or shards.everything:
        return "", ()
    return f" AND (({guild} >> 22) % ?) IN ({marks(shards.ids)})", (shards.count, *shards.ids)
