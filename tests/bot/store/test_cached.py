"""The cache of a process's sittings (bot/store/cached.py) over a real SQLite file: what it answers
from memory, what every write drops, what a call in flight meanwhile may keep, how long and how
many it keeps. The contract suite runs on it too (tests/bot/store/backends.py: "sqlite+cache")."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import AsyncIterator, Awaitable, Callable
from inspect import signature
from pathlib import Path
from typing import Any

import pytest

from bot.store import TIMER, CachedStore, Deadline, NotEmpty, Sitting, StaleVersion, Store, TableRows
from bot.store.cached import BY_ANSWER, LIFECYCLE, NO_SITTING, READS, SCOPES, WRITES, protocol_methods
from bot.store.sqlite import SqliteStore
from tests.bot.clock import Clock
from tests.bot.store.helpers import (
    ALICE,
    BOB,
    CHANNEL,
    GUILD,
    another_process,
    lobby,
    move,
    seats_of,
    started,
)


class Counted:
    """The backend's `sitting`, counted: how many reads reached the database."""

    def __init__(self, backend: SqliteStore) -> None:
        self.backend, self.reads = backend, 0
        self._real = backend.sitting
        backend.sitting = self._sitting  # type: ignore[method-assign]

    async def _sitting(self, game_id: int, *, recent: bool = False) -> Sitting | None:
        self.reads += 1
        return await self._real(game_id, recent=recent)


@pytest.fixture
def plain(store: SqliteStore) -> SqliteStore:
    """The backend behind the cache: the store tests' own (tests/bot/conftest.py)."""
    return store


@pytest.fixture
def ticking() -> Clock:
    """The cache's own clock (seconds since it started), moved by hand."""
    return Clock(0.0)


@pytest.fixture
def cached(plain: SqliteStore, ticking: Clock) -> CachedStore:
    return CachedStore(plain, clock=ticking)


@pytest.fixture
def counted(plain: SqliteStore) -> Counted:
    return Counted(plain)


async def fresh(plain: SqliteStore, game_id: int) -> Sitting | None:
    """The game's sitting as the database has it now (past the counting)."""
    return await type(plain).sitting(plain, game_id)


# --- every method of the protocol is a read or a write -------------------------------------------


def test_every_method_of_the_protocol_is_a_read_or_a_write() -> None:
    """What is not listed as a read is a write, and the sittings it may change are found from its
    parameters: a method added to the protocol is a write (dropping at least the game it names,
    else every sitting) until it is listed as a read."""
    assert READS | LIFECYCLE | {"sitting"} | WRITES == protocol_methods()
    assert not READS & WRITES and set(SCOPES) == WRITES
    taking = {
        n for n in WRITES if {"game_id", "move", "deadline"} & set(signature(getattr(Store, n)).parameters)
    }
    assert {n for n, scope in SCOPES.items() if scope.argument} == taking
    assert {n for n, scope in SCOPES.items() if scope.member} == {"set_pref", "drop_pref"}
    assert {n for n, scope in SCOPES.items() if scope.answer} == BY_ANSWER
    assert {n for n, scope in SCOPES.items() if scope.none} == NO_SITTING
    assert (
        taking | {"set_pref", "drop_pref"} | BY_ANSWER | NO_SITTING == WRITES
    )  # no write drops every sitting


