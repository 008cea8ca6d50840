"""The sittings this process has just read or written, kept in memory in front of any `Store`.

A decision is several clicks on one game (Play your turn, a square, a direction, Confirm), and each
reads the game with its seats and its members' preferences (`sitting`). `CachedStore` answers
those reads from memory when the caller says a `recent` copy will do and this process has just
read or moved the game, and passes everything else to the backend: a decision costs the read of
its first click, the move and the prompt kept.

Who may take a recent copy (bot/turn/session.py), and why no one else does:

- The steps of a panel drawn at a version (a square, a direction, a preview): the member already
  sees that moment of the game, so a step drawn from it shows nothing the panel does not.
- A member's move made on a version (Confirm, a pick): it is stored only at that version.
- Nobody else. Opening a panel (Play your turn), the suggestions, a move typed without a version,
  the autopilot and the AI read the database, so what a member is shown first, and whether a
  member is away when the autopilot would play for them, is the database's word, whatever another
  process wrote; the read refreshes the kept copy for the steps that follow it.

What is kept, and for how long:

- A sitting, by game id, as the backend answered it (a read), or as a move left it (the row
  `record_move` answers, the acting seat's autopilot state the move wrote, the same preferences).
  Each answer is a copy: nobody changes the kept one.
- At most `size` games, the least recently used leaving first; an entry is trusted for
  `fresh_for` seconds after the read it comes from, then read again. Idle games leave: what is
  kept is about the games played in the last minute, each with its snapshot (some 25 KB of
  Python objects for a game of four halfway through).
- Every write that may change a sitting drops it when the write ends, whether the write succeeded
  or not. Which sittings a write may change is derived from the protocol, so that no write can be
  forgotten: every method of `Store` that is not one of the READS below is a write, and each write
  drops the game it names (a `game_id`, a `Move`, a `Deadline`), or the sittings of the member it
  names (their preferences are in each), or the games of the rows it answers (`BY_ANSWER`), or
  every sitting; only the writes of NO_SITTING (server settings, ratings) drop none. A method added
  to the protocol is thus a write until it is listed as a read.
- A read is kept only if no write that may change its sitting ended while it ran (one still
  running drops it when it ends); a move's sitting only if no other write that may change it
  overlapped the move. So a write that has returned is seen by every later read here, as without
  the cache. A write known by its answer (the scheduler's claim, each minute) touches only the
  games it answers: a member's read or move meanwhile on another game keeps its sitting.

Why a kept sitting is safe to act on. Only a move changes a game in play's version, and a move is
still ONE transaction of the backend guarded by the version it was made on (a compare-and-swap),
by the game being in play, and by the member still holding the seat (`record_move`); none of that
is read from here. So a sitting that another process made out of date can at worst draw a step of
a panel that already shows that moment: its Confirm carries that version and is refused as stale
(nothing stored; the kept sitting goes with the refused write, and the next opening shows the
game as it is). Within one process that does not even happen: every write goes through this
object, and drops what it may change.

Other processes on the same database (several shards, issue 21): each fires the deadlines, recovers
the games and runs the AI turns of its own shards' servers only (`shards`, SHARD_COUNT and
SHARD_IDS), so writes to a game come from the process owning its server, with these exceptions:

- The scheduler of a process that ran the server's shard before (a shard moved to another
  process, or an unsharded bot beside sharded ones): `claim_deadlines` and the AI claim keep any
  two from firing one deadline or thinking for one turn, and their moves bump the version, so a
  process whose kept sitting they made out of date refuses its own stale Confirm (above). A claim
  drops the sittings of the games it answers here, so the deadline this process fires is checked
  against the game as it is, never against a kept sitting (a timer refused as stale against an
  old one would be dropped: the game would wait for nobody).
- A member's preferences (their time off, DM wish, language) are per member, not per server: the
  process where they type `/origins away` or `/origins notify` writes them, and recounts their
  deadlines in every server's games. Deadlines are no part of a sitting; the preferences are, and
  another process sees the change at the next opening of a panel or autopilot turn (not `recent`);
  a move confirmed meanwhile on a panel opened before it prompts the next member with the
  preferences read at that opening (a decision late, as a wish read just before the change).
- Nothing else: lobbies, joins, leaving, kicks, cancelling, **I'm back**, rematches and moves by
  members are clicks and commands in the game's own channel, so in the process owning its server.

The command line (`python -m bot ratings --recompute`, `copy-db`) writes no sitting data: ratings
and rating changes only, or a whole copy into an empty database (`load` refuses any other). A bot
running meanwhile needs nothing dropped.
"""

