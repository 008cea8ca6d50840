"""The fast greedy's view of an Origins territory: the plain view (rules.ai.view) and what a
placement or a fire token changes besides the regions: the best fire token of a volcano, the
wooden resources and totems (Totem mode), the cavemen around the squares that gain a resource or
a fire (Tribe mode; a caveman burnt by a token is counted on a copy); and a recruit planned the
greedy way (the cheapest resources by what they earn the cavemen around them, the square where
the newcomer adds most).
"""

from __future__ import annotations

from rules.ai.boxes.origins.values import totem_points_for
from rules.ai.view import Region, TerritoryView
from rules.boxes.origins import (
    BOARD,
    FIRE_LADY,
    GATHERER_RULES,
    PAINTER,
    PAINTER_POINTS,
    RECRUIT_BOARD_COST,
    RECRUIT_PILE_COST,
    RESOURCE_TERRAIN,
    SHAMAN,
    SHAMAN_POINTS,
    TERRAIN_RESOURCE,
    WARRIOR_POWER,
    OriginsState,
    OriginsTerritory,
    Recruit,
    caveman_points,
    fire_range,
    wooden_resource,
)
from rules.core.game import GameState
from rules.core.grid import DIRECTION_OFFSETS, bit_list
from rules.core.pieces import VOLCANO, Domino, SquareSpec
from rules.names import Mode

Plan = tuple[Recruit, list[int], int]  # a recruit, the squares to pay, the square to settle
# Points a hunter-gatherer scores per wooden resource of its kind, by resource.
GATHERER_POINTS = {resource: each for resource, each in GATHERER_RULES.values()}


