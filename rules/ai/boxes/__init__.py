"""The AI's registry: each game's heuristics, by the game's name.

A game without an entry is played with the plain game's heuristics (regions and bonuses), so a
new game's AI players play it from the start; one with mechanics of its own adds its module
here and a line below (rules.ai.heuristics lists what it may override).
"""

from __future__ import annotations

from rules.ai.boxes.origins import OriginsHeuristics
from rules.ai.boxes.resources import ResourcesHeuristics
from rules.ai.heuristics import Heuristics
from rules.core.game import GameState
from rules.names import Game

PLAIN = Heuristics()
HEURISTICS: dict[Game, Heuristics] = {
    Game.ORIGINS: OriginsHeuristics(),
    Game.CLASSIC: PLAIN,
    Game.RESOURCES: ResourcesHeuristics(),
}


def heuristics(state: GameState) -> Heuristics:
    """What the AI knows of the game `state` is a game of."""
    return HEURISTICS.get(state.config.game, PLAIN)


__all__ = ["HEURISTICS", "PLAIN", "heuristics"]