from __future__ import annotations

import dataclasses
import inspect
import time
from collections import Counter, OrderedDict
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from bot.store.protocol import Store
from bot.store.rows import GameRow, Move, Sitting

# Games kept: more than a busy process moves in the minute an entry is trusted (some 17 to 37
# decisions a second at its peak: bench/latency.py), and no more than the session service keeps
# states of (bot/turn/session.py), which the sittings are read for: each is some 15 KB with its
# snapshot, 30 MB for all (bench/memory.py).
SIZE = 2000
FRESH_FOR = 60.0  # seconds a kept sitting answers a recent read: a panel left longer reads again

# The methods that change nothing: passed to the backend as they are.
READS = frozenset(
    {
        "game",
        "channel_game",
        "thread_games",
        "member_games",
        "active_games_of",
        "open_games",
        "count_open_games",
        "history",
        "events",
        "ended_with_prompts",
        "backs",
        "ended_with_backs",
        "seats",
        "due_deadlines",
        "deadlines",
        "prefs",
        "server_prefs",
        "results",
        "finished_games",
        "stats",
        "rating_changes",
        "leaderboard",
        "standing",
        "rated_players",
        "latest_rated_game",
        "table_counts",
        "dump",
    }
)
LIFECYCLE = frozenset({"open", "close"})
# Writes that name no game in their arguments but answer the rows they wrote: those rows' games.
BY_ANSWER = frozenset({"create_game", "claim_deadlines"})
# Writes of what no sitting holds: a server's settings, the ratings; and a whole database loaded,
# which only an empty store takes (so none of its sittings is kept).
NO_SITTING = frozenset({"set_server_pref", "recompute_ratings", "load"})
# The arguments that name the game a write changes (as tests/bot/store/contract/test_keys.py has them).
GAME_ARGUMENTS = ("game_id", "move", "deadline")


def protocol_methods() -> frozenset[str]:
    """Every public method of the `Store` protocol."""
    return frozenset(
        name for name, _ in inspect.getmembers(Store, inspect.isfunction) if not name.startswith("_")
    )


WRITES = protocol_methods() - READS - LIFECYCLE - {"sitting"}


@dataclass(frozen=True)
class Scope:
    """Which sittings a write may change: the game named by `argument`, the sittings of the
    member named by `member`, the games of the rows it answers, none, or (all None) every one."""

    argument: str | None = None
    member: str | None = None
    answer: bool = False
    none: bool = False


def scope_of(name: str) -> Scope:
    """The sittings the protocol's write `name` may change, from its parameters."""
    parameters = inspect.signature(getattr(Store, name)).parameters
    named = [p for p in GAME_ARGUMENTS if p in parameters]
    declared = (name in BY_ANSWER) + (name in NO_SITTING)
    if declared and (named or "user_id" in parameters):
        raise TypeError(f"Store.{name} names a game or a member: it cannot be declared otherwise")
    if named:
        return Scope(argument=named[0])
    if "user_id" in parameters:
        return Scope(member="user_id")
    return Scope(answer=name in BY_ANSWER, none=name in NO_SITTING)


