"""Normal, the greedy agent: "Full Greedy" from the Kingdomino AI literature.

Every decision takes the action with the best immediate gain in the player's own final-score
terms, as the game's heuristics value them (rules.ai.heuristics, rules.ai.boxes): a placement by
the territory it makes (a volcano's with its best fire token), a pick by the best placement the
domino would have now, a recruit planned whole. Ties are broken by the agent's own seeded
generator, never by the game's.
"""

from __future__ import annotations

import random

from rules.ai.boxes import heuristics
from rules.core.actions import Action
from rules.core.game import GameState


class GreedyAgent:
    """The action with the best immediate gain in own final-score terms (see the module doc)."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        ranked = self.rank(state)
        best = ranked[0][0]
        top = [a for score, a in ranked if score == best]
        return top[0] if len(top) == 1 else top[self.rng.randrange(len(top))]

    def rank(self, state: GameState) -> list[tuple[float, Action]]:
        """Every legal action with its value, best first (stable among equals)."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return [(0.0, actions[0])]
        values = heuristics(state).values(state, actions)
        order = sorted(range(len(actions)), key=lambda i: -values[i])
        return [(values[i], actions[i]) for i in order]


__all__ = ["GreedyAgent"]
