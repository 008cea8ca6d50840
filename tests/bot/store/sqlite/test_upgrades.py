"""Files written by earlier bots open unchanged: each migration keeps what was stored before it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.features import ratings
from bot.store import Deadline
from bot.store.sqlite import SqliteStore, migrations
from bot.store.sqlite.migrations import MIGRATIONS
from tests.bot.clock import Clock
from tests.bot.store.backends import raw, raw_write
from tests.bot.store.helpers import ALICE, CHANNEL, GUILD, THREAD, in_thread, move, read


@pytest.mark.asyncio
async def test_deadlines_stored_before_budgets_read_back_without_one(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database written before the time-off migration keeps its deadlines: they read back with
    no budget (due at a fixed time), and new ones get budgets."""
    before = next(i for i, m in enumerate(MIGRATIONS) if "seconds_left" in m.sql)
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS[:before])
    old = SqliteStore(db_path, clock=clock)
    await old.open()
    await old.close()
    # Written as that schema has it (the store's own writes know the later columns).
    raw_write(
        db_path,
        "INSERT INTO games (id, guild_id, channel_id, creator_id, status, config, options, version,"
        " created_at, updated_at) VALUES (1, ?, ?, ?, 'active', '{}', '{}', 0, 0, 0)",
        (GUILD, CHANNEL, ALICE),
    )
    raw_write(
        db_path,
        "INSERT INTO deadlines (game_id, kind, due, version, seat) VALUES (?, ?, ?, ?, ?)",
        (1, "timer", 900.0, 0, 0),
    )
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS)
    new = SqliteStore(db_path, clock=clock)
    await new.open()
    try:
        assert new.applied == [m.number for m in MIGRATIONS[before:]]
        assert await new.deadlines(1) == [Deadline(1, "timer", 900.0, 0, 0)]
    finally:
        await new.close()


@pytest.mark.asyncio
async def test_a_database_of_the_bot_before_opens_as_it_was(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database written before prompts had versions (migrations 1 to 7) opens with its games as
    they were: a finished game's last prompt is taken as retired (the bot of then did it, with the
    score sheet), and a game in play replaces its prompt as any."""
    before = next(i for i, m in enumerate(MIGRATIONS) if "turn_message_version" in m.sql)
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS[:before])
    old = SqliteStore(db_path, clock=clock)
    await old.open()
    await old.close()
    conn = sqlite3.connect(db_path)
    with conn:  # as that bot wrote them: its store knows no turn_message_version
        for status, channel, prompt in (("over", CHANNEL, 700), ("active", CHANNEL + 1, 800)):
            conn.execute(
                "INSERT INTO games (guild_id, channel_id, creator_id, status, config, options, snapshot,"
                " version, turn_message_id, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, '{}', '{}', '{}', 3, ?, 1, 2)",
                (GUILD, channel, ALICE, status, prompt),
            )
    conn.close()
    written = raw(db_path, "SELECT * FROM games ORDER BY id")
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS)
    new = SqliteStore(db_path, clock=clock)
    await new.open()
    try:
        assert new.applied == [m.number for m in MIGRATIONS[before:]]
        assert [row[:-1] for row in raw(db_path, "SELECT * FROM games ORDER BY id")] == written
        assert await new.ended_with_prompts() == []
        over, playing = await read(new, 1), await read(new, 2)
        assert (over.turn_message_id, over.turn_message_version) == (700, None)
        assert await new.keep_prompt(playing.id, 3, 801) == 800
    finally:
        await new.close()


@pytest.mark.asyncio
async def test_a_database_of_the_bot_before_im_backs_opens_as_it_was(
    db_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database written before I'm back messages were kept (migrations 1 to 8) opens with its
    seats as they were: none keeps an I'm back message (the buttons that bot posted stay as they
    are), and a seat of a game in play keeps the next one posted."""
    before = next(i for i, m in enumerate(MIGRATIONS) if "back_message_id" in m.sql)
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS[:before])
    old = SqliteStore(db_path, clock=clock)
    await old.open()
    await old.close()
    conn = sqlite3.connect(db_path)
    with conn:  # as that bot wrote them: its store knows no back_message_id
        for game, (status, channel) in enumerate((("over", CHANNEL), ("active", CHANNEL + 1)), start=1):
            conn.execute(
                "INSERT INTO games (id, guild_id, channel_id, creator_id, status, config, options,"
                " snapshot, version, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, '{}', '{}', '{}', 3, 1, 2)",
                (game, GUILD, channel, ALICE, status),
            )
            conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, autopilot, autopilot_streak)"
                " VALUES (?, 0, ?, 'Alice', 1, 2)",
                (game, ALICE),
            )
    conn.close()
    written = raw(db_path, "SELECT * FROM seats ORDER BY game_id, seat")
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS)
    new = SqliteStore(db_path, clock=clock)
    await new.open()
    try:
        assert new.applied == [m.number for m in MIGRATIONS[before:]]
        assert [row[:-1] for row in raw(db_path, "SELECT * FROM seats ORDER BY game_id, seat")] == written
        assert await new.ended_with_backs() == []
        assert await new.backs(1) == {} and await new.backs(2) == {}
        assert (await new.seats(2))[0].autopilot
        assert await new.keep_back(2, 0, 900) is None
        assert await new.backs(2) == {0: 900}
    finally:
        await new.close()