def _check() -> dict[str, Scope]:
    """Each write's scope; an unknown name in the lists above stops this module from loading."""
    listed = READS | LIFECYCLE | BY_ANSWER | NO_SITTING
    strays = listed - protocol_methods()
    if strays:
        raise TypeError(f"not methods of the Store protocol: {sorted(strays)}")
    return {name: scope_of(name) for name in WRITES}


SCOPES = _check()


@dataclass
class _Watch:
    """A call in flight on one game: spoiled when a write that may change its sitting ends."""

    spoiled: bool = False


@dataclass(frozen=True)
class _Kept:
    sitting: Sitting
    stamp: float  # when the read it comes from began


def copied(sitting: Sitting) -> Sitting:
    """A sitting whose lists and dicts are its own (rows are frozen)."""
    return Sitting(sitting.game, list(sitting.seats), {user: dict(p) for user, p in sitting.prefs.items()})


def moved(before: Sitting, stored: GameRow, move: Move) -> Sitting:
    """The sitting after `move`, as `record_move` leaves it: the row it answered, the acting seat's
    autopilot state as the move set it, the other seats and the preferences as they were."""
    acting = move.seat
    seats = [
        dataclasses.replace(s, autopilot=acting.autopilot, autopilot_streak=acting.autopilot_streak)
        if acting is not None and s.seat == acting.seat
        else s
        for s in before.seats
    ]
    return Sitting(stored, seats, before.prefs)


