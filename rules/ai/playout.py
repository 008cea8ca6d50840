"""The greedy policy, fast: what the Hard agent's playouts play for every seat.

`FastGreedy` makes the choices `GreedyAgent` makes (the same values, so the same set of best
actions; ties broken by its own generator), three to four times faster: the game's heuristics
add up what each action changes on a view of the territory (rules.ai.view) instead of copying
it and scoring it again for every candidate (`Heuristics.fast_choose`), and keeping each
player's view from one decision to the next while the territory stays as it was. What it cannot
count so it asks `GreedyAgent`.
"""

from __future__ import annotations

import random

from rules.ai.boxes import heuristics
from rules.ai.greedy import GreedyAgent
from rules.ai.view import TerritoryView
from rules.core.actions import Action
from rules.core.game import GameState

SHARED_VIEWS = 8192  # views a search keeps for its playouts to share (`Heuristics.fast_view`)


class FastGreedy:
    """`GreedyAgent`'s choices, computed faster (see the module doc); for playouts."""

    name = "greedy"

    def __init__(self, seed: int = 0, *, reuse: bool = True) -> None:
        self.rng = random.Random(seed)
        self.greedy = GreedyAgent(seed)
        self.greedy.rng = self.rng
        # A plan a game's heuristics carry from one decision to the next (Tribe mode: the recruit
        # being paid for and settled), with the moment it was made (round * 100 + position).
        self.plan: tuple[int, object] | None = None
        # Each player's last view of its territory, kept while nothing it reads changes
        # (`Heuristics.fast_view`); None: a new view at every decision.
        self.views: dict[int, TerritoryView] | None = {} if reuse else None
        # The views of one search's playouts by what they read (`Heuristics.fast_view`): the
        # same territory in another playout finds its regions split and its dominoes counted.
        self.shared: dict[tuple[object, ...], TerritoryView] | None = None
        self.shared_limit = SHARED_VIEWS  # then the store starts again: a bound on its memory
        self.reuse = reuse

    def share(self) -> None:
        """Begin a search: its playouts share what they count (see `Heuristics.fast_view`)."""
        self.shared = {} if self.reuse else None

    def start(self, seed: int) -> None:
        """Begin a playout: its own draws, no plan, no view of another game's territories."""
        self.rng.seed(seed)
        self.plan = None
        if self.views is not None:
            self.views.clear()

    def choose(self, state: GameState) -> Action:
        return heuristics(state).fast_choose(self, state)

    def index(self, n: int) -> int:
        """A draw among `n` equally good actions."""
        return int(self.rng.random() * n)

    def best_actions(self, state: GameState) -> list[Action]:
        """Every action `GreedyAgent` values best (in the order of the legal actions)."""
        return heuristics(state).fast_best(self, state)

    def greedy_best(self, state: GameState) -> list[Action]:
        """Every action `GreedyAgent` values best, as it values them."""
        ranked = self.greedy.rank(state)
        return [a for v, a in ranked if v == ranked[0][0]]


__all__ = ["FastGreedy"]
