"""SqliteStore on real SQLite files: migrations, games and seats, moves (one transaction, version
checks, races), deadlines, preferences, history, results and stats."""

from __future__ import annotations

import asyncio
import math
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot import migrations
from bot.migrations import MIGRATIONS, Migration, SchemaTooNew, statements
from bot.sqlite_store import OPEN, RETRY_CAP, SqliteStore
from bot.store import (
    ACTIVE,
    CANCELLED,
    LOBBY,
    OVER,
    ChannelBusy,
    Deadline,
    GameRow,
    Move,
    NoSuchGame,
    NotSeated,
    ResultRow,
    SeatRefused,
    SeatRow,
    StaleVersion,
    Store,
)
from tests.bot.clock import Clock

GUILD, CHANNEL, ALICE, BOB = 1, 10, 100, 200
CONFIG: dict[str, Any] = {"mode": "tribe", "players": 2}
OPTIONS: dict[str, Any] = {"reminder_hours": 24, "timer_hours": None}


def seats_of(game_id: int) -> list[SeatRow]:
    return [SeatRow(game_id, 0, ALICE, "Alice"), SeatRow(game_id, 1, None, "AI (normal)", ai_level="normal")]


async def lobby(store: SqliteStore, channel: int = CHANNEL, guild: int = GUILD) -> GameRow:
    return await store.create_game(
        guild_id=guild, channel_id=channel, creator_id=ALICE, config=CONFIG, options=OPTIONS
    )


async def seated(store: SqliteStore, channel: int = CHANNEL, guild: int = GUILD) -> GameRow:
    """A lobby whose seats are all taken: Alice, then a Normal AI."""
    row = await lobby(store, channel, guild)
    for seat in seats_of(row.id):
        await store.add_seat(row.id, seat.user_id, seat.name, ai_level=seat.ai_level)
    return row


async def started(store: SqliteStore, channel: int = CHANNEL, guild: int = GUILD) -> GameRow:
    row = await seated(store, channel, guild)
    return await store.start_game(row.id, config={**CONFIG, "seed": 7}, snapshot={"turn": 0})


def move(game: GameRow, *actions: str, **kwargs: Any) -> Move:
    """A move of `actions` by Alice on the game's current version."""
    fields: dict[str, Any] = {
        "game_id": game.id,
        "expected_version": game.version,
        "actor_id": ALICE,
        "actions": actions,
        "snapshot": {"turn": game.version + len(actions)},
    }
    return Move(**{**fields, **kwargs})


def results_of(
    game: GameRow, alice: tuple[int, int] = (30, 1), ai: tuple[int, int] = (20, 2)
) -> tuple[ResultRow, ...]:
    """Final results: (score, place) for Alice's seat and the AI's."""
    return (
        ResultRow(game.id, game.guild_id, game.channel_id, 0, ALICE, *alice),
        ResultRow(game.id, game.guild_id, game.channel_id, 1, None, *ai),
    )


