"""The games a process keeps in memory (bot/turn/session.py `Sessions`): idle games and the least
recently used beyond the budget leave, a game in use never does, and a game that left is read
from the store again at its next click and plays on as before."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.store.sqlite import SqliteStore
from bot.turn.session import IDLE_FOR, Sessions
from rules import GameConfig, Mode, new_game, state_to_json
from tests.bot.clock import Clock
from tests.bot.players import play_until, start_game, state_of
from tests.bot.store.helpers import ALICE, seated


def idling(env: Any, size: int = 1000) -> Clock:
    """The bot's sessions on a clock of their own for idleness, moved by hand, keeping `size` games."""
    sessions = env.bot.services.sessions
    clock = Clock(0.0)
    sessions.idle_clock, sessions.size = clock, size
    return clock


def decisions(count: int) -> Any:
    """A `play_until` stop that holds after `count` decisions."""
    seen = [0]

    def stop(_: Any) -> bool:
        seen[0] += 1
        return seen[0] > count

    return stop


async def test_an_idle_game_leaves_the_memory_and_plays_on(env: Any) -> None:
    """A game nobody clicked for IDLE_FOR leaves once another is used; its next clicks read it
    from the store again, and it goes on exactly where it was."""
    clock = idling(env)
    sessions = env.bot.services.sessions
    idle, members = await start_game(env, "discovery", 2)
    await play_until(env, idle, members, stop=decisions(2))
    game, state = await state_of(env, idle)
    assert game.id in sessions.held()
    clock.advance(IDLE_FOR)
    await start_game(env, "tribe", 2)
    assert game.id not in sessions.held()  # the other game's start let the idle one go
    row, reread, _ = await sessions.current(game.id)
    assert (row.version, state_to_json(reread)) == (game.version, state_to_json(state))
    sessions.forget(game.id)  # the next click, not this look, reads it again
    made = await play_until(env, idle, members, stop=decisions(3))
    after, _ = await state_of(env, idle)
    assert made == 3 and after.version > game.version
    assert game.id in sessions.held()


async def test_the_least_recently_used_games_leave_beyond_the_budget(env: Any) -> None:
    """With room for two games, starting a third lets the first go; the first plays on."""
    idling(env, size=2)
    sessions = env.bot.services.sessions
    tables = [await start_game(env, "discovery", 2) for _ in range(3)]
    games = [(await state_of(env, channel))[0].id for channel, _ in tables]
    assert sessions.held() == set(games[1:])
    channel, members = tables[0]
    assert await play_until(env, channel, members, stop=decisions(2)) == 2
    assert sessions.held() == {games[0], games[2]}


async def test_a_game_in_use_never_leaves(env: Any) -> None:
    """A game whose lock is held (a move being stored) or waited for stays, whatever the budget
    and however idle: its lock stays the one every click of it takes."""
    clock = idling(env, size=1)
    sessions: Sessions = env.bot.services.sessions
    channel, _ = await start_game(env, "discovery", 2)
    game, _ = await state_of(env, channel)
    lock = sessions.lock(game.id)

    async def next_move() -> asyncio.Lock:
        async with sessions.lock(game.id):  # waits behind the move in flight
            return sessions.lock(game.id)

    async with lock:
        waiting = asyncio.create_task(next_move())
        await asyncio.sleep(0)  # the next move waits for the lock
        clock.advance(IDLE_FOR * 2)
        for _ in range(2):
            await start_game(env, "tribe", 2)
        assert game.id in sessions.held() and sessions.lock(game.id) is lock
    assert await waiting is lock  # one lock for the game all along
    clock.advance(IDLE_FOR * 2)
    await start_game(env, "tribe", 2)
    assert game.id not in sessions.held()  # no longer in use: it leaves as any idle game
    assert len(sessions.held()) == 1


async def test_the_budget_holds_over_many_games(store: SqliteStore) -> None:
    """Two hundred games looked at one after another: never more than the budget kept, the last
    ones kept, and every game's state read again as stored."""
    clock = Clock(0.0)
    sessions = Sessions(store, size=16, idle_clock=clock)
    games = []
    for n in range(200):
        row = await seated(store, channel=1000 + n)
        state = new_game(GameConfig(players=2, mode=Mode.TRIBE, seed=n))
        await store.start_game(row.id, config=state.config.to_json(), snapshot=state_to_json(state))
        games.append((row.id, state_to_json(state)))
    for game_id, _ in games:
        await sessions.current(game_id)
        clock.advance(1.0)
        assert len(sessions.held()) <= 16
    assert sessions.held() == {game_id for game_id, _ in games[-16:]}
    for game_id, snapshot in games[:3]:
        _, state, seats = await sessions.current(game_id)
        assert state_to_json(state) == snapshot
        assert [s.user_id for s in seats][:1] == [ALICE]


def test_a_budget_that_keeps_no_game_in_use_is_refused(store: SqliteStore) -> None:
    for size, idle_for in ((0, IDLE_FOR), (10, 0.0)):
        with pytest.raises(ValueError, match="keeps no game"):
            Sessions(store, size=size, idle_for=idle_for)
