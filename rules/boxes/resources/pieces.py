"""The pieces the Resource Tokens variant of classic Kingdomino adds (seed 004): resource
tokens and gold.

Resource tokens go on squares of the four terrains that yield one; swamps and mines yield none.
"""

from __future__ import annotations

from typing import Final

from rules.core.pieces import FOREST, GRASSLAND, LAKE, TERRAINS, WHEAT

WOOD: Final = 0
WHEAT_TOKEN: Final = 1
MEAT: Final = 2
FISH_TOKEN: Final = 3
TOKEN_KINDS: Final = (WOOD, WHEAT_TOKEN, MEAT, FISH_TOKEN)
TOKEN_NAMES: Final = ("wood", "wheat", "meat", "fish")  # in the variant's order
TOKEN_TERRAIN: Final = (FOREST, WHEAT, GRASSLAND, LAKE)
# The kind of token each terrain yields, by terrain (-1: none).
TERRAIN_TOKEN: Final = tuple(TOKEN_TERRAIN.index(t) if t in TOKEN_TERRAIN else -1 for t in TERRAINS)
# The tokens in the box, by kind: as many as the box has squares of that terrain.
TOKEN_SUPPLY: Final = (22, 26, 14, 18)
GOLD_SUPPLY: Final = 22
START_GOLD: Final = 3  # on each castle; the rest is the pool
MOST_TOKENS_PER_SQUARE: Final = 2  # a double-crown square's second gain tops its neighbours up to 2
