"""Clicks at the same moment: seats are never lost, and a burst of moves is stored and answered
whole (no sqlite3 "bad parameter or other API misuse", no click left unacknowledged)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from bench.together import at_once, side_by_side
from bot.app import OriginsBot
from bot.settings import Settings
from tests.bot.players import open_lobby, pending_member, pick_button, state_of, two_player_game

BURST = 50


@pytest.fixture
def simcord_bot(db_path: Path) -> OriginsBot:
    """The bot as it runs (its default drawing worker processes): a burst is where a pool, a lock
    or the store could hang."""
    return OriginsBot(Settings(token="simcord", database=db_path))


async def test_two_members_joining_at_once_both_get_a_seat(env: Any) -> None:
    """Two Join clicks at the same moment seat both members (a read-then-write lost one)."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann, bob, cleo, dan = (guild.add_member(env.create_user(n)) for n in ("ann", "bob", "cleo", "dan"))
    channel, lobby = await open_lobby(ann, channel, players=3)
    joins = await asyncio.gather(*(at_once(m, "click")(lobby, label="Join") for m in (bob, cleo, dan)))
    await env.settle()
    game = await env.bot.store.channel_game(channel.id)
    seats = await env.bot.store.seats(game.id)
    assert sorted(s.seat for s in seats) == [0, 1, 2]
    assert len({s.user_id for s in seats}) == 3 and ann.id in {s.user_id for s in seats}
    refused = [r for r in joins if r.ephemeral]
    assert len(refused) == 1 and "Every seat is taken" in refused[0].response.content
    shown = await env.bot.get_channel(channel.id).fetch_message(game.lobby_message_id)
    assert "3/3" in shown.content or any("3/3" in r.response.content for r in joins if not r.ephemeral)


async def test_a_burst_of_simultaneous_moves_is_stored_and_answered(env: Any) -> None:
    """Fifty members in fifty games confirm their pick at the same moment: every click is
    acknowledged, every move stored once, every next player prompted, and nothing is logged as
    an error (the fixture fails the test on any)."""
    guild = env.create_guild()
    clicks = []
    for n in range(BURST):
        channel, members = await two_player_game(env, guild, n)
        game, state, member = await pending_member(env, channel, members)
        panel = (await member.click(channel.last_message, label="Play your turn")).response
        clicks.append((channel, members, game, member, panel, pick_button(panel, state)))
    with side_by_side(env):  # one wait for the bot to be idle: fifty side by side starve its loop
        results = await asyncio.gather(
            *(at_once(member, "click")(panel, label=label) for _, _, _, member, panel, label in clicks)
        )
    await env.settle()
    assert all(r.acknowledged for r in results)
    for (channel, members, game, member, _, _), result in zip(clicks, results, strict=True):
        after, state = await state_of(env, channel)
        assert after.version == game.version + 1
        assert [e.actor_id for e in await env.bot.store.events(game.id)] == [member.id]
        assert "Done." in result.response.content or result.response.components  # the next step or "Done"
        seats = {s.seat: s.user_id for s in await env.bot.store.seats(game.id)}
        next_member = next(m for m in members if m.id == seats[state.current_player()])
        if next_member is not member:
            assert channel.last_message.content.startswith(f"{next_member.mention}, it is your turn")
