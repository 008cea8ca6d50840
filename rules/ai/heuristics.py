"""What the AI players know of a game: `Heuristics`, the plain game's, which each game's own
extends (rules.ai.boxes.<game>), chosen by the game's name (rules.ai.boxes).

The greedy values every decision by the player's own final score as if the game ended with it:
a placement by the territory it makes, a pick by the best placement the domino would have on the
territory as it is now (a domino that would fit nowhere, as the discard it would be). The
optional rules' bonuses are counted when the territory can still have them at the end, not only
when it has them now (rules.ai.outlook). The fast greedy of the playouts makes the same choices
from a `TerritoryView` (rules.ai.view). The Easy, Normal and Hard agents (rules.ai.agents) ask
these hooks, never which game they play:

- `values`, `score`: the greedy's values of the pending decision's actions;
- `fast_choose`, `fast_best`, `view`: the playouts' greedy, and the view it counts with;
- `ruled`: decisions a plan or a ruling settles (greedy's choice, never searched or played loosely);
- `wasteful`: actions the Easy agent never draws; `easy_scale`: its slack and temperature;
- `always_considered`: what the Hard agent's search always looks at;
- `redeal`: what a determinization deals again besides the deck; `tie_key`: ruling 8's tie-break.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from rules.ai.outlook import bonus_outlook
from rules.ai.view import TerritoryView, best_placements
from rules.core.actions import DISCARD, Action, Pick, Place, place_table
from rules.core.decisions import DRAFT, PICK, PLACE
from rules.core.game import GameState
from rules.core.pieces import Domino
from rules.core.scoring import quick_score
from rules.core.territory import Territory

if TYPE_CHECKING:
    from rules.ai.playout import FastGreedy


class Heuristics:
    """The plain game's heuristics (classic Kingdomino's): regions and bonuses."""

    easy_scale = 1.0  # the Easy agent's slack and temperature, as a part of its points'

    # --- the greedy's values ------------------------------------------------------------------

    def values(self, state: GameState, actions: list[Action]) -> list[float]:
        """The greedy values of `actions`, the legal actions of the pending decision."""
        if state.stage == PLACE:
            return self.placement_values(state, actions)
        if isinstance(actions[0], Pick):
            return self.pick_values(state, actions)
        return [0.0] * len(actions)

    def score(self, state: GameState, player: int, terr: Territory) -> float:
        """Own score if the game ended with `terr` as this player's territory (the bonuses it
        can still have counted as had)."""
        return quick_score(terr) + bonus_outlook(terr, state.config.options)

    def after_placement(self, state: GameState, player: int, dom: Domino, cell: int, direction: int) -> float:
        """The score after placing `dom` so (on a copy)."""
        trial = state.territories[player].copy()
        trial.place(dom, cell, direction)
        return self.score(state, player, trial)

    def placement_values(self, state: GameState, actions: list[Action]) -> list[float]:
        player = state.current_player()
        if actions == [DISCARD]:
            return [0.0]
        dom = state.dominoes[state.line[state.position] - 1]
        g = state.grid
        out = []
        for a in actions:
            assert isinstance(a, Place)
            out.append(self.after_placement(state, player, dom, g.cell(a.square), a.direction))
        return out

    def best_placement_value(self, state: GameState, player: int, dom: Domino) -> float:
        terr = state.territories[player]
        masks = terr.placement_masks(dom.first.terrain, dom.second.terrain)
        best = float("-inf")
        for direction, m in enumerate(masks):
            while m:
                low = m & -m
                best = max(best, self.after_placement(state, player, dom, low.bit_length() - 1, direction))
                m ^= low
        if best > float("-inf"):
            return best
        # A domino that fits nowhere is discarded: the squares stay as they are, but a territory
        # with a discard can no longer earn Harmony (Homo Habilis).
        trial = terr.copy()
        trial.discarded += 1
        return self.score(state, player, trial)

    def pick_values(self, state: GameState, actions: list[Action]) -> list[float]:
        player = state.current_player()
        out = []
        for a in actions:
            assert isinstance(a, Pick)
            dominoes = (state.dominoes[n - 1] for n in a.numbers)
            out.append(sum(self.best_placement_value(state, player, dom) for dom in dominoes))
        return out

    # --- loose play and the search --------------------------------------------------------------

    def ruled(self, state: GameState) -> bool:
        """Whether the pending decision carries out a plan or a ruling (the greedy's, always)."""
        return False

    def wasteful(self, state: GameState, action: Action) -> bool:
        """Whether `action` is one the Easy agent never draws, however loosely it plays."""
        return False

    def always_considered(self, state: GameState) -> list[Action]:
        """Actions the Hard agent's search looks at whatever the greedy ranks them."""
        return []

    def redeal(self, det: GameState, rng: random.Random) -> None:
        """Deal again what a player cannot see besides the deck (the deck is dealt already)."""

    def tie_key(self, state: GameState, player: int) -> tuple[int, ...]:
        """Ruling 8 among players level on points: largest region, then fire icons (crowns)."""
        terr = state.territories[player]
        return (terr.largest_region(), terr.fire_icons())

    # --- the playouts' fast greedy (rules.ai.playout) ------------------------------------------

    def view(self, state: GameState, player: int, previous: TerritoryView | None = None) -> TerritoryView:
        """The player's territory as the fast greedy counts it (`previous`: an older view of
        the same territory, whose unchanged regions it keeps)."""
        return TerritoryView(state, player, previous)

    def view_signature(self, state: GameState, player: int) -> tuple[object, ...]:
        """What the player's view reads of the game (see `TerritoryView.signature`)."""
        return TerritoryView.signature(state, player)

    def fast_view(self, policy: FastGreedy, state: GameState, player: int) -> TerritoryView:
        """The player's view, the policy's last one while nothing it reads has changed.

        A player's territory changes at its own moves only, so most decisions of a playout find
        the view (and the dominoes counted on it) ready; a changed one keeps the regions of the
        terrains that did not change. In a search, the playouts of the other candidates (and
        other deals) often reach the same territory: a view of it from another playout, with
        the dominoes counted there, serves for this one's copy of it.
        """
        views = policy.views
        if views is None:
            return self.view(state, player)
        terr = state.territories[player]
        key = self.view_signature(state, player)
        old = views.get(player)
        if old is not None and old.terr is terr:
            if old.key == key:
                return old
        else:
            old = None
        shared = policy.shared
        if shared is not None:
            # The print of every square is in its terrain's mask and the fire planes; the rest
            # of what a view reads is in `key`.
            content = (player, *terr.terrain, *key)
            model = shared.get(content)
            if model is not None:
                view = views[player] = model.rebind(terr)
                return view
        view = self.view(state, player, old)
        view.key = key
        views[player] = view
        if shared is not None:
            if len(shared) >= policy.shared_limit:
                shared.clear()
            shared[content] = view
        return view

    def fast_choose(self, policy: FastGreedy, state: GameState) -> Action:
        """The fast greedy's choice: among the best actions, drawn by its generator."""
        if state.stage == PLACE:
            top = self.fast_placements(policy, state, twins=False)
        else:
            top = self.fast_best(policy, state)
        return top[0] if len(top) == 1 else top[policy.index(len(top))]

    def fast_best(self, policy: FastGreedy, state: GameState) -> list[Action]:
        """Every action `GreedyAgent` values best (in the order of the legal actions)."""
        stage = state.stage
        if stage == PLACE:
            return self.fast_placements(policy, state)
        if stage in (PICK, DRAFT):
            return self.fast_picks(policy, state)
        return policy.greedy_best(state)

    def fast_placements(self, policy: FastGreedy, state: GameState, *, twins: bool = True) -> list[Action]:
        player = state.line_owners[state.position]
        dom = state.dominoes[state.line[state.position] - 1]
        _, top = best_placements(self.fast_view(policy, state, player), dom, twins=twins)
        if not top:
            return [DISCARD]
        table = place_table(state.grid)
        return [table[direction][cell] for cell, direction in top]

    def fast_picks(self, policy: FastGreedy, state: GameState) -> list[Action]:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions
        view = self.fast_view(policy, state, state.current_player())
        values: dict[int, int] = {}
        best = 0
        top: list[Action] = []
        for a in actions:
            assert isinstance(a, Pick)
            v = 0
            for n in a.numbers:
                if n not in values:
                    values[n] = best_placements(view, state.dominoes[n - 1], twins=False)[0]
                v += values[n]
            if not top or v > best:
                best = v
                top = [a]
            elif v == best:
                top.append(a)
        return top


__all__ = ["Heuristics"]
