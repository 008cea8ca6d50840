"""The players the engine offers: `random`, and the three AI levels `easy`, `normal`, `hard`.

Easy (rules.ai.easy) is the greedy ranking played loosely; Normal is `GreedyAgent`
(rules.ai.greedy, "greedy"); Hard is a Monte-Carlo search over fast greedy playouts
(rules.ai.montecarlo). Each asks the game's heuristics (rules.ai.boxes) what its actions are
worth, never which game it plays.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from rules.ai.easy import EasyAgent
from rules.ai.greedy import GreedyAgent
from rules.ai.montecarlo import DEFAULT_BUDGET, HardAgent
from rules.core.actions import Action
from rules.core.game import GameState


class Agent(Protocol):
    name: str

    def choose(self, state: GameState) -> Action: ...


class RandomAgent:
    """Uniform over the legal actions."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        return actions[int(self.rng.random() * len(actions))]


# Every name `make_agent` knows: the AI levels, the engine's own names for them, and random.
AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "easy": EasyAgent,
    "normal": GreedyAgent,
    "hard": HardAgent,
}
LEVELS = ("easy", "normal", "hard")


def make_agent(
    name: str, seed: int = 0, *, budget: float | None = None, playouts: int | None = None
) -> Agent:
    """The agent called `name` (an AI level or `random`/`greedy`), seeded.

    `budget` (seconds per decision) and `playouts` (a fixed number per decision) are for `hard`
    only; by default it thinks for `rules.ai.montecarlo.DEFAULT_BUDGET` seconds.
    """
    if name == "hard" and (budget is not None or playouts is not None):
        return HardAgent(seed, budget=DEFAULT_BUDGET if budget is None else budget, playouts=playouts)
    if budget is not None or playouts is not None:
        raise ValueError(f"only the hard agent takes a budget or a number of playouts, not {name!r}")
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown agent {name!r} (choose from {', '.join(AGENTS)})") from None


__all__ = [
    "AGENTS",
    "LEVELS",
    "Agent",
    "EasyAgent",
    "GreedyAgent",
    "HardAgent",
    "RandomAgent",
    "make_agent",
]
