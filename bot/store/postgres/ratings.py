"""Ratings in PostgreSQL: persisted only. The rule is the caller's (`Move.rate`, `recompute_ratings`'s
`recount`: bot/features/ratings.py); this module reads what it needs inside the transaction of the
results, under the server's rating lock (bot/store/postgres/results.py `lock_servers`), and writes
what it answers: no other game of the server, from any process, can come in between."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from bot.store.postgres.connection import Connection, Db, Record, build, insert, values
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

PUT_RATING = insert("ratings", RatingRow, replace_on=("guild_id", "game", "user_id"))
INSERT_RATING_CHANGE = insert("rating_changes", RatingChange)
ORDINAL = "(mu - $1 * sigma)"  # $1: ORDINAL_Z; the conservative rating the leaderboard sorts by
# Every seat of every finished game as the counting rule sees it, with the game's server, game
# and finishing time (the latest of its results' stamps; they share one).
FINISHED = (
    "SELECT r.game_id, r.guild_id, COALESCE(g.config->>'game', 'origins') AS game,"
    " MAX(r.finished_at) OVER (PARTITION BY r.game_id) AS finished, r.seat, r.user_id, r.place,"
    " COALESCE(s.autopilot, FALSE) AS autopilot, COALESCE(s.removed, FALSE) AS removed"
    " FROM results AS r JOIN games AS g ON g.id = r.game_id"
    " LEFT JOIN seats AS s ON s.game_id = r.game_id AND s.seat = r.seat"
)
FINISH_ORDER = "ORDER BY finished, r.game_id, r.seat"


def rating_row(row: Record) -> RatingRow:
    return build(RatingRow, row)


def endings(found: Iterable[Record]) -> list[Ending]:
    """The rows of FINISHED (ordered by game) grouped into games."""
    games: list[Ending] = []
    for row in found:
        finisher = Finisher(row["seat"], row["user_id"], row["place"], row["autopilot"], row["removed"])
        if games and games[-1].game_id == row["game_id"]:
            games[-1] = dataclasses.replace(games[-1], finishers=(*games[-1].finishers, finisher))
        else:
            games.append(Ending(row["game_id"], row["guild_id"], row["game"], row["finished"], (finisher,)))
    return games


async def put(db: Db, rated: Rated) -> None:
    ratings, changes = rated
    if ratings:
        await db.executemany(PUT_RATING, [values(r) for r in ratings])
    if changes:
        await db.executemany(INSERT_RATING_CHANGE, [values(c) for c in changes])


async def rate(db: Db, game_id: int, rater: Rater) -> None:
    """Rate a game whose results were just written (its server's rating lock held): its people's
    ratings read, `rater` applied, its answer written, all inside the results' transaction."""
    for ending in endings(await db.fetch(f"{FINISHED} WHERE r.game_id = $1 {FINISH_ORDER}", game_id)):
        people = ending.people
        current: list[Record] = []
        if people:
            current = await db.fetch(
                "SELECT * FROM ratings WHERE guild_id = $1 AND game = $2 AND user_id = ANY($3::bigint[])",
                ending.guild_id,
                ending.game,
                people,
            )
        await put(db, rater(ending, {r.user_id: r for r in map(rating_row, current)}))


class Ratings(Connection):
    """`bot.store.RatingStore` over PostgreSQL."""

    async def rating_changes(self, game_id: int) -> list[RatingChange]:
        """What a rated game did to its people's ratings, in seat order (none: not rated)."""
        if not storable(game_id):
            return []
        found = await self._all(
            "SELECT c.* FROM rating_changes AS c JOIN results AS r"
            " ON r.game_id = c.game_id AND r.user_id = c.user_id WHERE c.game_id = $1 ORDER BY r.seat",
            game_id,
        )
        return [build(RatingChange, row) for row in found]

    async def leaderboard(self, guild_id: int, game: str, limit: int) -> list[tuple[int, RatingRow]]:
        """The server's best `limit` ratings in `game` with their ranks (equal ratings share one),
        best first; among equals, more games first."""
        found = await self._all(
            f"SELECT *, RANK() OVER (ORDER BY {ORDINAL} DESC) AS rank FROM ratings"
            " WHERE guild_id = $2 AND game = $3 ORDER BY rank, games DESC, user_id LIMIT $4",
            ORDINAL_Z,
            guild_id,
            game,
            None if limit < 0 else limit,
        )
        return [(row["rank"], rating_row(row)) for row in found]

    async def standing(self, guild_id: int, game: str, user_id: int) -> tuple[int, RatingRow] | None:
        """A member's rank (as `leaderboard` counts it) and rating in this server's `game`."""
        found = await self._all(
            "SELECT * FROM ratings WHERE guild_id = $1 AND game = $2 AND user_id = $3",
            guild_id,
            game,
            user_id,
        )
        if not found:
            return None
        mine = rating_row(found[0])
        better = await self._all(
            "SELECT COUNT(*) AS n FROM ratings"
            f" WHERE guild_id = $2 AND game = $3 AND {ORDINAL} > $4 - $1 * $5",
            ORDINAL_Z,
            guild_id,
            game,
            mine.mu,
            mine.sigma,
        )
        return int(better[0]["n"]) + 1, mine

    async def rated_players(self, guild_id: int, game: str) -> int:
        """How many members of this server have a rating in `game`."""
        found = await self._all(
            "SELECT COUNT(*) AS n FROM ratings WHERE guild_id = $1 AND game = $2", guild_id, game
        )
        return int(found[0]["n"])

    async def latest_rated_game(self, guild_id: int) -> str | None:
        """The game whose ratings changed last in this server, None if none did."""
        found = await self._all(
            "SELECT game FROM ratings WHERE guild_id = $1 ORDER BY updated_at DESC LIMIT 1", guild_id
        )
        return str(found[0]["game"]) if found else None

    async def recompute_ratings(self, recount: Recount) -> tuple[int, int]:
        """Rebuild every rating (and every game's rating changes) with `recount` from the stored
        results, every finished game in finishing order, in one transaction; (games rated,
        ratings written). The tables are locked against every move's results meanwhile (a game
        finishing during the recompute waits for it, then is rated on the rebuilt ratings)."""
        async with self.transaction() as db:
            await db.execute("LOCK TABLE results, ratings, rating_changes IN SHARE ROW EXCLUSIVE MODE")
            ratings, changes = recount(endings(await db.fetch(f"{FINISHED} {FINISH_ORDER}")))
            await db.execute("DELETE FROM rating_changes")
            await db.execute("DELETE FROM ratings")
            await put(db, (ratings, changes))
            return len({c.game_id for c in changes}), len(ratings)
