"""The players the engine offers: `random`, and the three AI levels `easy`, `normal`, `hard`.

Normal is `GreedyAgent` ("greedy"), "Full Greedy" from the Kingdomino AI literature: every
decision takes the action with the best immediate gain in the player's own final-score terms.
The pick is valued as the best placement the domino would have on the territory as it is now (a
domino that would fit nowhere, as the discard it would be); a volcano placement includes its best
fire token; a recruit is planned whole (which caveman, which resources, which square). The
optional rules' bonuses are counted when the territory can still have them at the end, not only
when it has them now (`rules.ai.outlook`). Ties are broken by the agent's own seeded generator,
never by the game's.

In the Resource Tokens variant the values come from a simple heuristic counted in resource
tokens (`rules.ai.harvesting`): a kingdom's prospects for gains, what an action would place or
remove, and `act` against the best domino on offer; what a placement adds to the prospects is
added up without copying the kingdom (`rules.ai.prospects`).

Easy is the greedy ranking played loosely: a softmax over the greedy values (a "temperature" of
a few points), among the actions no more than a few points worse than the best, so it plays
sensible moves but often not the best one. Hard is a Monte-Carlo search (`rules.ai.montecarlo`).
"""

from __future__ import annotations

import math
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
from rules.ai import harvesting
from rules.ai.outlook import bonus_outlook
from rules.components import (
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
        if state.config.box.resource_tokens:
            values = harvesting.values(state, actions)
        elif isinstance(first, GiveTotem):
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


VARIANT_SCALE = 0.5  # Easy's slack and temperature in the Resource Tokens variant, as a part


class EasyAgent:
    """A beginner: the greedy ranking played loosely (see the module doc).

    Among the actions at most `slack` points worse than the best by the greedy values, each is
    chosen with a weight exp((value - best) / temperature). Decisions that carry out a plan or a
    ruling (the payments and square of a recruit, a totem tie) are the greedy ones. In the
    Resource Tokens variant the values are tokens, of which a few make a kind: both are halved
    (at 2 and 6 Easy won 1-4% of its games against Normal players there; at 1 and 3, 10-12%, as
    in classic Kingdomino); and a witch that would remove no token is never chosen.
    """

    name = "easy"

    def __init__(self, seed: int = 0, *, temperature: float = 2.0, slack: float = 6.0) -> None:
        self.rng = random.Random(seed)
        self.greedy = GreedyAgent(seed)
        self.temperature = temperature
        self.slack = slack

    def choose(self, state: GameState) -> Action:
        if state.totem_queue or state.stage in (PAY, SETTLE):
            return self.greedy.choose(state)
        scale = VARIANT_SCALE if state.config.box.resource_tokens else 1.0
        ranked = self.greedy.rank(state)
        # A witch that removes nothing is only its gold worse than a pass, and it comes in many
        # choices of targets: together they would often win the draw. Loose is not wasteful
        # (a pass is always there instead).
        ranked = [(v, a) for v, a in ranked if not harvesting.spoils_nothing(state, a)] or ranked
        best = ranked[0][0]
        eligible = [(v, a) for v, a in ranked if v >= best - self.slack * scale]
        weights = [math.exp((v - best) / (self.temperature * scale)) for v, _ in eligible]
        x = self.rng.random() * sum(weights)
        for w, (_, a) in zip(weights, eligible, strict=True):
            x -= w
            if x < 0:
                return a
        return eligible[-1][1]


def _hard(seed: int) -> Agent:
    from rules.ai.montecarlo import HardAgent  # it builds on this module

    return HardAgent(seed)


# Every name `make_agent` knows: the AI levels, the engine's own names for them, and random.
AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "easy": EasyAgent,
    "normal": GreedyAgent,
    "hard": _hard,
}
LEVELS = ("easy", "normal", "hard")


def make_agent(
    name: str, seed: int = 0, *, budget: float | None = None, playouts: int | None = None
) -> Agent:
    """The agent called `name` (an AI level or `random`/`greedy`), seeded.

    `budget` (seconds per decision) and `playouts` (a fixed number per decision) are for `hard`
    only; by default it thinks for `rules.ai.montecarlo.DEFAULT_BUDGET` seconds.
    """
    if name == "hard" and (budget is not None or playouts is not None):
        from rules.ai.montecarlo import DEFAULT_BUDGET, HardAgent

        return HardAgent(seed, budget=DEFAULT_BUDGET if budget is None else budget, playouts=playouts)
    if budget is not None or playouts is not None:
        raise ValueError(f"only the hard agent takes a budget or a number of playouts, not {name!r}")
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown agent {name!r} (choose from {', '.join(AGENTS)})") from None


# --- evaluation -------------------------------------------------------------------------------


def _player(state: GameState) -> int:
    return state.current_player()


def _score(state: GameState, player: int, terr: Territory) -> float:
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
    dom = state.dominoes[state.line[state.position] - 1]
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
    if best > float("-inf"):
        return best
    # A domino that fits nowhere is discarded: the squares stay as they are, but a territory
    # with a discard can no longer earn Harmony (Homo Habilis).
    trial = terr.copy()
    trial.discarded += 1
    return _score(state, player, trial)


def _pick_values(state: GameState, actions: list[Action]) -> list[float]:
    player = _player(state)
    out = []
    for a in actions:
        assert isinstance(a, Pick)
        out.append(sum(_best_placement_value(state, player, state.dominoes[n - 1]) for n in a.numbers))
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
    "LEVELS",
    "Agent",
    "EasyAgent",
    "GreedyAgent",
    "RandomAgent",
    "make_agent",
    "totem_points_for",
]
