"""PostgreSQL stopped and started again under a running bot (issue 21): a click in the gap gets a
short private "try again" and changes nothing; the bot reconnects by itself, so the first click
after the server is back is stored; the deadlines that fell due in the gap fire after it.

Each test has a PostgreSQL server of its own (stopping the test process's shared one would fail
every other test of the process meanwhile): a fresh folder, as tests/postgres.py makes them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bot.app import OriginsBot
from bot.settings import Settings
from bot.turn.autopilot import Autopilot
from bot.turn.scheduler import POLL_SECONDS
from lang import words
from rules import DIRECTION_NAMES, Place
from tests.bot.players import pending_member, play_first_pick, select_with, start_game, state_of
from tests.bot.turn.test_ai import lobby_with_ais
from tests.bot.turn.test_deadlines import advance
from tests.patience import until
from tests.postgres import PostgresServer, private_server

HOUR = 3600
EN = words("en")
TRY_AGAIN = EN("store_unavailable")


@pytest.fixture
def own_server() -> Iterator[PostgresServer]:
    """A PostgreSQL server for this test alone, removed after it (and after the bot is closed)."""
    with private_server() as made:
        yield made


@pytest.fixture
def db_path(own_server: PostgresServer) -> str:
    """Not a path here: the URL of a fresh database on the test's own server."""
    return own_server.fresh_database_now()


@pytest.fixture
def simcord_bot(db_path: str) -> OriginsBot:
    return OriginsBot(Settings(token="simcord", database=db_path, render_workers=0))


async def test_a_click_while_postgresql_is_down_is_told_to_try_again_and_the_next_one_is_stored(
    env: Any, own_server: PostgresServer, logged_errors: Any
) -> None:
    """A member's Confirm while the server is stopped: a private "try again", the game unchanged. The
    server starts again; the same Confirm is stored, acknowledged, the next player is prompted, and
    every move acknowledged before the outage is still there."""
    channel, members = await start_game(env, "discovery", 2)
    _, state, first = await pending_member(env, channel, members)
    await play_first_pick(first, channel, state)  # acknowledged before the outage
    before, state, member = await pending_member(env, channel, members)
    assert before.version == 1
    place = state.legal_actions()[0]
    assert isinstance(place, Place)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    square = str(place.square)
    chosen = await member.select(panel, [square], custom_id=select_with(panel, square))
    direction = EN(f"direction-{DIRECTION_NAMES[place.direction]}")
    panel = (await member.click(chosen.response, label=direction)).response

    own_server.stop("immediate")  # as a crash of the server would
    refused = await member.click(panel, label=EN("confirm"))
    assert [(m.content, m.ephemeral) for m in refused.followups] == [(TRY_AGAIN, True)]

    own_server.resume()
    assert (await env.bot.store.game(before.id)) == before  # nothing was stored in the gap
    await member.click(panel, label=EN("confirm"))
    after, _ = await state_of(env, channel)
    assert after.version == before.version + 1
    events = await env.bot.store.events(before.id)
    assert [e.seq for e in events] == [1, 2]
    assert events[1].actor_id == member.id
    _, _, next_member = await pending_member(env, channel, members)
    assert next_member.mention in channel.last_message.content  # the next prompt is posted


async def test_a_turn_timer_due_while_postgresql_is_down_fires_once_it_is_back(
    env: Any, own_server: PostgresServer
) -> None:
    """The turn timer runs out while the server is stopped: the scheduler's polls meet the outage
    and go on polling; once the server is back, the autopilot plays that turn."""
    channel, members = await start_game(env, "discovery", 2, reminder_hours=0, timer_hours=1)
    game, _, _ = await pending_member(env, channel, members)
    own_server.stop("fast")
    await advance(env, HOUR + 2 * POLL_SECONDS)  # due, and polled for, in the gap
    own_server.resume()
    assert (await env.bot.store.game(game.id)).version == game.version  # nobody played meanwhile

    async def played() -> bool:
        await env.advance_time(POLL_SECONDS)
        now: int = (await env.bot.store.game(game.id)).version
        return now > int(game.version)

    await until(played, "the timer due in the outage to fire")
    assert (await env.bot.store.events(game.id))[-1].actor_id is None  # the autopilot's move
    assert env.bot.services.scheduler.poll.is_running()


async def test_an_ai_turn_due_while_postgresql_is_down_is_played_once_it_is_back(
    env: Any, own_server: PostgresServer, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A game of AIs whose first turn falls due while the server is stopped: its runner and the
    scheduler meet the outage; once the server is back, the turn is played (the game goes on)."""
    scheduler = env.bot.services.scheduler

    async def later(self: Autopilot, row: Any, seat: int) -> None:
        return None  # the timer stays, claimed: it comes back after its retry delay

    # The game starts, nobody thinks yet. (The scheduler keeps running: a poll loop stopped and
    # started again by the test would sleep on the real clock, not on SimCord's.)
    with monkeypatch.context() as held:
        held.setattr(Autopilot, "wake", lambda self, game_id: None)
        held.setattr(Autopilot, "play_due", later)
        channel, _ = await lobby_with_ais(env, "discovery", ["easy", "easy"], creator_plays=False)
        await env.settle()
    game, _ = await state_of(env, channel)
    own_server.stop("immediate")
    env.bot.services.autopilot.wake(game.id)  # the runner meets the outage
    await env.settle()
    await advance(env, 3 * POLL_SECONDS)  # and so do the polls
    met = [r.getMessage() for r in caplog.records if r.levelname == "WARNING"]
    assert any("its AI turn waits for its timer" in m for m in met), met
    assert any("the deadlines wait for the next poll" in m for m in met), met
    own_server.resume()

    async def played() -> bool:
        if (await env.bot.store.game(game.id)).version > game.version:
            return True
        await env.advance_time(POLL_SECONDS)
        return False

    await until(played, "the AI's turn due in the outage to be played")
    assert scheduler.poll.is_running()
