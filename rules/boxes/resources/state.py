"""The Resource Tokens variant's turn: classic Kingdomino's loop with the variant's hooks.

Instead of choosing a domino a king may `act` (rules.boxes.resources.tokens): the kings that
acted come first the next round (`actors`), each with its action (the `ACTION` stage), then its
choice; mines bring gold; and the game ends when a new line should be drawn and none is left
(`Box.last_line_chosen`), so the choice from the last line drawn is skipped.
"""

from __future__ import annotations

from typing import Any, ClassVar, Self

from rules.boxes.classic import ClassicState, no_origins_pieces
from rules.boxes.resources import tokens
from rules.boxes.resources.actions import ACT, Act
from rules.boxes.resources.pieces import TOKEN_NAMES
from rules.boxes.resources.territory import HarvestTerritory
from rules.boxes.resources.tokens import ACTION
from rules.core.actions import Action
from rules.core.decisions import DRAFT, OVER, PICK, wrong
from rules.core.errors import IllegalAction
from rules.core.pieces import Domino
from rules.names import Decision


class ResourcesState(ClassicState):
    """A game of classic Kingdomino with the Resource Tokens variant."""

    __slots__ = ("actors", "column", "gold_pool", "supply")

    DECISIONS: ClassVar[dict[int, Decision]] = {**ClassicState.DECISIONS, ACTION: Decision.ACT}
    STAGE_NAMES: ClassVar[dict[int, str]] = {**ClassicState.STAGE_NAMES, ACTION: "act"}

    territories: list[HarvestTerritory]  # type: ignore[assignment]  # only this class fills it
    gold_pool: int  # gold in the pool (the rest is on castles and witches)
    supply: list[int]  # resource tokens in the supply, by kind
    column: list[int]  # the action column: kings that chose to act this round, in that order
    actors: list[int]  # kings that acted last round and have yet to act this round, in order

    def _territory(self) -> HarvestTerritory:
        return HarvestTerritory(self.grid, self.config.box)

    def _setup(self) -> None:
        self.column = []
        self.actors = []
        tokens.setup(self)

    def copy(self) -> Self:
        new = super().copy()
        new.gold_pool = self.gold_pool
        new.supply = self.supply.copy()
        new.column = self.column.copy()
        new.actors = self.actors.copy()
        return new

    def current_player(self) -> int:
        if self.actors and self.stage not in (DRAFT, OVER):
            return self.actors[0]  # the kings above the line come first
        return super().current_player()

    # --- choosing: a domino, or to act --------------------------------------------------------

    def _choices(self) -> list[Action]:
        return [*self._picks(), ACT]

    def _pick(self, action: Action) -> None:
        if isinstance(action, Act) and self.stage == PICK:
            tokens.act(self, self.current_player())
            return
        super()._pick(action)

    def _not_a_pick(self, action: Action, example: str) -> IllegalAction:
        return wrong(
            action, "expected-first-pick" if self.stage == DRAFT else "expected-pick-or-act", example=example
        )

    def _lone_pick_forced(self) -> bool:
        return False  # acting is a choice too

    # --- acting, placing, the rounds ----------------------------------------------------------

    def _stage_actions(self, stage: int) -> list[Action]:
        return tokens.options(self) if stage == ACTION else []

    def _stage_act(self, stage: int, action: Action) -> None:
        if stage == ACTION:
            tokens.perform(self, action)
        else:
            super()._stage_act(stage, action)

    def _placed(self, player: int, dom: Domino, cell: int, second: int) -> None:
        tokens.mined(self, player, dom, (cell, second))
        self.stage = PICK

    def _end_turn(self) -> None:
        if not self.actors:
            super()._end_turn()
            return
        # A king above the line is done; the kings on dominoes wait for them all.
        self.actors.pop(0)
        if self.actors:
            self.stage = ACTION
        else:
            self._next_turn()

    def _round_started(self) -> None:
        tokens.start_round(self)
        if self.actors:
            self.stage = ACTION

    # --- snapshots ------------------------------------------------------------------------------

    def _pieces_json(self) -> tuple[dict[str, Any], dict[str, Any]]:
        # The tokens and gold on each kingdom are in its squares' notation ("Fr2", "C$3", "S1$1").
        return no_origins_pieces(), {
            "gold_pool": self.gold_pool,
            "supply": dict(zip(TOKEN_NAMES, self.supply, strict=True)),
            "column": list(self.column),
            "actors": list(self.actors),
        }

    def _load_pieces(self, data: dict[str, Any]) -> None:
        self.gold_pool = int(data["gold_pool"])
        self.supply = [int(data["supply"][name]) for name in TOKEN_NAMES]
        self.column = [int(p) for p in data["column"]]
        self.actors = [int(p) for p in data["actors"]]


__all__ = ["ACTION", "ResourcesState"]
