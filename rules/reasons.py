"""Why an action is refused: one sentence for the player, from the state that refused it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.actions import BOARD, PILE, Place, Recruit
from rules.components import CAVEMAN_NAMES, FIRE_RANGE, RECRUIT_BOARD_COST, RECRUIT_PILE_COST, VOLCANO, Domino
from rules.grid import Square
from rules.territory import DIRECTION_NAMES, DIRECTION_STEPS

if TYPE_CHECKING:
    from rules.game import GameState


def placement(state: GameState, dom: Domino, cell: int, action: Place) -> str:
    """Why a placement is illegal, in one sentence (the masks said it is)."""
    terr = state.territories[state.line_owners[state.position]]
    g = state.grid
    where = f"{action.square} {DIRECTION_NAMES[action.direction]}"
    dr, dc = DIRECTION_STEPS[action.direction]
    if not g.contains(action.square.row + dr, action.square.col + dc):
        return f"{where}: the second half would be off the board"
    second = terr.second_cell(cell, action.direction)
    for p in (cell, second):
        if terr.occupied >> p & 1:
            what = "the hut" if p == g.hut else "already taken"
            return f"{where}: {g.name(p)} is {what}"
    if not (terr.allowed >> cell & 1 and terr.allowed >> second & 1):
        n = g.size
        return f"{where}: the territory would no longer fit in {n}×{n}"
    return f"{where}: neither half touches the hut or a square of its own terrain"


def fire(state: GameState, cell: int, square: Square) -> str:
    assert state.fire_at is not None
    volcano, craters = state.fire_at
    terr = state.territories[state.line_owners[state.position]]
    bit = 1 << cell
    if not terr.occupied & bit:
        return f"{square} is not part of your territory"
    if not state.grid.fire_range(craters, volcano) & bit:
        far = FIRE_RANGE[craters][1]
        span = "next to it" if far == 1 else f"up to {far} squares away"
        return f"{square} is out of range: a {craters}-crater volcano throws {span}"
    if terr.terrain[VOLCANO] & bit:
        return f"{square} is a volcano: fire never lands on one"
    return f"{square} already has fire on it"


def recruit(state: GameState, action: Recruit) -> str:
    if action.source == BOARD and state.cave_board[action.which] < 0:
        return f"slot {action.which + 1} of the cave board is empty"
    if action.source == PILE and action.which not in state.cave_pile:
        return f"no {CAVEMAN_NAMES[action.which]} is left in the pile"
    cost = RECRUIT_BOARD_COST if action.source == BOARD else RECRUIT_PILE_COST
    return f"you need wooden resources of {cost} different kinds in your territory for that"
