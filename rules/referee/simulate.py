"""Many games between agents, and what they show: the engine behind `python -m rules simulate`.

The loop lives here, apart from the command line, so that a benchmark can time it and read the
figures without parsing text. Game `i` of a run uses the seed `seed + i`, and each seat's agent
a seed derived from it, so a run is repeatable and any one game can be played again alone.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.ai.agents import AGENTS, Agent, make_agent
from rules.core.config import GameConfig
from rules.core.errors import ConfigError
from rules.core.game import GameState, new_game
from rules.core.scoring import final_scores
from rules.names import Game, Mode, Option

# Events counted per game: the two ways a domino is discarded, which say different things about
# a game (one that fitted nowhere: ruling 2, a player's loss; one that nobody chose: with 3
# players each line, and in the Resource Tokens variant whenever kings act instead), fire
# tokens that had no landing square, and what fire destroyed (rulings 3 and 4); in the Resource
# Tokens variant, the kings that acted, their gains and witches, and the tokens witches removed.
COUNTED_EVENTS = (
    "discard",
    "line-discard",
    "fire-lost",
    "burnt-resource",
    "burnt-caveman",
    "act",
    "gain",
    "witch",
    "spoilt",
)

# What a run reports per game besides the discards, by game: (event, its JSON key, its words).
# Origins' fire and burns; the variant's actions. Classic Kingdomino's JSON has always shown
# Origins' at zero (from before it was a game of its own), its report none; a game not listed
# reports its discards alone.
_FIRE = (
    ("fire-lost", "fire_tokens_lost", "fire tokens lost"),
    ("burnt-resource", "resources_burnt", "resources burnt"),
    ("burnt-caveman", "cavemen_burnt", "cavemen burnt"),
)
_ACTIONS = (
    ("act", "actions", "actions chosen"),
    ("gain", "gains", "gains"),
    ("witch", "witches", "witches"),
    ("spoilt", "tokens_spoilt", "tokens removed by witches"),
)
TALLIES: dict[Game, tuple[tuple[str, str, str], ...]] = {Game.ORIGINS: _FIRE, Game.RESOURCES: _ACTIONS}
JSON_TALLIES: dict[Game, tuple[tuple[str, str, str], ...]] = {**TALLIES, Game.CLASSIC: _FIRE}
# What a total counts, when it is not points.
TOTALS_ARE = {Game.RESOURCES: "scores are kinds won at the harvest (0 to 4)"}


@dataclass(frozen=True)
class ScoreStats:
    """The final scores and wins of one seat, or of every seat one agent played."""

    label: str
    scores: tuple[int, ...]
    wins: float  # a win shared by k players counts 1/k to each
    games: int

    @property
    def mean(self) -> float:
        return statistics.fmean(self.scores) if self.scores else 0.0

    @property
    def stdev(self) -> float:
        """Sample standard deviation; 0 with fewer than two scores."""
        return statistics.stdev(self.scores) if len(self.scores) > 1 else 0.0

    @property
    def win_rate(self) -> float:
        """Share of the games won (by any seat of this agent)."""
        return self.wins / self.games if self.games else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "mean": round(self.mean, 3),
            "stdev": round(self.stdev, 3),
            "min": min(self.scores, default=0),
            "max": max(self.scores, default=0),
            "wins": round(self.wins, 3),
            "win_rate": round(self.win_rate, 4),
        }


@dataclass(frozen=True)
class SimulationStats:
    """What a run of games between agents showed."""

    config: GameConfig  # the first game's; game i has seed config.seed + i
    agents: tuple[str, ...]  # one per seat
    games: int
    seats: tuple[ScoreStats, ...]
    by_agent: tuple[ScoreStats, ...]  # seats pooled by agent name, in order of first seat
    events: dict[str, int]  # totals over all games, for each of COUNTED_EVENTS
    seconds: float

    def per_game(self, event: str) -> float:
        return self.events[event] / self.games

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    def to_json(self) -> dict[str, Any]:
        cfg = self.config
        discards = {  # "discards": the dominoes that fitted nowhere
            "discards": self.per_game("discard"),
            "unchosen_discards": self.per_game("line-discard"),
        }
        per_game = discards | {key: self.per_game(e) for e, key, _ in JSON_TALLIES.get(cfg.game, ())}
        return {
            "games": self.games,
            "game": str(cfg.game),
            "players": cfg.players,
            "mode": str(cfg.mode),
            "options": sorted(str(o) for o in cfg.options),
            "seed": cfg.seed,
            "agents": list(self.agents),
            "seats": [s.to_json() for s in self.seats],
            "by_agent": {s.label: s.to_json() for s in self.by_agent},
            "per_game": per_game,
            "seconds": round(self.seconds, 4),
            "games_per_second": round(self.games_per_second, 2),
        }


def seat_agents(names: Sequence[str], players: int, game_seed: int) -> list[Agent]:
    """One agent per seat (one name is used for every seat), seeded from the game's seed."""
    names = list(names)
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise ConfigError("simulate-agent-count", players=players, count=len(names))
    for name in names:
        if name not in AGENTS:
            raise ConfigError("simulate-unknown-agent", name=name, agents=tuple(AGENTS))
    return [make_agent(name, game_seed * players + seat) for seat, name in enumerate(names)]


