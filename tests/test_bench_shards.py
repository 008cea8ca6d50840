"""bench/shards.py's machinery: each process makes servers of its own shard only, members of the
next games in turn click together until the run has enough, and the processes' figures are
combined as the table says (decisions over the same wall time, percentiles over every sample)."""

from __future__ import annotations

import contextlib
import datetime
from collections.abc import Iterator
from typing import Any, cast

import pytest

from bench.latency import bursts
from bench.shards import combined, shard_guilds
from bot.store import Shards


class Env:
    """SimCord's clock and its guilds, as `shard_guilds` uses them."""

    def __init__(self, hours: float) -> None:
        self.moment = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC) + datetime.timedelta(hours=hours)
        self.guilds: list[int] = []

    def now(self) -> datetime.datetime:
        return self.moment

    def create_guild(self, name: str, *, id: int) -> int:
        self.guilds.append(id)
        return id


@pytest.mark.parametrize("shard", [0, 1])
def test_each_process_makes_servers_of_its_own_shard(shard: int) -> None:
    env = Env(hours=shard)  # the processes' clocks an hour apart, as `clicking` sets them
    new_guild = shard_guilds(env, Shards(2, (shard,)))
    made = [new_guild(f"server {i}") for i in range(30)]
    assert made == env.guilds
    assert len(set(made)) == 30
    assert {(guild >> 22) % 2 for guild in made} == {shard}


def test_the_two_shards_servers_never_share_an_id() -> None:
    ids = [shard_guilds(Env(hours=s), Shards(2, (s,))) for s in (0, 1)]
    assert not {ids[0](str(i)) for i in range(100)} & {ids[1](str(i)) for i in range(100)}


class Players:
    """Members who note which games decided, and whether they were clicking together."""

    def __init__(self) -> None:
        self.together = False
        self.rounds: list[list[int]] = []

    @contextlib.contextmanager
    def side_by_side(self) -> Iterator[None]:
        self.together = True
        self.rounds.append([])
        try:
            yield
        finally:
            self.together = False

    async def decide(self, table: int) -> None:
        assert self.together
        self.rounds[-1].append(table)


async def test_bursts_take_the_next_games_in_turn_until_there_are_enough() -> None:
    players = Players()
    games: list[Any] = [0, 1, 2, 3, 4]  # the tables, by number
    done, turn = await bursts(cast(Any, players), games, 3, 2, lambda done: done >= 5)
    assert (done, turn) == (6, 9)
    assert players.rounds == [[3, 4, 0, 1, 2, 3]]


def samples(decisions: int, wall: float, ack: list[float], store: list[float]) -> dict[str, Any]:
    return {
        "games": 25,
        "burst": 25,
        "setup_s": 1.0,
        "decisions": decisions,
        "wall_s": wall,
        "cpu_s": wall / 2,
        "workers_cpu_s": wall,
        "machine_busy_cores": 1.5,
        "ack_s": ack,
        "image_s": [a * 10 for a in ack],
        "clicks": len(ack),
        "clicks_without_ack": 0,
        "store_s": store,
        "store_alone_s": store[:2],
    }


def test_two_processes_figures_are_combined() -> None:
    """Decisions per second: both processes' over the longer wall time; each percentile over the
    samples of both, not an average of each process's."""
    fast = samples(300, 10.0, [0.01] * 95, [0.001] * 50)
    slow = samples(200, 12.5, [0.2] * 5, [0.1] * 50)
    figures = combined([fast, slow])
    assert figures["decisions_per_s"] == 500 / 12.5
    # The 95th of 100 ordered samples, 5% of the way to the 96th: 10 + 0.05 × 190 ms (each
    # process's own p95: 10 and 200 ms).
    assert figures["ack_p95_ms"] == pytest.approx(19.5)
    assert figures["image_p95_ms"] == pytest.approx(195)
    assert figures["store_p50_ms"] == pytest.approx(50.5)  # halfway between the two halves
    assert figures["store_calls"] == 100
    assert figures["clicks"] == 100
    assert (figures["games_each"], figures["burst_each"]) == ([25, 25], [25, 25])
