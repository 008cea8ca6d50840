"""The printed pieces every game of the family shares: terrains, squares, dominoes.

Terrains are small ints so that the engine can index tables with them on its hot path; their
names and notation letters live beside them. The games share one numbering (grassland and lake
are in both boxes, with the same letters), so that a territory, the notation and the pictures
need no per-game tables; which terrains a game uses is its box's business (`Box.terrains`), and
what its squares carry besides their print (wooden resources, tokens) is its own package's.
"""

from __future__ import annotations

from typing import Final, NamedTuple

DESERT: Final = 0
GRASSLAND: Final = 1
LAKE: Final = 2
JUNGLE: Final = 3
QUARRY: Final = 4
VOLCANO: Final = 5
WHEAT: Final = 6  # classic Kingdomino from here on
FOREST: Final = 7
SWAMP: Final = 8
MINE: Final = 9
TERRAINS: Final = tuple(range(10))
TERRAIN_NAMES: Final = (
    "desert",
    "grassland",
    "lake",
    "jungle",
    "quarry",
    "volcano",
    "wheat",
    "forest",
    "swamp",
    "mine",
)
TERRAIN_LETTERS: Final = ("D", "G", "L", "J", "Q", "V", "W", "F", "S", "M")


class SquareSpec(NamedTuple):
    """One printed half of a domino."""

    terrain: int
    fires: int = 0  # what multiplies its region: printed fire icons (Origins) or crowns (classic)
    craters: int = 0  # a volcano's (Origins): its digit counts craters, not fire icons

    def __str__(self) -> str:
        # A square prints either multipliers or craters, never both.
        count = self.craters or self.fires
        return TERRAIN_LETTERS[self.terrain] + (str(count) if count else "")


class Domino(NamedTuple):
    """A numbered domino: two squares, `first` printed on the left of the terrain side."""

    number: int
    first: SquareSpec
    second: SquareSpec

    @property
    def squares(self) -> tuple[SquareSpec, SquareSpec]:
        return (self.first, self.second)

    def __str__(self) -> str:
        return f"{self.number} {self.first}|{self.second}"


def printed(terrain: int, n: int) -> SquareSpec:
    """A square of `terrain` with `n` printed multipliers (fire icons or crowns)."""
    return SquareSpec(terrain, fires=n)


__all__ = [
    "DESERT",
    "FOREST",
    "GRASSLAND",
    "JUNGLE",
    "LAKE",
    "MINE",
    "QUARRY",
    "SWAMP",
    "TERRAINS",
    "TERRAIN_LETTERS",
    "TERRAIN_NAMES",
    "VOLCANO",
    "WHEAT",
    "Domino",
    "SquareSpec",
    "printed",
]
