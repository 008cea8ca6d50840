"""A process serving some Discord shards (SHARD_COUNT, SHARD_IDS) acts for its own servers only:
it recovers their games, fires their deadlines and plays their AI turns, and none of another
shard's; and it never thinks for an AI turn another process has claimed."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

import discord
import pytest
from discord.ext import commands

from bot.app import OriginsBot, ShardedOriginsBot, make_bot
from bot.settings import Settings
from bot.store import ANNOUNCE, Shards
from bot.turn.autopilot import Autopilot
from tests.bot import restarts
from tests.bot.players import pending_member, pick_button, start_game, state_of
from tests.bot.store.helpers import another_process
from tests.bot.turn.test_ai import lobby_with_ais
from tests.bot.turn.test_deadlines import texts
from tests.bot.turn.test_recovery import crash_next_move
from tests.patience import until

COUNT = 2


def shard_of(guild_id: int) -> int:
    return (guild_id >> 22) % COUNT


def one_guild_per_shard(env: Any, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """A guild of each shard of COUNT, in shard order; the games the test starts next are started
    in them, one after the other (the helpers create a guild for each game)."""
    moment = (env.create_guild().id >> 22) + 1000  # a second later than SimCord's ids, all alike
    moment -= moment % COUNT
    guilds = [env.create_guild(id=(moment + shard) << 22 | 1) for shard in range(COUNT)]
    queue = list(guilds)
    monkeypatch.setattr(env, "create_guild", lambda *args, **kwargs: queue.pop(0))
    return guilds


async def played_to_the_end(env: Any, game_id: int) -> None:
    """The game is played to the end, a minute of the bot's time after another (the AIs think in
    worker processes, on the machine's time)."""

    async def over() -> bool:
        if (await env.bot.store.game(game_id)).status == "over":
            return True
        await env.advance_time(60)
        return False

    await until(over, f"game {game_id} to be played to the end")


async def version_after(env: Any, game_id: int) -> bool:
    """Whether the game has moved on from version 0 (the bot's time running on meanwhile)."""
    if (await env.bot.store.game(game_id)).version > 0:
        return True
    await env.advance_time(1)
    return False


async def restart(env: Any, db_path: Any, shard: int) -> None:
    await restarts.restart(env, db_path, ai_seconds=0.05, shards=Shards(COUNT, (shard,)))
    await env.settle()


def test_shards_make_an_auto_sharded_bot(tmp_path: Any) -> None:
    """SHARD_COUNT and SHARD_IDS give discord.py's AutoShardedBot for those shards; without them,
    the plain bot of one connection, as before."""
    plain = make_bot(Settings(token="t", database=tmp_path / "a.sqlite3"))
    sharded = make_bot(Settings(token="t", database=tmp_path / "a.sqlite3", shards=Shards(4, (3, 1))))
    assert type(plain) is OriginsBot and not isinstance(plain, discord.AutoShardedClient)
    assert isinstance(sharded, ShardedOriginsBot) and isinstance(sharded, commands.AutoShardedBot)
    assert (sharded.shard_count, sharded.shard_ids) == (4, [3, 1])


