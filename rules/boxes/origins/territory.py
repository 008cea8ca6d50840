"""An Origins territory: the core's squares, and what stands on them: fire tokens, wooden
resources and cavemen, as bitboards like the squares (rules.core.territory).

Its notation token writes them as marks: "r" a wooden resource, "!N" a fire token of N fires
(the hut may carry one too), "@KIND" a caveman.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Self

from rules.boxes.origins.pieces import (
    CAVEMAN_NAMES,
    FIRE_RANGE,
    RESOURCE_TERRAIN,
    TERRAIN_RESOURCE,
    WARRIOR_POWER,
)
from rules.core.grid import Grid
from rules.core.pieces import VOLCANO, Domino
from rules.core.territory import Territory
from rules.core.token import Token

if TYPE_CHECKING:
    from rules.core.box import Box


@dataclass(frozen=True)
class OriginsToken(Token):
    """A square of an Origins territory in the notation, with its wooden resource, fire token
    and caveman."""

    resource: bool = False
    fire_token: int = 0
    caveman: int = -1

    def marks(self) -> str:
        text = "r" if self.resource else ""
        if self.fire_token:
            text += f"!{self.fire_token}"
        if self.caveman >= 0:
            text += "@" + CAVEMAN_NAMES[self.caveman]
        return text

    def holds_pieces(self) -> bool:
        return self.resource or bool(self.fire_token) or self.caveman >= 0


@cache
def fire_range(g: Grid, craters: int, cell: int) -> int:
    """Squares a volcano with `craters` craters at `cell` can throw its token onto."""
    near, far = FIRE_RANGE[craters]
    r0, c0 = divmod(cell, g.stride)
    out = 0
    for p in g.cells:
        dist = max(abs(g.row_of[p] - r0), abs(g.col_of[p] - c0))
        if near <= dist <= far:
            out |= 1 << p
    return out


class OriginsTerritory(Territory):
    """A hut and the squares placed around it, with the fire, resources and cavemen on them."""

    __slots__ = ("cavemen", "puts_resources", "resources", "token_mask", "tokens", "warriors")

    token_mask: int
    tokens: dict[int, int]
    resources: int
    cavemen: dict[int, int]
    warriors: int
    puts_resources: bool

    def __init__(self, grid: Grid, box: Box, *, puts_resources: bool = False) -> None:
        super().__init__(grid, box)
        self.token_mask = 0
        self.tokens = {}  # cell -> fires on the token there
        self.resources = 0  # squares holding a wooden resource (its kind follows the terrain)
        self.cavemen = {}  # cell -> caveman kind
        self.warriors = 0  # squares holding a warrior, for group scoring
        # The mode puts a wooden resource on each square that takes one as its domino is placed
        # (Totem and Tribe); a territory read from text has what its tokens say.
        self.puts_resources = puts_resources

    def copy(self) -> Self:
        new = super().copy()
        new.token_mask = self.token_mask
        new.tokens = self.tokens.copy()
        new.resources = self.resources
        new.cavemen = self.cavemen.copy()
        new.warriors = self.warriors
        new.puts_resources = self.puts_resources
        return new

    def place(self, dom: Domino, cell: int, direction: int) -> None:
        """Put `dom` with its first half on `cell`, with its wooden resources if the mode puts
        them out."""
        super().place(dom, cell, direction)
        if self.puts_resources:
            for p, half in ((cell, dom.first), (self.second_cell(cell, direction), dom.second)):
                if not half.fires and TERRAIN_RESOURCE[half.terrain] >= 0:
                    self.resources |= 1 << p

    def volcano(self, dom: Domino, cell: int, direction: int) -> int:
        """The cell of the volcano of `dom` placed so, or -1 if it has none."""
        if dom.first.terrain == VOLCANO:
            return cell
        return self.second_cell(cell, direction) if dom.second.terrain == VOLCANO else -1

    # --- fire ---------------------------------------------------------------------------------

    def fire_targets(self, volcano: int, craters: int) -> int:
        """Where a token thrown by the volcano at `volcano` may land (ruling 3)."""
        free = self.occupied & ~self.printed & ~self.token_mask & ~self.terrain[VOLCANO]
        return fire_range(self.grid, craters, volcano) & free

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

    # --- notation -------------------------------------------------------------------------------

    def put_token(self, cell: int, tok: Token) -> None:
        Territory.put_token(self, cell, tok)
        if not isinstance(tok, OriginsToken):
            return
        if tok.resource:
            self.resources |= 1 << cell
        if tok.fire_token:
            self.land_fire(cell, tok.fire_token)
        if tok.caveman >= 0:
            self.settle(cell, tok.caveman)

    def token_at(self, cell: int) -> Token | None:
        if cell == self.grid.hut:
            return OriginsToken(None, centre=self.box.centre_letter, fire_token=self.tokens.get(cell, 0))
        spec = self.specs.get(cell)
        if spec is None:
            return None
        return OriginsToken(
            spec,
            resource=bool(self.resources >> cell & 1),
            fire_token=self.tokens.get(cell, 0),
            caveman=self.cavemen.get(cell, -1),
        )


__all__ = ["OriginsTerritory", "OriginsToken", "fire_range"]
