"""What copy-db copies is the whole SQLite schema: every table the migrations make (but their own
`schema_version`) and every column, as `bot.store.TABLES` lists them. A migration that adds a table
or a column fails this test until TABLES (and so `dump` and `load`) carries it too."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store import GAME_TABLES, KEYS, TABLES
from bot.store.sqlite import SqliteStore
from tests.bot.store.backends import raw


@pytest.mark.asyncio
async def test_tables_lists_every_table_and_column_of_the_schema(store: SqliteStore, db_path: Path) -> None:
    names = [
        name
        for (name,) in raw(db_path, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        if name != "schema_version" and not name.startswith("sqlite_")
    ]
    schema = {
        name: tuple(column[1] for column in raw(db_path, f"PRAGMA table_info({name})")) for name in names
    }
    assert schema == TABLES


@pytest.mark.asyncio
async def test_keys_are_the_primary_keys(store: SqliteStore, db_path: Path) -> None:
    """The dump's order is each table's primary key; a game's rows are those with its game_id."""
    for table in TABLES:
        info = raw(db_path, f"PRAGMA table_info({table})")
        key = tuple(column[1] for column in sorted(info, key=lambda c: c[5]) if column[5])
        assert key == KEYS[table], table
    assert set(GAME_TABLES) == {
        table
        for table in TABLES
        if any(row[2] == "games" for row in raw(db_path, f"PRAGMA foreign_key_list({table})"))
    }
