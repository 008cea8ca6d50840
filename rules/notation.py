"""The territory text notation of RULES.md §4: read and write territories as text.

    H  Gr  G1
    .  L!2 D@hunter

Rows top to bottom, tokens separated by spaces; a square of the text is (row, column) counted
from 0 from the top-left token (`rules.errors.at`). A token is "." (empty), "H" (the hut; "C" is
accepted too), "H!N" (the hut carrying a fire token of N fires) or
TERRAIN [DIGITS] ["r"] ["!" N] ["@" KIND]: printed fire icons (craters on a volcano), a wooden
resource, a fire token of N fires, a caveman.

A classic Kingdomino kingdom (`box=CLASSIC`) has its own terrain letters, digits are crowns, the
castle is written "C" ("H" is accepted too), and there is no fire, resource or caveman:

    W  W1 C
    .  F  S2

A kingdom of the Resource Tokens variant (`box=RESOURCES`) adds, for that game only, resource
tokens and gold: "r" is one resource token on the square, "rN" N of them (1 or 2; the kind
follows the terrain: wood on forest, wheat on wheat, meat on grassland, fish on lake), and "$N"
is N gold: on the castle its gold, on a swamp with crowns a used witch (as much gold as it has
crowns):

    W1r  Wr   C$4
    .    Fr2  S1$1

TERRAIN [DIGITS] ["r" [N]] ["$" N] for a square, "C" ["$" N] for the castle.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.box import CLASSIC, ORIGINS, Box
from rules.components import (
    CAVEMAN_NAMES,
    MOST_TOKENS_PER_SQUARE,
    SWAMP,
    TERRAIN_LETTERS,
    TERRAIN_NAMES,
    TERRAIN_TOKEN,
    VOLCANO,
    SquareSpec,
)
from rules.errors import NotationError, Term
from rules.grid import Grid, grid
from rules.territory import Territory

_TOKEN = re.compile(r"^([A-Za-z])(\d*)(r\d?)?(?:!(\d))?(?:\$(\d+))?(?:@([a-z0-9_-]+))?$", re.ASCII)
_HUT_TOKEN = re.compile(r"^[HhCc](?:!(\d))?(?:\$(\d+))?$", re.ASCII)
HUT = "H"


@dataclass(frozen=True)
class Token:
    """One square of the notation."""

    spec: SquareSpec | None  # None: the hut (or castle)
    resource: bool = False
    fire_token: int = 0
    caveman: int = -1
    centre: str = HUT  # the letter the hut or castle is written with
    resource_tokens: int = 0  # the Resource Tokens variant: tokens on the square ...
    gold: int = 0  # ... and gold on the castle or on a used witch

    def __str__(self) -> str:
        text = self.centre if self.spec is None else str(self.spec)
        if self.resource:
            text += "r"
        if self.resource_tokens:
            text += "r" if self.resource_tokens == 1 else f"r{self.resource_tokens}"
        if self.fire_token:
            text += f"!{self.fire_token}"
        if self.gold:
            text += f"${self.gold}"
        if self.caveman >= 0:
            text += "@" + CAVEMAN_NAMES[self.caveman]
        return text


def parse_token(text: str, box: Box = ORIGINS) -> Token | None:
    """One token; None for '.'. Raises NotationError (without a position) on anything else."""
    if text == ".":
        return None
    hut = _HUT_TOKEN.match(text)
    if hut:
        fires = int(hut.group(1)) if hut.group(1) else 0
        if hut.group(1) and not box.volcanoes:
            raise NotationError("notation-no-fire-tokens", text=text, game=box.called_term)
        if hut.group(1) and not 1 <= fires <= 3:
            raise NotationError("notation-fires", text=text)
        if hut.group(2) and not box.resource_tokens:
            raise NotationError("notation-no-gold", text=text, game=box.called_term)
        castle_gold = int(hut.group(2)) if hut.group(2) else 0
        return Token(None, fire_token=fires, centre=box.centre_letter, gold=castle_gold)
    m = _TOKEN.match(text)
    if not m:
        raise NotationError("notation-not-a-token", text=text, examples=box.example_tokens)
    letter, digits, res, fire, gold, who = m.groups()
    letter = letter.upper()
    terrain = TERRAIN_LETTERS.index(letter) if letter in TERRAIN_LETTERS else -1
    if terrain not in box.terrains:
        other = next((b for b in (ORIGINS, CLASSIC) if terrain in b.terrains), None)
        if other is not None:
            raise NotationError(
                "notation-other-game",
                letter=letter,
                terrain=Term("terrain", TERRAIN_NAMES[terrain]),
                other=other.called_term,
                game=box.called_term,
            )
        letters = tuple(TERRAIN_LETTERS[t] for t in box.terrains)
        raise NotationError("notation-not-a-terrain", text=letter, letters=letters)
    count = int(digits) if digits else 0
    if terrain == VOLCANO:
        if not 1 <= count <= 3:
            raise NotationError("notation-craters", text=text)
        spec = SquareSpec(terrain, craters=count)
    else:
        if count > box.max_printed:
            raise NotationError(
                "notation-printed", text=text, most=box.max_printed, multipliers=box.multipliers_term
            )
        spec = SquareSpec(terrain, fires=count)
    if (fire is not None or who is not None) and not box.volcanoes:
        raise NotationError("notation-no-fire-or-cavemen", text=text, game=box.called_term)
    if box.resource_tokens:
        return _variant_token(text, spec, res, gold)
    if gold is not None:
        raise NotationError("notation-no-gold", text=text, game=box.called_term)
    if res and not box.volcanoes:
        raise NotationError("notation-no-resources", text=text, game=box.called_term)
    if res and len(res) > 1:
        raise NotationError("notation-one-resource", text=text)
    if res and spec.resource < 0:
        raise NotationError("notation-resource-on-fire" if count else "notation-no-resource-here", text=text)
    token_fires = int(fire) if fire else 0
    if fire is not None and not 1 <= token_fires <= 3:
        raise NotationError("notation-fires", text=text)
    if token_fires and ((count and terrain != VOLCANO) or terrain == VOLCANO):
        raise NotationError("notation-fire-on-fire", text=text)
    if token_fires and res:
        raise NotationError("notation-fire-and-resource", text=text)
    caveman = -1
    if who is not None:
        if who not in CAVEMAN_NAMES:
            raise NotationError("notation-not-a-caveman", text=who, names=CAVEMAN_NAMES)
        caveman = CAVEMAN_NAMES.index(who)
        if res or token_fires or (count and terrain != VOLCANO):
            raise NotationError("notation-caveman-crowded", text=text)
    return Token(spec, bool(res), token_fires, caveman)


def _variant_token(text: str, spec: SquareSpec, res: str | None, gold: str | None) -> Token:
    """The Resource Tokens part of a square: its tokens ("r", "r2") and a used witch's gold."""
    count = 0
    if res:
        count = int(res[1:]) if len(res) > 1 else 1
        if not 1 <= count <= MOST_TOKENS_PER_SQUARE:
            raise NotationError("notation-token-count", text=text, most=MOST_TOKENS_PER_SQUARE)
        if TERRAIN_TOKEN[spec.terrain] < 0:
            raise NotationError(
                "notation-barren", text=text, terrain=Term("terrain", TERRAIN_NAMES[spec.terrain])
            )
    witch_gold = int(gold) if gold is not None else 0
    if gold is not None and (spec.terrain != SWAMP or witch_gold != spec.fires or not spec.fires):
        raise NotationError("notation-gold", text=text)
    return Token(spec, resource_tokens=count, gold=witch_gold)


