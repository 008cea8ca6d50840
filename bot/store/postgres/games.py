"""Games in PostgreSQL: created in a lobby, started, listed, read with their seats in one go."""

from __future__ import annotations

from typing import Any, NoReturn

import asyncpg

from bot.store.errors import ChannelBusy, NoSuchGame, StaleVersion
from bot.store.postgres import deadlines as deadline_rows
from bot.store.postgres import preferences, seats
from bot.store.postgres.connection import Connection, Db, Record, build, in_shards, run
from bot.store.rows import (
    ACTIVE,
    CANCELLED,
    LOBBY,
    OVER,
    STATUSES,
    Deadline,
    GameRow,
    Shards,
    Sitting,
    same_game,
    storable,
)

OPEN = f"status IN ('{LOBBY}', '{ACTIVE}')"
ENDED = f"status IN ('{OVER}', '{CANCELLED}')"
# A lobby waits under a negative channel id (the creating command's, negated) while its thread is
# being opened: if the bot stops right then, the lobby stays out of every listing.
PLACED = "channel_id > 0"
JSON_FIELDS = frozenset({"config", "options", "snapshot"})
# What update_game may change: never the version, which only record_move / start_game move.
UPDATABLE = JSON_FIELDS - {"snapshot"} | {
    "status",
    "lobby_message_id",
    "turn_message_id",
    "table_message_id",
    "channel_id",
    "parent_id",
}
INSERT_GAME = (
    "INSERT INTO games (guild_id, channel_id, parent_id, creator_id, status, config, options, snapshot,"
    " version, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $9) RETURNING id"
)
CHANNEL_INDEX = "games_open_in_channel"


def game_row(row: Record) -> GameRow:
    return build(GameRow, row)


async def fetch(db: Db, game_id: int, *, lock: bool = False) -> GameRow:
    """The game, read inside a transaction (`lock`: and locked until it ends, FOR UPDATE);
    NoSuchGame if there is none."""
    if not storable(game_id):
        raise NoSuchGame(game_id)
    found = await db.fetchrow("SELECT * FROM games WHERE id = $1" + (" FOR UPDATE" if lock else ""), game_id)
    if found is None:
        raise NoSuchGame(game_id)
    return game_row(found)


async def refuse(db: Db, game_id: int, why: str) -> NoReturn:
    """A conditional UPDATE matched nothing: NoSuchGame, or StaleVersion saying `why`."""
    game = await fetch(db, game_id)  # raises NoSuchGame
    raise StaleVersion(f"game {game_id} (version {game.version}, {game.status}): {why}")


async def insert_game(db: Db, like: GameRow, now: float) -> int:
    """A new game at version 0 as `like` has it (its server, channel, thread, creator, status,
    config, options, snapshot); its id."""
    game_id = await db.fetchval(
        INSERT_GAME,
        like.guild_id,
        like.channel_id,
        like.parent_id,
        like.creator_id,
        like.status,
        like.config,
        like.options,
        like.snapshot,
        now,
    )
    return int(game_id)


def is_channel_busy(error: asyncpg.UniqueViolationError) -> bool:
    """The error is the one-open-game-per-channel index refusing a row."""
    return getattr(error, "constraint_name", None) == CHANNEL_INDEX


