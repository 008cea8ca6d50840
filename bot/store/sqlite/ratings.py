"""Ratings in SQLite: persisted only. The rule is the caller's (`Move.rate`, `recompute_ratings`'s
`recount`: bot/features/ratings.py); this module reads what it needs inside the transaction of the results
and writes what it answers, so that no other game's update can come in between."""

from __future__ import annotations

import dataclasses
import sqlite3
from collections.abc import Iterable

from bot.store.rows import (
    ORDINAL_Z,
    Ending,
    Finisher,
    Rated,
    Rater,
    RatingChange,
    RatingRow,
    Recount,
    storable,
)
from bot.store.sqlite.connection import Connection, Db, build, insert, marks, rows, run, run_many, values

PUT_RATING = insert("ratings", RatingRow, replace=True)
INSERT_RATING_CHANGE = insert("rating_changes", RatingChange)
ORDINAL = "(mu - ? * sigma)"  # param: ORDINAL_Z; the conservative rating the leaderboard sorts by
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


def rating_row(row: sqlite3.Row) -> RatingRow:
    return build(RatingRow, row)


def endings(found: Iterable[sqlite3.Row]) -> list[Ending]:
    """The rows of FINISHED (ordered by game) grouped into games."""
    games: list[Ending] = []
    for row in found:
        finisher = Finisher(
            row["seat"], row["user_id"], row["place"], bool(row["autopilot"]), bool(row["removed"])
        )
        if games and games[-1].game_id == row["game_id"]:
            games[-1] = dataclasses.replace(games[-1], finishers=(*games[-1].finishers, finisher))
        else:
            games.append(Ending(row["game_id"], row["guild_id"], row["game"], row["finished"], (finisher,)))
    return games


async def put(db: Db, rated: Rated) -> None:
    ratings, changes = rated
    await run_many(db, PUT_RATING, [values(r) for r in ratings])
    await run_many(db, INSERT_RATING_CHANGE, [values(c) for c in changes])


async def rate(db: Db, game_id: int, rater: Rater) -> None:
    """Rate a game whose results were just written: its people's ratings read, `rater` applied,
    its answer written, all inside the results' transaction."""
    for ending in endings(await rows(db, f"{FINISHED} WHERE r.game_id = ? {FINISH_ORDER}", (game_id,))):
        people = ending.people
        current: list[sqlite3.Row] = []
        if people:
            current = await rows(
                db,
                f"SELECT * FROM ratings WHERE guild_id = ? AND game = ? AND user_id IN ({marks(people)})",
                (ending.guild_id, ending.game, *people),
            )
        await put(db, rater(ending, {r.user_id: r for r in map(rating_row, current)}))


class Ratings(Connection):
    """`bot.store.RatingStore` over SQLite."""

    async def rating_changes(self, game_id: int) -> list[RatingChange]:
        """What a rated game did to its people's ratings, in seat order (none: not rated)."""
        if not storable(game_id):
            return []
        found = await self._all(
            "SELECT c.* FROM rating_changes AS c JOIN results AS r"
            " ON r.game_id = c.game_id AND r.user_id = c.user_id WHERE c.game_id = ? ORDER BY r.seat",
            (game_id,),
        )
        return [build(RatingChange, row) for row in found]

    async def leaderboard(self, guild_id: int, game: str, limit: int) -> list[tuple[int, RatingRow]]:
        """The server's best `limit` ratings in `game` with their ranks (equal ratings share one),
        best first; among equals, more games first."""
        found = await self._all(
            f"SELECT *, RANK() OVER (ORDER BY {ORDINAL} DESC) AS rank FROM ratings"
            " WHERE guild_id = ? AND game = ? ORDER BY rank, games DESC, user_id LIMIT ?",
            (ORDINAL_Z, guild_id, game, limit),
        )
        return [(row["rank"], rating_row(row)) for row in found]

    async def standing(self, guild_id: int, game: str, user_id: int) -> tuple[int, RatingRow] | None:
        """A member's rank (as `leaderboard` counts it) and rating in this server's `game`."""
        found = await self._all(
            "SELECT * FROM ratings WHERE guild_id = ? AND game = ? AND user_id = ?", (guild_id, game, user_id)
        )
        if not found:
            return None
        mine = rating_row(found[0])
        better = await self._all(
            f"SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ? AND {ORDINAL} > ? - ? * ?",
            (guild_id, game, ORDINAL_Z, mine.mu, ORDINAL_Z, mine.sigma),
        )
        return better[0][0] + 1, mine

    async def rated_players(self, guild_id: int, game: str) -> int:
        """How many members of this server have a rating in `game`."""
        found = await self._all(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = ? AND game = ?", (guild_id, game)
        )
        return int(found[0][0])

    async def latest_rated_game(self, guild_id: int) -> str | None:
        """The game whose ratings changed last in this server, None if none did."""
        found = await self._all(
            "SELECT game FROM ratings WHERE guild_id = ? ORDER BY updated_at DESC LIMIT 1", (guild_id,)
        )
        return str(found[0]["game"]) if found else None

    async def recompute_ratings(self, recount: Recount) -> tuple[int, int]:
        """Rebuild every rating (and every game's rating changes) with `recount` from the stored
        results, every finished game in finishing order, in one transaction; (games rated,
        ratings written). Reads everything first and writes in bulk, so the transaction is short
        even for years of games."""
        async with self.transaction() as db:
            ratings, changes = recount(endings(await rows(db, f"{FINISHED} {FINISH_ORDER}")))
            await run(db, "DELETE FROM rating_changes")
            await run(db, "DELETE FROM ratings")
            await put(db, (ratings, changes))
            return len({c.game_id for c in changes}), len(ratings)
