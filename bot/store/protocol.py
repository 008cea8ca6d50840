"""The store the bot sees: one `Store`, made of one small protocol per aggregate (DESIGN.md §6).

What every backend promises (tests/bot/store/contract checks it on each):

- A game id that no row could have (not `storable`) is a game that does not exist: None,
  nothing, False or NoSuchGame, as for any unknown id.
- A write that is more than one statement is one transaction: stored whole or not at all. A move
  is one transaction guarded by the game's version (a compare-and-swap): its events, snapshot,
  version, deadlines, acting seat, results, the ratings they change, and a series' next game.
- No write reads a list and writes it back: seats and deadlines change one row at a time, with the
  conditions (free seat, same version, still seated) checked where they are written.
- Ratings are computed by the caller's pure rule (`Move.rate`, `recompute_ratings(recount)`)
  from the ratings the store reads inside the transaction that writes the results; a store rates
  a server's games one after the other, in the order it stamps their results (SQLite: one writer
  at a time; a backend with concurrent writers must lock what it reads, e.g. `FOR UPDATE`).
- Claimed deadlines are pushed back by `retry_delay`, so that no two pollers fire one at once.
- Several processes may share one database, each serving some Discord shards (`Shards`): the
  reads and claims a process makes for its own servers (open games, due deadlines, ended games'
  prompts) take `shards` and answer only the games of those servers, the store computing a game's
  shard from its guild_id (`(guild_id >> 22) % count`). An AI turn is thought out by one process
  only: it claims the turn (`claim_ai_turn`) in one transaction first.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, AsyncIterable
from typing import Any, Protocol

from bot.store.rows import (
    Deadline,
    EventRow,
    FinishedGame,
    GameRow,
    Move,
    RatingChange,
    RatingRow,
    Recount,
    ResultRow,
    SeatRow,
    Shards,
    Sitting,
    TableRows,
)


class GameStore(Protocol):
    """Games: created in a lobby, started, listed; their moves (and events) are `MoveStore`'s."""

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

    async def sitting(self, game_id: int, *, recent: bool = False) -> Sitting | None:
        """The game with its seats and its members' preferences, read at one moment (None: no
        such game): all that a click needs to check the member, play and prompt the next.
        `recent`: a copy this process read or wrote a moment ago will do (bot/store/cached.py);
        only for a caller whose write is guarded by the version it carries, or whose answer the
        member has seen already (a step of a panel drawn at that version). A backend that keeps
        nothing reads."""

    async def channel_game(self, channel_id: int) -> GameRow | None:
        """The channel's game in the lobby or in play, if any (one per channel or thread)."""

    async def thread_games(self, parent_id: int) -> list[GameRow]:
        """The open games (lobby or in play) in the threads of a channel, newest first."""

    async def member_games(self, guild_id: int, user_id: int) -> list[GameRow]:
        """The member's open games in a server, newest first: those where they hold a seat (not
        left or removed), and the lobbies they created."""

    async def active_games_of(self, user_id: int) -> list[GameRow]:
        """The games in play in which the member holds a seat (in every server), oldest first."""

    async def open_games(self, *, shards: Shards | None = None) -> list[GameRow]:
        """Every game in play (of the servers of `shards`; None: of every server)."""

    async def count_open_games(self, *, shards: Shards | None = None) -> int:
        """How many games are in play (of the servers of `shards`), without reading them: /metrics."""

    async def history(self, channel_id: int, limit: int = 10, *, threads: bool = False) -> list[GameRow]:
        """The channel's finished or cancelled games, newest first (`threads`: with those played in
        the channel's threads)."""

    async def update_game(self, game_id: int, **fields: Any) -> GameRow:
        """Change lobby-time fields (status, config, options, message ids, the channel and parent
        of a lobby being moved into its thread); not the version. Cancelling (or ending) a game
        this way also drops its deadlines."""

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


class MoveStore(Protocol):
    """A game's moves: the action log and the one transaction that stores a move."""

    async def record_move(self, move: Move) -> GameRow:
        """Append the events, write the snapshot, bump the version, replace deadlines (and the
        acting seat, results, the ratings `move.rate` makes of them, and a series' next game) in
        ONE transaction; raises StaleVersion (storing nothing) on a version mismatch or a game not
        in play, NotSeated if the member no longer holds the seat."""

    async def events(self, game_id: int) -> list[EventRow]: ...


