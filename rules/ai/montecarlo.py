"""The Hard agent: flat Monte-Carlo search with greedy playouts, within a time budget.

For a decision with a real choice, the agent takes the best few candidate actions by the greedy
ranking, then repeats until its time (or its fixed number of playouts) is up: deal a
*determinization* (a copy of the game in which everything it cannot see is dealt again from its
own generator), play each candidate in it, and play the game out to the end with the fast greedy
policy for every seat (`rules.ai.playout.FastGreedy`, the same choices as `GreedyAgent`). Every
candidate meets the same deals and the same playout seeds (common random numbers), so the
differences between candidates are measured with less noise than their values; a candidate
clearly behind the leader on these paired differences is dropped (racing), and when one is left
the search stops early. The outcome of a playout is the final score margin over the best
opponent plus a bonus for a win (a shared first place counts a share, ties broken as the game's
`Heuristics.tie_key` says); in the Resource Tokens variant the score is the kinds won. Some
candidates are always searched (`Heuristics.always_considered`: the variant's `act`, Tribe
mode's `recruit skip`).

Fair play: the agent never looks at the face-down deck (`state.deck`: neither its order nor, in
two-player classic Kingdomino where half the box stays out of the game unseen, which dominoes it
holds), at what else a game hides (Origins: the order of the face-down caveman pile) or at the
game's generator (`state.rng`). Each determinization deals the deck, as many dominoes as it
holds, from every domino no player has seen yet (`unseen_dominoes`), then what else is hidden
(the game's `Heuristics.redeal`: the pile shuffled, its contents being public), both with the
agent's own seeded generator, and gives the copy a fresh generator from the same source. Two
states that differ only in what is hidden therefore get the same move from agents with the same
seed and playout count.

Decisions that need no search are made at once: a single legal action, and those a plan or a
ruling settles (the game's `Heuristics.ruled`: the totem tie, which ruling 5 settles for an AI;
the payments and the square of a recruit, which follow the greedy plan for the caveman chosen).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from rules.ai.boxes import heuristics
from rules.ai.greedy import GreedyAgent
from rules.ai.playout import FastGreedy
from rules.core.actions import Action, Place
from rules.core.decisions import PLACE
from rules.core.game import GameState
from rules.core.rng import Rng
from rules.core.scoring import current_points

DEFAULT_BUDGET = 1.0  # seconds per decision (the bot's AI_SECONDS by default)
WIN_BONUS = 10.0  # a playout's outcome: score margin over the best opponent, + this for a win
MIN_ROUNDS = 8  # playouts per candidate before any is dropped
DROP_Z = 2.0  # drop a candidate whose paired deficit to the leader exceeds this many standard errors
# Candidates kept from the greedy ranking: placements, and any other decision.
PLACE_WIDTH = 8
WIDTH = 4


@dataclass(frozen=True)
class SearchStats:
    """What the last decision cost and found (for benchmarks and curious people)."""

    candidates: int
    rounds: int  # determinizations dealt; each surviving candidate played once in each
    playouts: int
    seconds: float
    searched: bool  # False: decided without a search (one action, a plan or a ruling)
    values: tuple[float, ...] = ()  # each candidate's mean outcome (those dropped: on fewer deals)


def unseen_dominoes(state: GameState) -> list[int]:
    """The dominoes no player has seen yet, by number: the ones the deck may hold.

    Usually that is the whole deck; in two-player classic Kingdomino half the box never comes
    into play, and which half is as hidden as the order, so the deck is one part of this.
    """
    seen = set(state.line) | set(state.next_line)
    for event in state.events:
        # Every domino revealed before the lines on the table was picked, or left in its line
        # by three players; the Neolithic's other pair is never picked, but is placed or discarded.
        kind = event[0]
        if kind == "pick":
            seen.update(event[2:])
        elif kind in ("place", "discard", "line-discard"):
            seen.add(event[2])
    return [d.number for d in state.dominoes if d.number not in seen]


S = TypeVar("S", bound=GameState)  # a game's own state stays typed as its own


def determinize(state: S, rng: random.Random, unseen: list[int] | None = None) -> S:
    """A copy of `state` with everything hidden dealt again from `rng` (see the module doc).

    `unseen`: `unseen_dominoes(state)` if known already (a search deals many times from it).
    """
    det = state.copy()
    unseen = unseen_dominoes(state) if unseen is None else unseen.copy()
    rng.shuffle(unseen)
    det.deck = unseen[: len(state.deck)]
    heuristics(state).redeal(det, rng)
    det.rng = Rng(rng.getrandbits(64))
    return det


def outcome(state: GameState, player: int) -> float:
    """A finished playout's value for `player`: margin over the best opponent + the win bonus."""
    players = state.config.players
    totals = [current_points(state, p) for p in range(players)]
    mine = totals[player]
    best_other = max(t for p, t in enumerate(totals) if p != player)
    if mine > best_other:
        share = 1.0
    elif mine < best_other:
        share = 0.0
    else:
        share = _tie_share(state, player, [p for p in range(players) if totals[p] == mine])
    return mine - best_other + WIN_BONUS * share


