"""Why a placement is refused: the reason, from the state that refused it (rules.core.refusals
words it). A game's own refusals are worked out in its package, the same way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.actions import Place
from rules.core.errors import IllegalAction, Term
from rules.core.grid import DIRECTION_NAMES, DIRECTION_STEPS
from rules.core.pieces import Domino

if TYPE_CHECKING:
    from rules.core.game import GameState


def placement(state: GameState, dom: Domino, cell: int, action: Place) -> IllegalAction:
    """Why a placement is illegal (the masks said it is)."""
    terr = state.territories[state.line_owners[state.position]]
    g = state.grid
    square, direction = str(action.square), Term("direction", DIRECTION_NAMES[action.direction])
    centre = Term("centre", terr.box.centre)
    dr, dc = DIRECTION_STEPS[action.direction]
    if not g.contains(action.square.row + dr, action.square.col + dc):
        return IllegalAction("placement-off-board", square=square, direction=direction)
    second = terr.second_cell(cell, action.direction)
    for p in (cell, second):
        if terr.occupied >> p & 1:
            if p == g.hut:
                return IllegalAction(
                    "placement-on-centre", square=square, direction=direction, taken=g.name(p), centre=centre
                )
            return IllegalAction("placement-taken", square=square, direction=direction, taken=g.name(p))
    if not (terr.allowed >> cell & 1 and terr.allowed >> second & 1):
        return IllegalAction("placement-too-big", square=square, direction=direction, size=g.size)
    return IllegalAction("placement-unconnected", square=square, direction=direction, centre=centre)
