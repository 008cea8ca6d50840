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
    channel_id: int  # where the game is played: a thread, or a channel itself
    creator_id: int
    status: str
    config: dict[str, Any]  # rules.GameConfig.to_json()
    options: dict[str, Any]  # the bot's own settings: {"reminder_hours": 24, "timer_hours": None, ...}
    snapshot: dict[str, Any] | None  # rules.snapshot.state_to_json(), None in the lobby
    version: int  # number of actions applied
    lobby_message_id: int | None = None
    turn_message_id: int | None = None  # the newest turn prompt (or an AI's "thinking" line)
    # The version that prompt was posted for; None once an ended game's prompt has lost its buttons
    # (and for prompts stored by older bots).
    turn_message_version: int | None = None
    table_message_id: int | None = None
    created_at: float = 0.0
    updated_at: float = 0.0
    parent_id: int | None = None  # the channel of the game's thread (None: played in a channel itself)


@dataclass(frozen=True)
class SeatRow:
    game_id: int
    seat: int  # 0-based, the rules' player number
    user_id: int | None  # None for an AI seat
    name: str  # display name when seated (AI: "AI (normal)")
    ai_level: str | None = None  # "easy" | "normal" | "hard" for AI seats
    autopilot: bool = False  # the seat is played by the autopilot until its player is back
    autopilot_streak: int = 0  # turns in a row played by the autopilot on timeout
    removed: bool = False  # the player left or was kicked: the autopilot plays the seat for good

    @property
    def player(self) -> int | None:
        """The member who may act for this seat (None: an AI, or a player who is gone)."""
        return None if self.removed else self.user_id


@dataclass(frozen=True)
class EventRow:
    game_id: int
    seq: int  # 1-based: the version after this action
    actor_id: int | None  # the Discord user, or None for the autopilot / an AI
    action: str  # the rules' action text, e.g. "place E4 right"
    at: float  # unix time


# Deadline kinds. A turn's reminder and timer belong to one game version and are replaced by the
# next move. ANNOUNCE and FINISH are stored with the move that calls for them (the turn passes, the
# game ends) and dropped once the channel has the prompt or the score sheet: if Discord refused, or
# the bot stopped in between, the scheduler posts them later (at start-up at once).
REMINDER = "reminder"
TIMER = "timer"
ANNOUNCE = "announce"
FINISH = "finish"
TURN_KINDS = (REMINDER, TIMER)
KINDS = (REMINDER, TIMER, ANNOUNCE, FINISH)


@dataclass(frozen=True)
class Deadline:
    game_id: int
    kind: str  # REMINDER | TIMER | ANNOUNCE | FINISH
    due: float  # unix time
    version: int  # the game version it was set for: stale once the game has moved on
    seat: int = -1
    attempts: int = 0  # times the scheduler has claimed it (each failure waits longer)
    # A member's turn reminder or timer counts only their time on (bot.time_off): the seconds
    # still to count from `since`; `due` is derived from them (infinite while they are on
    # vacation with no end). None for the deadlines due at a fixed time (owed posts, AI turns).
    since: float | None = None
    seconds_left: float | None = None


@dataclass(frozen=True)
class ResultRow:
    game_id: int
    guild_id: int
    channel_id: int
    seat: int
    user_id: int | None
    score: int
    place: int  # 1 = won (shared places allowed)
    finished_at: float = 0.0  # stamped by the store when it writes the results


@dataclass(frozen=True)
class RatingRow:
    """A member's rating in one server and game (bot/ratings.py: openskill's μ and σ)."""

    guild_id: int
    game: str  # rules' Game value: "origins" | "classic" | "resources"
    user_id: int
    mu: float
    sigma: float
    games: int  # rated games played
    updated_at: float = 0.0  # when the last of them finished


@dataclass(frozen=True)
class RatingChange:
    """What one rated game did to one member's rating."""

    game_id: int
    user_id: int
    mu_before: float
    sigma_before: float
    mu: float
    sigma: float


@dataclass(frozen=True)
class FinishedGame:
    """A finished game in a few words: what `/origins replay` offers to choose from."""

    id: int
    channel_id: int
    parent_id: int | None  # the text channel of the game's thread, None if played in a channel
    config: dict[str, Any]  # rules.GameConfig.to_json()
    finished_at: float
    winners: tuple[str, ...]  # the names of the seats placed first, in seat order


@dataclass(frozen=True)
class NextGame:
    """The next game of a series (a Dynasty), stored in the transaction of the last move: a
    restart between the score sheet and the next game's first prompt loses neither."""

    config: dict[str, Any]
    options: dict[str, Any]
    snapshot: dict[str, Any]
    seats: tuple[SeatRow, ...]  # with game_id 0: the store gives the new game's
    deadlines: tuple[Deadline, ...]  # the same


