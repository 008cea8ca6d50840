"""The database out of reach: what asyncpg raises when the server stopped, restarted or cannot be
reached, raised as the store's own `StoreUnavailable` (the bot answers it in one sentence and its
background work tries again later), and never a sign of a bug.

A transaction that loses its connection is rolled back by the server: nothing of it is stored. The
one doubt is a connection lost once COMMIT was sent: the server may have stored it all, so that
error is `unsure` (bot.store.errors); a retry is safe anyway, as every move is guarded by the
game's version (a move that was stored makes its retry stale).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import asyncpg

from bot.store.errors import StoreUnavailable

# The server going away (connection exceptions, class 08), shutting down or starting up (class
# 57P: admin or crash shutdown, "cannot connect now"), refusing more connections (53300); the
# socket closed or refused (OSError), or a connection that takes longer than its timeout.
LOST: tuple[type[BaseException], ...] = (
    asyncpg.PostgresConnectionError,
    asyncpg.AdminShutdownError,
    asyncpg.CrashShutdownError,
    asyncpg.CannotConnectNowError,
    asyncpg.TooManyConnectionsError,
    OSError,
    TimeoutError,
)


def stale(error: BaseException) -> bool:
    """Whether `error`, met by a connection taken from the pool before it ran anything, says the
    connection is no good any more (a lost one, or one whose server shut it down while it sat idle:
    asyncpg may then refuse it as "another operation is in progress"): a new one may well do."""
    return lost(error) or isinstance(error, asyncpg.InternalClientError)


def lost(error: BaseException) -> bool:
    """Whether `error` says the database is out of reach (rather than a refusal or a bug)."""
    if isinstance(error, LOST):
        return True
    # A statement on a connection asyncpg already knows is closed (its server went away).
    return isinstance(error, asyncpg.InterfaceError) and "connection is closed" in str(error)


@asynccontextmanager
async def translated(pool: asyncpg.Pool | None, *, unsure: bool = False) -> AsyncIterator[None]:
    """Raise a lost database as StoreUnavailable (`unsure`: while committing). The pool's idle
    connections are expired then: the server that dropped one dropped them all, and a dead one must
    not be handed to the next click after the server is back."""
    try:
        yield
    except Exception as error:
        if not lost(error):
            raise
        if pool is not None:
            await pool.expire_connections()
        raise StoreUnavailable(
            f"PostgreSQL is out of reach ({type(error).__name__}: {error})", unsure=unsure
        ) from error
