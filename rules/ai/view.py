"""A territory as the fast greedy sees it: split into regions once, and what an action adds.

Instead of copying the territory and scoring it again for every candidate, `TerritoryView`
splits it into regions once per decision and adds up what a placement changes: the regions the
new squares join (squares × fire icons, or crowns), and the bonuses the territory can still have
(rules.ai.outlook), which a discard may cost. A game whose squares score more (Origins' fire
tokens, resources, totems and cavemen) extends the view in its heuristics
(rules.ai.boxes.<game>): the values are the ones `GreedyAgent` gives, as gains over the score as
it stands, so the same actions come out best.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Self

from rules.ai.outlook import outlook_of
from rules.core.grid import DIRECTION_OFFSETS, bit_list
from rules.core.pieces import TERRAINS, Domino, SquareSpec
from rules.core.territory import Territory

if TYPE_CHECKING:
    from rules.core.game import GameState

Region = tuple[int, int, int]  # (mask, squares, fire icons)


def joined(regions: list[Region], near: int, size: int, crowns: int) -> int:
    """Region points that `size` new squares with `crowns` (Origins: fire icons) add by joining
    the regions they touch (`near`: the squares next to them)."""
    old = 0
    for mask, squares, c in regions:
        if mask & near:
            size += squares
            crowns += c
            old += squares * c
    return size * crowns - old


class Grown:
    """The facts the bonuses read (`rules.core.scoring.Extent`) of a territory with squares
    added (or a domino discarded)."""

    __slots__ = ("bounds", "discarded", "grid", "occupied")

    def __init__(self, terr: Territory, new: int, discards: int = 0) -> None:
        g = self.grid = terr.grid
        self.occupied = terr.occupied | new
        self.discarded = terr.discarded + discards
        b = self.bounds = terr.bounds.copy()
        for cell in bit_list(new):
            r, c = g.row_of[cell], g.col_of[cell]
            b[0], b[1], b[2], b[3] = min(b[0], r), max(b[1], r), min(b[2], c), max(b[3], c)

    @property
    def square_count(self) -> int:
        return self.occupied.bit_count()


_SLOTS: dict[type, tuple[str, ...]] = {}  # by view class: what `TerritoryView.rebind` copies


class TerritoryView:
    """One player's territory split into regions, and what a placement adds.

    Values are in the player's own final-score terms, as `GreedyAgent` counts them, but as gains
    over the score as it stands: the same order, so the same best actions.
    """

    __slots__ = ("bonuses", "extras", "grid", "key", "known", "regions", "seen", "terr")

    regions: list[list[Region]]

    def __init__(self, state: GameState, player: int, previous: TerritoryView | None = None) -> None:
        terr = state.territories[player]
        g = terr.grid
        self.terr = terr
        self.grid = g
        self.seen = (terr.occupied, terr.fire1, terr.fire2)
        # A view of the same territory a few moves ago: a terrain none of whose squares was added
        # or gained fire since keeps its regions (the lists are never changed, only replaced).
        regions: list[list[Region]]
        if previous is not None and previous.terr is terr:
            occupied, fire1, fire2 = previous.seen
            changed = (occupied ^ terr.occupied) | (fire1 ^ terr.fire1) | (fire2 ^ terr.fire2)
            regions = previous.regions.copy()
        else:
            changed = -1
            regions = [[] for _ in TERRAINS]
        for t in terr.scoring:  # volcano regions score nothing
            m = terr.terrain[t]
            if not m & changed:
                continue
            found: list[Region] = []
            while m:
                region = g.region(m & -m, m)
                found.append((region, region.bit_count(), terr.fires_in(region)))
                m &= ~region
            regions[t] = found
        self.regions = regions
        # The box's bonuses this game plays with, and whether the territory can still have each.
        options = state.config.options
        self.bonuses = [
            (b.points, outlook_of(b), outlook_of(b)(terr)) for b in terr.box.bonuses if b.option in options
        ]
        # Whether a square placed adds something beyond its region (`square_extras`).
        self.extras = False
        # What `best_placements` found for a domino (by number, and `twins`) on this view.
        self.known: dict[tuple[int, bool], tuple[int, list[tuple[int, int]]]] = {}
        self.key: tuple[object, ...] = ()

    def rebind(self, terr: Territory) -> Self:
        """This view of a territory with the same squares, fire and pieces (another playout's
        copy): the same regions and the same dominoes counted."""
        cls = type(self)
        names = _SLOTS.get(cls)
        if names is None:  # every attribute of such a view: its class's slots and its bases'
            names = _SLOTS[cls] = tuple(n for k in cls.__mro__ for n in getattr(k, "__slots__", ()))
        twin = object.__new__(cls)
        for name in names:
            setattr(twin, name, getattr(self, name))
        twin.terr = terr
        return twin

    @staticmethod
    def signature(state: GameState, player: int) -> tuple[object, ...]:
        """What the view reads of the game besides the territory's fixed print: a view of the
        same territory with the same signature would be the same view."""
        terr = state.territories[player]
        return (terr.occupied, terr.fire1, terr.fire2, terr.discarded)

    # --- the parts of a value ---------------------------------------------------------------

    def _join(self, terrain: int, new: int, fires: int, merged: list[Region]) -> int:
        """Points gained by adding the connected squares `new` of one terrain, with `fires`."""
        near = self.grid.spread(new)
        size = new.bit_count()
        mask = new
        old = 0
        for region, squares, f in self.regions[terrain]:
            if region & near:
                size += squares
                fires += f
                old += squares * f
                mask |= region
        merged.append((mask, size, fires))
        return size * fires - old

    def _options(self, new: int, discards: int = 0) -> int:
        """What the box's bonuses (Empire of Fire, Homo Habilis, Harmony, Middle Kingdom) gain or
        lose by adding the squares of `new` (or by `discards`): each asked of the territory so."""
        if not self.bonuses:
            return 0
        after = Grown(self.terr, new, discards)
        delta = 0
        for points, test, before in self.bonuses:
            now = test(after)
            if now != before:
                delta += points if now else -points
        return delta

    def size_at(self, bit: int, merged: list[Region]) -> int:
        """Squares in the region holding `bit` (regions `merged` by a placement first)."""
        for mask, size, _ in merged:
            if mask & bit:
                return size
        for found in self.regions:
            for mask, size, _ in found:
                if mask & bit:
                    return size
        return 0  # the hut

    def largest_at(self, bits: int, merged: list[Region]) -> int:
        """Squares in the largest region holding one of `bits` (regions `merged` by a placement
        first), 0 if none: where a fire token adds most when it only multiplies its region."""
        largest = 0
        for mask, size, _ in merged:
            if bits & mask:
                largest = max(largest, size)
                bits &= ~mask
        if bits:
            for found in self.regions:
                for mask, size, _ in found:
                    if bits & mask and size > largest:
                        largest = size
        return largest

    def _joins(self, dom: Domino, cell: int, second: int, merged: list[Region]) -> int:
        """The region points of `dom`'s halves on `cell` and `second` (a terrain that scores no
        region adds none)."""
        a, b = dom.first, dom.second
        if a.terrain == b.terrain:
            return self._join(a.terrain, (1 << cell) | (1 << second), a.fires + b.fires, merged)
        value = 0
        scoring = self.terr.scoring
        if a.terrain in scoring:
            value += self._join(a.terrain, 1 << cell, a.fires, merged)
        if b.terrain in scoring:
            value += self._join(b.terrain, 1 << second, b.fires, merged)
        return value

    # --- decisions ----------------------------------------------------------------------------

    def placement(self, dom: Domino, cell: int, direction: int) -> int:
        """What placing `dom` with its first half on `cell` is worth."""
        second = cell + DIRECTION_OFFSETS[self.grid.stride][direction]
        value = self._joins(dom, cell, second, [])
        if self.bonuses:
            value += self._options((1 << cell) | (1 << second))
        return value

    def simple(self, dom: Domino) -> bool:
        """Whether a placement of `dom` is worth only the regions its squares join (and
        `square_extras`, `constant`): then `best_placements` adds that up inline."""
        return not self.bonuses

    def constant(self, dom: Domino) -> int:
        """What a simple placement of `dom` is worth wherever it goes (none in the base)."""
        return 0

    def square_extras(self, cell: int, half: SquareSpec) -> int:
        """What a square `half` placed on `cell` adds beyond its region (with `extras` only)."""
        return 0

    def discard(self) -> int:
        """What discarding a domino that fits nowhere is worth (a bonus it can no longer have)."""
        return self._options(0, discards=1)


def best_placements(
    view: TerritoryView, dom: Domino, *, twins: bool = True
) -> tuple[int, list[tuple[int, int]]]:
    """The best gain of placing `dom` and every (cell, direction) with it (if it fits nowhere:
    the gain of its discard, and none). The list is the view's own: read it, never change it.

    A domino with two identical halves covers the same squares the same way going right from
    one square or left from the next (and down or up): `twins=False` skips left and up for it.
    A domino is counted once per view: a pick values the domino on the territory where it will
    be placed next round, so the placement finds it counted when nothing changed in between.
    """
    known = view.known.get((dom.number, twins))
    if known is None:
        known = view.known[(dom.number, twins)] = _best_placements(view, dom, twins)
    return known


def _best_placements(view: TerritoryView, dom: Domino, twins: bool) -> tuple[int, list[tuple[int, int]]]:
    masks: tuple[int, ...] = view.terr.placement_masks(dom.first.terrain, dom.second.terrain)
    if not twins and dom.first == dom.second:
        masks = masks[:2]
    a, b = dom.first, dom.second
    if not any(masks):
        return view.discard(), []
    # The common case, inlined: no bonus (and nothing else the view must count: `simple`). Then
    # a placement's value is what its squares add to the regions they join (plus the same
    # `constant` wherever it goes, and what its squares add beyond their regions: `extras`).
    simple = view.simple(dom)
    extras = simple and view.extras
    constant = view.constant(dom) if simple else 0
    same = a.terrain == b.terrain
    fa, fb = a.fires, b.fires
    scoring = view.terr.scoring
    regions_a = view.regions[a.terrain] if a.terrain in scoring else []
    regions_b = view.regions[b.terrain] if b.terrain in scoring else []
    # A half on a terrain without fire, bringing none, adds nothing.
    dark_a = fa == 0 and not any(f for _, _, f in regions_a)
    dark_b = fb == 0 and not any(f for _, _, f in regions_b)
    neighbours = view.grid.neighbours
    offsets = DIRECTION_OFFSETS[view.grid.stride]
    # Halves of different terrains: what a half adds depends on its square alone, and a square
    # takes a half in up to four placements, so each square is counted once.
    gains_a: dict[int, int] = {}
    gains_b: dict[int, int] = {}
    best = 0
    top: list[tuple[int, int]] = []
    for direction, m in enumerate(masks):
        step = offsets[direction]
        while m:
            low = m & -m
            m ^= low
            cell = low.bit_length() - 1
            if not simple:
                v = view.placement(dom, cell, direction)
            elif same:
                if dark_a and dark_b:
                    v = constant
                else:
                    near = neighbours[cell] | neighbours[cell + step]
                    v = joined(regions_a, near, 2, fa + fb) + constant
            else:
                v = constant
                if not dark_a:
                    gain = gains_a.get(cell)
                    if gain is None:
                        gain = gains_a[cell] = joined(regions_a, neighbours[cell], 1, fa)
                    v += gain
                if not dark_b:
                    second = cell + step
                    gain = gains_b.get(second)
                    if gain is None:
                        gain = gains_b[second] = joined(regions_b, neighbours[second], 1, fb)
                    v += gain
            if extras:  # what the squares add beyond their regions (Tribe: the cavemen around)
                v += view.square_extras(cell, a) + view.square_extras(cell + step, b)
            if not top or v > best:
                best = v
                top = [(cell, direction)]
            elif v == best:
                top.append((cell, direction))
    return best, top


__all__ = ["Grown", "Region", "TerritoryView", "best_placements", "joined"]
