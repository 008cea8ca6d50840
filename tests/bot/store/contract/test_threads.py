"""The store's contract for a game per thread and "my games": a game's thread and its parent
channel, the open games of a channel's threads, a member's open games in a server, a lobby moved
into its thread, history with the threads' games, a series' next game in its thread."""

from __future__ import annotations

import pytest

from bot.store import (
    CANCELLED,
    OVER,
    ChannelBusy,
    Deadline,
    NextGame,
    SeatRow,
    Store,
)
from tests.bot.clock import Clock
from tests.bot.store.helpers import (
    ALICE,
    BOB,
    CHANNEL,
    CONFIG,
    GUILD,
    OPTIONS,
    OTHER_THREAD,
    THREAD,
    in_thread,
    lobby,
    move,
    results_of,
    started,
)


@pytest.mark.asyncio
async def test_a_game_in_a_thread_knows_its_channel(store: Store) -> None:
    """A game created in a thread is the thread's game, remembers its parent, and is listed among
    the channel's thread games (newest first) until it ends; a game in a channel itself has no parent."""
    first = await in_thread(store, THREAD)
    second = await in_thread(store, OTHER_THREAD)
    own = await lobby(store)  # a game in the channel itself, as before threads
    row = await store.channel_game(THREAD)
    assert row is not None and (row.id, row.channel_id, row.parent_id) == (first, THREAD, CHANNEL)
    assert (await store.channel_game(CHANNEL)) == own and own.parent_id is None
    assert [g.id for g in await store.thread_games(CHANNEL)] == [second, first]
    assert await store.thread_games(CHANNEL + 1) == []
    with pytest.raises(ChannelBusy):  # one open game per thread, as per channel
        await in_thread(store, THREAD)
    await store.update_game(second, status=CANCELLED)
    assert [g.id for g in await store.thread_games(CHANNEL)] == [first]
    assert (await in_thread(store, OTHER_THREAD)) > second  # the thread is free for its next game


@pytest.mark.asyncio
async def test_a_lobby_waits_out_of_sight_until_it_moves_into_its_thread(store: Store) -> None:
    """A lobby created under a negative channel id (its thread not opened yet) is in no listing;
    moved into its thread it is; moving it into a channel that has an open game is refused."""
    waiting = await in_thread(store, -999)
    await store.add_seat(waiting, ALICE, "Alice")
    assert await store.thread_games(CHANNEL) == []
    assert await store.member_games(GUILD, ALICE) == []
    moved = await store.update_game(waiting, channel_id=THREAD)
    assert (moved.channel_id, moved.parent_id) == (THREAD, CHANNEL)
    assert [g.id for g in await store.thread_games(CHANNEL)] == [waiting]
    assert [g.id for g in await store.member_games(GUILD, ALICE)] == [waiting]
    other = await in_thread(store, -1000)
    with pytest.raises(ChannelBusy):
        await store.update_game(other, channel_id=THREAD)
    back = await store.update_game(other, channel_id=CHANNEL, parent_id=None)  # the channel after all
    assert (back.channel_id, back.parent_id) == (CHANNEL, None)


@pytest.mark.asyncio
async def test_member_games_are_their_seats_and_their_lobbies(store: Store) -> None:
    """member_games: open games of this server where the member holds a seat (not removed), and
    lobbies they created without a seat; newest first; not ended games, not other servers."""
    playing = await started(store)  # Alice and an AI, in play
    ended = await started(store, channel=CHANNEL + 1)
    await store.record_move(move(ended, "pick 1", status=OVER, results=results_of(ended)))
    elsewhere = await started(store, channel=CHANNEL + 2, guild=GUILD + 1)
    creator_only = await in_thread(store, THREAD)  # Alice's lobby, her seat left free
    seated = await in_thread(store, OTHER_THREAD, creator=BOB)
    await store.add_seat(seated, BOB, "Bob")
    await store.add_seat(seated, ALICE, "Alice")
    left = await started(store, channel=CHANNEL + 3)
    await store.remove_player(left.id, ALICE)
    mine = [g.id for g in await store.member_games(GUILD, ALICE)]
    assert mine == [seated, creator_only, playing.id]
    assert ended.id not in mine and elsewhere.id not in mine and left.id not in mine
    assert [g.id for g in await store.member_games(GUILD + 1, ALICE)] == [elsewhere.id]
    assert [g.id for g in await store.member_games(GUILD, BOB)] == [seated]
    assert await store.member_games(GUILD, 999) == []


@pytest.mark.asyncio
async def test_history_with_the_threads_games(store: Store, clock: Clock) -> None:
    """history(threads=True) adds the games played in the channel's threads, newest first; the
    default stays the channel's own."""
    own = await lobby(store)
    await store.update_game(own.id, status=CANCELLED)
    clock.advance(10)
    threaded = await in_thread(store, THREAD)
    await store.update_game(threaded, status=CANCELLED)
    await in_thread(store, OTHER_THREAD, parent=CHANNEL + 1)
    assert [g.id for g in await store.history(CHANNEL)] == [own.id]
    assert [g.id for g in await store.history(CHANNEL, threads=True)] == [threaded, own.id]
    assert [g.id for g in await store.history(THREAD)] == [threaded]


@pytest.mark.asyncio
async def test_a_series_next_game_stays_in_its_thread(store: Store) -> None:
    """The next game of a Dynasty, stored with the last move, is in the same thread and channel."""
    game_id = await in_thread(store, THREAD)
    await store.add_seat(game_id, ALICE, "Alice")
    await store.add_seat(game_id, None, "AI Normal", ai_level="normal")
    game = await store.start_game(game_id, config={**CONFIG, "seed": 7}, snapshot={"turn": 0})
    following = NextGame(
        config={**CONFIG, "seed": 8},
        options={**OPTIONS, "dynasty": {"series": game.id, "game": 2}},
        snapshot={"turn": 0},
        seats=(SeatRow(0, 0, ALICE, "Alice"), SeatRow(0, 1, None, "AI Normal", ai_level="normal")),
        deadlines=(Deadline(0, "announce", 5000.0, 0, 0),),
    )
    await store.record_move(move(game, "pick 1", status=OVER, results=results_of(game), next_game=following))
    nxt = await store.channel_game(THREAD)
    assert nxt is not None and nxt.id != game.id
    assert (nxt.channel_id, nxt.parent_id) == (THREAD, CHANNEL)
