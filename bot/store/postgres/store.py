"""The `Store` over one PostgreSQL database: one small class per aggregate, one pool, one
transaction helper (`Connection.transaction`)."""

from __future__ import annotations

from bot.store.postgres.claims import AiClaims
from bot.store.postgres.copying import Copying
from bot.store.postgres.deadlines import Deadlines
from bot.store.postgres.games import Games
from bot.store.postgres.moves import Moves
from bot.store.postgres.preferences import Preferences
from bot.store.postgres.prompts import Prompts
from bot.store.postgres.ratings import Ratings
from bot.store.postgres.results import Results
from bot.store.postgres.seats import Seats


class PostgresStore(
    Games, Moves, Prompts, Seats, Deadlines, AiClaims, Preferences, Results, Ratings, Copying
):
    """The bot's storage in a PostgreSQL database (asyncpg and a pool of connections), behind the
    `bot.store.Store` protocol: each aggregate's methods come from its own module, all sharing
    the pool. Several stores (processes, hosts) may share the database."""
