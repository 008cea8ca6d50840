"""AI strength: prints figures (never passes or fails).

    python bench/ai.py                          # the figures of docs/benchmarks.md (about 70 min on 2 cores)
    python bench/ai.py --quick                  # a rough run in a few minutes
    python bench/ai.py --games 200 --budget 2.0 --workers 2 --json
    python bench/ai.py --log games.jsonl        # also keep each game's result as it finishes
    python bench/ai.py --from-log games.jsonl   # the table of such a log (a run still going)
    python bench/ai.py --game classic --quick   # classic Kingdomino (issue 10)
    python bench/ai.py --game classic --levels easy,normal --opponent random
    python bench/ai.py --game resources --games 50 --games-other 32   # the Resource Tokens variant
    python bench/ai.py --round-waits 6 --budget 1.0   # a member's wait for three Hard seats a round
    python bench/ai.py --round-waits 6 --budget 2.0 --code /tmp/main   # the same, another checkout's rules

Each level (Easy, Normal, Hard) plays against greedy opponents (Normal; `--opponent random` for
random ones): three of them in the 4-player Discovery, Totem and Tribe games, one in the 2-player
Neolithic (Discovery); with `--game classic`, in classic Kingdomino of 2 players (5×5, half the
box), 4 and 3 players, the 2-player Mighty Duel (7×7), and 2 and 4 players with Harmony and
Middle Kingdom; with `--game resources`, the Resource Tokens variant with 3 and 4 players, where
a score is the kinds won at the harvest (0 to 4). The tested agent sits in every seat in
turn (game i: seat i mod players) and every game has its own seed (the same seeds for every
level, so the levels meet the same deals). A first place shared by k players counts 1/k of a
win. The win rate's 95% confidence interval is Wilson's score interval on those (possibly
fractional) wins; par is 25% with four players, 33% with three, 50% with two. The margin is the
tested agent's score minus its opponents' mean score, averaged over the games, ± the half-width
of its 95% confidence interval (normal approximation).

Hard's time per move counts the decisions it searched (not the ones with a single legal action
or that follow a plan or a ruling); it thinks on one core, so with --workers 2 on a 2-core
machine each game still has a core to itself, but anything else running on the machine takes
time from its budget.

Hard's budget is given as the bot's thinking workers give it (rules.ai.turn, since issue 22): at
most --budget a decision, and a turn its share of three decisions' budgets a round as the game's
Hard seats share them (one Hard seat here: each decision its whole budget; three in
--round-waits: a second a turn at 1 s). --per-turn gives every turn one budget whatever the seats
(in code before rules.ai.turn: the seat's decisions in a row share it, each getting what is left,
at least 0.1 s).

--round-waits GAMES plays 4-player Discovery games with Hard in three seats and Normal in the
fourth (the member), one game at a time, and prints what a round costs the member in waiting: the
wall time of every decision of the three Hard seats in a round (searched or not), added up, its
median and maximum over the rounds; beside it each Hard decision's time. --code DIR takes the
rules from another checkout (read before the imports), to print the same for its code.

Goal (issue 5): Hard wins ≥ 75% of 4-player Discovery games against three greedy agents at
≤ 2 s per move on one core. Issue 10: Hard beats greedy clearly in classic Kingdomino too, and
so it should in the Resource Tokens variant. Issue 22: as strong at ≤ 1 s per move (faster
playouts, bench/playouts.py), and a round with three Hard seats ≤ 3 s of waiting.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import platform
import statistics
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any


def load_code(argv: list[str]) -> str:
    """Import the rules from --code DIR when given (before any import of them), else from here."""
    code = str(Path(__file__).resolve().parent.parent)
    if "--code" in argv:
        code = str(Path(argv[argv.index("--code") + 1]).resolve())
    sys.path.insert(0, code)
    return code


CODE = load_code(sys.argv)

from rules import Game, GameConfig, Mode, Option, final_scores, new_game  # noqa: E402
from rules.ai.agents import Agent, make_agent  # noqa: E402
from rules.ai.montecarlo import DEFAULT_BUDGET, HardAgent  # noqa: E402

try:  # the bot's budget per turn, since issue 22; only CODE's own (the editable install finds ours)
    from rules.ai import turn as _turn

    TurnBudget: Any = _turn.TurnBudget if Path(_turn.__file__).is_relative_to(CODE) else None
except ImportError:
    TurnBudget = None
THREE = 3  # Hard seats: --per-turn gives each turn one budget, as three share a round's


@dataclass(frozen=True)
class Setting:
    label: str
    game: Game
    players: int
    mode: Mode = Mode.DISCOVERY
    options: frozenset[Option] = frozenset()

    def config(self, seed: int) -> GameConfig:
        return GameConfig(
            game=self.game, players=self.players, mode=self.mode, options=self.options, seed=seed
        )


BONUSES = frozenset({Option.HARMONY, Option.MIDDLE_KINGDOM})
# The settings measured, each game's headline first. A log names a setting by its index here, so
# new settings go at the end.
SETTINGS = (
    Setting("4p Discovery", Game.ORIGINS, 4),
    Setting("4p Totem", Game.ORIGINS, 4, Mode.TOTEM),
    Setting("4p Tribe", Game.ORIGINS, 4, Mode.TRIBE),
    Setting("2p Neolithic (Discovery)", Game.ORIGINS, 2),
    Setting("classic 2p", Game.CLASSIC, 2),
    Setting("classic 4p", Game.CLASSIC, 4),
    Setting("classic 3p", Game.CLASSIC, 3),
    Setting("classic 2p Mighty Duel", Game.CLASSIC, 2, options=frozenset({Option.MIGHTY_DUEL})),
    Setting("classic 2p Harmony, Middle Kingdom", Game.CLASSIC, 2, options=BONUSES),
    Setting("classic 4p Harmony, Middle Kingdom", Game.CLASSIC, 4, options=BONUSES),
    Setting("Resource Tokens 3p", Game.RESOURCES, 3),
    Setting("Resource Tokens 4p", Game.RESOURCES, 4),
)
LEVELS = ("easy", "normal", "hard")
OPPONENTS = ("normal", "random")


@dataclass(frozen=True)
class Task:
    level: str
    setting: int  # index in SETTINGS
    game: int
    seed: int
    budget: float
    opponent: str = "normal"
    per_turn: bool = False  # the budget is a turn's, shared by the seat's decisions in a row


@dataclass(frozen=True)
class GameResult:
    level: str
    setting: int
    game: int
    win: float  # the tested agent's share of first place
    score: int
    opponents: float  # the opponents' mean score
    move_seconds: tuple[float, ...]  # Hard only: each searched decision
    playouts: tuple[int, ...]  # Hard only: playouts of each searched decision
    opponent: str = "normal"  # the level of the other seats (logs before it: greedy)
    budget: float = 0.0  # Hard's seconds per move (0: another level, or a log before it)
    per_turn: bool = False  # Hard's budget was per turn (--per-turn)


TURN_FLOOR = 0.1  # --per-turn in code before rules.ai.turn: a decision's budget once the turn's is spent


class Turns:
    """Hard's budget for each decision, as the bot's thinking workers give it (rules.ai.turn):
    at most `budget` a decision, a turn its share of a round's as the game's `hard` Hard seats
    share it; `per_turn` gives every turn one `budget`, whatever the seats (as three Hard seats
    share a round). In code before rules.ai.turn: `budget` a decision, or with `per_turn` what the
    seat's turn has left of `budget` (at least TURN_FLOOR)."""

    def __init__(self, budget: float, per_turn: bool, hard: int) -> None:
        self.budget = budget
        self.per_turn = per_turn
        self.hard = hard
        self.last = -1  # the seat of the last decision
        self.spent = 0.0  # its thinking so far in its turn

    def give(self, agent: Agent, player: int, state: Any) -> None:
        """Before `player`'s decision in `state`: set its agent's budget."""
        if player != self.last:
            self.spent = 0.0
        if not isinstance(agent, HardAgent):
            return
        if TurnBudget is None:
            if self.per_turn:
                agent.budget = max(TURN_FLOOR, self.budget - self.spent)
            return
        turn = TurnBudget(self.budget, THREE if self.per_turn else self.hard)
        turn.took(self.spent)
        agent.budget = turn.next(state)

    def took(self, player: int, seconds: float) -> None:
        self.spent += seconds
        self.last = player


