"""Games in SQLite: created in a lobby, started, listed, read with their seats in one go."""

from __future__ import annotations

import json
import sqlite3
from typing import Any, NoReturn

from bot.store.errors import ChannelBusy, NoSuchGame, StaleVersion
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
from bot.store.sqlite import deadlines as deadline_rows
from bot.store.sqlite import preferences, seats
from bot.store.sqlite.connection import Connection, Db, build, dump, in_shards, inserted, rows, run

OPEN = f"status IN ('{LOBBY}', '{ACTIVE}')"
# Written out as the partial index games_prompt_to_retire has it, so that SQLite can use it.
ENDED = f"status IN ('{OVER}', '{CANCELLED}')"
# A lobby waits under a negative channel id (the creating command's, negated) while its thread is
# being opened: if the bot stops right then, the lobby stays out of every listing.
PLACED = "channel_id > 0"
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
INSERT_GAME = (
    "INSERT INTO games (guild_id, channel_id, parent_id, creator_id, status, config, options, snapshot,"
    " version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)"
)


def game_row(row: sqlite3.Row) -> GameRow:
    snapshot = row["snapshot"]
    return build(
        GameRow,
        row,
        config=json.loads(row["config"]),
        options=json.loads(row["options"]),
        snapshot=None if snapshot is None else json.loads(snapshot),
    )


async def fetch(db: Db, game_id: int) -> GameRow:
    """The game, read inside a transaction; NoSuchGame if there is none."""
    if not storable(game_id):
        raise NoSuchGame(game_id)
    found = await rows(db, "SELECT * FROM games WHERE id = ?", (game_id,))
    if not found:
        raise NoSuchGame(game_id)
    return game_row(found[0])


async def refuse(db: Db, game_id: int, why: str) -> NoReturn:
    """A conditional UPDATE matched nothing: NoSuchGame, or StaleVersion saying `why`."""
    game = await fetch(db, game_id)  # raises NoSuchGame
    raise StaleVersion(f"game {game_id} (version {game.version}, {game.status}): {why}")


async def insert_game(db: Db, like: GameRow, now: float) -> int:
    """A new game at version 0 as `like` has it (its server, channel, thread, creator, status,
    config, options, snapshot); its id."""
    snapshot = None if like.snapshot is None else dump(like.snapshot)
    return await inserted(
        db,
        INSERT_GAME,
        (
            like.guild_id,
            like.channel_id,
            like.parent_id,
            like.creator_id,
            like.status,
            dump(like.config),
            dump(like.options),
            snapshot,
            now,
            now,
        ),
    )


def is_channel_busy(error: sqlite3.IntegrityError) -> bool:
    """The error is the one-open-game-per-channel index refusing a row."""
    return "UNIQUE constraint failed: games.channel_id" in str(error)