class CachedStore:
    """A `Store` that keeps the sittings this process has just read or written (module docstring);
    every other call goes to `backend`, the store behind it."""

    def __init__(
        self,
        backend: Store,
        *,
        size: int = SIZE,
        fresh_for: float = FRESH_FOR,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.backend = backend
        self.size = size
        self.fresh_for = fresh_for
        self.clock = clock
        self._kept: OrderedDict[int, _Kept] = OrderedDict()
        self._watches: dict[int, list[_Watch]] = {}
        self._writing: Counter[int] = Counter()  # writes in flight, by the game they name
        self._writing_widely = 0  # writes in flight that may change sittings of several games

    def __getattr__(self, name: str) -> Any:
        """The protocol's other methods: reads as the backend's, writes wrapped (`_write`)."""
        if name in READS:
            return getattr(self.backend, name)
        if name in SCOPES:
            return self._write(name)
        raise AttributeError(name)

    async def open(self) -> None:
        await self.backend.open()

    async def close(self) -> None:
        self._kept.clear()
        await self.backend.close()

    # --- the cached read, and the move that refills it -------------------------------------------

    async def sitting(self, game_id: int, *, recent: bool = False) -> Sitting | None:
        """The kept sitting if `recent` will do, else the backend's (kept for the next)."""
        self._purge()
        kept = self._fresh(game_id) if recent else None
        if kept is not None:
            self._kept.move_to_end(game_id)
            return copied(kept.sitting)
        began = self.clock()
        with self._watching(game_id) as watch:
            found = await self.backend.sitting(game_id)
        if found is not None and not watch.spoiled:  # a write in flight drops it when it ends
            self._keep(game_id, _Kept(copied(found), began))
        return found

    async def record_move(self, move: Move) -> GameRow:
        """The backend's move; the sitting it leaves is kept if the one it was made on was kept
        before it and no other write on the game overlapped it."""
        game_id = move.game_id
        before = self._fresh(game_id)
        with self._watching(game_id) as watch, self._write_on(game_id):
            stored = await self.backend.record_move(move)
            alone = not watch.spoiled and self._writing[game_id] == 1 and not self._writing_widely
        # Kept only from the sitting the move was made on: one of another version is of before
        # another process's writes (seats, preferences) that the move's answer does not carry.
        if before is not None and alone and before.sitting.game.version == move.expected_version:
            self._keep(game_id, _Kept(moved(before.sitting, stored, move), before.stamp))
        return stored

    # --- the other writes ---------------------------------------------------------------------

    def _write(self, name: str) -> Callable[..., Awaitable[Any]]:
        """The backend's write `name`, dropping the sittings it may change when it ends."""
        method: Callable[..., Awaitable[Any]] = getattr(self.backend, name)
        scope = SCOPES[name]
        if scope.none:
            return method
        signature = inspect.signature(getattr(Store, name))

        async def write(*args: Any, **kwargs: Any) -> Any:
            given = signature.bind(self, *args, **kwargs).arguments
            if scope.argument is not None:
                named = given[scope.argument]
                with self._write_on(named if scope.argument == "game_id" else named.game_id):
                    return await method(*args, **kwargs)
            answer: Any = None
            if scope.answer:  # its games are known when it answers: only those are touched
                try:
                    answer = await method(*args, **kwargs)
                    return answer
                finally:
                    self._drop_answered(answer)
            try:
                with self._write_widely():
                    answer = await method(*args, **kwargs)
                    return answer
            finally:
                self._drop_reached(scope, given)

        return write

    def _drop_answered(self, answer: Any) -> None:
        """Drop the sittings of the games a write answered, and spoil the reads of them in flight
        (every one if it answered nothing: it failed, and may have written anything)."""
        if answer is None:
            self._kept.clear()
            self._spoil(list(self._watches))
            return
        rows = answer if isinstance(answer, list) else [answer]
        games = [row.id if isinstance(row, GameRow) else row.game_id for row in rows]
        for game_id in games:
            self._kept.pop(game_id, None)
        self._spoil(games)

    def _drop_reached(self, scope: Scope, given: dict[str, Any]) -> None:
        """Drop what a write naming no game reached: a member's sittings, or every sitting."""
        if scope.member is not None:
            member = given[scope.member]
            for game_id in [
                g for g, k in self._kept.items() if any(s.user_id == member for s in k.sitting.seats)
            ]:
                del self._kept[game_id]
        else:
            self._kept.clear()

    # --- bookkeeping ----------------------------------------------------------------------------

    def _fresh(self, game_id: int) -> _Kept | None:
        kept = self._kept.get(game_id)
        if kept is None or self.clock() - kept.stamp >= self.fresh_for:
            return None
        return kept

    def _keep(self, game_id: int, kept: _Kept) -> None:
        self._kept[game_id] = kept
        self._kept.move_to_end(game_id)
        while len(self._kept) > self.size:
            self._kept.popitem(last=False)

    def _purge(self) -> None:
        """Let the least recently used sittings that are too old to be trusted go (idle games)."""
        now = self.clock()
        while self._kept and now - next(iter(self._kept.values())).stamp >= self.fresh_for:
            self._kept.popitem(last=False)

    @contextmanager
    def _watching(self, game_id: int) -> Iterator[_Watch]:
        watch = _Watch()
        self._watches.setdefault(game_id, []).append(watch)
        try:
            yield watch
        finally:
            watches = self._watches[game_id]
            watches.remove(watch)
            if not watches:
                del self._watches[game_id]

    @contextmanager
    def _write_on(self, game_id: int) -> Iterator[None]:
        """A write on one game: in flight meanwhile; once it ends, its sitting goes and the reads
        of it in flight are spoiled."""
        self._writing[game_id] += 1
        try:
            yield
        finally:
            self._writing[game_id] -= 1
            if not self._writing[game_id]:
                del self._writing[game_id]
            self._kept.pop(game_id, None)
            self._spoil([game_id])

    @contextmanager
    def _write_widely(self) -> Iterator[None]:
        """A write that may change sittings of several games: every read in flight is spoiled."""
        self._writing_widely += 1
        try:
            yield
        finally:
            self._writing_widely -= 1
            self._spoil(list(self._watches))

    def _spoil(self, games: list[int]) -> None:
        """The reads and moves in flight on `games` keep nothing: a write on them has ended."""
        for game_id in games:
            for watch in self._watches.get(game_id, ()):
                watch.spoiled = True
