"""The store's contract for moves: one transaction guarded by the version (events, snapshot,
deadlines, the acting seat, results), stale and racing moves refused, nothing stored on failure,
and moves kept across reopening."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import (
    ACTIVE,
    CANCELLED,
    LOBBY,
    OVER,
    Deadline,
    GameRow,
    NoSuchGame,
    SeatRow,
    StaleVersion,
    Store,
)
from tests.bot.clock import Clock
from tests.bot.store.backends import Backend
from tests.bot.store.helpers import (
    ALICE,
    CHANNEL,
    lobby,
    move,
    results_of,
    seats_of,
    started,
)


@pytest.mark.asyncio
async def test_record_move_appends_events_and_writes_the_game(store: Store, clock: Clock) -> None:
    """A move adds one event per action with consecutive seq, and writes snapshot, version and deadlines."""
    game = await started(store)
    clock.advance(10)
    reminder = Deadline(game.id, "reminder", clock.now + 3600, version=2, seat=1)
    after = await store.record_move(move(game, "pick 12", "place E4 right", deadlines=(reminder,)))
    assert (after.version, after.snapshot, after.status, after.updated_at) == (
        2,
        {"turn": 2},
        ACTIVE,
        clock.now,
    )
    assert await store.game(game.id) == after
    events = await store.events(game.id)
    assert [(e.seq, e.action, e.actor_id, e.at) for e in events] == [
        (1, "pick 12", ALICE, clock.now),
        (2, "place E4 right", ALICE, clock.now),
    ]
    assert await store.deadlines(game.id) == [reminder]
    clock.advance(10)
    timer = Deadline(game.id, "timer", clock.now + 60, version=3, seat=0)
    again = await store.record_move(move(after, "fire C3", actor_id=None, deadlines=(timer,)))
    assert again.version == 3
    assert [(e.seq, e.actor_id) for e in await store.events(game.id)] == [(1, ALICE), (2, ALICE), (3, None)]
    assert await store.deadlines(game.id) == [timer]
    assert await store.seats(game.id) == seats_of(game.id)  # untouched: move.seat was None


@pytest.mark.asyncio
async def test_record_move_updates_the_acting_seat_when_given(store: Store) -> None:
    """A move carrying its seat writes that seat's autopilot state in the same transaction, and
    only that seat's."""
    game = await started(store)
    seat = SeatRow(game.id, 0, ALICE, "Alice", autopilot=True, autopilot_streak=1)
    await store.record_move(move(game, "pick 3", actor_id=None, seat=seat))
    assert await store.seats(game.id) == [seat, seats_of(game.id)[1]]


@pytest.mark.asyncio
async def test_record_move_keeps_owed_messages_and_replaces_the_turn(store: Store) -> None:
    """A move replaces the turn's reminder and timer; a prompt still owed stays unless the move
    owes a newer one; a dropped deadline is only the one of the version named."""
    game = await started(store)
    owed = Deadline(game.id, "announce", 500.0, 0, 0)
    await store.put_deadlines(game.id, [owed, Deadline(game.id, "timer", 900.0, 0, 0)])
    after = await store.record_move(
        move(game, "pick 3", deadlines=(Deadline(game.id, "reminder", 99.0, 1, 0),))
    )
    assert await store.deadlines(game.id) == [Deadline(game.id, "reminder", 99.0, 1, 0), owed]
    newer = Deadline(game.id, "announce", 700.0, 2, 1)
    await store.record_move(move(after, "place B2 left", deadlines=(newer,)))
    assert await store.deadlines(game.id) == [newer]
    assert not await store.drop_deadline(game.id, "announce", 0)  # the old version's: gone already
    assert await store.deadlines(game.id) == [newer]
    assert await store.drop_deadline(game.id, "announce", 2)
    assert await store.deadlines(game.id) == []


@pytest.mark.asyncio
async def test_last_move_ends_the_game_with_results(store: Store, clock: Clock) -> None:
    """The last move sets the game over, stores the results (stamped with the clock) and frees the channel."""
    game = await started(store)
    clock.advance(100)
    final = results_of(game)
    over = await store.record_move(move(game, "place A1 up", status=OVER, results=final))
    assert over.status == OVER
    stored = await store.results(game.id)
    assert [(r.seat, r.user_id, r.score, r.place) for r in stored] == [(0, ALICE, 30, 1), (1, None, 20, 2)]
    assert {r.finished_at for r in stored} == {clock.now}
    assert await store.channel_game(CHANNEL) is None
    with pytest.raises(StaleVersion):
        await store.record_move(move(over, "pick 1"))


@pytest.mark.asyncio
async def test_a_stale_move_is_refused_and_changes_nothing(store: Store) -> None:
    """A move made on an older version raises StaleVersion; events, version, snapshot and deadlines stay."""
    game = await started(store)
    reminder = Deadline(game.id, "reminder", 5000.0, version=1)
    after = await store.record_move(move(game, "pick 1", deadlines=(reminder,)))
    with pytest.raises(StaleVersion):
        await store.record_move(move(game, "pick 2", deadlines=()))
    assert await store.game(game.id) == after
    assert [e.action for e in await store.events(game.id)] == ["pick 1"]
    assert await store.deadlines(game.id) == [reminder]


