"""Seats in PostgreSQL: one row per seat, changed one row at a time. A lobby's seats change under
its game's row lock (taken first, FOR UPDATE), so that two Join clicks, a Leave and a Start
racing from several processes see each other's seats; in play, each condition (a game in play,
a member still seated) is checked by the statement that writes."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

import asyncpg

from bot.store.errors import NoSuchGame, NotSeated, SeatRefused
from bot.store.postgres.connection import Connection, Db, Record, build, insert, run, values
from bot.store.rows import ACTIVE, LOBBY, SeatRow, storable

INSERT_SEAT = insert("seats", SeatRow)
SEAT_COLUMNS = ", ".join(f.name for f in dataclasses.fields(SeatRow))


def seat_row(row: Record) -> SeatRow:
    return build(SeatRow, row)


async def of_game(db: Db, game_id: int) -> list[SeatRow]:
    """The game's seats in seat order."""
    return [
        seat_row(row)
        for row in await db.fetch("SELECT * FROM seats WHERE game_id = $1 ORDER BY seat", game_id)
    ]


async def put(db: Db, game_id: int, seated: Iterable[SeatRow]) -> None:
    """Seat them at game `game_id` (a series' next game takes the seats of the one before)."""
    rows = [values(dataclasses.replace(seat, game_id=game_id)) for seat in seated]
    if rows:
        await db.executemany(INSERT_SEAT, rows)


async def update_acting(db: Db, seat: SeatRow, actor_id: int | None) -> None:
    """The acting seat's autopilot state; a member's move only while they still hold the seat."""
    sql = "UPDATE seats SET autopilot = $1, autopilot_streak = $2 WHERE game_id = $3 AND seat = $4"
    params: tuple[Any, ...] = (seat.autopilot, seat.autopilot_streak, seat.game_id, seat.seat)
    if actor_id is not None:
        sql += " AND user_id = $5 AND NOT removed"
        params += (actor_id,)
    if not await run(db, sql, *params):
        raise NotSeated(f"game {seat.game_id}: seat {seat.seat} is not {actor_id}'s any more")


async def in_play(db: Db, game_id: int) -> bool:
    """Whether the game is in play, its row held FOR SHARE until the transaction ends: a move
    (which locks the row to write it) waits, so that an ended game's seats never change after
    its rating read them."""
    found = await db.fetchrow("SELECT status FROM games WHERE id = $1 FOR SHARE", game_id)
    return found is not None and found["status"] == ACTIVE


class Seats(Connection):
    """`bot.store.SeatStore` over PostgreSQL."""

    async def seats(self, game_id: int) -> list[SeatRow]:
        if not storable(game_id):
            return []
        found = await self._all("SELECT * FROM seats WHERE game_id = $1 ORDER BY seat", game_id)
        return [seat_row(row) for row in found]

    async def add_seat(
        self, game_id: int, user_id: int | None, name: str, *, ai_level: str | None = None
    ) -> SeatRow:
        """Seat a member (or an AI) on the lowest free seat of a game in the lobby, atomically;
        SeatRefused("full" | "seated" | "closed") otherwise."""
        if not storable(game_id):
            raise NoSuchGame(game_id)
        async with self.transaction() as db:
            found = await db.fetchrow("SELECT status, config FROM games WHERE id = $1 FOR UPDATE", game_id)
            if found is None:
                raise NoSuchGame(game_id)
            if found["status"] != LOBBY:
                raise SeatRefused("closed")
            taken = {
                row["seat"] for row in await db.fetch("SELECT seat FROM seats WHERE game_id = $1", game_id)
            }
            free = sorted(set(range(int(found["config"]["players"]))) - taken)
            if not free:
                raise SeatRefused("full")
            seat = SeatRow(game_id, free[0], user_id, name, ai_level=ai_level)
            try:
                # A savepoint: the refusal is an answer, and the transaction must still end cleanly.
                async with db.transaction():
                    await db.execute(INSERT_SEAT, *values(seat))
            except asyncpg.UniqueViolationError as error:  # the unique (game, member) index
                raise SeatRefused("seated") from error
            return seat

    async def remove_seat(self, game_id: int, seat: int) -> bool:
        """Free a seat of a game in the lobby; False if it was not taken (or the lobby is closed)."""
        if not storable(game_id):
            return False
        async with self.transaction() as db:
            found = await db.fetchrow("SELECT status FROM games WHERE id = $1 FOR UPDATE", game_id)
            if found is None or found["status"] != LOBBY:
                return False
            return bool(await run(db, "DELETE FROM seats WHERE game_id = $1 AND seat = $2", game_id, seat))

    async def remove_player(self, game_id: int, user_id: int) -> SeatRow | None:
        """A player leaves a game in play (or is removed): the seat is the autopilot's for good.
        Returns the seat as it is now, or None if they held none or the game is not in play."""
        if not storable(game_id):
            return None
        async with self.transaction() as db:
            # Never in an ended game: its rating was decided on how its seats ended.
            if not await in_play(db, game_id):
                return None
            found = await db.fetchrow(
                "UPDATE seats SET removed = TRUE, autopilot = TRUE"
                f" WHERE game_id = $1 AND user_id = $2 RETURNING {SEAT_COLUMNS}",
                game_id,
                user_id,
            )
            return None if found is None else seat_row(found)

    async def set_autopilot(self, game_id: int, seat: int, on: bool) -> SeatRow | None:
        """Switch one seat's autopilot (off also clears its timeouts); None for a removed seat or
        a game not in play."""
        if not storable(game_id):
            return None
        async with self.transaction() as db:
            if not await in_play(db, game_id):  # an ended game's seats stay
                return None
            found = await db.fetchrow(
                "UPDATE seats SET autopilot = $1,"
                " autopilot_streak = CASE WHEN $1 THEN autopilot_streak ELSE 0 END"
                f" WHERE game_id = $2 AND seat = $3 AND NOT removed RETURNING {SEAT_COLUMNS}",
                on,
                game_id,
                seat,
            )
            return None if found is None else seat_row(found)
