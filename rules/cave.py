"""Tribe mode: the cave board and recruiting cavemen (ruling 6).

The recruit decisions of `GameState`, kept apart from the rest of the flow; only `rules.game`
calls these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules import reasons
from rules.actions import BOARD, PILE, RECRUIT_SKIP, SKIP, Action, Pay, Recruit, Settle
from rules.components import (
    CAVE_BOARD_SLOTS,
    RECRUIT_BOARD_COST,
    RECRUIT_PILE_COST,
    RESOURCE_NAMES,
    RESOURCE_TERRAIN,
)
from rules.decisions import OVER_TURN, PAY, SETTLE, square_cell, wrong
from rules.errors import IllegalAction, Term

if TYPE_CHECKING:
    from rules.game import GameState


def refill(state: GameState) -> None:
    for slot in range(CAVE_BOARD_SLOTS):
        if state.cave_board[slot] < 0 and state.cave_pile:
            state.cave_board[slot] = state.cave_pile.pop(0)


def options(state: GameState) -> list[Action]:
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


def can_recruit(state: GameState) -> bool:
    kinds = state.territories[state.line_owners[state.position]].resource_kinds()
    if kinds >= RECRUIT_PILE_COST and state.cave_pile:
        return True
    return kinds >= RECRUIT_BOARD_COST and max(state.cave_board) >= 0


def payable(state: GameState) -> int:
    terr = state.territories[state.line_owners[state.position]]
    mask = 0
    for resource, t in enumerate(RESOURCE_TERRAIN):
        if not state.paid >> resource & 1:
            mask |= terr.terrain[t]
    return mask & terr.resources


def choose(state: GameState, action: Action) -> None:
    if not isinstance(action, Recruit):
        raise wrong(action, "expected-recruit")
    if action not in options(state):
        raise reasons.recruit(state, action)
    if action.source == SKIP:
        state.stage = OVER_TURN
        return
    state.recruit = action
    state.paid = 0
    state.stage = PAY


def pay(state: GameState, action: Action) -> None:
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


def settle(state: GameState, action: Action) -> None:
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
