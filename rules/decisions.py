"""What a player must decide: the stages of play and the pending decision."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from rules.actions import Action
from rules.box import ORIGINS, Box
from rules.components import RESOURCE_NAMES
from rules.errors import Field, IllegalAction
from rules.grid import Grid, Square

# Stages of play. A non-empty totem queue comes before any of them.
DRAFT = 0
PLACE = 1
FIRE = 2
PICK = 3
RECRUIT = 4
PAY = 5
SETTLE = 6
OVER = 7
ACTION = 9  # the Resource Tokens variant: a king above the line acts (8 is OVER_TURN, below)


class Decision(StrEnum):
    """What the pending player must decide."""

    DRAFT = "draft"  # the initial draft: a chief on line 1 (two dominoes in the Neolithic)
    PLACE = "place"
    FIRE = "fire"
    TOTEM = "totem"
    PICK = "pick"
    RECRUIT = "recruit"
    PAY = "pay"
    SETTLE = "settle"
    ACT = "act"  # the Resource Tokens variant: gain resources, use a witch, or pass


STAGE_DECISION = {
    DRAFT: Decision.DRAFT,
    PLACE: Decision.PLACE,
    FIRE: Decision.FIRE,
    PICK: Decision.PICK,
    RECRUIT: Decision.RECRUIT,
    PAY: Decision.PAY,
    SETTLE: Decision.SETTLE,
    ACTION: Decision.ACT,
}


@dataclass(frozen=True)
class Pending:
    """Who must decide what now."""

    player: int
    decision: Decision
    domino: int | None = None  # PLACE: the domino under the chief
    resource: int | None = None  # TOTEM: the totem to hand over
    candidates: tuple[int, ...] = ()  # TOTEM: the tied players
    box: Box = field(default=ORIGINS, repr=False)  # the game's: its dominoes and words

    def __str__(self) -> str:
        who = f"Player {self.player + 1}"
        if self.decision is Decision.PLACE:
            dom = self.box.domino(self.domino or 1)
            return f"{who} must place domino {dom.number} ({dom.first}|{dom.second})"
        if self.decision is Decision.DRAFT:
            return f"{who} must put a {self.box.chief} on a domino of the first line"
        if self.decision is Decision.TOTEM:
            names = " or ".join(str(p + 1) for p in self.candidates)
            return f"{who} must give the {RESOURCE_NAMES[self.resource or 0]} totem to player {names}"
        if self.decision is Decision.PICK and self.box.resource_tokens:
            return f"{who} must choose a domino of the next line, or act instead"
        return f"{who} must {_WHAT_TO_DO[self.decision]}"


_WHAT_TO_DO = {
    Decision.FIRE: "land the fire token",
    Decision.PICK: "choose a domino of the next line",
    Decision.RECRUIT: "recruit a caveman, or skip",
    Decision.PAY: "pay for the caveman with a wooden resource",
    Decision.SETTLE: "choose the square for the caveman",
    Decision.ACT: "gain resources, use a witch, or pass",
}

# A pseudo-stage: the acting chief's turn is done; `_advance` moves to the next one.
OVER_TURN = 8


def wrong(action: Action, code: str, **fields: Field) -> IllegalAction:
    """The error for an action of the wrong kind for the pending decision: `code` (an
    "expected-..." reason) says what is expected instead."""
    return IllegalAction(code, action=str(action), **fields)


def square_cell(g: Grid, square: Square) -> int:
    """The cell of a square named in an action; IllegalAction when it is off the board."""
    try:
        return g.cell(square)
    except ValueError:
        raise IllegalAction("square-off-board", square=str(square), last=g.last) from None
