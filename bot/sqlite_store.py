"""The `Store` over SQLite (aiosqlite): all of the bot's SQL lives here (DESIGN.md §5).

One connection per store, in autocommit mode: every write that is more than one statement runs
inside an explicit `BEGIN IMMEDIATE ... COMMIT` (ROLLBACK on any error), so that a move is stored
whole or not at all. An `asyncio.Lock` keeps the coroutines sharing the connection from
interleaving their statements (one coroutine's read must not land inside another's transaction);
other processes are kept apart by SQLite's own locking, WAL mode and `busy_timeout`.

Every cursor is closed in aiosqlite's thread as soon as its statement is done (`_run`, `_rows`).
A cursor left to the garbage collector is finalised in whatever thread collects it, which resets
its prepared statement while the aiosqlite thread may be running the same cached statement for
another coroutine: sqlite3's "bad parameter or other API misuse" under bursts of clicks.

No write reads a list and writes it back: seats and deadlines change one row at a time, with
the conditions (free seat, same version, still seated) checked inside the statement that writes.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import math
import re
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, NoReturn, TypeVar

import aiosqlite

from bot import ratings
from bot.migrations import migrate
from bot.store import (
    ACTIVE,
    CANCELLED,
    FINISH,
    KINDS,
    LOBBY,
    OVER,
    STATUSES,
    TURN_KINDS,
    ChannelBusy,
    Deadline,
    EventRow,
    FinishedGame,
    GameRow,
    Move,
    NextGame,
    NoSuchGame,
    NotSeated,
    RatingChange,
    RatingRow,
    ResultRow,
    SeatRefused,
    SeatRow,
    StaleVersion,
    storable,
)

PRAGMAS = (
    "PRAGMA busy_timeout = 5000",  # ms a writer waits for another connection's transaction
    "PRAGMA journal_mode = WAL",  # readers never block the writer, nor it them
    # FULL, not NORMAL: with WAL, NORMAL may lose the last commits on power loss, and a move the
    # player saw acknowledged must survive it (an fsync of the WAL per move, well under a click's time).
    "PRAGMA synchronous = FULL",
    "PRAGMA foreign_keys = ON",
)
JSON_FIELDS = frozenset({"config", "options", "snapshot"})
# What update_game may change: never the version, which only record_move / start_game move.
# A lobby's channel and parent change once, when it moves into the thread opened for it.
UPDATABLE = JSON_FIELDS - {"snapshot"} | {
    "status",
    "lobby_message_id",
    "turn_message_id",
    "table_message_id",
    "channel_id",
    "parent_id",
}
Row = TypeVar("Row", GameRow, SeatRow, EventRow, Deadline, ResultRow, RatingRow, RatingChange)


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
PUT_DEADLINE = _insert("deadlines", Deadline).replace("INSERT", "INSERT OR REPLACE", 1)
INSERT_RESULT = _insert("results", ResultRow)
PUT_RATING = _insert("ratings", RatingRow).replace("INSERT", "INSERT OR REPLACE", 1)
INSERT_RATING_CHANGE = _insert("rating_changes", RatingChange)
RETRY_SECONDS = 60.0  # a claimed deadline comes back after this, doubled at each attempt...
RETRY_CAP = 3600.0  # ...up to an hour: a channel that refuses the bot is not hammered


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
    return _build(SeatRow, row, autopilot=bool(row["autopilot"]), removed=bool(row["removed"]))


def _event(row: sqlite3.Row) -> EventRow:
    return _build(EventRow, row)


def _deadline(row: sqlite3.Row) -> Deadline:
    return _build(Deadline, row)


def _result(row: sqlite3.Row) -> ResultRow:
    return _build(ResultRow, row)


def _rating(row: sqlite3.Row) -> RatingRow:
    return _build(RatingRow, row)


def _rating_change(row: sqlite3.Row) -> RatingChange:
    return _build(RatingChange, row)


def _is_channel_busy(error: sqlite3.IntegrityError) -> bool:
    """The error is the one-open-game-per-channel index refusing a row."""
    return "UNIQUE constraint failed: games.channel_id" in str(error)


def retry_delay(attempts: int) -> float:
    """How long a deadline claimed `attempts` times before waits before it is claimed again."""
    return min(RETRY_SECONDS * 2.0 ** min(attempts, 16), RETRY_CAP)


def _same_game(game_id: int, rows: Iterable[SeatRow | Deadline | ResultRow], what: str) -> None:
    """Refuse rows that belong to another game (a caller's mistake, caught before any write)."""
    strays = [row for row in rows if row.game_id != game_id]
    if strays:
        raise ValueError(f"{what} for game {strays[0].game_id} given for game {game_id}")


class SqliteStore:
    """The bot's storage in one SQLite file, behind the `bot.store.Store` interface."""

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
            await _run(db, "BEGIN IMMEDIATE")
            try:
                yield db
                await _run(db, "COMMIT")
            except BaseException:
                if db.in_transaction:
                    await _run(db, "ROLLBACK")
                raise

    async def _all(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        """Run one read on the shared connection (never inside another coroutine's transaction)."""
        async with self._lock:
            return await _rows(self._db, sql, params)

    # --- games -----------------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        config: dict[str, Any],
        options: dict[str, Any],
        parent_id: int | None = None,
    ) -> GameRow:
        """A new game in the lobby; ChannelBusy if the channel already has an open game."""
        now = self._clock()
        try:
            async with self._transaction() as db:
                async with db.execute(
                    "INSERT INTO games (guild_id, channel_id, parent_id, creator_id, status, config, options,"
                    " version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
                    (
                        guild_id,
                        channel_id,
                        parent_id,
                        creator_id,
                        LOBBY,
                        _dump(config),
                        _dump(options),
                        now,
                        now,
                    ),
                ) as cursor:
                    game_id = cursor.lastrowid
                assert game_id is not None
                return await self._fetch_game(db, game_id)
        except sqlite3.IntegrityError as error:
            if _is_channel_busy(error):
                raise ChannelBusy(f"channel {channel_id} already has an open game") from error
            raise

    async def game(self, game_id: int) -> GameRow | None:
        if not storable(game_id):
            return None
        rows = await self._all("SELECT * FROM games WHERE id = ?", (game_id,))
        return _game(rows[0]) if rows else None

    async def channel_game(self, channel_id: int) -> GameRow | None:
        """The channel's game in the lobby or in play, if any (one per channel)."""
        # The statuses are written out so that SQLite can use the partial unique index.
        rows = await self._all(
            f"SELECT * FROM games WHERE channel_id = ? AND {OPEN}",
            (channel_id,),
        )
        return _game(rows[0]) if rows else None

    async def thread_games(self, parent_id: int) -> list[GameRow]:
        """The open games in the threads of a channel, newest first."""
        rows = await self._all(
            f"SELECT * FROM games WHERE parent_id = ? AND {OPEN} AND {PLACED} ORDER BY id DESC", (parent_id,)
        )
        return [_game(row) for row in rows]

    async def member_games(self, guild_id: int, user_id: int) -> list[GameRow]:
        """The member's open games in a server, newest first: those where they hold a seat (not
        left or removed), and the lobbies they created (they start them, seated or not)."""
        rows = await self._all(
            f"SELECT * FROM games WHERE guild_id = ? AND {OPEN} AND {PLACED} AND ("
            " id IN (SELECT game_id FROM seats WHERE user_id = ? AND removed = 0)"
            " OR (status = ? AND creator_id = ?)) ORDER BY id DESC",
            (guild_id, user_id, LOBBY, user_id),
        )
        return [_game(row) for row in rows]

    async def open_games(self) -> list[GameRow]:
        """Every game in play, oldest first."""
        return [
            _game(row)
            for row in await self._all("SELECT * FROM games WHERE status = ? ORDER BY id", (ACTIVE,))
        ]

    async def update_game(self, game_id: int, **fields: Any) -> GameRow:
        """Change lobby-time fields (status, config, options, message ids); not the version.

        Cancelling a game this way also drops its deadlines.
        """
        unknown = set(fields) - UPDATABLE
        if unknown:
            raise ValueError(f"update_game cannot change {sorted(unknown)}, only {sorted(UPDATABLE)}")
        if "status" in fields and fields["status"] not in STATUSES:
            raise ValueError(f"unknown game status {fields['status']!r}")
        if not storable(game_id):
            raise NoSuchGame(game_id)
        values = {name: _dump(value) if name in JSON_FIELDS else value for name, value in fields.items()}
        values["updated_at"] = self._clock()
        # Column names come from UPDATABLE only; every value is a parameter.
        assignments = ", ".join(f"{name} = ?" for name in values)
        try:
            async with self._transaction() as db:
                if not await _run(
                    db, f"UPDATE games SET {assignments} WHERE id = ?", (*values.values(), game_id)
                ):
                    raise NoSuchGame(game_id)
                if fields.get("status") in (OVER, CANCELLED):
                    await _run(db, "DELETE FROM deadlines WHERE game_id = ?", (game_id,))
                return await self._fetch_game(db, game_id)
        except sqlite3.IntegrityError as error:
            if _is_channel_busy(error):
                raise ChannelBusy(f"game {game_id}'s channel already has another open game") from error
            raise

    # --- turn prompts ----------------------------------------------------------------------------

    async def keep_prompt(self, game_id: int, version: int, message_id: int) -> int | None:
        """Make `message_id`, posted for the game at `version`, its newest prompt, unless the game
        has ended or keeps a prompt posted for a later version (a compare-and-swap: two prompts
        stored in the wrong order never leave the older one as the game's). Returns the message to
        retire: the prompt replaced (None if none), or `message_id` itself when it came too late."""
        if not storable(game_id):
            raise NoSuchGame(game_id)
        async with self._transaction() as db:
            game = await self._fetch_game(db, game_id)
            newer = game.turn_message_version is not None and game.turn_message_version > version
            if game.status != ACTIVE or newer:
                return message_id
            await _run(
                db,
                "UPDATE games SET turn_message_id = ?, turn_message_version = ?, updated_at = ? WHERE id = ?",
                (message_id, version, self._clock(), game_id),
            )
            return None if game.turn_message_id == message_id else game.turn_message_id

    async def prompt_retired(self, game_id: int, message_id: int) -> bool:
        """The ended game's last prompt `message_id` has lost its buttons (or is gone for good):
        unmarked, if it is still the game's prompt. Its id stays, and so does `updated_at` (the
        game's end, which history sorts by)."""
        if not storable(game_id):
            return False
        async with self._transaction() as db:
            return bool(
                await _run(
                    db,
                    f"UPDATE games SET turn_message_version = NULL WHERE id = ? AND turn_message_id = ?"
                    f" AND {ENDED}",
                    (game_id, message_id),
                )
            )

    async def ended_with_prompts(self) -> list[GameRow]:
        """The ended games whose last prompt may still show its buttons, oldest first."""
        rows = await self._all(
            f"SELECT * FROM games WHERE turn_message_version IS NOT NULL AND {ENDED} ORDER BY id"
        )
        return [_game(row) for row in rows]

    # --- "I'm back" buttons -------------------------------------------------------------------

    async def keep_back(self, game_id: int, seat: int, message_id: int) -> int | None:
        """Make `message_id` the seat's newest "I'm back" message, unless the game has ended or the
        seat keeps a newer one (Discord's ids grow with time: a post answered late never replaces a
        later one). Returns the message to retire: the one it replaced (None if none), or
        `message_id` itself when it came too late."""
        if not storable(game_id):
            raise NoSuchGame(game_id)
        async with self._transaction() as db:
            game = await self._fetch_game(db, game_id)
            rows = await _rows(
                db, "SELECT back_message_id FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat)
            )
            kept = rows[0]["back_message_id"] if rows else None
            if game.status != ACTIVE or not rows or (kept is not None and kept > message_id):
                return message_id
            await _run(
                db,
                "UPDATE seats SET back_message_id = ? WHERE game_id = ? AND seat = ?",
                (message_id, game_id, seat),
            )
            return None if kept in (None, message_id) else int(kept)

    async def back_retired(self, game_id: int, seat: int, message_id: int) -> bool:
        """The ended game's "I'm back" message `message_id` has lost its button (or is gone for
        good): cleared, if it is still the seat's."""
        if not storable(game_id):
            return False
        async with self._transaction() as db:
            return bool(
                await _run(
                    db,
                    "UPDATE seats SET back_message_id = NULL"
                    " WHERE game_id = ? AND seat = ? AND back_message_id = ?"
                    f" AND (SELECT {ENDED} FROM games WHERE id = seats.game_id)",
                    (game_id, seat, message_id),
                )
            )

    async def backs(self, game_id: int) -> dict[int, int]:
        """The game's seats' "I'm back" messages whose buttons are live: message id by seat."""
        if not storable(game_id):
            return {}
        rows = await self._all(
            "SELECT seat, back_message_id FROM seats WHERE game_id = ? AND back_message_id IS NOT NULL"
            " ORDER BY seat",
            (game_id,),
        )
        return {row["seat"]: row["back_message_id"] for row in rows}

    async def ended_with_backs(self) -> list[GameRow]:
        """The ended games whose seats' "I'm back" messages may still show their buttons, oldest first."""
        rows = await self._all(
            f"SELECT * FROM games WHERE {ENDED} AND id IN"
            " (SELECT game_id FROM seats WHERE back_message_id IS NOT NULL) ORDER BY id"
        )
        return [_game(row) for row in rows]

    # --- seats -----------------------------------------------------------------------------------

    async def seats(self, game_id: int) -> list[SeatRow]:
        if not storable(game_id):
            return []
        rows = await self._all("SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
        return [_seat(row) for row in rows]

    async def add_seat(
        self, game_id: int, user_id: int | None, name: str, *, ai_level: str | None = None
    ) -> SeatRow:
        """Seat a member (or an AI) on the lowest free seat of a game in the lobby, atomically;
        SeatRefused("full" | "seated" | "closed") otherwise."""
        async with self._transaction() as db:
            game = await self._fetch_game(db, game_id)
            if game.status != LOBBY:
                raise SeatRefused("closed")
            taken = {
                row["seat"] for row in await _rows(db, "SELECT seat FROM seats WHERE game_id = ?", (game_id,))
            }
            free = sorted(set(range(int(game.config["players"]))) - taken)
            if not free:
                raise SeatRefused("full")
            seat = SeatRow(game_id, free[0], user_id, name, ai_level=ai_level)
            try:
                await _run(db, INSERT_SEAT, _values(seat))
            except sqlite3.IntegrityError as error:  # the unique (game, member) index
                raise SeatRefused("seated") from error
            return seat

    async def remove_seat(self, game_id: int, seat: int) -> bool:
        """Free a seat of a game in the lobby; False if it was not taken (or the lobby is closed)."""
        if not storable(game_id):
            return False
        async with self._transaction() as db:
            return bool(
                await _run(
                    db,
                    "DELETE FROM seats WHERE game_id = ? AND seat = ?"
                    " AND (SELECT status FROM games WHERE id = ?) = ?",
                    (game_id, seat, game_id, LOBBY),
                )
            )

    async def remove_player(self, game_id: int, user_id: int) -> SeatRow | None:
        """A player leaves a game in play (or is removed): the seat is the autopilot's for good.
        Returns the seat as it is now, or None if they held none or the game is not in play."""
        if not storable(game_id):
            return None
        async with self._transaction() as db:
            # Never in an ended game: its rating was decided on how its seats ended.
            changed = await _run(
                db,
                "UPDATE seats SET removed = 1, autopilot = 1"
                f" WHERE game_id = ? AND user_id = ? AND {IN_PLAY}",
                (game_id, user_id, ACTIVE),
            )
            if not changed:
                return None
            rows = await _rows(
                db, "SELECT * FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            return _seat(rows[0])

    async def set_autopilot(self, game_id: int, seat: int, on: bool) -> SeatRow | None:
        """Switch one seat's autopilot (off also clears its timeouts); None for a removed seat or
        a game not in play."""
        if not storable(game_id):
            return None
        async with self._transaction() as db:
            changed = await _run(
                db,
                "UPDATE seats SET autopilot = ?,"
                " autopilot_streak = CASE WHEN ? THEN autopilot_streak ELSE 0 END"
                f" WHERE game_id = ? AND seat = ? AND removed = 0 AND {IN_PLAY}",
                (int(on), int(on), game_id, seat, ACTIVE),
            )
            if not changed:  # removed, or the game is not in play (an ended game's seats stay)
                return None
            rows = await _rows(
                db, "SELECT * FROM seats WHERE game_id = ? AND seat = ? AND removed = 0", (game_id, seat)
            )
            return _seat(rows[0]) if rows else None

    async def start_game(
        self,
        game_id: int,
        *,
        config: dict[str, Any],
        snapshot: dict[str, Any],
        deadlines: tuple[Deadline, ...] = (),
    ) -> GameRow:
        """Lobby -> active at version 0 with its first deadlines, in one transaction.

        StaleVersion if the game has already left the lobby (a second click on Start) or if a seat
        is free (someone left while Start was pressed).
        """
        _same_game(game_id, deadlines, "deadlines")
        if not storable(game_id):
            raise NoSuchGame(game_id)
        async with self._transaction() as db:
            changed = await _run(
                db,
                "UPDATE games SET status = ?, config = ?, snapshot = ?, version = 0, updated_at = ?"
                " WHERE id = ? AND status = ?"
                " AND (SELECT COUNT(*) FROM seats WHERE game_id = games.id) = ?",
                (ACTIVE, _dump(config), _dump(snapshot), self._clock(), game_id, LOBBY, config["players"]),
            )
            if not changed:
                await self._refuse(db, game_id, "the game is no longer in the lobby, or a seat is free")
            await self._put_deadlines(db, deadlines)
            return await self._fetch_game(db, game_id)

    # --- play ------------------------------------------------------------------------------------

    async def record_move(self, move: Move) -> GameRow:
        """Append the events, write the snapshot, bump the version, replace the turn's deadlines
        (and the acting seat, results and the ratings they change) in ONE transaction; raises
        StaleVersion (storing nothing) on a version mismatch or when the game is not in play any
        more, and NotSeated when the member no longer holds the seat."""
        _check_move(move)
        if not storable(move.game_id):
            raise NoSuchGame(move.game_id)
        now = self._clock()
        async with self._transaction() as db:
            await self._advance(db, move, now)
            await self._append_events(db, move, now)
            # The turn's deadlines go; a prompt still owed stays, unless the game is over.
            gone = KINDS if move.status == OVER else TURN_KINDS
            await _run(db, DELETE_KINDS.format(marks=", ".join("?" * len(gone))), (move.game_id, *gone))
            await self._put_deadlines(db, move.deadlines)
            if move.seat is not None:
                await self._update_seat(db, move.seat, move.actor_id)
            if move.results:
                await self._insert_results(db, move.results, now)
                await self._rate(db, move.game_id)
            ended = await self._fetch_game(db, move.game_id)
            if move.next_game is not None:
                await self._insert_next_game(db, ended, move.next_game, now)
            return ended

    async def events(self, game_id: int) -> list[EventRow]:
        if not storable(game_id):
            return []
        rows = await self._all("SELECT * FROM events WHERE game_id = ? ORDER BY seq", (game_id,))
        return [_event(row) for row in rows]

    # --- deadlines -------------------------------------------------------------------------------

    async def due_deadlines(self, now: float) -> list[Deadline]:
        """Deadlines due at `now` or earlier, soonest first, of games still open (and the score
        sheets of ended games still to post). A deadline whose version is behind its game's is
        stale: the caller skips it."""
        rows = await self._all(f"{DUE} ORDER BY d.due, d.game_id, d.kind", (now, FINISH))
        return [_deadline(row) for row in rows]

    async def claim_deadlines(
        self, now: float, *, kinds: tuple[str, ...] | None = None, everything: bool = False
    ) -> list[Deadline]:
        """Take the due deadlines (of `kinds`; `everything`: due or not) for this process: each is
        pushed back by its retry delay, so that nobody else fires it meanwhile. Returned as they
        were before the claim (their `attempts` counts the earlier claims)."""
        async with self._transaction() as db:
            rows = await _rows(
                db, f"{DUE} ORDER BY d.due, d.game_id, d.kind", (math.inf if everything else now, FINISH)
            )
            claimed = [d for d in map(_deadline, rows) if kinds is None or d.kind in kinds]
            for d in claimed:
                await _run(
                    db,
                    "UPDATE deadlines SET due = ?, attempts = attempts + 1 WHERE game_id = ? AND kind = ?",
                    (now + retry_delay(d.attempts), d.game_id, d.kind),
                )
            return claimed

    async def deadlines(self, game_id: int) -> list[Deadline]:
        """The game's deadlines, soonest first (due or not)."""
        if not storable(game_id):
            return []
        rows = await self._all("SELECT * FROM deadlines WHERE game_id = ? ORDER BY due, kind", (game_id,))
        return [_deadline(row) for row in rows]

    async def put_deadlines(self, game_id: int, deadlines: list[Deadline]) -> None:
        """Add deadlines, each replacing the game's deadline of its kind."""
        _same_game(game_id, deadlines, "deadlines")
        if not storable(game_id):
            raise NoSuchGame(game_id)
        async with self._transaction() as db:
            await self._put_deadlines(db, deadlines)

    async def set_turn_deadlines(self, game_id: int, version: int, deadlines: list[Deadline]) -> bool:
        """Replace the turn's reminder and timer, if the game is in play at `version`."""
        _same_game(game_id, deadlines, "deadlines")
        if not storable(game_id):
            return False
        async with self._transaction() as db:
            rows = await _rows(
                db,
                "SELECT 1 FROM games WHERE id = ? AND version = ? AND status = ?",
                (game_id, version, ACTIVE),
            )
            if not rows:
                return False
            await _run(
                db, DELETE_KINDS.format(marks=", ".join("?" * len(TURN_KINDS))), (game_id, *TURN_KINDS)
            )
            await self._put_deadlines(db, deadlines)
            return True

    async def reschedule(self, deadline: Deadline) -> bool:
        """Set the due, budget and attempts of the game's deadline of that kind, if it is still the
        one set for that version; False otherwise (the game moved on)."""
        if not storable(deadline.game_id):
            return False
        async with self._transaction() as db:
            return bool(
                await _run(
                    db,
                    "UPDATE deadlines SET due = ?, since = ?, seconds_left = ?, attempts = ?"
                    " WHERE game_id = ? AND kind = ? AND version = ?",
                    (
                        deadline.due,
                        deadline.since,
                        deadline.seconds_left,
                        deadline.attempts,
                        deadline.game_id,
                        deadline.kind,
                        deadline.version,
                    ),
                )
            )

    async def drop_deadline(self, game_id: int, kind: str, version: int) -> bool:
        """Remove the game's deadline of `kind` if it is still the one set for `version`."""
        if not storable(game_id):
            return False
        async with self._transaction() as db:
            return bool(
                await _run(
                    db,
                    "DELETE FROM deadlines WHERE game_id = ? AND kind = ? AND version = ?",
                    (game_id, kind, version),
                )
            )

    # --- people ----------------------------------------------------------------------------------

    async def set_pref(self, user_id: int, key: str, value: str) -> None:
        async with self._transaction() as db:
            await _run(
                db,
                "INSERT INTO user_prefs (user_id, key, value) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value",
                (user_id, key, value),
            )

    async def prefs(self, user_id: int) -> dict[str, str]:
        rows = await self._all("SELECT key, value FROM user_prefs WHERE user_id = ? ORDER BY key", (user_id,))
        return {row["key"]: row["value"] for row in rows}

    async def set_server_pref(self, guild_id: int, key: str, value: str | None) -> None:
        async with self._transaction() as db:
            if value is None:
                await _run(db, "DELETE FROM guild_prefs WHERE guild_id = ? AND key = ?", (guild_id, key))
                return
            await _run(
                db,
                "INSERT INTO guild_prefs (guild_id, key, value) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
                (guild_id, key, value),
            )

    async def server_prefs(self, guild_id: int) -> dict[str, str]:
        rows = await self._all(
            "SELECT key, value FROM guild_prefs WHERE guild_id = ? ORDER BY key", (guild_id,)
        )
        return {row["key"]: row["value"] for row in rows}

    async def drop_pref(self, user_id: int, key: str) -> None:
        """Forget one preference of a member (back to its default)."""
        async with self._transaction() as db:
            await _run(db, "DELETE FROM user_prefs WHERE user_id = ? AND key = ?", (user_id, key))

    async def active_games_of(self, user_id: int) -> list[GameRow]:
        """The games in play in which the member holds a seat (in every server), oldest first."""
        rows = await self._all(
            "SELECT g.* FROM games AS g JOIN seats AS s ON s.game_id = g.id"
            " WHERE s.user_id = ? AND s.removed = 0 AND g.status = ? ORDER BY g.id",
            (user_id, ACTIVE),
        )
        return [_game(row) for row in rows]

    async def history(self, channel_id: int, limit: int = 10, *, threads: bool = False) -> list[GameRow]:
        """The channel's finished or cancelled games, newest first (`threads`: with those played in
        the channel's threads)."""
        where = "(channel_id = ? OR parent_id = ?)" if threads else "channel_id = ?"
        places = (channel_id, channel_id) if threads else (channel_id,)
        rows = await self._all(
            f"SELECT * FROM games WHERE {where} AND status IN (?, ?)"
            " ORDER BY updated_at DESC, id DESC LIMIT ?",
            (*places, OVER, CANCELLED, limit),
        )
        return [_game(row) for row in rows]

    async def results(self, game_id: int) -> list[ResultRow]:
        if not storable(game_id):
            return []
        rows = await self._all("SELECT * FROM results WHERE game_id = ? ORDER BY place, seat", (game_id,))
        return [_result(row) for row in rows]

    async def finished_games(
        self, guild_id: int, channel_id: int, *, number: str = "", limit: int = 25
    ) -> list[FinishedGame]:
        """The server's finished games (not cancelled ones): this channel's and its threads'
        first, each part newest first; `number`: only those whose number starts with these digits."""
        if not re.fullmatch(r"[0-9]*", number):
            raise ValueError(f"a game number is digits, not {number!r}")
        rows = await self._all(FINISHED_GAMES, (guild_id, number + "%", channel_id, channel_id, limit))
        return [
            FinishedGame(
                id=row["id"],
                channel_id=row["channel_id"],
                parent_id=row["parent_id"],
                config=json.loads(row["config"]),
                finished_at=row["updated_at"],
                winners=tuple(name for _, name in sorted(json.loads(row["winners"]))),
            )
            for row in rows
        ]

    async def stats(self, guild_id: int, user_id: int) -> tuple[int, int, float | None]:
        """(games played, wins (shared wins count 1), average score) in this server.

        The average is over games scored in points (None without one): a Resource Tokens game's
        score is the resource kinds won, which is no point.
        """
        rows = await self._all(
            "SELECT COUNT(*) AS played, COALESCE(SUM(r.place = 1), 0) AS wins,"
            " AVG(CASE WHEN json_extract(g.config, '$.game') IS NOT 'resources' THEN r.score END)"
            " AS average FROM results r JOIN games g ON g.id = r.game_id"
            " WHERE r.guild_id = ? AND r.user_id = ?",
            (guild_id, user_id),
        )
        average = rows[0]["average"]
        return rows[0]["played"], rows[0]["wins"], None if average is None else float(average)

    # --- ratings ---------------------------------------------------------------------------------

    async def rating_changes(self, game_id: int) -> list[RatingChange]:
        """What a rated game did to its people's ratings, in seat order (none: not rated)."""
        if not storable(game_id):
            return []
        rows = await self._all(
            "SELECT c.* FROM rating_changes AS c JOIN results AS r"
            " ON r.game_id = c.game_id AND r.user_id = c.user_id WHERE c.game_id = ? ORDER BY r.seat",
            (game_id,),
        )
        return [_rating_change(row) for row in rows]

    async def leaderboard(self, guild_id: int, game: str, limit: int) -> list[tuple[int, RatingRow]]:
        """The server's best `limit` ratings in `game` with their ranks (equal ratings share one),
        best first; among equals, more games first."""
        rows = await self._all(
            f"SELECT *, RANK() OVER (ORDER BY {ORDINAL} DESC) AS rank FROM ratings"
            " WHERE guild_id = ? AND game = ? ORDER BY rank, games DESC, user_id LIMIT ?",
            (ratings.Z, guild_id, game, limit),
        )
        return [(row["rank"], _rating(row)) for row in rows]

    async def standing(self, guild_id: int, game: str, user_id: int) -> tuple[int, RatingRow] | None:
        """A member's rank (as `leaderboard` counts it) and rating in this server's `game`."""
        rows = await self._all(
            "SELECT * FROM ratings WHERE guild_id = ? AND game = ? AND user_id = ?", (guild_id, game, user_id)
        )
        if not rows:
            return None
        mine = _rating(rows[0])
        better = await self._all(
            f"SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ? AND {ORDINAL} > ? - ? * ?",
            (guild_id, game, ratings.Z, mine.mu, ratings.Z, mine.sigma),
        )
        return better[0][0] + 1, mine

    async def rated_players(self, guild_id: int, game: str) -> int:
        """How many members of this server have a rating in `game`."""
        rows = await self._all(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ?", (guild_id, game)
        )
        return int(rows[0][0])

    async def latest_rated_game(self, guild_id: int) -> str | None:
        """The game whose ratings changed last in this server, None if none did."""
        rows = await self._all(
            "SELECT game FROM ratings WHERE guild_id = ? ORDER BY updated_at DESC LIMIT 1", (guild_id,)
        )
        return str(rows[0]["game"]) if rows else None

    async def recompute_ratings(self) -> tuple[int, int]:
        """Rebuild every rating (and every game's rating changes) from the stored results, game
        after game in finishing order, as `record_move` rated them, in one transaction; (games
        rated, ratings written). Reads everything first and writes in bulk, so the transaction is
        short even for years of games."""
        async with self._transaction() as db:
            table: dict[tuple[int, str, int], RatingRow] = {}
            changes: list[RatingChange] = []
            for game in _finished_games(await _rows(db, f"{FINISHED} {FINISH_ORDER}")):
                known = ((game.guild_id, game.game, f.user_id) for f in game.finishers)
                current = {key[2]: table[key] for key in known if key in table}
                rows, changed = _rated(game, current)
                table.update(((r.guild_id, r.game, r.user_id), r) for r in rows)
                changes.extend(changed)
            await _run(db, "DELETE FROM rating_changes")
            await _run(db, "DELETE FROM ratings")
            await _run_many(db, PUT_RATING, [_values(r) for r in table.values()])
            await _run_many(db, INSERT_RATING_CHANGE, [_values(c) for c in changes])
            return len({c.game_id for c in changes}), len(table)

    # --- statements used inside transactions -----------------------------------------------------

    async def _fetch_game(self, db: aiosqlite.Connection, game_id: int) -> GameRow:
        if not storable(game_id):
            raise NoSuchGame(game_id)
        rows = await _rows(db, "SELECT * FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise NoSuchGame(game_id)
        return _game(rows[0])

    async def _refuse(self, db: aiosqlite.Connection, game_id: int, why: str) -> NoReturn:
        """A conditional UPDATE matched nothing: NoSuchGame, or StaleVersion saying `why`."""
        game = await self._fetch_game(db, game_id)  # raises NoSuchGame
        raise StaleVersion(f"game {game_id} (version {game.version}, {game.status}): {why}")

    async def _advance(self, db: aiosqlite.Connection, move: Move, now: float) -> None:
        """Write snapshot, status and version if and only if the game is in play at the expected version."""
        version = move.expected_version + len(move.actions)
        changed = await _run(
            db,
            "UPDATE games SET snapshot = ?, status = ?, version = ?, updated_at = ?"
            " WHERE id = ? AND version = ? AND status = ?",
            (_dump(move.snapshot), move.status, version, now, move.game_id, move.expected_version, ACTIVE),
        )
        if not changed:
            await self._refuse(db, move.game_id, f"the move was made on version {move.expected_version}")

    async def _append_events(self, db: aiosqlite.Connection, move: Move, now: float) -> None:
        first = move.expected_version + 1
        for i, text in enumerate(move.actions):
            await _run(db, INSERT_EVENT, _values(EventRow(move.game_id, first + i, move.actor_id, text, now)))

    async def _update_seat(self, db: aiosqlite.Connection, seat: SeatRow, actor_id: int | None) -> None:
        """The acting seat's autopilot state; a member's move only while they still hold the seat."""
        sql = "UPDATE seats SET autopilot = ?, autopilot_streak = ? WHERE game_id = ? AND seat = ?"
        params: tuple[Any, ...] = (int(seat.autopilot), seat.autopilot_streak, seat.game_id, seat.seat)
        if actor_id is not None:
            sql += " AND user_id = ? AND removed = 0"
            params += (actor_id,)
        if not await _run(db, sql, params):
            raise NotSeated(f"game {seat.game_id}: seat {seat.seat} is not {actor_id}'s any more")

    async def _insert_next_game(
        self, db: aiosqlite.Connection, ended: GameRow, nxt: NextGame, now: float
    ) -> None:
        """The series' next game, in play at version 0 in the same channel (or thread) with the same
        seats."""
        async with db.execute(
            "INSERT INTO games (guild_id, channel_id, parent_id, creator_id, status, config, options,"
            " snapshot, version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
            (
                ended.guild_id,
                ended.channel_id,
                ended.parent_id,
                ended.creator_id,
                ACTIVE,
                _dump(nxt.config),
                _dump(nxt.options),
                _dump(nxt.snapshot),
                now,
                now,
            ),
        ) as cursor:
            game_id = cursor.lastrowid
        assert game_id is not None
        for seat in nxt.seats:
            await _run(db, INSERT_SEAT, _values(dataclasses.replace(seat, game_id=game_id)))
        await self._put_deadlines(db, (dataclasses.replace(d, game_id=game_id) for d in nxt.deadlines))

    async def _put_deadlines(self, db: aiosqlite.Connection, rows: Iterable[Deadline]) -> None:
        for row in rows:
            await _run(db, PUT_DEADLINE, _values(row))

    async def _insert_results(self, db: aiosqlite.Connection, rows: Iterable[ResultRow], now: float) -> None:
        """The game's results, stamped with the commit's time, strictly after every earlier game's:
        finishing order (finished_at, game_id) is then the order the games were rated in, which
        the recompute follows, even when the clock stands still or steps back."""
        found = await _rows(db, "SELECT MAX(finished_at) FROM results")
        last = found[0][0]
        stamp = now if last is None or now > last else math.nextafter(last, math.inf)
        for row in rows:
            await _run(db, INSERT_RESULT, _values(dataclasses.replace(row, finished_at=stamp)))

    async def _rate(self, db: aiosqlite.Connection, game_id: int) -> None:
        """Rate a game whose results were just written (if it counts), reading and writing the
        ratings inside the same transaction: no other game's update can come in between."""
        for game in _finished_games(
            await _rows(db, f"{FINISHED} WHERE r.game_id = ? {FINISH_ORDER}", (game_id,))
        ):
            if not ratings.judge(game.finishers).counted:
                continue
            people = [f.user_id for f in game.finishers if f.user_id is not None]
            marks = ", ".join("?" * len(people))
            current = await _rows(
                db,
                f"SELECT * FROM ratings WHERE guild_id = ? AND game = ? AND user_id IN ({marks})",
                (game.guild_id, game.game, *people),
            )
            rows, changes = _rated(game, {r.user_id: r for r in map(_rating, current)})
            for row in rows:
                await _run(db, PUT_RATING, _values(row))
            for change in changes:
                await _run(db, INSERT_RATING_CHANGE, _values(change))


OPEN = f"status IN ('{LOBBY}', '{ACTIVE}')"
# Written out as the partial index games_prompt_to_retire has it, so that SQLite can use it.
ENDED = f"status IN ('{OVER}', '{CANCELLED}')"
# A server's finished games, the channel's first (params: guild, number prefix, channel, limit).
# The status is written out so that SQLite can use the partial index games_over_by_guild; the
# winners' names come as [seat, name] pairs (json_group_array keeps no promised order).
FINISHED_GAMES = (
    "SELECT g.id, g.channel_id, g.parent_id, g.config, g.updated_at,"
    " (SELECT json_group_array(json_array(s.seat, s.name)) FROM results AS r"
    "  JOIN seats AS s ON s.game_id = r.game_id AND s.seat = r.seat"
    "  WHERE r.game_id = g.id AND r.place = 1) AS winners"
    f" FROM games AS g WHERE g.guild_id = ? AND g.status = '{OVER}' AND CAST(g.id AS TEXT) LIKE ?"
    " ORDER BY (g.channel_id = ? OR g.parent_id = ?) DESC, g.updated_at DESC, g.id DESC LIMIT ?"
)
IN_PLAY = "(SELECT status FROM games WHERE id = seats.game_id) = ?"  # param: ACTIVE
ORDINAL = "(mu - ? * sigma)"  # param: ratings.Z; the conservative rating the leaderboard sorts by
# Every seat of every finished game as the counting rule sees it, with the game's server, game
# and finishing time (the latest of its results' stamps; they share one). The window is computed
# after WHERE, so one game's rating reads that game's rows only.
FINISHED = (
    "SELECT r.game_id, r.guild_id, COALESCE(json_extract(g.config, '$.game'), 'origins') AS game,"
    " MAX(r.finished_at) OVER (PARTITION BY r.game_id) AS finished, r.seat, r.user_id, r.place,"
    " COALESCE(s.autopilot, 0) AS autopilot, COALESCE(s.removed, 0) AS removed"
    " FROM results AS r JOIN games AS g ON g.id = r.game_id"
    " LEFT JOIN seats AS s ON s.game_id = r.game_id AND s.seat = r.seat"
)
FINISH_ORDER = "ORDER BY finished, r.game_id, r.seat"
# A lobby waits under a negative channel id (the creating command's, negated) while its thread is
# being opened: if the bot stops right then, the lobby stays out of every listing.
PLACED = "channel_id > 0"
DELETE_KINDS = "DELETE FROM deadlines WHERE game_id = ? AND kind IN ({marks})"
# Due deadlines of open games, and the score sheets of ended games (params: now, FINISH).
DUE = (
    "SELECT d.* FROM deadlines AS d JOIN games AS g ON g.id = d.game_id"
    f" WHERE d.due <= ? AND (g.{OPEN} OR (g.status = '{OVER}' AND d.kind = ?))"
)


async def _run(db: aiosqlite.Connection, sql: str, params: tuple[Any, ...] = ()) -> int:
    """Execute one statement, its cursor closed in aiosqlite's thread; the rows it changed."""
    async with db.execute(sql, params) as cursor:
        return cursor.rowcount


async def _run_many(db: aiosqlite.Connection, sql: str, params: list[tuple[Any, ...]]) -> None:
    """Execute one statement for each parameter tuple, its cursor closed in aiosqlite's thread."""
    if params:
        async with db.executemany(sql, params):
            pass


@dataclasses.dataclass(frozen=True)
class _Finished:
    """A finished game as the ratings see it."""

    game_id: int
    guild_id: int
    game: str
    finished_at: float
    finishers: tuple[ratings.Finisher, ...]


def _finished_games(rows: Iterable[sqlite3.Row]) -> list[_Finished]:
    """The rows of FINISHED (ordered by game) grouped into games."""
    games: list[_Finished] = []
    for row in rows:
        finisher = ratings.Finisher(
            row["seat"], row["user_id"], row["place"], bool(row["autopilot"]), bool(row["removed"])
        )
        if games and games[-1].game_id == row["game_id"]:
            games[-1] = dataclasses.replace(games[-1], finishers=(*games[-1].finishers, finisher))
        else:
            games.append(
                _Finished(row["game_id"], row["guild_id"], row["game"], row["finished"], (finisher,))
            )
    return games


def _rated(game: _Finished, current: dict[int, RatingRow]) -> tuple[list[RatingRow], list[RatingChange]]:
    """The ratings a finished game leaves its people with (none if it does not count), and what it
    changed; `current`: the people's ratings before it. The one rule both the incremental update
    and the recompute apply."""
    if not ratings.judge(game.finishers).counted:
        return [], []
    before = {user: ratings.Skill(row.mu, row.sigma) for user, row in current.items()}
    after = ratings.settle(game.finishers, before)
    rows, changes = [], []
    for user, skill in after.items():
        old = before.get(user, ratings.NEWCOMER)
        games = current[user].games + 1 if user in current else 1
        rows.append(RatingRow(game.guild_id, game.game, user, skill.mu, skill.sigma, games, game.finished_at))
        changes.append(RatingChange(game.game_id, user, old.mu, old.sigma, skill.mu, skill.sigma))
    return rows, changes


async def _rows(db: aiosqlite.Connection, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
    """Execute one query and fetch every row, its cursor closed in aiosqlite's thread."""
    async with db.execute(sql, params) as cursor:
        return list(await cursor.fetchall())


def _check_move(move: Move) -> None:
    """Refuse a malformed move before touching the database."""
    if not move.actions:
        raise ValueError("a move needs at least one action")
    if move.status == LOBBY or move.status not in STATUSES:
        raise ValueError(f"a move cannot leave the game {move.status!r}")
    _same_game(move.game_id, move.deadlines, "deadlines")
    kinds = [d.kind for d in move.deadlines]
    for kind in kinds:
        if kinds.count(kind) > 1:  # a game has one deadline of a kind: the second would replace it
            raise ValueError(f"a move with two {kind} deadlines")
    _same_game(move.game_id, (move.seat,) if move.seat is not None else (), "seats")
    _same_game(move.game_id, move.results, "results")
    if move.next_game is not None and move.status != OVER:
        raise ValueError("a series' next game comes only with the last move")
