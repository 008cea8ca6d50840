"""A drawing worker's first picture with names in the fallback scripts: prints figures (never
passes or fails on them).

    python bench/faces.py            # 6 fresh processes of each kind and script
    python bench/faces.py --quick    # 2 of each

Each run is a fresh Python process that starts as a drawing worker does (bot/workers/drawing.py
`_prepare`: render imported, a first table drawn), draws another game's table with Latin names,
then that table where one member's name is in a script of a fallback face (Japanese, Arabic,
Hindi, Thai), then again with another name in that script (no text cached for it: what any later
new name costs). A Latin name in the same place is the control: what a new name costs anyway.
Anchor: the worker's start as before (no faces warmed). Warmed: `render.warm_faces()` at its
start, as workers now do. The kinds alternate, in the same hour on the same machine; medians over the runs.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# A member's name in a script of a fallback face, and another in it (drawn next: no mask cached).
NAMES = {
    "Latin (no fallback face: the control)": ("Zoë", "Łukasz"),
    "Japanese": ("さくら", "山田太郎"),
    "Arabic": ("محمد علي", "فاطمة"),
    "Hindi": ("प्रिया", "राहुल"),
    "Thai": ("สมชาย", "มาลี"),
}

RUN = """
import json, sys, time
import render
from rules import GameConfig, Mode, new_game
t0 = time.perf_counter()
if sys.argv[1] == "warmed":
    render.warm_faces()
render.table(new_game(GameConfig(players=4, mode=Mode.TRIBE, seed=0)))
start = time.perf_counter() - t0
state = new_game(GameConfig(players=4, mode=Mode.TRIBE, seed=1))
render.table(state, names=["Dan", "Ann", "Bob", "Cleo"])  # drawn once: only the name is new next
times = []
for name in sys.argv[2:]:
    t = time.perf_counter()
    render.table(state, names=[name, "Ann", "Bob", "Cleo"])
    times.append(time.perf_counter() - t)
print(json.dumps({"start": start, "first": times[0], "next": times[1]}))
"""


def one(kind: str, names: tuple[str, str]) -> dict[str, float]:
    command = [sys.executable, "-c", RUN, kind, *names]
    out = subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT)
    return {k: v * 1000 for k, v in json.loads(out.stdout).items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    kinds = ("anchor", "warmed")
    runs: dict[tuple[str, str], list[dict[str, float]]] = {(k, script): [] for script in NAMES for k in kinds}
    for _ in range(2 if args.quick else 6):
        for (kind, script), done in runs.items():
            done.append(one(kind, NAMES[script]))
    figures = {
        f"{kind} {script}": {key: statistics.median(r[key] for r in rs) for key in ("start", "first", "next")}
        for (kind, script), rs in runs.items()
    }
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(
        f"{len(runs[kinds[0], 'Thai'])} fresh processes of each kind and script; medians, "
        "each cell anchor (no faces warmed) / warmed at start\n"
    )
    print("| a member's name in | worker's start | first table | next table, another name |")
    print("| --- | --- | --- | --- |")
    for script in NAMES:
        cells = [
            " / ".join(f"{figures[f'{kind} {script}'][key]:.0f}" for kind in kinds) + " ms"
            for key in ("start", "first", "next")
        ]
        print(f"| {script} | {' | '.join(cells)} |")


if __name__ == "__main__":
    main()
