"""A kingdom's prospects in the Resource Tokens variant, and what a placement adds to them, fast.

`rules.ai.boxes.resources.harvesting` values a domino by what its best placement adds to the kingdom's
prospects (the tokens a gain on each crown square would place now) and, faintly, to its region
score. Copying the kingdom and counting both again for every placement of every domino on offer
was nearly all of a greedy decision's time, and so of Hard's playouts. A placement only changes
the yields of the crown squares around its two squares and the regions those squares join, so
`KingdomProspects` looks at the kingdom once per decision and adds up what each placement
changes.

The sums are kept in integer units of `UNIT` per token: the heuristic's constants are binary
fractions, so the values are the very ones counting the whole kingdom again would give, not
merely close (the tests compare them).
"""

from __future__ import annotations

from rules.ai.view import joined
from rules.boxes.resources import TERRAIN_TOKEN, ResourcesState
from rules.core.grid import DIRECTION_OFFSETS, bit_list
from rules.core.pieces import SWAMP, TERRAINS, Domino, SquareSpec

UNIT = 256  # a token, in the units of the sums; a point of region score is one unit
WITCH_UNITS = UNIT // 2  # an unused witch crown in the prospects: half a token

Region = tuple[int, int, int]  # (mask, squares, crowns)


class KingdomProspects:
    """One kingdom looked at once: its crown squares' gains and its regions (see the module doc)."""

    __slots__ = ("dark", "grid", "growing", "near", "open", "regions", "supply", "terr", "terrain")

    def __init__(self, state: ResourcesState, player: int) -> None:
        terr = self.terr = state.territories[player]
        g = self.grid = state.grid
        self.supply = state.supply
        self.terrain = terr.terrain
        tokened = 0
        for cell in terr.resource_tokens:
            tokened |= 1 << cell
        self.open = ~tokened  # squares without a token: a new square joins a gain's yield
        # Crown squares whose next gain would place more tokens with one more square of their
        # terrain around them: (ring, headroom), headroom being how many more the supply allows.
        self.growing: list[list[tuple[int, int]]] = [[] for _ in TERRAINS]
        self.near = [0] * len(TERRAINS)
        for cell in bit_list(terr.printed):
            spec = terr.specs[cell]
            kind = TERRAIN_TOKEN[spec.terrain]
            before = terr.resource_tokens.get(cell, 0)
            if kind < 0 or before >= spec.fires:
                continue
            ring = g.ring[cell]
            same = ring & terr.terrain[spec.terrain]
            room = sum(1 for p in bit_list(same) if terr.resource_tokens.get(p, 0) <= before)
            headroom = self.supply[kind] - 1 - room
            if headroom > 0:
                self.growing[spec.terrain].append((ring, headroom))
                self.near[spec.terrain] |= ring
        self.regions: list[list[Region]] = [[] for _ in TERRAINS]
        for t in terr.scoring:
            m = terr.terrain[t]
            while m:
                region = g.region(m & -m, m)
                self.regions[t].append((region, region.bit_count(), terr.fires_in(region)))
                m &= ~region
        # Terrains whose regions hold no crown: a crownless square there adds no region points.
        self.dark = [not any(c for _, _, c in found) for found in self.regions]

    def half(self, spec: SquareSpec, cell: int) -> int:
        """Units one square adds, alone of its terrain in its domino."""
        t = spec.terrain
        bit = 1 << cell
        units = 0
        if self.near[t] & bit:
            for ring, _ in self.growing[t]:
                if ring & bit:
                    units += UNIT  # every headroom kept is at least 1
        crowns = spec.fires
        if crowns:
            units += self._crowned(t, crowns, cell, 0)
            units += joined(self.regions[t], self.grid.neighbours[cell], 1, crowns)
        elif not self.dark[t]:
            units += joined(self.regions[t], self.grid.neighbours[cell], 1, 0)
        return units

    def pair(self, a: SquareSpec, b: SquareSpec, cell: int, second: int) -> int:
        """Units two squares of the same terrain (a domino's halves) add together."""
        t = a.terrain
        new = (1 << cell) | (1 << second)
        units = 0
        if self.near[t] & new:
            for ring, headroom in self.growing[t]:
                n = (ring & new).bit_count()
                if n:
                    units += UNIT * min(n, headroom)
        if a.fires:
            units += self._crowned(t, a.fires, cell, 1 << second)
        if b.fires:
            units += self._crowned(t, b.fires, second, 1 << cell)
        crowns = a.fires + b.fires
        if crowns or not self.dark[t]:
            g = self.grid
            units += joined(self.regions[t], g.neighbours[cell] | g.neighbours[second], 2, crowns)
        return units

    def _crowned(self, terrain: int, crowns: int, cell: int, partner: int) -> int:
        """Units a new crown square adds by itself: its first gain's tokens, or a witch's worth."""
        kind = TERRAIN_TOKEN[terrain]
        if kind < 0:
            return WITCH_UNITS * crowns if terrain == SWAMP else 0
        supply = self.supply[kind]
        if not supply:
            return 0
        room = (self.grid.ring[cell] & (self.terrain[terrain] | partner) & self.open).bit_count()
        return UNIT * min(1 + room, supply)

    def placement(self, dom: Domino, cell: int, direction: int) -> int:
        """Units placing `dom` with its first half on `cell` adds (prospects and region points)."""
        second = cell + DIRECTION_OFFSETS[self.grid.stride][direction]
        a, b = dom.first, dom.second
        if a.terrain == b.terrain:
            return self.pair(a, b, cell, second)
        return self.half(a, cell) + self.half(b, second)

    def best_placements(self, dom: Domino, masks: tuple[int, ...]) -> tuple[int, list[tuple[int, int]]]:
        """The most units a placement of `dom` adds and every (cell, direction) adding them, among
        the placements `masks` allows (by direction); none: (0, [])."""
        offsets = DIRECTION_OFFSETS[self.grid.stride]
        a, b = dom.first, dom.second
        same = a.terrain == b.terrain
        if not same:
            # Each half adds the same wherever its partner goes: counted once per square (and
            # not at all where it can add nothing), not once per placement.
            firsts = masks[0] | masks[1] | masks[2] | masks[3]
            seconds = 0
            for direction, m in enumerate(masks):
                step = offsets[direction]
                seconds |= m << step if step > 0 else m >> -step
            adds_a = {c: self.half(a, c) for c in bit_list(firsts & self._live(a))}
            adds_b = {c: self.half(b, c) for c in bit_list(seconds & self._live(b))}
        best = 0
        top: list[tuple[int, int]] = []
        for direction, m in enumerate(masks):
            step = offsets[direction]
            for cell in bit_list(m):
                if same:
                    v = self.pair(a, b, cell, cell + step)
                else:
                    v = adds_a.get(cell, 0) + adds_b.get(cell + step, 0)
                if not top or v > best:
                    best = v
                    top = [(cell, direction)]
                elif v == best:
                    top.append((cell, direction))
        return best, top

    def _live(self, spec: SquareSpec) -> int:
        """The squares where a square like `spec` may add something (-1: anywhere)."""
        if spec.fires or not self.dark[spec.terrain]:
            return -1
        return self.near[spec.terrain]


__all__ = ["UNIT", "WITCH_UNITS", "KingdomProspects", "joined"]
