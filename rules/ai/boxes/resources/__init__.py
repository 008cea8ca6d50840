"""What the AI players know of the Resource Tokens variant: a heuristic counted in resource
tokens (harvesting.py), and a kingdom's prospects added up without copying it (prospects.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.ai.boxes.resources import harvesting
from rules.ai.heuristics import Heuristics
from rules.boxes.resources import ACT, ResourcesState
from rules.core.actions import Action
from rules.core.decisions import PICK
from rules.core.game import GameState

if TYPE_CHECKING:
    from rules.ai.playout import FastGreedy

# Easy's slack and temperature in the variant, as a part: the values are tokens, of which a few
# make a kind (at 2 and 6 Easy won 1-4% of its games against Normal players there; at 1 and 3,
# 10-12%, as in classic Kingdomino).
VARIANT_SCALE = 0.5


def _variant(state: GameState) -> ResourcesState:
    assert isinstance(state, ResourcesState)
    return state


class ResourcesHeuristics(Heuristics):
    """The variant's heuristics (see rules.ai.boxes.resources.harvesting)."""

    easy_scale = VARIANT_SCALE

    def values(self, state: GameState, actions: list[Action]) -> list[float]:
        return harvesting.values(_variant(state), actions)

    def wasteful(self, state: GameState, action: Action) -> bool:
        """A witch that would remove no token: only its gold worse than a pass, and it comes in
        many choices of targets, which together would often win a loose draw."""
        return harvesting.spoils_nothing(_variant(state), action)

    def always_considered(self, state: GameState) -> list[Action]:
        """Acting instead of a domino (greedy values it by the actions open today; the search by
        what the action next round leads to)."""
        return [ACT] if state.stage == PICK else []

    def tie_key(self, state: GameState, player: int) -> tuple[int, ...]:
        """Level on kinds won: the most gold on the castle, as the harvest says."""
        return (_variant(state).territories[player].gold,)

    def fast_choose(self, policy: FastGreedy, state: GameState) -> Action:
        # The same best actions in the same order, and the same draw among them as
        # `GreedyAgent`: seed for seed, the very game greedy players would play.
        top = harvesting.best_actions(_variant(state))
        return top[0] if len(top) == 1 else top[policy.rng.randrange(len(top))]

    def fast_best(self, policy: FastGreedy, state: GameState) -> list[Action]:
        return harvesting.best_actions(_variant(state))


__all__ = ["VARIANT_SCALE", "ResourcesHeuristics"]
