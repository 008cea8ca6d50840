"""The Kingdomino Origins rules engine (and classic Kingdomino's, and its Resource Tokens
variant's): pure Python, no I/O, no Discord, no pictures.

The public surface (DESIGN.md §2):

    state = new_game(GameConfig(players=4, mode=Mode.TRIBE, seed=7))
    pending(state)              -> Pending(player, decision, ...) or None when over
    legal_actions(state)        -> [Action, ...] in a stable order
    state = apply(state, parse_action("place E4 right"))   # raises a RulesError subclass
    is_over(state); final_scores(state)

`state.play(action)` is the in-place form for agents and simulations.
"""

from rules.actions import (
    Act,
    Action,
    Discard,
    Fire,
    Gain,
    GiveTotem,
    Pass,
    Pay,
    Pick,
    Place,
    Recruit,
    Settle,
    Witch,
    format_actions,
    parse_action,
    parse_actions,
)
from rules.ai.agents import Agent, GreedyAgent, RandomAgent, make_agent
from rules.config import GameConfig, Mode, Option
from rules.errors import (
    ConfigError,
    IllegalAction,
    MalformedAction,
    NotationError,
    NotYourTurn,
    RulesError,
)
from rules.game import (
    Decision,
    GameState,
    Pending,
    apply,
    is_over,
    legal_actions,
    new_game,
    pending,
    replay,
)
from rules.grid import Square
from rules.notation import format_territory, parse_territory
from rules.scoring import Breakdown, FinalScores, current_points, final_scores
from rules.snapshot import record_from_json, record_to_json, state_from_json, state_to_json

__all__ = [
    "Act",
    "Action",
    "Agent",
    "Breakdown",
    "ConfigError",
    "Decision",
    "Discard",
    "FinalScores",
    "Fire",
    "Gain",
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
    "RulesError",
    "Settle",
    "Square",
    "Witch",
    "apply",
    "current_points",
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
    "record_from_json",
    "record_to_json",
    "replay",
    "state_from_json",
    "state_to_json",
]
