"""Games made for the store's tests: a lobby, a full lobby, a game in play, a move, its results."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from bot.store import GameRow, Move, ResultRow, SeatRow, Store

GUILD, CHANNEL, ALICE, BOB = 1, 10, 100, 200
CONFIG: dict[str, Any] = {"mode": "tribe", "players": 2}
OPTIONS: dict[str, Any] = {"reminder_hours": 24, "timer_hours": None}


def seats_of(game_id: int) -> list[SeatRow]:
    return [SeatRow(game_id, 0, ALICE, "Alice"), SeatRow(game_id, 1, None, "AI (normal)", ai_level="normal")]


async def lobby(store: Store, channel: int = CHANNEL, guild: int = GUILD) -> GameRow:
    return await store.create_game(
        guild_id=guild, channel_id=channel, creator_id=ALICE, config=CONFIG, options=OPTIONS
    )


async def seated(store: Store, channel: int = CHANNEL, guild: int = GUILD) -> GameRow:
    """A lobby whose seats are all taken: Alice, then a Normal AI."""
    row = await lobby(store, channel, guild)
    for seat in seats_of(row.id):
        await store.add_seat(row.id, seat.user_id, seat.name, ai_level=seat.ai_level)
    return row


async def started(store: Store, channel: int = CHANNEL, guild: int = GUILD) -> GameRow:
    row = await seated(store, channel, guild)
    return await store.start_game(row.id, config={**CONFIG, "seed": 7}, snapshot={"turn": 0})


def move(game: GameRow, *actions: str, **kwargs: Any) -> Move:
    """A move of `actions` by Alice on the game's current version."""
    fields: dict[str, Any] = {
        "game_id": game.id,
        "expected_version": game.version,
        "actor_id": ALICE,
        "actions": actions,
        "snapshot": {"turn": game.version + len(actions)},
    }
    return Move(**{**fields, **kwargs})


def results_of(
    game: GameRow, alice: tuple[int, int] = (30, 1), ai: tuple[int, int] = (20, 2)
) -> tuple[ResultRow, ...]:
    """Final results: (score, place) for Alice's seat and the AI's."""
    return (
        ResultRow(game.id, game.guild_id, game.channel_id, 0, ALICE, *alice),
        ResultRow(game.id, game.guild_id, game.channel_id, 1, None, *ai),
    )


async def read(store: Store, game_id: int) -> GameRow:
    game = await store.game(game_id)
    assert game is not None
    return game


THREAD, OTHER_THREAD = 51, 52  # threads of CHANNEL (10); the tests use channels 10 to 13


async def in_thread(db: Store, thread: int, parent: int = CHANNEL, creator: int = ALICE) -> int:
    """A lobby in a thread of `parent`; its id."""
    row = await db.create_game(
        guild_id=GUILD,
        channel_id=thread,
        parent_id=parent,
        creator_id=creator,
        config=CONFIG,
        options=OPTIONS,
    )
    return row.id


@asynccontextmanager
async def another_process(db_path: Path, clock: Callable[[], float] = time.time) -> AsyncIterator[Store]:
    """A store of its own on the same file, as another process (a shard, the command line) has:
    what it writes, no cache of this process's hears of."""
    from bot.store.sqlite import SqliteStore

    other = SqliteStore(db_path, clock=clock)
    await other.open()
    try:
        yield other
    finally:
        await other.close()
