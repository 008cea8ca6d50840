"""Seats in SQLite: one row per seat, changed one row at a time, each condition (a free seat, a
game in the lobby or in play, a member still seated) checked by the statement that writes."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from collections.abc import Iterable
from typing import Any

from bot.store.errors import NoSuchGame, NotSeated, SeatRefused
from bot.store.rows import ACTIVE, LOBBY, SeatRow, storable
from bot.store.sqlite.connection import Connection, Db, build, insert, rows, run, values

INSERT_SEAT = insert("seats", SeatRow)
IN_PLAY = "(SELECT status FROM games WHERE id = seats.game_id) = ?"  # param: ACTIVE


def seat_row(row: sqlite3.Row) -> SeatRow:
    return build(SeatRow, row, autopilot=bool(row["autopilot"]), removed=bool(row["removed"]))


async def of_game(db: Db, game_id: int) -> list[SeatRow]:
    """The game's seats in seat order."""
    return [
        seat_row(row)
        for row in await rows(db, "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
    ]


async def put(db: Db, game_id: int, seated: Iterable[SeatRow]) -> None:
    """Seat them at game `game_id` (a series' next game takes the seats of the one before)."""
    for seat in seated:
        await run(db, INSERT_SEAT, values(dataclasses.replace(seat, game_id=game_id)))


async def update_acting(db: Db, seat: SeatRow, actor_id: int | None) -> None:
    """The acting seat's autopilot state; a member's move only while they still hold the seat."""
    sql = "UPDATE seats SET autopilot = ?, autopilot_streak = ? WHERE game_id = ? AND seat = ?"
    params: tuple[Any, ...] = (int(seat.autopilot), seat.autopilot_streak, seat.game_id, seat.seat)
    if actor_id is not None:
        sql += " AND user_id = ? AND removed = 0"
        params += (actor_id,)
    if not await run(db, sql, params):
        raise NotSeated(f"game {seat.game_id}: seat {seat.seat} is not {actor_id}'s any more")


class Seats(Connection):
    """`bot.store.SeatStore` over SQLite."""

    async def seats(self, game_id: int) -> list[SeatRow]:
        if not storable(game_id):
            return []
        found = await self._all("SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
        return [seat_row(row) for row in found]

    async def add_seat(
        self, game_id: int, user_id: int | None, name: str, *, ai_level: str | None = None
    ) -> SeatRow:
        """Seat a member (or an AI) on the lowest free seat of a game in the lobby, atomically;
        SeatRefused("full" | "seated" | "closed") otherwise."""
        if not storable(game_id):
            raise NoSuchGame(game_id)
        async with self.transaction() as db:
            found = await rows(db, "SELECT status, config FROM games WHERE id = ?", (game_id,))
            if not found:
                raise NoSuchGame(game_id)
            if found[0]["status"] != LOBBY:
                raise SeatRefused("closed")
            taken = {
                row["seat"] for row in await rows(db, "SELECT seat FROM seats WHERE game_id = ?", (game_id,))
            }
            free = sorted(set(range(int(json.loads(found[0]["config"])["players"]))) - taken)
            if not free:
                raise SeatRefused("full")
            seat = SeatRow(game_id, free[0], user_id, name, ai_level=ai_level)
            try:
                await run(db, INSERT_SEAT, values(seat))
            except sqlite3.IntegrityError as error:  # the unique (game, member) index
                raise SeatRefused("seated") from error
            return seat

    async def remove_seat(self, game_id: int, seat: int) -> bool:
        """Free a seat of a game in the lobby; False if it was not taken (or the lobby is closed)."""
        if not storable(game_id):
            return False
        async with self.transaction() as db:
            return bool(
                await run(
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
        async with self.transaction() as db:
            # Never in an ended game: its rating was decided on how its seats ended.
            changed = await run(
                db,
                "UPDATE seats SET removed = 1, autopilot = 1"
                f" WHERE game_id = ? AND user_id = ? AND {IN_PLAY}",
                (game_id, user_id, ACTIVE),
            )
            if not changed:
                return None
            found = await rows(
                db, "SELECT * FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            return seat_row(found[0])

    async def set_autopilot(self, game_id: int, seat: int, on: bool) -> SeatRow | None:
        """Switch one seat's autopilot (off also clears its timeouts); None for a removed seat or
        a game not in play."""
        if not storable(game_id):
            return None
        async with self.transaction() as db:
            changed = await run(
                db,
                "UPDATE seats SET autopilot = ?,"
                " autopilot_streak = CASE WHEN ? THEN autopilot_streak ELSE 0 END"
                f" WHERE game_id = ? AND seat = ? AND removed = 0 AND {IN_PLAY}",
                (int(on), int(on), game_id, seat, ACTIVE),
            )
            if not changed:  # removed, or the game is not in play (an ended game's seats stay)
                return None
            found = await rows(
                db, "SELECT * FROM seats WHERE game_id = ? AND seat = ? AND removed = 0", (game_id, seat)
            )
            return seat_row(found[0]) if found else None
