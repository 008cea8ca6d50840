"""One player's territory: squares, fire, resources and cavemen as bitboards.

Everything the engine asks of a territory on its hot path (legal placements, fire landing
squares, the region score) is a handful of shifts and masks over Python ints. A territory is
mutable; the game copies it when a functional `apply` needs a new state.
"""

from __future__ import annotations

from typing import Final

from rules.box import ORIGINS, Box
from rules.components import (
    RESOURCE_TERRAIN,
    TERRAIN_RESOURCE,
    TERRAIN_TOKEN,
    TERRAINS,
    TOKEN_KINDS,
    VOLCANO,
    WARRIOR_POWER,
    Domino,
    SquareSpec,
)
from rules.grid import Grid

RIGHT: Final = 0
DOWN: Final = 1
LEFT: Final = 2
UP: Final = 3
DIRECTIONS: Final = (RIGHT, DOWN, LEFT, UP)
DIRECTION_NAMES: Final = ("right", "down", "left", "up")
# Row and column step from the first half of a domino to its second half.
DIRECTION_STEPS: Final = ((0, 1), (1, 0), (0, -1), (-1, 0))


class _Offsets(dict[int, tuple[int, int, int, int]]):
    """The steps as cell-index offsets, per grid stride (made on first use)."""

    def __missing__(self, stride: int) -> tuple[int, int, int, int]:
        self[stride] = offsets = (1, stride, -1, -stride)
        return offsets


DIRECTION_OFFSETS: Final = _Offsets()

_TERRAIN_COUNT: Final = len(TERRAINS)


