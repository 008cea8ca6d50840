"""The SQLite file out of reach: the disk failing or full, the file gone, moved or made read-only
under the bot, or another process holding the database locked longer than `busy_timeout`, raised
as the store's own `StoreUnavailable` (the bot answers it in one sentence and its background work
tries again later), and never a sign of a bug.

SQLite rolls a transaction back when one of its statements fails so; a COMMIT that fails may have
reached the disk in part (a WAL frame written, its sync refused), so that error is `unsure` (see
bot.store.errors: the game's version makes a retry safe).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

from bot.store.errors import StoreUnavailable

# The primary result codes (the low byte of an extended one, e.g. SQLITE_IOERR_WRITE = 778).
SQLITE_BUSY = 5
SQLITE_READONLY = 8  # the file deleted or moved (READONLY_DBMOVED), or its disk remounted read-only
SQLITE_IOERR = 10
SQLITE_FULL = 13
SQLITE_CANTOPEN = 14
OUT_OF_REACH = frozenset({SQLITE_BUSY, SQLITE_READONLY, SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN})


def lost(error: BaseException) -> bool:
    """Whether `error` says the database file is out of reach (rather than a refusal or a bug)."""
    code = getattr(error, "sqlite_errorcode", None)
    return isinstance(error, sqlite3.Error) and isinstance(code, int) and code & 0xFF in OUT_OF_REACH


@contextmanager
def translated(*, unsure: bool = False) -> Iterator[None]:
    """Raise a database out of reach as StoreUnavailable (`unsure`: while committing)."""
    try:
        yield
    except sqlite3.Error as error:
        if not lost(error):
            raise
        why = f"the SQLite database is out of reach ({getattr(error, 'sqlite_errorname', '?')}: {error})"
        raise StoreUnavailable(why, unsure=unsure) from error
