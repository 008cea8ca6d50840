"""The game cache's memory with 10,000 open games: prints figures (never passes or fails on them).

    python bench/memory.py            # 10,000 games (about a minute and a half)
    python bench/memory.py --quick    # 1,000 games, a fifth of them kept
    python bench/memory.py --json

A real SQLite file in a temporary folder holds N open games of four (Tribe mode, both members and
their seats), each stored at a seeded point of its course: 100 courses played by the greedy agent,
their snapshots spread over the games (the cache holds what such a state parses into, whichever
game it is). No Discord: every game is then looked at once through the bot's own stack, the
session service (bot/turn/session.py `Sessions`) over the cache of sittings (bot/store/cached.py
`CachedStore`) over the SQLite store, as a click reads a game (the sitting, then its state).

Two runs in this process, one after the other on the same file:

- anchor: the session service keeping every game it has seen and the cache of sittings keeping
  4096 (today's code path before the bound: no budget, never idle);
- bounded: both with their defaults (`SIZE` games, `IDLE_FOR` seconds; the sittings' `SIZE`).
  A quick run keeps a fifth of its games (all would fit the defaults).

For each, the memory the bot's game cache holds once every game was looked at: tracemalloc's
count of the live Python allocations after `gc.collect()`, less the count before the first look.
Then the time of a panel step (`Sessions.turn` at the game's version, as a click on a square does)
on a game still kept against one that left (read from SQLite and parsed again): median and p95
over 300 clicks each.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.store import CachedStore, Store
from bot.store.cached import SIZE as CACHED_SIZE
from bot.store.sqlite import SqliteStore
from bot.turn.session import IDLE_FOR, SIZE, Sessions
from rules import GameConfig, GreedyAgent, Mode, new_game, state_from_json, state_to_json

COURSES = 100  # distinct points of a game's course, spread over the N games
CLICKS = 300  # panel steps timed per kind (kept, left)


def courses() -> list[dict[str, Any]]:
    """Snapshots of games of four at seeded points of their course (never over)."""
    rng = random.Random(22)
    out = []
    for n in range(COURSES):
        state = new_game(GameConfig(players=4, mode=Mode.TRIBE, seed=n))
        agent = GreedyAgent(n)
        for _ in range(rng.randrange(60)):
            probe = state.copy()
            probe.play(agent.choose(probe))
            if probe.is_over:
                break
            state = probe
        out.append(state_to_json(state))
    return out


async def open_games(store: Store, count: int) -> list[tuple[int, int]]:
    """`count` open games of four members; each one's id and the member whose decision is pending."""
    snapshots = courses()
    games = []
    for n in range(count):
        snapshot = snapshots[n % COURSES]
        row = await store.create_game(
            guild_id=1,
            channel_id=10_000 + n,
            creator_id=1,
            config={"mode": "tribe", "players": 4},
            options={},
        )
        for seat in range(4):
            await store.add_seat(row.id, 100 * n + seat + 1, f"Member {seat + 1}")
        await store.start_game(row.id, config={"mode": "tribe", "players": 4, "seed": n}, snapshot=snapshot)
        pending = state_from_json(snapshot).current_player()
        games.append((row.id, 100 * n + pending + 1))
    return games


async def look_at_every_game(sessions: Sessions, games: list[tuple[int, int]]) -> tuple[float, float]:
    """Every game looked at once, as a click reads it: the game cache's memory after (states,
    locks and the sittings kept), and the part of it that the sittings are, in MB."""
    gc.collect()
    before = tracemalloc.get_traced_memory()[0]
    for game_id, _ in games:
        await sessions.current(game_id)
    gc.collect()
    total = tracemalloc.get_traced_memory()[0] - before
    cached = sessions.store
    assert isinstance(cached, CachedStore)
    kept = list(cached._kept)
    cached._kept.clear()
    gc.collect()
    sittings = total - (tracemalloc.get_traced_memory()[0] - before)
    for game_id in kept:  # kept again, in their order: the clicks timed next find them
        await cached.sitting(game_id)
    return total / 1e6, sittings / 1e6


