"""Classic Kingdomino's box: its data (`CLASSIC`) and its hooks (`ClassicRules`): the core loop
plays it as it is, with its 1-2-1 draft and its bonuses (Harmony, Middle Kingdom)."""

from __future__ import annotations

from rules.boxes.classic.bonuses import middle_kingdom
from rules.boxes.classic.pieces import CLASSIC_DOMINOES, CLASSIC_TERRAINS
from rules.boxes.classic.state import ClassicState
from rules.core.box import Bonus, Box
from rules.core.config import GameConfig
from rules.core.game import GameState
from rules.core.hooks import BoxRules
from rules.core.scoring import complete
from rules.names import Game, Mode, Option


class ClassicRules(BoxRules):
    """Classic Kingdomino's hooks: the plain game's, with its own state class."""

    def state_class(self, config: GameConfig) -> type[GameState]:
        return ClassicState


CLASSIC = Box(
    game=Game.CLASSIC,
    title="Kingdomino",
    called="classic Kingdomino",
    terrains=CLASSIC_TERRAINS,
    dominoes=CLASSIC_DOMINOES,
    multiplier="crown",
    multipliers="crowns",
    json_key="crowns",
    json_total_key="crowns",
    max_printed=3,
    centre="castle",
    centre_letter="C",
    chief="king",
    example_tokens="W, F1, M3, C",
    modes=(Mode.DISCOVERY,),
    options=(Option.HARMONY, Option.MIDDLE_KINGDOM, Option.MIGHTY_DUEL, Option.ONE_TWO_ONE),
    bonuses=(
        Bonus(
            Option.HARMONY,
            "Harmony",
            5,
            "complete",
            "+5 for a complete kingdom, no domino discarded",
            met=complete,
        ),
        Bonus(
            Option.MIDDLE_KINGDOM,
            "Middle Kingdom",
            10,
            "middle",
            "+10 if the castle is the centre of the kingdom's extent",
            met=middle_kingdom,
        ),
    ),
    rules=ClassicRules(),
    duel_size=5,
    duel_deck=24,
    big_duel=Option.MIGHTY_DUEL,
    one_two_one=Option.ONE_TWO_ONE,
)

__all__ = ["CLASSIC", "ClassicRules"]
