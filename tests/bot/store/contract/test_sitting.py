"""The store's contract for the one read of a click: a game with its seats and the preferences of
the members in them, as they are at one moment."""

from __future__ import annotations

from bot.store import Sitting, Store
from tests.bot.store.helpers import ALICE, BOB, CHANNEL, lobby, seats_of, started


async def test_a_game_is_read_with_its_seats_and_its_members_preferences(store: Store) -> None:
    """The game as `game` reads it, its seats as `seats` does, and the preferences of each member
    seated (none set: empty), not those of anybody else; an AI seat has none."""
    game = await started(store)
    await store.set_pref(ALICE, "notify", "on")
    await store.set_pref(ALICE, "quiet", '{"end": 7, "start": 22, "zone": "UTC"}')
    await store.set_pref(BOB, "notify", "on")  # not seated here
    found = await store.sitting(game.id)
    assert found == Sitting(
        game, seats_of(game.id), {ALICE: {"notify": "on", "quiet": '{"end": 7, "start": 22, "zone": "UTC"}'}}
    )
    assert found.game == await store.game(game.id)
    assert found.seats == await store.seats(game.id)
    await store.drop_pref(ALICE, "notify")
    await store.drop_pref(ALICE, "quiet")
    again = await store.sitting(game.id)
    assert again is not None and again.prefs == {ALICE: {}}


async def test_a_lobby_is_read_with_the_seats_taken_so_far(store: Store) -> None:
    """A lobby with one member seated and a game that does not exist."""
    waiting = await lobby(store, channel=CHANNEL + 1)
    seat = await store.add_seat(waiting.id, BOB, "Bob")
    assert await store.sitting(waiting.id) == Sitting(waiting, [seat], {BOB: {}})
    assert await store.sitting(waiting.id + 100) is None


async def test_a_removed_player_stays_in_the_seats_read(store: Store) -> None:
    """A player who left keeps their seat row (removed), as `seats` gives it."""
    game = await started(store)
    gone = await store.remove_player(game.id, ALICE)
    found = await store.sitting(game.id)
    assert found is not None and found.seats[0] == gone and found.seats == await store.seats(game.id)