def reads(game_id: int) -> dict[str, Callable[[Any], Awaitable[Any]]]:
    """Every read of the protocol, called on a game."""
    return {
        "game": lambda s: s.game(game_id),
        "sitting": lambda s: s.sitting(game_id),
        "channel_game": lambda s: s.channel_game(CHANNEL),
        "thread_games": lambda s: s.thread_games(CHANNEL),
        "member_games": lambda s: s.member_games(GUILD, ALICE),
        "active_games_of": lambda s: s.active_games_of(ALICE),
        "open_games": lambda s: s.open_games(),
        "count_open_games": lambda s: s.count_open_games(),
        "history": lambda s: s.history(CHANNEL),
        "events": lambda s: s.events(game_id),
        "ended_with_prompts": lambda s: s.ended_with_prompts(),
        "backs": lambda s: s.backs(game_id),
        "ended_with_backs": lambda s: s.ended_with_backs(),
        "seats": lambda s: s.seats(game_id),
        "due_deadlines": lambda s: s.due_deadlines(10_000.0),
        "deadlines": lambda s: s.deadlines(game_id),
        "prefs": lambda s: s.prefs(ALICE),
        "server_prefs": lambda s: s.server_prefs(GUILD),
        "results": lambda s: s.results(game_id),
        "finished_games": lambda s: s.finished_games(GUILD, CHANNEL),
        "stats": lambda s: s.stats(GUILD, ALICE),
        "rating_changes": lambda s: s.rating_changes(game_id),
        "leaderboard": lambda s: s.leaderboard(GUILD, "origins", 10),
        "standing": lambda s: s.standing(GUILD, "origins", ALICE),
        "rated_players": lambda s: s.rated_players(GUILD, "origins"),
        "latest_rated_game": lambda s: s.latest_rated_game(GUILD),
        "table_counts": lambda s: s.table_counts(),
        "dump": dumped,
    }


async def dumped(store: Any) -> list[TableRows]:
    return [chunk async for chunk in store.dump()]


async def refused_load(store: Any) -> None:
    """A load into this store, which holds a game: refused, nothing written."""
    with pytest.raises(NotEmpty):
        await store.load(empty_dump())


async def empty_dump() -> AsyncIterator[TableRows]:
    nothing: tuple[TableRows, ...] = ()
    for chunk in nothing:
        yield chunk


async def test_the_reads_change_nothing_and_drop_nothing(
    plain: SqliteStore, cached: CachedStore, counted: Counted
) -> None:
    """Each method listed as a read writes no row of the database (SQLite counts them), answers as
    the backend does, and leaves the game's sitting kept."""
    game = await started(cached)
    await cached.put_deadlines(game.id, [Deadline(game.id, TIMER, 50.0, 0, 0)])
    await cached.sitting(game.id, recent=True)
    calls = reads(game.id)
    assert set(calls) == READS | {"sitting"}
    changes = plain._db.total_changes
    for name, call in calls.items():
        assert await call(cached) == await call(plain), name
    assert plain._db.total_changes == changes
    assert (
        counted.reads == 1 + 2
    )  # the first sitting; in the loop, the backend's and the cache's (not `recent`)


# --- every write drops what it may change --------------------------------------------------------

DROPS, KEEPS, MOVES = "drops", "keeps", "moves"  # the game's sitting after the write


