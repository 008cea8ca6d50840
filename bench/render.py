"""Picture speed and size: prints figures (never passes or fails on time).

    python bench/render.py            # the figures of docs/benchmarks.md
    python bench/render.py --quick    # a smaller, faster run
    python bench/render.py --json
    python bench/render.py --panel-steps   # a panel's steps over a kept territory base, against whole

Each picture is timed whole, PNG encoding included, after a warm-up pass over every sampled
state (sprite and font caches filled): for each state the best of a few calls (least disturbed),
then the median and the maximum over many seeded states. The cold figure is the first territory
drawn in a fresh process (caches empty, imports and the state built before the clock starts).

Goals (DESIGN.md §3, rendering off the event loop): a territory ≤ 10 ms, the 4-player table
≤ 40 ms (its decision card is the top of it), the 4-player score sheet ≤ 40 ms. Classic
Kingdomino is measured the same way, over seeded classic games (5×5 for 3 and 4 players, the
Mighty Duel's 7×7 for 2), and so is its Resource Tokens variant (3 and 4 players), over games
of greedy agents, which gain tokens and use witches as random ones seldom do.

`--panel-steps` times the territory pictures of a placement's panel (the squares highlighted, a
direction with no mark, the preview's ghost) drawn whole, as before, and drawn over the base a
drawing worker keeps (bot.workers.drawing.TerritoryBases: the territory drawn once per state,
player, names and language without marks), one beside the other in this process over the same
states; each step drawn together with its base (`render.territory_and_base`: what a worker
does when it has none kept); then a placement's three steps together, all in one worker or each
sent to either of two at random (today's pool), the base's key, and the memory a base holds
against a worker's bound.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

# Before the imports: this file is itself named render.py, and the package must win.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import render
from bot.workers.drawing import BASE_BYTES, TerritoryBases, base_key
from render import Picture
from rules import (
    Game,
    GameConfig,
    GameState,
    GreedyAgent,
    Mode,
    Option,
    Place,
    RandomAgent,
    new_game,
    state_to_json,
)

ROOT = Path(__file__).resolve().parent.parent
MODES = (Mode.DISCOVERY, Mode.TOTEM, Mode.TRIBE)
NAMES = ("Zoë", "Łukasz", "Aiyana", "Dmitri")


def mid_game(players: int, mode: Mode, seed: int) -> GameState:
    return mid_config(GameConfig(players=players, mode=mode, seed=seed))


def mid_config(config: GameConfig) -> GameState:
    """A placement decision of a seeded random game, in a round from 2 to 11 chosen by the seed
    (or the last round, for a game of fewer rounds)."""
    state = new_game(config)
    agent = RandomAgent(config.seed)
    target = min(2 + config.seed % 10, config.rounds)
    while not (state.round >= target and state.domino_to_place() is not None):
        state.play(agent.choose(state))
    return state


def finished(players: int, mode: Mode, seed: int) -> GameState:
    return finished_config(GameConfig(players=players, mode=mode, seed=seed))


def finished_config(config: GameConfig) -> GameState:
    state = new_game(config)
    agent = RandomAgent(config.seed)
    while not state.is_over:
        state.play(agent.choose(state))
    return state


def classic(players: int, seed: int) -> GameConfig:
    """Classic Kingdomino with its scoring options; 2 players play the Mighty Duel (7×7)."""
    options = {Option.HARMONY, Option.MIDDLE_KINGDOM} | ({Option.MIGHTY_DUEL} if players == 2 else set())
    return GameConfig(game=Game.CLASSIC, players=players, seed=seed, options=frozenset(options))


def with_preview(state: GameState) -> Picture:
    """The acting player's territory as the bot shows it at a placement: legal first squares
    highlighted, the first legal placement as a ghost."""
    places = [a for a in state.legal_actions() if isinstance(a, Place)]
    firsts = sorted({p.square for p in places})
    ghost = places[0] if places else None
    return render.territory(state, state.current_player(), highlight=firsts, ghost=ghost)


def measure(states: list[GameState], draw: Callable[[GameState], Picture], repeats: int) -> dict[str, float]:
    """Milliseconds per picture (median and max over the states) and PNG sizes in KB."""
    sizes = [len(draw(s).png) / 1000 for s in states]  # the warm-up pass
    times = []
    for s in states:
        best = float("inf")
        for _ in range(repeats):
            t0 = time.perf_counter()
            draw(s)
            best = min(best, time.perf_counter() - t0)
        times.append(best * 1000)
    return {
        "pictures": len(states),
        "median_ms": statistics.median(times),
        "max_ms": max(times),
        "median_kb": statistics.median(sizes),
        "max_kb": max(sizes),
    }


COLD = """
import sys, time
sys.path.insert(0, {root!r})
t0 = time.perf_counter()
import render
from rules import GameConfig, Mode, RandomAgent, new_game
t1 = time.perf_counter()
state = new_game(GameConfig(players=4, mode=Mode.TRIBE, seed={seed}))
agent = RandomAgent({seed})
while state.round < 6 or state.domino_to_place() is None:
    state.play(agent.choose(state))