def play_game(config: GameConfig, agents: Sequence[Agent]) -> GameState:
    """One whole game, each seat's decisions made by its agent."""
    state = new_game(config)
    while not state.is_over:
        state.play(agents[state.current_player()].choose(state))
    return state


def simulate(
    games: int,
    players: int,
    mode: Mode,
    agents: Sequence[str],
    *,
    seed: int = 0,
    options: frozenset[Option] = frozenset(),
    game: Game = Game.ORIGINS,
) -> SimulationStats:
    """Play `games` games between `agents` and gather the statistics."""
    if games < 1:
        raise ConfigError("simulate-no-games")
    first = GameConfig(game=game, players=players, mode=mode, options=options, seed=seed)
    names = tuple(a.name for a in seat_agents(agents, players, seed))
    scores: list[list[int]] = [[] for _ in range(players)]
    wins = [0.0] * players
    events: Counter[str] = Counter()
    start = time.perf_counter()
    for i in range(games):
        config = GameConfig(game=game, players=players, mode=mode, options=options, seed=seed + i)
        state = play_game(config, seat_agents(agents, players, seed + i))
        result = final_scores(state)
        for sheet in result.players:
            scores[sheet.player].append(sheet.total)
        for winner in result.winners:
            wins[winner] += 1 / len(result.winners)
        events.update(e[0] for e in state.events if e[0] in COUNTED_EVENTS)
    seconds = time.perf_counter() - start
    seats = tuple(
        ScoreStats(f"seat {p + 1} ({names[p]})", tuple(scores[p]), wins[p], games) for p in range(players)
    )
    return SimulationStats(
        config=first,
        agents=names,
        games=games,
        seats=seats,
        by_agent=_pool(names, scores, wins, games),
        events={e: events[e] for e in COUNTED_EVENTS},
        seconds=seconds,
    )


def _pool(
    names: tuple[str, ...], scores: list[list[int]], wins: list[float], games: int
) -> tuple[ScoreStats, ...]:
    out = []
    for name in dict.fromkeys(names):
        seats = [p for p, n in enumerate(names) if n == name]
        pooled = tuple(s for p in seats for s in scores[p])
        out.append(ScoreStats(name, pooled, sum(wins[p] for p in seats), games))
    return tuple(out)


def format_stats(stats: SimulationStats) -> str:
    """The statistics as a short report for people."""
    cfg = stats.config
    options = ", ".join(sorted(str(o) for o in cfg.options)) or "none"
    game = cfg.box.play_name(cfg.mode)
    lines = [
        f"{stats.games} games, {cfg.players} players, {game}, options: {options}, "
        f"seeds {cfg.seed}..{cfg.seed + stats.games - 1}",
        "",
        f"{'':<22}{'mean':>8}{'stdev':>8}{'min':>6}{'max':>6}{'wins':>9}{'win rate':>10}",
    ]
    if cfg.game in TOTALS_ARE:
        lines.insert(1, TOTALS_ARE[cfg.game])
    rows = list(stats.seats)
    if len(stats.by_agent) < len(stats.seats):
        rows += [s for s in stats.by_agent]  # seats pooled by agent, when an agent has several
    for s in rows:
        lines.append(
            f"{s.label:<22}{s.mean:>8.1f}{s.stdev:>8.1f}{min(s.scores):>6}{max(s.scores):>6}"
            f"{s.wins:>9.2f}{s.win_rate:>10.1%}"
        )
    counted = (
        f"{stats.per_game('discard'):.2f} dominoes discarded as fitting nowhere, "
        f"{stats.per_game('line-discard'):.2f} as chosen by nobody"
    )
    for event, _, words in TALLIES.get(cfg.game, ()):
        counted += f", {stats.per_game(event):.2f} {words}"
    lines += [
        "",
        f"per game: {counted}",
        f"{stats.games_per_second:.1f} games per second ({stats.seconds:.2f} s)",
    ]
    return "\n".join(lines)
