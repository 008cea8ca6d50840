"""Games in play: load, check the actor and the version, apply, store — the path of one click.

One `asyncio.Lock` per game serialises its moves inside this process; the version check in the
store's transaction refuses a stale or doubled click even across processes. A rules error never
reaches the store, and the in-memory cache is only updated after the store said yes.

The games kept in memory (each one's state, some 25 KB of Python objects halfway through a game of
four, and its lock) are the games played lately: at most `size` of them, and none idle for longer
than `idle_for` seconds; the least recently used leave first. A game that leaves is simply read
from its stored snapshot again at its next click. A game whose lock is held or waited for (a move
being stored, an autopilot or AI move, a seat handed over) never leaves: its lock must stay the one
every click of it takes, or two moves could run at once. A panel step in flight holds the state it
was given, so dropping the cache's reference to it changes nothing for that step.

A click is checked in one order, whether it previews (`Sessions.turn`) or plays (`Sessions.play`):
the game (GameGone), the member's seat (NotSeated, then NotYourTurnError), then the version
(StaleVersion). A member who does not hold the seat to act is refused before anything of the
decision is read or drawn, and hears the same sentence from a step as from its Confirm.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from bot.features import dynasty, ratings
from bot.features.time_off.model import TimeOff, budgeted, from_prefs, time_off_of
from bot.store import (
    ACTIVE,
    ANNOUNCE,
    FINISH,
    OVER,
    REMINDER,
    TIMER,
    Deadline,
    GameRow,
    Move,
    NextGame,
    NotSeated,
    ResultRow,
    SeatRow,
    Sitting,
    StaleVersion,
    Store,
)
from rules import (
    Action,
    GameConfig,
    GameState,
    RulesError,
    final_scores,
    new_game,
    parse_action,
    parse_actions,
    state_from_json,
    state_to_json,
)


class NotYourTurnError(Exception):
    """The clicking member is not the player whose decision is pending in game `game_id`;
    `stale`: and their click was made on an earlier moment of it."""

    def __init__(self, pending_seat: int, game_id: int | None = None, *, stale: bool = False) -> None:
        super().__init__(pending_seat, game_id)
        self.pending_seat, self.game_id, self.stale = pending_seat, game_id, stale


class MemberAway(Exception):
    """The autopilot was to play for a member who is in their quiet hours or on vacation: it never
    does; their turn's timer waits until they are back."""


class GameGone(Exception):
    """The game is not in play any more (over, cancelled, or never was)."""


class InLobby(Exception):
    """The game has not started: it is still in its lobby, where seats are taken and left."""

    def __init__(self, row: GameRow) -> None:
        super().__init__(row.id)
        self.row = row


class NoGame(Exception):
    """The channel has no game at all; `threads`: the open games in the channel's threads."""

    def __init__(self, threads: Sequence[GameRow] = ()) -> None:
        super().__init__(len(threads))
        self.threads = list(threads)


@dataclass(frozen=True)
class Played:
    """What a confirmed move did: the stored row and the new state (and the old one's version)."""

    row: GameRow
    state: GameState
    seats: list[SeatRow]
    before: int  # the version the move was made on
    # The seated members' preferences, read with the game by the move: the next prompt's time
    # off and DM wish without another read.
    prefs: Mapping[int, Mapping[str, str]] = field(default_factory=dict)


@dataclass(frozen=True)
class Turn:
    """A game in play as the member to act may see it: made only by `Sessions` once the member is
    known to hold the seat to act (`turn`, `play`), and what a panel step is drawn from
    (`Panels.show`): a preview cannot be drawn without that check."""

    row: GameRow
    state: GameState
    seats: list[SeatRow]
    seat: int


# With this many kept, 10,000 open games of four take some 70 MB with the sittings kept beside
# them (bot/store/cached.py), against 250 MB when every game stayed (bench/memory.py); a game that
# left costs its next click about 1 ms (its sitting read, its snapshot parsed).
SIZE = 2000
IDLE_FOR = 600.0  # seconds: a game nobody clicked for this long leaves the memory


