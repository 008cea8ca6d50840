"""The store's side of a game per thread and of "my games": a game's thread and its parent
channel, the open games of a channel's threads, a member's open games in a server, a lobby
moved into its thread, history with the threads' games, and the migration that added them."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot import migrations
from bot.migrations import MIGRATIONS
from bot.sqlite_store import SqliteStore
from bot.store import CANCELLED, OVER, ChannelBusy, Deadline, NextGame, SeatRow
from tests.bot.clock import Clock
from tests.bot.test_store import (
    ALICE,
    BOB,
    CHANNEL,
    CONFIG,
    GUILD,
    OPTIONS,
    lobby,
    move,
    raw,
    results_of,
    started,
)

THREAD, OTHER_THREAD = 51, 52  # threads of CHANNEL (10); the tests use channels 10 to 13


async def in_thread(db: SqliteStore, thread: int, parent: int = CHANNEL, creator: int = ALICE) -> int:
    """A lobby in a thread of `parent`; its id."""
    row = await db.create_game(
        guild_id=GUILD,
        channel_id=thread,
        parent_id=parent,
        creator_id=creator,
        config=CONFIG,
        options=OPTIONS,
    )
    return row.id


@pytest.mark.asyncio
async def test_a_game_in_a_thread_knows_its_channel(store: SqliteStore) -> None:
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
async def test_a_lobby_waits_out_of_sight_until_it_moves_into_its_thread(store: SqliteStore) -> None:
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
async def test_member_games_are_their_seats_and_their_lobbies(store: SqliteStore) -> None:
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
async def test_history_with_the_threads_games(store: SqliteStore, clock: Clock) -> None:
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
async def test_a_series_next_game_stays_in_its_thread(store: SqliteStore) -> None:
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


@pytest.mark.asyncio
async def test_thread_games_read_the_parent_index(store: SqliteStore, db_path: Path) -> None:
    """Listing a channel's thread games reads the parent index, however many games there were."""
    plan = raw(
        db_path, "EXPLAIN QUERY PLAN SELECT * FROM games WHERE parent_id = ? AND status = 'lobby'", (1,)
    )
    assert "games_by_parent" in plan[0][-1]


@pytest.mark.asyncio
async def test_the_thread_migration_keeps_older_games(
    db_path: Path,
    clock: Clock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A database from before threads (migrations 1 and 2) is upgraded in place: its games read
    back as played in their channels (no parent), and new games may be placed in threads."""
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS[:2])
    old = SqliteStore(db_path, clock=clock)
    await old.open()
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute(
            "INSERT INTO games (guild_id, channel_id, creator_id, status, config, options, created_at,"
            " updated_at) VALUES (?, ?, ?, 'lobby', '{}', '{}', 0, 0)",
            (GUILD, CHANNEL, ALICE),
        )
    conn.close()
    await old.close()
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS)
    new = SqliteStore(db_path, clock=clock)
    await new.open()
    try:
        assert new.applied == [m.number for m in MIGRATIONS[2:]]  # the threads' among them
        kept = await new.channel_game(CHANNEL)
        assert kept is not None and kept.parent_id is None
        assert (await new.member_games(GUILD, ALICE))[0].id == kept.id  # its creator's lobby
        assert await in_thread(new, THREAD) > kept.id
    finally:
        await new.close()
