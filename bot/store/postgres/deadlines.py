"""Deadlines in PostgreSQL: one row per game and kind, each set for one game version. Due ones
are claimed `FOR UPDATE SKIP LOCKED`: two processes polling at once never take the same one."""

from __future__ import annotations

import math
from collections.abc import Iterable

from bot.store.errors import NoSuchGame
from bot.store.postgres.connection import Connection, Db, Record, build, in_shards, insert, run, values
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

PUT_DEADLINE = insert("deadlines", Deadline, replace_on=("game_id", "kind"))
# Due deadlines of open games, and the score sheets of ended games (params: now, FINISH).
DUE = (
    "SELECT d.* FROM deadlines AS d JOIN games AS g ON g.id = d.game_id"
    f" WHERE d.due <= $1 AND (g.status IN ('{LOBBY}', '{ACTIVE}') OR (g.status = '{OVER}' AND d.kind = $2))"
)
SOONEST = "ORDER BY d.due, d.game_id, d.kind"


def deadline_row(row: Record) -> Deadline:
    return build(Deadline, row)


async def put(db: Db, deadlines: Iterable[Deadline]) -> None:
    """Each replaces the game's deadline of its kind."""
    rows = [values(deadline) for deadline in deadlines]
    if rows:
        await db.executemany(PUT_DEADLINE, rows)


async def drop_kinds(db: Db, game_id: int, kinds: tuple[str, ...]) -> None:
    await run(db, "DELETE FROM deadlines WHERE game_id = $1 AND kind = ANY($2::text[])", game_id, list(kinds))


async def drop_all(db: Db, game_id: int) -> None:
    await run(db, "DELETE FROM deadlines WHERE game_id = $1", game_id)


async def drop(db: Db, game_id: int, kind: str, version: int) -> bool:
    """The game's deadline of `kind` goes if it is still the one set for `version`."""
    return bool(
        await run(
            db,
            "DELETE FROM deadlines WHERE game_id = $1 AND kind = $2 AND version = $3",
            game_id,
            kind,
            version,
        )
    )


class Deadlines(Connection):
    """`bot.store.DeadlineStore` over PostgreSQL."""

    async def due_deadlines(self, now: float, *, shards: Shards | None = None) -> list[Deadline]:
        """Deadlines due at `now` or earlier, soonest first, of games still open (and the score
        sheets of ended games still to post), of the servers of `shards`. A deadline whose version
        is behind its game's is stale: the caller skips it."""
        where, params = in_shards(shards, 3, "g.guild_id")
        found = await self._all(f"{DUE}{where} {SOONEST}", now, FINISH, *params)
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
        `shards`) for this process: each is
        pushed back by its retry delay, so that nobody else fires it meanwhile. The rows another
        process is claiming right now are skipped (SKIP LOCKED), and one it has just claimed is
        due later when this one looks. Returned as they were before the claim."""
        of_kinds = "($3::text[] IS NULL OR d.kind = ANY($3::text[]))"
        where, params = in_shards(shards, 4, "g.guild_id")
        sql = f"{DUE} AND {of_kinds}{where} {SOONEST} FOR UPDATE OF d SKIP LOCKED"
        async with self.transaction() as db:
            found = await db.fetch(
                sql, math.inf if everything else now, FINISH, None if kinds is None else list(kinds), *params
            )
            claimed = [deadline_row(row) for row in found]
            if claimed:
                await db.executemany(
                    "UPDATE deadlines SET due = $1, attempts = attempts + 1 WHERE game_id = $2 AND kind = $3",
                    [(now + retry_delay(d.attempts), d.game_id, d.kind) for d in claimed],
                )
            return claimed

    async def deadlines(self, game_id: int) -> list[Deadline]:
        """The game's deadlines, soonest first (due or not)."""
        if not storable(game_id):
            return []
        found = await self._all("SELECT * FROM deadlines WHERE game_id = $1 ORDER BY due, kind", game_id)
        return [deadline_row(row) for row in found]

    async def put_deadlines(self, game_id: int, deadlines: list[Deadline]) -> None:
        """Add deadlines, each replacing the game's deadline of its kind."""
        same_game(game_id, deadlines, "deadlines")
        if not storable(game_id):
            raise NoSuchGame(game_id)
        async with self.transaction() as db:
            await put(db, deadlines)

    async def set_turn_deadlines(self, game_id: int, version: int, deadlines: list[Deadline]) -> bool:
        """Replace the turn's reminder and timer, if the game is in play at `version` (its row
        held FOR SHARE meanwhile: a move waits for this to commit, and then replaces them)."""
        same_game(game_id, deadlines, "deadlines")
        if not storable(game_id):
            return False
        async with self.transaction() as db:
            found = await db.fetchrow(
                "SELECT 1 FROM games WHERE id = $1 AND version = $2 AND status = $3 FOR SHARE",
                game_id,
                version,
                ACTIVE,
            )
            if found is None:
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
                    "UPDATE deadlines SET due = $1, since = $2, seconds_left = $3, attempts = $4"
                    " WHERE game_id = $5 AND kind = $6 AND version = $7",
                    deadline.due,
                    deadline.since,
                    deadline.seconds_left,
                    deadline.attempts,
                    deadline.game_id,
                    deadline.kind,
                    deadline.version,
                )
            )

    async def drop_deadline(self, game_id: int, kind: str, version: int) -> bool:
        """Remove the game's deadline of `kind` if it is still the one set for `version`."""
        if not storable(game_id):
            return False
        async with self.transaction() as db:
            return await drop(db, game_id, kind, version)