class Territory:
    """A hut (or castle) and the squares placed around it, on the fixed grid of `grid`."""

    __slots__ = (
        "adjacent",
        "allowed",
        "bounds",
        "box",
        "cavemen",
        "discarded",
        "fire1",
        "fire2",
        "gold",
        "grid",
        "occupied",
        "printed",
        "resource_tokens",
        "resources",
        "scoring",
        "specs",
        "terrain",
        "token_mask",
        "tokens",
        "warriors",
        "witches",
    )

    grid: Grid
    box: Box
    scoring: tuple[int, ...]  # the terrains whose regions score: the box's, but volcano
    occupied: int
    terrain: list[int]
    adjacent: list[int]
    fire1: int
    fire2: int
    printed: int
    token_mask: int
    tokens: dict[int, int]
    resources: int
    cavemen: dict[int, int]
    warriors: int
    specs: dict[int, SquareSpec]
    bounds: list[int]
    allowed: int
    discarded: int
    resource_tokens: dict[int, int]
    gold: int
    witches: dict[int, int]

    def __init__(self, grid: Grid, box: Box = ORIGINS) -> None:
        self.grid = grid
        self.box = box
        self.scoring = tuple(t for t in box.terrains if t != VOLCANO)
        hut = grid.hut
        self.occupied = 1 << hut
        self.terrain = [0] * _TERRAIN_COUNT
        # The hut is wild: every terrain may connect next to it.
        self.adjacent = [grid.neighbours[hut]] * _TERRAIN_COUNT
        self.fire1 = 0  # bit 0 of each square's fire icons (printed + token)
        self.fire2 = 0  # bit 1 of the same
        self.printed = 0  # squares with printed fire icons
        self.token_mask = 0
        self.tokens = {}  # cell -> fires on the token there
        self.resources = 0  # squares holding a wooden resource (its kind follows the terrain)
        self.cavemen = {}  # cell -> caveman kind
        self.warriors = 0  # squares holding a warrior, for group scoring
        self.specs = {}  # cell -> printed square
        r, c = grid.row_of[hut], grid.col_of[hut]
        self.bounds = [r, r, c, c]  # min row, max row, min col, max col
        self.allowed = 0
        self.discarded = 0
        # The Resource Tokens variant: tokens on each square (1 or 2; the kind follows the
        # terrain), gold on the castle, and the gold on each witch used (by its square).
        self.resource_tokens = {}
        self.gold = 0
        self.witches = {}
        self.update_allowed()

    def copy(self) -> Territory:
        new = Territory.__new__(Territory)
        new.grid = self.grid
        new.box = self.box
        new.scoring = self.scoring
        new.occupied = self.occupied
        new.terrain = self.terrain.copy()
        new.adjacent = self.adjacent.copy()
        new.fire1 = self.fire1
        new.fire2 = self.fire2
        new.printed = self.printed
        new.token_mask = self.token_mask
        new.tokens = self.tokens.copy()
        new.resources = self.resources
        new.cavemen = self.cavemen.copy()
        new.warriors = self.warriors
        new.specs = self.specs.copy()
        new.bounds = self.bounds.copy()
        new.allowed = self.allowed
        new.discarded = self.discarded
        new.resource_tokens = self.resource_tokens.copy()
        new.gold = self.gold
        new.witches = self.witches.copy()
        return new

    # --- placing dominoes ---------------------------------------------------------------------

    def update_allowed(self) -> None:
        # A square may be added iff the bounding box with it still fits in N×N; for two
        # adjacent squares that is the case iff it is for each one alone.
        g = self.grid
        n = g.size
        last = g.width - 1
        rmin, rmax, cmin, cmax = self.bounds
        rows = g.row_band[max(0, rmax - n + 1)][min(last, rmin + n - 1)]
        cols = g.col_band[max(0, cmax - n + 1)][min(last, cmin + n - 1)]
        self.allowed = rows & cols

    def placement_masks(self, first: int, second: int) -> tuple[int, int, int, int]:
        """For terrains (first, second): per direction, the cells where the first half may go."""
        free = self.allowed & ~self.occupied
        a = self.adjacent[first]
        b = self.adjacent[second]
        s = self.grid.stride
        return (
            free & (free >> 1) & (a | (b >> 1)),
            free & (free >> s) & (a | (b >> s)),
            free & (free << 1) & (a | (b << 1)),
            free & (free << s) & (a | (b << s)),
        )

    def can_place(self, first: int, second: int) -> bool:
        return any(self.placement_masks(first, second))

    def is_legal_placement(self, dom: Domino, cell: int, direction: int) -> bool:
        masks = self.placement_masks(dom.first.terrain, dom.second.terrain)
        return bool(masks[direction] >> cell & 1)

    def second_cell(self, cell: int, direction: int) -> int:
        return cell + DIRECTION_OFFSETS[self.grid.stride][direction]

    def place(self, dom: Domino, cell: int, direction: int, *, resources: bool) -> int:
        """Put `dom` with its first half on `cell`; returns the volcano's cell, or -1.

        The caller has checked legality. `resources`: the mode puts wooden resources out.
        """
        second = cell + DIRECTION_OFFSETS[self.grid.stride][direction]
        grew = self.put(cell, dom.first, resources=resources)
        if self.put(second, dom.second, resources=resources) or grew:
            self.update_allowed()
        if dom.first.terrain == VOLCANO:
            return cell
        return second if dom.second.terrain == VOLCANO else -1

    def put(self, p: int, half: SquareSpec, *, resources: bool) -> bool:
        """Put one printed square on cell `p` (with its wooden resource if `resources`).

        Returns whether the bounding box grew (then `update_allowed` must follow).
        """
        g = self.grid
        bit = 1 << p
        t = half.terrain
        self.occupied |= bit
        self.terrain[t] |= bit
        self.adjacent[t] |= g.neighbours[p]
        self.specs[p] = half
        fires = half.fires
        if fires:
            self.printed |= bit
            if fires & 1:
                self.fire1 |= bit
            if fires & 2:
                self.fire2 |= bit
        elif resources and TERRAIN_RESOURCE[t] >= 0:
            self.resources |= bit
        r = g.row_of[p]
        c = g.col_of[p]
        b = self.bounds
        grew = False
        if r < b[0]:
            b[0] = r
            grew = True
        elif r > b[1]:
            b[1] = r
            grew = True
        if c < b[2]:
            b[2] = c
            grew = True
        elif c > b[3]:
            b[3] = c
            grew = True
        return grew

    # --- fire ---------------------------------------------------------------------------------

    def fire_targets(self, volcano: int, craters: int) -> int:
        """Where a token thrown by the volcano at `volcano` may land (ruling 3)."""
        free = self.occupied & ~self.printed & ~self.token_mask & ~self.terrain[VOLCANO]
        return self.grid.fire_range(craters, volcano) & free

    def land_fire(self, cell: int, fires: int) -> tuple[int, int]:
        """Put a token of `fires` on `cell`; returns what it destroyed: (resource, caveman).

        Each is -1 when nothing of that sort was there (ruling 4).
        """
        bit = 1 << cell
        self.tokens[cell] = fires
        self.token_mask |= bit
        if fires & 1:
            self.fire1 |= bit
        if fires & 2:
            self.fire2 |= bit
        lost_resource = -1
        if self.resources & bit:
            self.resources &= ~bit
            lost_resource = self.resource_at(cell)
        lost_caveman = self.cavemen.pop(cell, -1)
        self.warriors &= ~bit
        return lost_resource, lost_caveman

    # --- resources and cavemen ----------------------------------------------------------------

    def resource_at(self, cell: int) -> int:
        spec = self.specs.get(cell)
        return TERRAIN_RESOURCE[spec.terrain] if spec is not None else -1

    def resource_count(self, resource: int) -> int:
        return (self.resources & self.terrain[RESOURCE_TERRAIN[resource]]).bit_count()

    def resource_counts(self) -> tuple[int, int, int, int]:
        res = self.resources
        t = self.terrain
        return (
            (res & t[1]).bit_count(),
            (res & t[2]).bit_count(),
            (res & t[3]).bit_count(),
            (res & t[4]).bit_count(),
        )

    def resource_kinds(self) -> int:
        """How many different kinds of wooden resource the territory holds."""
        res = self.resources
        t = self.terrain
        return (res & t[1] != 0) + (res & t[2] != 0) + (res & t[3] != 0) + (res & t[4] != 0)

    def caveman_squares(self) -> int:
        """Squares a recruited caveman may go on (ruling 6)."""
        hut = 1 << self.grid.hut
        taken = self.printed | self.token_mask | self.resources | self.caveman_mask()
        return self.occupied & ~hut & ~taken

    def caveman_mask(self) -> int:
        cave = 0
        for p in self.cavemen:
            cave |= 1 << p
        return cave

    def settle(self, cell: int, kind: int) -> None:
        self.cavemen[cell] = kind
        if kind in WARRIOR_POWER:
            self.warriors |= 1 << cell

    # --- resource tokens (the Resource Tokens variant) -----------------------------------------

    def token_kind(self, cell: int) -> int:
        """The kind of resource token the square yields (-1: none, or no square)."""
        spec = self.specs.get(cell)
        return TERRAIN_TOKEN[spec.terrain] if spec is not None else -1

    def token_counts(self) -> tuple[int, ...]:
        """Resource tokens in the kingdom, by kind (wood, wheat, meat, fish)."""
        counts = [0] * len(TOKEN_KINDS)
        for cell, n in self.resource_tokens.items():
            counts[self.token_kind(cell)] += n
        return tuple(counts)

    def crowns_at(self, cell: int) -> int:
        spec = self.specs.get(cell)
        return spec.fires if spec is not None else 0

    # --- measures used by scoring and tie-breaks ----------------------------------------------

    def fires_in(self, mask: int) -> int:
        return (mask & self.fire1).bit_count() + 2 * (mask & self.fire2).bit_count()

    def fire_icons(self) -> int:
        return self.fire1.bit_count() + 2 * self.fire2.bit_count()

    def region_points(self) -> int:
        """Σ size × fires over every region: the Discovery score, fast."""
        f1 = self.fire1
        f2 = self.fire2
        lit = f1 | f2
        s = self.grid.stride
        total = 0
        for t in self.scoring:
            m = self.terrain[t]
            seeds = m & lit
            while seeds:
                region = seeds & -seeds
                while True:
                    grown = (region | (region << 1) | (region >> 1) | (region << s) | (region >> s)) & m
                    if grown == region:
                        break
                    region = grown
                total += region.bit_count() * ((region & f1).bit_count() + 2 * (region & f2).bit_count())
                seeds &= ~region
        return total

    def regions(self) -> list[tuple[int, int]]:
        """Every region as (terrain, mask), in a stable order (terrain, then lowest square)."""
        out = []
        for t in self.box.terrains:
            m = self.terrain[t]
            while m:
                region = self.grid.region(m & -m, m)
                out.append((t, region))
                m &= ~region
        return out

    def largest_region(self) -> int:
        return max((mask.bit_count() for _, mask in self.regions()), default=0)

    @property
    def square_count(self) -> int:
        """Squares in the territory, hut included."""
        return self.occupied.bit_count()
