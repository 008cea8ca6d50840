"""Engine speed: prints figures (never passes or fails on time).

    python bench/engine.py            # the figures of docs/benchmarks.md
    python bench/engine.py --quick    # a smaller, faster run
    python bench/engine.py --json

Goals (issue 2), on one core: legal placements for one domino ≤ 10 µs on 5×5 and ≤ 15 µs on
7×7; scoring a territory ≤ 10 µs; ≥ 1,000 complete random 4-player Discovery games per second,
≥ 500 for Tribe.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import PLACE, Game, GameConfig, Mode, RandomAgent, new_game
from rules.boxes.origins import DOMINOES, OriginsState, OriginsTerritory, breakdown, quick_score


def best_of(repeats: int, number: int, fn: Callable[[], object]) -> float:
    """Seconds per call: the best of `repeats` runs of `number` calls (least disturbed)."""
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(number):
            fn()
        best = min(best, (time.perf_counter() - t0) / number)
    return best


def origins_game(config: GameConfig) -> OriginsState:
    state = new_game(config)
    assert isinstance(state, OriginsState)
    return state


def sample_positions(players: int, games: int) -> list[OriginsState]:
    """Placement decisions from seeded random games, from first move to last."""
    out = []
    agent = RandomAgent(7)
    for seed in range(games):
        state = origins_game(GameConfig(players=players, mode=Mode.TRIBE, seed=seed))
        while not state.is_over:
            if state.stage == PLACE and not state.totem_queue:
                out.append(state.copy())
            state.play(agent.choose(state))
    return out


def placement_figures(players: int, games: int, repeats: int) -> dict[str, float]:
    positions = sample_positions(players, games)
    terrs = [(s.territories[s.current_player()], s.line[s.position]) for s in positions]

    def masks() -> None:
        for terr, number in terrs:
            dom = DOMINOES[number - 1]
            terr.placement_masks(dom.first.terrain, dom.second.terrain)

    def actions() -> None:
        for s in positions:
            s._masks_at = -1  # force the computation, not the per-decision cache
            s.legal_actions()

    n = len(positions)
    return {
        "positions": n,
        "masks_us": best_of(repeats, 1, masks) / n * 1e6,
        "legal_actions_us": best_of(repeats, 1, actions) / n * 1e6,
    }


def final_territories(players: int, mode: Mode, games: int) -> list[OriginsTerritory]:
    agent = RandomAgent(3)
    out = []
    for seed in range(games):
        state = origins_game(GameConfig(players=players, mode=mode, seed=seed))
        while not state.is_over:
            state.play(agent.choose(state))
        out.extend(state.territories)
    return out


def scoring_figures(games: int, repeats: int) -> dict[str, float]:
    out = {}
    for mode in Mode:
        terrs = final_territories(4, mode, games)
        n = len(terrs)

        def regions(terrs: list[OriginsTerritory] = terrs) -> None:
            for t in terrs:
                t.region_points()

        def quick(terrs: list[OriginsTerritory] = terrs, mode: Mode = mode) -> None:
            for t in terrs:
                quick_score(t, mode, frozenset())

        def sheet(terrs: list[OriginsTerritory] = terrs, mode: Mode = mode) -> None:
            for t in terrs:
                breakdown(t, mode=mode)

        if mode is Mode.DISCOVERY:
            out["region_points_us"] = best_of(repeats, 1, regions) / n * 1e6
        out[f"score_{mode}_us"] = best_of(repeats, 1, quick) / n * 1e6
        out[f"breakdown_{mode}_us"] = best_of(repeats, 1, sheet) / n * 1e6
    return out


def games_per_second(
    players: int, mode: Mode, games: int, rounds: int, game: Game = Game.ORIGINS
) -> dict[str, float]:
    """Complete games between random agents, all rules, draft included; median of `rounds`."""
    rates = []
    actions = 0
    for r in range(rounds):
        agent = RandomAgent(r)
        t0 = time.perf_counter()
        for seed in range(games):
            state = new_game(GameConfig(game=game, players=players, mode=mode, seed=r * games + seed))
            while not state.is_over:
                state.play(agent.choose(state))
            actions += len(state.actions)
        rates.append(games / (time.perf_counter() - t0))
    return {"games_per_s": statistics.median(rates), "actions_per_game": actions / (games * rounds)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games: a rough figure, fast")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    games, repeats, rounds = (30, 3, 3) if args.quick else (150, 7, 5)

    figures: dict[str, object] = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "placements_5x5": placement_figures(4, games // 3, repeats),
        "placements_7x7": placement_figures(2, games // 3, repeats),
        "scoring": scoring_figures(games // 3, repeats),
    }
    play = {}
    for players, mode in [
        (4, Mode.DISCOVERY),
        (4, Mode.TOTEM),
        (4, Mode.TRIBE),
        (3, Mode.DISCOVERY),
        (2, Mode.DISCOVERY),
        (2, Mode.TRIBE),
    ]:
        play[f"{players}p {mode}"] = games_per_second(players, mode, games * 2, rounds)
    for players in (4, 2):  # classic Kingdomino: 48 dominoes with 4 players, 24 with 2
        play[f"{players}p classic"] = games_per_second(
            players, Mode.DISCOVERY, games * 2, rounds, Game.CLASSIC
        )
    for players in (4, 3):  # the Resource Tokens variant: no size limit, actions, the harvest
        play[f"{players}p resource tokens"] = games_per_second(
            players, Mode.DISCOVERY, games * 2, rounds, Game.RESOURCES
        )
    figures["random_games"] = play

    if args.json:
        print(json.dumps(figures, indent=2))
        return
    p5, p7, sc = figures["placements_5x5"], figures["placements_7x7"], figures["scoring"]
    assert isinstance(p5, dict) and isinstance(p7, dict) and isinstance(sc, dict)
    print(f"Python {figures['python']} on {figures['machine']}, one core\n")
    print("| figure | goal | measured |")
    print("| --- | --- | --- |")
    print(f"| legal placements, one domino, 5×5 (masks) | ≤ 10 µs | {p5['masks_us']:.1f} µs |")
    print(f"| legal placements, one domino, 5×5 (action list) | | {p5['legal_actions_us']:.1f} µs |")
    print(f"| legal placements, one domino, 7×7 (masks) | ≤ 15 µs | {p7['masks_us']:.1f} µs |")
    print(f"| legal placements, one domino, 7×7 (action list) | | {p7['legal_actions_us']:.1f} µs |")
    print(f"| scoring a territory (regions) | ≤ 10 µs | {sc['region_points_us']:.1f} µs |")
    for mode in Mode:
        print(
            f"| scoring a territory, {mode} (total / full sheet) | | "
            f"{sc[f'score_{mode}_us']:.1f} µs / {sc[f'breakdown_{mode}_us']:.0f} µs |"
        )
    goals = {"4p discovery": "≥ 1,000/s", "4p tribe": "≥ 500/s"}
    for name, fig in play.items():
        print(
            f"| random games, {name} ({fig['actions_per_game']:.0f} actions each) | "
            f"{goals.get(name, '')} | {fig['games_per_s']:,.0f} games/s |"
        )


if __name__ == "__main__":
    main()