async def measured(folder: Path, count: int) -> dict[str, Any]:
    store = SqliteStore(folder / "origins.sqlite3")
    await store.open()
    try:
        t0 = time.perf_counter()
        games = await open_games(store, count)
        figures: dict[str, Any] = {"games": count, "setup_s": time.perf_counter() - t0}
        tracemalloc.start()
        # Today's code before the bound: every state and lock kept, 4096 sittings.
        anchor = Sessions(CachedStore(store, size=4096), size=sys.maxsize, idle_for=float("inf"))
        figures["anchor_mb"], figures["anchor_sittings_mb"] = await look_at_every_game(anchor, games)
        figures["anchor_kept"] = len(anchor.held())
        figures["anchor_sittings"] = len(anchor.store._kept)  # type: ignore[attr-defined]
        del anchor
        size = SIZE if count > SIZE else count // 5  # a quick run's games all fit the default
        bounded = Sessions(CachedStore(store, size=min(size, CACHED_SIZE)), size=size)
        figures["bounded_mb"], figures["bounded_sittings_mb"] = await look_at_every_game(bounded, games)
        figures["bounded_kept"] = len(bounded.held())
        figures["bounded_sittings"] = len(bounded.store._kept)  # type: ignore[attr-defined]
        tracemalloc.stop()
        kept = [g for g in games if g[0] in bounded.held()][-CLICKS:]
        left = [g for g in games if g[0] not in bounded.held()][:CLICKS]
        figures["click_kept"] = await timed(bounded, kept)
        figures["click_left"] = await timed(bounded, left)
        figures["size"], figures["idle_for_s"] = size, IDLE_FOR
        return figures
    finally:
        await store.close()


async def timed(sessions: Sessions, games: list[tuple[int, int]]) -> dict[str, float]:
    """A panel step on each of `games` at the version its prompt shows: median and p95 in ms.
    The version is read first (from the database, as the prompt was drawn), outside the timing;
    the games are taken in the order of the cache, so that the kept ones stay kept."""
    versions = [(await sessions.store.game(game_id)).version for game_id, _ in games]  # type: ignore[union-attr]
    times = []
    for (game_id, member), version in zip(games, versions, strict=True):
        t0 = time.perf_counter()
        await sessions.turn(game_id, member, version)
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return {"median_ms": statistics.median(times), "p95_ms": times[max(0, int(len(times) * 0.95) - 1)]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1,000 games instead of 10,000")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    count = 1_000 if args.quick else 10_000
    with tempfile.TemporaryDirectory(prefix="origins-memory-") as tmp:
        figures = asyncio.run(measured(Path(tmp), count))
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    n = figures["games"]
    print(
        f"{n} open games of four (set up in {figures['setup_s']:.0f} s); "
        "the game cache after one look at each:\n"
    )
    print("| figure | anchor: every game kept | bounded (SIZE, IDLE_FOR) |")
    print("| --- | --- | --- |")
    print(
        f"| games kept | {figures['anchor_kept']} | {figures['bounded_kept']} "
        f"({figures['size']}, {figures['idle_for_s']:.0f} s) |"
    )
    print(f"| memory of the game cache | {figures['anchor_mb']:.1f} MB | {figures['bounded_mb']:.1f} MB |")
    print(
        f"| of which the sittings kept (CachedStore) | {figures['anchor_sittings_mb']:.1f} MB "
        f"({figures['anchor_sittings']}) | {figures['bounded_sittings_mb']:.1f} MB "
        f"({figures['bounded_sittings']}) |"
    )
    print(
        f"| per open game | {figures['anchor_mb'] * 1000 / n:.1f} KB "
        f"| {figures['bounded_mb'] * 1000 / n:.1f} KB |"
    )
    kept, left = figures["click_kept"], figures["click_left"]
    print(
        "\nA panel step, median / p95: "
        f"on a game still kept {kept['median_ms']:.2f} / {kept['p95_ms']:.2f} ms; "
        f"on a game that left (read and parsed again) {left['median_ms']:.2f} / {left['p95_ms']:.2f} ms"
    )


if __name__ == "__main__":
    main()
