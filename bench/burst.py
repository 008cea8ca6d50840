"""A burst: many members clicking at the same moment over many games. Prints figures (never
passes or fails on time).

    python bench/burst.py                          # 100 games, 80 members at once, this checkout's code
    python bench/burst.py --before /tmp/before     # the same run on another checkout's code, in turns
    python bench/burst.py --quick --before /tmp/before

--before DIR runs the same burst on the bot's code in DIR (a checkout: `git archive <commit> |
tar -x -C DIR`) and on this checkout's, each in a fresh process of its own, in turns (before,
now, before, now... `--rounds` times), so that both meet the same machine in the same hour; it
prints each run and the ratios of their means. The clock is this checkout's bench/latency.py in
both (its members, the Recorder): only the bot's code changes.

Each run: the real bot under SimCord with a real SQLite file in a temporary folder and its two
drawing worker processes; `--games` games of four in progress, started through the lobby and
fast-forwarded to seeded points of their course; a warm-up of one decision per game, one click at
a time; then bursts: `--clicks` members of the next games in turn each make one decision at the
same moment (their panel opened, a square, a direction, Confirm...), the next clicks of each
sent together once the bot is idle, until `--decisions` decisions are stored. The cyclic garbage
collector runs as `python -m bot` runs it: with the heap keeper (bot/heap.py) installed as the bot
starts and looking at the heap every ten seconds, where the bot's code has one (issue 22), else
Python's own collector as is. `--gc on` runs Python's collector as is in any code; `--gc off`
runs the bursts with it off, `--gc frozen` with everything alive after the set-up frozen out of
its reach (`gc.freeze`): diagnoses of its pauses, not ways to run the bot.
Decisions per second: decisions stored per second of wall time in the bursts, the members' side
and SimCord included (the same in both runs). Beside them, the CPU time a decision cost in this
process (the bot, SimCord and the members) and in the drawing workers (Linux's /proc), and the
collector's full passes in the bursts (how many, how long).
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import gc
import json
import logging
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# Before the imports: the bot's code from --code DIR (another checkout), else this checkout's; the
# clock (bench/) always from this checkout. The drawing workers are spawned with this sys.path, so
# the bot's folder stays first.
CODE = Path(sys.argv[sys.argv.index("--code") + 1]).resolve() if "--code" in sys.argv else ROOT
sys.path[0:1] = [str(CODE), str(ROOT)]

import bench  # noqa: E402
import bot.app  # noqa: E402  (the bot's packages from CODE, before the clock puts ROOT first)
import lang  # noqa: E402,F401
import render  # noqa: E402,F401
import rules  # noqa: E402,F401

try:  # the heap keeper of `python -m bot`, in the code since issue 22
    from bot import heap

    # Only CODE's own: the editable install's finder would find this checkout's for older code.
    keeper: Any = heap.Keeper() if Path(heap.__file__).is_relative_to(CODE) else None
except ImportError:
    keeper = None

bench.__path__ = [str(ROOT / "bench")]  # a namespace package: CODE's bench/ would come first
from bench import latency  # noqa: E402

sys.path[:] = [str(CODE)] + [p for p in sys.path if p not in (str(CODE), str(ROOT))] + [str(ROOT)]


async def burst_run(
    env: Any, rec: latency.Recorder, games: int, clicks: int, decisions: int
) -> dict[str, Any]:
    if GC[0] != "keeper" or keeper is None:  # Python's collector, as set, or in code without a keeper
        figures = await measured_burst(env, rec, games, clicks, decisions)
        figures["gc"] = "on" if GC[0] == "keeper" else GC[0]
        return figures
    async with heap.kept(keeper):  # as bot.cli.serve: from the start, looking every 10 s
        figures = await measured_burst(env, rec, games, clicks, decisions)
    figures.update(gc="keeper", heap_thaws=keeper.thaws - 1)  # the install's own thaw excluded
    return figures


async def measured_burst(
    env: Any, rec: latency.Recorder, games: int, clicks: int, decisions: int
) -> dict[str, Any]:
    players = latency.Players(env, rec)
    everyone = latency.tables(env, games)
    t0 = time.perf_counter()
    await latency.set_up(players, everyone)
    setup_s = time.perf_counter() - t0
    for table in everyone:  # a warm-up: every game's prompt and panel seen once
        await players.decide(table)
    if GC[0] == "off":  # the cyclic collector's pauses out of the bursts (a diagnosis, not a setting)
        gc.disable()
    elif GC[0] == "frozen":  # what is alive now is never traversed again: the games, SimCord's store
        gc.collect()
        gc.freeze()
    start = latency.mark(rec)
    workers = env.bot.services.pictures.drawer.pids()
    cpu = time.process_time(), cpu_seconds(workers)
    passes = Passes()
    gc.callbacks.append(passes)
    t0 = time.perf_counter()
    try:
        done, _ = await latency.bursts(players, everyone, games, clicks, lambda done: done >= decisions)
    finally:
        gc.callbacks.remove(passes)
    figures = latency.measured(rec, start, done, time.perf_counter() - t0)
    figures["full_passes"] = passes.figures()
    per = 1000 / max(done, 1)
    figures["cpu_ms_per_decision"] = {
        "process": (time.process_time() - cpu[0]) * per,
        "drawing_workers": (cpu_seconds(workers) - cpu[1]) * per,
    }
    code = str(Path(bot.app.__file__).parent.parent)  # where the bot's code came from
    figures.update(games=games, side_by_side=clicks, setup_s=setup_s, code=code)
    return figures


def cpu_seconds(pids: list[int]) -> float:
    """The CPU time (user and system) the processes `pids` have used so far (Linux's /proc)."""
    total = 0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])  # utime, stime: the stat's 14th and 15th
    return total / os.sysconf("SC_CLK_TCK")


