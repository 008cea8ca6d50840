"""Event-loop stall while AI players think: prints figures (never passes or fails on time).

    python bench/stall.py            # the figures of docs/benchmarks.md (about two minutes)
    python bench/stall.py --quick    # a smaller, faster run
    python bench/stall.py --json

The real bot (discord.py unmodified, a real SQLite file in a temporary folder) runs against
SimCord, the offline Discord simulator, in this process. In each of a few channels the creator
leaves their seat, seats four AIs (Hard, Normal, Easy, Easy) and presses Start; the game then
plays itself to the end, its turns one after the other, each posted to the channel as it is
played. SimCord runs one member action at a time (its Start click returns when the bot is idle
again, here at the end of the game), so the games run one after the other.

While they play, a probe thread asks the event loop every 5 ms to run a tiny callback
(`call_soon_threadsafe`) and notes how late it ran: that lateness is how long a click arriving
then would have waited before the bot could even look at it. Two runs:

- processes: the bot as it is (the agents think in `bot.workers.thinking`'s worker processes);
- threads: the same games with thinking moved into `asyncio.to_thread`, which is what a thread
  pool would give; shown only to explain the design (the agents are pure Python and hold the GIL).

Goal (issue 5): the event-loop stall while AIs think, p99 ≤ 50 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord

from bot.app import OriginsBot
from bot.settings import Settings
from bot.workers import thinking
from rules import parse_action, state_to_json

PROBE_SECONDS = 0.005
LEVELS = ("hard", "normal", "easy", "easy")


class Probe:
    """A thread that measures how late the event loop runs a callback asked for 'now'."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.lateness: list[float] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            asked = time.perf_counter()
            ran = threading.Event()

            def note(asked: float = asked, ran: threading.Event = ran) -> None:
                self.lateness.append(time.perf_counter() - asked)
                ran.set()

            self.loop.call_soon_threadsafe(note)
            ran.wait(10.0)
            self._stop.wait(PROBE_SECONDS)

    def __enter__(self) -> Probe:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def in_threads() -> Any:
    """`Thinker.turn` with the thinking on a thread of this process instead of a worker process."""

    async def turn(self: thinking.Thinker, state: Any, seat: int, level: str, seed: int) -> list[Any]:
        texts = await asyncio.to_thread(thinking.think, state_to_json(state), seat, level, seed, self.seconds)
        return [parse_action(text) for text in texts]

    return turn


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def run(folder: Path, games: int, seconds: float) -> dict[str, Any]:
    bot = OriginsBot(Settings(token="simcord", database=folder / "origins.sqlite3", ai_seconds=seconds))
    try:
        async with simcord.run(bot, settle_timeout=3600) as env:
            await bot.tree.sync()
            guild = env.create_guild()
            ann = guild.add_member(env.create_user("ann"))
            lobbies = []
            for number in range(games):
                parent = guild.create_text_channel(f"ai-{number}")
                await ann.slash(parent, "origins new origins", mode="discovery", players=4)
                (channel,) = parent.threads  # the game's own thread
                lobby: Any = next(m for m in channel.history() if m.components)
                lobby = (await ann.click(lobby, label="Leave")).response
                for level in LEVELS:
                    select = next(
                        c["custom_id"]
                        for row in lobby.components
                        for c in row["components"]
                        if c["type"] == 3 and any(o["value"] == level for o in c["options"])
                    )
                    lobby = (await ann.select(lobby, [level], custom_id=select)).response
                lobbies.append((channel, lobby))
            t0 = time.perf_counter()
            with Probe(asyncio.get_running_loop()) as probe:
                for _, lobby in lobbies:
                    await ann.click(lobby, label="Start")
            wall = time.perf_counter() - t0
            finished = 0
            decisions = 0
            for channel, _ in lobbies:
                history = await bot.store.history(channel.id)
                if history and history[0].status == "over":
                    finished += 1
                    decisions += history[0].version
    finally:
        await bot.close()
    late = probe.lateness
    return {
        "games": games,
        "finished": finished,
        "decisions": decisions,
        "wall_s": wall,
        "probes": len(late),
        "median_ms": statistics.median(late) * 1000,
        "p99_ms": percentile(late, 0.99) * 1000,
        "max_ms": max(late) * 1000,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer games, a shorter budget")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--games", type=int, help="games of four AIs (default 3; quick 2)")
    parser.add_argument("--seconds", type=float, help="Hard's budget per decision (default 0.5; quick 0.1)")
    args = parser.parse_args()
    games = args.games or (2 if args.quick else 3)
    seconds = args.seconds or (0.1 if args.quick else 0.5)
    figures: dict[str, Any] = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "simcord": simcord.__version__,
        "budget_s": seconds,
    }
    with tempfile.TemporaryDirectory() as folder:
        figures["processes"] = asyncio.run(run(Path(folder), games, seconds))
    real_turn = thinking.Thinker.turn
    thinking.Thinker.turn = in_threads()  # type: ignore[method-assign]
    try:
        with tempfile.TemporaryDirectory() as folder:
            figures["threads"] = asyncio.run(run(Path(folder), games, seconds))
    finally:
        thinking.Thinker.turn = real_turn  # type: ignore[method-assign]
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(
        f"Python {figures['python']} on {figures['machine']}, SimCord {figures['simcord']}; "
        f"{games} games of four AIs (Hard at {seconds:g} s a decision), one after the other; "
        f"the loop probed every {PROBE_SECONDS * 1000:g} ms\n"
    )
    print("| thinking in | games | decisions | wall time | probes | stall median | stall p99 | stall max |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for name in ("processes", "threads"):
        f = figures[name]
        print(
            f"| {name} | {f['finished']}/{f['games']} finished | {f['decisions']} | {f['wall_s']:.1f} s "
            f"| {f['probes']} | {f['median_ms']:.2f} ms | {f['p99_ms']:.1f} ms | {f['max_ms']:.1f} ms |"
        )


if __name__ == "__main__":
    main()