class Games(Connection):
    """`bot.store.GameStore` over PostgreSQL."""

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
        like = GameRow(
            0, guild_id, channel_id, creator_id, LOBBY, config, options, None, 0, parent_id=parent_id
        )
        try:
            async with self.transaction() as db:
                game_id = await insert_game(db, like, self._clock())
                return await fetch(db, game_id)
        except asyncpg.UniqueViolationError as error:
            if is_channel_busy(error):
                raise ChannelBusy(f"channel {channel_id} already has an open game") from error
            raise

    async def game(self, game_id: int) -> GameRow | None:
        if not storable(game_id):
            return None
        found = await self._all("SELECT * FROM games WHERE id = $1", game_id)
        return game_row(found[0]) if found else None

    async def sitting(self, game_id: int, *, recent: bool = False) -> Sitting | None:
        """The game, its seats and its members' preferences, read at one moment (`recent` or not:
        this store keeps nothing)."""
        if not storable(game_id):
            return None
        async with self.reading() as db:
            found = await db.fetchrow("SELECT * FROM games WHERE id = $1", game_id)
            if found is None:
                return None
            seated = await seats.of_game(db, game_id)
            prefs = await preferences.of_members(db, [s.user_id for s in seated if s.user_id is not None])
        return Sitting(game_row(found), seated, prefs)

    async def channel_game(self, channel_id: int) -> GameRow | None:
        """The channel's game in the lobby or in play, if any (one per channel)."""
        found = await self._all(f"SELECT * FROM games WHERE channel_id = $1 AND {OPEN}", channel_id)
        return game_row(found[0]) if found else None

    async def thread_games(self, parent_id: int) -> list[GameRow]:
        """The open games in the threads of a channel, newest first."""
        return await self._games(
            f"SELECT * FROM games WHERE parent_id = $1 AND {OPEN} AND {PLACED} ORDER BY id DESC", parent_id
        )

    async def member_games(self, guild_id: int, user_id: int) -> list[GameRow]:
        """The member's open games in a server, newest first: those where they hold a seat (not
        left or removed), and the lobbies they created (they start them, seated or not)."""
        return await self._games(
            f"SELECT * FROM games WHERE guild_id = $1 AND {OPEN} AND {PLACED} AND ("
            " id IN (SELECT game_id FROM seats WHERE user_id = $2 AND NOT removed)"
            " OR (status = $3 AND creator_id = $2)) ORDER BY id DESC",
            guild_id,
            user_id,
            LOBBY,
        )

    async def active_games_of(self, user_id: int) -> list[GameRow]:
        """The games in play in which the member holds a seat (in every server), oldest first."""
        return await self._games(
            "SELECT g.* FROM games AS g JOIN seats AS s ON s.game_id = g.id"
            " WHERE s.user_id = $1 AND NOT s.removed AND g.status = $2 ORDER BY g.id",
            user_id,
            ACTIVE,
        )

    async def open_games(self, *, shards: Shards | None = None) -> list[GameRow]:
        """Every game in play (of the servers of `shards`), oldest first."""
        where, params = in_shards(shards, 2)
        return await self._games(f"SELECT * FROM games WHERE status = $1{where} ORDER BY id", ACTIVE, *params)

    async def count_open_games(self, *, shards: Shards | None = None) -> int:
        where, params = in_shards(shards, 2)
        (row,) = await self._all(f"SELECT COUNT(*) AS n FROM games WHERE status = $1{where}", ACTIVE, *params)
        return int(row["n"])

    async def history(self, channel_id: int, limit: int = 10, *, threads: bool = False) -> list[GameRow]:
        """The channel's finished or cancelled games, newest first (`threads`: with those played in
        the channel's threads)."""
        where = "(channel_id = $1 OR parent_id = $1)" if threads else "channel_id = $1"
        return await self._games(
            f"SELECT * FROM games WHERE {where} AND status IN ($2, $3)"
            " ORDER BY updated_at DESC, id DESC LIMIT $4",
            channel_id,
            OVER,
            CANCELLED,
            None if limit < 0 else limit,  # SQLite reads a negative LIMIT as none
        )

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
        changes = {**fields, "updated_at": self._clock()}
        # Column names come from UPDATABLE only; every value is a parameter.
        assignments = ", ".join(f"{name} = ${i}" for i, name in enumerate(changes, start=2))
        try:
            async with self.transaction() as db:
                sql = f"UPDATE games SET {assignments} WHERE id = $1"
                if not await run(db, sql, game_id, *changes.values()):
                    raise NoSuchGame(game_id)
                if fields.get("status") in (OVER, CANCELLED):
                    await deadline_rows.drop_all(db, game_id)
                return await fetch(db, game_id)
        except asyncpg.UniqueViolationError as error:
            if is_channel_busy(error):
                raise ChannelBusy(f"game {game_id}'s channel already has another open game") from error
            raise

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
        is free (someone left while Start was pressed: seats change under the game's row lock,
        which this UPDATE takes before it counts them).
        """
        same_game(game_id, deadlines, "deadlines")
        if not storable(game_id):
            raise NoSuchGame(game_id)
        async with self.transaction() as db:
            await fetch(db, game_id, lock=True)
            changed = await run(
                db,
                "UPDATE games SET status = $1, config = $2, snapshot = $3, version = 0, updated_at = $4"
                " WHERE id = $5 AND status = $6"
                " AND (SELECT COUNT(*) FROM seats WHERE game_id = games.id) = $7",
                ACTIVE,
                config,
                snapshot,
                self._clock(),
                game_id,
                LOBBY,
                int(config["players"]),
            )
            if not changed:
                await refuse(db, game_id, "the game is no longer in the lobby, or a seat is free")
            await deadline_rows.put(db, deadlines)
            return await fetch(db, game_id)

    async def _games(self, sql: str, *params: Any) -> list[GameRow]:
        return [game_row(row) for row in await self._all(sql, *params)]
