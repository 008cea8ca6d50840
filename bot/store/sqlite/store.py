"""The `Store` over one SQLite file: one small class per aggregate, one connection, one
transaction helper (`Connection.transaction`)."""

from __future__ import annotations

from bot.store.sqlite.claims import AiClaims
from bot.store.sqlite.copying import Copying
from bot.store.sqlite.deadlines import Deadlines
from bot.store.sqlite.games import Games
from bot.store.sqlite.moves import Moves
from bot.store.sqlite.preferences import Preferences
from bot.store.sqlite.prompts import Prompts
from bot.store.sqlite.ratings import Ratings
from bot.store.sqlite.results import Results
from bot.store.sqlite.seats import Seats


class SqliteStore(Games, Moves, Prompts, Seats, Deadlines, AiClaims, Preferences, Results, Ratings, Copying):
    """The bot's storage in one SQLite file (aiosqlite, WAL, synchronous=FULL), behind the
    `bot.store.Store` protocol: each aggregate's methods come from its own module, all sharing
    the one connection and its lock."""
