"""Drawing one territory onto a picture: the grid→pixel maths and the square layers.

A territory is drawn over its *window*: the part of the fixed grid it can still grow into (the
rectangle in which it still fits N×N), so that an early territory shows where it may grow and a
finished one fills the frame. A kingdom without a size limit (the Resource Tokens variant) could
grow anywhere on its 45×45 grid: its window is the kingdom and one ring of empty squares around
it (where its next domino may touch), made square, and never so few squares that one would be
drawn larger than `MAX_CELL` (or the picture's own largest square: `fit_frame`'s `max_cell`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render import sprites
from render.core import theme
from render.core.games import pictures_of
from render.sprites import marks
from rules import DIRECTION_STEPS, Box, Domino, GameState, Square, Territory

# The largest square a kingdom without a size limit is drawn with on the table: a lone castle then
# shows as many squares as classic's (9 on the large territory), not three huge ones. The
# territory picture has its own (render.territory.MAX_CELL), for its larger board.
MAX_CELL = 72


@dataclass(frozen=True)
class Frame:
    """Rows r0..r0+rows-1 and columns c0..c0+cols-1 of the grid, drawn from (x, y), `cell` px each."""

    r0: int
    c0: int
    rows: int
    cols: int
    cell: int
    x: int
    y: int

    def box(self, row: int, col: int) -> tuple[int, int, int, int]:
        """The pixel box of grid square (row, col): left, top, right, bottom (exclusive)."""
        left = self.x + (col - self.c0) * self.cell
        top = self.y + (row - self.r0) * self.cell
        return left, top, left + self.cell, top + self.cell

    def contains(self, row: int, col: int) -> bool:
        return self.r0 <= row < self.r0 + self.rows and self.c0 <= col < self.c0 + self.cols

    @property
    def width(self) -> int:
        return self.cols * self.cell

    @property
    def height(self) -> int:
        return self.rows * self.cell


def window(terr: Territory, least: int = 1) -> tuple[int, int, int, int]:
    """The rows and columns (first, count each) the territory can still grow into; without a
    size limit, its bounds and one ring, square and at least `least` squares a side."""
    g = terr.grid
    rmin, rmax, cmin, cmax = terr.bounds
    last = g.width - 1
    if not terr.box.size_limit:
        side = min(g.width, max(rmax - rmin + 3, cmax - cmin + 3, least))
        return (*_centred(rmin, rmax, side, g.width), *_centred(cmin, cmax, side, g.width))
    n = g.size
    r0, r1 = max(0, rmax - n + 1), min(last, rmin + n - 1)
    c0, c1 = max(0, cmax - n + 1), min(last, cmin + n - 1)
    return r0, r1 - r0 + 1, c0, c1 - c0 + 1


def _centred(lo: int, hi: int, side: int, width: int) -> tuple[int, int]:
    """`side` lines (first, count) with lo..hi in the middle, kept on a grid `width` wide."""
    first = lo - (side - (hi - lo + 1)) // 2
    return max(0, min(first, width - side)), side


def fit_frame(terr: Territory, x: int, y: int, size: int, *, max_cell: int = MAX_CELL) -> Frame:
    """A frame showing the territory's window in a `size`×`size` box at (x, y), centred; a
    kingdom without a size limit with squares of `max_cell` px at most."""
    r0, rows, c0, cols = window(terr, -(-size // max_cell))
    cell = size // max(rows, cols)
    dx = (size - cols * cell) // 2
    dy = (size - rows * cell) // 2
    return Frame(r0, c0, rows, cols, cell, x + dx, y + dy)


def domino_partners(state: GameState, player: int) -> dict[int, int]:
    """For each placed square of a player, the other square of its domino (from the events)."""
    partners = {}
    terr = state.territories[player]
    for event in state.events:
        if event[0] == "place" and event[1] == player:
            _, _, _, cell, direction = event
            other = terr.second_cell(cell, direction)
            partners[cell] = other
            partners[other] = cell
    return partners


def draw_territory(
    img: Image.Image,
    terr: Territory,
    frame: Frame,
    seat: int,
    *,
    partners: dict[int, int] | None = None,
    highlight: Collection[Square] = (),
    ghost: tuple[Domino, Square, int] | None = None,
    source: Square | None = None,
) -> None:
    """Draw every square of the frame: empty or printed, then what stands on it, the lines
    between squares, the marks and the ghost domino.

    With a `source` (the volcano a fire token comes from), the `highlight` squares are where the
    token may land: the volcano is ringed, and a landing square holding a wooden resource or a
    caveman, which the fire would destroy, is marked apart from the others.
    """
    draw_squares(img, terr, frame, seat, partners=partners)
    draw_marks(img, terr, frame, highlight=highlight, ghost=ghost, source=source)


Span = tuple[range, range]  # rows and columns of the grid


def draw_squares(
    img: Image.Image,
    terr: Territory,
    frame: Frame,
    seat: int,
    *,
    partners: dict[int, int] | None = None,
    within: Span | None = None,
) -> None:
    """The squares of the frame, what stands on them and the lines between them: all but the marks.

    `within`: only what covers those rows and columns (a part of the frame's squares), drawn
    in the same order: their own squares, the lines along them and those of the ring of squares
    around them (a line is far narrower than a square), the frame's outline."""
    g = terr.grid
    cell = frame.cell
    game = pictures_of(terr.box)
    rows, cols = _span(frame, within)
    for row in rows:
        for col in cols:
            p = g.index(row, col)
            left, top, _, _ = frame.box(row, col)
            if p == g.hut:
                img.paste(sprites.centre(terr.box, seat, cell), (left, top))
            elif p in terr.specs:
                img.paste(sprites.square(terr.specs[p], cell, terr.box), (left, top))
            else:
                img.paste(sprites.empty(cell), (left, top))
            game.draw_pieces(img, terr, p, left, top, cell)  # what stands on it: the game's
    _draw_grid_lines(ImageDraw.Draw(img), terr, frame, partners, _span(frame, within, ring=1))


def _span(frame: Frame, within: Span | None, *, ring: int = 0) -> Span:
    """The rows and columns of the frame to draw: all, or `within` and `ring` more around."""
    rows = range(frame.r0, frame.r0 + frame.rows)
    cols = range(frame.c0, frame.c0 + frame.cols)
    if within is None:
        return rows, cols
    wanted_rows, wanted_cols = within
    return (
        range(max(rows.start, wanted_rows.start - ring), min(rows.stop, wanted_rows.stop + ring)),
        range(max(cols.start, wanted_cols.start - ring), min(cols.stop, wanted_cols.stop + ring)),
    )


def frame_span(frame: Frame, box: tuple[int, int, int, int]) -> Span:
    """The rows and columns of the frame's squares a pixel box (within the frame) covers."""
    left, top, right, bottom = box
    return (
        range(frame.r0 + (top - frame.y) // frame.cell, frame.r0 + -(-(bottom - frame.y) // frame.cell)),
        range(frame.c0 + (left - frame.x) // frame.cell, frame.c0 + -(-(right - frame.x) // frame.cell)),
    )


def draw_marks(
    img: Image.Image,
    terr: Territory,
    frame: Frame,
    *,
    highlight: Collection[Square] = (),
    ghost: tuple[Domino, Square, int] | None = None,
    source: Square | None = None,
) -> None:
    """The fire's source, the highlights and the ghost domino, over the squares (`draw_territory`)."""
    cell = frame.cell
    game = pictures_of(terr.box)
    if source is not None and frame.contains(source.row, source.col):
        _mark(img, frame, source, marks.source(cell))
    covered = _ghost_squares(ghost) if ghost is not None else set()  # the ghost has its own outline
    for sq in highlight:
        if frame.contains(sq.row, sq.col) and (sq.row, sq.col) not in covered:
            burns = source is not None and game.burns(terr, terr.grid.index(sq.row, sq.col))
            _mark(img, frame, sq, marks.destroys(cell) if burns else marks.highlight(cell))
    if ghost is not None:
        _draw_ghost(img, frame, terr.box, *ghost)


def marked_squares(
    frame: Frame,
    *,
    highlight: Collection[Square] = (),
    ghost: tuple[Domino, Square, int] | None = None,
    source: Square | None = None,
) -> list[tuple[int, int, int, int]]:
    """The pixel boxes (left, top, right, bottom, exclusive) of the squares `draw_marks` draws
    on, which hold every px it changes: the marked squares in the frame, and both of the
    ghost's, whose outline goes round them wherever they are."""
    squares = {(sq.row, sq.col) for sq in highlight if frame.contains(sq.row, sq.col)}
    if source is not None and frame.contains(source.row, source.col):
        squares.add((source.row, source.col))
    if ghost is not None:
        squares |= _ghost_squares(ghost)
    return [frame.box(row, col) for row, col in sorted(squares)]


def _mark(img: Image.Image, frame: Frame, sq: Square, overlay: Image.Image) -> None:
    left, top, _, _ = frame.box(sq.row, sq.col)
    img.paste(overlay, (left, top), overlay)


def line_widths(cell: int) -> tuple[int, int]:
    """The widths, in px, of a region border and of a seam on squares `cell` px wide."""
    return max(2, round(cell / 20)), max(1, cell // 64)


def _draw_grid_lines(
    draw: ImageDraw.ImageDraw, terr: Territory, frame: Frame, partners: dict[int, int] | None, span: Span
) -> None:
    """The lines between squares, weakest first: a thin grid between empty squares; a seam (a
    thin line a shade darker than the terrain) between two dominoes of the same terrain; a
    thick ink region border wherever the terrain changes or the territory ends. Two squares of
    one domino and one terrain have no line between them. Without `partners`, every two
    squares of one terrain are taken for a seam."""
    g = terr.grid
    border, seam = line_widths(frame.cell)
    borders: list[tuple[int, int, int, int]] = []
    rows, cols = span
    for row in rows:
        for col in cols:
            p = g.index(row, col)
            here = _region_key(terr, p)
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                r2, c2 = row + dr, col + dc
                inside = frame.contains(r2, c2)
                if inside and (dr < 0 or dc < 0):
                    continue  # an edge between two squares of the frame: drawn from its other side
                there = _region_key(terr, g.index(r2, c2)) if inside else None
                if here is None and there is None:
                    if inside:
                        _line(draw, _edge(frame, row, col, dr, dc, 1, 0), theme.GRID_LINE)
                elif here != there:
                    borders.append(_edge(frame, row, col, dr, dc, border, border // 2))
                elif partners is None or partners.get(p) != g.index(r2, c2):
                    assert here is not None and here >= 0
                    _line(draw, _edge(frame, row, col, dr, dc, seam, 0), theme.TERRAIN_SEAM[here])
    for box in borders:  # last, so that they cross seams and meet at the corners
        _line(draw, box, theme.INK)
    draw.rectangle(
        (frame.x, frame.y, frame.x + frame.width - 1, frame.y + frame.height - 1), outline=theme.SOFT_INK
    )


def _line(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], colour: theme.RGB) -> None:
    if box[0] <= box[2] and box[1] <= box[3]:  # nothing left of a line along the frame's outline
        draw.rectangle(box, fill=colour)


def _region_key(terr: Territory, p: int) -> int | None:
    """What a line between squares compares: the terrain, -1 for the start tile, None if empty."""
    if p == terr.grid.hut:
        return -1
    spec = terr.specs.get(p)
    return None if spec is None else spec.terrain


def _edge(
    frame: Frame, row: int, col: int, dr: int, dc: int, width: int, overhang: int
) -> tuple[int, int, int, int]:
    """The rectangle (inclusive) of a line `width` px wide along the side of square (row, col)
    towards (dr, dc), centred on it, `overhang` px longer at each end; kept inside the frame,
    whose outermost px is its outline."""
    left, top, right, bottom = frame.box(row, col)
    if dc:
        x = right if dc > 0 else left
        box = (x - width // 2, top - overhang, x - width // 2 + width - 1, bottom - 1 + overhang)
    else:
        y = bottom if dr > 0 else top
        box = (left - overhang, y - width // 2, right - 1 + overhang, y - width // 2 + width - 1)
    x0, y0 = frame.x + 1, frame.y + 1
    x1, y1 = frame.x + frame.width - 2, frame.y + frame.height - 2
    return max(box[0], x0), max(box[1], y0), min(box[2], x1), min(box[3], y1)


def _ghost_squares(ghost: tuple[Domino, Square, int]) -> set[tuple[int, int]]:
    _, square, direction = ghost
    dr, dc = DIRECTION_STEPS[direction]
    return {(square.row, square.col), (square.row + dr, square.col + dc)}


def _draw_ghost(
    img: Image.Image, frame: Frame, box: Box, dom: Domino, square: Square, direction: int
) -> None:
    """The placement preview: the domino's squares exactly as they would be placed (a region
    border between them if their terrains differ), outlined around both like a highlight."""
    dr, dc = DIRECTION_STEPS[direction]
    cell = frame.cell
    for half, (row, col) in (
        (dom.first, (square.row, square.col)),
        (dom.second, (square.row + dr, square.col + dc)),
    ):
        if frame.contains(row, col):
            left, top, _, _ = frame.box(row, col)
            img.paste(sprites.square(half, cell, box), (left, top))
    r1, c1 = square.row, square.col
    r2, c2 = r1 + dr, c1 + dc
    draw = ImageDraw.Draw(img)
    if dom.first.terrain != dom.second.terrain and frame.contains(r1, c1) and frame.contains(r2, c2):
        _line(draw, _edge(frame, r1, c1, dr, dc, line_widths(cell)[0], 0), theme.INK)
    top_left = frame.box(min(r1, r2), min(c1, c2))
    bottom_right = frame.box(max(r1, r2), max(c1, c2))
    outer = (top_left[0], top_left[1], bottom_right[2], bottom_right[3])
    marks.outline(draw, outer, marks.ring(cell), theme.HIGHLIGHT)
