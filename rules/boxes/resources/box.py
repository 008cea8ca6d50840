"""The Resource Tokens variant's box: classic's pieces with the variant's data (`RESOURCES`) and
hooks (`ResourcesRules`): its state, kingdoms with tokens and gold, the notation's "r"/"rN" and
"$N" marks, its decisions in words, and the harvest that wins it."""

from __future__ import annotations

from dataclasses import replace

from rules.boxes.classic import CLASSIC, ClassicRules
from rules.boxes.resources import refusals
from rules.boxes.resources.actions import VERBS
from rules.boxes.resources.harvest import HarvestSheet, final_harvest, kinds_won_now, sheets
from rules.boxes.resources.pieces import MOST_TOKENS_PER_SQUARE, TERRAIN_TOKEN
from rules.boxes.resources.state import ResourcesState
from rules.boxes.resources.territory import HarvestTerritory, HarvestToken
from rules.core.box import Box
from rules.core.config import GameConfig
from rules.core.decisions import Pending
from rules.core.errors import NotationError, Term
from rules.core.game import GameState
from rules.core.grid import Grid
from rules.core.pieces import SWAMP, TERRAIN_NAMES, SquareSpec
from rules.core.scoring import Breakdown, FinalScores
from rules.core.territory import Territory
from rules.core.token import Token
from rules.names import Decision, Game, Mode, Option


class ResourcesRules(ClassicRules):
    """The variant's hooks (see rules.core.hooks)."""

    def state_class(self, config: GameConfig) -> type[GameState]:
        return ResourcesState

    def territory(self, box: Box, g: Grid) -> Territory:
        return HarvestTerritory(g, box)

    def read_centre(self, box: Box, text: str, fire: str | None, gold: str | None) -> Token:
        """The castle, with its gold ("C$3")."""
        if fire:
            raise NotationError("notation-no-fire-tokens", text=text, game=box.called_term)
        return HarvestToken(None, centre=box.centre_letter, gold=int(gold) if gold else 0)

    def read_marks(
        self,
        box: Box,
        text: str,
        spec: SquareSpec,
        res: str | None,
        fire: str | None,
        gold: str | None,
        who: str | None,
    ) -> Token:
        """A square's tokens ("r", "r2") and a used witch's gold ("$1")."""
        if fire is not None or who is not None:
            raise NotationError("notation-no-fire-or-cavemen", text=text, game=box.called_term)
        count = 0
        if res:
            count = int(res[1:]) if len(res) > 1 else 1
            if not 1 <= count <= MOST_TOKENS_PER_SQUARE:
                raise NotationError("notation-token-count", text=text, most=MOST_TOKENS_PER_SQUARE)
            if TERRAIN_TOKEN[spec.terrain] < 0:
                raise NotationError(
                    "notation-barren", text=text, terrain=Term("terrain", TERRAIN_NAMES[spec.terrain])
                )
        witch_gold = int(gold) if gold is not None else 0
        if gold is not None and (spec.terrain != SWAMP or witch_gold != spec.fires or not spec.fires):
            raise NotationError("notation-gold", text=text)
        return HarvestToken(spec, resource_tokens=count, gold=witch_gold)

    def what_to_do(self, pending: Pending) -> str:
        if pending.decision is Decision.PICK:
            return "choose a domino of the next line, or act instead"
        if pending.decision is Decision.ACT:
            return "gain resources, use a witch, or pass"
        return super().what_to_do(pending)

    def final_scores(self, state: GameState) -> FinalScores:
        assert isinstance(state, ResourcesState)
        return final_harvest(state)

    def sheet(self, state: GameState, player: int) -> Breakdown:
        return self.final_scores(state).players[player]

    def points(self, state: GameState, player: int) -> int:
        assert isinstance(state, ResourcesState)
        return kinds_won_now(state, player)

    def territory_sheet(
        self, terr: Territory, *, mode: Mode, options: frozenset[Option], held: tuple[int, ...]
    ) -> HarvestSheet:
        assert isinstance(terr, HarvestTerritory)
        (sheet,) = sheets([terr])
        return sheet


# The variant is played with classic's pieces and words: what differs is set here.
RESOURCES = replace(
    CLASSIC,
    game=Game.RESOURCES,
    title="Kingdomino: Resource Tokens",
    called="Kingdomino with Resource Tokens",
    example_tokens="W, F1r, G2r2, S1$1, C$3",
    options=(),
    bonuses=(),
    rules=ResourcesRules(),
    resource_tokens=True,
    duel_deck=None,
    big_duel=None,
    one_two_one=None,
    players=(3, 4),
    size_limit=False,
    last_line_chosen=False,
    refusals=refusals.ENGLISH,
    verbs=VERBS,
)

__all__ = ["RESOURCES", "ResourcesRules"]
