"""SqliteStore's own file: the migrations that build it, its pragmas (WAL, synchronous=FULL,
foreign keys), a newer or broken schema refused, the JSON as stored, and the indexes its queries use."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.store import Deadline, SchemaTooNew
from bot.store.sqlite import SqliteStore, migrations
from bot.store.sqlite.games import ENDED, OPEN
from bot.store.sqlite.migrations import MIGRATIONS, Migration, statements
from bot.store.sqlite.results import FINISHED_GAMES
from tests.bot.clock import Clock
from tests.bot.store.backends import SqliteBackend, raw
from tests.bot.store.helpers import ALICE, CHANNEL, GUILD, lobby
from tests.bot.store.rated import tables as rating_tables


@pytest.mark.asyncio
async def test_migrations_build_the_schema_in_an_empty_file(store: SqliteStore, db_path: Path) -> None:
    """Opening a new file applies every migration once and creates the tables and indexes."""
    assert store.applied == [m.number for m in MIGRATIONS]
    tables = {name for (name,) in raw(db_path, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"games", "seats", "events", "deadlines", "user_prefs", "results", "schema_version"} <= tables
    indexes = {name for (name,) in raw(db_path, "SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {"games_open_in_channel", "games_by_channel", "deadlines_by_due", "results_by_player"} <= indexes
    assert raw(db_path, "SELECT number FROM schema_version") == [(m.number,) for m in MIGRATIONS]


@pytest.mark.asyncio
async def test_reopening_applies_nothing_twice_and_keeps_data(db_path: Path, clock: Clock) -> None:
    """A second open of the same file applies no migration and finds the data written before."""
    first = SqliteStore(db_path, clock=clock)
    await first.open()
    game = await lobby(first)
    await first.close()
    second = SqliteStore(db_path, clock=clock)
    await second.open()
    try:
        assert second.applied == []
        assert await second.game(game.id) == game
        assert len(raw(db_path, "SELECT * FROM schema_version")) == len(MIGRATIONS)
    finally:
        await second.close()


@pytest.mark.asyncio
async def test_wal_mode_is_on(store: SqliteStore, db_path: Path) -> None:
    """The file is in WAL journal mode (readers do not block the writer)."""
    assert raw(db_path, "PRAGMA journal_mode") == [("wal",)]


@pytest.mark.asyncio
async def test_every_commit_is_flushed_to_disk(store: SqliteStore) -> None:
    """synchronous=FULL on the store's own connection: an acknowledged move survives power loss
    (NORMAL, in WAL mode, may lose the last commits)."""
    assert [tuple(row) for row in await store._all("PRAGMA synchronous")] == [(2,)]


@pytest.mark.asyncio
async def test_foreign_keys_are_enforced(store: SqliteStore) -> None:
    """Deadlines of a game that does not exist are refused (PRAGMA foreign_keys is on)."""
    with pytest.raises(sqlite3.IntegrityError):
        await store.put_deadlines(999, [Deadline(999, "timer", 1.0, 0)])


@pytest.mark.asyncio
async def test_a_newer_schema_is_refused(db_path: Path, clock: Clock) -> None:
    """A file carrying a migration number this bot does not know is refused with a clear error."""
    store = SqliteStore(db_path, clock=clock)
    await store.open()
    await store.close()
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute(
            "INSERT INTO schema_version VALUES (?, ?, ?)", (MIGRATIONS[-1].number + 1, "future", 0.0)
        )
    conn.close()
    newer = SqliteStore(db_path, clock=clock)
    with pytest.raises(SchemaTooNew, match="newer version of the bot"):
        await newer.open()
    with pytest.raises(RuntimeError, match="not open"):
        await newer.game(1)


@pytest.mark.asyncio
async def test_a_failing_migration_leaves_nothing_behind(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A migration that fails halfway is rolled back whole and not recorded; the next open retries it."""
    store = SqliteStore(db_path, clock=clock)
    await store.open()
    await store.close()
    broken = Migration(
        MIGRATIONS[-1].number + 1, "broken", "CREATE TABLE extra (a INTEGER);\nSELECT * FROM nowhere;"
    )
    monkeypatch.setattr(migrations, "MIGRATIONS", [*MIGRATIONS, broken])
    with pytest.raises(sqlite3.OperationalError, match="nowhere"):
        await SqliteStore(db_path, clock=clock).open()
    assert raw(db_path, "SELECT name FROM sqlite_master WHERE name = 'extra'") == []
    assert raw(db_path, "SELECT MAX(number) FROM schema_version") == [(MIGRATIONS[-1].number,)]
    fixed = broken._replace(sql="CREATE TABLE extra (a INTEGER);")
    monkeypatch.setattr(migrations, "MIGRATIONS", [*MIGRATIONS, fixed])
    retried = SqliteStore(db_path, clock=clock)
    await retried.open()
    await retried.close()
    assert retried.applied == [fixed.number]