def raw(db_path: Path, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Read the file with the standard library, outside the store."""
    conn = sqlite3.connect(db_path)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


# --- migrations and connection ---------------------------------------------------------------------


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


def test_sqlite_store_implements_the_store_protocol() -> None:
    """SqliteStore has every method of the Store protocol (mypy checks the signatures here)."""
    store: Store = SqliteStore(":memory:")
    names = [name for name in vars(Store) if not name.startswith("_")]
    assert "record_move" in names
    assert all(callable(getattr(store, name)) for name in names)


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
async def test_open_and_close_are_idempotent(db_path: Path, clock: Clock) -> None:
    """Opening an open store or closing a closed one does nothing."""
    store = SqliteStore(db_path, clock=clock)
    await store.open()
    await store.open()
    await store.close()
    await store.close()


# --- games and seats -------------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_create_and_get_a_game(store: SqliteStore, clock: Clock) -> None:
    """A created game is in the lobby at version 0 with its JSON and timestamps, and reads back equal."""
    game = await lobby(store)
    assert (game.guild_id, game.channel_id, game.creator_id) == (GUILD, CHANNEL, ALICE)
    assert (game.status, game.version, game.snapshot) == (LOBBY, 0, None)
    assert (game.config, game.options) == (CONFIG, OPTIONS)
    assert game.created_at == game.updated_at == clock.now
    assert await store.game(game.id) == game
    assert await store.channel_game(CHANNEL) == game
    assert await store.game(game.id + 1) is None
    assert await store.channel_game(CHANNEL + 1) is None


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
async def test_update_game_changes_lobby_fields_only(store: SqliteStore, clock: Clock) -> None:
    """update_game writes options, message ids and the update time; refuses the version and unknown names."""
    game = await lobby(store)
    clock.advance(5)
    updated = await store.update_game(
        game.id, options={"timer_hours": 12}, lobby_message_id=555, turn_message_id=None
    )
    assert updated.options == {"timer_hours": 12}
    assert (updated.lobby_message_id, updated.turn_message_id, updated.updated_at) == (555, None, clock.now)
    assert (updated.created_at, updated.version) == (game.created_at, 0)
    assert await store.game(game.id) == updated
    with pytest.raises(ValueError, match="version"):
        await store.update_game(game.id, version=3)
    with pytest.raises(ValueError, match="status"):
        await store.update_game(game.id, status="paused")
    with pytest.raises(NoSuchGame):
        await store.update_game(game.id + 1, lobby_message_id=1)
    assert await store.game(game.id) == updated


@pytest.mark.asyncio
async def test_seats_are_taken_and_freed_one_at_a_time(store: SqliteStore) -> None:
    """add_seat takes the lowest free seat (refusing a full lobby or a member seated twice);
    remove_seat frees one seat and nothing else."""
    game = await lobby(store)
    assert await store.seats(game.id) == []
    alice = await store.add_seat(game.id, ALICE, "Alice")
    ai = await store.add_seat(game.id, None, "AI Hard", ai_level="hard")
    assert (alice.seat, ai.seat) == (0, 1)
    assert await store.seats(game.id) == [alice, ai]
    with pytest.raises(SeatRefused) as full:
        await store.add_seat(game.id, BOB, "Bob")
    assert full.value.reason == "full"
    assert await store.remove_seat(game.id, 0)
    assert not await store.remove_seat(game.id, 0)  # already free
    with pytest.raises(SeatRefused) as twice:
        await store.add_seat(game.id, None, "AI Easy", ai_level="easy")
        await store.add_seat(game.id, None, "AI Easy 2", ai_level="easy")
    assert twice.value.reason == "full"
    assert [s.name for s in await store.seats(game.id)] == ["AI Easy", "AI Hard"]
    assert await store.remove_seat(game.id, 0)
    bob = await store.add_seat(game.id, BOB, "Bob")
    with pytest.raises(SeatRefused) as seated_twice:
        await store.remove_seat(game.id, 1)
        await store.add_seat(game.id, BOB, "Bob again")
    assert seated_twice.value.reason == "seated"
    assert await store.seats(game.id) == [bob]


@pytest.mark.asyncio
async def test_seats_do_not_change_once_the_lobby_is_closed(store: SqliteStore) -> None:
    """A started or cancelled game's seats are not taken or freed by lobby verbs."""
    game = await started(store)
    with pytest.raises(SeatRefused) as closed:
        await store.add_seat(game.id, BOB, "Bob")
    assert closed.value.reason == "closed"
    assert not await store.remove_seat(game.id, 0)
    assert await store.seats(game.id) == seats_of(game.id)


@pytest.mark.asyncio
async def test_racing_joins_keep_every_seat(store: SqliteStore, db_path: Path, clock: Clock) -> None:
    """Members joining at the same moment, on this connection and another, each get a seat: none
    is lost, none is given twice, and the lobby never holds more than its players."""
    row = await store.create_game(
        guild_id=GUILD, channel_id=CHANNEL, creator_id=ALICE, config={**CONFIG, "players": 4}, options=OPTIONS
    )
    other = SqliteStore(db_path, clock=clock)
    await other.open()
    try:
        joins = [(store if n % 2 else other).add_seat(row.id, 100 + n, f"member {n}") for n in range(6)] + [
            store.add_seat(row.id, 100, "member 0 again")
        ]
        outcomes = await asyncio.gather(*joins, return_exceptions=True)
    finally:
        await other.close()
    seated_rows = [o for o in outcomes if isinstance(o, SeatRow)]
    refused = sorted(o.reason for o in outcomes if isinstance(o, SeatRefused))
    assert len(seated_rows) == 4 and len(refused) == 3
    assert set(refused) <= {"full", "seated"}
    seats = await store.seats(row.id)
    assert sorted(s.seat for s in seats) == [0, 1, 2, 3]
    assert len({s.user_id for s in seats}) == 4
    assert sorted(seats, key=lambda s: s.seat) == sorted(seated_rows, key=lambda s: s.seat)


@pytest.mark.asyncio
async def test_a_removed_player_keeps_the_row_but_not_the_seat(store: SqliteStore) -> None:
    """remove_player hands the seat to the autopilot for good: the member can no longer move for it,
    set_autopilot cannot give it back, and the row (for results) stays."""
    game = await started(store)
    gone = await store.remove_player(game.id, ALICE)
    assert gone is not None and gone.removed and gone.autopilot and gone.user_id == ALICE
    assert gone.player is None
    assert await store.remove_player(game.id, BOB) is None
    assert await store.set_autopilot(game.id, 0, False) is None
    with pytest.raises(NotSeated):
        await store.record_move(move(game, "pick 1", seat=SeatRow(game.id, 0, ALICE, "Alice")))
    assert await store.game(game.id) == game  # nothing stored
    assert (await store.seats(game.id))[0] == gone


@pytest.mark.asyncio
async def test_set_autopilot_changes_one_seat(store: SqliteStore) -> None:
    """Switching a seat's autopilot touches that seat only; off clears its timeouts."""
    game = await started(store)
    on = await store.set_autopilot(game.id, 0, True)
    assert on is not None and on.autopilot and on.seat == 0
    await store.record_move(
        move(
            game,
            "pick 1",
            actor_id=None,
            seat=SeatRow(game.id, 0, ALICE, "Alice", autopilot=True, autopilot_streak=2),
        )
    )
    off = await store.set_autopilot(game.id, 0, False)
    assert off == SeatRow(game.id, 0, ALICE, "Alice")
    assert (await store.seats(game.id))[1] == seats_of(game.id)[1]


@pytest.mark.asyncio
async def test_one_open_game_per_channel(store: SqliteStore) -> None:
    """A second game in a channel with one in the lobby or in play is refused; other channels are free."""
    first = await lobby(store)
    with pytest.raises(ChannelBusy):
        await lobby(store)
    other = await lobby(store, channel=CHANNEL + 1)
    assert other.id != first.id
    for seat in seats_of(first.id):
        await store.add_seat(first.id, seat.user_id, seat.name)
    await store.start_game(first.id, config=CONFIG, snapshot={})
    with pytest.raises(ChannelBusy):
        await lobby(store)
    assert await store.channel_game(CHANNEL) == await store.game(first.id)


@pytest.mark.parametrize("end", [OVER, CANCELLED])
@pytest.mark.asyncio
async def test_an_ended_game_frees_the_channel(store: SqliteStore, end: str) -> None:
    """Once the channel's game is over or cancelled, a new one may be created there."""
    first = await lobby(store)
    await store.update_game(first.id, status=end)
    assert await store.channel_game(CHANNEL) is None
    second = await lobby(store)
    assert await store.channel_game(CHANNEL) == second
    with pytest.raises(ChannelBusy):
        await store.update_game(first.id, status=LOBBY)


@pytest.mark.asyncio
async def test_racing_creates_in_one_channel_store_one_game(db_path: Path, clock: Clock) -> None:
    """Two connections creating a game in the same channel at once: one game, one ChannelBusy."""
    one, two = SqliteStore(db_path, clock=clock), SqliteStore(db_path, clock=clock)
    await one.open()
    await two.open()
    try:
        outcomes = await asyncio.gather(lobby(one), lobby(two), return_exceptions=True)
        assert sorted(type(o).__name__ for o in outcomes) == ["ChannelBusy", "GameRow"]
        assert raw(db_path, "SELECT COUNT(*) FROM games") == [(1,)]
    finally:
        await one.close()
        await two.close()


@pytest.mark.asyncio
async def test_start_game(store: SqliteStore, clock: Clock) -> None:
    """start_game moves a full lobby to play at version 0 with the final config, snapshot and its
    first deadlines, once; a lobby with a free seat is refused."""
    game = await lobby(store)
    await store.add_seat(game.id, ALICE, "Alice")
    with pytest.raises(StaleVersion, match="seat is free"):
        await store.start_game(game.id, config={**CONFIG, "seed": 7}, snapshot={"turn": 0})
    await store.add_seat(game.id, None, "AI (normal)", ai_level="normal")
    clock.advance(60)
    first = (Deadline(game.id, "announce", clock.now + 120, 0, 0), Deadline(game.id, "reminder", 9e9, 0, 0))
    active = await store.start_game(
        game.id, config={**CONFIG, "seed": 7}, snapshot={"turn": 0}, deadlines=first
    )
    assert (active.status, active.version, active.snapshot) == (ACTIVE, 0, {"turn": 0})
    assert active.config == {**CONFIG, "seed": 7}
    assert active.updated_at == clock.now
    assert await store.seats(game.id) == seats_of(game.id)
    assert await store.deadlines(game.id) == list(first)
    with pytest.raises(StaleVersion):
        await store.start_game(game.id, config=CONFIG, snapshot={"turn": 9})
    assert await store.game(game.id) == active
    with pytest.raises(NoSuchGame):
        await store.start_game(game.id + 1, config=CONFIG, snapshot={})


# --- moves -----------------------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_record_move_appends_events_and_writes_the_game(store: SqliteStore, clock: Clock) -> None:
    """A move adds one event per action with consecutive seq, and writes snapshot, version and deadlines."""
    game = await started(store)
    clock.advance(10)
    reminder = Deadline(game.id, "reminder", clock.now + 3600, version=2, seat=1)
    after = await store.record_move(move(game, "pick 12", "place E4 right", deadlines=(reminder,)))
    assert (after.version, after.snapshot, after.status, after.updated_at) == (
        2,
        {"turn": 2},
        ACTIVE,
        clock.now,
    )
    assert await store.game(game.id) == after
    events = await store.events(game.id)
    assert [(e.seq, e.action, e.actor_id, e.at) for e in events] == [
        (1, "pick 12", ALICE, clock.now),
        (2, "place E4 right", ALICE, clock.now),
    ]
    assert await store.deadlines(game.id) == [reminder]
    clock.advance(10)
    timer = Deadline(game.id, "timer", clock.now + 60, version=3, seat=0)
    again = await store.record_move(move(after, "fire C3", actor_id=None, deadlines=(timer,)))
    assert again.version == 3
    assert [(e.seq, e.actor_id) for e in await store.events(game.id)] == [(1, ALICE), (2, ALICE), (3, None)]
    assert await store.deadlines(game.id) == [timer]
    assert await store.seats(game.id) == seats_of(game.id)  # untouched: move.seat was None


@pytest.mark.asyncio
async def test_record_move_updates_the_acting_seat_when_given(store: SqliteStore) -> None:
    """A move carrying its seat writes that seat's autopilot state in the same transaction, and
    only that seat's."""
    game = await started(store)
    seat = SeatRow(game.id, 0, ALICE, "Alice", autopilot=True, autopilot_streak=1)
    await store.record_move(move(game, "pick 3", actor_id=None, seat=seat))
    assert await store.seats(game.id) == [seat, seats_of(game.id)[1]]


@pytest.mark.asyncio
async def test_record_move_keeps_owed_messages_and_replaces_the_turn(store: SqliteStore) -> None:
    """A move replaces the turn's reminder and timer; a prompt still owed stays unless the move
    owes a newer one; a dropped deadline is only the one of the version named."""
    game = await started(store)
    owed = Deadline(game.id, "announce", 500.0, 0, 0)
    await store.put_deadlines(game.id, [owed, Deadline(game.id, "timer", 900.0, 0, 0)])
    after = await store.record_move(
        move(game, "pick 3", deadlines=(Deadline(game.id, "reminder", 99.0, 1, 0),))
    )
    assert await store.deadlines(game.id) == [Deadline(game.id, "reminder", 99.0, 1, 0), owed]
    newer = Deadline(game.id, "announce", 700.0, 2, 1)
    await store.record_move(move(after, "place B2 left", deadlines=(newer,)))
    assert await store.deadlines(game.id) == [newer]
    assert not await store.drop_deadline(game.id, "announce", 0)  # the old version's: gone already
    assert await store.deadlines(game.id) == [newer]
    assert await store.drop_deadline(game.id, "announce", 2)
    assert await store.deadlines(game.id) == []


@pytest.mark.asyncio
async def test_last_move_ends_the_game_with_results(store: SqliteStore, clock: Clock) -> None:
    """The last move sets the game over, stores the results (stamped with the clock) and frees the channel."""
    game = await started(store)
    clock.advance(100)
    final = results_of(game)
    over = await store.record_move(move(game, "place A1 up", status=OVER, results=final))
    assert over.status == OVER
    stored = await store.results(game.id)
    assert [(r.seat, r.user_id, r.score, r.place) for r in stored] == [(0, ALICE, 30, 1), (1, None, 20, 2)]
    assert {r.finished_at for r in stored} == {clock.now}
    assert await store.channel_game(CHANNEL) is None
    with pytest.raises(StaleVersion):
        await store.record_move(move(over, "pick 1"))


@pytest.mark.asyncio
async def test_a_stale_move_is_refused_and_changes_nothing(store: SqliteStore) -> None:
    """A move made on an older version raises StaleVersion; events, version, snapshot and deadlines stay."""
    game = await started(store)
    reminder = Deadline(game.id, "reminder", 5000.0, version=1)
    after = await store.record_move(move(game, "pick 1", deadlines=(reminder,)))
    with pytest.raises(StaleVersion):
        await store.record_move(move(game, "pick 2", deadlines=()))
    assert await store.game(game.id) == after
    assert [e.action for e in await store.events(game.id)] == ["pick 1"]
    assert await store.deadlines(game.id) == [reminder]


@pytest.mark.asyncio
async def test_moves_on_cancelled_lobby_or_missing_games_are_refused(store: SqliteStore) -> None:
    """record_move refuses a game not in play (StaleVersion) and an unknown game (NoSuchGame)."""
    game = await started(store)
    cancelled = await store.update_game(game.id, status=CANCELLED)
    with pytest.raises(StaleVersion):
        await store.record_move(move(cancelled, "pick 1"))
    waiting = await lobby(store)
    with pytest.raises(StaleVersion):
        await store.record_move(move(waiting, "pick 1"))
    with pytest.raises(NoSuchGame):
        await store.record_move(move(waiting, "pick 1", game_id=waiting.id + 100))
    assert await store.events(game.id) == []
    assert await store.events(waiting.id) == []


@pytest.mark.asyncio
async def test_malformed_moves_are_refused_before_the_database(store: SqliteStore) -> None:
    """A move without actions, with a lobby status or with another game's rows raises ValueError."""
    game = await started(store)
    with pytest.raises(ValueError, match="action"):
        await store.record_move(move(game))
    with pytest.raises(ValueError, match="lobby"):
        await store.record_move(move(game, "pick 1", status=LOBBY))
    with pytest.raises(ValueError, match="deadlines"):
        await store.record_move(move(game, "pick 1", deadlines=(Deadline(game.id + 1, "timer", 1.0, 1),)))
    assert await store.game(game.id) == game


@pytest.mark.asyncio
async def test_racing_moves_on_two_connections_store_one(db_path: Path, clock: Clock) -> None:
    """Two connections recording a move on the same version at once: exactly one is stored."""
    one, two = SqliteStore(db_path, clock=clock), SqliteStore(db_path, clock=clock)
    await one.open()
    await two.open()
    try:
        game = await started(one)
        outcomes = await asyncio.gather(
            one.record_move(move(game, "pick 1")),
            two.record_move(move(game, "pick 2")),
            return_exceptions=True,
        )
        stored = [o for o in outcomes if isinstance(o, GameRow)]
        assert len(stored) == 1 and stored[0].version == 1
        assert sum(isinstance(o, StaleVersion) for o in outcomes) == 1
        events = await two.events(game.id)
        assert len(events) == 1 and events[0].seq == 1
    finally:
        await one.close()
        await two.close()


@pytest.mark.asyncio
async def test_racing_moves_on_one_connection_store_one(store: SqliteStore) -> None:
    """Coroutines sharing one store do not interleave their transactions: one move stored, the rest stale."""
    game = await started(store)
    outcomes = await asyncio.gather(
        *(store.record_move(move(game, f"pick {n}")) for n in range(5)), return_exceptions=True
    )
    assert sum(isinstance(o, GameRow) for o in outcomes) == 1
    assert sum(isinstance(o, StaleVersion) for o in outcomes) == 4
    assert len(await store.events(game.id)) == 1
    assert (await store.game(game.id)) == next(o for o in outcomes if isinstance(o, GameRow))


@pytest.mark.asyncio
async def test_a_failure_inside_record_move_stores_nothing(
    store: SqliteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An error amid record_move's statements rolls back events, version, snapshot; the store goes on."""
    game = await started(store)
    old = Deadline(game.id, "reminder", 5000.0, version=0)
    await store.put_deadlines(game.id, [old])

    async def broken(*args: object) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(SqliteStore, "_put_deadlines", broken)
    with pytest.raises(RuntimeError, match="disk on fire"):
        await store.record_move(move(game, "pick 1", "place B2 left"))
    monkeypatch.undo()
    assert await store.game(game.id) == game
    assert await store.events(game.id) == []
    assert await store.deadlines(game.id) == [old]
    after = await store.record_move(move(game, "pick 1"))
    assert after.version == 1
    assert [e.seq for e in await store.events(game.id)] == [1]


@pytest.mark.asyncio
async def test_a_constraint_violation_in_record_move_stores_nothing(store: SqliteStore) -> None:
    """Deadlines or results that break a constraint abort the whole move, events and status included."""
    game = await started(store)
    twice = (Deadline(game.id, "timer", 1.0, 1), Deadline(game.id, "timer", 2.0, 1))
    with pytest.raises(ValueError, match="two timer deadlines"):
        await store.record_move(move(game, "pick 1", deadlines=twice))
    doubled = results_of(game) + results_of(game)[:1]
    with pytest.raises(sqlite3.IntegrityError):
        await store.record_move(move(game, "pick 1", status=OVER, results=doubled))
    assert await store.game(game.id) == game
    assert await store.events(game.id) == []
    assert await store.results(game.id) == []
    assert await store.channel_game(CHANNEL) == game


@pytest.mark.asyncio
async def test_moves_survive_close_and_reopen(db_path: Path, clock: Clock) -> None:
    """A move stored between two reopenings is there afterwards, to a plain sqlite3 reader as well."""
    store = SqliteStore(db_path, clock=clock)
    await store.open()
    game = await started(store)
    await store.close()
    store = SqliteStore(db_path, clock=clock)
    await store.open()
    after = await store.record_move(move(game, "pick 4", "place C3 down"))
    await store.close()
    assert raw(db_path, "SELECT seq, action FROM events WHERE game_id = ? ORDER BY seq", (game.id,)) == [
        (1, "pick 4"),
        (2, "place C3 down"),
    ]
    store = SqliteStore(db_path, clock=clock)
    await store.open()
    try:
        assert await store.game(game.id) == after
        assert after.version == 2 and after.snapshot == {"turn": 2}
        assert [e.action for e in await store.events(game.id)] == ["pick 4", "place C3 down"]
    finally:
        await store.close()


# --- deadlines, people, history --------------------------------------------------------------------


@pytest.mark.asyncio
async def test_due_deadlines(store: SqliteStore) -> None:
    """Only deadlines due by `now`, soonest first, of games still open; put_deadlines replaces by kind."""
    first = await started(store)
    second = await started(store, channel=CHANNEL + 1)
    await store.put_deadlines(
        first.id, [Deadline(first.id, "reminder", 300.0, 0), Deadline(first.id, "timer", 900.0, 0, 1)]
    )
    await store.put_deadlines(second.id, [Deadline(second.id, "timer", 200.0, 0, 0)])
    assert await store.due_deadlines(100.0) == []
    assert [(d.game_id, d.kind) for d in await store.due_deadlines(300.0)] == [
        (second.id, "timer"),
        (first.id, "reminder"),
    ]
    assert await store.due_deadlines(1000.0) == [
        Deadline(second.id, "timer", 200.0, 0, 0),
        Deadline(first.id, "reminder", 300.0, 0),
        Deadline(first.id, "timer", 900.0, 0, 1),
    ]
    await store.put_deadlines(first.id, [Deadline(first.id, "timer", 50.0, 1, 0)])
    assert [(d.game_id, d.kind, d.due) for d in await store.due_deadlines(1000.0)] == [
        (first.id, "timer", 50.0),
        (second.id, "timer", 200.0),
        (first.id, "reminder", 300.0),
    ]
    await store.update_game(second.id, status=CANCELLED)
    assert await store.deadlines(second.id) == []
    assert await store.drop_deadline(first.id, "reminder", 0)
    assert await store.drop_deadline(first.id, "timer", 1)
    assert await store.due_deadlines(1000.0) == []


@pytest.mark.asyncio
async def test_claimed_deadlines_come_back_later_and_later(store: SqliteStore) -> None:
    """A claim takes what is due and pushes it back (60 s, then 120 s...): a failure is retried,
    never in a tight loop, and two pollers never take the same deadline at once."""
    game = await started(store)
    await store.put_deadlines(game.id, [Deadline(game.id, "timer", 100.0, 0, 0)])
    assert await store.claim_deadlines(50.0) == []
    first = await store.claim_deadlines(100.0)
    assert first == [Deadline(game.id, "timer", 100.0, 0, 0)]
    assert await store.claim_deadlines(100.0) == []  # taken: nobody fires it twice
    assert await store.deadlines(game.id) == [Deadline(game.id, "timer", 160.0, 0, 0, attempts=1)]
    second = await store.claim_deadlines(160.0)
    assert [d.attempts for d in second] == [1]
    assert (await store.deadlines(game.id))[0].due == 160.0 + 120.0
    assert await store.claim_deadlines(1e12) != []
    assert (await store.deadlines(game.id))[0].due <= 1e12 + RETRY_CAP


@pytest.mark.asyncio
async def test_claiming_everything_owed_at_start_up(store: SqliteStore) -> None:
    """The start-up claim takes the owed prompts and score sheets, due or not, of open and ended
    games, and leaves turn timers to their time."""
    game = await started(store)
    ended = await started(store, channel=CHANNEL + 1)
    await store.put_deadlines(
        game.id, [Deadline(game.id, "announce", 9e9, 0, 0), Deadline(game.id, "timer", 9e9, 0)]
    )
    over = await store.record_move(
        move(
            ended,
            "place A1 up",
            status=OVER,
            results=results_of(ended),
            deadlines=(Deadline(ended.id, "finish", 9e9, 1),),
        )
    )
    assert over.status == OVER
    claimed = await store.claim_deadlines(10.0, kinds=("announce", "finish"), everything=True)
    assert sorted((d.game_id, d.kind) for d in claimed) == [(game.id, "announce"), (ended.id, "finish")]
    assert await store.due_deadlines(1e10) != []  # pushed back, not gone: done only when dropped


@pytest.mark.asyncio
async def test_set_turn_deadlines_only_at_its_version(store: SqliteStore) -> None:
    """Turn deadlines for a version the game has left are not written (a move got there first)."""
    game = await started(store)
    owed = Deadline(game.id, "announce", 500.0, 0, 0)
    await store.put_deadlines(game.id, [owed, Deadline(game.id, "reminder", 300.0, 0, 0)])
    assert await store.set_turn_deadlines(game.id, 0, [Deadline(game.id, "timer", 10.0, 0, 0)])
    assert await store.deadlines(game.id) == [Deadline(game.id, "timer", 10.0, 0, 0), owed]
    await store.record_move(move(game, "pick 1"))
    assert not await store.set_turn_deadlines(game.id, 0, [Deadline(game.id, "timer", 5.0, 0, 0)])
    assert [d.kind for d in await store.deadlines(game.id)] == ["announce"]


@pytest.mark.asyncio
async def test_the_channel_lookup_uses_the_open_game_index(store: SqliteStore, db_path: Path) -> None:
    """Finding a channel's open game reads one index entry, however many games it has had."""
    plan = raw(db_path, f"EXPLAIN QUERY PLAN SELECT * FROM games WHERE channel_id = ? AND {OPEN}", (CHANNEL,))
    assert "USING INDEX games_open_in_channel" in plan[0][-1]


@pytest.mark.asyncio
async def test_prefs(store: SqliteStore) -> None:
    """Preferences are per user, keyed, and a second set overwrites the first."""
    assert await store.prefs(ALICE) == {}
    await store.set_pref(ALICE, "notify", "on")
    await store.set_pref(ALICE, "lang", "en")
    await store.set_pref(ALICE, "notify", "off")
    await store.set_pref(BOB, "notify", "on")
    assert await store.prefs(ALICE) == {"lang": "en", "notify": "off"}
    assert await store.prefs(BOB) == {"notify": "on"}


@pytest.mark.asyncio
async def test_drop_pref_forgets_one_key(store: SqliteStore) -> None:
    """Dropping a preference removes that key of that member only (and is harmless when absent)."""
    await store.set_pref(ALICE, "quiet", '{"start": 22}')
    await store.set_pref(ALICE, "notify", "on")
    await store.set_pref(BOB, "quiet", '{"start": 23}')
    await store.drop_pref(ALICE, "quiet")
    await store.drop_pref(ALICE, "vacation")
    assert await store.prefs(ALICE) == {"notify": "on"}
    assert await store.prefs(BOB) == {"quiet": '{"start": 23}'}


@pytest.mark.asyncio
async def test_turn_budgets_round_trip_and_an_endless_one_is_never_claimed(store: SqliteStore) -> None:
    """A member's turn deadline keeps its budget (since, seconds left); one infinitely due (a
    vacation with no end) is stored as such and never claimed, not even at start-up."""
    game = await started(store)
    paused = Deadline(game.id, "timer", math.inf, 0, 0, since=500.0, seconds_left=7200.0)
    reminder = Deadline(game.id, "reminder", 900.0, 0, 0, since=500.0, seconds_left=400.0)
    await store.put_deadlines(game.id, [paused, reminder])
    assert await store.deadlines(game.id) == [reminder, paused]
    assert await store.claim_deadlines(1e300) == [reminder]
    assert await store.claim_deadlines(1e300, everything=True, kinds=("announce", "finish")) == []
    assert [d.kind for d in await store.due_deadlines(1e300)] == ["reminder"]
    with pytest.raises(sqlite3.IntegrityError):  # a budget is never negative
        await store.put_deadlines(game.id, [replace(paused, seconds_left=-1.0)])


@pytest.mark.asyncio
async def test_reschedule_changes_only_the_deadline_of_its_version(store: SqliteStore) -> None:
    """Rescheduling writes due, budget and attempts of the game's deadline of that kind while it
    belongs to the same version; once a move replaced it, nothing is written."""
    game = await started(store)
    timer = Deadline(game.id, "timer", 900.0, 0, 0, attempts=2, since=500.0, seconds_left=400.0)
    await store.put_deadlines(game.id, [timer, Deadline(game.id, "reminder", 800.0, 0, 0)])
    moved = replace(timer, due=math.inf, since=600.0, seconds_left=300.0, attempts=0)
    assert await store.reschedule(moved)
    assert await store.deadlines(game.id) == [Deadline(game.id, "reminder", 800.0, 0, 0), moved]
    await store.record_move(move(game, "pick 1", deadlines=(Deadline(game.id, "timer", 50.0, 1, 0),)))
    assert not await store.reschedule(replace(moved, due=1.0))
    assert await store.deadlines(game.id) == [Deadline(game.id, "timer", 50.0, 1, 0)]


@pytest.mark.asyncio
async def test_active_games_of_a_member(store: SqliteStore) -> None:
    """The games in play where the member holds a seat, in every server: not lobbies, not ended
    games, not games they were removed from, not other members' games."""
    first = await started(store)
    elsewhere = await started(store, channel=CHANNEL + 1, guild=GUILD + 1)
    gone = await started(store, channel=CHANNEL + 2)
    await store.remove_player(gone.id, ALICE)
    ended = await started(store, channel=CHANNEL + 3)
    await store.update_game(ended.id, status=CANCELLED)
    await seated(store, channel=CHANNEL + 4)
    assert [g.id for g in await store.active_games_of(ALICE)] == [first.id, elsewhere.id]
    assert await store.active_games_of(BOB) == []


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


def raw_write(db_path: Path, sql: str, params: tuple[Any, ...] = ()) -> None:
    """Write to the file with the standard library, outside the store."""
    conn = sqlite3.connect(db_path)
    try:
        with conn:
            conn.execute(sql, params)
    finally:
        conn.close()


@pytest.mark.asyncio
async def test_history_lists_ended_games_newest_first(store: SqliteStore, clock: Clock) -> None:
    """history gives the channel's over and cancelled games, most recently ended first, up to `limit`."""
    ended = []
    for n in range(3):
        game = await started(store)
        clock.advance(10)
        if n == 1:
            ended.append(await store.update_game(game.id, status=CANCELLED))
        else:
            ended.append(
                await store.record_move(move(game, "place A1 up", status=OVER, results=results_of(game)))
            )
    open_game = await lobby(store)
    await started(store, channel=CHANNEL + 1)
    history = await store.history(CHANNEL)
    assert history == ended[::-1]
    assert open_game.id not in [g.id for g in history]
    assert await store.history(CHANNEL, limit=2) == ended[:0:-1]
    assert await store.history(CHANNEL + 1) == []


@pytest.mark.asyncio
async def test_results_and_stats(store: SqliteStore) -> None:
    """stats counts a player's results in one server: games, wins (shared ones too), average score."""
    assert await store.stats(GUILD, ALICE) == (0, 0, None)
    outcomes = [((30, 1), (20, 2)), ((25, 1), (25, 1)), ((10, 2), (40, 1))]
    for alice, ai in outcomes:
        game = await started(store)
        await store.record_move(move(game, "place A1 up", status=OVER, results=results_of(game, alice, ai)))
    elsewhere = await started(store, guild=GUILD + 1)
    await store.record_move(
        move(elsewhere, "place A1 up", status=OVER, results=results_of(elsewhere, (99, 1)))
    )
    played, wins, average = await store.stats(GUILD, ALICE)
    assert (played, wins) == (3, 2)
    assert average == pytest.approx((30 + 25 + 10) / 3)
    assert await store.stats(GUILD + 1, ALICE) == (1, 1, 99.0)
    assert await store.stats(GUILD, BOB) == (0, 0, None)
    shared = await store.results(elsewhere.id - 2)
    assert [(r.seat, r.place) for r in shared] == [(0, 1), (1, 1)]


@pytest.mark.asyncio
async def test_a_closed_store_says_so(db_path: Path) -> None:
    """Using a store that was never opened raises a clear RuntimeError."""
    with pytest.raises(RuntimeError, match="open"):
        await SqliteStore(db_path).prefs(ALICE)


@pytest.mark.asyncio
async def test_finished_games_of_a_server_this_channel_first(store: SqliteStore, clock: Clock) -> None:
    """finished_games gives one server's games that ended (not cancelled, not in play), this
    channel's first, each part newest first, with the names of the seats placed first; a number
    prefix narrows them, anything but digits is refused."""
    finished = {}
    outcomes = (((30, 1), (20, 2)), ((25, 1), (20, 2)), ((10, 2), (20, 1)))
    for channel, (alice, ai) in zip((CHANNEL, CHANNEL + 1, CHANNEL), outcomes, strict=True):
        game = await started(store, channel=channel)
        clock.advance(10)
        over = await store.record_move(
            move(game, "place A1 up", status=OVER, results=results_of(game, alice, ai))
        )
        finished[over.id] = over
    tie = await started(store)
    clock.advance(10)
    await store.record_move(move(tie, "place A1 up", status=OVER, results=results_of(tie, (20, 1), (20, 1))))
    cancelled = await store.update_game((await started(store, channel=CHANNEL + 2)).id, status=CANCELLED)
    await started(store, channel=CHANNEL + 3)  # in play
    elsewhere = await started(store, guild=GUILD + 1)
    await store.record_move(move(elsewhere, "place A1 up", status=OVER, results=results_of(elsewhere)))
    first, second, third = finished
    games = await store.finished_games(GUILD, CHANNEL)
    assert [g.id for g in games] == [tie.id, third, first, second]
    assert [g.winners for g in games] == [("Alice", "AI (normal)"), ("AI (normal)",), ("Alice",), ("Alice",)]
    assert games[1].channel_id == CHANNEL and games[1].config == {**CONFIG, "seed": 7}
    assert games[1].finished_at == finished[third].updated_at
    assert [g.id for g in await store.finished_games(GUILD, CHANNEL + 1)] == [second, tie.id, third, first]
    assert [g.id for g in await store.finished_games(GUILD, CHANNEL, limit=1)] == [tie.id]
    assert [g.id for g in await store.finished_games(GUILD, CHANNEL, number=str(second))] == [second]
    assert cancelled.id not in [g.id for g in await store.finished_games(GUILD, CHANNEL + 2)]
    assert [g.id for g in await store.finished_games(GUILD + 1, CHANNEL)] == [elsewhere.id]
    with pytest.raises(ValueError):
        await store.finished_games(GUILD, CHANNEL, number="1%")


@pytest.mark.asyncio
async def test_finished_games_use_their_index(store: SqliteStore, db_path: Path) -> None:
    """Finding a server's finished games reads the partial index of finished games by server."""
    from bot.sqlite_store import FINISHED_GAMES

    plan = raw(db_path, f"EXPLAIN QUERY PLAN {FINISHED_GAMES}", (GUILD, "%", CHANNEL, CHANNEL, 25))
    assert any("games_over_by_guild" in step[-1] for step in plan), plan