async def test_a_process_recovers_the_games_of_its_own_shards_only(
    env: Any, db_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two games whose next prompts were lost in a crash, in servers of shards 0 and 1: the process
    of shard 0 posts its game's prompt and leaves the other's owed post alone (not even claimed);
    the process of shard 1 then posts that one."""
    one_guild_per_shard(env, monkeypatch)
    games = []
    for _ in range(COUNT):
        channel, members = await start_game(env, "discovery", 3, reminder_hours=0)
        game, state, member = await pending_member(env, channel, members)
        panel = (await member.click(channel.last_message, label="Play your turn")).response
        with monkeypatch.context() as crashing:
            crash_next_move(crashing)
            await member.click(panel, label=pick_button(panel, state))
        owed = [d.kind for d in await env.bot.store.deadlines(game.id) if d.kind == ANNOUNCE]
        assert owed == [ANNOUNCE]
        games.append((game, channel, len(await texts(env, channel, limit=50))))
    assert [shard_of(game.guild_id) for game, _, _ in games] == [0, 1]
    for shard in range(COUNT):
        await restart(env, db_path, shard)
        for game, channel, before in games:
            owed = [d for d in await env.bot.store.deadlines(game.id) if d.kind == ANNOUNCE]
            said = len(await texts(env, channel, limit=50))
            if shard_of(game.guild_id) <= shard:
                assert (said, owed) == (before + 1, []), game.id
            else:
                assert said == before and [d.attempts for d in owed] == [0], game.id


async def test_a_process_plays_the_ai_turns_of_its_own_shards_only(
    env: Any, db_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game of AIs in a server of shard 1: the process of shard 0 neither fires its timers nor
    runs its AIs, even woken; the process of shard 1 plays it to the end."""
    guilds = one_guild_per_shard(env, monkeypatch)
    monkeypatch.setattr(env, "create_guild", lambda *args, **kwargs: guilds[1])
    await restart(env, db_path, 0)
    channel, _ = await lobby_with_ais(env, "discovery", ["easy", "easy"], creator_plays=False)
    game, _ = await state_of(env, channel)
    assert shard_of(game.guild_id) == 1
    env.bot.services.autopilot.wake(game.id)
    for _ in range(5):
        await env.advance_time(3600)
    assert (await env.bot.store.game(game.id)).version == game.version == 0
    await restart(env, db_path, 1)
    await played_to_the_end(env, game.id)


async def test_an_ai_turn_claimed_by_another_process_is_not_thought_here(
    env: Any, db_path: Any, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Another process on the same database holds the AI's turn: this one does not think for it,
    even woken or due; once the other gives it up, this one plays it."""
    caplog.set_level(logging.INFO, "bot.turn.autopilot")
    with monkeypatch.context() as stopped:  # the game starts, nobody thinks yet
        env.bot.services.scheduler.stop()
        stopped.setattr(Autopilot, "wake", lambda self, game_id: None)
        channel, _ = await lobby_with_ais(env, "discovery", ["easy", "easy"], creator_plays=False)
    game, _ = await state_of(env, channel)
    assert game.version == 0
    await env.bot.close()
    async with another_process(db_path) as other:
        assert await other.claim_ai_turn(game.id, 0, "the other process", 3600.0)
        await restart(env, db_path, shard_of(game.guild_id))
        env.bot.services.autopilot.wake(game.id)
        await until(lambda: "another process thinks for turn 0" in caplog.text, "the claim to be refused")
        for _ in range(5):  # its timer comes due too, and finds the turn claimed
            await env.advance_time(3600)
        assert (await env.bot.store.game(game.id)).version == 0
        assert await other.release_ai_turn(game.id, 0, "the other process")
    env.bot.services.autopilot.wake(game.id)
    await played_to_the_end(env, game.id)


async def test_a_turn_whose_claim_expires_is_played_without_its_timer(
    env: Any, db_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The process that claimed an AI's turn died (its claim left to expire) and the turn's timer is
    far off: the AI's runner, refused, brings the timer forward to when the claim must have ended,
    and the turn is played then."""
    with monkeypatch.context() as stopped:  # the game starts, nobody thinks yet
        env.bot.services.scheduler.stop()
        stopped.setattr(Autopilot, "wake", lambda self, game_id: None)
        channel, _ = await lobby_with_ais(env, "discovery", ["easy", "easy"], creator_plays=False)
    game, _ = await state_of(env, channel)
    await env.bot.close()
    async with another_process(db_path) as dead:
        assert await dead.claim_ai_turn(game.id, 0, "a process that died", 0.5)  # real seconds
        far = [replace(d, due=d.due + 10 * 24 * 3600) for d in await dead.deadlines(game.id)]
        await dead.put_deadlines(game.id, far)
    await restart(env, db_path, shard_of(game.guild_id))
    env.bot.services.autopilot.claim_seconds = 0.5  # the claims' lifetime, as the dead one's
    env.bot.services.autopilot.wake(game.id)
    await until(lambda: version_after(env, game.id), "the AI to play")
