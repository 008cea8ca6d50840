"""What a player must decide: the core's stages of play and the pending decision.

Stages are small ints (the loop compares them on its hot path). The core's are the draft, the
placement, the pick and the end; a game adds its own after a placement or a pick (Origins'
fire token and recruit, the variant's action), each with the `Decision` it asks, numbered so
that no two of one game's share a number.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rules.core.actions import Action
from rules.core.errors import Field, IllegalAction
from rules.core.grid import Grid, Square
from rules.names import Decision

if TYPE_CHECKING:
    from rules.core.box import Box

DRAFT = 0
PLACE = 1
PICK = 3
OVER = 7
# A pseudo-stage: the acting chief's turn is done; the loop moves to the next one.
OVER_TURN = 8


@dataclass(frozen=True)
class Pending:
    """Who must decide what now."""

    player: int
    decision: Decision
    domino: int | None = None  # PLACE: the domino under the chief
    resource: int | None = None  # TOTEM: the totem to hand over
    candidates: tuple[int, ...] = ()  # TOTEM: the tied players
    box: Box | None = field(default=None, repr=False, compare=False)  # the game's: dominoes, words

    def __str__(self) -> str:
        who = f"Player {self.player + 1}"
        assert self.box is not None, "a pending decision is made by a game's state"
        if self.decision is Decision.PLACE:
            dom = self.box.domino(self.domino or 1)
            return f"{who} must place domino {dom.number} ({dom.first}|{dom.second})"
        if self.decision is Decision.DRAFT:
            return f"{who} must put a {self.box.chief} on a domino of the first line"
        return f"{who} must {self.box.rules.what_to_do(self)}"


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


__all__ = ["DRAFT", "OVER", "OVER_TURN", "PICK", "PLACE", "Decision", "Pending", "square_cell", "wrong"]