def writes(game_id: int) -> dict[str, tuple[Callable[[Any], Awaitable[Any]], str]]:
    """Every write of the protocol, made on (or beside) a game in play whose sitting is kept, and
    what becomes of that sitting: dropped, kept (the write cannot change it), or the move's."""
    deadline = Deadline(game_id, TIMER, 50.0, 0, 0)
    acting = dataclasses.replace(seats_of(game_id)[0], autopilot=True, autopilot_streak=1)
    return {
        "create_game": (lambda s: lobby(s, channel=CHANNEL + 1), KEEPS),  # another game
        "update_game": (lambda s: s.update_game(game_id, table_message_id=5), DROPS),
        "start_game": (lambda s: s.start_game(game_id, config={"players": 2}, snapshot={}), DROPS),  # refused
        "add_seat": (lambda s: s.add_seat(game_id, BOB, "Bob"), DROPS),  # refused: in play
        "remove_seat": (lambda s: s.remove_seat(game_id, 0), DROPS),
        "remove_player": (lambda s: s.remove_player(game_id, ALICE), DROPS),
        "set_autopilot": (lambda s: s.set_autopilot(game_id, 0, True), DROPS),
        "record_move": (lambda s: s.record_move(move(s.game_row, "pick 1", seat=acting)), MOVES),
        "keep_prompt": (lambda s: s.keep_prompt(game_id, 0, 77), DROPS),
        "prompt_retired": (lambda s: s.prompt_retired(game_id, 77), DROPS),
        "keep_back": (lambda s: s.keep_back(game_id, 0, 78), DROPS),
        "back_retired": (lambda s: s.back_retired(game_id, 0, 78), DROPS),
        "put_deadlines": (lambda s: s.put_deadlines(game_id, [deadline]), DROPS),
        "set_turn_deadlines": (lambda s: s.set_turn_deadlines(game_id, 0, [deadline]), DROPS),
        "drop_deadline": (lambda s: s.drop_deadline(game_id, TIMER, 0), DROPS),
        "reschedule": (lambda s: s.reschedule(dataclasses.replace(deadline, due=60.0)), DROPS),
        "claim_deadlines": (lambda s: s.claim_deadlines(10_000.0), DROPS),  # the game's timer is due
        "claim_ai_turn": (lambda s: s.claim_ai_turn(game_id, 0, "me", 60.0), DROPS),
        "release_ai_turn": (lambda s: s.release_ai_turn(game_id, 0, "me"), DROPS),
        "set_pref": (lambda s: s.set_pref(ALICE, "notify", "on"), DROPS),  # Alice is seated
        "drop_pref": (lambda s: s.drop_pref(ALICE, "notify"), DROPS),
        "set_server_pref": (lambda s: s.set_server_pref(GUILD, "language", "nl"), KEEPS),
        "recompute_ratings": (lambda s: s.recompute_ratings(lambda endings: ([], [])), KEEPS),
        "load": (refused_load, KEEPS),  # only an empty store takes one: no sitting to change
    }


def test_every_write_of_the_protocol_is_checked() -> None:
    """The table above lists every write of the protocol: one added later is checked too, or this fails."""
    assert set(writes(1)) == WRITES


class Caller:
    """The cached store, with the game row a move is made on at hand."""

    def __init__(self, cached: CachedStore, game_row: Any) -> None:
        self.cached, self.game_row = cached, game_row

    def __getattr__(self, name: str) -> Any:
        return getattr(self.cached, name)


@pytest.mark.parametrize("name", sorted(writes(1)))
async def test_each_write_drops_the_sittings_it_may_change(
    plain: SqliteStore, cached: CachedStore, counted: Counted, name: str
) -> None:
    """After the write (succeeded or refused), the game's next sitting is read from the database,
    unless the write cannot change it; a move's is the one it left, as the database has it."""
    game = await started(cached)
    await cached.put_deadlines(game.id, [Deadline(game.id, TIMER, 50.0, 0, 0)])
    await cached.set_pref(ALICE, "notify", "off")
    await cached.sitting(game.id, recent=True)
    before = counted.reads
    call, after = writes(game.id)[name]
    try:
        await call(Caller(cached, game))
    except Exception:  # a refusal (start_game on a game in play, a seat in play) drops it too
        assert after == DROPS
    found = await cached.sitting(game.id, recent=True)
    assert counted.reads - before == (1 if after == DROPS else 0)
    assert found == await fresh(plain, game.id)


async def test_a_member_write_drops_their_sittings_only(cached: CachedStore, counted: Counted) -> None:
    """A member's preference is in each sitting of a game they are seated at, and nowhere else."""
    theirs = await started(cached)
    other = await lobby(cached, channel=CHANNEL + 1)
    await cached.add_seat(other.id, BOB, "Bob")
    await cached.sitting(theirs.id, recent=True)
    await cached.sitting(other.id, recent=True)
    await cached.set_pref(ALICE, "notify", "on")
    before = counted.reads
    assert (await cached.sitting(theirs.id, recent=True)).prefs[ALICE] == {"notify": "on"}  # type: ignore[union-attr]
    await cached.sitting(other.id, recent=True)
    assert counted.reads - before == 1


