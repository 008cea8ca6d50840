"""The Resource Tokens variant of classic Kingdomino (seed 004) as a part of the engine.

pieces.py     resource tokens and gold, as data
actions.py    act, gain, witch, pass
territory.py  kingdoms with tokens and gold on their squares
state.py      the turn: the kings that act come first the next round
tokens.py     gold, actions, the action column
harvest.py    how the game is won: the kinds of token, then gold
refusals.py   its reasons for a refusal
box.py        `RESOURCES` and its hooks (`ResourcesRules`), registered by rules.boxes
"""

from rules.boxes.resources import harvest, tokens
from rules.boxes.resources.actions import ACT, PASS, Act, Gain, Pass, Witch, gain_table
from rules.boxes.resources.box import RESOURCES, ResourcesRules
from rules.boxes.resources.harvest import (
    GoldTieBreak,
    HarvestSheet,
    final_harvest,
    kinds_won,
    kinds_won_now,
    sheets,
)
from rules.boxes.resources.pieces import (
    FISH_TOKEN,
    GOLD_SUPPLY,
    MEAT,
    MOST_TOKENS_PER_SQUARE,
    START_GOLD,
    TERRAIN_TOKEN,
    TOKEN_KINDS,
    TOKEN_NAMES,
    TOKEN_SUPPLY,
    TOKEN_TERRAIN,
    WHEAT_TOKEN,
    WOOD,
)
from rules.boxes.resources.state import ACTION, ResourcesState
from rules.boxes.resources.territory import HarvestTerritory, HarvestToken
from rules.boxes.resources.tokens import crown_squares, gain_squares, witches

__all__ = [
    "ACT",
    "ACTION",
    "FISH_TOKEN",
    "GOLD_SUPPLY",
    "MEAT",
    "MOST_TOKENS_PER_SQUARE",
    "PASS",
    "RESOURCES",
    "START_GOLD",
    "TERRAIN_TOKEN",
    "TOKEN_KINDS",
    "TOKEN_NAMES",
    "TOKEN_SUPPLY",
    "TOKEN_TERRAIN",
    "WHEAT_TOKEN",
    "WOOD",
    "Act",
    "Gain",
    "GoldTieBreak",
    "HarvestSheet",
    "HarvestTerritory",
    "HarvestToken",
    "Pass",
    "ResourcesRules",
    "ResourcesState",
    "Witch",
    "crown_squares",
    "final_harvest",
    "gain_squares",
    "gain_table",
    "harvest",
    "kinds_won",
    "kinds_won_now",
    "sheets",
    "tokens",
    "witches",
]