class Passes:
    """The collector's full passes in the bursts (a `gc.callbacks` entry): how many, how long."""

    def __init__(self) -> None:
        self.began = 0.0
        self.seconds: list[float] = []

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self.began = time.perf_counter()
        else:
            self.seconds.append(time.perf_counter() - self.began)

    def figures(self) -> dict[str, float]:
        ms = [s * 1000 for s in self.seconds]
        return {"count": len(ms), "total_ms": sum(ms), "max_ms": max(ms, default=0.0)}


GC = ["keeper"]  # Python's cyclic garbage collector during the bursts (--gc)


def one_run(games: int, clicks: int, decisions: int) -> dict[str, Any]:
    latency.COUNT_REPEATS[0] = False  # the clock's digests of every picture would take the bot's core
    with tempfile.TemporaryDirectory(prefix="origins-burst-") as tmp:
        return asyncio.run(
            latency.with_bot(Path(tmp), lambda env, rec: burst_run(env, rec, games, clicks, decisions))
        )


def in_a_process(code: Path, args: argparse.Namespace) -> dict[str, Any]:
    """One run in a fresh process on the bot's code in `code`."""
    command = [sys.executable, __file__, "--json", "--code", str(code)]
    command += ["--games", str(args.games), "--clicks", str(args.clicks), "--decisions", str(args.decisions)]
    command += ["--gc", args.gc]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    figures: dict[str, Any] = json.loads(out)
    return figures


ROWS = (
    ("click → acknowledgement, p50 / p95", "ack"),
    ("click → updated image sent, p50 / p95", "image"),
    ("move → new table or next panel sent, p50 / p95", "move_image"),
    ("move → its last request, p50 / p95", "move_last"),
    ("panel step → its picture shown, p50 / p95", "panel_answer"),
)


