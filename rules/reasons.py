"""Why an action is refused: the reason, from the state that refused it (rules.refusals words it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.actions import BOARD, PILE, Place, Recruit
from rules.components import CAVEMAN_NAMES, FIRE_RANGE, RECRUIT_BOARD_COST, RECRUIT_PILE_COST, VOLCANO, Domino
from rules.errors import IllegalAction, Term
from rules.grid import Square
from rules.territory import DIRECTION_NAMES, DIRECTION_STEPS

if TYPE_CHECKING:
    from rules.game import GameState


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


def fire(state: GameState, cell: int, square: Square) -> IllegalAction:
    """Why the fire token cannot land on `square`."""
    assert state.fire_at is not None
    volcano, craters = state.fire_at
    terr = state.territories[state.line_owners[state.position]]
    bit = 1 << cell
    if not terr.occupied & bit:
        return IllegalAction("fire-off-territory", square=str(square))
    if not state.grid.fire_range(craters, volcano) & bit:
        far = FIRE_RANGE[craters][1]
        return IllegalAction("fire-out-of-range", square=str(square), craters=craters, far=far)
    if terr.terrain[VOLCANO] & bit:
        return IllegalAction("fire-on-volcano", square=str(square))
    return IllegalAction("fire-already-burning", square=str(square))


def recruit(state: GameState, action: Recruit) -> IllegalAction:
    """Why this caveman cannot be recruited now."""
    if action.source == BOARD and state.cave_board[action.which] < 0:
        return IllegalAction("recruit-slot-empty", slot=action.which + 1)
    if action.source == PILE and action.which not in state.cave_pile:
        return IllegalAction("recruit-none-left", caveman=Term("caveman", CAVEMAN_NAMES[action.which]))
    cost = RECRUIT_BOARD_COST if action.source == BOARD else RECRUIT_PILE_COST
    return IllegalAction("recruit-too-poor", kinds=cost)
