"""Classic Kingdomino as a part of the engine: its box, its dominoes, its bonus, its state.

pieces.py    the box's terrains and dominoes (RULES.md §3)
bonuses.py   the Middle Kingdom (Harmony is the core's `complete`)
state.py     the 1-2-1 draft, and the snapshot's fields
box.py       `CLASSIC` and its hooks (`ClassicRules`), registered by rules.boxes
"""

from rules.boxes.classic.bonuses import middle_kingdom
from rules.boxes.classic.box import CLASSIC, ClassicRules
from rules.boxes.classic.pieces import CLASSIC_DOMINOES, CLASSIC_TERRAINS
from rules.boxes.classic.state import ClassicState, no_origins_pieces

__all__ = [
    "CLASSIC",
    "CLASSIC_DOMINOES",
    "CLASSIC_TERRAINS",
    "ClassicRules",
    "ClassicState",
    "middle_kingdom",
    "no_origins_pieces",
]