def print_runs(runs: dict[str, list[dict[str, Any]]]) -> None:
    names = list(runs)
    columns = [(name, i, r) for name in names for i, r in enumerate(runs[name], 1)]
    print("| figure | " + " | ".join(f"{name} {i}" for name, i, _ in columns) + " | ratio of means |")
    print("| --- |" + " --- |" * (len(columns) + 1))

    def mean(name: str, get: Callable[[dict[str, Any]], float]) -> float:
        return statistics.mean(get(r) for r in runs[name])

    def ratio(get: Callable[[dict[str, Any]], float]) -> str:
        if len(names) < 2:
            return ""
        before, now = mean(names[0], get), mean(names[1], get)
        return f"{now / before:.2f}×" if before else ""

    for label, key in ROWS:
        cells = [f"{r[key]['median_ms']:.0f} / {r[key]['p95_ms']:.0f} ms" for _, _, r in columns]
        p95 = ratio(functools.partial(lambda r, key: float(r[key]["p95_ms"]), key=key))
        print(f"| {label} | " + " | ".join(cells) + f" | {p95} (p95) |")
    cells = [f"{r['ack']['max_ms']:.0f} ms; {r['clicks_without_ack']}" for _, _, r in columns]
    print("| slowest acknowledgement; clicks never acknowledged | " + " | ".join(cells) + " | |")
    cells = [f"{r['moves_per_s']:.1f} /s" for _, _, r in columns]
    print("| decisions per second | " + " | ".join(cells) + f" | {ratio(lambda r: r['moves_per_s'])} |")
    asked, drawn = "pictures_asked_per_decision", "pictures_drawn_per_decision"
    cells = [f"{r[asked]:.2f} / {r[drawn]:.2f}" for _, _, r in columns]
    print("| pictures asked / drawn per decision | " + " | ".join(cells) + " | |")
    cells = [
        r.get("gc", "on") + (f", {r['heap_thaws']} thaws" if "heap_thaws" in r else "") for _, _, r in columns
    ]
    print("| the cyclic collector | " + " | ".join(cells) + " | |")
    cells = [
        f"{p['count']}, {p['total_ms']:.0f} ms, longest {p['max_ms']:.0f} ms"
        for p in (r.get("full_passes") for _, _, r in columns)
        if p is not None
    ]
    if len(cells) == len(columns):
        label = "its full passes in the bursts: how many, time in all, longest"
        print(f"| {label} | " + " | ".join(cells) + " | |")
    if all("cpu_ms_per_decision" in r for _, _, r in columns):
        cells = [
            f"{c['process']:.0f} + {c['drawing_workers']:.0f} ms"
            for c in (r["cpu_ms_per_decision"] for _, _, r in columns)
        ]
        label = "CPU a decision: the bot's process (SimCord and the members in it) + the drawing workers"
        print(f"| {label} | " + " | ".join(cells) + " | |")
    cells = [f"{r['load_average']:.1f}" for _, _, r in columns]
    print("| load average at the end | " + " | ".join(cells) + " | |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="20 games, 20 at once: rough figures, fast")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--games", type=int, help="games in progress (default 100; --quick 20)")
    parser.add_argument(
        "--clicks", type=int, help="members deciding at the same moment (default 80; --quick 20)"
    )
    parser.add_argument("--decisions", type=int, help="decisions in the bursts (default 800; --quick 80)")
    parser.add_argument("--code", help="the bot's code from this checkout (read before the imports)")
    parser.add_argument("--before", help="also run on the bot's code of this checkout, in turns")
    parser.add_argument("--rounds", type=int, default=2, help="runs of each code with --before (default 2)")
    parser.add_argument(
        "--gc",
        choices=("keeper", "on", "off", "frozen"),
        default="keeper",
        help="the cyclic garbage collector: keeper (as the bot runs), on (Python's as is), off in "
        "the bursts, or frozen after set-up",
    )
    args = parser.parse_args()
    args.games = args.games or (20 if args.quick else 100)
    args.clicks = args.clicks or (20 if args.quick else 80)
    args.decisions = args.decisions or (80 if args.quick else 800)
    GC[0] = args.gc
    logging.basicConfig(level=logging.WARNING)
    if args.json:
        print(json.dumps(one_run(args.games, args.clicks, args.decisions), indent=2))
        return
    runs: dict[str, list[dict[str, Any]]] = {}
    if args.before:
        for _ in range(args.rounds):
            runs.setdefault("before", []).append(in_a_process(Path(args.before).resolve(), args))
            runs.setdefault("now", []).append(in_a_process(ROOT, args))
    else:
        runs["now"] = [in_a_process(ROOT, args)]
    print(
        f"{args.games} games in progress, {args.clicks} members deciding at the same moment, "
        f"{args.decisions} decisions a run; {os.cpu_count()} cores"
    )
    if args.before:
        print(f"before: the bot's code in {args.before}; now: {ROOT}")
    print()
    print_runs(runs)


if __name__ == "__main__":
    main()
