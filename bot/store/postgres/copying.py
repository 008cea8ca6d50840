"""A whole PostgreSQL database, table by table: read at one moment (one REPEATABLE READ
transaction), written in one transaction (`bot.store.CopyStore`, for `python -m bot copy-db`)."""

from __future__ import annotations

from collections.abc import AsyncGenerator, AsyncIterable
from typing import Any

from bot.store.errors import NotEmpty
from bot.store.postgres.connection import Connection, Db, Record
from bot.store.rows import GAME_TABLES, KEYS, TABLES, TableRows

# Rows of the tables not read by game (preferences, ratings) handed over at a time.
SLICE = 1000
# After a load the games keep their numbers: the next game created continues after the highest.
NEXT_GAME = (
    "SELECT setval(pg_get_serial_sequence('games', 'id'), COALESCE(MAX(id), 1), MAX(id) IS NOT NULL)"
    " FROM games"
)


def select(table: str, where: str = "") -> str:
    """Every column of TABLES of `table`, in its KEYS order (`where`: a condition on them)."""
    condition = f" WHERE {where}" if where else ""
    return f"SELECT {', '.join(TABLES[table])} FROM {table}{condition} ORDER BY {', '.join(KEYS[table])}"


def insert_all(table: str) -> str:
    columns = TABLES[table]
    marks = ", ".join(f"${i}" for i in range(1, len(columns) + 1))
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})"


def exported(table: str, row: Record) -> dict[str, Any]:
    """A row as a dump gives it: JSONB already decoded (the pool's codec), flags already bool."""
    return {column: row[column] for column in TABLES[table]}


async def counts(db: Db) -> dict[str, int]:
    return {table: await db.fetchval(f"SELECT COUNT(*) FROM {table}") for table in TABLES}


class Copying(Connection):
    """`bot.store.CopyStore` over PostgreSQL."""

    async def table_counts(self) -> dict[str, int]:
        async with self.reading() as db:
            return await counts(db)

    async def dump(self, batch: int = 100) -> AsyncGenerator[TableRows, None]:
        """Every row, read in one REPEATABLE READ transaction: what others write meanwhile is not
        seen, and they wait for nothing."""
        async with self.reading() as db:
            after: int | None = None
            while True:
                if after is None:
                    found = await db.fetch(f"{select('games')} LIMIT {int(batch)}")
                else:
                    found = await db.fetch(f"{select('games', 'id > $1')} LIMIT {int(batch)}", after)
                if not found:
                    break
                first, after = found[0]["id"], found[-1]["id"]
                yield TableRows("games", [exported("games", row) for row in found])
                for table in GAME_TABLES:
                    owned = await db.fetch(select(table, "game_id BETWEEN $1 AND $2"), first, after)
                    if owned:
                        yield TableRows(table, [exported(table, row) for row in owned])
            for table in TABLES:
                if table == "games" or table in GAME_TABLES:
                    continue
                rest = await db.fetch(select(table))
                for start in range(0, len(rest), SLICE):
                    yield TableRows(table, [exported(table, row) for row in rest[start : start + SLICE]])

    async def load(self, chunks: AsyncIterable[TableRows]) -> dict[str, int]:
        """One transaction: an empty database takes every row, or nothing is written. The tables
        are locked first, so that no process writes into them between the check and the load."""
        written = dict.fromkeys(TABLES, 0)
        async with self.transaction() as db:
            await db.execute(f"LOCK TABLE {', '.join(TABLES)} IN EXCLUSIVE MODE")
            held = await counts(db)
            if any(held.values()):
                raise NotEmpty(held)
            async for chunk in chunks:
                if chunk.table not in TABLES:
                    raise ValueError(f"no table {chunk.table!r} to load")
                columns = TABLES[chunk.table]
                rows = [tuple(row[column] for column in columns) for row in chunk.rows]
                if rows:
                    await db.executemany(insert_all(chunk.table), rows)
                written[chunk.table] += len(chunk.rows)
            await db.execute(NEXT_GAME)
        return written