@dataclass
class ParsedTerritory:
    """A territory read from text, and where its frame sits on the fixed grid."""

    territory: Territory
    origin_row: int  # grid row of the text's row 0
    origin_col: int  # grid column of the text's column 0

    def to_frame(self, cell: int) -> tuple[int, int]:
        g = self.territory.grid
        return g.row_of[cell] - self.origin_row, g.col_of[cell] - self.origin_col

    def from_frame(self, row: int, col: int) -> int:
        """The grid cell of (row, col) in the text's frame; NotationError if off the grid."""
        g = self.territory.grid
        r, c = row + self.origin_row, col + self.origin_col
        if not g.contains(r, c):
            centre = self.territory.box.centre_term
            raise NotationError("notation-too-far", centre=centre, row=row, col=col)
        return g.index(r, c)


def parse_territory(text: str, *, size: int | None = None, box: Box = ORIGINS) -> ParsedTerritory:
    """Read a territory; `size` 5 or 7 (default: 5 if it fits in 5×5, else 7; a game without a
    size limit: the size of its grid)."""
    rows = _rows(text)
    tokens: dict[tuple[int, int], Token] = {}
    huts = []
    for r, row in enumerate(rows):
        for c, text_token in enumerate(row):
            try:
                tok = parse_token(text_token, box)
            except NotationError as exc:
                raise exc.located(r, c) from None
            if tok is None:
                continue
            tokens[(r, c)] = tok
            if tok.spec is None:
                huts.append((r, c))
    centre = box.centre_term
    if not huts:
        raise NotationError("notation-no-centre", centre=centre, letter=box.centre_letter)
    if len(huts) > 1:
        (r, c) = huts[1]
        raise NotationError("notation-second-centre", centre=centre, row=r, col=c)
    hr, hc = huts[0]
    rs = [r for r, _ in tokens]
    cs = [c for _, c in tokens]
    extent = max(max(rs) - min(rs), max(cs) - min(cs)) + 1
    if size is None and not box.size_limit:
        size = box.size(max(box.players), frozenset())
    elif size is None:
        size = 5 if extent <= 5 else 7
    if extent > size:
        height, width = max(rs) - min(rs) + 1, max(cs) - min(cs) + 1
        raise NotationError(
            "notation-too-big",
            top=min(rs),
            bottom=max(rs),
            left=min(cs),
            right=max(cs),
            height=height,
            width=width,
            size=size,
        )
    g = grid(size)
    terr = Territory(g, box)
    origin_r, origin_c = g.row_of[g.hut] - hr, g.col_of[g.hut] - hc
    for (r, c), tok in tokens.items():
        put_token(terr, g.index(r + origin_r, c + origin_c), tok)
    terr.update_allowed()
    _check_connected(terr, g, origin_r, origin_c)
    return ParsedTerritory(terr, origin_r, origin_c)