class Games(Connection):
    """`bot.store.GameStore` over SQLite."""

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
        except sqlite3.IntegrityError as error:
            if is_channel_busy(error):
                raise ChannelBusy(f"channel {channel_id} already has an open game") from error
            raise

    async def game(self, game_id: int) -> GameRow | None:
        if not storable(game_id):
            return None
        found = await self._all("SELECT * FROM games WHERE id = ?", (game_id,))
        return game_row(found[0]) if found else None

    async def sitting(self, game_id: int, *, recent: bool = False) -> Sitting | None:
        """The game, its seats and its members' preferences, read at one moment (`recent` or not:
        this store keeps nothing)."""
        if not storable(game_id):
            return None
        async with self.reading() as db:
            found = await rows(db, "SELECT * FROM games WHERE id = ?", (game_id,))
            if not found:
                return None
            seated = await seats.of_game(db, game_id)
            prefs = await preferences.of_members(db, [s.user_id for s in seated if s.user_id is not None])
        return Sitting(game_row(found[0]), seated, prefs)

    async def channel_game(self, channel_id: int) -> GameRow | None:
        """The channel's game in the lobby or in play, if any (one per channel)."""
        # The statuses are written out so that SQLite can use the partial unique index.
        found = await self._all(f"SELECT * FROM games WHERE channel_id = ? AND {OPEN}", (channel_id,))
        return game_row(found[0]) if found else None

    async def thread_games(self, parent_id: int) -> list[GameRow]:
        """The open games in the threads of a channel, newest first."""
        return await self._games(
            f"SELECT * FROM games WHERE parent_id = ? AND {OPEN} AND {PLACED} ORDER BY id DESC", (parent_id,)
        )

    async def member_games(self, guild_id: int, user_id: int) -> list[GameRow]:
        """The member's open games in a server, newest first: those where they hold a seat (not
        left or removed), and the lobbies they created (they start them, seated or not)."""
        return await self._games(
            f"SELECT * FROM games WHERE guild_id = ? AND {OPEN} AND {PLACED} AND ("
            " id IN (SELECT game_id FROM seats WHERE user_id = ? AND removed = 0)"
            " OR (status = ? AND creator_id = ?)) ORDER BY id DESC",
            (guild_id, user_id, LOBBY, user_id),
        )

    async def active_games_of(self, user_id: int) -> list[GameRow]:
        """The games in play in which the member holds a seat (in every server), oldest first."""
        return await self._games(
            "SELECT g.* FROM games AS g JOIN seats AS s ON s.game_id = g.id"
            " WHERE s.user_id = ? AND s.removed = 0 AND g.status = ? ORDER BY g.id",
            (user_id, ACTIVE),
        )

    async def open_games(self, *, shards: Shards | None = None) -> list[GameRow]:
        """Every game in play (of the servers of `shards`), oldest first."""
        where, params = in_shards(shards)
        sql = f"SELECT * FROM games WHERE status = ?{where} ORDER BY id"
        return await self._games(sql, (ACTIVE, *params))

    async def count_open_games(self, *, shards: Shards | None = None) -> int:
        where, params = in_shards(shards)
        (row,) = await self._all(f"SELECT COUNT(*) FROM games WHERE status = ?{where}", (ACTIVE, *params))
        return int(row[0])

    async def history(self, channel_id: int, limit: int = 10, *, threads: bool = False) -> list[GameRow]:
        """The channel's finished or cancelled games, newest first (`threads`: with those played in
        the channel's threads)."""
        where = "(channel_id = ? OR parent_id = ?)" if threads else "channel_id = ?"
        places = (channel_id, channel_id) if threads else (channel_id,)
        return await self._games(
            f"SELECT * FROM games WHERE {where} AND status IN (?, ?)"
            " ORDER BY updated_at DESC, id DESC LIMIT ?",
            (*places, OVER, CANCELLED, limit),
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
        changes = {name: dump(value) if name in JSON_FIELDS else value for name, value in fields.items()}
        changes["updated_at"] = self._clock()
        # Column names come from UPDATABLE only; every value is a parameter.
        assignments = ", ".join(f"{name} = ?" for name in changes)
        try:
            async with self.transaction() as db:
                sql = f"UPDATE games SET {assignments} WHERE id = ?"
                if not await run(db, sql, (*changes.values(), game_id)):
                    raise NoSuchGame(game_id)
                if fields.get("status") in (OVER, CANCELLED):
                    await deadline_rows.drop_all(db, game_id)
                return await fetch(db, game_id)
        except sqlite3.IntegrityError as error:
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
        is free (someone left while Start was pressed).
        """
        same_game(game_id, deadlines, "deadlines")
        if not storable(game_id):
            raise NoSuchGame(game_id)
        async with self.transaction() as db:
            changed = await run(
                db,
                "UPDATE games SET status = ?, config = ?, snapshot = ?, version = 0, updated_at = ?"
                " WHERE id = ? AND status = ?"
                " AND (SELECT COUNT(*) FROM seats WHERE game_id = games.id) = ?",
                (ACTIVE, dump(config), dump(snapshot), self._clock(), game_id, LOBBY, config["players"]),
            )
            if not changed:
                await refuse(db, game_id, "the game is no longer in the lobby, or a seat is free")
            await deadline_rows.put(db, deadlines)
            return await fetch(db, game_id)

    async def _games(self, sql: str, params: tuple[Any, ...]) -> list[GameRow]:
        return [game_row(row) for row in await self._all(sql, params)]
