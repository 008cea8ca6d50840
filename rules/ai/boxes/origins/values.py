"""The greedy's values in Kingdomino Origins: the score with totems (Totem mode) and cavemen
(Tribe mode), a volcano placement with its best fire token, the fire token itself, the totem
ruling, and a recruit planned whole (which caveman, which resources, which square)."""

from __future__ import annotations

from rules.ai.outlook import bonus_outlook
from rules.boxes.origins import (
    BOARD,
    PAY,
    PILE,
    RECRUIT,
    RECRUIT_BOARD_COST,
    RECRUIT_SKIP,
    TOTEM_POINTS,
    Fire,
    GiveTotem,
    OriginsState,
    OriginsTerritory,
    Recruit,
    pay_table,
    quick_score,
    settle_table,
)
from rules.core.actions import Action
from rules.core.pieces import Domino
from rules.names import Mode


def score(state: OriginsState, player: int, terr: OriginsTerritory) -> float:
    """Own score if the game ended with `terr` as this player's territory (the bonuses it can
    still have counted as had)."""
    cfg = state.config
    totem_points = 0
    if cfg.mode is Mode.TOTEM:
        mine = terr.resource_counts()
        for r in range(4):
            others = max(
                (t.resource_count(r) for p, t in enumerate(state.territories) if p != player),
                default=0,
            )
            totem_points += totem_points_for(r, mine[r], others, holder=state.totems[r] == player)
    return quick_score(terr, cfg.mode, frozenset(), totem_points) + bonus_outlook(terr, cfg.options)


def totem_points_for(resource: int, mine: int, others: int, *, holder: bool) -> int:
    """The totem's points if the game ended with these counts (the most of all others: `others`).

    Strictly more than everyone takes it; the holder keeps it on a tie (ruling 5).
    """
    if mine > others or (holder and mine >= others and mine > 0):
        return TOTEM_POINTS[resource]
    return 0


def best_fire(state: OriginsState, player: int, terr: OriginsTerritory, volcano: int, craters: int) -> float:
    """The best score after landing this volcano's token (the score as is if none can land)."""
    targets = terr.fire_targets(volcano, craters)
    best = score(state, player, terr) if not targets else float("-inf")
    while targets:
        low = targets & -targets
        trial = terr.copy()
        trial.land_fire(low.bit_length() - 1, craters)
        best = max(best, score(state, player, trial))
        targets ^= low
    return best


def after_placement(state: OriginsState, player: int, dom: Domino, cell: int, direction: int) -> float:
    """The score after placing `dom` so, its fire token landed as well as it can be."""
    trial = state.territories[player].copy()
    trial.place(dom, cell, direction)
    volcano = trial.volcano(dom, cell, direction)
    if volcano >= 0:
        return best_fire(state, player, trial, volcano, trial.specs[volcano].craters)
    return score(state, player, trial)


def fire_values(state: OriginsState, actions: list[Action]) -> list[float]:
    player = state.current_player()
    assert state.fire_at is not None
    fires = state.fire_at[1]
    terr = state.territories[player]
    out = []
    for a in actions:
        assert isinstance(a, Fire)
        trial = terr.copy()
        trial.land_fire(state.grid.cell(a.square), fires)
        out.append(score(state, player, trial))
    return out


def totem_values(state: OriginsState, actions: list[Action]) -> list[float]:
    """Ruling 5: an AI gives the totem to the tied player first in the current turn order."""
    order = list(dict.fromkeys(state.line_owners + list(range(state.config.players))))
    return [-float(order.index(a.player)) for a in actions if isinstance(a, GiveTotem)]


# --- recruiting -------------------------------------------------------------------------------


def _resource_losses(state: OriginsState, player: int, terr: OriginsTerritory) -> dict[int, float]:
    """What each wooden resource is worth to this territory's score (cell -> points lost)."""
    base = score(state, player, terr)
    losses = {}
    m = terr.resources
    while m:
        low = m & -m
        trial = terr.copy()
        trial.resources &= ~low
        losses[low.bit_length() - 1] = base - score(state, player, trial)
        m ^= low
    return losses


def _cheapest_payment(
    terr: OriginsTerritory, losses: dict[int, float], cost: int, paid: int
) -> tuple[float, list[int]]:
    """The cheapest squares to pay `cost` different kinds, given the kinds already `paid`."""
    cheapest: dict[int, tuple[float, int]] = {}
    for cell in sorted(losses):
        kind = terr.resource_at(cell)
        if paid >> kind & 1:
            continue
        if kind not in cheapest or losses[cell] < cheapest[kind][0]:
            cheapest[kind] = (losses[cell], cell)
    need = cost - paid.bit_count()
    chosen = sorted(cheapest.values())[:need]
    return sum(v for v, _ in chosen), [cell for _, cell in chosen]


def _best_settle(state: OriginsState, player: int, terr: OriginsTerritory, kind: int) -> tuple[float, int]:
    squares = terr.caveman_squares()
    best = (float("-inf"), -1)
    while squares:
        low = squares & -squares
        cell = low.bit_length() - 1
        trial = terr.copy()
        trial.settle(cell, kind)
        best = max(best, (score(state, player, trial), -cell))
        squares ^= low
    return best[0], -best[1]


def _recruit_plan(state: OriginsState, action: Recruit, player: int) -> tuple[float, list[int], int]:
    """Value after recruiting as `action` says, the squares to pay and the square to settle."""
    terr = state.territories[player]
    kind = state.cave_board[action.which] if action.source == BOARD else action.which
    cost = RECRUIT_BOARD_COST if action.source == BOARD else 4
    paid = state.paid if state.recruit is not None else 0
    losses = _resource_losses(state, player, terr)
    _, cells = _cheapest_payment(terr, losses, cost, paid)
    trial = terr.copy()
    for cell in cells:
        trial.resources &= ~(1 << cell)
    value, square = _best_settle(state, player, trial, kind)
    return value, cells, square


def recruit_values(state: OriginsState, actions: list[Action]) -> list[float]:
    player = state.current_player()
    terr = state.territories[player]
    if state.stage == RECRUIT:
        base = score(state, player, terr)
        out = []
        for a in actions:
            assert isinstance(a, Recruit)
            if a is RECRUIT_SKIP or a.source not in (BOARD, PILE):
                out.append(base)
            else:
                # The pile costs twice as much for the same tile: only worth it for a better one.
                value = _recruit_plan(state, a, player)[0]
                out.append(value - (0.5 if a.source == PILE else 0.0))
        return out
    assert state.recruit is not None
    _, cells, square = _recruit_plan(state, state.recruit, player)
    if state.stage == PAY:
        wanted = pay_table(state.grid)[cells[0]] if cells else None
        return [1.0 if a == wanted else 0.0 for a in actions]
    wanted_settle: Action = settle_table(state.grid)[square]
    return [1.0 if a == wanted_settle else 0.0 for a in actions]


__all__ = [
    "after_placement",
    "best_fire",
    "fire_values",
    "recruit_values",
    "score",
    "totem_points_for",
    "totem_values",
]
