"""What the bot keeps: the rows every backend stores and reads back, and the checks every backend
makes before it touches its database.

A game row holds the rules config and the latest snapshot; the events are the action log (the
source of truth: config + actions rebuild the game), and `version` counts the actions, so that a
stale or doubled click is refused inside the transaction that would have applied it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

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
class Sitting:
    """A game with its seats and the preferences of the members in them: what one click reads,
    in one call, to check the member and play (their time off and DM wish come with it)."""

    game: GameRow
    seats: list[SeatRow]  # in seat order
    prefs: dict[int, dict[str, str]]  # by user id, for every member seated ({} if none set)


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
RETRY_SECONDS = 60.0  # a claimed deadline comes back after this, doubled at each attempt...
RETRY_CAP = 3600.0  # ...up to an hour: a channel that refuses the bot is not hammered


def retry_delay(attempts: int) -> float:
    """How long a deadline claimed `attempts` times before waits before it is claimed again."""
    return min(RETRY_SECONDS * 2.0 ** min(attempts, 16), RETRY_CAP)


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
class Shards:
    """The Discord shards a process serves: `ids` of `count` (SHARD_COUNT, SHARD_IDS). A server
    belongs to shard `(guild_id >> 22) % count`, as Discord routes it; a store given `shards`
    answers only the games of those servers (None, the default: every server)."""

    count: int
    ids: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shards {self.ids} of {self.count}: each id must be in range(count)")
        if len(set(self.ids)) != len(self.ids):
            raise ValueError(f"shards {self.ids}: an id is listed twice")

    @property
    def everything(self) -> bool:
        """Whether these shards are every server's."""
        return len(self.ids) == self.count

    def owns(self, guild_id: int) -> bool:
        """Whether the server `guild_id` is one of these shards'."""
        return (guild_id >> 22) % self.count in self.ids


AI_CLAIM_SECONDS = 60.0  # an AI turn's claim lasts this long unless renewed: a dead process's frees soon


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


# Ratings rank by the conservative estimate μ − ORDINAL_Z·σ (openskill's ordinal): the order a
# leaderboard is read in, which bot/features/ratings.py shows too.
ORDINAL_Z = 3.0


@dataclass(frozen=True)
class RatingRow:
    """A member's rating in one server and game (bot/features/ratings.py: openskill's μ and σ)."""

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
class Finisher:
    """One seat of a finished game as the counting rule sees it (bot/features/ratings.py)."""

    seat: int
    user_id: int | None  # None: an AI seat
    place: int  # 1 = won; shared places are ties
    autopilot: bool = False  # on autopilot when the game ended
    removed: bool = False  # the person left or was removed

    @property
    def person(self) -> bool:
        return self.user_id is not None


@dataclass(frozen=True)
class Ending:
    """A finished game as its ratings see it: what a store reads from its results and seats and
    hands to the rating rule."""

    game_id: int
    guild_id: int
    game: str  # rules' Game value
    finished_at: float  # the stamp of its results: games are rated in this order
    finishers: tuple[Finisher, ...]  # in seat order

    @property
    def people(self) -> list[int]:
        """The members who played it, in seat order."""
        return [f.user_id for f in self.finishers if f.user_id is not None]


# The ratings a game leaves its people with, and what it changed (both empty: it does not count).
Rated = tuple[list[RatingRow], list[RatingChange]]
# The rating rule a store applies inside the transaction of a game's results, with the people's
# ratings it read there (bot.features.ratings.rate): pure, so that every backend gives the same floats.
Rater = Callable[[Ending, Mapping[int, RatingRow]], Rated]
# The same rule over every finished game in finishing order: the final ratings and every change
# (bot.features.ratings.recount, for `python -m bot ratings --recompute`).
Recount = Callable[[Sequence[Ending]], Rated]


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
    # With the last move; the store stamps their finished_at and, in the same transaction, rates
    # the game with `rate` (bot.features.ratings.rate) from the ratings it reads there. Without `rate` the
    # results are stored unrated.
    results: tuple[ResultRow, ...] = field(default=())
    rate: Rater | None = None
    next_game: NextGame | None = None  # with the last move of a series' game but the last


# --- a whole database, table by table (`python -m bot copy-db`, `CopyStore`) -------------------------

