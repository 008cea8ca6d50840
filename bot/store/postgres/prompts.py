"""The messages whose buttons act on a game, in PostgreSQL: the game's newest turn prompt (and the
version it was posted for), each seat's newest "I'm back" message. Each is kept by a
compare-and-swap under the game's row lock (bot/turn/prompts.py), never by the order in which
things happened to run, in this process or another."""

from __future__ import annotations

from bot.store.errors import NoSuchGame
from bot.store.postgres import deadlines
from bot.store.postgres.connection import Connection, in_shards, run
from bot.store.postgres.games import ENDED, fetch, game_row
from bot.store.rows import ACTIVE, ANNOUNCE, GameRow, Shards, storable


class Prompts(Connection):
    """`bot.store.PromptStore` over PostgreSQL."""

    async def keep_prompt(self, game_id: int, version: int, message_id: int) -> int | None:
        """Make `message_id`, posted for the game at `version`, its newest prompt, unless the game
        has ended or keeps a prompt posted for a later version; the post owed for that version is
        done either way, and its ANNOUNCE deadline goes. Returns the message to retire: the
        prompt replaced (None if none), or `message_id` itself when it came too late."""
        if not storable(game_id):
            raise NoSuchGame(game_id)
        async with self.transaction() as db:
            game = await fetch(db, game_id, lock=True)
            await deadlines.drop(db, game_id, ANNOUNCE, version)
            newer = game.turn_message_version is not None and game.turn_message_version > version
            if game.status != ACTIVE or newer:
                return message_id
            await run(
                db,
                "UPDATE games SET turn_message_id = $1, turn_message_version = $2, updated_at = $3"
                " WHERE id = $4",
                message_id,
                version,
                self._clock(),
                game_id,
            )
            return None if game.turn_message_id == message_id else game.turn_message_id

    async def prompt_retired(self, game_id: int, message_id: int) -> bool:
        """The ended game's last prompt `message_id` has lost its buttons (or is gone for good):
        unmarked, if it is still the game's prompt. Its id stays, and so does `updated_at`."""
        if not storable(game_id):
            return False
        async with self.transaction() as db:
            return bool(
                await run(
                    db,
                    "UPDATE games SET turn_message_version = NULL"
                    f" WHERE id = $1 AND turn_message_id = $2 AND {ENDED}",
                    game_id,
                    message_id,
                )
            )

    async def ended_with_prompts(self, *, shards: Shards | None = None) -> list[GameRow]:
        """The ended games (of the servers of `shards`) whose last prompt may still show its
        buttons, oldest first."""
        where, params = in_shards(shards, 1)
        sql = f"SELECT * FROM games WHERE turn_message_version IS NOT NULL AND {ENDED}{where} ORDER BY id"
        found = await self._all(sql, *params)
        return [game_row(row) for row in found]

    async def keep_back(self, game_id: int, seat: int, message_id: int) -> int | None:
        """Make `message_id` the seat's newest "I'm back" message, unless the game has ended or the
        seat keeps a newer one (Discord's ids grow with time). Returns the message to retire: the
        one it replaced (None if none), or `message_id` itself when it came too late."""
        if not storable(game_id):
            raise NoSuchGame(game_id)
        async with self.transaction() as db:
            game = await fetch(db, game_id, lock=True)
            found = await db.fetchrow(
                "SELECT back_message_id FROM seats WHERE game_id = $1 AND seat = $2", game_id, seat
            )
            kept = found["back_message_id"] if found is not None else None
            if game.status != ACTIVE or found is None or (kept is not None and kept > message_id):
                return message_id
            await run(
                db,
                "UPDATE seats SET back_message_id = $1 WHERE game_id = $2 AND seat = $3",
                message_id,
                game_id,
                seat,
            )
            return None if kept in (None, message_id) else int(kept)

    async def back_retired(self, game_id: int, seat: int, message_id: int) -> bool:
        """The ended game's "I'm back" message `message_id` has lost its button (or is gone for
        good): cleared, if it is still the seat's."""
        if not storable(game_id):
            return False
        async with self.transaction() as db:
            return bool(
                await run(
                    db,
                    "UPDATE seats SET back_message_id = NULL"
                    " WHERE game_id = $1 AND seat = $2 AND back_message_id = $3"
                    f" AND (SELECT {ENDED} FROM games WHERE id = seats.game_id)",
                    game_id,
                    seat,
                    message_id,
                )
            )

    async def backs(self, game_id: int) -> dict[int, int]:
        """The game's seats' "I'm back" messages whose buttons are live: message id by seat."""
        if not storable(game_id):
            return {}
        found = await self._all(
            "SELECT seat, back_message_id FROM seats WHERE game_id = $1 AND back_message_id IS NOT NULL"
            " ORDER BY seat",
            game_id,
        )
        return {row["seat"]: row["back_message_id"] for row in found}

    async def ended_with_backs(self, *, shards: Shards | None = None) -> list[GameRow]:
        """The ended games (of the servers of `shards`) whose seats' "I'm back" messages may still
        show their buttons, oldest first."""
        where, params = in_shards(shards, 1)
        found = await self._all(
            f"SELECT * FROM games WHERE {ENDED}{where} AND id IN"
            " (SELECT game_id FROM seats WHERE back_message_id IS NOT NULL) ORDER BY id",
            *params,
        )
        return [game_row(row) for row in found]