def _rows(text: str) -> list[list[str]]:
    """The tokens of each row, row 0 being the first line with a token."""
    # Blank lines before and after are dropped, as a pasted territory often has them.
    rows = [line.split() for line in text.splitlines()]
    while rows and not rows[-1]:
        rows.pop()
    while rows and not rows[0]:
        rows.pop(0)
    if not rows:
        raise NotationError("notation-empty")
    for i, row in enumerate(rows):
        if not row:
            raise NotationError("notation-blank-row", row=i)
        if len(row) != len(rows[0]):
            raise NotationError("notation-row-length", count=len(row), first=len(rows[0]), row=i)
    return rows


def put_token(terr: Territory, cell: int, tok: Token) -> None:
    """Put what a token describes on `cell` (the hut's cell for a hut token).

    The caller calls `terr.update_allowed()` once all tokens are down.
    """
    if tok.spec is None:
        if tok.fire_token:
            terr.land_fire(cell, tok.fire_token)
        terr.gold = tok.gold
        return
    terr.put(cell, tok.spec, resources=False)
    if tok.resource:
        terr.resources |= 1 << cell
    if tok.resource_tokens:
        terr.resource_tokens[cell] = tok.resource_tokens
    if tok.gold:
        terr.witches[cell] = tok.gold
    if tok.fire_token:
        terr.land_fire(cell, tok.fire_token)
    if tok.caveman >= 0:
        terr.settle(cell, tok.caveman)


def _check_connected(terr: Territory, g: Grid, origin_r: int, origin_c: int) -> None:
    reached = g.region(1 << g.hut, terr.occupied)
    stray = terr.occupied & ~reached
    if stray:
        low = (stray & -stray).bit_length() - 1
        raise NotationError(
            "notation-not-connected",
            centre=terr.box.centre_term,
            row=g.row_of[low] - origin_r,
            col=g.col_of[low] - origin_c,
        )


def token_at(terr: Territory, cell: int) -> Token | None:
    """The notation token of one cell of a territory (None: empty)."""
    if cell == terr.grid.hut:
        return Token(None, fire_token=terr.tokens.get(cell, 0), centre=terr.box.centre_letter, gold=terr.gold)
    spec = terr.specs.get(cell)
    if spec is None:
        return None
    return Token(
        spec,
        resource=bool(terr.resources >> cell & 1),
        fire_token=terr.tokens.get(cell, 0),
        caveman=terr.cavemen.get(cell, -1),
        resource_tokens=terr.resource_tokens.get(cell, 0),
        gold=terr.witches.get(cell, 0),
    )


def format_territory(terr: Territory, *, frame: tuple[int, int, int, int] | None = None) -> str:
    """The territory as notation text, over its bounding box (or `frame`: r0, r1, c0, c1)."""
    g = terr.grid
    r0, r1, c0, c1 = frame if frame is not None else tuple(terr.bounds)
    rows = []
    for r in range(r0, r1 + 1):
        row = []
        for c in range(c0, c1 + 1):
            tok = token_at(terr, g.index(r, c)) if g.contains(r, c) else None
            row.append("." if tok is None else str(tok))
        rows.append(row)
    width = max(len(t) for row in rows for t in row)
    return "\n".join(" ".join(t.ljust(width) for t in row).rstrip() for row in rows)