async def test_a_claim_drops_the_games_it_claimed_only(cached: CachedStore, counted: Counted) -> None:
    """The scheduler's claim names the games whose deadlines it took (any server's): those are read
    again before they are fired, the others stay kept."""
    due = await started(cached)
    idle = await started(cached, channel=CHANNEL + 1)
    await cached.put_deadlines(due.id, [Deadline(due.id, TIMER, 50.0, 0, 0)])
    await cached.put_deadlines(idle.id, [Deadline(idle.id, TIMER, 5000.0, 0, 0)])
    await cached.sitting(due.id, recent=True)
    await cached.sitting(idle.id, recent=True)
    assert [d.game_id for d in await cached.claim_deadlines(100.0)] == [due.id]
    before = counted.reads
    await cached.sitting(due.id, recent=True)
    await cached.sitting(idle.id, recent=True)
    assert counted.reads - before == 1
    assert await cached.claim_deadlines(100.0) == []  # nothing claimed: nothing dropped
    await cached.sitting(due.id, recent=True)
    assert counted.reads - before == 1


# --- calls in flight -----------------------------------------------------------------------------


class Held:
    """A backend method that has done its work but does not return until `release`."""

    def __init__(self, backend: SqliteStore, name: str) -> None:
        self.done, self.release = asyncio.Event(), asyncio.Event()
        self.backend, self.name = backend, name
        self.real = real = getattr(backend, name)

        async def held(*args: Any, **kwargs: Any) -> Any:
            answer = await real(*args, **kwargs)
            self.done.set()
            await self.release.wait()
            return answer

        setattr(backend, name, held)

    def undo(self) -> None:
        setattr(self.backend, self.name, self.real)


async def test_a_read_that_a_write_overtakes_is_not_kept(
    plain: SqliteStore, cached: CachedStore, counted: Counted
) -> None:
    """A read answered before a write, returned after it: its caller gets what it read, and the
    next read goes to the database (the write has returned: it must be seen)."""
    game = await started(cached)
    held = Held(plain, "sitting")
    reading = asyncio.create_task(cached.sitting(game.id, recent=True))
    await held.done.wait()
    await cached.set_autopilot(game.id, 0, True)
    held.release.set()
    old = await reading
    held.undo()
    assert old is not None and not old.seats[0].autopilot
    now = await cached.sitting(game.id, recent=True)
    assert now is not None and now.seats[0].autopilot and counted.reads == 2


async def test_a_read_that_a_member_write_overtakes_is_not_kept(
    plain: SqliteStore, cached: CachedStore, counted: Counted
) -> None:
    """The same for a member's preferences: any game's read in flight may hold them."""
    game = await started(cached)
    held = Held(plain, "sitting")
    reading = asyncio.create_task(cached.sitting(game.id, recent=True))
    await held.done.wait()
    await cached.set_pref(ALICE, "notify", "on")
    held.release.set()
    assert (await reading).prefs[ALICE] == {}  # type: ignore[union-attr]
    held.undo()
    assert (await cached.sitting(game.id, recent=True)).prefs[ALICE] == {"notify": "on"}  # type: ignore[union-attr]
    assert counted.reads == 2


async def test_a_move_that_another_write_overlaps_is_read_again(
    plain: SqliteStore, cached: CachedStore, counted: Counted
) -> None:
    """A write on the game that ends while the move runs: the sitting the move leaves cannot be
    made from the one kept before it (the other write's change would be missing)."""
    game = await started(cached)
    await cached.sitting(game.id, recent=True)
    held = Held(plain, "record_move")
    moving = asyncio.create_task(cached.record_move(move(game, "pick 1")))
    await held.done.wait()
    await cached.set_autopilot(game.id, 1, True)
    held.release.set()
    await moving
    held.undo()
    now = await cached.sitting(game.id, recent=True)
    assert counted.reads == 2 and now == await fresh(plain, game.id)
    assert now is not None and now.game.version == 1 and now.seats[1].autopilot


