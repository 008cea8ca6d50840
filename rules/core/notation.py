"""The territory text notation of RULES.md §4: read and write territories as text.

    H  Gr  G1
    .  L!2 D@hunter

Rows top to bottom, tokens separated by spaces; a square of the text is (row, column) counted
from 0 from the top-left token (`rules.core.errors.at`). A token is "." (empty), the centre tile
("H", the hut; "C", the castle: either letter is read) with its marks, or a printed square
TERRAIN [DIGITS] with its marks: DIGITS are the printed fire icons or crowns (craters on a
volcano). The marks are the family's, each game reading those it has (its box's `rules`):

    r, rN   a wooden resource (Origins); N resource tokens, 1 or 2 (the Resource Tokens variant)
    !N      a fire token of N fires (Origins)
    $N      N gold: on the castle, or on a used witch (the Resource Tokens variant)
    @KIND   a caveman (Origins)

A classic Kingdomino kingdom has its own terrain letters, digits are crowns, the castle is
written "C" ("H" is accepted too), and there are no marks:

    W  W1 C
    .  F  S2

A kingdom of the Resource Tokens variant:

    W1r  Wr   C$4
    .    Fr2  S1$1
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.core.box import BOXES, Box
from rules.core.errors import NotationError, Term
from rules.core.grid import Grid, grid
from rules.core.pieces import TERRAIN_LETTERS, TERRAIN_NAMES, SquareSpec
from rules.core.territory import Territory
from rules.core.token import HUT, Token
from rules.names import DEFAULT_GAME

# A printed square: its terrain letter, its digits, then its marks (`MARKS`).
_PRINT = re.compile(r"^([A-Za-z])(\d*)(.*)$", re.ASCII | re.DOTALL)
_CENTRE = re.compile(r"^[HhCc](?:!(\d))?(?:\$(\d+))?$", re.ASCII)
# The family's marks after a printed square, in their order: r[N], !N, $N, @KIND.
MARKS = re.compile(r"^(r\d?)?(?:!(\d))?(?:\$(\d+))?(?:@([a-z0-9_-]+))?$", re.ASCII)

__all__ = [
    "HUT",
    "MARKS",
    "ParsedTerritory",
    "Token",
    "format_territory",
    "parse_territory",
    "parse_token",
    "put_token",
    "token_at",
]


def _default_box() -> Box:
    return BOXES[DEFAULT_GAME]


def parse_token(text: str, box: Box | None = None) -> Token | None:
    """One token of a game of `box` (the default game's if None); None for '.'. Raises
    NotationError (without a position) on anything else."""
    b = box if box is not None else _default_box()
    if text == ".":
        return None
    centre = _CENTRE.match(text)
    if centre:
        return b.rules.read_centre(b, text, centre.group(1), centre.group(2))
    m = _PRINT.match(text)
    marks = MARKS.match(m.group(3)) if m else None
    if m is None or marks is None:
        raise NotationError("notation-not-a-token", text=text, examples=b.example_tokens)
    letter = m.group(1).upper()
    digits = m.group(2)
    terrain = TERRAIN_LETTERS.index(letter) if letter in TERRAIN_LETTERS else -1
    if terrain not in b.terrains:
        other = next((o for o in BOXES.values() if terrain in o.terrains), None)
        if other is not None:
            raise NotationError(
                "notation-other-game",
                letter=letter,
                terrain=Term("terrain", TERRAIN_NAMES[terrain]),
                other=other.called_term,
                game=b.called_term,
            )
        letters = tuple(TERRAIN_LETTERS[t] for t in b.terrains)
        raise NotationError("notation-not-a-terrain", text=letter, letters=letters)
    count = int(digits) if digits else 0
    if terrain in b.crater_terrains:
        if not 1 <= count <= 3:
            raise NotationError("notation-craters", text=text)
        spec = SquareSpec(terrain, craters=count)
    else:
        if count > b.max_printed:
            raise NotationError(
                "notation-printed", text=text, most=b.max_printed, multipliers=b.multipliers_term
            )
        spec = SquareSpec(terrain, fires=count)
    res, fire, gold, who = marks.groups()
    return b.rules.read_marks(b, text, spec, res, fire, gold, who)


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


def parse_territory(text: str, *, size: int | None = None, box: Box | None = None) -> ParsedTerritory:
    """Read a territory of a game of `box` (the default game's if None); `size` 5 or 7 (default:
    5 if it fits in 5×5, else 7; a game without a size limit: the size of its grid)."""
    box = box if box is not None else _default_box()
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
    terr = box.territory(g)
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
    """Put what a token describes on `cell` (the centre's cell for a centre token).

    The caller calls `terr.update_allowed()` once all tokens are down.
    """
    terr.put_token(cell, tok)


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
    return terr.token_at(cell)


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
