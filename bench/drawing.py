"""A burst of pictures: worker processes against threads. Prints figures (never passes or fails on time).

    python bench/drawing.py            # the figures of docs/benchmarks.md
    python bench/drawing.py --quick    # fewer rounds
    python bench/drawing.py --json

Fifty 4-player tables (fifty seeded mid-game states) are asked for at once, as when many members
click in the same moment, drawn either by `bot.workers.drawing.Drawer` (1 and 2 worker processes) or by
`asyncio.to_thread(render.table, ...)` (what the bot did before). Meanwhile a probe coroutine
sleeps 5 ms again and again and notes how late it wakes: that lateness is how long a click
arriving then would have waited before the bot could even acknowledge it.

Each way runs one unmeasured round first (imports, fonts and sprite caches filled in the workers
and in this process), then `rounds` measured ones; the figures are the median round's wall time
and each picture's time until it was back, and the probe's lateness over every measured round.
The cost of starting the workers (spawn, imports, first pictures) is timed separately. The
fifty requests are made in one go, so their snapshots (0.2–0.5 ms each, on the loop: see
bot.workers.drawing) are taken back to back: a pool round's worst probe is usually that first moment.

Goal (issue 7): every click acknowledged within 50 ms (p95) while pictures are drawn.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import render
from bot.workers.drawing import Drawer
from render import Picture
from rules import GameConfig, GameState, Mode, RandomAgent, new_game

PROBE_SECONDS = 0.005
BURST = 50
NAMES = ("Zoë", "Łukasz", "Aiyana", "Dmitri")
MODES = (Mode.DISCOVERY, Mode.TOTEM, Mode.TRIBE)

Draw = Callable[[GameState], Awaitable[Picture]]


def mid_game(seed: int) -> GameState:
    """A placement decision of a seeded random 4-player game, in a round from 2 to 11."""
    state = new_game(GameConfig(players=4, mode=MODES[seed % 3], seed=seed))
    agent = RandomAgent(seed)
    target = 2 + seed % 10
    while not (state.round >= target and state.domino_to_place() is not None):
        state.play(agent.choose(state))
    return state


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def burst(states: list[GameState], draw: Draw) -> tuple[float, list[float], list[float]]:
    """All the pictures at once: wall time, each picture's time until back, the probe's lateness."""
    lateness: list[float] = []
    done = asyncio.Event()

    async def probe() -> None:
        while not done.is_set():
            asked = time.perf_counter()
            await asyncio.sleep(PROBE_SECONDS)
            lateness.append(time.perf_counter() - asked - PROBE_SECONDS)

    async def one(state: GameState) -> float:
        await draw(state)
        return time.perf_counter() - t0

    probing = asyncio.create_task(probe())
    await asyncio.sleep(0)  # the probe is waiting before the burst starts
    t0 = time.perf_counter()
    back = await asyncio.gather(*(one(s) for s in states))
    wall = time.perf_counter() - t0
    done.set()
    await probing
    return wall, list(back), lateness


async def measure(states: list[GameState], draw: Draw, rounds: int) -> dict[str, float]:
    await burst(states, draw)  # the caches, wherever the pictures are drawn
    walls, backs, late = [], [], []
    for _ in range(rounds):
        wall, back, lateness = await burst(states, draw)
        walls.append(wall)
        backs += back
        late += lateness
    return {
        "wall_ms": statistics.median(walls) * 1000,
        "picture_median_ms": statistics.median(backs) * 1000,
        "picture_max_ms": max(backs) * 1000,
        "probes": len(late),
        "stall_p99_ms": percentile(late, 0.99) * 1000,
        "stall_max_ms": max(late) * 1000,
    }


async def run(states: list[GameState], rounds: int) -> dict[str, Any]:
    figures: dict[str, Any] = {}

    async def in_thread(state: GameState) -> Picture:
        return await asyncio.to_thread(render.table, state, names=NAMES)

    figures["threads"] = await measure(states, in_thread, rounds)
    for workers in (1, 2):
        drawer = Drawer(workers)
        t0 = time.perf_counter()
        assert await drawer.ready()
        start_ms = (time.perf_counter() - t0) * 1000

        async def in_pool(state: GameState, drawer: Drawer = drawer) -> Picture:
            return await drawer.draw("table", state, NAMES)

        try:
            figures[f"workers_{workers}"] = {"start_ms": start_ms, **await measure(states, in_pool, rounds)}
        finally:
            await drawer.close()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer measured rounds")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rounds = 2 if args.quick else 5
    states = [mid_game(seed) for seed in range(BURST)]
    figures: dict[str, Any] = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "cores": os.cpu_count(),
        "pictures": BURST,
        "rounds": rounds,
        **asyncio.run(run(states, rounds)),
    }
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(
        f"Python {figures['python']} on {figures['machine']} ({figures['cores']} cores): "
        f"{BURST} 4-player tables asked for at once, {rounds} rounds; the loop probed every "
        f"{PROBE_SECONDS * 1000:g} ms\n"
    )
    print(
        "| drawn in | workers ready | burst wall time | picture back: median | max | stall p99 | stall max |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for key, label in (
        ("threads", "threads (`asyncio.to_thread`)"),
        ("workers_1", "1 worker process"),
        ("workers_2", "2 worker processes"),
    ):
        f = figures[key]
        start = f"{f['start_ms']:.0f} ms" if "start_ms" in f else ""
        print(
            f"| {label} | {start} | {f['wall_ms']:.0f} ms | {f['picture_median_ms']:.0f} ms "
            f"| {f['picture_max_ms']:.0f} ms | {f['stall_p99_ms']:.1f} ms | {f['stall_max_ms']:.1f} ms |"
        )


if __name__ == "__main__":
    main()