@pytest.mark.asyncio
async def test_moves_on_cancelled_lobby_or_missing_games_are_refused(store: Store) -> None:
    """record_move refuses a game not in play (StaleVersion) and an unknown game (NoSuchGame)."""
    game = await started(store)
    cancelled = await store.update_game(game.id, status=CANCELLED)
    with pytest.raises(StaleVersion):
        await store.record_move(move(cancelled, "pick 1"))
    waiting = await lobby(store)
    with pytest.raises(StaleVersion):
        await store.record_move(move(waiting, "pick 1"))
    with pytest.raises(NoSuchGame):
        await store.record_move(move(waiting, "pick 1", game_id=waiting.id + 100))
    assert await store.events(game.id) == []
    assert await store.events(waiting.id) == []


@pytest.mark.asyncio
async def test_malformed_moves_are_refused_before_the_database(store: Store) -> None:
    """A move without actions, with a lobby status or with another game's rows raises ValueError."""
    game = await started(store)
    with pytest.raises(ValueError, match="action"):
        await store.record_move(move(game))
    with pytest.raises(ValueError, match="lobby"):
        await store.record_move(move(game, "pick 1", status=LOBBY))
    with pytest.raises(ValueError, match="deadlines"):
        await store.record_move(move(game, "pick 1", deadlines=(Deadline(game.id + 1, "timer", 1.0, 1),)))
    assert await store.game(game.id) == game


@pytest.mark.asyncio
async def test_racing_moves_on_two_connections_store_one(backend: Backend, clock: Clock) -> None:
    """Two connections recording a move on the same version at once: exactly one is stored."""
    one, two = backend.store(clock), backend.store(clock)
    await one.open()
    await two.open()
    try:
        game = await started(one)
        outcomes = await asyncio.gather(
            one.record_move(move(game, "pick 1")),
            two.record_move(move(game, "pick 2")),
            return_exceptions=True,
        )
        stored = [o for o in outcomes if isinstance(o, GameRow)]
        assert len(stored) == 1 and stored[0].version == 1
        assert sum(isinstance(o, StaleVersion) for o in outcomes) == 1
        events = await two.events(game.id)
        assert len(events) == 1 and events[0].seq == 1
    finally:
        await one.close()
        await two.close()


@pytest.mark.asyncio
async def test_racing_moves_on_one_connection_store_one(store: Store) -> None:
    """Coroutines sharing one store do not interleave their transactions: one move stored, the rest stale."""
    game = await started(store)
    outcomes = await asyncio.gather(
        *(store.record_move(move(game, f"pick {n}")) for n in range(5)), return_exceptions=True
    )
    assert sum(isinstance(o, GameRow) for o in outcomes) == 1
    assert sum(isinstance(o, StaleVersion) for o in outcomes) == 4
    assert len(await store.events(game.id)) == 1
    assert (await store.game(game.id)) == next(o for o in outcomes if isinstance(o, GameRow))


@pytest.mark.asyncio
async def test_a_constraint_violation_in_record_move_stores_nothing(store: Store, backend: Backend) -> None:
    """Deadlines or results that break a constraint abort the whole move, events and status included."""
    game = await started(store)
    twice = (Deadline(game.id, "timer", 1.0, 1), Deadline(game.id, "timer", 2.0, 1))
    with pytest.raises(ValueError, match="two timer deadlines"):
        await store.record_move(move(game, "pick 1", deadlines=twice))
    doubled = results_of(game) + results_of(game)[:1]
    with pytest.raises(backend.integrity_error):
        await store.record_move(move(game, "pick 1", status=OVER, results=doubled))
    assert await store.game(game.id) == game
    assert await store.events(game.id) == []
    assert await store.results(game.id) == []
    assert await store.channel_game(CHANNEL) == game


@pytest.mark.asyncio
async def test_moves_survive_close_and_reopen(backend: Backend, clock: Clock) -> None:
    """A move stored between two reopenings is there afterwards, to a reader outside the store too."""
    store = backend.store(clock)
    await store.open()
    game = await started(store)
    await store.close()
    store = backend.store(clock)
    await store.open()
    after = await store.record_move(move(game, "pick 4", "place C3 down"))
    await store.close()
    assert await backend.rows(
        "SELECT seq, action FROM events WHERE game_id = ? ORDER BY seq", (game.id,)
    ) == [
        (1, "pick 4"),
        (2, "place C3 down"),
    ]
    store = backend.store(clock)
    await store.open()
    try:
        assert await store.game(game.id) == after
        assert after.version == 2 and after.snapshot == {"turn": 2}
        assert [e.action for e in await store.events(game.id)] == ["pick 4", "place C3 down"]
    finally:
        await store.close()
