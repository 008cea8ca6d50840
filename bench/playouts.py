"""Hard's playouts per second: prints figures (never passes or fails).

    python bench/playouts.py                       # this checkout's code
    python bench/playouts.py --before /tmp/main    # beside another checkout's code, taking turns
    python bench/playouts.py --profile             # where a search's time goes (cProfile)
    python bench/playouts.py --quick               # a rough figure in seconds

The work is fixed: the searched decisions of seat 1 in a few seeded games of greedy players
(4-player Discovery unless --players/--mode say otherwise), each searched by a Hard agent with a
fixed number of playouts per candidate (`HardAgent(playouts=N)`), so both codes play the very
same playouts. A figure is the playouts played divided by the seconds the searches took, in CPU
time of the process (the wall clock's figure, which other work on the machine lowers, beside it).

--before DIR runs the same work on the code of another checkout (e.g. `git worktree add` or
`git archive main | tar -x -C DIR`), each code in a process of its own, taking turns --repeat
times, so that the machine's other work falls on both alike; the table gives each code's median
and best run and their ratio. The digest is a hash of every decision's action and candidate
values: the same digest on both sides means the same playouts came out the same.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent


def load_code(argv: list[str]) -> str:
    """Import the rules from --code DIR when given (before any import of them), else from here."""
    code = str(HERE)
    if "--code" in argv:
        code = str(Path(argv[argv.index("--code") + 1]).resolve())
    sys.path.insert(0, code)
    return code


CODE = load_code(sys.argv)

from rules import GameConfig, GameState, GreedyAgent, new_game  # noqa: E402
from rules.ai.montecarlo import HardAgent  # noqa: E402
from rules.names import Mode  # noqa: E402


def decisions(players: int, mode: Mode, games: int) -> list[GameState]:
    """Every decision of seat 1 with a real choice in `games` seeded games of greedy players."""
    out = []
    for seed in range(games):
        state = new_game(GameConfig(players=players, mode=mode, seed=seed))
        greedy = GreedyAgent(seed)
        while not state.is_over:
            if state.current_player() == 1 and len(state.legal_actions()) > 1:
                out.append(state.copy())
            state.play(greedy.choose(state))
    return out


def measure(states: list[GameState], playouts: int) -> dict[str, Any]:
    """Search every state once; the playouts, the seconds searching, and the digest."""
    digest = hashlib.sha256()
    total = searched = 0
    seconds = wall = 0.0
    for i, state in enumerate(states):
        hard = HardAgent(i, playouts=playouts)
        began, clock = time.process_time(), time.perf_counter()
        action = hard.choose(state)
        seconds += time.process_time() - began
        wall += time.perf_counter() - clock
        total += hard.last.playouts
        searched += hard.last.searched
        digest.update(f"{action} {hard.last.values}\n".encode())
    return {
        "playouts": total,
        "decisions": searched,
        "seconds": seconds,
        "per_second": total / seconds if seconds else 0.0,
        "per_wall_second": total / wall if wall else 0.0,
        "digest": digest.hexdigest()[:16],
    }


def run_once(args: argparse.Namespace, code: str) -> dict[str, Any]:
    """One measure of the code in `code`, in a process of its own."""
    command = [sys.executable, __file__, "--json", "--code", code, "--repeat", "1"]
    command += ["--players", str(args.players), "--mode", args.mode]
    command += ["--games", str(args.games), "--playouts", str(args.playouts)]
    done = subprocess.run(command, check=True, capture_output=True, text=True, env={**os.environ})
    runs: list[dict[str, Any]] = json.loads(done.stdout)["runs"]
    return runs[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--code", help="the rules from this checkout (read before the imports)")
    parser.add_argument("--before", help="also measure the code of this checkout, taking turns")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--mode", choices=[str(m) for m in Mode], default=str(Mode.DISCOVERY))
    parser.add_argument("--games", type=int, default=2, help="seeded games whose decisions are searched")
    parser.add_argument("--playouts", type=int, default=8, help="playouts per candidate (default 8)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each code (default 3)")
    parser.add_argument("--profile", action="store_true", help="cProfile one run of this code")
    parser.add_argument("--sort", default="tottime", help="the profile's order (default tottime)")
    parser.add_argument("--quick", action="store_true", help="one game, 4 playouts per candidate, one run")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.quick:
        args.games, args.playouts, args.repeat = 1, 4, 1
    mode = Mode(args.mode)

    if args.profile:
        import cProfile
        import pstats

        states = decisions(args.players, mode, args.games)
        profile = cProfile.Profile()
        profile.runcall(measure, states, args.playouts)
        pstats.Stats(profile).sort_stats(args.sort).print_stats(30)
        return
    if args.json or not args.before:
        states = decisions(args.players, mode, args.games)
        runs = [measure(states, args.playouts) for _ in range(args.repeat)]
        if args.json:
            print(json.dumps({"code": CODE, "runs": runs}))
            return
        sides = {"now": runs}
    else:
        sides = {"before": [], "now": []}
        for _ in range(args.repeat):  # taking turns: the machine's other work falls on both alike
            sides["before"].append(run_once(args, args.before))
            sides["now"].append(run_once(args, CODE))
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"Python {platform.python_version()} on {platform.machine()}; {args.players}p {mode}, "
        f"{args.games} games' decisions of seat 1, {args.playouts} playouts per candidate; "
        f"{args.repeat} runs each; load average at the end {load}\n"
    )
    print(
        "| code | decisions | playouts | playouts per CPU second, median (best) | ms a playout "
        "| per wall-clock second, median | digest |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")
    rates = {}
    for side, runs in sides.items():
        rate = statistics.median(r["per_second"] for r in runs)
        rates[side] = rate
        where = args.before if side == "before" else CODE
        first = runs[0]
        print(
            f"| {side}: {where} | {first['decisions']} | {first['playouts']} | {rate:.0f} "
            f"({max(r['per_second'] for r in runs):.0f}) | {1000 / rate:.2f} | "
            f"{statistics.median(r['per_wall_second'] for r in runs):.0f} | {first['digest']} |"
        )
    if "before" in rates:
        same = {r["digest"] for runs in sides.values() for r in runs}
        print(
            f"\nnow / before: {rates['now'] / rates['before']:.2f}× the playouts per second; "
            + ("the same playouts (one digest)" if len(same) == 1 else "DIFFERENT playouts (digests differ)")
        )


if __name__ == "__main__":
    main()
