"""What the AI players know of Kingdomino Origins: the greedy's values of a volcano placement,
the fire token, the totem ruling and a recruit (values.py), and the fast greedy's view of a
territory with its fire, resources, totems and cavemen (view.py)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, cast

from rules.ai.boxes.origins import values as greedy_values
from rules.ai.boxes.origins.values import totem_points_for
from rules.ai.boxes.origins.view import OriginsView, Plan
from rules.ai.boxes.origins.view import signature as origins_signature
from rules.ai.heuristics import Heuristics
from rules.ai.view import TerritoryView
from rules.boxes.origins import (
    BOARD,
    FIRE,
    PAY,
    PILE,
    RECRUIT,
    RECRUIT_SKIP,
    SETTLE,
    GiveTotem,
    OriginsState,
    OriginsTerritory,
    Recruit,
    cave,
    fire_table,
    pay_table,
    settle_table,
)
from rules.core.actions import Action
from rules.core.game import GameState
from rules.core.pieces import Domino
from rules.core.territory import Territory

if TYPE_CHECKING:
    from rules.ai.playout import FastGreedy


def _origins(state: GameState) -> OriginsState:
    assert isinstance(state, OriginsState)
    return state


class OriginsHeuristics(Heuristics):
    """Kingdomino Origins' heuristics (see the module doc)."""

    # --- the greedy's values ------------------------------------------------------------------

    def values(self, state: GameState, actions: list[Action]) -> list[float]:
        s = _origins(state)
        if isinstance(actions[0], GiveTotem):
            return greedy_values.totem_values(s, actions)
        if s.stage == FIRE:
            return greedy_values.fire_values(s, actions)
        if s.stage in (RECRUIT, PAY, SETTLE):
            return greedy_values.recruit_values(s, actions)
        return super().values(s, actions)

    def score(self, state: GameState, player: int, terr: Territory) -> float:
        assert isinstance(terr, OriginsTerritory)
        return greedy_values.score(_origins(state), player, terr)

    def after_placement(self, state: GameState, player: int, dom: Domino, cell: int, direction: int) -> float:
        return greedy_values.after_placement(_origins(state), player, dom, cell, direction)

    # --- loose play and the search --------------------------------------------------------------

    def ruled(self, state: GameState) -> bool:
        """A totem tie (ruling 5 settles it for an AI), and the payments and square of a recruit
        (they follow the plan for the caveman chosen)."""
        s = _origins(state)
        return bool(s.totem_queue) or s.stage in (PAY, SETTLE)

    def always_considered(self, state: GameState) -> list[Action]:
        """Keeping the resources is always worth a look."""
        return [RECRUIT_SKIP] if state.stage == RECRUIT else []

    def redeal(self, det: GameState, rng: random.Random) -> None:
        """The face-down cave pile, shuffled again (its contents are public: every caveman not
        yet on the board)."""
        s = _origins(det)
        pile = sorted(s.cave_pile)
        rng.shuffle(pile)
        s.cave_pile = pile

    # --- the playouts' fast greedy ----------------------------------------------------------------

    def view(self, state: GameState, player: int, previous: TerritoryView | None = None) -> OriginsView:
        return OriginsView(_origins(state), player, previous)

    def view_signature(self, state: GameState, player: int) -> tuple[object, ...]:
        return origins_signature(state, player)

    def fast_choose(self, policy: FastGreedy, state: GameState) -> Action:
        s = _origins(state)
        if s.totem_queue:
            return policy.greedy.choose(s)
        if s.stage == RECRUIT:
            options = self._recruits(policy, s)
            action, plan = options[0] if len(options) == 1 else options[policy.index(len(options))]
            policy.plan = None if plan is None else (s.round * 100 + s.position, plan)
            return action
        if s.stage in (PAY, SETTLE):
            return self._follow(policy, s)
        return super().fast_choose(policy, s)

    def fast_best(self, policy: FastGreedy, state: GameState) -> list[Action]:
        s = _origins(state)
        if s.totem_queue:
            return policy.greedy_best(s)
        if s.stage == FIRE:
            return self._fires(policy, s)
        if s.stage == RECRUIT:
            return [a for a, _ in self._recruits(policy, s)]
        return super().fast_best(policy, s)

    def _fires(self, policy: FastGreedy, state: OriginsState) -> list[Action]:
        player = state.line_owners[state.position]
        assert state.fire_at is not None
        fires = state.fire_at[1]
        view = self.fast_view(policy, state, player)
        assert isinstance(view, OriginsView)
        targets = state.territories[player].fire_targets(*state.fire_at)
        best = 0
        top: list[int] = []
        while targets:
            low = targets & -targets
            targets ^= low
            cell = low.bit_length() - 1
            v = view.fire(cell, fires)
            if not top or v > best:
                best = v
                top = [cell]
            elif v == best:
                top.append(cell)
        table = fire_table(state.grid)
        return [table[cell] for cell in top]

    def _recruits(self, policy: FastGreedy, state: OriginsState) -> list[tuple[Action, Plan | None]]:
        """Skip, or the recruits with the best planned gain (the pile only for a better tile)."""
        view = self.fast_view(policy, state, state.line_owners[state.position])
        assert isinstance(view, OriginsView)
        best = 0.0
        top: list[tuple[Action, Plan | None]] = []
        for a in state.legal_actions():
            assert isinstance(a, Recruit)
            if a.source in (BOARD, PILE):
                gain, cells, square = view.recruit_plan(state, a)
                value = gain - (0.5 if a.source == PILE else 0.0)
                plan: Plan | None = (a, cells, square)
            else:
                value, plan = 0.0, None
            if not top or value > best:
                best = value
                top = [(a, plan)]
            elif value == best:
                top.append((a, plan))
        return top

    def _follow(self, policy: FastGreedy, state: OriginsState) -> Action:
        """Pay and settle as planned when the recruit was chosen (else ask `GreedyAgent`)."""
        held = policy.plan
        if not isinstance(held, tuple) or held[0] != state.round * 100 + state.position:
            return policy.greedy.choose(state)
        plan = cast(Plan, held[1])
        if plan[0] != state.recruit:
            return policy.greedy.choose(state)
        _, cells, square = plan
        if state.stage == PAY:
            payable = cave.payable(state)
            for cell in cells:
                if payable >> cell & 1:
                    return pay_table(state.grid)[cell]
        elif state.territories[state.line_owners[state.position]].caveman_squares() >> square & 1:
            return settle_table(state.grid)[square]
        return policy.greedy.choose(state)


__all__ = ["OriginsHeuristics", "OriginsView", "totem_points_for"]
