"""Finished games' results in SQLite, written by the last move, and what is read from them."""

from __future__ import annotations

import dataclasses
import json
import math
import re
import sqlite3
from collections.abc import Iterable

from bot.store.rows import OVER, FinishedGame, ResultRow, storable
from bot.store.sqlite.connection import Connection, Db, build, insert, rows, run, values

INSERT_RESULT = insert("results", ResultRow)
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
# A Resource Tokens game's score is the resource kinds won, which is no point: not averaged.
STATS = (
    "SELECT COUNT(*) AS played, COALESCE(SUM(r.place = 1), 0) AS wins,"
    " AVG(CASE WHEN json_extract(g.config, '$.game') IS NOT 'resources' THEN r.score END)"
    " AS average FROM results r JOIN games g ON g.id = r.game_id"
    " WHERE r.guild_id = ? AND r.user_id = ?"
)


def result_row(row: sqlite3.Row) -> ResultRow:
    return build(ResultRow, row)


async def put(db: Db, results: Iterable[ResultRow], now: float) -> None:
    """The game's results, stamped with the commit's time, strictly after every earlier game's:
    finishing order (finished_at, game_id) is then the order the games were rated in, which
    the recompute follows, even when the clock stands still or steps back."""
    found = await rows(db, "SELECT MAX(finished_at) FROM results")
    last = found[0][0]
    stamp = now if last is None or now > last else math.nextafter(last, math.inf)
    for result in results:
        await run(db, INSERT_RESULT, values(dataclasses.replace(result, finished_at=stamp)))


class Results(Connection):
    """`bot.store.ResultStore` over SQLite."""

    async def results(self, game_id: int) -> list[ResultRow]:
        if not storable(game_id):
            return []
        found = await self._all("SELECT * FROM results WHERE game_id = ? ORDER BY place, seat", (game_id,))
        return [result_row(row) for row in found]

    async def finished_games(
        self, guild_id: int, channel_id: int, *, number: str = "", limit: int = 25
    ) -> list[FinishedGame]:
        """The server's finished games (not cancelled ones): this channel's and its threads'
        first, each part newest first; `number`: only those whose number starts with these digits."""
        if not re.fullmatch(r"[0-9]*", number):
            raise ValueError(f"a game number is digits, not {number!r}")
        found = await self._all(FINISHED_GAMES, (guild_id, number + "%", channel_id, channel_id, limit))
        return [
            FinishedGame(
                id=row["id"],
                channel_id=row["channel_id"],
                parent_id=row["parent_id"],
                config=json.loads(row["config"]),
                finished_at=row["updated_at"],
                winners=tuple(name for _, name in sorted(json.loads(row["winners"]))),
            )
            for row in found
        ]

    async def stats(self, guild_id: int, user_id: int) -> tuple[int, int, float | None]:
        """(games played, wins (shared wins count 1), average score) in this server.

        The average is over games scored in points (None without one): a Resource Tokens game's
        score is the resource kinds won, which is no point.
        """
        found = await self._all(STATS, (guild_id, user_id))
        average = found[0]["average"]
        return found[0]["played"], found[0]["wins"], None if average is None else float(average)