@pytest.mark.asyncio
async def test_the_thread_migration_keeps_older_games(
    db_path: Path,
    clock: Clock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A database from before threads (migrations 1 and 2) is upgraded in place: its games read
    back as played in their channels (no parent), and new games may be placed in threads."""
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS[:2])
    old = SqliteStore(db_path, clock=clock)
    await old.open()
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute(
            "INSERT INTO games (guild_id, channel_id, creator_id, status, config, options, created_at,"
            " updated_at) VALUES (?, ?, ?, 'lobby', '{}', '{}', 0, 0)",
            (GUILD, CHANNEL, ALICE),
        )
    conn.close()
    await old.close()
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS)
    new = SqliteStore(db_path, clock=clock)
    await new.open()
    try:
        assert new.applied == [m.number for m in MIGRATIONS[2:]]  # the threads' among them
        kept = await new.channel_game(CHANNEL)
        assert kept is not None and kept.parent_id is None
        assert (await new.member_games(GUILD, ALICE))[0].id == kept.id  # its creator's lobby
        assert await in_thread(new, THREAD) > kept.id
    finally:
        await new.close()


TODAY = Path(__file__).with_name("today.sql")
TABLES = (
    "games",
    "seats",
    "events",
    "deadlines",
    "user_prefs",
    "guild_prefs",
    "results",
    "ratings",
    "rating_changes",
    "schema_version",
)


def everything(db_path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table, in a stable order."""
    return {table: raw(db_path, f"SELECT * FROM {table} ORDER BY rowid") for table in TABLES}


async def test_a_file_of_the_bot_before_the_split_store_opens_unchanged(db_path: Path, clock: Clock) -> None:
    """A file written by the store before it was split by aggregate (schema 9: tests/bot/store/
    sqlite/today.sql) opens with only the AI claims' table to add (10) and nothing of it changed;
    every aggregate reads it as
    written, the ratings it wrote are the ones the rule recomputes (every float), and play goes on."""
    conn = sqlite3.connect(db_path)
    conn.executescript(TODAY.read_text(encoding="utf-8"))
    conn.close()
    before = everything(db_path)
    store = SqliteStore(db_path, clock=clock)
    await store.open()
    try:
        assert store.applied == [10]
        written = everything(db_path)
        assert written["schema_version"][:-1] == before["schema_version"]
        assert {**written, "schema_version": []} == {**before, "schema_version": []}
        over, playing, cancelled = [await read(store, n) for n in (1, 2, 3)]
        assert (over.status, playing.status, cancelled.status) == ("over", "active", "cancelled")
        assert (playing.channel_id, playing.parent_id, playing.config["game"]) == (THREAD, CHANNEL, "classic")
        found = await store.sitting(playing.id)
        assert found is not None and [s.name for s in found.seats] == ["Ann", "AI (normal)"]
        assert found.seats[0].autopilot and found.prefs == {ALICE: await store.prefs(ALICE)}
        assert found.prefs[ALICE]["notify"] == "on"
        assert await store.server_prefs(GUILD) == {"language": "nl"}
        assert [e.action for e in await store.events(playing.id)] == ["pick 12", "place E4 right"]
        assert [(d.kind, d.seconds_left) for d in await store.deadlines(playing.id)] == [
            ("announce", None),
            ("timer", 172_800.0),
        ]
        assert (playing.turn_message_id, playing.turn_message_version) == (8002, 2)
        assert await store.backs(playing.id) == {0: 8003}
        assert [g.id for g in await store.ended_with_prompts()] == [over.id]
        assert [(r.user_id, r.place) for r in await store.results(over.id)] == [(ALICE, 1), (200, 2)]
        assert [c.user_id for c in await store.rating_changes(over.id)] == [ALICE, 200]
        assert await store.recompute_ratings(ratings.recount) == (1, 2)
        assert everything(db_path) == written  # the same ratings and changes, to the last bit
        assert await store.keep_prompt(playing.id, 2, 8004) == 8002
        await store.record_move(move(playing, "pick 7", actor_id=ALICE, seat=found.seats[0]))
        assert (await read(store, playing.id)).version == 3
    finally:
        await store.close()
