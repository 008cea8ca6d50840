"""Two simple players: `random` and `greedy` (for tests, simulations and the autopilot).

Greedy is "Full Greedy" from the Kingdomino AI literature: every decision takes the action with
the best immediate gain in the player's own final-score terms. The pick is valued as the best
placement the domino would have on the territory as it is now; a volcano placement includes
its best fire token; a recruit is planned whole (which caveman, which resources, which square).
Ties are broken by the agent's own seeded generator, never by the game's.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from rules.actions import (
    BOARD,
    DISCARD,
    PILE,
    RECRUIT_SKIP,
    Action,
    Fire,
    GiveTotem,
    Pick,
    Place,
    Recruit,
    action_tables,
)
from rules.components import (
    DOMINOES,
    RECRUIT_BOARD_COST,
    TOTEM_POINTS,
    Domino,
)
from rules.config import Mode
from rules.game import FIRE, PAY, PLACE, RECRUIT, SETTLE, GameState
from rules.scoring import quick_score
from rules.territory import Territory


class Agent(Protocol):
    name: str

    def choose(self, state: GameState) -> Action: ...


class RandomAgent:
    """Uniform over the legal actions."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        return actions[int(self.rng.random() * len(actions))]


class GreedyAgent:
    """The action with the best immediate gain in own final-score terms (see the module doc)."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        ranked = self.rank(state)
        best = ranked[0][0]
        top = [a for score, a in ranked if score == best]
        return top[0] if len(top) == 1 else top[self.rng.randrange(len(top))]

    def rank(self, state: GameState) -> list[tuple[float, Action]]:
        """Every legal action with its value, best first (stable among equals)."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return [(0.0, actions[0])]
        first = actions[0]
        if isinstance(first, GiveTotem):
            values = _totem_values(state, actions)
        elif state.stage == PLACE:
            values = _placement_values(state, actions)
        elif state.stage == FIRE:
            values = _fire_values(state, actions)
        elif isinstance(first, Pick):
            values = _pick_values(state, actions)
        elif state.stage in (RECRUIT, PAY, SETTLE):
            values = _recruit_values(state, actions)
        else:
            values = [0.0] * len(actions)
        order = sorted(range(len(actions)), key=lambda i: -values[i])
        return [(values[i], actions[i]) for i in order]


AGENTS: dict[str, Callable[[int], Agent]] = {"random": RandomAgent, "greedy": GreedyAgent}


def make_agent(name: str, seed: int = 0) -> Agent:
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown agent {name!r} (choose from {', '.join(AGENTS)})") from None


# --- evaluation -------------------------------------------------------------------------------


def _player(state: GameState) -> int:
    return state.current_player()


def _score(state: GameState, player: int, terr: Territory) -> float:
    """Own score if the game ended with `terr` as this player's territory."""
    cfg = state.config
    totem_points = 0
    if cfg.mode is Mode.TOTEM:
        mine = terr.resource_counts()
        for r in range(4):
            others = max(
                (t.resource_count(r) for p, t in enumerate(state.territories) if p != player),
                default=0,
            )
            holder = state.totems[r]
            if mine[r] > others or (holder == player and mine[r] >= others and mine[r] > 0):
                totem_points += TOTEM_POINTS[r]
    return quick_score(terr, cfg.mode, cfg.options, totem_points)


def _best_fire(state: GameState, player: int, terr: Territory, volcano: int, craters: int) -> float:
    """The best score after landing this volcano's token (the score as is if none can land)."""
    targets = terr.fire_targets(volcano, craters)
    best = _score(state, player, terr) if not targets else float("-inf")
    while targets:
        low = targets & -targets
        trial = terr.copy()
        trial.land_fire(low.bit_length() - 1, craters)
        best = max(best, _score(state, player, trial))
        targets ^= low
    return best


