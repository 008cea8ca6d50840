"""What the bot keeps, and the one door it keeps it behind (DESIGN.md §6).

The bot sees one `Store`: a protocol made of one small protocol per aggregate (games, moves and
their events, prompts, seats, deadlines, preferences, results, ratings; and the whole database,
table by table, for `python -m bot copy-db`), the rows they read and write, and the refusals they
raise; all of it is exported here on purpose. A backend implements
it in a package of its own (`bot.store.sqlite`: aiosqlite, one small module per aggregate and one
transaction helper) and passes the contract suite, tests/bot/store/contract. The rating rule is
not the store's: bot/features/ratings.py computes, the store persists, inside the move's transaction.
`open_store` puts `CachedStore` (bot/store/cached.py) in front of the backend: the sittings this
process has just read or written are answered from memory, so that a decision's panel steps read
nothing.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from bot.store.cached import CachedStore
from bot.store.errors import (
    ChannelBusy,
    NoSuchGame,
    NotEmpty,
    NotSeated,
    SchemaTooNew,
    SeatRefused,
    StaleVersion,
    StoreUnavailable,
    UnknownDatabase,
)
from bot.store.protocol import (
    AiClaimStore,
    CopyStore,
    DeadlineStore,
    GameStore,
    MoveStore,
    PreferenceStore,
    PromptStore,
    RatingStore,
    ResultStore,
    SeatStore,
    Store,
)
from bot.store.rows import (
    ACTIVE,
    AI_CLAIM_SECONDS,
    ANNOUNCE,
    CANCELLED,
    FINISH,
    FLAG_COLUMNS,
    GAME_TABLES,
    JSON_COLUMNS,
    KEY_RANGE,
    KEYS,
    KINDS,
    LOBBY,
    ORDINAL_Z,
    OVER,
    REMINDER,
    RETRY_CAP,
    RETRY_SECONDS,
    STATUSES,
    TABLES,
    TIMER,
    TURN_KINDS,
    Deadline,
    Ending,
    EventRow,
    FinishedGame,
    Finisher,
    GameRow,
    Move,
    NextGame,
    Rated,
    Rater,
    RatingChange,
    RatingRow,
    Recount,
    ResultRow,
    SeatRow,
    Shards,
    Sitting,
    TableRows,
    retry_delay,
    storable,
)

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def open_store(database: str | Path, *, clock: Callable[[], float] = time.time) -> Store:
    """The store for `database` (a `postgresql://` or `postgres://` URL; else a SQLite file's path,
    or ":memory:"), not opened yet, behind the cache of this process's sittings. A URL of another
    kind names a backend this build does not have: UnknownDatabase."""
    if isinstance(database, str) and "://" in database:
        if database.lower().startswith(POSTGRES_SCHEMES):
            from bot.store.postgres import PostgresStore  # asyncpg only where a PostgreSQL store is made

            return CachedStore(PostgresStore(database, clock=clock))
        scheme = database.split("://", 1)[0].lower()
        raise UnknownDatabase(
            f"no database of the kind {scheme!r}: give a SQLite file's path or a postgresql:// URL"
        )
    from bot.store.sqlite import SqliteStore  # aiosqlite only where a SQLite store is made

    return CachedStore(SqliteStore(database, clock=clock))


__all__ = [
    "ACTIVE",
    "AI_CLAIM_SECONDS",
    "ANNOUNCE",
    "CANCELLED",
    "FINISH",
    "FLAG_COLUMNS",
    "GAME_TABLES",
    "JSON_COLUMNS",
    "KEYS",
    "KEY_RANGE",
    "KINDS",
    "LOBBY",
    "ORDINAL_Z",
    "OVER",
    "REMINDER",
    "RETRY_CAP",
    "RETRY_SECONDS",
    "STATUSES",
    "TABLES",
    "TIMER",
    "TURN_KINDS",
    "AiClaimStore",
    "CachedStore",
    "ChannelBusy",
    "CopyStore",
    "Deadline",
    "DeadlineStore",
    "Ending",
    "EventRow",
    "FinishedGame",
    "Finisher",
    "GameRow",
    "GameStore",
    "Move",
    "MoveStore",
    "NextGame",
    "NoSuchGame",
    "NotEmpty",
    "NotSeated",
    "PreferenceStore",
    "PromptStore",
    "Rated",
    "Rater",
    "RatingChange",
    "RatingRow",
    "RatingStore",
    "Recount",
    "ResultRow",
    "ResultStore",
    "SchemaTooNew",
    "SeatRefused",
    "SeatRow",
    "SeatStore",
    "Shards",
    "Sitting",
    "StaleVersion",
    "Store",
    "StoreUnavailable",
    "TableRows",
    "UnknownDatabase",
    "open_store",
    "retry_delay",
    "storable",
]
