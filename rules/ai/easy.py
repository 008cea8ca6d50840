"""Easy, a beginner: the greedy ranking played loosely.

Among the actions at most `slack` points worse than the best by the greedy values, each is
chosen with a weight exp((value - best) / temperature): sensible moves, but often not the best
one. Decisions that carry out a plan or a ruling (the payments and square of a recruit, a totem
tie: the game's `Heuristics.ruled`) are the greedy ones; a game may scale the slack and the
temperature to its values (the Resource Tokens variant counts tokens: halved) and keep some
actions out of the draw (a witch that would remove nothing).
"""

from __future__ import annotations

import math
import random

from rules.ai.boxes import heuristics
from rules.ai.greedy import GreedyAgent
from rules.core.actions import Action
from rules.core.game import GameState


class EasyAgent:
    """A beginner: the greedy ranking played loosely (see the module doc)."""

    name = "easy"

    def __init__(self, seed: int = 0, *, temperature: float = 2.0, slack: float = 6.0) -> None:
        self.rng = random.Random(seed)
        self.greedy = GreedyAgent(seed)
        self.temperature = temperature
        self.slack = slack

    def choose(self, state: GameState) -> Action:
        known = heuristics(state)
        if known.ruled(state):
            return self.greedy.choose(state)
        scale = known.easy_scale
        ranked = self.greedy.rank(state)
        # Loose is not wasteful: an action the game calls wasteful is never drawn (another is
        # always there instead).
        ranked = [(v, a) for v, a in ranked if not known.wasteful(state, a)] or ranked
        best = ranked[0][0]
        eligible = [(v, a) for v, a in ranked if v >= best - self.slack * scale]
        weights = [math.exp((v - best) / (self.temperature * scale)) for v, _ in eligible]
        x = self.rng.random() * sum(weights)
        for w, (_, a) in zip(weights, eligible, strict=True):
            x -= w
            if x < 0:
                return a
        return eligible[-1][1]


__all__ = ["EasyAgent"]