def play(task: Task) -> GameResult:
    """One game: the tested level in seat `game mod players`, the opponent level elsewhere."""
    setting = SETTINGS[task.setting]
    players = setting.players
    seed = task.seed + task.game
    seat = task.game % players
    agents: list[Agent] = [make_agent(task.opponent, seed * 10 + p) for p in range(players)]
    tested = (
        make_agent("hard", seed * 10 + seat, budget=task.budget)
        if task.level == "hard"
        else make_agent(task.level, seed * 10 + seat)
    )
    agents[seat] = tested
    state = new_game(setting.config(seed))
    seconds: list[float] = []
    playouts: list[int] = []
    turns = Turns(task.budget, task.per_turn, hard=1 if task.level == "hard" else 0)
    while not state.is_over:
        player = state.current_player()
        turns.give(agents[player], player, state)
        began = time.perf_counter()
        action = agents[player].choose(state)
        turns.took(player, time.perf_counter() - began)
        if player == seat and isinstance(tested, HardAgent) and tested.last.searched:
            seconds.append(tested.last.seconds)
            playouts.append(tested.last.playouts)
        state.play(action)
    result = final_scores(state)
    winners = result.winners
    totals = [b.total for b in result.players]
    others = [t for p, t in enumerate(totals) if p != seat]
    return GameResult(
        level=task.level,
        setting=task.setting,
        game=task.game,
        win=1 / len(winners) if seat in winners else 0.0,
        score=totals[seat],
        opponents=statistics.fmean(others),
        move_seconds=tuple(seconds),
        playouts=tuple(playouts),
        opponent=task.opponent,
        budget=task.budget if task.level == "hard" else 0.0,
        per_turn=task.per_turn,
    )


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's score interval for a proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Row:
    """One level against one opponent level in one setting."""

    setting: str
    level: str
    opponent: str
    games: int
    wins: float
    ci95: tuple[float, float]
    mean_score: float
    opponents_mean_score: float
    margin: float = 0.0  # mean of (score - the opponents' mean score)
    margin_ci95: float = 0.0  # half-width of its 95% interval
    moves: int = 0  # Hard: decisions searched, with their time and playouts
    move_median_s: float = 0.0
    move_max_s: float = 0.0
    playouts_median: float = 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def markdown(self) -> str:
        low, high = self.ci95
        timing = ""
        if self.moves:
            timing = (
                f"median {self.move_median_s:.2f} s, max {self.move_max_s:.2f} s "
                f"({self.playouts_median:.0f} playouts)"
            )
        return (
            f"| {self.setting} | {self.level.capitalize()} | {self.opponent.capitalize()} | {self.games} | "
            f"{self.win_rate:.1%} ({low:.0%}–{high:.0%}) | {self.mean_score:.1f} | "
            f"{self.opponents_mean_score:.1f} | {self.margin:+.1f} ± {self.margin_ci95:.1f} | {timing} |"
        )


