"""Deadlines in SQLite: one row per game and kind, each set for one game version."""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Iterable

from bot.store.errors import NoSuchGame
from bot.store.rows import (
    ACTIVE,
    FINISH,
    LOBBY,
    OVER,
    TURN_KINDS,
    Deadline,
    Shards,
    retry_delay,
    same_game,
    storable,
)
from bot.store.sqlite.connection import Connection, Db, build, in_shards, insert, marks, rows, run, values

PUT_DEADLINE = insert("deadlines", Deadline, replace=True)
# Due deadlines of open games, and the score sheets of ended games (params: now, FINISH).
DUE = (
    "SELECT d.* FROM deadlines AS d JOIN games AS g ON g.id = d.game_id"
    f" WHERE d.due <= ? AND (g.status IN ('{LOBBY}', '{ACTIVE}') OR (g.status = '{OVER}' AND d.kind = ?))"
)


def deadline_row(row: sqlite3.Row) -> Deadline:
    return build(Deadline, row)


async def put(db: Db, deadlines: Iterable[Deadline]) -> None:
    """Each replaces the game's deadline of its kind."""
    for deadline in deadlines:
        await run(db, PUT_DEADLINE, values(deadline))


async def drop_kinds(db: Db, game_id: int, kinds: tuple[str, ...]) -> None:
    await run(db, f"DELETE FROM deadlines WHERE game_id = ? AND kind IN ({marks(kinds)})", (game_id, *kinds))


async def drop_all(db: Db, game_id: int) -> None:
    await run(db, "DELETE FROM deadlines WHERE game_id = ?", (game_id,))


async def drop(db: Db, game_id: int, kind: str, version: int) -> bool:
    """The game's deadline of `kind` goes if it is still the one set for `version`."""
    return bool(
        await run(
            db,
            "DELETE FROM deadlines WHERE game_id = ? AND kind = ? AND version = ?",
            (game_id, kind, version),
        )
    )


class Deadlines(Connection):
    """`bot.store.DeadlineStore` over SQLite."""

    async def due_deadlines(self, now: float, *, shards: Shards | None = None) -> list[Deadline]:
        """Deadlines due at `now` or earlier, soonest first, of games still open (and the score
        sheets of ended games still to post), of the servers of `shards`. A deadline whose version
        is behind its game's is stale: the caller skips it."""
        where, params = in_shards(shards, "g.guild_id")
        found = await self._all(f"{DUE}{where} ORDER BY d.due, d.game_id, d.kind", (now, FINISH, *params))
        return [deadline_row(row) for row in found]

    async def claim_deadlines(
        self,
        now: float,
        *,
        kinds: tuple[str, ...] | None = None,
        everything: bool = False,
        shards: Shards | None = None,
    ) -> list[Deadline]:
        """Take the due deadlines (of `kinds`; `everything`: due or not; of the servers of
        `shards`) for this process: each is pushed back by its retry delay, so that nobody else
        fires it meanwhile. Returned as they were before the claim (their `attempts` counts the
        earlier claims). One transaction: of two processes claiming at once, one takes each."""
        where, params = in_shards(shards, "g.guild_id")
        async with self.transaction() as db:
            found = await rows(
                db,
                f"{DUE}{where} ORDER BY d.due, d.game_id, d.kind",
                (math.inf if everything else now, FINISH, *params),
            )
            claimed = [d for d in map(deadline_row, found) if kinds is None or d.kind in kinds]
            for d in claimed:
                await run(
                    db,
                    "UPDATE deadlines SET due = ?, attempts = attempts + 1 WHERE game_id = ? AND kind = ?",
                    (now + retry_delay(d.attempts), d.game_id, d.kind),
                )
            return claimed

    async def deadlines(self, game_id: int) -> list[Deadline]:
        """The game's deadlines, soonest first (due or not)."""
        if not storable(game_id):
            return []
        found = await self._all("SELECT * FROM deadlines WHERE game_id = ? ORDER BY due, kind", (game_id,))
        return [deadline_row(row) for row in found]

    async def put_deadlines(self, game_id: int, deadlines: list[Deadline]) -> None:
        """Add deadlines, each replacing the game's deadline of its kind."""
        same_game(game_id, deadlines, "deadlines")
        if not storable(game_id):
            raise NoSuchGame(game_id)
        async with self.transaction() as db:
            await put(db, deadlines)

    async def set_turn_deadlines(self, game_id: int, version: int, deadlines: list[Deadline]) -> bool:
        """Replace the turn's reminder and timer, if the game is in play at `version`."""
        same_game(game_id, deadlines, "deadlines")
        if not storable(game_id):
            return False
        async with self.transaction() as db:
            found = await rows(
                db,
                "SELECT 1 FROM games WHERE id = ? AND version = ? AND status = ?",
                (game_id, version, ACTIVE),
            )
            if not found:
                return False
            await drop_kinds(db, game_id, TURN_KINDS)
            await put(db, deadlines)
            return True

    async def reschedule(self, deadline: Deadline) -> bool:
        """Set the due, budget and attempts of the game's deadline of that kind, if it is still the
        one set for that version; False otherwise (the game moved on)."""
        if not storable(deadline.game_id):
            return False
        async with self.transaction() as db:
            return bool(
                await run(
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
        async with self.transaction() as db:
            return await drop(db, game_id, kind, version)