def test_migrations_are_numbered_in_order_and_split_cleanly() -> None:
    """Migrations are numbered 1, 2, 3...; scripts split into statements, `;` in triggers and strings kept."""
    assert [m.number for m in MIGRATIONS] == list(range(1, len(MIGRATIONS) + 1))
    script = (
        "-- a comment; with a semicolon\n"
        "CREATE TABLE t (a TEXT DEFAULT 'x;y');\n"
        "CREATE TRIGGER tr AFTER INSERT ON t BEGIN UPDATE t SET a = 'z'; DELETE FROM t WHERE 0; END;\n"
    )
    parts = statements(script)
    assert len(parts) == 2
    assert parts[0].endswith("DEFAULT 'x;y');")
    assert parts[1].startswith("CREATE TRIGGER") and parts[1].endswith("END;")
    for unfinished in (
        "CREATE TABLE t (a INTEGER)",
        "CREATE TRIGGER tr AFTER INSERT ON t BEGIN DELETE FROM t;",
    ):
        with pytest.raises(ValueError, match="incomplete"):
            statements(unfinished)


@pytest.mark.asyncio
async def test_memory_database_works(clock: Clock) -> None:
    """ ":memory:" is accepted: migrations apply and games can be stored."""
    store = SqliteStore(":memory:", clock=clock)
    await store.open()
    try:
        game = await lobby(store)
        assert await store.game(game.id) == game
    finally:
        await store.close()


@pytest.mark.asyncio
async def test_json_is_stored_compact_with_sorted_keys(store: SqliteStore, db_path: Path) -> None:
    """JSON columns hold compact text with sorted keys."""
    game = await store.create_game(
        guild_id=GUILD, channel_id=CHANNEL, creator_id=ALICE, config={"b": [1, 2], "a": "é"}, options={}
    )
    assert raw(db_path, "SELECT config, options FROM games WHERE id = ?", (game.id,)) == [
        ('{"a":"\\u00e9","b":[1,2]}', "{}")
    ]
    assert (await store.game(game.id)) == game
    assert game.config == {"a": "é", "b": [1, 2]}


@pytest.mark.asyncio
async def test_the_channel_lookup_uses_the_open_game_index(store: SqliteStore, db_path: Path) -> None:
    """Finding a channel's open game reads one index entry, however many games it has had."""
    plan = raw(db_path, f"EXPLAIN QUERY PLAN SELECT * FROM games WHERE channel_id = ? AND {OPEN}", (CHANNEL,))
    assert "USING INDEX games_open_in_channel" in plan[0][-1]


@pytest.mark.asyncio
async def test_finished_games_use_their_index(store: SqliteStore, db_path: Path) -> None:
    """Finding a server's finished games reads the partial index of finished games by server."""
    plan = raw(db_path, f"EXPLAIN QUERY PLAN {FINISHED_GAMES}", (GUILD, "%", CHANNEL, CHANNEL, 25))
    assert any("games_over_by_guild" in step[-1] for step in plan), plan


@pytest.mark.asyncio
async def test_start_up_finds_the_marked_prompts_by_their_index(store: SqliteStore, db_path: Path) -> None:
    """The ended games whose prompt is still marked are read from their partial index."""
    sql = f"SELECT * FROM games WHERE turn_message_version IS NOT NULL AND {ENDED} ORDER BY id"
    plan = raw(db_path, f"EXPLAIN QUERY PLAN {sql}")
    assert any("games_prompt_to_retire" in step[-1] for step in plan), plan


@pytest.mark.asyncio
async def test_start_up_finds_the_live_im_backs_by_their_index(store: SqliteStore, db_path: Path) -> None:
    """The ended games whose seats keep an I'm back message are found through its partial index."""
    sql = (
        f"SELECT * FROM games WHERE {ENDED} AND id IN"
        " (SELECT game_id FROM seats WHERE back_message_id IS NOT NULL) ORDER BY id"
    )
    plan = raw(db_path, f"EXPLAIN QUERY PLAN {sql}")
    assert any("seats_back_to_retire" in step[-1] for step in plan), plan


@pytest.mark.asyncio
async def test_thread_games_read_the_parent_index(store: SqliteStore, db_path: Path) -> None:
    """Listing a channel's thread games reads the parent index, however many games there were."""
    plan = raw(
        db_path, "EXPLAIN QUERY PLAN SELECT * FROM games WHERE parent_id = ? AND status = 'lobby'", (1,)
    )
    assert "games_by_parent" in plan[0][-1]


async def test_migration_adds_the_ratings_tables(store: SqliteStore, db_path: Path) -> None:
    """The ratings and rating_changes tables exist, both empty at first."""
    assert await rating_tables(SqliteBackend(db_path)) == ([], [])
    names = {n for (n,) in raw(db_path, "SELECT name FROM sqlite_master WHERE type IN ('table', 'index')")}
    assert {"ratings", "rating_changes"} <= names