async def test_a_move_while_another_write_runs_is_read_again(
    plain: SqliteStore, cached: CachedStore, counted: Counted
) -> None:
    """A write on the game still running when the move returns: the same."""
    game = await started(cached)
    await cached.sitting(game.id, recent=True)
    held = Held(plain, "set_autopilot")
    switching = asyncio.create_task(cached.set_autopilot(game.id, 1, True))
    await held.done.wait()
    await cached.record_move(move(game, "pick 1"))
    assert (await cached.sitting(game.id, recent=True)) == await fresh(plain, game.id)
    held.release.set()
    await switching
    held.undo()
    assert counted.reads == 2


# --- what is kept, how long, how many ------------------------------------------------------------


async def test_a_move_is_kept_as_the_database_has_it(
    plain: SqliteStore, cached: CachedStore, counted: Counted
) -> None:
    """Read once, then moved twice (the acting seat's autopilot state with them): no read more,
    and each time the sitting the database has."""
    game = await started(cached)
    await cached.set_pref(ALICE, "quiet", "x")
    await cached.sitting(game.id, recent=True)
    seat = seats_of(game.id)[0]
    row = await cached.record_move(move(game, "pick 1", seat=dataclasses.replace(seat, autopilot_streak=1)))
    assert await cached.sitting(game.id, recent=True) == await fresh(plain, game.id)
    await cached.record_move(move(row, "place A1 right", seat=dataclasses.replace(seat, autopilot=True)))
    found = await cached.sitting(game.id, recent=True)
    assert found == await fresh(plain, game.id)
    assert found is not None and found.game.version == 2 and found.seats[0].autopilot
    assert counted.reads == 1


async def test_a_refused_move_drops_the_sitting(
    plain: SqliteStore, cached: CachedStore, counted: Counted, db_path: Path, clock: Clock
) -> None:
    """Another store on the file (another process) moves the game behind this one's back: the
    sitting kept here is the one of a moment ago; a move made on it is refused as stale, stores
    nothing, and the game is read again."""
    game = await started(cached)
    await cached.sitting(game.id, recent=True)
    async with another_process(db_path, clock) as other:
        await other.record_move(move(game, "pick 2"))
    kept = await cached.sitting(game.id, recent=True)
    assert kept is not None and kept.game.version == 0 and counted.reads == 1
    with pytest.raises(StaleVersion):
        await cached.record_move(move(kept.game, "pick 1"))
    now = await cached.sitting(game.id, recent=True)
    assert now is not None and now.game.version == 1 and counted.reads == 2
    assert [e.action for e in await cached.events(game.id)] == ["pick 2"]


async def test_a_sitting_is_trusted_for_a_while(
    cached: CachedStore, counted: Counted, ticking: Clock
) -> None:
    """Another process's writes that bump no version (a member's preferences) are seen once the
    kept sitting has aged past `fresh_for`."""
    game = await started(cached)
    await cached.sitting(game.id, recent=True)
    ticking.advance(cached.fresh_for - 1)
    await cached.sitting(game.id, recent=True)
    assert counted.reads == 1
    ticking.advance(1)
    await cached.sitting(game.id, recent=True)
    assert counted.reads == 2


async def test_the_least_recently_used_games_leave(plain: SqliteStore, ticking: Clock) -> None:
    """At most `size` games are kept: the one read least recently leaves first."""
    cached = CachedStore(plain, size=2, clock=ticking)
    counted = Counted(plain)
    one, two, three = [await started(cached, channel=CHANNEL + n) for n in range(3)]
    for game in (one, two, one, three):  # two is the least recently used when three comes
        await cached.sitting(game.id, recent=True)
    assert counted.reads == 3
    await cached.sitting(one.id, recent=True)
    await cached.sitting(three.id, recent=True)
    assert counted.reads == 3
    await cached.sitting(two.id, recent=True)
    assert counted.reads == 4


async def test_an_answer_is_the_callers_own(cached: CachedStore) -> None:
    """What a caller does to the lists of its answer does not reach the next caller's."""
    game = await started(cached)
    first = await cached.sitting(game.id, recent=True)
    assert first is not None
    first.seats.clear()
    first.prefs[ALICE]["notify"] = "on"
    again = await cached.sitting(game.id, recent=True)
    assert again is not None and again.seats == seats_of(game.id) and again.prefs == {ALICE: {}}
    again.seats.clear()
    assert await cached.sitting(game.id, recent=True) == Sitting(game, seats_of(game.id), {ALICE: {}})


