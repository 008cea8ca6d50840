"""The bot on PostgreSQL, end to end under SimCord: DATABASE is a URL (a fresh database on the
tests' server, tests/postgres.py), and a game is played through the buttons to its end, rated,
and survives a restart in the middle."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app import OriginsBot
from bot.settings import Settings
from bot.store import CachedStore
from bot.store.postgres import PostgresStore
from rules import PLACE
from tests.bot import restarts
from tests.bot.players import pending_member, play_until, play_whole_game, start_game
from tests.postgres import PostgresServer


@pytest.fixture
def db_path(postgres: PostgresServer) -> str:
    """Not a path here: the URL of a fresh database (what restarts.restart reopens)."""
    return postgres.fresh_database_now()


@pytest.fixture
def simcord_bot(db_path: str) -> OriginsBot:
    return OriginsBot(Settings(token="simcord", database=db_path, render_workers=0))


async def test_a_whole_game_on_postgresql(env: Any) -> None:
    """Lobby, joins, start, every decision through prompts and panels, the score sheet: stored in
    PostgreSQL, every action in the log, the results and the ratings written."""
    assert isinstance(env.bot.store, CachedStore) and isinstance(env.bot.store.backend, PostgresStore)
    channel, members = await start_game(env, "discovery", 2)
    decisions = await play_whole_game(env, channel, members, seed=2)
    assert decisions >= 24
    assert "over" in channel.last_message.content
    store = env.bot.store
    finished = (await store.history(channel.id))[0]
    assert finished.status == "over"
    assert len(await store.events(finished.id)) == finished.version
    assert sorted(r.seat for r in await store.results(finished.id)) == [0, 1]
    assert {c.user_id for c in await store.rating_changes(finished.id)} == {m.id for m in members}
    assert await store.deadlines(finished.id) == []


async def test_a_restart_in_the_middle_of_a_game_on_postgresql(env: Any, db_path: str) -> None:
    """The bot is replaced by a new one on the same database mid-game; the game goes on to its
    end from where it was."""
    channel, members = await start_game(env, "tribe", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == PLACE)
    before, _, _ = await pending_member(env, channel, members)
    await restarts.restart(env, db_path)
    after = await env.bot.store.game(before.id)
    assert after == before
    await play_whole_game(env, channel, members, seed=5)
    assert (await env.bot.store.game(before.id)).status == "over"
