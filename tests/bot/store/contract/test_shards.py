"""The store's contract for shards: a process serving some Discord shards reads and claims only
the games of its servers, the store computing each game's shard from its server id."""

from __future__ import annotations

import pytest

from bot.store import ANNOUNCE, CANCELLED, TIMER, Deadline, GameRow, Shards, Store
from tests.bot.clock import Clock
from tests.bot.store.backends import Backend
from tests.bot.store.helpers import CHANNEL, started

COUNT = 3
EVERY = Shards(COUNT, (0, 1, 2))


def guild_of(shard: int, count: int = COUNT, serial: int = 5) -> int:
    """A real-sized server id (a snowflake of 2026) that Discord routes to `shard` of `count`."""
    moment = 350_000_000_000 + 1000 * serial  # milliseconds since Discord's epoch
    return ((moment - moment % count + shard) << 22) | serial


async def one_game_per_shard(store: Store) -> list[GameRow]:
    """A game in play in a server of each shard, in shard order."""
    return [await started(store, channel=CHANNEL + s, guild=guild_of(s)) for s in range(COUNT)]


def test_a_server_belongs_to_one_shard_as_discord_routes_it() -> None:
    assert [(guild_of(s) >> 22) % COUNT for s in range(COUNT)] == [0, 1, 2]
    assert Shards(COUNT, (1,)).owns(guild_of(1)) and not Shards(COUNT, (1,)).owns(guild_of(2))
    assert EVERY.everything and not Shards(COUNT, (2, 0)).everything
    for count, ids in ((0, (0,)), (2, ()), (2, (2,)), (2, (-1,)), (2, (1, 1))):
        with pytest.raises(ValueError):
            Shards(count, ids)


@pytest.mark.asyncio
async def test_open_games_of_some_shards(store: Store) -> None:
    """Only the games in play of the servers of the shards; without shards, or with all, every one."""
    games = await one_game_per_shard(store)
    ids = [g.id for g in games]
    assert [g.id for g in await store.open_games(shards=Shards(COUNT, (2, 0)))] == [ids[0], ids[2]]
    assert [g.id for g in await store.open_games(shards=Shards(COUNT, (1,)))] == [ids[1]]
    assert [g.id for g in await store.open_games(shards=EVERY)] == ids
    assert [g.id for g in await store.open_games()] == ids
    counted = [await store.count_open_games(shards=s) for s in (Shards(COUNT, (2, 0)), EVERY, None)]
    assert counted == [2, len(ids), len(ids)]
    await store.update_game(ids[1], status=CANCELLED)
    assert await store.open_games(shards=Shards(COUNT, (1,))) == []
    assert await store.count_open_games(shards=Shards(COUNT, (1,))) == 0
    assert await store.count_open_games() == len(ids) - 1


@pytest.mark.asyncio
async def test_deadlines_due_and_claimed_by_shard(store: Store, clock: Clock) -> None:
    """Each shard's process claims the due deadlines of its own servers only; the others stay due
    for theirs."""
    games = await one_game_per_shard(store)
    for game in games:
        await store.put_deadlines(game.id, [Deadline(game.id, TIMER, 50.0, 0, 0)])
    first = Shards(COUNT, (0, 2))
    assert [d.game_id for d in await store.due_deadlines(100.0, shards=first)] == [games[0].id, games[2].id]
    claimed = await store.claim_deadlines(100.0, shards=first)
    assert [d.game_id for d in claimed] == [games[0].id, games[2].id]
    assert await store.claim_deadlines(100.0, shards=first) == []
    assert [d.game_id for d in await store.due_deadlines(100.0)] == [games[1].id]
    everything = await store.claim_deadlines(
        100.0, everything=True, kinds=(TIMER,), shards=Shards(COUNT, (1,))
    )
    assert [d.game_id for d in everything] == [games[1].id]


@pytest.mark.asyncio
async def test_two_processes_claim_the_deadlines_of_their_own_shards(
    backend: Backend, store: Store, clock: Clock
) -> None:
    """Two stores on one database, shards 0 and 1 of 2, claiming at the same moment: together
    they take every due deadline once, each its own servers'."""
    other = backend.store(clock)
    await other.open()
    try:
        games = [await started(store, channel=CHANNEL + n, guild=guild_of(n % 2, 2, n)) for n in range(8)]
        for game in games:
            await store.put_deadlines(game.id, [Deadline(game.id, ANNOUNCE, 10.0, 0)])
        zero, one = Shards(2, (0,)), Shards(2, (1,))
        mine, theirs = (
            await store.claim_deadlines(20.0, shards=zero),
            await other.claim_deadlines(20.0, shards=one),
        )
        assert sorted(d.game_id for d in mine + theirs) == [g.id for g in games]
        assert all(zero.owns(g.guild_id) for g in games if g.id in {d.game_id for d in mine})
        assert all(one.owns(g.guild_id) for g in games if g.id in {d.game_id for d in theirs})
    finally:
        await other.close()


@pytest.mark.asyncio
async def test_ended_games_prompts_by_shard(store: Store) -> None:
    """The ended games whose prompts or I'm back buttons are still live, of the shards' servers."""
    games = await one_game_per_shard(store)
    for game in games:
        await store.keep_prompt(game.id, 0, 100 + game.id)
        await store.keep_back(game.id, 0, 200 + game.id)
        await store.update_game(game.id, status=CANCELLED)
    two = Shards(COUNT, (2,))
    assert [g.id for g in await store.ended_with_prompts(shards=two)] == [games[2].id]
    assert [g.id for g in await store.ended_with_backs(shards=two)] == [games[2].id]
    assert len(await store.ended_with_prompts()) == len(await store.ended_with_backs()) == COUNT