async def test_no_such_game_is_not_kept(cached: CachedStore, counted: Counted) -> None:
    """A game that does not exist (yet: another process may create it) is asked each time."""
    assert await cached.sitting(999, recent=True) is None
    assert await cached.sitting(999, recent=True) is None
    assert counted.reads == 2


async def test_idle_games_leave(plain: SqliteStore, ticking: Clock) -> None:
    """A sitting too old to be trusted is not kept once the next one is read: memory goes with it."""
    cached = CachedStore(plain, clock=ticking)
    idle, busy = await started(cached), await started(cached, channel=CHANNEL + 1)
    await cached.sitting(idle.id, recent=True)
    ticking.advance(cached.fresh_for)
    await cached.sitting(busy.id, recent=True)
    assert list(cached._kept) == [busy.id]


async def test_a_read_not_asked_recent_sees_another_process_and_is_kept(
    cached: CachedStore, counted: Counted, db_path: Path, clock: Clock
) -> None:
    """Another store on the file moves the game and changes a member's preference while this one
    keeps its sitting: a read that is not `recent` (opening a panel, the autopilot's) reads the
    database and sees both; the `recent` read after it (the panel's next step) is that one."""
    game = await started(cached)
    await cached.sitting(game.id, recent=True)
    async with another_process(db_path, clock) as other:
        await other.record_move(move(game, "pick 2"))
        await other.set_pref(ALICE, "notify", "on")
    now = await cached.sitting(game.id)
    assert now is not None and now.game.version == 1 and now.prefs[ALICE] == {"notify": "on"}
    assert await cached.sitting(game.id, recent=True) == now
    assert counted.reads == 2


async def test_a_move_on_a_version_other_than_the_kept_one_is_not_kept(
    plain: SqliteStore, cached: CachedStore, counted: Counted, db_path: Path, clock: Clock
) -> None:
    """The sitting kept here is of version 0; another process moves the game to 1 and changes
    Alice's preference; a move made here on version 1 (read elsewhere) is stored. The kept sitting
    of version 0 is no base for the one it leaves (its preference and seats are of before): the
    next read goes to the database."""
    game = await started(cached)
    await cached.sitting(game.id, recent=True)
    async with another_process(db_path, clock) as other:
        first = await other.record_move(move(game, "pick 2"))
        await other.set_pref(ALICE, "notify", "on")
    await cached.record_move(move(first, "place A1 right"))
    found = await cached.sitting(game.id, recent=True)
    assert found == await fresh(plain, game.id)
    assert found is not None and found.game.version == 2 and found.prefs[ALICE] == {"notify": "on"}
    assert counted.reads == 2


async def test_a_claim_of_other_games_spoils_no_read_or_move_in_flight(
    cached: CachedStore, counted: Counted
) -> None:
    """The scheduler's poll claims deadlines every minute, whatever the members click: a claim
    that answers other games (or none) while this game's read and move run keeps them kept, so a
    panel's next step reads nothing (a decision costs the same on a busy minute)."""
    game = await started(cached)
    idle = await started(cached, channel=CHANNEL + 1)
    for name, call in (
        ("sitting", lambda: cached.sitting(game.id)),
        ("record_move", lambda: cached.record_move(move(game, "pick 1"))),
    ):
        await cached.put_deadlines(idle.id, [Deadline(idle.id, TIMER, 50.0, 0, 0)])
        held = Held(cached.backend, name)  # type: ignore[arg-type]
        running = asyncio.create_task(call())
        await held.done.wait()
        assert [d.game_id for d in await cached.claim_deadlines(100.0)] == [idle.id]
        held.release.set()
        await running
        held.undo()
    found = await cached.sitting(game.id, recent=True)
    assert found is not None and found.game.version == 1 and counted.reads == 1