# Every table a store keeps and its columns, as the SQLite schema names and orders them: what
# `CopyStore.dump` reads and `CopyStore.load` writes, so what copy-db copies. A table or column added
# to the schema must be added here too (tests/bot/store/sqlite/test_tables.py fails until it is),
# or a copy would leave it behind. The migrations' own `schema_version` is each database's, not copied.
TABLES: dict[str, tuple[str, ...]] = {
    "games": (
        "id",
        "guild_id",
        "channel_id",
        "creator_id",
        "status",
        "config",
        "options",
        "snapshot",
        "version",
        "lobby_message_id",
        "turn_message_id",
        "table_message_id",
        "created_at",
        "updated_at",
        "parent_id",
        "turn_message_version",
    ),
    "seats": (
        "game_id",
        "seat",
        "user_id",
        "name",
        "ai_level",
        "autopilot",
        "autopilot_streak",
        "removed",
        "back_message_id",
    ),
    "events": ("game_id", "seq", "actor_id", "action", "at"),
    "deadlines": ("game_id", "kind", "due", "version", "seat", "attempts", "since", "seconds_left"),
    "results": ("game_id", "guild_id", "channel_id", "seat", "user_id", "score", "place", "finished_at"),
    "rating_changes": ("game_id", "user_id", "mu_before", "sigma_before", "mu", "sigma"),
    "user_prefs": ("user_id", "key", "value"),
    "guild_prefs": ("guild_id", "key", "value"),
    "ratings": ("guild_id", "game", "user_id", "mu", "sigma", "games", "updated_at"),
    "ai_claims": ("game_id", "version", "owner", "expires"),
}
# Each table's primary key: the order its rows are dumped in, on every backend alike.
KEYS: dict[str, tuple[str, ...]] = {
    "games": ("id",),
    "seats": ("game_id", "seat"),
    "events": ("game_id", "seq"),
    "deadlines": ("game_id", "kind"),
    "results": ("game_id", "seat"),
    "rating_changes": ("game_id", "user_id"),
    "user_prefs": ("user_id", "key"),
    "guild_prefs": ("guild_id", "key"),
    "ratings": ("guild_id", "game", "user_id"),
    "ai_claims": ("game_id",),
}
# The tables whose rows belong to one game (by `game_id`): dumped with their games, batch by batch.
GAME_TABLES = tuple(name for name, columns in TABLES.items() if columns[0] == "game_id")
JSON_COLUMNS = frozenset({"config", "options", "snapshot"})  # of games: decoded (dicts) in a dump
FLAG_COLUMNS = frozenset({"autopilot", "removed"})  # of seats: bool in a dump


@dataclass(frozen=True)
class TableRows:
    """Some rows of one table, as `CopyStore.dump` gives them and `CopyStore.load` takes them: a
    dict per row of the table's TABLES columns, plain Python values (JSON columns decoded, flags
    bool), so that any backend reads what any other wrote."""

    table: str
    rows: list[dict[str, Any]]


# Every id is a signed 64-bit integer in the database (SQLite's INTEGER, PostgreSQL's BIGINT). A
# number past that (a game number typed, or forged in a custom id) names nothing stored: a store
# answers it as an id that does not exist, without handing it to the database (which would raise).
KEY_RANGE = range(-(2**63), 2**63)


def storable(key: int) -> bool:
    """Whether `key` can be an id of something stored; an id that cannot is no game."""
    return key in KEY_RANGE


# --- checks every backend makes before touching its database ---------------------------------------


def same_game(game_id: int, rows: Iterable[SeatRow | Deadline | ResultRow], what: str) -> None:
    """Refuse rows that belong to another game (a caller's mistake, caught before any write)."""
    strays = [row for row in rows if row.game_id != game_id]
    if strays:
        raise ValueError(f"{what} for game {strays[0].game_id} given for game {game_id}")


def check_move(move: Move) -> None:
    """Refuse a malformed move before touching the database."""
    if not move.actions:
        raise ValueError("a move needs at least one action")
    if move.status == LOBBY or move.status not in STATUSES:
        raise ValueError(f"a move cannot leave the game {move.status!r}")
    same_game(move.game_id, move.deadlines, "deadlines")
    kinds = [d.kind for d in move.deadlines]
    for kind in kinds:
        if kinds.count(kind) > 1:  # a game has one deadline of a kind: the second would replace it
            raise ValueError(f"a move with two {kind} deadlines")
    same_game(move.game_id, (move.seat,) if move.seat is not None else (), "seats")
    same_game(move.game_id, move.results, "results")
    if move.next_game is not None and move.status != OVER:
        raise ValueError("a series' next game comes only with the last move")