def summarise(results: list[GameResult], level: str, setting: int, opponent: str) -> Row:
    rows = [r for r in results if r.level == level and r.setting == setting and r.opponent == opponent]
    n = len(rows)
    wins = sum(r.win for r in rows)
    moves = [s for r in rows for s in r.move_seconds]
    margins = [r.score - r.opponents for r in rows]
    spread = statistics.stdev(margins) if n > 1 else 0.0
    return Row(
        setting=SETTINGS[setting].label,
        level=level,
        opponent=opponent,
        games=n,
        wins=wins,
        ci95=wilson(wins, n),
        mean_score=statistics.fmean(r.score for r in rows) if rows else 0.0,
        opponents_mean_score=statistics.fmean(r.opponents for r in rows) if rows else 0.0,
        margin=statistics.fmean(margins) if rows else 0.0,
        margin_ci95=1.96 * spread / math.sqrt(n) if n else 0.0,
        moves=len(moves),
        move_median_s=statistics.median(moves) if moves else 0.0,
        move_max_s=max(moves, default=0.0),
        playouts_median=statistics.median(p for r in rows for p in r.playouts) if moves else 0.0,
    )


def round_waits(games: int, budget: float, seed: int, per_turn: bool) -> tuple[list[float], list[float]]:
    """Each round's wait for the three Hard seats, and each Hard decision's time (see the doc)."""
    waits: list[float] = []
    moves: list[float] = []
    for game in range(games):
        member = game % 4  # the member's seat goes round the table
        agents = [
            make_agent("normal", seed + game)
            if p == member
            else make_agent("hard", (seed + game) * 10 + p, budget=budget)
            for p in range(4)
        ]
        state = new_game(SETTINGS[0].config(seed + game))
        rounds: dict[int, float] = {}
        turns = Turns(budget, per_turn, hard=3)
        while not state.is_over:
            player = state.current_player()
            turns.give(agents[player], player, state)
            began = time.perf_counter()
            action = agents[player].choose(state)
            seconds = time.perf_counter() - began
            turns.took(player, seconds)
            if player != member:
                rounds[state.round] = rounds.get(state.round, 0.0) + seconds
                moves.append(seconds)
            state.play(action)
        waits.extend(rounds.values())
        print(
            f"  game {game + 1}/{games}: worst round {max(rounds.values()):.2f} s",
            file=sys.stderr,
            flush=True,
        )
    return waits, moves