@dataclass(frozen=True)
class Move:
    """One confirmed move, stored in one transaction or not at all."""

    game_id: int
    expected_version: int  # refused unless the game is still at this version
    actor_id: int | None
    actions: tuple[str, ...]  # the action texts applied, in order (a recruit may be several)
    snapshot: dict[str, Any]
    status: str = ACTIVE  # OVER with the last move
    deadlines: tuple[Deadline, ...] = ()  # replace the turn's reminder and timer; others by kind
    seat: SeatRow | None = None  # the acting seat's autopilot state after the move, if it changes
    # With the last move; the store stamps their finished_at and rates the game in the same
    # transaction (bot/ratings.py decides whether it counts).
    results: tuple[ResultRow, ...] = field(default=())
    next_game: NextGame | None = None  # with the last move of a series' game but the last


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


# Every id is a signed 64-bit integer in the database (SQLite's INTEGER, PostgreSQL's BIGINT). A
# number past that (a game number typed, or forged in a custom id) names nothing stored: a store
# answers it as an id that does not exist, without handing it to the database (which would raise).
KEY_RANGE = range(-(2**63), 2**63)


def storable(key: int) -> bool:
    """Whether `key` can be an id of something stored; an id that cannot is no game."""
    return key in KEY_RANGE


class Store(Protocol):
    """The bot's storage. A game id that no row could have (not `storable`) is a game that does
    not exist: None, nothing, False or NoSuchGame, as for any unknown id."""

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
        parent_id: int | None = None,
    ) -> GameRow:
        """A new game in the lobby in `channel_id` (a thread of `parent_id`, or a channel);
        ChannelBusy if that channel or thread already has an open game."""

    async def game(self, game_id: int) -> GameRow | None: ...

    async def channel_game(self, channel_id: int) -> GameRow | None:
        """The channel's game in the lobby or in play, if any (one per channel or thread)."""

    async def thread_games(self, parent_id: int) -> list[GameRow]:
        """The open games (lobby or in play) in the threads of a channel, newest first."""

    async def member_games(self, guild_id: int, user_id: int) -> list[GameRow]:
        """The member's open games in a server, newest first: those where they hold a seat (not
        left or removed), and the lobbies they created."""

    async def update_game(self, game_id: int, **fields: Any) -> GameRow:
        """Change lobby-time fields (status, config, options, message ids, the channel and parent
        of a lobby being moved into its thread); not the version."""

    async def keep_prompt(self, game_id: int, version: int, message_id: int) -> int | None:
        """Make `message_id`, posted for the game at `version`, its newest prompt, unless the game
        has ended or keeps a prompt posted for a later version. Returns the message that prompts
        nothing any more (to lose its buttons): the prompt it replaced (None if none), or
        `message_id` itself when it came too late."""

    async def prompt_retired(self, game_id: int, message_id: int) -> bool:
        """The ended game's last prompt `message_id` has lost its buttons (or is gone for good):
        unmarked, if it is still the game's prompt. The id stays."""

    async def ended_with_prompts(self) -> list[GameRow]:
        """The ended (over or cancelled) games whose last prompt may still show its buttons."""

    async def keep_back(self, game_id: int, seat: int, message_id: int) -> int | None:
        """Make `message_id` the seat's newest "I'm back" message, unless the game has ended or the
        seat keeps a newer one. Returns the message that lost its use (to lose its button): the
        one it replaced (None if none), or `message_id` itself when it came too late."""

    async def back_retired(self, game_id: int, seat: int, message_id: int) -> bool:
        """The ended game's "I'm back" message `message_id` has lost its button (or is gone for
        good): cleared, if it is still the seat's."""

    async def backs(self, game_id: int) -> dict[int, int]:
        """The game's seats' "I'm back" messages whose buttons are live: message id by seat."""

    async def ended_with_backs(self) -> list[GameRow]:
        """The ended (over or cancelled) games whose seats' "I'm back" messages may still show
        their buttons."""

    async def seats(self, game_id: int) -> list[SeatRow]: ...

    async def add_seat(
        self, game_id: int, user_id: int | None, name: str, *, ai_level: str | None = None
    ) -> SeatRow:
        """Seat a member (or an AI) on the lowest free seat of a game in the lobby, atomically;
        SeatRefused("full" | "seated" | "closed") otherwise."""

    async def remove_seat(self, game_id: int, seat: int) -> bool:
        """Free a seat of a game in the lobby; False if it was not taken (or the lobby is closed)."""

    async def remove_player(self, game_id: int, user_id: int) -> SeatRow | None:
        """A player leaves a game in play (or is removed): the seat is the autopilot's for good.
        Returns the seat as it is now, or None if they held none or the game is not in play
        (an ended game's seats never change: its rating was decided on them)."""

    async def set_autopilot(self, game_id: int, seat: int, on: bool) -> SeatRow | None:
        """Switch one seat's autopilot (off also clears its timeouts); None for a removed seat or
        a game not in play."""

    async def start_game(
        self,
        game_id: int,
        *,
        config: dict[str, Any],
        snapshot: dict[str, Any],
        deadlines: tuple[Deadline, ...] = (),
    ) -> GameRow:
        """Lobby -> active at version 0 with its first deadlines, in one transaction, if every
        seat is taken (StaleVersion otherwise)."""

    # play
    async def record_move(self, move: Move) -> GameRow:
        """Append the events, write the snapshot, bump the version, replace deadlines (and the
        acting seat, results and the ratings they change) in ONE transaction; raises StaleVersion
        (storing nothing) on a version mismatch, NotSeated if the member no longer holds the seat."""

    async def events(self, game_id: int) -> list[EventRow]: ...

    async def due_deadlines(self, now: float) -> list[Deadline]: ...

    async def claim_deadlines(
        self, now: float, *, kinds: tuple[str, ...] | None = None, everything: bool = False
    ) -> list[Deadline]:
        """Take the due deadlines (of `kinds`; `everything`: due or not) for this process: each is
        pushed back by its retry delay, so that nobody else fires it meanwhile."""

    async def put_deadlines(self, game_id: int, deadlines: list[Deadline]) -> None:
        """Add deadlines, each replacing the game's deadline of its kind."""

    async def set_turn_deadlines(self, game_id: int, version: int, deadlines: list[Deadline]) -> bool:
        """Replace the turn's reminder and timer, if the game is in play at `version`."""

    async def drop_deadline(self, game_id: int, kind: str, version: int) -> bool:
        """Remove the game's deadline of `kind` if it is still the one set for `version`."""

    async def deadlines(self, game_id: int) -> list[Deadline]:
        """The game's deadlines, soonest first (due or not)."""

    async def open_games(self) -> list[GameRow]:
        """Every game in play."""

    # people
    async def set_pref(self, user_id: int, key: str, value: str) -> None: ...

    async def prefs(self, user_id: int) -> dict[str, str]: ...

    async def set_server_pref(self, guild_id: int, key: str, value: str | None) -> None:
        """A server's setting (None: back to the default)."""
        ...

    async def server_prefs(self, guild_id: int) -> dict[str, str]: ...

    async def drop_pref(self, user_id: int, key: str) -> None:
        """Forget one preference of a member (back to its default)."""

    async def active_games_of(self, user_id: int) -> list[GameRow]:
        """The games in play in which the member holds a seat (in every server), oldest first."""

    async def reschedule(self, deadline: Deadline) -> bool:
        """Set the due, budget and attempts of the game's deadline of that kind, if it is still the
        one set for that version; False otherwise (the game moved on)."""

    async def history(self, channel_id: int, limit: int = 10, *, threads: bool = False) -> list[GameRow]:
        """The channel's finished or cancelled games, newest first (`threads`: with those played in
        the channel's threads)."""

    async def results(self, game_id: int) -> list[ResultRow]: ...

    async def finished_games(
        self, guild_id: int, channel_id: int, *, number: str = "", limit: int = 25
    ) -> list[FinishedGame]:
        """The server's finished games (not cancelled ones): this channel's and its threads'
        first, each part newest first; `number`: only those whose number starts with these digits."""

    async def stats(self, guild_id: int, user_id: int) -> tuple[int, int, float | None]:
        """(games played, wins (shared wins count 1), average score over games scored in points,
        None without one) in this server."""

    # ratings
    async def rating_changes(self, game_id: int) -> list[RatingChange]:
        """What a rated game did to its people's ratings, in seat order (none: not rated)."""

    async def leaderboard(self, guild_id: int, game: str, limit: int) -> list[tuple[int, RatingRow]]:
        """The server's best `limit` ratings in `game` with their ranks (equal ratings share one),
        best first."""

    async def standing(self, guild_id: int, game: str, user_id: int) -> tuple[int, RatingRow] | None:
        """A member's rank and rating in this server's `game`, None if not rated."""

    async def rated_players(self, guild_id: int, game: str) -> int:
        """How many members of this server have a rating in `game`."""

    async def latest_rated_game(self, guild_id: int) -> str | None:
        """The game whose ratings changed last in this server, None if none did."""

    async def recompute_ratings(self) -> tuple[int, int]:
        """Rebuild every rating from the stored results, game after game in finishing order, in
        one transaction; (games rated, ratings written)."""
