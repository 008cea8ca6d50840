"""The store's contract for games: created in a lobby, read back, updated, one open game per
channel (even when two connections race), started, listed by member and by channel's history."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import (
    ACTIVE,
    CANCELLED,
    LOBBY,
    OVER,
    ChannelBusy,
    Deadline,
    NoSuchGame,
    StaleVersion,
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
    results_of,
    seated,
    seats_of,
    started,
)


@pytest.mark.asyncio
async def test_create_and_get_a_game(store: Store, clock: Clock) -> None:
    """A created game is in the lobby at version 0 with its JSON and timestamps, and reads back equal."""
    game = await lobby(store)
    assert (game.guild_id, game.channel_id, game.creator_id) == (GUILD, CHANNEL, ALICE)
    assert (game.status, game.version, game.snapshot) == (LOBBY, 0, None)
    assert (game.config, game.options) == (CONFIG, OPTIONS)
    assert game.created_at == game.updated_at == clock.now
    assert await store.game(game.id) == game
    assert await store.channel_game(CHANNEL) == game
    assert await store.game(game.id + 1) is None
    assert await store.channel_game(CHANNEL + 1) is None


@pytest.mark.asyncio
async def test_update_game_changes_lobby_fields_only(store: Store, clock: Clock) -> None:
    """update_game writes options, message ids and the update time; refuses the version and unknown names."""
    game = await lobby(store)
    clock.advance(5)
    updated = await store.update_game(
        game.id, options={"timer_hours": 12}, lobby_message_id=555, turn_message_id=None
    )
    assert updated.options == {"timer_hours": 12}
    assert (updated.lobby_message_id, updated.turn_message_id, updated.updated_at) == (555, None, clock.now)
    assert (updated.created_at, updated.version) == (game.created_at, 0)
    assert await store.game(game.id) == updated
    with pytest.raises(ValueError, match="version"):
        await store.update_game(game.id, version=3)
    with pytest.raises(ValueError, match="status"):
        await store.update_game(game.id, status="paused")
    with pytest.raises(NoSuchGame):
        await store.update_game(game.id + 1, lobby_message_id=1)
    assert await store.game(game.id) == updated


@pytest.mark.asyncio
async def test_one_open_game_per_channel(store: Store) -> None:
    """A second game in a channel with one in the lobby or in play is refused; other channels are free."""
    first = await lobby(store)
    with pytest.raises(ChannelBusy):
        await lobby(store)
    other = await lobby(store, channel=CHANNEL + 1)
    assert other.id != first.id
    for seat in seats_of(first.id):
        await store.add_seat(first.id, seat.user_id, seat.name)
    await store.start_game(first.id, config=CONFIG, snapshot={})
    with pytest.raises(ChannelBusy):
        await lobby(store)
    assert await store.channel_game(CHANNEL) == await store.game(first.id)


@pytest.mark.parametrize("end", [OVER, CANCELLED])
@pytest.mark.asyncio
async def test_an_ended_game_frees_the_channel(store: Store, end: str) -> None:
    """Once the channel's game is over or cancelled, a new one may be created there."""
    first = await lobby(store)
    await store.update_game(first.id, status=end)
    assert await store.channel_game(CHANNEL) is None
    second = await lobby(store)
    assert await store.channel_game(CHANNEL) == second
    with pytest.raises(ChannelBusy):
        await store.update_game(first.id, status=LOBBY)


@pytest.mark.asyncio
async def test_racing_creates_in_one_channel_store_one_game(backend: Backend, clock: Clock) -> None:
    """Two connections creating a game in the same channel at once: one game, one ChannelBusy."""
    one, two = backend.store(clock), backend.store(clock)
    await one.open()
    await two.open()
    try:
        outcomes = await asyncio.gather(lobby(one), lobby(two), return_exceptions=True)
        assert sorted(type(o).__name__ for o in outcomes) == ["ChannelBusy", "GameRow"]
        assert await backend.rows("SELECT COUNT(*) FROM games") == [(1,)]
    finally:
        await one.close()
        await two.close()


@pytest.mark.asyncio
async def test_start_game(store: Store, clock: Clock) -> None:
    """start_game moves a full lobby to play at version 0 with the final config, snapshot and its
    first deadlines, once; a lobby with a free seat is refused."""
    game = await lobby(store)
    await store.add_seat(game.id, ALICE, "Alice")
    with pytest.raises(StaleVersion, match="seat is free"):
        await store.start_game(game.id, config={**CONFIG, "seed": 7}, snapshot={"turn": 0})
    await store.add_seat(game.id, None, "AI (normal)", ai_level="normal")
    clock.advance(60)
    first = (Deadline(game.id, "announce", clock.now + 120, 0, 0), Deadline(game.id, "reminder", 9e9, 0, 0))
    active = await store.start_game(
        game.id, config={**CONFIG, "seed": 7}, snapshot={"turn": 0}, deadlines=first
    )
    assert (active.status, active.version, active.snapshot) == (ACTIVE, 0, {"turn": 0})
    assert active.config == {**CONFIG, "seed": 7}
    assert active.updated_at == clock.now
    assert await store.seats(game.id) == seats_of(game.id)
    assert await store.deadlines(game.id) == list(first)
    with pytest.raises(StaleVersion):
        await store.start_game(game.id, config=CONFIG, snapshot={"turn": 9})
    assert await store.game(game.id) == active
    with pytest.raises(NoSuchGame):
        await store.start_game(game.id + 1, config=CONFIG, snapshot={})


@pytest.mark.asyncio
async def test_active_games_of_a_member(store: Store) -> None:
    """The games in play where the member holds a seat, in every server: not lobbies, not ended
    games, not games they were removed from, not other members' games."""
    first = await started(store)
    elsewhere = await started(store, channel=CHANNEL + 1, guild=GUILD + 1)
    gone = await started(store, channel=CHANNEL + 2)
    await store.remove_player(gone.id, ALICE)
    ended = await started(store, channel=CHANNEL + 3)
    await store.update_game(ended.id, status=CANCELLED)
    await seated(store, channel=CHANNEL + 4)
    assert [g.id for g in await store.active_games_of(ALICE)] == [first.id, elsewhere.id]
    assert await store.active_games_of(BOB) == []


@pytest.mark.asyncio
async def test_history_lists_ended_games_newest_first(store: Store, clock: Clock) -> None:
    """history gives the channel's over and cancelled games, most recently ended first, up to `limit`."""
    ended = []
    for n in range(3):
        game = await started(store)
        clock.advance(10)
        if n == 1:
            ended.append(await store.update_game(game.id, status=CANCELLED))
        else:
            ended.append(
                await store.record_move(move(game, "place A1 up", status=OVER, results=results_of(game)))
            )
    open_game = await lobby(store)
    await started(store, channel=CHANNEL + 1)
    history = await store.history(CHANNEL)
    assert history == ended[::-1]
    assert open_game.id not in [g.id for g in history]
    assert await store.history(CHANNEL, limit=2) == ended[:0:-1]
    assert await store.history(CHANNEL + 1) == []
