"""What a store refuses, the same from every backend (the bot answers each in a sentence)."""

from __future__ import annotations


class StaleVersion(Exception):  # a refusal, not a failure
    """The game moved on since the click: nothing was stored."""


class NotSeated(StaleVersion):
    """The member no longer holds the seat (they left or were removed): nothing was stored."""


class SeatRefused(Exception):
    """A lobby seat could not be taken or given; `reason` is "full", "seated" or "closed"."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ChannelBusy(Exception):
    """The channel (or thread) already has a game in the lobby or in play (one per channel)."""


class NoSuchGame(LookupError):
    """No game has this id."""


class SchemaTooNew(RuntimeError):
    """The database was written by a newer version of the bot."""


class NotEmpty(RuntimeError):
    """A copy's target already holds rows (`held`: how many per table): nothing was written to it."""

    def __init__(self, held: dict[str, int]) -> None:
        super().__init__(", ".join(f"{table}: {count}" for table, count in held.items() if count))
        self.held = held


class UnknownDatabase(ValueError):
    """A DATABASE (or copy-db SOURCE, TARGET) that names no backend this build has."""


class StoreUnavailable(Exception):
    """The database cannot be reached just now (its server stopped or restarting, the connection
    lost, the disk failing): an outage, not a bug. Nothing of the call was stored, unless `unsure`:
    the connection was lost while the COMMIT was on its way, so the server may have stored it all
    (never a part: a transaction is whole or nothing). Either way a retry is safe, as every move is
    guarded by the game's version: a move that was stored makes its retry stale."""

    def __init__(self, message: str, *, unsure: bool = False) -> None:
        super().__init__(message)
        self.unsure = unsure