class PromptStore(Protocol):
    """The messages whose buttons act on a game: its newest turn prompt, its seats' "I'm back"."""

    async def keep_prompt(self, game_id: int, version: int, message_id: int) -> int | None:
        """Make `message_id`, posted for the game at `version`, its newest prompt, unless the game
        has ended or keeps a prompt posted for a later version; either way the post owed for that
        version is done (its ANNOUNCE deadline goes, in the same transaction). Returns the message
        that prompts nothing any more (to lose its buttons): the prompt it replaced (None if none),
        or `message_id` itself when it came too late."""

    async def prompt_retired(self, game_id: int, message_id: int) -> bool:
        """The ended game's last prompt `message_id` has lost its buttons (or is gone for good):
        unmarked, if it is still the game's prompt. The id stays."""

    async def ended_with_prompts(self, *, shards: Shards | None = None) -> list[GameRow]:
        """The ended (over or cancelled) games whose last prompt may still show its buttons (of the
        servers of `shards`; None: of every server)."""

    async def keep_back(self, game_id: int, seat: int, message_id: int) -> int | None:
        """Make `message_id` the seat's newest "I'm back" message, unless the game has ended or the
        seat keeps a newer one. Returns the message that lost its use (to lose its button): the
        one it replaced (None if none), or `message_id` itself when it came too late."""

    async def back_retired(self, game_id: int, seat: int, message_id: int) -> bool:
        """The ended game's "I'm back" message `message_id` has lost its button (or is gone for
        good): cleared, if it is still the seat's."""

    async def backs(self, game_id: int) -> dict[int, int]:
        """The game's seats' "I'm back" messages whose buttons are live: message id by seat."""

    async def ended_with_backs(self, *, shards: Shards | None = None) -> list[GameRow]:
        """The ended (over or cancelled) games whose seats' "I'm back" messages may still show
        their buttons (of the servers of `shards`; None: of every server)."""


class SeatStore(Protocol):
    """Seats: taken and freed in the lobby, handed to the autopilot in play, fixed once ended."""

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


class DeadlineStore(Protocol):
    """Deadlines: one per game and kind, each belonging to a game version."""

    async def due_deadlines(self, now: float, *, shards: Shards | None = None) -> list[Deadline]: ...

    async def claim_deadlines(
        self,
        now: float,
        *,
        kinds: tuple[str, ...] | None = None,
        everything: bool = False,
        shards: Shards | None = None,
    ) -> list[Deadline]:
        """Take the due deadlines (of `kinds`; `everything`: due or not; of the games of the
        servers of `shards`, None: every server's) for this process, in one transaction: each is
        pushed back by its retry delay, so that nobody else fires it meanwhile."""

    async def put_deadlines(self, game_id: int, deadlines: list[Deadline]) -> None:
        """Add deadlines, each replacing the game's deadline of its kind."""

    async def set_turn_deadlines(self, game_id: int, version: int, deadlines: list[Deadline]) -> bool:
        """Replace the turn's reminder and timer, if the game is in play at `version`."""

    async def reschedule(self, deadline: Deadline) -> bool:
        """Set the due, budget and attempts of the game's deadline of that kind, if it is still the
        one set for that version; False otherwise (the game moved on)."""

    async def drop_deadline(self, game_id: int, kind: str, version: int) -> bool:
        """Remove the game's deadline of `kind` if it is still the one set for `version`."""

    async def deadlines(self, game_id: int) -> list[Deadline]:
        """The game's deadlines, soonest first (due or not)."""


class AiClaimStore(Protocol):
    """Who thinks for an AI (or autopilot) turn: one process at a time, for a while."""

    async def claim_ai_turn(self, game_id: int, version: int, owner: str, seconds: float) -> bool:
        """Take the game's turn at `version` for `owner` for `seconds` from now (the store's
        clock), in one transaction: True unless another owner holds an unexpired claim on that
        turn. The owner's own claim is extended (a renewal); a claim on an older turn, or an
        expired one, is taken over. False for a game that does not exist."""

    async def release_ai_turn(self, game_id: int, version: int, owner: str) -> bool:
        """Give up `owner`'s claim on the game's turn at `version` (played, or not to be played);
        False if it held none."""


