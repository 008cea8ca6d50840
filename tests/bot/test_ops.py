"""bot/ops without Discord: why /healthz says 503, and what the AI workers report to the metrics.
The whole of it over the wire: tests/e2e/test_health.py."""

from __future__ import annotations

import asyncio

import discord
import pytest

from bot.ops.health import STALE_POLLS, gateway_problem, scheduler_problem
from bot.ops.metrics import Metrics
from bot.turn.scheduler import POLL_SECONDS
from bot.workers.thinking import Thinker
from rules import GameConfig, new_game
from tests.patience import until

STALE = STALE_POLLS * POLL_SECONDS


@pytest.mark.parametrize(
    ("last_tick", "now", "problem"),
    [
        (None, 1000.0, "scheduler has not ticked yet"),
        (1000.0, 1000.0, None),
        (1000.0, 1000.0 + STALE, None),  # a few polls late: a slow database, not a stuck loop
        (1000.0, 1000.0 + STALE + 0.4, f"scheduler last ticked {STALE:.0f} s ago"),
        (1000.0, 1312.0, "scheduler last ticked 312 s ago"),
    ],
)
def test_the_scheduler_is_stale_after_a_few_polls(
    last_tick: float | None, now: float, problem: str | None
) -> None:
    assert scheduler_problem(last_tick, now, STALE) == problem


async def test_a_client_never_connected_is_not_ready() -> None:
    """A discord.py client that has not logged in: not healthy, and the reason says the gateway."""
    client = discord.Client(intents=discord.Intents.default())
    assert gateway_problem(client) == "gateway not ready"


async def test_the_thinking_workers_report_their_queue_and_time() -> None:
    """Three AI turns handed to one worker: two wait (origins_ai_queue, read at scrape); each turn's
    time is observed once it is played, and then nothing waits."""
    metrics = Metrics()
    thinker = Thinker(1, 0.05, metrics)
    metrics.ai_queue.set_function(thinker.waiting)  # as the services wire it
    state = new_game(GameConfig(players=2, seed=7))
    try:
        turns = [
            asyncio.create_task(thinker.turn(state, state.current_player(), "easy", seed))
            for seed in (1, 2, 3)
        ]
        await until(lambda: thinker.in_hand == 3, "the three turns to be handed over")
        assert metrics.registry.get_sample_value("origins_ai_queue") == 2
        played = await asyncio.gather(*turns)
    finally:
        thinker.close()
    assert all(played)
    assert metrics.registry.get_sample_value("origins_ai_queue") == 0
    assert metrics.registry.get_sample_value("origins_thinking_seconds_count", {"level": "easy"}) == 3
