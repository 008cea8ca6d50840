"""Finished games' results in PostgreSQL, written by the last move, and what is read from them."""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Sequence

from bot.store.postgres.connection import Connection, Db, Record, build, insert, values
from bot.store.rows import OVER, FinishedGame, ResultRow, storable

INSERT_RESULT = insert("results", ResultRow)
# A server's finished games, the channel's first (params: guild, number prefix, channel, limit);
# the winners' names in seat order.
FINISHED_GAMES = (
    "SELECT g.id, g.channel_id, g.parent_id, g.config, g.updated_at,"
    " ARRAY(SELECT s.name FROM results AS r JOIN seats AS s ON s.game_id = r.game_id AND s.seat = r.seat"
    "  WHERE r.game_id = g.id AND r.place = 1 ORDER BY s.seat) AS winners"
    f" FROM games AS g WHERE g.guild_id = $1 AND g.status = '{OVER}' AND CAST(g.id AS TEXT) LIKE $2"
    " ORDER BY (g.channel_id = $3 OR COALESCE(g.parent_id = $3, FALSE)) DESC, g.updated_at DESC, g.id DESC"
    " LIMIT $4"
)
# A Resource Tokens game's score is the resource kinds won, which is no point: not averaged.
STATS = (
    "SELECT COUNT(*) AS played, COUNT(*) FILTER (WHERE r.place = 1) AS wins,"
    " AVG(CASE WHEN g.config->>'game' IS DISTINCT FROM 'resources' THEN r.score END)::float8"
    " AS average FROM results r JOIN games g ON g.id = r.game_id"
    " WHERE r.guild_id = $1 AND r.user_id = $2"
)


def result_row(row: Record) -> ResultRow:
    return build(ResultRow, row)


async def lock_servers(db: Db, guilds: Sequence[int]) -> None:
    """Take the servers' rating locks until the transaction ends: a server's games are stamped
    and rated one after the other, whichever process stores them (in id order: no deadlock)."""
    for guild in sorted(set(guilds)):
        await db.execute("SELECT pg_advisory_xact_lock($1)", guild)


async def put(db: Db, results: Sequence[ResultRow], now: float) -> None:
    """The game's results, stamped with the commit's time, strictly after every earlier game's of
    its server (under the server's lock): finishing order (finished_at, game_id) is then the order
    the server's games were rated in, which the recompute follows, even when the clock stands
    still or steps back."""
    await lock_servers(db, [r.guild_id for r in results])
    last = await db.fetchval(
        "SELECT MAX(finished_at) FROM results WHERE guild_id = ANY($1::bigint[])",
        [r.guild_id for r in results],
    )
    stamp = now if last is None or now > last else math.nextafter(last, math.inf)
    await db.executemany(INSERT_RESULT, [values(dataclasses.replace(r, finished_at=stamp)) for r in results])


class Results(Connection):
    """`bot.store.ResultStore` over PostgreSQL."""

    async def results(self, game_id: int) -> list[ResultRow]:
        if not storable(game_id):
            return []
        found = await self._all("SELECT * FROM results WHERE game_id = $1 ORDER BY place, seat", game_id)
        return [result_row(row) for row in found]

    async def finished_games(
        self, guild_id: int, channel_id: int, *, number: str = "", limit: int = 25
    ) -> list[FinishedGame]:
        """The server's finished games (not cancelled ones): this channel's and its threads'
        first, each part newest first; `number`: only those whose number starts with these digits."""
        if not re.fullmatch(r"[0-9]*", number):
            raise ValueError(f"a game number is digits, not {number!r}")
        found = await self._all(
            FINISHED_GAMES, guild_id, number + "%", channel_id, None if limit < 0 else limit
        )
        return [
            FinishedGame(
                id=row["id"],
                channel_id=row["channel_id"],
                parent_id=row["parent_id"],
                config=row["config"],
                finished_at=row["updated_at"],
                winners=tuple(row["winners"]),
            )
            for row in found
        ]

    async def stats(self, guild_id: int, user_id: int) -> tuple[int, int, float | None]:
        """(games played, wins (shared wins count 1), average score) in this server.

        The average is over games scored in points (None without one): a Resource Tokens game's
        score is the resource kinds won, which is no point.
        """
        found = await self._all(STATS, guild_id, user_id)
        average = found[0]["average"]
        return found[0]["played"], found[0]["wins"], None if average is None else float(average)
