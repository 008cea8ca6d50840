"""A whole SQLite database, table by table: read at one moment, written in one transaction
(`bot.store.CopyStore`, for `python -m bot copy-db`)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import AsyncGenerator, AsyncIterable
from typing import Any

from bot.store.errors import NotEmpty
from bot.store.rows import FLAG_COLUMNS, GAME_TABLES, JSON_COLUMNS, KEYS, TABLES, TableRows
from bot.store.sqlite.connection import Connection, dump, rows, run_many

# Rows of the tables not read by game (preferences, ratings) handed over at a time.
SLICE = 1000


def select(table: str, where: str = "") -> str:
    """Every column of TABLES of `table`, in its KEYS order (`where`: a condition on them)."""
    condition = f" WHERE {where}" if where else ""
    return f"SELECT {', '.join(TABLES[table])} FROM {table}{condition} ORDER BY {', '.join(KEYS[table])}"


def insert_all(table: str) -> str:
    columns = TABLES[table]
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"


def exported(table: str, row: sqlite3.Row) -> dict[str, Any]:
    """A row as a dump gives it: JSON decoded, flags bool."""
    out: dict[str, Any] = {}
    for column in TABLES[table]:
        value = row[column]
        if column in JSON_COLUMNS and table == "games":
            value = None if value is None else json.loads(value)
        elif column in FLAG_COLUMNS and table == "seats":
            value = bool(value)
        out[column] = value
    return out


def imported(table: str, row: dict[str, Any]) -> tuple[Any, ...]:
    """The parameters of `insert_all(table)` for a dumped row (JSON encoded, flags 0/1)."""
    out: list[Any] = []
    for column in TABLES[table]:
        value = row[column]
        if column in JSON_COLUMNS and table == "games":
            value = None if value is None else dump(value)
        elif column in FLAG_COLUMNS and table == "seats":
            value = int(bool(value))
        out.append(value)
    return tuple(out)


class Copying(Connection):
    """`bot.store.CopyStore` over SQLite."""

    async def table_counts(self) -> dict[str, int]:
        async with self.reading() as db:
            return {table: (await rows(db, f"SELECT COUNT(*) FROM {table}"))[0][0] for table in TABLES}

    async def dump(self, batch: int = 100) -> AsyncGenerator[TableRows, None]:
        """Every row, read in one read transaction (WAL: a bot writing meanwhile waits for nothing,
        and nothing it writes meanwhile is seen)."""
        async with self.reading() as db:
            after: int | None = None
            while True:
                where, params = ("id > ?", (after,)) if after is not None else ("", ())
                found = await rows(db, f"{select('games', where)} LIMIT {int(batch)}", params)
                if not found:
                    break
                first, after = found[0]["id"], found[-1]["id"]
                yield TableRows("games", [exported("games", row) for row in found])
                for table in GAME_TABLES:
                    owned = await rows(db, select(table, "game_id BETWEEN ? AND ?"), (first, after))
                    if owned:
                        yield TableRows(table, [exported(table, row) for row in owned])
            for table in TABLES:
                if table == "games" or table in GAME_TABLES:
                    continue
                found = await rows(db, select(table))
                for start in range(0, len(found), SLICE):
                    yield TableRows(table, [exported(table, row) for row in found[start : start + SLICE]])

    async def load(self, chunks: AsyncIterable[TableRows]) -> dict[str, int]:
        """One transaction: an empty database takes every row, or nothing is written. The games'
        ids are INTEGER PRIMARY KEY: SQLite gives the next game the highest id plus one."""
        written = dict.fromkeys(TABLES, 0)
        async with self.transaction() as db:
            held = {table: (await rows(db, f"SELECT COUNT(*) FROM {table}"))[0][0] for table in TABLES}
            if any(held.values()):
                raise NotEmpty(held)
            async for chunk in chunks:
                if chunk.table not in TABLES:
                    raise ValueError(f"no table {chunk.table!r} to load")
                await run_many(db, insert_all(chunk.table), [imported(chunk.table, r) for r in chunk.rows])
                written[chunk.table] += len(chunk.rows)
        return written
