"""The databases the store's contract suite runs on: one `Backend` per kind of store.

A backend is a factory in BACKENDS: an async context that makes a fresh, empty database for one
test (and cleans it up), as a `Backend`: SQLite's is a file in the test's folder, PostgreSQL's
a new database on this test process's server (tests/postgres.py, started at its first use). Every test of
tests/bot/store/contract then runs on it too, with the same assertions. Each backend runs once
plain and once behind the cache of a process's sittings (`bot.store.CachedStore`, as
`open_store` gives the bot), which must keep the same contract even when every sitting is read
`recent` (from memory wherever it may be). The few the contract reads
or writes outside the store (`rows`, `write`) name the tables and columns of the SQLite schema,
in its column order, with `?` placeholders (a backend translates them to its own, e.g. `$1`),
and expect rows as plain tuples of Python values.
"""

from __future__ import annotations

import itertools
import re
import sqlite3
import time
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import asyncpg

from bot.store import CachedStore, Sitting, Store
from bot.store.postgres import PostgresStore
from bot.store.postgres.connection import IntegrityError
from bot.store.sqlite import SqliteStore
from tests.postgres import server as postgres_server


class Backend(Protocol):
    """One fresh database, and how a test reaches it."""

    name: str
    # What the database raises for a row that breaks a constraint (CHECK, UNIQUE, foreign key).
    integrity_error: type[Exception]

    def store(self, clock: Callable[[], float] = time.time) -> Store:
        """A store on this database, not opened yet; each is a connection of its own, as another
        process's would be."""

    async def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """Read the tables outside any store (`?` placeholders, plain SQL every backend speaks)."""

    async def write(self, sql: str, params: tuple[Any, ...] = ()) -> None:
        """Write to the tables outside any store, committed at once."""


def raw(db_path: Path, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Read the file with the standard library, outside the store."""
    conn = sqlite3.connect(db_path)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def raw_write(db_path: Path, sql: str, params: tuple[Any, ...] = ()) -> None:
    """Write to the file with the standard library, outside the store."""
    conn = sqlite3.connect(db_path)
    try:
        with conn:
            conn.execute(sql, params)
    finally:
        conn.close()


class TrustingCache(CachedStore):
    """The cache, taking its kept copy wherever it may (every read of a sitting `recent`): the
    contract's sittings read after its own writes must still be the database's."""

    async def sitting(self, game_id: int, *, recent: bool = True) -> Sitting | None:
        return await super().sitting(game_id, recent=recent)


@dataclass
class SqliteBackend:
    """A SQLite file in the test's temporary folder (`cached`: each store behind a cache)."""

    path: Path
    name: str = "sqlite"
    integrity_error: type[Exception] = sqlite3.IntegrityError
    cached: bool = False

    def store(self, clock: Callable[[], float] = time.time) -> Store:
        plain = SqliteStore(self.path, clock=clock)
        return TrustingCache(plain) if self.cached else plain

    async def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        return raw(self.path, sql, params)

    async def write(self, sql: str, params: tuple[Any, ...] = ()) -> None:
        raw_write(self.path, sql, params)


@asynccontextmanager
async def sqlite(folder: Path) -> AsyncIterator[Backend]:
    yield SqliteBackend(folder / "origins.sqlite3")


@asynccontextmanager
async def sqlite_cached(folder: Path) -> AsyncIterator[Backend]:
    yield SqliteBackend(folder / "origins.sqlite3", name="sqlite+cache", cached=True)


BACKENDS: dict[str, Callable[[Path], AbstractAsyncContextManager[Backend]]] = {
    "sqlite": sqlite,
    "sqlite+cache": sqlite_cached,
}


def placeholders(sql: str) -> str:
    """The contract's `?` placeholders as PostgreSQL's `$1`, `$2`, ... (none sits in a string)."""
    numbers = itertools.count(1)
    return re.sub(r"\?", lambda _: f"${next(numbers)}", sql)


@dataclass
class PostgresBackend:
    """A fresh database on this test process's PostgreSQL server (tests/postgres.py)."""

    url: str
    name: str = "postgres"
    integrity_error: type[Exception] = IntegrityError
    cached: bool = False

    def store(self, clock: Callable[[], float] = time.time) -> Store:
        plain = PostgresStore(self.url, clock=clock, pool_size=4)
        return TrustingCache(plain) if self.cached else plain

    async def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        conn = await asyncpg.connect(self.url)
        try:
            return [tuple(row) for row in await conn.fetch(placeholders(sql), *params)]
        finally:
            await conn.close()

    async def write(self, sql: str, params: tuple[Any, ...] = ()) -> None:
        conn = await asyncpg.connect(self.url)
        try:
            await conn.execute(placeholders(sql), *params)
        finally:
            await conn.close()


@asynccontextmanager
async def postgres(folder: Path) -> AsyncIterator[Backend]:
    yield PostgresBackend(await postgres_server().fresh_database())


@asynccontextmanager
async def postgres_cached(folder: Path) -> AsyncIterator[Backend]:
    yield PostgresBackend(await postgres_server().fresh_database(), name="postgres+cache", cached=True)


BACKENDS.update({"postgres": postgres, "postgres+cache": postgres_cached})