def _tie_share(state: GameState, player: int, level: list[int]) -> float:
    """Ruling 8 among players level on points: largest region, then fire icons, then shared (the
    Resource Tokens variant: level on kinds won, the most gold on the castle)."""
    known = heuristics(state)
    keys = {p: known.tie_key(state, p) for p in level}
    top = max(keys.values())
    if keys[player] != top:
        return 0.0
    return 1.0 / sum(1 for k in keys.values() if k == top)


class HardAgent:
    """Flat Monte-Carlo search with greedy playouts (see the module doc).

    `budget`: seconds of thinking per decision (wall clock). `playouts`: if given, a fixed number
    of determinizations per decision instead (each surviving candidate is played in each), for
    repeatable tests; the budget is then ignored. `reuse=False`: the playouts count every view
    afresh instead of sharing them (`Heuristics.fast_view`): the same playouts, slower.
    """

    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        *,
        budget: float = DEFAULT_BUDGET,
        playouts: int | None = None,
        clock: Callable[[], float] = time.perf_counter,
        reuse: bool = True,
    ) -> None:
        if budget <= 0 and playouts is None:
            raise ValueError("give a positive time budget or a number of playouts")
        if playouts is not None and playouts < 1:
            raise ValueError("playouts must be at least 1")
        self.rng = random.Random(seed)
        self.budget = budget
        self.playouts = playouts
        self.clock = clock
        self.greedy = GreedyAgent(seed)
        self.policy = FastGreedy(seed, reuse=reuse)
        self.last = SearchStats(0, 0, 0, 0.0, searched=False)

    def choose(self, state: GameState) -> Action:
        start = self.clock()
        actions = state.legal_actions()
        if len(actions) == 1:
            self.last = SearchStats(1, 0, 0, self.clock() - start, searched=False)
            return actions[0]
        if heuristics(state).ruled(state):
            action = self.greedy.choose(state)
            self.last = SearchStats(len(actions), 0, 0, self.clock() - start, searched=False)
            return action
        candidates = self.candidates(state)
        if len(candidates) == 1:
            self.last = SearchStats(1, 0, 0, self.clock() - start, searched=False)
            return candidates[0]
        return self._search(state, candidates, start)

    def candidates(self, state: GameState) -> list[Action]:
        """The actions worth a search: the best few by the greedy ranking."""
        ranked = self.greedy.rank(state)
        if state.stage == PLACE:
            ranked = _with_shape(state, ranked)
        width = PLACE_WIDTH if state.stage == PLACE else WIDTH
        out = [a for _, a in ranked[:width]]
        for a in heuristics(state).always_considered(state):
            if a not in out:
                out.append(a)  # keeping the resources, acting instead of a domino...
        return out

    def _search(self, state: GameState, candidates: list[Action], start: float) -> Action:
        player = state.current_player()
        n = len(candidates)
        results: list[list[float]] = [[] for _ in range(n)]
        alive = list(range(n))
        rounds = playouts = 0
        slowest = 0.0  # the longest playout so far: none starts unless twice that still fits
        clock = self.clock
        fixed = self.playouts
        self.policy.share()
        unseen = unseen_dominoes(state)  # the same for every deal: counted once
        while len(alive) > 1 and (fixed is None or rounds < fixed):
            base = determinize(state, self.rng, unseen)
            seed = self.rng.getrandbits(32)
            for c in alive:
                began = clock()
                if fixed is None and began - start + 2 * slowest > self.budget:
                    break
                sim = base.copy()
                sim.play(candidates[c])
                results[c].append(self._playout(sim, player, seed))
                slowest = max(slowest, clock() - began)
            else:
                rounds += 1
                playouts += len(alive)
                if rounds >= MIN_ROUNDS:
                    alive = _race(alive, results, rounds)
                continue
            for c in alive:
                del results[c][rounds:]  # the unfinished round: not every candidate met that deal
            break
        self.policy.shared = None  # the search's views: memory to give back
        means = tuple(sum(r) / len(r) if r else 0.0 for r in results)
        # Greedy order breaks ties (and decides when not one round fitted in the budget).
        best = max(alive, key=lambda c: (means[c], -c))
        self.last = SearchStats(n, rounds, playouts, clock() - start, searched=True, values=means)
        return candidates[best]

    def _playout(self, sim: GameState, player: int, seed: int) -> float:
        policy = self.policy
        policy.start(seed)
        while not sim.is_over:
            sim.play(policy.choose(sim))
        return outcome(sim, player)