class OriginsView(TerritoryView):
    """One player's Origins territory split into regions, and what an action adds (see the
    module doc)."""

    __slots__ = ("cave", "counts", "firelady", "gatherers", "holder", "others", "painter", "shaman", "totem")

    terr: OriginsTerritory

    def __init__(self, state: OriginsState, player: int, previous: TerritoryView | None = None) -> None:
        super().__init__(state, player, previous)
        terr = state.territories[player]
        mode = state.config.mode
        self.totem = mode is Mode.TOTEM
        if self.totem:
            self.counts = terr.resource_counts()
            self.others = _others(state, player)
            # At a fire decision the volcano domino's resource is counted but its totem not yet
            # moved (one evaluation per placement, after the token), so the token is valued, as
            # `GreedyAgent` values it, against the holders from before the placement.
            self.holder = tuple(state.totems[r] == player for r in range(4))
        else:
            self.counts = self.others = (0, 0, 0, 0)
            self.holder = (False, False, False, False)
        # Tribe mode: where the cavemen that score from their surroundings stand.
        self.gatherers = [0, 0, 0, 0]  # by resource
        self.painter = self.firelady = self.shaman = self.cave = 0
        if mode is Mode.TRIBE:
            for cell, kind in terr.cavemen.items():
                bit = 1 << cell
                self.cave |= bit
                if kind in GATHERER_RULES:
                    self.gatherers[GATHERER_RULES[kind][0]] |= bit
                elif kind == PAINTER:
                    self.painter |= bit
                elif kind == FIRE_LADY:
                    self.firelady |= bit
                elif kind == SHAMAN:
                    self.shaman |= bit
        self.extras = bool(self.cave)

    # --- the parts of a value ---------------------------------------------------------------

    def resource_points(self, changes: tuple[int, int, int, int]) -> int:
        """Totem mode: a point per wooden resource, and the totems, after `changes` of counts."""
        total = 0
        for r in range(4):
            change = changes[r]
            if change:
                mine = self.counts[r]
                others = self.others[r]
                holder = self.holder[r]
                total += (
                    change
                    + totem_points_for(r, mine + change, others, holder=holder)
                    - totem_points_for(r, mine, others, holder=holder)
                )
        return total

    def resource_worth(self, cell: int, resource: int) -> int:
        """Tribe mode: what a wooden resource on `cell` gives the cavemen around it."""
        ring = self.grid.ring[cell]
        worth = 0
        around = ring & self.gatherers[resource]
        if around:
            worth += GATHERER_POINTS[resource] * around.bit_count()
        if ring & self.painter:
            worth += PAINTER_POINTS * (ring & self.painter).bit_count()
        return worth

    def fire_ladies(self, cell: int, fires: int) -> int:
        """Tribe mode: what `fires` more fire icons on `cell` give the Fire Ladies around it."""
        return fires * (self.grid.ring[cell] & self.firelady).bit_count()

    def square_extras(self, cell: int, half: SquareSpec) -> int:
        """Tribe mode: what the cavemen around `cell` get from a square bringing a wooden
        resource or fire icons."""
        resource = wooden_resource(half)
        if resource >= 0:
            return self.resource_worth(cell, resource)
        if half.fires:
            return self.fire_ladies(cell, half.fires)
        return 0

    def simple(self, dom: Domino) -> bool:
        return VOLCANO not in (dom.first.terrain, dom.second.terrain) and not self.bonuses

    def constant(self, dom: Domino) -> int:
        """Totem mode: the resources a domino brings, and the totems they move, count the same
        wherever it goes."""
        if not self.totem:
            return 0
        changes = [0, 0, 0, 0]
        for half in dom.squares:
            resource = wooden_resource(half)
            if resource >= 0:
                changes[resource] += 1
        return self.resource_points((changes[0], changes[1], changes[2], changes[3]))

    # --- decisions ----------------------------------------------------------------------------

    def placement(self, dom: Domino, cell: int, direction: int) -> int:
        """What placing `dom` with its first half on `cell` is worth, its best fire token included."""
        second = cell + DIRECTION_OFFSETS[self.grid.stride][direction]
        a, b = dom.first, dom.second
        merged: list[Region] = []
        value = self._joins(dom, cell, second, merged)
        if self.bonuses:
            value += self._options((1 << cell) | (1 << second))
        if self.cave:
            value += self.square_extras(cell, a) + self.square_extras(second, b)
        changes = [0, 0, 0, 0]
        if self.totem:
            for half in (a, b):
                resource = wooden_resource(half)
                if resource >= 0:
                    changes[resource] += 1
        placed = (dom, cell, direction)
        if a.terrain == VOLCANO:
            return value + self._best_fire(cell, a.craters, second, b, merged, changes, placed)
        if b.terrain == VOLCANO:
            return value + self._best_fire(second, b.craters, cell, a, merged, changes, placed)
        if self.totem:
            value += self.resource_points((changes[0], changes[1], changes[2], changes[3]))
        return value

    def _best_fire(
        self,
        volcano: int,
        fires: int,
        other: int,
        half: SquareSpec,
        merged: list[Region],
        changes: list[int],
        placed: tuple[Domino, int, int],
    ) -> int:
        """The best token of the volcano just put on `volcano` (`other`: the domino's other half).

        Like `GreedyAgent`: a token with no square to land on leaves the score as it is.
        """
        terr = self.terr
        other_bit = 1 << other
        free = (terr.occupied | other_bit) & ~terr.printed & ~terr.token_mask & ~terr.terrain[VOLCANO]
        if half.fires:
            free &= ~other_bit
        targets = fire_range(self.grid, fires, volcano) & free
        if not self.totem and not self.cave:
            return fires * self.largest_at(targets & ~(1 << self.grid.hut), merged)
        base = self.resource_points((changes[0], changes[1], changes[2], changes[3])) if self.totem else 0
        best = base
        first = True
        other_resource = wooden_resource(half)
        resources = terr.resources | (other_bit if other_resource >= 0 else 0)
        hut = 1 << self.grid.hut
        while targets:
            low = targets & -targets
            targets ^= low
            gain = base + (fires * self.size_at(low, merged) if not low & hut else 0)
            if resources & low or self.cave:
                cell = low.bit_length() - 1
                r = -1
                if resources & low:
                    r = other_resource if cell == other else TERRAIN_RESOURCE[terr.specs[cell].terrain]
                if self.totem and r >= 0:
                    changes[r] -= 1
                    gain += self.resource_points((changes[0], changes[1], changes[2], changes[3])) - base
                    changes[r] += 1
                if self.cave:
                    gain += self._caveman_fire(cell, fires, r, placed)
            if first or gain > best:
                best = gain
                first = False
        return best

    def _caveman_fire(
        self, cell: int, fires: int, resource: int, placed: tuple[Domino, int, int] | None
    ) -> int:
        """Tribe mode: what a token on `cell` changes for the cavemen (`resource`: burnt there)."""
        if self.cave >> cell & 1:
            # A caveman burns: rare enough to count exactly on a copy.
            trial = self.terr.copy()
            if placed is not None:
                trial.place(*placed)
            before = caveman_points(trial)
            trial.land_fire(cell, fires)
            return caveman_points(trial) - before
        gain = self.fire_ladies(cell, fires)
        if resource >= 0:
            gain -= self.resource_worth(cell, resource)
        return gain

    def discard(self) -> int:
        """What discarding a domino that fits nowhere is worth (a bonus it can no longer have)."""
        return self._options(0, discards=1)

    def fire(self, cell: int, fires: int) -> int:
        """What landing a token of `fires` on `cell` of this territory is worth."""
        bit = 1 << cell
        terr = self.terr
        gain = fires * self.size_at(bit, [])
        r = TERRAIN_RESOURCE[terr.specs[cell].terrain] if terr.resources & bit else -1
        if self.totem and r >= 0:
            changes = [0, 0, 0, 0]
            changes[r] = -1
            gain += self.resource_points((changes[0], changes[1], changes[2], changes[3]))
        if self.cave:
            gain += self._caveman_fire(cell, fires, r, None)
        return gain

    # --- recruits (Tribe) ---------------------------------------------------------------------

    def settle_gain(self, cell: int, kind: int, resources: int) -> int:
        """What a caveman of `kind` settled on `cell` adds (`resources`: those left after paying)."""
        terr = self.terr
        ring = self.grid.ring[cell]
        gain = SHAMAN_POINTS * (ring & self.shaman).bit_count()  # the shamans around it
        if kind in GATHERER_RULES:
            resource, each = GATHERER_RULES[kind]
            gain += each * (ring & resources & terr.terrain[RESOURCE_TERRAIN[resource]]).bit_count()
        elif kind == PAINTER:
            gain += PAINTER_POINTS * (ring & resources).bit_count()
        elif kind == FIRE_LADY:
            gain += terr.fires_in(ring)
        elif kind == SHAMAN:
            gain += SHAMAN_POINTS * (ring & self.cave).bit_count()
        else:
            g = self.grid
            group = g.region(1 << cell, terr.warriors | (1 << cell))
            size = group.bit_count()
            power = WARRIOR_POWER[kind]
            old = 0
            rest = group & ~(1 << cell)
            while rest:
                part = g.region(rest & -rest, rest)
                p = sum(WARRIOR_POWER[terr.cavemen[c]] for c in bit_list(part))
                old += part.bit_count() * p
                power += p
                rest &= ~part
            gain += size * power - old
        return gain

    def recruit_plan(self, state: OriginsState, action: Recruit) -> tuple[int, list[int], int]:
        """`GreedyAgent`'s plan for a recruit: its gain, the squares to pay, the square to settle."""
        terr = self.terr
        kind = state.cave_board[action.which] if action.source == BOARD else action.which
        cost = RECRUIT_BOARD_COST if action.source == BOARD else RECRUIT_PILE_COST
        paid = state.paid if state.recruit is not None else 0
        cheapest: dict[int, tuple[int, int]] = {}
        m = terr.resources
        while m:
            low = m & -m
            m ^= low
            cell = low.bit_length() - 1
            r = TERRAIN_RESOURCE[terr.specs[cell].terrain]
            if paid >> r & 1:
                continue
            loss = self.resource_worth(cell, r) if self.cave else 0
            if r not in cheapest or loss < cheapest[r][0]:
                cheapest[r] = (loss, cell)
        chosen = sorted(cheapest.values())[: cost - paid.bit_count()]
        cells = [c for _, c in chosen]
        resources = terr.resources
        for c in cells:
            resources &= ~(1 << c)
        hut = 1 << self.grid.hut
        squares = terr.occupied & ~hut & ~(terr.printed | terr.token_mask | resources | self.cave)
        best = 0
        square = -1
        while squares:
            low = squares & -squares
            squares ^= low
            cell = low.bit_length() - 1
            gain = self.settle_gain(cell, kind, resources)
            if square < 0 or gain > best:
                best = gain
                square = cell
        if square < 0:
            return -(1 << 30), cells, square  # nowhere to settle: never worth it
        return best - sum(v for v, _ in chosen), cells, square


def signature(state: GameState, player: int) -> tuple[object, ...]:
    """What an `OriginsView` reads of the game besides the regions (`TerritoryView.signature`):
    the fire tokens and wooden resources; in Totem mode, the totems' holders and the other
    players' resources; in Tribe mode, the cavemen."""
    assert isinstance(state, OriginsState)
    terr = state.territories[player]
    key = (terr.occupied, terr.fire1, terr.fire2, terr.discarded, terr.token_mask, terr.resources)
    mode = state.config.mode
    if mode is Mode.TOTEM:
        return (*key, tuple(state.totems), _others(state, player))
    if mode is Mode.TRIBE:
        return (*key, tuple(terr.cavemen.items()))
    return key


def _others(state: OriginsState, player: int) -> tuple[int, ...]:
    """Totem mode: the most wooden resources of each kind another player holds."""
    counts = [t.resource_counts() for p, t in enumerate(state.territories) if p != player]
    if not counts:
        return (0, 0, 0, 0)
    return tuple(map(max, zip(*counts, strict=True)))


__all__ = ["GATHERER_POINTS", "OriginsView", "Plan", "signature"]
