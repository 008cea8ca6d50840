"""What the bot keeps, and the small interface it keeps it behind (DESIGN.md §5).

The SQLite implementation is `bot.sqlite_store.SqliteStore`; a PostgreSQL one could follow for
multi-process deployments. A game row holds the rules config and the latest snapshot; the
`events` table is the action log (the source of truth: config + actions rebuild the game), and
`version` counts the actions, so that a stale or doubled click is refused inside the transaction
that would have applied it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

LOBBY = "lobby"
ACTIVE = "active"
OVER = "over"
CANCELLED = "cancelled"
STATUSES = (LOBBY, ACTIVE, OVER, CANCELLED)


@dataclass(frozen=True)
class GameRow:
    id: int
    guild_id: int
    channel_id: int
    creator_id: int
    status: str
    config: dict[str, Any]  # rules.GameConfig.to_json()
    options: dict[str, Any]  # the bot's own settings: {"reminder_hours": 24, "timer_hours": None, ...}
    snapshot: dict[str, Any] | None  # rules.snapshot.state_to_json(), None in the lobby
    version: int  # number of actions applied
    lobby_message_id: int | None = None
    turn_message_id: int | None = None
    table_message_id: int | None = None
    created_at: float = 0.0
    updated_at: float = 0.0


@dataclass(frozen=True)
class SeatRow:
    game_id: int
    seat: int  # 0-based, the rules' player number
    user_id: int | None  # None for an AI seat
    name: str  # display name when seated (AI: "AI (normal)")
    ai_level: str | None = None  # "easy" | "normal" | "hard" for AI seats
    autopilot: bool = False  # the seat is played by the autopilot until its player is back
    autopilot_streak: int = 0  # turns in a row played by the autopilot on timeout


@dataclass(frozen=True)
class EventRow:
    game_id: int
    seq: int  # 1-based: the version after this action
    actor_id: int | None  # the Discord user, or None for the autopilot / an AI
    action: str  # the rules' action text, e.g. "place E4 right"
    at: float  # unix time


@dataclass(frozen=True)
class Deadline:
    game_id: int
    kind: str  # "reminder" | "timer"
    due: float  # unix time
    version: int  # the game version it was set for: stale once the game has moved on
    seat: int = -1


@dataclass(frozen=True)
class ResultRow:
    game_id: int
    guild_id: int
    channel_id: int
    seat: int
    user_id: int | None
    score: int
    place: int  # 1 = won (shared places allowed)
    finished_at: float = 0.0


@dataclass(frozen=True)
class Move:
    """One confirmed move, stored in one transaction or not at all."""

    game_id: int
    expected_version: int  # refused unless the game is still at this version
    actor_id: int | None
    actions: tuple[str, ...]  # the action texts applied, in order (a recruit may be several)
    snapshot: dict[str, Any]
    status: str = ACTIVE  # OVER with the last move
    deadlines: tuple[Deadline, ...] = ()  # replace the game's deadlines
    seats: tuple[SeatRow, ...] | None = None  # replace the seats' autopilot state, if given
    results: tuple[ResultRow, ...] = field(default=())  # with the last move


class StaleVersion(Exception):  # a refusal, not a failure
    """The game moved on since the click: nothing was stored."""


class ChannelBusy(Exception):
    """The channel already has a game in the lobby or in play (one per channel)."""


class NoSuchGame(LookupError):
    """No game has this id."""


class Store(Protocol):
    async def open(self) -> None:
        """Connect and apply the numbered migrations (idempotent)."""

    async def close(self) -> None: ...

    # games and seats
    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        config: dict[str, Any],
        options: dict[str, Any],
    ) -> GameRow: ...

    async def game(self, game_id: int) -> GameRow | None: ...

    async def channel_game(self, channel_id: int) -> GameRow | None:
        """The channel's game in the lobby or in play, if any (one per channel)."""

    async def update_game(self, game_id: int, **fields: Any) -> GameRow:
        """Change lobby-time fields (status, config, options, message ids); not the version."""

    async def seats(self, game_id: int) -> list[SeatRow]: ...

    async def set_seats(self, game_id: int, seats: list[SeatRow]) -> None:
        """Replace the game's seats (lobby edits, kicks, autopilot changes)."""

    async def start_game(
        self, game_id: int, *, config: dict[str, Any], snapshot: dict[str, Any], seats: list[SeatRow]
    ) -> GameRow:
        """Lobby -> active at version 0, seats fixed, in one transaction."""

    # play
    async def record_move(self, move: Move) -> GameRow:
        """Append the events, write the snapshot, bump the version, replace deadlines (and seats,
        results) in ONE transaction; raises StaleVersion (storing nothing) on a version mismatch."""

    async def events(self, game_id: int) -> list[EventRow]: ...

    async def due_deadlines(self, now: float) -> list[Deadline]: ...

    async def set_deadlines(self, game_id: int, deadlines: list[Deadline]) -> None: ...

    async def deadlines(self, game_id: int) -> list[Deadline]:
        """The game's deadlines, soonest first (due or not)."""

    # people
    async def set_pref(self, user_id: int, key: str, value: str) -> None: ...

    async def prefs(self, user_id: int) -> dict[str, str]: ...

    async def history(self, channel_id: int, limit: int = 10) -> list[GameRow]:
        """The channel's finished or cancelled games, newest first."""

    async def results(self, game_id: int) -> list[ResultRow]: ...

    async def stats(self, guild_id: int, user_id: int) -> tuple[int, float, float]:
        """(games played, wins (shared wins count 1), average score) in this server."""
