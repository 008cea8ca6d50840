"""A move in PostgreSQL: the one transaction that writes the events, the snapshot and version, the
deadlines, the acting seat, the results and the ratings they change, and a series' next game.

The version is the compare-and-swap: `UPDATE games ... WHERE version = expected`. Two processes
storing a move at the same version both reach that row; the second waits for the first's commit,
then PostgreSQL re-checks its WHERE against the new row, matches nothing, and it is refused."""

from __future__ import annotations

import dataclasses

from bot.store.errors import NoSuchGame
from bot.store.postgres import deadlines, games, ratings, results, seats
from bot.store.postgres.connection import Connection, Db, Record, build, insert, run, values
from bot.store.rows import ACTIVE, KINDS, OVER, TURN_KINDS, EventRow, GameRow, Move, check_move, storable

INSERT_EVENT = insert("events", EventRow)


def event_row(row: Record) -> EventRow:
    return build(EventRow, row)


async def advance(db: Db, move: Move, now: float) -> None:
    """Write snapshot, status and version if and only if the game is in play at the expected version."""
    version = move.expected_version + len(move.actions)
    changed = await run(
        db,
        "UPDATE games SET snapshot = $1, status = $2, version = $3, updated_at = $4"
        " WHERE id = $5 AND version = $6 AND status = $7",
        move.snapshot,
        move.status,
        version,
        now,
        move.game_id,
        move.expected_version,
        ACTIVE,
    )
    if not changed:
        await games.refuse(db, move.game_id, f"the move was made on version {move.expected_version}")


async def append_events(db: Db, move: Move, now: float) -> None:
    first = move.expected_version + 1
    await db.executemany(
        INSERT_EVENT,
        [
            values(EventRow(move.game_id, first + i, move.actor_id, text, now))
            for i, text in enumerate(move.actions)
        ],
    )


async def start_next_game(db: Db, ended: GameRow, move: Move, now: float) -> None:
    """The series' next game, in play at version 0 in the same channel (or thread) with the same
    seats and its first deadlines."""
    nxt = move.next_game
    assert nxt is not None
    like = GameRow(
        0,
        ended.guild_id,
        ended.channel_id,
        ended.creator_id,
        ACTIVE,
        nxt.config,
        nxt.options,
        nxt.snapshot,
        0,
        parent_id=ended.parent_id,
    )
    game_id = await games.insert_game(db, like, now)
    await seats.put(db, game_id, nxt.seats)
    await deadlines.put(db, (dataclasses.replace(d, game_id=game_id) for d in nxt.deadlines))


class Moves(Connection):
    """`bot.store.MoveStore` over PostgreSQL."""

    async def record_move(self, move: Move) -> GameRow:
        """Append the events, write the snapshot, bump the version, replace the turn's deadlines
        (and the acting seat, results, the ratings `move.rate` makes of them and a series' next
        game) in ONE transaction; raises StaleVersion (storing nothing) on a version mismatch or
        when the game is not in play any more, and NotSeated when the member no longer holds the
        seat."""
        check_move(move)
        if not storable(move.game_id):
            raise NoSuchGame(move.game_id)
        now = self._clock()
        async with self.transaction() as db:
            await advance(db, move, now)
            await append_events(db, move, now)
            # The turn's deadlines go; a prompt still owed stays, unless the game is over.
            await deadlines.drop_kinds(db, move.game_id, KINDS if move.status == OVER else TURN_KINDS)
            await deadlines.put(db, move.deadlines)
            if move.seat is not None:
                await seats.update_acting(db, move.seat, move.actor_id)
            if move.results:
                await results.put(db, move.results, now)  # under the server's rating lock from here
                if move.rate is not None:
                    await ratings.rate(db, move.game_id, move.rate)
            ended = await games.fetch(db, move.game_id)
            if move.next_game is not None:
                await start_next_game(db, ended, move, now)
            return ended

    async def events(self, game_id: int) -> list[EventRow]:
        if not storable(game_id):
            return []
        found = await self._all("SELECT * FROM events WHERE game_id = $1 ORDER BY seq", game_id)
        return [event_row(row) for row in found]
