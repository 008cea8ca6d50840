"""The fire token (rulings 3 and 4): a volcano placed throws one, of as many fires as it has
craters, onto a square of its territory within its range; it lands on no printed fire, no volcano
and no other token, and destroys the wooden resource or the caveman it lands on. With no square
to land on, the token is lost.

`OriginsState` (rules.boxes.origins.state) calls these for its `FIRE` stage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.boxes.origins.actions import Fire, fire_table
from rules.boxes.origins.pieces import FIRE_RANGE
from rules.boxes.origins.territory import fire_range
from rules.core.actions import Action, cell_actions
from rules.core.decisions import PICK, square_cell, wrong
from rules.core.errors import IllegalAction
from rules.core.grid import Square
from rules.core.pieces import VOLCANO

if TYPE_CHECKING:
    from rules.boxes.origins.state import OriginsState

# The stage: the player who placed a volcano lands its fire token.
FIRE = 2


def targets(state: OriginsState) -> int:
    """Where the pending fire token may land."""
    assert state.fire_at is not None
    cell, craters = state.fire_at
    return state.territories[state.line_owners[state.position]].fire_targets(cell, craters)


def options(state: OriginsState) -> list[Action]:
    """Landing squares in reading order."""
    return cell_actions(targets(state), fire_table(state.grid))


def land(state: OriginsState, action: Action) -> int:
    """Land the token as `action` says; returns the wooden resource it burnt (-1: none)."""
    if not isinstance(action, Fire):
        raise wrong(action, "expected-fire")
    assert state.fire_at is not None
    cell = square_cell(state.grid, action.square)
    if not targets(state) >> cell & 1:
        raise landing_refusal(state, cell, action.square)
    player = state.line_owners[state.position]
    fires = state.fire_at[1]
    state.fire_supply[fires] -= 1
    lost_resource, lost_caveman = state.territories[player].land_fire(cell, fires)
    state.events.append(("fire", player, cell, fires))
    if lost_resource >= 0:
        state.events.append(("burnt-resource", player, cell, lost_resource))
    if lost_caveman >= 0:
        state.events.append(("burnt-caveman", player, cell, lost_caveman))
    state.fire_at = None
    state.stage = PICK
    return lost_resource


def lose(state: OriginsState) -> None:
    """No square for the token: it goes out of the game."""
    assert state.fire_at is not None
    fires = state.fire_at[1]
    state.fire_supply[fires] -= 1
    state.events.append(("fire-lost", state.line_owners[state.position], fires))
    state.fire_at = None
    state.stage = PICK


def landing_refusal(state: OriginsState, cell: int, square: Square) -> IllegalAction:
    """Why the fire token cannot land on `square`."""
    assert state.fire_at is not None
    volcano, craters = state.fire_at
    terr = state.territories[state.line_owners[state.position]]
    bit = 1 << cell
    if not terr.occupied & bit:
        return IllegalAction("fire-off-territory", square=str(square))
    if not fire_range(state.grid, craters, volcano) & bit:
        far = FIRE_RANGE[craters][1]
        return IllegalAction("fire-out-of-range", square=str(square), craters=craters, far=far)
    if terr.terrain[VOLCANO] & bit:
        return IllegalAction("fire-on-volcano", square=str(square))
    return IllegalAction("fire-already-burning", square=str(square))
