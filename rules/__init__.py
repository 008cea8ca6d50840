"""The rules engine of Kingdomino Origins, classic Kingdomino and its Resource Tokens variant:
pure Python, no I/O, no Discord, no pictures.

The public surface (DESIGN.md §2):

    state = new_game(GameConfig(players=4, mode=Mode.TRIBE, seed=7))
    pending(state)              -> Pending(player, decision, ...) or None when over
    legal_actions(state)        -> [Action, ...] in a stable order
    state = apply(state, parse_action("place E4 right"))   # raises a RulesError subclass
    is_over(state); final_scores(state)

`state.play(action)` is the in-place form for agents and simulations.

The house: rules/core/ is what every game shares (the loop, territories, notation, scoring,
snapshots); rules/boxes/<game>/ is each game as a part (its pieces, actions, hooks and scoring),
tied to the core by the registry rules/boxes/__init__.py; rules/ai/ the players; rules/referee/
`python -m rules`. What a game alone has is exported by its own package's face
(`rules.boxes.origins`, `rules.boxes.classic`, `rules.boxes.resources`); this face exports what
every game has, and each game's actions, which any record may hold.
"""

from rules.ai.agents import Agent, GreedyAgent, RandomAgent, make_agent
from rules.boxes import BOXES, CLASSIC, ORIGINS, RESOURCES, Box, box
from rules.boxes.origins import Fire, GiveTotem, Pay, Recruit, Settle
from rules.boxes.resources import Act, Gain, Pass, Witch
from rules.core.actions import (
    DISCARD,
    Action,
    Discard,
    Pick,
    Place,
    format_actions,
    parse_action,
    parse_actions,
)
from rules.core.box import Bonus
from rules.core.config import GameConfig
from rules.core.decisions import DRAFT, OVER, PICK, PLACE
from rules.core.errors import (
    ConfigError,
    Field,
    Form,
    IllegalAction,
    MalformedAction,
    NotationError,
    NotYourTurn,
    RulesError,
    Term,
    fields_of,
)
from rules.core.game import (
    GameState,
    Pending,
    apply,
    as_a,
    is_over,
    legal_actions,
    new_game,
    pending,
    replay,
    same_turn_since,
)
from rules.core.grid import DIRECTION_NAMES, DIRECTION_STEPS, Square, column_name
from rules.core.notation import format_territory, parse_territory
from rules.core.pieces import (
    DESERT,
    FOREST,
    GRASSLAND,
    JUNGLE,
    LAKE,
    MINE,
    QUARRY,
    SWAMP,
    TERRAIN_LETTERS,
    TERRAIN_NAMES,
    TERRAINS,
    VOLCANO,
    WHEAT,
    Domino,
    SquareSpec,
)
from rules.core.scoring import (
    Breakdown,
    FinalScores,
    RegionScore,
    TieBreak,
    current_points,
    final_scores,
    player_breakdown,
    rank,
)
from rules.core.snapshot import record_from_json, record_to_json, state_from_json, state_to_json
from rules.core.territory import Territory
from rules.names import Decision, Game, Mode, Option

__all__ = [
    "BOXES",
    "CLASSIC",
    "DESERT",
    "DIRECTION_NAMES",
    "DIRECTION_STEPS",
    "DISCARD",
    "DRAFT",
    "FOREST",
    "GRASSLAND",
    "JUNGLE",
    "LAKE",
    "MINE",
    "ORIGINS",
    "OVER",
    "PICK",
    "PLACE",
    "QUARRY",
    "RESOURCES",
    "SWAMP",
    "TERRAINS",
    "TERRAIN_LETTERS",
    "TERRAIN_NAMES",
    "VOLCANO",
    "WHEAT",
    "Act",
    "Action",
    "Agent",
    "Bonus",
    "Box",
    "Breakdown",
    "ConfigError",
    "Decision",
    "Discard",
    "Domino",
    "Field",
    "FinalScores",
    "Fire",
    "Form",
    "Gain",
    "Game",
    "GameConfig",
    "GameState",
    "GiveTotem",
    "GreedyAgent",
    "IllegalAction",
    "MalformedAction",
    "Mode",
    "NotYourTurn",
    "NotationError",
    "Option",
    "Pass",
    "Pay",
    "Pending",
    "Pick",
    "Place",
    "RandomAgent",
    "Recruit",
    "RegionScore",
    "RulesError",
    "Settle",
    "Square",
    "SquareSpec",
    "Term",
    "Territory",
    "TieBreak",
    "Witch",
    "apply",
    "as_a",
    "box",
    "column_name",
    "current_points",
    "fields_of",
    "final_scores",
    "format_actions",
    "format_territory",
    "is_over",
    "legal_actions",
    "make_agent",
    "new_game",
    "parse_action",
    "parse_actions",
    "parse_territory",
    "pending",
    "player_breakdown",
    "rank",
    "record_from_json",
    "record_to_json",
    "replay",
    "same_turn_since",
    "state_from_json",
    "state_to_json",
]