def print_round_waits(games: int, budget: float, seed: int, per_turn: bool) -> None:
    start = time.perf_counter()
    waits, moves = round_waits(games, budget, seed, per_turn)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    wall = time.perf_counter() - start
    per = "turn" if per_turn else "move"
    print(
        f"Python {platform.python_version()} on {platform.machine()}; rules from {CODE}; "
        f"Hard at {budget:g} s per {per} in three seats of 4p Discovery, Normal in the fourth; "
        f"{games} games, one at a time; "
        f"{wall / 60:.1f} min; load average at the end {load}\n"
    )
    print(
        "| Hard at | rounds | a round's wait: median | 90th percentile | max "
        "| a Hard decision: median | max |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")
    tenth = statistics.quantiles(waits, n=10)[-1] if len(waits) > 1 else waits[0]
    print(
        f"| {budget:g} s a {per} | {len(waits)} | {statistics.median(waits):.2f} s | {tenth:.2f} s "
        f"| {max(waits):.2f} s | {statistics.median(moves):.2f} s | {max(moves):.2f} s |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="few games at a small budget: rough figures")
    parser.add_argument(
        "--game",
        choices=[str(g) for g in Game],
        default=str(Game.ORIGINS),
        help="the game whose settings are measured (default origins)",
    )
    parser.add_argument(
        "--games",
        type=int,
        help="Hard's games in the game's headline setting, its first (default 140; --quick 8)",
    )
    parser.add_argument(
        "--games-other", type=int, help="Hard's games in each other setting (default 36; --quick 8)"
    )
    parser.add_argument(
        "--baseline-games", type=int, help="Easy's and Normal's games per setting (default 400; --quick 40)"
    )
    parser.add_argument(
        "--budget",
        type=float,
        help="Hard's seconds per move (default the bot's, DEFAULT_BUDGET; --quick 0.3)",
    )
    parser.add_argument(
        "--workers", type=int, default=2, help="games played at once (default 2; use ≤ cores)"
    )
    parser.add_argument("--seed", type=int, default=1000, help="game i has seed SEED + i")
    parser.add_argument("--levels", default=",".join(LEVELS), help="levels to measure (default: all)")
    parser.add_argument(
        "--opponent", choices=OPPONENTS, default="normal", help="the other seats' level (default normal)"
    )
    parser.add_argument(
        "--settings",
        default="",
        help="indices into SETTINGS (default: all of --game's), e.g. 0,3; classic: 4 to 9; resources: 10, 11",
    )
    parser.add_argument("--log", type=Path, help="append each game's result to this file (JSON lines)")
    parser.add_argument("--from-log", type=Path, help="play nothing: summarise the games in this log")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--round-waits",
        type=int,
        metavar="GAMES",
        help="print a round's wait for three Hard seats (see the doc)",
    )
    parser.add_argument("--code", help="the rules from this checkout (read before the imports)")
    parser.add_argument(
        "--per-turn", action="store_true", help="Hard's budget is per turn: its decisions in a row share it"
    )
    args = parser.parse_args()
    if args.round_waits:
        print_round_waits(args.round_waits, args.budget or DEFAULT_BUDGET, args.seed, args.per_turn)
        return
    games = args.games or (8 if args.quick else 140)
    games_other = args.games_other or (8 if args.quick else 36)
    baseline = args.baseline_games or (40 if args.quick else 400)
    budget = args.budget or (0.3 if args.quick else DEFAULT_BUDGET)
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    settings = [int(i) for i in args.settings.split(",") if i.strip()] or [
        i for i, s in enumerate(SETTINGS) if s.game == args.game
    ]

    start = time.perf_counter()
    if args.from_log:
        lines = args.from_log.read_text(encoding="utf-8").splitlines()
        results = [_result(json.loads(line)) for line in lines if line.strip()]
        opponents = sorted({r.opponent for r in results}, key=OPPONENTS.index)
    else:
        results = run(args, settings, levels, games, games_other, baseline, budget)
        opponents = [args.opponent]
    wall = time.perf_counter() - start

    table = [summarise(results, lv, s, o) for s in settings for o in opponents for lv in levels]
    table = [row for row in table if row.games]
    if args.json:
        figures = {
            "python": platform.python_version(),
            "machine": platform.machine(),
            "budget_s": budget,
            "workers": args.workers,
            "seed": args.seed,
            "wall_s": round(wall, 1),
            "load_average": os.getloadavg(),
            "rows": [{**asdict(row), "win_rate": row.win_rate} for row in table],
        }
        print(json.dumps(figures, indent=2))
        return
    budgets = sorted({r.budget for r in results if r.level == "hard"}) if args.from_log else [budget]
    known = " or ".join(f"{b:g}" for b in budgets if b)
    per = "turn" if any(r.per_turn for r in results) else "move"
    thinking = f"Hard at {known} s per {per}; " if "hard" in levels and known else ""
    if args.from_log:
        how = f"from {args.from_log}"
    else:
        # Other work on the machine takes time from Hard's budget: say how busy it was.
        load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
        how = f"{args.workers} games at once; {wall / 60:.0f} min; load average at the end {load}"
    print(f"Python {platform.python_version()} on {platform.machine()}; {thinking}{how}\n")
    print(
        "| setting | level | opponents | games | win rate (95% CI) | mean score | opponents' mean "
        "| margin (95% CI) | Hard's time per move |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for row in table:
        print(row.markdown())


def run(
    args: argparse.Namespace,
    settings: list[int],
    levels: list[str],
    games: int,
    games_other: int,
    baseline: int,
    budget: float,
) -> list[GameResult]:
    tasks: list[Task] = []
    headline = settings[0] if settings else -1
    for s in settings:
        for level in levels:
            count = (games if s == headline else games_other) if level == "hard" else baseline
            tasks.extend(
                Task(level, s, g, args.seed, budget, args.opponent, args.per_turn) for g in range(count)
            )
    tasks.sort(key=lambda t: (t.level != "hard", t.game, t.setting))  # long games first, interleaved
    start = time.perf_counter()
    results: list[GameResult] = []
    log = args.log.open("a", encoding="utf-8") if args.log else None
    try:
        with multiprocessing.get_context("spawn").Pool(max(1, args.workers)) as pool:
            for r in pool.imap_unordered(play, tasks, chunksize=1):
                results.append(r)
                if log is not None:
                    log.write(json.dumps(asdict(r)) + "\n")
                    log.flush()
                if not args.json and len(results) % 25 == 0:
                    done = f"{len(results)}/{len(tasks)} games, {time.perf_counter() - start:.0f} s"
                    print(f"  {done}", file=sys.stderr, flush=True)
    finally:
        if log is not None:
            log.close()
    return results


def _result(data: dict[str, Any]) -> GameResult:
    data["move_seconds"] = tuple(data["move_seconds"])
    data["playouts"] = tuple(data["playouts"])
    return GameResult(**data)


if __name__ == "__main__":
    main()