class Sessions:
    """The bot's games in play, cached by id, each behind its own lock (module docstring: which
    games are kept, and for how long)."""

    def __init__(
        self,
        store: Store,
        clock: Callable[[], float] = time.time,
        *,
        size: int = SIZE,
        idle_for: float = IDLE_FOR,
        idle_clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if size < 1 or not idle_for > 0:
            raise ValueError(f"a game cache of {size} games idle for {idle_for} s keeps no game in use")
        self.store = store
        self.clock = clock  # the bot passes Discord's clock (virtual under SimCord)
        self.size = size
        self.idle_for = idle_for
        self.idle_clock = idle_clock  # the process's own: idleness is no game time
        self._locks: dict[int, asyncio.Lock] = {}
        self._cache: dict[int, tuple[int, GameState]] = {}
        self._used: OrderedDict[int, float] = OrderedDict()  # every game kept, last used last

    def lock(self, game_id: int) -> asyncio.Lock:
        found = self._locks.setdefault(game_id, asyncio.Lock())
        self._touch(game_id)
        return found

    def held(self) -> set[int]:
        """The games this process keeps in memory (states or locks)."""
        return set(self._cache) | set(self._locks)

    def busy(self, game_id: int) -> bool:
        """Whether the game's lock is held or waited for: it must stay the game's one lock."""
        lock = self._locks.get(game_id)
        return lock is not None and (lock.locked() or bool(lock._waiters))

    def forget(self, game_id: int) -> None:
        """Drop an ended game from memory (its lock too, unless a move is inside it or waits for it)."""
        self._cache.pop(game_id, None)
        if not self.busy(game_id):
            self._locks.pop(game_id, None)
            self._used.pop(game_id, None)

    async def state(self, row: GameRow) -> GameState:
        """The game's state at the row's version (cache, else the stored snapshot)."""
        cached = self._cache.get(row.id)
        if cached is not None and cached[0] == row.version:
            self._touch(row.id)
            return cached[1]
        if row.snapshot is None:
            raise GameGone
        state = await asyncio.to_thread(state_from_json, row.snapshot)
        self._keep(row.id, row.version, state)
        return state

    def _keep(self, game_id: int, version: int, state: GameState) -> None:
        self._cache[game_id] = (version, state)
        self._touch(game_id)

    def _touch(self, game_id: int) -> None:
        """`game_id` was just used: it goes last, and the games beyond the budget or idle leave."""
        now = self.idle_clock()
        self._used[game_id] = now
        self._used.move_to_end(game_id)
        self._trim(now)

    def _trim(self, now: float) -> None:
        """The least recently used games leave while more than `size` are kept or the oldest is
        idle; a busy one (its lock held or waited for) is used now: it goes last and stays."""
        for _ in range(len(self._used)):  # each game looked at once at most: busy ones go last
            game_id, used = next(iter(self._used.items()))
            if len(self._used) <= self.size and now - used < self.idle_for:
                return
            if self.busy(game_id):
                self._used[game_id] = now
                self._used.move_to_end(game_id)
                continue
            del self._used[game_id]
            self._cache.pop(game_id, None)
            self._locks.pop(game_id, None)

    async def turn(self, game_id: int, user_id: int, version: int | None = None) -> Turn:
        """The game in play as the member `user_id` may see it to act on their decision; `version`:
        the click's. Raises GameGone, NotSeated, NotYourTurnError or StaleVersion (Confirm's order)."""
        # A step of a panel drawn at `version` may be drawn from what this process read for the
        # panel (the member sees that moment already); opening one shows the game as it is.
        found = await self._in_play(game_id, version)
        return await self._checked(found.game, found.seats, seat_of(found.seats, user_id), version)

    async def current(self, game_id: int) -> tuple[GameRow, GameState, list[SeatRow]]:
        """The game in play now, as anyone may see it (the table, the channel's prompt); GameGone
        if it is not in play. A click on a decision's panel loads it through `turn` instead."""
        found = await self._in_play(game_id, None)
        return found.game, await self.state(found.game), found.seats

    async def _in_play(self, game_id: int, version: int | None) -> Sitting:
        """The game in play with its seats and their members' preferences: one store call. With
        the `version` of the click, none if this process has just read or written the game at that
        version (`Store.sitting`'s `recent`); a copy at another version is no answer to that
        click, so the database is asked (a stale click is refused on its word alone)."""
        found = await self.store.sitting(game_id, recent=version is not None)
        if found is not None and version is not None and found.game.version != version:
            found = await self.store.sitting(game_id)
        if found is None or found.game.status != ACTIVE:
            raise GameGone
        return found

    async def _checked(self, row: GameRow, seats: list[SeatRow], seat: int, version: int | None) -> Turn:
        """`seat`'s turn at `version`: the seat first, so a member who is not to act is told so
        whatever the version their click carries (an old or a forged one)."""
        state = await self.state(row)
        stale = version is not None and version != row.version
        pending = state.current_player()
        if seat != pending:
            raise NotYourTurnError(pending, row.id, stale=stale)
        if stale:
            raise StaleVersion
        return Turn(row, state, seats, seat)

    async def start(self, row: GameRow, seats: list[SeatRow]) -> tuple[GameRow, GameState]:
        """Lobby -> play: a fresh seed, chiefs drawn by it, version 0 stored with its deadlines
        (the first prompt's too, so that a crash before it is posted cannot stall the game)."""
        config = GameConfig.from_json({**row.config, "players": len(seats), "seed": secrets.randbits(63)})
        state = new_game(config)
        away = await self.time_off_to_act(state, seats)
        deadlines = deadlines_for(row, state, seats, self.clock(), announce=True, away=away)
        started = await self.store.start_game(
            row.id, config=config.to_json(), snapshot=state_to_json(state), deadlines=deadlines
        )
        self._keep(row.id, started.version, state)
        return started, state

    async def play(
        self,
        game_id: int,
        actions: Sequence[Action] | str,
        *,
        user_id: int | None,
        version: int | None = None,
        seat: int | None = None,
        timed_out: bool = False,
    ) -> Played:
        """Apply `actions` for the member `user_id` (or for `seat`: the autopilot), store them.

        `actions`: the actions, or a member's text of them (`read_move`), read only once the
        member is known to hold the seat to act. `version`: the game version the click was made
        on (stale clicks are refused). `timed_out`: the autopilot plays because the turn timer ran
        out (counts toward the seat staying on autopilot). Raises GameGone, NotSeated (the member
        left or was removed), NotYourTurnError, StaleVersion (in that order, as `turn`),
        MemberAway (the autopilot for a member who is away now) or a RulesError; on any of them
        nothing changes.
        """
        try:
            async with self.lock(game_id):
                return await self._play(game_id, actions, user_id, version, seat, timed_out)
        except GameGone:
            self.forget(game_id)  # an ended game's, or a forged number's: no lock kept for it
            raise

    async def _play(
        self,
        game_id: int,
        actions: Sequence[Action] | str,
        user_id: int | None,
        version: int | None,
        seat: int | None,
        timed_out: bool,
    ) -> Played:
        """`play` inside the game's lock."""
        # A member's move made on a version may use the sitting kept for its panel: the move is
        # stored only at that version (`record_move`), so a game moved meanwhile by another
        # process is refused as stale, never overwritten. The autopilot and the AI read the game
        # as it is: whether a member is away is no version's, and it is checked here alone.
        found = await self._in_play(game_id, version if user_id is not None else None)
        row, seats, prefs = found.game, found.seats, found.prefs
        turn = await self._checked(row, seats, seat_of(seats, user_id) if seat is None else seat, version)
        seat, state = turn.seat, turn.state
        if user_id is None:  # checked under the lock: their time off may have begun meanwhile
            await self._refuse_if_away(seats, seat, prefs)
        if isinstance(actions, str):
            actions = read_move(actions)
        new = state.copy()
        for action in actions:
            new.play(action, player=new.current_player() if user_id is None else seat)
        seats = _after_turn(seats, seat, human=user_id is not None, timed_out=timed_out)
        move = await self._move(row, new, actions, user_id, seats, seat, prefs)
        stored = await self.store.record_move(move)
        if new.is_over:
            self._cache.pop(game_id, None)  # an ended game is only read from the store again
        else:
            self._keep(game_id, stored.version, new)
        return Played(stored, new, seats, row.version, prefs)

    async def time_off_to_act(
        self,
        state: GameState,
        seats: Sequence[SeatRow],
        prefs: Mapping[int, Mapping[str, str]] | None = None,
    ) -> TimeOff:
        """The time off of the member whose decision is pending (none for an AI or a removed seat);
        `prefs`: the seated members' preferences, if the caller has read them already."""
        if state.is_over:
            return TimeOff()
        mine = next((s for s in seats if s.seat == state.current_player()), None)
        return await self._time_off(None if mine is None else mine.player, prefs)

    async def _time_off(self, player: int | None, prefs: Mapping[int, Mapping[str, str]] | None) -> TimeOff:
        if player is not None and prefs is not None and player in prefs:
            return from_prefs(prefs[player])
        return await time_off_of(self.store, player)

    async def _refuse_if_away(
        self, seats: Sequence[SeatRow], seat: int, prefs: Mapping[int, Mapping[str, str]]
    ) -> None:
        """MemberAway if `seat` belongs to a member who is in their quiet hours or on vacation."""
        mine = next((s for s in seats if s.seat == seat), None)
        player = None if mine is None else mine.player
        if player is not None and (await self._time_off(player, prefs)).away_at(self.clock()):
            raise MemberAway(player)

    async def _move(
        self,
        row: GameRow,
        new: GameState,
        actions: Sequence[Action],
        user_id: int | None,
        seats: list[SeatRow],
        seat: int,
        prefs: Mapping[int, Mapping[str, str]],
    ) -> Move:
        status = OVER if new.is_over else ACTIVE
        results: tuple[ResultRow, ...] = ()
        if new.is_over:
            scores = final_scores(new)
            places = dict((p, place) for place, p in scores.ranking)
            results = tuple(
                ResultRow(
                    row.id,
                    row.guild_id,
                    row.channel_id,
                    s.seat,
                    s.user_id,
                    scores.players[s.seat].total,
                    places[s.seat],
                )
                for s in seats
            )
        away = await self.time_off_to_act(new, seats, prefs)
        return Move(
            game_id=row.id,
            expected_version=row.version,
            actor_id=user_id,
            actions=tuple(str(a) for a in actions),
            snapshot=state_to_json(new),
            status=status,
            deadlines=deadlines_for(
                row,
                new,
                seats,
                self.clock(),
                len(actions),
                announce=new.current_player() != seat,
                away=away,
            ),
            seat=next(s for s in seats if s.seat == seat),
            results=results,
            # The rating rule, applied by the store in the move's transaction to the ratings it reads.
            rate=ratings.rate if results else None,
            next_game=await self._next_game(row, seats, prefs) if new.is_over else None,
        )

    async def _next_game(
        self, row: GameRow, seats: Sequence[SeatRow], prefs: Mapping[int, Mapping[str, str]]
    ) -> NextGame | None:
        """A Dynasty's next game: the same config and seats, a fresh seed, its first deadlines.
        A player who left stays gone (the autopilot plays their seat); the others start afresh."""
        options = dynasty.next_options(row)
        if options is None:
            return None
        config = GameConfig.from_json({**row.config, "seed": secrets.randbits(63)})
        state = new_game(config)
        fresh = tuple(
            replace(s, game_id=0, autopilot=s.removed, autopilot_streak=0)
            for s in sorted(seats, key=lambda s: s.seat)
        )
        template = replace(row, id=0, version=0, status=ACTIVE, options=options, turn_message_id=None)
        away = await self.time_off_to_act(state, fresh, prefs)
        return NextGame(
            config=config.to_json(),
            options=options,
            snapshot=state_to_json(state),
            seats=fresh,
            deadlines=deadlines_for(template, state, fresh, self.clock(), announce=True, away=away),
        )


AUTOPILOT_AFTER = 2  # timeouts in a row after which a seat stays on autopilot
# The click's own handler posts the prompt or the score sheet at once; the scheduler posts them
# only if that did not happen by then (Discord refused, or the bot stopped in between).
POST_GRACE = 120.0


def seat_of(seats: Sequence[SeatRow], user_id: int | None) -> int:
    """The seat the member may act for; NotSeated if they left or were removed, -1 if they never sat."""
    if any(s.player == user_id for s in seats):
        return next(s.seat for s in seats if s.player == user_id)
    if user_id is not None and any(s.user_id == user_id for s in seats):
        raise NotSeated(user_id)
    return -1


def read_move(text: str) -> list[Action]:
    """A member's move as typed or carried by a component: one action, or a recruit with what
    pays for and settles it (`recruit board 2 pay D4 at C6`). Raises MalformedAction."""
    return parse_actions(text) if text.lower().startswith("recruit") else [parse_action(text)]


def deadlines_for(
    row: GameRow,
    state: GameState,
    seats: Sequence[SeatRow],
    now: float,
    moves: int = 0,
    *,
    announce: bool = False,
    away: TimeOff = TimeOff(),  # noqa: B008  # frozen: one shared empty value is safe
) -> tuple[Deadline, ...]:
    """The deadlines of the decision now pending: its reminder and turn timer (a seat on autopilot
    or an AI: the timer at once), with `announce` its prompt to post; at the end, the score sheet.

    A member's reminder and timer count only their time on (`away`: their time off,
    bot.features.time_off.model); so does the autopilot of a seat whose member is still in the
    game. A turn that begins while the member is away has its reminder as they are back: its
    prompt did not ping them."""
    version = row.version + moves
    if state.is_over:
        return (Deadline(row.id, FINISH, now + POST_GRACE, version),)
    seat = state.current_player()
    mine = next(s for s in seats if s.seat == seat)
    if mine.player is None:  # an AI, or a player who is gone: the autopilot at once
        out = [Deadline(row.id, TIMER, now, version, seat)]
    else:
        budgets = {TIMER: 0.0} if mine.autopilot else {}
        if not mine.autopilot:
            for kind, key in ((REMINDER, "reminder_hours"), (TIMER, "timer_hours")):
                if hours := row.options.get(key):
                    budgets[kind] = float(hours) * 3600
            if away.away_at(now):
                budgets[REMINDER] = 0.0
        out = [budgeted(row.id, kind, version, seat, now, seconds, away) for kind, seconds in budgets.items()]
    if announce and any(s.seat == seat and s.player is not None for s in seats):
        out.append(Deadline(row.id, ANNOUNCE, now + POST_GRACE, version, seat))
    return tuple(out)


def _after_turn(seats: list[SeatRow], seat: int, *, human: bool, timed_out: bool) -> list[SeatRow]:
    """A player's own move resets their timeouts; a timeout counts, and two in a row stick."""
    out = []
    for s in seats:
        if s.seat == seat and human:
            s = replace(s, autopilot=False, autopilot_streak=0)
        elif s.seat == seat and timed_out:
            streak = s.autopilot_streak + 1
            s = replace(s, autopilot_streak=streak, autopilot=s.autopilot or streak >= AUTOPILOT_AFTER)
        out.append(s)
    return out


__all__ = [
    "GameGone",
    "InLobby",
    "MemberAway",
    "NoGame",
    "NotSeated",
    "NotYourTurnError",
    "Played",
    "RulesError",
    "Sessions",
    "StaleVersion",
    "Turn",
    "deadlines_for",
    "read_move",
    "seat_of",
]
