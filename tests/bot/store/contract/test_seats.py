"""The store's contract for seats: taken and freed one at a time in the lobby (even when joins
race on two connections), handed to the autopilot in play, fixed once the game has ended."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import (
    NotSeated,
    SeatRefused,
    SeatRow,
    Store,
)
from tests.bot.clock import Clock
from tests.bot.store.backends import Backend
from tests.bot.store.helpers import (
    ALICE,
    BOB,
    CHANNEL,
    CONFIG,
    GUILD,
    OPTIONS,
    lobby,
    move,
    seats_of,
    started,
)


@pytest.mark.asyncio
async def test_seats_are_taken_and_freed_one_at_a_time(store: Store) -> None:
    """add_seat takes the lowest free seat (refusing a full lobby or a member seated twice);
    remove_seat frees one seat and nothing else."""
    game = await lobby(store)
    assert await store.seats(game.id) == []
    alice = await store.add_seat(game.id, ALICE, "Alice")
    ai = await store.add_seat(game.id, None, "AI Hard", ai_level="hard")
    assert (alice.seat, ai.seat) == (0, 1)
    assert await store.seats(game.id) == [alice, ai]
    with pytest.raises(SeatRefused) as full:
        await store.add_seat(game.id, BOB, "Bob")
    assert full.value.reason == "full"
    assert await store.remove_seat(game.id, 0)
    assert not await store.remove_seat(game.id, 0)  # already free
    with pytest.raises(SeatRefused) as twice:
        await store.add_seat(game.id, None, "AI Easy", ai_level="easy")
        await store.add_seat(game.id, None, "AI Easy 2", ai_level="easy")
    assert twice.value.reason == "full"
    assert [s.name for s in await store.seats(game.id)] == ["AI Easy", "AI Hard"]
    assert await store.remove_seat(game.id, 0)
    bob = await store.add_seat(game.id, BOB, "Bob")
    with pytest.raises(SeatRefused) as seated_twice:
        await store.remove_seat(game.id, 1)
        await store.add_seat(game.id, BOB, "Bob again")
    assert seated_twice.value.reason == "seated"
    assert await store.seats(game.id) == [bob]


@pytest.mark.asyncio
async def test_seats_do_not_change_once_the_lobby_is_closed(store: Store) -> None:
    """A started or cancelled game's seats are not taken or freed by lobby verbs."""
    game = await started(store)
    with pytest.raises(SeatRefused) as closed:
        await store.add_seat(game.id, BOB, "Bob")
    assert closed.value.reason == "closed"
    assert not await store.remove_seat(game.id, 0)
    assert await store.seats(game.id) == seats_of(game.id)


@pytest.mark.asyncio
async def test_racing_joins_keep_every_seat(store: Store, backend: Backend, clock: Clock) -> None:
    """Members joining at the same moment, on this connection and another, each get a seat: none
    is lost, none is given twice, and the lobby never holds more than its players."""
    row = await store.create_game(
        guild_id=GUILD, channel_id=CHANNEL, creator_id=ALICE, config={**CONFIG, "players": 4}, options=OPTIONS
    )
    other = backend.store(clock)
    await other.open()
    try:
        joins = [(store if n % 2 else other).add_seat(row.id, 100 + n, f"member {n}") for n in range(6)] + [
            store.add_seat(row.id, 100, "member 0 again")
        ]
        outcomes = await asyncio.gather(*joins, return_exceptions=True)
    finally:
        await other.close()
    seated_rows = [o for o in outcomes if isinstance(o, SeatRow)]
    refused = sorted(o.reason for o in outcomes if isinstance(o, SeatRefused))
    assert len(seated_rows) == 4 and len(refused) == 3
    assert set(refused) <= {"full", "seated"}
    seats = await store.seats(row.id)
    assert sorted(s.seat for s in seats) == [0, 1, 2, 3]
    assert len({s.user_id for s in seats}) == 4
    assert sorted(seats, key=lambda s: s.seat) == sorted(seated_rows, key=lambda s: s.seat)


@pytest.mark.asyncio
async def test_a_removed_player_keeps_the_row_but_not_the_seat(store: Store) -> None:
    """remove_player hands the seat to the autopilot for good: the member can no longer move for it,
    set_autopilot cannot give it back, and the row (for results) stays."""
    game = await started(store)
    gone = await store.remove_player(game.id, ALICE)
    assert gone is not None and gone.removed and gone.autopilot and gone.user_id == ALICE
    assert gone.player is None
    assert await store.remove_player(game.id, BOB) is None
    assert await store.set_autopilot(game.id, 0, False) is None
    with pytest.raises(NotSeated):
        await store.record_move(move(game, "pick 1", seat=SeatRow(game.id, 0, ALICE, "Alice")))
    assert await store.game(game.id) == game  # nothing stored
    assert (await store.seats(game.id))[0] == gone


@pytest.mark.asyncio
async def test_set_autopilot_changes_one_seat(store: Store) -> None:
    """Switching a seat's autopilot touches that seat only; off clears its timeouts."""
    game = await started(store)
    on = await store.set_autopilot(game.id, 0, True)
    assert on is not None and on.autopilot and on.seat == 0
    await store.record_move(
        move(
            game,
            "pick 1",
            actor_id=None,
            seat=SeatRow(game.id, 0, ALICE, "Alice", autopilot=True, autopilot_streak=2),
        )
    )
    off = await store.set_autopilot(game.id, 0, False)
    assert off == SeatRow(game.id, 0, ALICE, "Alice")
    assert (await store.seats(game.id))[1] == seats_of(game.id)[1]