def _race(alive: list[int], results: list[list[float]], rounds: int) -> list[int]:
    """Drop the candidates clearly behind the leader on the deals they all met."""
    means = {c: sum(results[c]) / rounds for c in alive}
    leader = max(alive, key=lambda c: (means[c], -c))
    keep = []
    for c in alive:
        if c == leader:
            keep.append(c)
            continue
        diffs = [a - b for a, b in zip(results[leader], results[c], strict=True)]
        mean = sum(diffs) / rounds
        var = sum((d - mean) ** 2 for d in diffs) / (rounds - 1)
        if var == 0:
            continue  # the same outcome on every deal: no worse, but not worth more playouts
        if mean <= DROP_Z * math.sqrt(var / rounds):
            keep.append(c)
    return keep


def _with_shape(state: GameState, ranked: list[tuple[float, Action]]) -> list[tuple[float, Action]]:
    """Placements by greedy value, then by the same-terrain neighbours they touch.

    A domino with two identical halves can be put in the same squares two ways (`E4 right` and
    `F4 left`): only the first of such twins is kept.
    """
    terr = state.territories[state.current_player()]
    dom = state.dominoes[state.line[state.position] - 1]
    g = state.grid
    offsets = (1, g.stride, -1, -g.stride)
    seen: set[tuple[int, int]] = set()
    out = []
    for value, a in ranked:
        if not isinstance(a, Place):
            return ranked  # a discard
        cell = g.cell(a.square)
        second = cell + offsets[a.direction]
        if dom.first == dom.second:
            squares = (min(cell, second), max(cell, second))
            if squares in seen:
                continue
            seen.add(squares)
        touching = (g.neighbours[cell] & terr.terrain[dom.first.terrain]).bit_count() + (
            g.neighbours[second] & terr.terrain[dom.second.terrain]
        ).bit_count()
        out.append((value, touching, a))
    out.sort(key=lambda vta: (-vta[0], -vta[1]))
    return [(v, a) for v, _, a in out]


__all__ = ["DEFAULT_BUDGET", "HardAgent", "SearchStats", "determinize", "outcome", "unseen_dominoes"]
