"""The `Store` over SQLite (aiosqlite): all of the bot's SQL lives here (DESIGN.md §5).

One connection per store, in autocommit mode: every write that is more than one statement runs
inside an explicit `BEGIN IMMEDIATE ... COMMIT` (ROLLBACK on any error), so that a move is stored
whole or not at all. An `asyncio.Lock` keeps the coroutines sharing the connection from
interleaving their statements (one coroutine's read must not land inside another's transaction);
other processes are kept apart by SQLite's own locking, WAL mode and `busy_timeout`.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, NoReturn, TypeVar

import aiosqlite

from bot.migrations import migrate
from bot.store import (
    ACTIVE,
    CANCELLED,
    LOBBY,
    OVER,
    STATUSES,
    ChannelBusy,
    Deadline,
    EventRow,
    GameRow,
    Move,
    NoSuchGame,
    ResultRow,
    SeatRow,
    StaleVersion,
)

PRAGMAS = (
    "PRAGMA busy_timeout = 5000",  # ms a writer waits for another connection's transaction
    "PRAGMA journal_mode = WAL",  # readers never block the writer, nor it them
    "PRAGMA synchronous = NORMAL",  # safe with WAL: a crash may lose the last commits, never corrupt
    "PRAGMA foreign_keys = ON",
)
JSON_FIELDS = frozenset({"config", "options", "snapshot"})
# What update_game may change: never the version, which only record_move / start_game move.
UPDATABLE = JSON_FIELDS - {"snapshot"} | {"status", "lobby_message_id", "turn_message_id", "table_message_id"}
Row = TypeVar("Row", GameRow, SeatRow, EventRow, Deadline, ResultRow)


def _dump(value: dict[str, Any]) -> str:
    """Compact, stable JSON text (sorted keys, no blanks)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


# --- rows <-> objects: each column is named as its dataclass field --------------------------------


def _build(cls: type[Row], row: sqlite3.Row, **decoded: Any) -> Row:
    """The dataclass from the row's columns of the same names (`decoded` replaces raw ones)."""
    names = (f.name for f in dataclasses.fields(cls))
    return cls(**{name: decoded[name] if name in decoded else row[name] for name in names})


def _insert(table: str, cls: type[Row]) -> str:
    """The INSERT of every field of `cls` into the column of the same name."""
    names = [f.name for f in dataclasses.fields(cls)]
    return f"INSERT INTO {table} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"


def _values(item: Row) -> tuple[Any, ...]:
    """The parameters for `_insert`: the fields in order (a bool is stored as 0/1)."""
    return tuple(getattr(item, f.name) for f in dataclasses.fields(item))


INSERT_SEAT = _insert("seats", SeatRow)
INSERT_EVENT = _insert("events", EventRow)
INSERT_DEADLINE = _insert("deadlines", Deadline)
INSERT_RESULT = _insert("results", ResultRow)


def _game(row: sqlite3.Row) -> GameRow:
    snapshot = row["snapshot"]
    return _build(
        GameRow,
        row,
        config=json.loads(row["config"]),
        options=json.loads(row["options"]),
        snapshot=None if snapshot is None else json.loads(snapshot),
    )


def _seat(row: sqlite3.Row) -> SeatRow:
    return _build(SeatRow, row, autopilot=bool(row["autopilot"]))


def _event(row: sqlite3.Row) -> EventRow:
    return _build(EventRow, row)


def _deadline(row: sqlite3.Row) -> Deadline:
    return _build(Deadline, row)


def _result(row: sqlite3.Row) -> ResultRow:
    return _build(ResultRow, row)


def _is_channel_busy(error: sqlite3.IntegrityError) -> bool:
    """The error is the one-open-game-per-channel index refusing a row."""
    return "UNIQUE constraint failed: games.channel_id" in str(error)


