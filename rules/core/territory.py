"""One player's territory: its printed squares as bitboards, and the regions they make.

Everything the engine asks of a territory on its hot path (legal placements, the region score)
is a handful of shifts and masks over Python ints. A territory is mutable; the game copies it
when a functional `apply` needs a new state. What a game puts on the squares besides their print
(fire tokens, wooden resources, cavemen, resource tokens, gold) lives in its own subclass, which
the game's box makes (`BoxRules.territory`); notation tokens come and go through `put_token` and
`token_at`, which such a subclass extends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Self

from rules.core.grid import DIRECTION_OFFSETS, Grid
from rules.core.pieces import TERRAINS, Domino, SquareSpec
from rules.core.token import Token

if TYPE_CHECKING:
    from rules.core.box import Box

_TERRAIN_COUNT: Final = len(TERRAINS)


class Territory:
    """A hut (or castle) and the squares placed around it, on the fixed grid of `grid`."""

    __slots__ = (
        "adjacent",
        "allowed",
        "bounds",
        "box",
        "discarded",
        "fire1",
        "fire2",
        "grid",
        "occupied",
        "printed",
        "scoring",
        "specs",
        "terrain",
    )

    grid: Grid
    box: Box
    scoring: tuple[int, ...]  # the terrains whose regions may score: the box's, but volcano
    occupied: int
    terrain: list[int]
    adjacent: list[int]
    fire1: int
    fire2: int
    printed: int
    specs: dict[int, SquareSpec]
    bounds: list[int]
    allowed: int
    discarded: int

    def __init__(self, grid: Grid, box: Box) -> None:
        self.grid = grid
        self.box = box
        self.scoring = box.scoring_terrains
        hut = grid.hut
        self.occupied = 1 << hut
        self.terrain = [0] * _TERRAIN_COUNT
        # The hut is wild: every terrain may connect next to it.
        self.adjacent = [grid.neighbours[hut]] * _TERRAIN_COUNT
        # What multiplies each square's region: printed fire icons or crowns, and whatever a game
        # adds on top (Origins' fire tokens), as two bit planes: bit 0 and bit 1 of the count.
        self.fire1 = 0
        self.fire2 = 0
        self.printed = 0  # squares with printed multipliers
        self.specs = {}  # cell -> printed square
        r, c = grid.row_of[hut], grid.col_of[hut]
        self.bounds = [r, r, c, c]  # min row, max row, min col, max col
        self.allowed = 0
        self.discarded = 0
        self.update_allowed()

    def copy(self) -> Self:
        new = object.__new__(type(self))
        new.grid = self.grid
        new.box = self.box
        new.scoring = self.scoring
        new.occupied = self.occupied
        new.terrain = self.terrain.copy()
        new.adjacent = self.adjacent.copy()
        new.fire1 = self.fire1
        new.fire2 = self.fire2
        new.printed = self.printed
        new.specs = self.specs.copy()
        new.bounds = self.bounds.copy()
        new.allowed = self.allowed
        new.discarded = self.discarded
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

    def place(self, dom: Domino, cell: int, direction: int) -> None:
        """Put `dom` with its first half on `cell`. The caller has checked legality."""
        second = cell + DIRECTION_OFFSETS[self.grid.stride][direction]
        grew = self.put(cell, dom.first)
        if self.put(second, dom.second) or grew:
            self.update_allowed()

    def put(self, p: int, half: SquareSpec) -> bool:
        """Put one printed square on cell `p`.

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

    # --- notation tokens (rules.core.notation) --------------------------------------------------

    def put_token(self, cell: int, tok: Token) -> None:
        """Put what a notation token describes on `cell` (the centre's cell for a centre token).

        The caller calls `update_allowed()` once all tokens are down. A game's subclass puts its
        own pieces too (the token is then of its own `Token` subclass).
        """
        if tok.spec is not None:
            Territory.put(self, cell, tok.spec)

    def token_at(self, cell: int) -> Token | None:
        """The notation token of one cell (None: empty)."""
        if cell == self.grid.hut:
            return Token(None, centre=self.box.centre_letter)
        spec = self.specs.get(cell)
        return None if spec is None else Token(spec)

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