class PreferenceStore(Protocol):
    """Members' and servers' settings, as text by key."""

    async def set_pref(self, user_id: int, key: str, value: str) -> None: ...

    async def prefs(self, user_id: int) -> dict[str, str]: ...

    async def drop_pref(self, user_id: int, key: str) -> None:
        """Forget one preference of a member (back to its default)."""

    async def set_server_pref(self, guild_id: int, key: str, value: str | None) -> None:
        """A server's setting (None: back to the default)."""

    async def server_prefs(self, guild_id: int) -> dict[str, str]: ...


class ResultStore(Protocol):
    """Finished games' results (written by the last move) and what is read from them."""

    async def results(self, game_id: int) -> list[ResultRow]: ...

    async def finished_games(
        self, guild_id: int, channel_id: int, *, number: str = "", limit: int = 25
    ) -> list[FinishedGame]:
        """The server's finished games (not cancelled ones): this channel's and its threads'
        first, each part newest first; `number`: only those whose number starts with these digits."""

    async def stats(self, guild_id: int, user_id: int) -> tuple[int, int, float | None]:
        """(games played, wins (shared wins count 1), average score over games scored in points,
        None without one) in this server."""


class RatingStore(Protocol):
    """Ratings per server, game and member, and what each rated game changed."""

    async def rating_changes(self, game_id: int) -> list[RatingChange]:
        """What a rated game did to its people's ratings, in seat order (none: not rated)."""

    async def leaderboard(self, guild_id: int, game: str, limit: int) -> list[tuple[int, RatingRow]]:
        """The server's best `limit` ratings in `game` with their ranks (equal ratings share one),
        best first (by μ − ORDINAL_Z·σ; among equals, more games first)."""

    async def standing(self, guild_id: int, game: str, user_id: int) -> tuple[int, RatingRow] | None:
        """A member's rank and rating in this server's `game`, None if not rated."""

    async def rated_players(self, guild_id: int, game: str) -> int:
        """How many members of this server have a rating in `game`."""

    async def latest_rated_game(self, guild_id: int) -> str | None:
        """The game whose ratings changed last in this server, None if none did."""

    async def recompute_ratings(self, recount: Recount) -> tuple[int, int]:
        """Rebuild every rating and rating change with `recount` (bot.features.ratings.recount) from the
        stored results, every finished game in finishing order, in one transaction; (games rated,
        ratings written)."""


class CopyStore(Protocol):
    """A whole database, table by table (rows.TABLES): what `python -m bot copy-db` reads from one
    store and writes into another, whichever backends they are."""

    async def table_counts(self) -> dict[str, int]:
        """The number of rows in each table of TABLES (read at one moment)."""

    def dump(self, batch: int = 100) -> AsyncGenerator[TableRows, None]:
        """Every row of every table of TABLES, read at one moment: the games `batch` at a time in
        id order, each batch followed by its rows of the GAME_TABLES, then the other tables; every
        table in its KEYS order. Nothing else may use this store while the dump is iterated (close
        it, `contextlib.aclosing`, to end its read early)."""

    async def load(self, chunks: AsyncIterable[TableRows]) -> dict[str, int]:
        """Write the rows of a dump into this store in ONE transaction: all or nothing (a crash
        midway leaves it as it was). Games keep their ids, and a game created afterwards gets the
        next id after the highest. Refuses a store that holds any game (NotEmpty, nothing written),
        checked inside that transaction; returns the rows written per table."""


class Store(
    GameStore,
    MoveStore,
    PromptStore,
    SeatStore,
    DeadlineStore,
    AiClaimStore,
    PreferenceStore,
    ResultStore,
    RatingStore,
    CopyStore,
    Protocol,
):
    """The bot's storage: every aggregate behind one door (`bot.store.open_store` opens one)."""

    async def open(self) -> None:
        """Connect and apply the numbered migrations (idempotent)."""

    async def close(self) -> None: ...