def _same_game(game_id: int, rows: Iterable[SeatRow | Deadline | ResultRow], what: str) -> None:
    """Refuse rows that belong to another game (a caller's mistake, caught before any write)."""
    strays = [row for row in rows if row.game_id != game_id]
    if strays:
        raise ValueError(f"{what} for game {strays[0].game_id} given for game {game_id}")


class SqliteStore:
    """The bot's storage in one SQLite file (or ":memory:"), behind the `bot.store.Store` interface."""

    def __init__(self, path: str | Path, *, clock: Callable[[], float] = time.time) -> None:
        self.path = str(path)
        self._clock = clock
        self._conn: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self.applied: list[int] = []  # the migration numbers the last open() applied

    # --- connection ------------------------------------------------------------------------------

    async def open(self) -> None:
        """Connect, set the pragmas and apply the pending migrations (idempotent)."""
        if self._conn is not None:
            return
        conn = await aiosqlite.connect(self.path, isolation_level=None)
        try:
            conn.row_factory = sqlite3.Row
            for pragma in PRAGMAS:  # fetched, so that no statement is left open (COMMIT would refuse)
                await conn.execute_fetchall(pragma)
            self.applied = await migrate(conn, self._clock())
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
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error; one at a time on this connection."""
        async with self._lock:
            db = self._db
            await db.execute("BEGIN IMMEDIATE")
            try:
                yield db
                await db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    await db.execute("ROLLBACK")
                raise

    async def _all(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        """Run one read on the shared connection (never inside another coroutine's transaction)."""
        async with self._lock, self._db.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    # --- games and seats -------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        config: dict[str, Any],
        options: dict[str, Any],
    ) -> GameRow:
        """A new game in the lobby; ChannelBusy if the channel already has an open game."""
        now = self._clock()
        try:
            async with self._transaction() as db:
                cursor = await db.execute(
                    "INSERT INTO games (guild_id, channel_id, creator_id, status, config, options, version,"
                    " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)",
                    (guild_id, channel_id, creator_id, LOBBY, _dump(config), _dump(options), now, now),
                )
                assert cursor.lastrowid is not None
                return await self._fetch_game(db, cursor.lastrowid)
        except sqlite3.IntegrityError as error:
            if _is_channel_busy(error):
                raise ChannelBusy(f"channel {channel_id} already has an open game") from error
            raise

    async def game(self, game_id: int) -> GameRow | None:
        rows = await self._all("SELECT * FROM games WHERE id = ?", (game_id,))
        return _game(rows[0]) if rows else None

    async def channel_game(self, channel_id: int) -> GameRow | None:
        """The channel's game in the lobby or in play, if any (one per channel)."""
        rows = await self._all(
            "SELECT * FROM games WHERE channel_id = ? AND status IN (?, ?)",
            (channel_id, LOBBY, ACTIVE),
        )
        return _game(rows[0]) if rows else None

    async def update_game(self, game_id: int, **fields: Any) -> GameRow:
        """Change lobby-time fields (status, config, options, message ids); not the version.

        Finishing or cancelling a game this way also drops its deadlines.
        """
        unknown = set(fields) - UPDATABLE
        if unknown:
            raise ValueError(f"update_game cannot change {sorted(unknown)}, only {sorted(UPDATABLE)}")
        if "status" in fields and fields["status"] not in STATUSES:
            raise ValueError(f"unknown game status {fields['status']!r}")
        values = {name: _dump(value) if name in JSON_FIELDS else value for name, value in fields.items()}
        values["updated_at"] = self._clock()
        # Column names come from UPDATABLE only; every value is a parameter.
        assignments = ", ".join(f"{name} = ?" for name in values)
        try:
            async with self._transaction() as db:
                cursor = await db.execute(
                    f"UPDATE games SET {assignments} WHERE id = ?", (*values.values(), game_id)
                )
                if cursor.rowcount == 0:
                    raise NoSuchGame(game_id)
                if fields.get("status") in (OVER, CANCELLED):
                    await db.execute("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
                return await self._fetch_game(db, game_id)
        except sqlite3.IntegrityError as error:
            if _is_channel_busy(error):
                raise ChannelBusy(f"game {game_id}'s channel already has another open game") from error
            raise

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._all("SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
        return [_seat(row) for row in rows]

    async def set_seats(self, game_id: int, seats: list[SeatRow]) -> None:
        """Replace the game's seats (lobby edits, kicks, autopilot changes)."""
        _same_game(game_id, seats, "seats")
        async with self._transaction() as db:
            await self._replace_seats(db, game_id, seats)

    async def start_game(
        self, game_id: int, *, config: dict[str, Any], snapshot: dict[str, Any], seats: list[SeatRow]
    ) -> GameRow:
        """Lobby -> active at version 0, seats fixed, in one transaction.

        StaleVersion if the game has already left the lobby (a second click on Start).
        """
        _same_game(game_id, seats, "seats")
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET status = ?, config = ?, snapshot = ?, version = 0, updated_at = ?"
                " WHERE id = ? AND status = ?",
                (ACTIVE, _dump(config), _dump(snapshot), self._clock(), game_id, LOBBY),
            )
            if cursor.rowcount == 0:
                await self._refuse(db, game_id, "the game is no longer in the lobby")
            await self._replace_seats(db, game_id, seats)
            return await self._fetch_game(db, game_id)

    # --- play ------------------------------------------------------------------------------------

    async def record_move(self, move: Move) -> GameRow:
        """Append the events, write the snapshot, bump the version, replace deadlines (and seats,
        results) in ONE transaction; raises StaleVersion (storing nothing) on a version mismatch
        or when the game is not in play any more."""
        _check_move(move)
        now = self._clock()
        async with self._transaction() as db:
            await self._advance(db, move, now)
            await self._append_events(db, move, now)
            await self._replace_deadlines(db, move.game_id, move.deadlines)
            if move.seats is not None:
                await self._replace_seats(db, move.game_id, move.seats)
            await self._insert_results(db, move.results, now)
            return await self._fetch_game(db, move.game_id)

    async def events(self, game_id: int) -> list[EventRow]:
        rows = await self._all("SELECT * FROM events WHERE game_id = ? ORDER BY seq", (game_id,))
        return [_event(row) for row in rows]

    async def due_deadlines(self, now: float) -> list[Deadline]:
        """Deadlines due at `now` or earlier, soonest first, of games still open.

        A deadline whose version is behind its game's is stale: the caller skips it.
        """
        rows = await self._all(
            "SELECT d.* FROM deadlines AS d JOIN games AS g ON g.id = d.game_id"
            " WHERE d.due <= ? AND g.status IN (?, ?) ORDER BY d.due, d.game_id, d.kind",
            (now, LOBBY, ACTIVE),
        )
        return [_deadline(row) for row in rows]

    async def deadlines(self, game_id: int) -> list[Deadline]:
        """The game's deadlines, soonest first (due or not)."""
        rows = await self._all("SELECT * FROM deadlines WHERE game_id = ? ORDER BY due, kind", (game_id,))
        return [_deadline(row) for row in rows]

    async def set_deadlines(self, game_id: int, deadlines: list[Deadline]) -> None:
        """Replace the game's deadlines."""
        _same_game(game_id, deadlines, "deadlines")
        async with self._transaction() as db:
            await self._replace_deadlines(db, game_id, deadlines)

    # --- people ----------------------------------------------------------------------------------

    async def set_pref(self, user_id: int, key: str, value: str) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO user_prefs (user_id, key, value) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value",
                (user_id, key, value),
            )

    async def prefs(self, user_id: int) -> dict[str, str]:
        rows = await self._all("SELECT key, value FROM user_prefs WHERE user_id = ? ORDER BY key", (user_id,))
        return {row["key"]: row["value"] for row in rows}

    async def history(self, channel_id: int, limit: int = 10) -> list[GameRow]:
        """The channel's finished or cancelled games, newest first."""
        rows = await self._all(
            "SELECT * FROM games WHERE channel_id = ? AND status IN (?, ?)"
            " ORDER BY updated_at DESC, id DESC LIMIT ?",
            (channel_id, OVER, CANCELLED, limit),
        )
        return [_game(row) for row in rows]

    async def results(self, game_id: int) -> list[ResultRow]:
        rows = await self._all("SELECT * FROM results WHERE game_id = ? ORDER BY place, seat", (game_id,))
        return [_result(row) for row in rows]

    async def stats(self, guild_id: int, user_id: int) -> tuple[int, float, float]:
        """(games played, wins (shared wins count 1), average score) in this server."""
        rows = await self._all(
            "SELECT COUNT(*) AS played, COALESCE(SUM(place = 1), 0) AS wins,"
            " COALESCE(AVG(score), 0.0) AS average FROM results WHERE guild_id = ? AND user_id = ?",
            (guild_id, user_id),
        )
        return rows[0]["played"], rows[0]["wins"], float(rows[0]["average"])

    # --- statements used inside transactions -----------------------------------------------------

    async def _fetch_game(self, db: aiosqlite.Connection, game_id: int) -> GameRow:
        async with db.execute("SELECT * FROM games WHERE id = ?", (game_id,)) as cursor:
            row = await cursor.fetchone()
        if row is None:
            raise NoSuchGame(game_id)
        return _game(row)

    async def _refuse(self, db: aiosqlite.Connection, game_id: int, why: str) -> NoReturn:
        """A conditional UPDATE matched nothing: NoSuchGame, or StaleVersion saying `why`."""
        game = await self._fetch_game(db, game_id)  # raises NoSuchGame
        raise StaleVersion(f"game {game_id} (version {game.version}, {game.status}): {why}")

    async def _advance(self, db: aiosqlite.Connection, move: Move, now: float) -> None:
        """Write snapshot, status and version if and only if the game is in play at the expected version."""
        version = move.expected_version + len(move.actions)
        cursor = await db.execute(
            "UPDATE games SET snapshot = ?, status = ?, version = ?, updated_at = ?"
            " WHERE id = ? AND version = ? AND status = ?",
            (_dump(move.snapshot), move.status, version, now, move.game_id, move.expected_version, ACTIVE),
        )
        if cursor.rowcount == 0:
            await self._refuse(db, move.game_id, f"the move was made on version {move.expected_version}")

    async def _append_events(self, db: aiosqlite.Connection, move: Move, now: float) -> None:
        first = move.expected_version + 1
        events = (
            EventRow(move.game_id, first + i, move.actor_id, text, now) for i, text in enumerate(move.actions)
        )
        await db.executemany(INSERT_EVENT, map(_values, events))

    async def _replace_deadlines(
        self, db: aiosqlite.Connection, game_id: int, rows: Iterable[Deadline]
    ) -> None:
        await db.execute("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
        await db.executemany(INSERT_DEADLINE, map(_values, rows))

    async def _replace_seats(self, db: aiosqlite.Connection, game_id: int, rows: Iterable[SeatRow]) -> None:
        await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
        await db.executemany(INSERT_SEAT, map(_values, rows))

    async def _insert_results(self, db: aiosqlite.Connection, rows: Iterable[ResultRow], now: float) -> None:
        stamped = (dataclasses.replace(r, finished_at=r.finished_at or now) for r in rows)
        await db.executemany(INSERT_RESULT, map(_values, stamped))


def _check_move(move: Move) -> None:
    """Refuse a malformed move before touching the database."""
    if not move.actions:
        raise ValueError("a move needs at least one action")
    if move.status == LOBBY or move.status not in STATUSES:
        raise ValueError(f"a move cannot leave the game {move.status!r}")
    _same_game(move.game_id, move.deadlines, "deadlines")
    _same_game(move.game_id, move.seats or (), "seats")
    _same_game(move.game_id, move.results, "results")