def _after_placement(state: GameState, player: int, dom: Domino, cell: int, direction: int) -> float:
    trial = state.territories[player].copy()
    volcano = trial.place(dom, cell, direction, resources=state.config.resources)
    if volcano >= 0:
        return _best_fire(state, player, trial, volcano, trial.specs[volcano].craters)
    return _score(state, player, trial)


def _placement_values(state: GameState, actions: list[Action]) -> list[float]:
    player = _player(state)
    if actions == [DISCARD]:
        return [0.0]
    dom = DOMINOES[state.line[state.position] - 1]
    g = state.grid
    out = []
    for a in actions:
        assert isinstance(a, Place)
        out.append(_after_placement(state, player, dom, g.cell(a.square), a.direction))
    return out


def _best_placement_value(state: GameState, player: int, dom: Domino) -> float:
    terr = state.territories[player]
    masks = terr.placement_masks(dom.first.terrain, dom.second.terrain)
    best = float("-inf")
    for direction, m in enumerate(masks):
        while m:
            low = m & -m
            best = max(best, _after_placement(state, player, dom, low.bit_length() - 1, direction))
            m ^= low
    # A domino that fits nowhere is discarded: the score stays as it is.
    return best if best > float("-inf") else _score(state, player, terr)


def _pick_values(state: GameState, actions: list[Action]) -> list[float]:
    player = _player(state)
    out = []
    for a in actions:
        assert isinstance(a, Pick)
        out.append(sum(_best_placement_value(state, player, DOMINOES[n - 1]) for n in a.numbers))
    return out


def _fire_values(state: GameState, actions: list[Action]) -> list[float]:
    player = _player(state)
    assert state.fire_at is not None
    fires = state.fire_at[1]
    terr = state.territories[player]
    out = []
    for a in actions:
        assert isinstance(a, Fire)
        trial = terr.copy()
        trial.land_fire(state.grid.cell(a.square), fires)
        out.append(_score(state, player, trial))
    return out


def _totem_values(state: GameState, actions: list[Action]) -> list[float]:
    """Ruling 5: an AI gives the totem to the tied player first in the current turn order."""
    order = list(dict.fromkeys(state.line_owners + list(range(state.config.players))))
    return [-float(order.index(a.player)) for a in actions if isinstance(a, GiveTotem)]


# --- recruiting -------------------------------------------------------------------------------


def _resource_losses(state: GameState, player: int, terr: Territory) -> dict[int, float]:
    """What each wooden resource is worth to this territory's score (cell -> points lost)."""
    base = _score(state, player, terr)
    losses = {}
    m = terr.resources
    while m:
        low = m & -m
        trial = terr.copy()
        trial.resources &= ~low
        losses[low.bit_length() - 1] = base - _score(state, player, trial)
        m ^= low
    return losses


def _cheapest_payment(
    terr: Territory, losses: dict[int, float], cost: int, paid: int
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


def _best_settle(state: GameState, player: int, terr: Territory, kind: int) -> tuple[float, int]:
    squares = terr.caveman_squares()
    best = (float("-inf"), -1)
    while squares:
        low = squares & -squares
        cell = low.bit_length() - 1
        trial = terr.copy()
        trial.settle(cell, kind)
        best = max(best, (_score(state, player, trial), -cell))
        squares ^= low
    return best[0], -best[1]


def _recruit_plan(state: GameState, action: Recruit, player: int) -> tuple[float, list[int], int]:
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


def _recruit_values(state: GameState, actions: list[Action]) -> list[float]:
    player = _player(state)
    terr = state.territories[player]
    if state.stage == RECRUIT:
        base = _score(state, player, terr)
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
    tables = action_tables(state.grid)
    if state.stage == PAY:
        wanted = tables.pay[cells[0]] if cells else None
        return [1.0 if a == wanted else 0.0 for a in actions]
    wanted_settle: Action = tables.settle[square]
    return [1.0 if a == wanted_settle else 0.0 for a in actions]


__all__ = [
    "AGENTS",
    "Agent",
    "GreedyAgent",
    "RandomAgent",
    "make_agent",
]