t2 = time.perf_counter()
render.territory(state, state.current_player())
t3 = time.perf_counter()
render.territory(state, state.current_player())
t4 = time.perf_counter()
print(t1 - t0, t3 - t2, t4 - t3)
"""


def cold_figures(processes: int) -> dict[str, float]:
    """A fresh interpreter per run: the import of render, its first territory, its second."""
    imports, firsts, seconds = [], [], []
    for seed in range(processes):
        out = subprocess.run(
            [sys.executable, "-c", COLD.format(root=str(ROOT), seed=seed + 1)],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.split()
        imports.append(float(out[0]) * 1000)
        firsts.append(float(out[1]) * 1000)
        seconds.append(float(out[2]) * 1000)
    return {
        "processes": processes,
        "import_ms": statistics.median(imports),
        "first_territory_ms": statistics.median(firsts),
        "second_territory_ms": statistics.median(seconds),
    }


def classic_figures(count: int, repeats: int) -> dict[str, object]:
    """The same pictures for classic Kingdomino."""

    def states(players: int, *, done: bool = False) -> list[GameState]:
        make = finished_config if done else mid_config
        return [make(classic(players, seed)) for seed in range(count)]

    four, two = states(4), states(2)
    return {
        "classic_territory_5x5": measure(four, lambda s: render.territory(s, s.current_player()), repeats),
        "classic_territory_5x5_preview": measure(four, with_preview, repeats),
        "classic_territory_7x7": measure(two, lambda s: render.territory(s, s.current_player()), repeats),
        "classic_table_2p": measure(two, lambda s: render.table(s, names=NAMES), repeats),
        "classic_table_3p": measure(states(3), lambda s: render.table(s, names=NAMES), repeats),
        "classic_table_4p": measure(four, lambda s: render.table(s, names=NAMES), repeats),
        "classic_final_4p": measure(states(4, done=True), lambda s: render.final(s, names=NAMES), repeats),
    }


CLASSIC_ROWS = [
    ("classic_territory_5x5", "territory, 5×5", "≤ 10 ms"),
    ("classic_territory_5x5_preview", "territory, 5×5, highlight + ghost", "≤ 10 ms"),
    ("classic_territory_7x7", "territory, 7×7 (Mighty Duel)", "≤ 10 ms"),
    ("classic_table_2p", "table, 2 players (Mighty Duel)", ""),
    ("classic_table_3p", "table, 3 players", ""),
    ("classic_table_4p", "table, 4 players", "≤ 40 ms"),
    ("classic_final_4p", "score sheet, 4 players (finished games)", "≤ 40 ms"),
]


def resources_mid(players: int, seed: int) -> GameState:
    """A seeded Resource Tokens game (greedy agents) at its first decision of a round from 2 to
    11 chosen by the seed (an action or a placement, whichever comes first)."""
    state = new_game(GameConfig(game=Game.RESOURCES, players=players, seed=seed))
    agent = GreedyAgent(seed)
    target = 2 + seed % 10
    while not state.is_over and state.round < target:
        state.play(agent.choose(state))
    return state


def resources_done(players: int, seed: int) -> GameState:
    state = new_game(GameConfig(game=Game.RESOURCES, players=players, seed=seed))
    agent = GreedyAgent(seed)
    while not state.is_over:
        state.play(agent.choose(state))
    return state


def resources_figures(count: int, repeats: int) -> dict[str, object]:
    """The same pictures for the Resource Tokens variant."""
    four = [resources_mid(4, seed) for seed in range(count)]
    return {
        "resources_territory": measure(
            four, lambda s: render.territory(s, max(s.current_player(), 0)), repeats
        ),
        "resources_table_3p": measure(
            [resources_mid(3, seed) for seed in range(count)], lambda s: render.table(s, names=NAMES), repeats
        ),
        "resources_table_4p": measure(four, lambda s: render.table(s, names=NAMES), repeats),
        "resources_final_4p": measure(
            [resources_done(4, seed) for seed in range(count)],
            lambda s: render.final(s, names=NAMES),
            repeats,
        ),
    }


RESOURCES_ROWS = [
    ("resources_territory", "territory (no size limit)", "≤ 10 ms"),
    ("resources_table_3p", "table, 3 players", ""),
    ("resources_table_4p", "table, 4 players", "≤ 40 ms"),
    ("resources_final_4p", "score sheet (harvest), 4 players (finished games)", "≤ 40 ms"),
]


def print_rows(figures: dict[str, object], rows: list[tuple[str, str, str]]) -> None:
    print("| picture | goal | median | max | PNG median | PNG max |")
    print("| --- | --- | --- | --- | --- | --- |")
    for key, label, goal in rows:
        fig = figures.get(key)
        if not isinstance(fig, dict):
            name = {"final_4p": "render.final", "decision_4p": "render.decision"}.get(key, "render.cave")
            print(f"| {label} | {goal} | skipped: {name} is missing | | | |")
            continue
        print(
            f"| {label} | {goal} | {fig['median_ms']:.1f} ms | {fig['max_ms']:.1f} ms | "
            f"{fig['median_kb']:.0f} KB | {fig['max_kb']:.0f} KB |"
        )


Step = dict[str, Any]  # a territory picture's marks: highlight, ghost


def panel_steps(state: GameState) -> dict[str, Step]:
    """The territory pictures of a placement's panel (bot/turn/panels/place.py), step by step."""
    places = [a for a in state.legal_actions() if isinstance(a, Place)]
    return {
        "squares": {"highlight": sorted({p.square for p in places})},
        "direction": {"highlight": []},
        "preview": {"ghost": places[len(places) // 2]},
    }


def best_ms(draws: dict[str, Callable[[], object]], repeats: int) -> dict[str, float]:
    """For each of `draws`, the least disturbed of `repeats` calls, in ms; the calls taken in
    turn (one of each, `repeats` times), so that a busy moment of the machine falls on all alike."""
    best = dict.fromkeys(draws, float("inf"))
    for _ in range(repeats):
        for key, draw in draws.items():
            t0 = time.perf_counter()
            draw()
            best[key] = min(best[key], time.perf_counter() - t0)
    return {key: seconds * 1000 for key, seconds in best.items()}


def state_steps(state: GameState, repeats: int) -> dict[str, float]:
    """One state's figures, in ms: each step drawn whole (today), over its base, and with its
    base (none kept yet); the base alone, its key; "bytes": what the base holds."""
    player = state.current_player()
    base = render.territory_base(state, player, names=NAMES)
    draws: dict[str, Callable[[], object]] = {}
    for name, marks in panel_steps(state).items():
        whole = functools.partial(render.territory, state, player, names=NAMES, **marks)
        whole()  # warm-up: sprites and words
        draws[f"{name} whole"] = whole
        draws[f"{name} over"] = functools.partial(whole, base=base)
        draws[f"{name} with base"] = functools.partial(
            render.territory_and_base, state, player, names=NAMES, **marks
        )
    draws["base"] = functools.partial(render.territory_base, state, player, names=NAMES)
    draws["key"] = functools.partial(base_key, state_to_json(state), player, list(NAMES), "en")
    return {"bytes": float(base.nbytes), **best_ms(draws, repeats)}


STEPS = ("squares", "direction", "preview")


def step_figures(states: list[GameState], repeats: int) -> dict[str, float]:
    """Each step drawn whole (today's anchor) and over its base, the base itself, and a placement's
    three steps: medians over the states (each state's figure the best of `repeats`)."""
    each = [state_steps(state, repeats) for state in states]
    out = {key: statistics.median(fig[key] for fig in each) for key in each[0] if key != "bytes"}
    out["decision whole"] = sum(out[f"{n} whole"] for n in STEPS)
    # With one worker: the first step drawn with its base, the next two over it.
    out["decision one worker"] = out["squares with base"] + out["direction over"] + out["preview over"]
    # Spread over two workers, each step to either at random: the second step finds its worker
    # without the base in half the cases, the third in a quarter; then it is drawn with its base.
    out["decision two workers"] = (
        out["squares with base"]
        + (out["direction with base"] + out["direction over"]) / 2
        + (out["preview with base"] + 3 * out["preview over"]) / 4
    )
    out["states"] = len(states)
    out["base_mb_median"] = statistics.median(fig["bytes"] for fig in each) / 2**20
    out["base_mb_max"] = max(fig["bytes"] for fig in each) / 2**20
    return out


def print_steps(figures: dict[str, dict[str, float]]) -> None:
    print(
        "| game | step | drawn whole (today) | over its kept base | saved | drawn with its base (none kept) |"
    )
    print("| --- | --- | --- | --- | --- | --- |")
    for game, fig in figures.items():
        for name in STEPS:
            whole, over, miss = fig[f"{name} whole"], fig[f"{name} over"], fig[f"{name} with base"]
            print(
                f"| {game} | {name} | {whole:.2f} ms | {over:.2f} ms | {1 - over / whole:.0%} | "
                f"{miss:.2f} ms ({miss / whole - 1:+.0%}) |"
            )
    print(
        "\n| game | a placement's 3 steps drawn whole | with bases, one worker | with bases, two workers "
        "(each step to either at random) | the base alone | its key |"
    )
    print("| --- | --- | --- | --- | --- | --- |")
    for game, fig in figures.items():
        whole = fig["decision whole"]
        cells = [f"{whole:.2f} ms"]
        cells += [
            f"{fig[k]:.2f} ms ({fig[k] / whole - 1:+.0%})"
            for k in ("decision one worker", "decision two workers")
        ]
        cells += [f"{fig[k]:.2f} ms" for k in ("base", "key")]
        print(f"| {game} | {' | '.join(cells)} |")
    sizes = [
        f"{game}: {fig['base_mb_median']:.1f} MB (max {fig['base_mb_max']:.1f})"
        for game, fig in figures.items()
    ]
    first = next(iter(figures.values()))
    largest = max(fig["base_mb_max"] for fig in figures.values())
    print(
        f"\nMemory: a base holds {'; '.join(sizes)}; a worker keeps at most {BASE_BYTES / 2**20:.0f} MB "
        f"(bot.workers.drawing.BASE_BYTES): {int(BASE_BYTES // (largest * 2**20))} bases of the largest, "
        f"two workers {2 * BASE_BYTES / 2**20:.0f} MB in all. ({first['states']:.0f} states per game.)"
    )


def panel_main(quick: bool, as_json: bool) -> None:
    count, repeats = (6, 5) if quick else (30, 9)

    def placing(config: GameConfig) -> GameState:
        state = mid_config(config)
        while not any(isinstance(a, Place) for a in state.legal_actions()):  # a domino to discard
            config = dataclasses.replace(config, seed=config.seed + 1000)
            state = mid_config(config)
        return state

    games = {
        "Origins, 5×5 (4 players)": [
            placing(GameConfig(players=4, mode=MODES[s % 3], seed=s)) for s in range(count)
        ],
        "Origins, 7×7 (Neolithic)": [
            placing(GameConfig(players=2, mode=MODES[s % 3], seed=s)) for s in range(count)
        ],
        "Kingdomino, 5×5": [placing(classic(4, s)) for s in range(count)],
        "Resource Tokens": [
            placing(GameConfig(game=Game.RESOURCES, players=4, seed=s)) for s in range(count)
        ],
    }
    figures = {game: step_figures(states, repeats) for game, states in games.items()}
    memory = filled_bases([state for states in games.values() for state in states])
    if as_json:
        print(json.dumps({"steps": figures, "bases": memory}, indent=2))
        return
    print(
        f"Python {platform.python_version()} on {platform.machine()}, load average {os.getloadavg()[0]:.1f}\n"
    )
    print_steps(figures)
    print(
        f"A worker's bases filled with the {memory['territories']:.0f} territories of these states "
        f"(every player's): {memory['kept']:.0f} kept, {memory['mb']:.1f} MB counted; this process's "
        f"memory (RSS) grew {memory['rss_growth_mb']:.1f} MB meanwhile (sprites of new sizes and "
        "freed memory the allocator keeps included)."
    )


def filled_bases(states: list[GameState]) -> dict[str, float]:
    """A worker's bases (bot.workers.drawing.TerritoryBases, at their bound) filled with every
    player's territory of `states`: what they hold, and this process's RSS before and after."""
    bases = TerritoryBases()
    before = rss_mb()
    territories = 0
    for state in states:
        snapshot = state_to_json(state)
        for player in range(state.config.players):
            bases.territory(state, snapshot, NAMES, {"player": player}, "en")
            territories += 1
    return {
        "territories": territories,
        "kept": len(bases),
        "mb": bases.size / 2**20,
        "rss_growth_mb": rss_mb() - before,
    }


def rss_mb() -> float:
    """This process's resident memory (Linux), in MB."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer states: a rough figure, fast")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--panel-steps", action="store_true", help="only a panel's steps: over a kept base against whole"
    )
    args = parser.parse_args()
    if args.panel_steps:
        panel_main(args.quick, args.json)
        return
    count, repeats, processes = (12, 3, 3) if args.quick else (60, 5, 7)

    def states(players: int, *, done: bool = False) -> list[GameState]:
        make = finished if done else mid_game
        return [make(players, MODES[seed % 3], seed) for seed in range(count)]

    four, two = states(4), states(2)
    tribe = [mid_game(4, Mode.TRIBE, seed) for seed in range(count)]
    figures: dict[str, object] = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "territory_5x5": measure(four, lambda s: render.territory(s, s.current_player()), repeats),
        "territory_5x5_preview": measure(four, with_preview, repeats),
        "territory_7x7": measure(two, lambda s: render.territory(s, s.current_player()), repeats),
        "table_2p": measure(two, lambda s: render.table(s, names=NAMES), repeats),
        "table_3p": measure(states(3), lambda s: render.table(s, names=NAMES), repeats),
        "table_4p": measure(four, lambda s: render.table(s, names=NAMES), repeats),
    }
    decision: Callable[..., Picture] | None = getattr(render, "decision", None)
    if decision is not None:
        figures["decision_4p"] = measure(four, lambda s: decision(s, names=NAMES), repeats)
    final: Callable[..., Picture] | None = getattr(render, "final", None)
    if final is not None:
        figures["final_4p"] = measure(states(4, done=True), lambda s: final(s, names=NAMES), repeats)
    cave: Callable[[GameState], Picture] | None = getattr(render, "cave", None)
    if cave is not None:
        figures["cave"] = measure(tribe, cave, repeats)
    figures |= classic_figures(count, repeats)
    figures |= resources_figures(count, repeats)
    figures["cold"] = cold_figures(processes)

    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(f"Python {figures['python']} on {figures['machine']}, {count} seeded states per row\n")
    rows = [
        ("territory_5x5", "territory, 5×5", "≤ 10 ms"),
        ("territory_5x5_preview", "territory, 5×5, highlight + ghost", "≤ 10 ms"),
        ("territory_7x7", "territory, 7×7 (Neolithic)", "≤ 10 ms"),
        ("table_2p", "table, 2 players", ""),
        ("table_3p", "table, 3 players", ""),
        ("table_4p", "table, 4 players", "≤ 40 ms"),
        ("decision_4p", "decision card, 4 players", ""),
        ("final_4p", "score sheet, 4 players (finished games)", "≤ 40 ms"),
        ("cave", "cave board (Tribe)", ""),
    ]
    print_rows(figures, rows)
    cold = figures["cold"]
    assert isinstance(cold, dict)
    print(
        f"| territory, first in a fresh process (cold caches) | | {cold['first_territory_ms']:.0f} ms "
        f"(the second: {cold['second_territory_ms']:.1f} ms) | | | |"
    )
    print(f"| import render (fresh process) | | {cold['import_ms']:.0f} ms | | | |")
    print("\nClassic Kingdomino (Harmony and Middle Kingdom; 2 players: Mighty Duel)\n")
    print_rows(figures, CLASSIC_ROWS)
    print("\nThe Resource Tokens variant of classic Kingdomino (games of greedy agents)\n")
    print_rows(figures, RESOURCES_ROWS)


if __name__ == "__main__":
    main()
