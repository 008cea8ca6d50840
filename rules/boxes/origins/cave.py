"""Tribe mode: the cave board and recruiting cavemen (ruling 6).

After a pick, a player whose territory holds wooden resources of enough kinds may recruit: which
caveman (`RECRUIT`), each resource paid (`PAY`), the square it settles on (`SETTLE`), three
decisions so that each offers a short list. `TribeState` (rules.boxes.origins.state) calls these
for those stages.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.boxes.origins.actions import (
    BOARD,
    PILE,
    RECRUIT_SKIP,
    SKIP,
    Pay,
    Recruit,
    Settle,
    pay_table,
    settle_table,
)
from rules.boxes.origins.pieces import (
    CAVE_BOARD_SLOTS,
    CAVEMAN_NAMES,
    RECRUIT_BOARD_COST,
    RECRUIT_PILE_COST,
    RESOURCE_NAMES,
    RESOURCE_TERRAIN,
)
from rules.core.actions import Action, cell_actions
from rules.core.decisions import OVER_TURN, square_cell, wrong
from rules.core.errors import IllegalAction, Term

if TYPE_CHECKING:
    from rules.boxes.origins.state import OriginsState

# The stages of a recruit: which caveman, each resource paid, the square it settles on.
RECRUIT = 4
PAY = 5
SETTLE = 6


def refill(state: OriginsState) -> None:
    for slot in range(CAVE_BOARD_SLOTS):
        if state.cave_board[slot] < 0 and state.cave_pile:
            state.cave_board[slot] = state.cave_pile.pop(0)


def options(state: OriginsState) -> list[Action]:
    """Board slots left to right, then pile kinds in kind order, then skip."""
    terr = state.territories[state.line_owners[state.position]]
    kinds = terr.resource_kinds()
    out: list[Action] = []
    if kinds >= RECRUIT_BOARD_COST:
        out.extend(Recruit(BOARD, slot) for slot, k in enumerate(state.cave_board) if k >= 0)
    if kinds >= RECRUIT_PILE_COST:
        out.extend(Recruit(PILE, kind) for kind in sorted(set(state.cave_pile)))
    if out:
        out.append(RECRUIT_SKIP)
    return out


def can_recruit(state: OriginsState) -> bool:
    kinds = state.territories[state.line_owners[state.position]].resource_kinds()
    if kinds >= RECRUIT_PILE_COST and state.cave_pile:
        return True
    return kinds >= RECRUIT_BOARD_COST and max(state.cave_board) >= 0


def pay_options(state: OriginsState) -> list[Action]:
    """The squares of the resources that may still pay, in reading order."""
    return cell_actions(payable(state), pay_table(state.grid))


def settle_options(state: OriginsState) -> list[Action]:
    """The squares the recruit may settle on, in reading order."""
    terr = state.territories[state.line_owners[state.position]]
    return cell_actions(terr.caveman_squares(), settle_table(state.grid))


def payable(state: OriginsState) -> int:
    terr = state.territories[state.line_owners[state.position]]
    mask = 0
    for resource, t in enumerate(RESOURCE_TERRAIN):
        if not state.paid >> resource & 1:
            mask |= terr.terrain[t]
    return mask & terr.resources


def choose(state: OriginsState, action: Action) -> None:
    if not isinstance(action, Recruit):
        raise wrong(action, "expected-recruit")
    if action not in options(state):
        raise recruit_refusal(state, action)
    if action.source == SKIP:
        state.stage = OVER_TURN
        return
    state.recruit = action
    state.paid = 0
    state.stage = PAY


def pay(state: OriginsState, action: Action) -> None:
    if not isinstance(action, Pay):
        raise wrong(action, "expected-pay")
    assert state.recruit is not None
    player = state.line_owners[state.position]
    terr = state.territories[player]
    cell = square_cell(state.grid, action.square)
    if not payable(state) >> cell & 1:
        if terr.resources >> cell & 1:
            kind = Term("resource", RESOURCE_NAMES[terr.resource_at(cell)])
            raise IllegalAction("pay-same-kind", resource=kind)
        raise IllegalAction("pay-no-resource", square=str(action.square))
    resource = terr.resource_at(cell)
    terr.resources &= ~(1 << cell)
    state.paid |= 1 << resource
    state.events.append(("pay", player, cell, resource))
    cost = RECRUIT_BOARD_COST if state.recruit.source == BOARD else RECRUIT_PILE_COST
    if state.paid.bit_count() == cost:
        state.stage = SETTLE


def settle(state: OriginsState, action: Action) -> None:
    if not isinstance(action, Settle):
        raise wrong(action, "expected-settle")
    assert state.recruit is not None
    player = state.line_owners[state.position]
    terr = state.territories[player]
    cell = square_cell(state.grid, action.square)
    if not terr.caveman_squares() >> cell & 1:
        raise IllegalAction("settle-refused", square=str(action.square))
    recruit = state.recruit
    if recruit.source == BOARD:
        kind = state.cave_board[recruit.which]
        state.cave_board[recruit.which] = -1
    else:
        kind = recruit.which
        state.cave_pile.remove(kind)
        state.rng.shuffle(state.cave_pile)
    terr.settle(cell, kind)
    state.events.append(("settle", player, cell, kind, recruit.source))
    state.recruit = None
    state.paid = 0
    state.stage = OVER_TURN


def recruit_refusal(state: OriginsState, action: Recruit) -> IllegalAction:
    """Why this caveman cannot be recruited now."""
    if action.source == BOARD and state.cave_board[action.which] < 0:
        return IllegalAction("recruit-slot-empty", slot=action.which + 1)
    if action.source == PILE and action.which not in state.cave_pile:
        return IllegalAction("recruit-none-left", caveman=Term("caveman", CAVEMAN_NAMES[action.which]))
    cost = RECRUIT_BOARD_COST if action.source == BOARD else RECRUIT_PILE_COST
    return IllegalAction("recruit-too-poor", kinds=cost)
