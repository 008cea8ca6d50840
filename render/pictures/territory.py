"""One territory, large, with the names of the fixed grid's squares (`render.territory`).

The picture of a player's private turn panel, drawn for a phone like the table: `parts.WIDTH`
(1080) px wide and a little taller (1080×1148, the same size whatever the territory, so that the
panel does not jump from one step to the next), no text under `parts.MIN_TEXT`, every text drawn
through render.text. Shown across a 360 px phone it keeps its native pixels.

- The header: the player's chip (`parts.chip`), the name (cut with an ellipsis when long), and at
  the right the points or, in the Resource Tokens variant, the kinds won and the gold, kept whole.
- The board: as large as the width allows (974 px), the territory's window (board.window)
  centred in it: 108 px squares for a lone hut's 9×9, 194 px for a full 5×5, 74 px for the
  Neolithic's 13×13. A kingdom without a size limit gets at least 9×9 squares, as classic's lone
  castle does, never fewer and larger ones.
- The square names: column letters above the squares, row numbers to their left, 30 px. A long
  kingdom of the variant (some 25 columns, two-letter names AA, AB...) has squares too narrow for
  every name at that size, and a smaller size would not read on a phone; so then only every
  other name is written (every third, and so on, as the squares narrow), always those of the
  same columns of the fixed grid (A, C, E... Y, AA, AC...), and each column left unnamed gets a
  dot, so that a name is found by counting on from its neighbour. Rows likewise, should a kingdom
  ever be so tall that its numbers would touch.
- The squares carry their terrain's letter (sprites.has_letter: from 67 px squares up), every
  territory of Origins and classic; the variant's long kingdoms, on narrower squares, show the
  icons alone.

Measured here: the drawing takes some 1.5 ms; mapping its 1.24 million pixels onto the palette and
the PNG at zlib level 3 (picture.py) the rest, about 6 ms in all.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from functools import cache

from PIL import Image, ImageDraw

from lang import Words
from render.alt.describe import describe_territory, shown_names
from render.core import parts, terms, text, theme
from render.core.games import pictures_of
from render.core.picture import Picture, encode, on_palette, save
from render.core.terms import ENGLISH
from render.layers.board import (
    Frame,
    domino_partners,
    draw_marks,
    draw_squares,
    draw_territory,
    fit_frame,
    frame_span,
    marked_squares,
)
from rules import Domino, GameState, Place, Square, Territory, column_name, current_points

WIDTH = parts.WIDTH
MARGIN = parts.MARGIN
CHIP = 64  # px, the player's chip: its seat number 38 px
HEADER_MID = MARGIN + CHIP // 2
NAME_X = MARGIN + CHIP + 16  # where the name starts
NAME_TEXT = 44
STANDING_TEXT = 38
LABEL_TEXT = parts.LABEL  # a square's column letter or row number
LABEL_GAP = 10  # px at least between two names of columns (or rows) side by side
COLUMN_BAND = 50  # the column letters, over the squares
ROW_BAND = 58  # the row numbers, left of the squares
TOP = MARGIN + CHIP + 12 + COLUMN_BAND  # the board's top
LEFT = MARGIN + ROW_BAND  # the board's left
BOARD = WIDTH - LEFT - MARGIN  # px, the squares' box: 974
HEIGHT = TOP + BOARD + MARGIN
# A kingdom without a size limit shows at least 9×9 squares (as a lone castle of classic's does):
# its squares never larger than a ninth of the board.
MAX_CELL = -(-BOARD // 9)
DOT = 6  # px, the dot of a column (or row) left unnamed


def board_frame(terr: Territory) -> Frame:
    """Where `render.territory` draws the squares of `terr`: its window centred in the board."""
    return fit_frame(terr, LEFT, TOP, BOARD, max_cell=MAX_CELL)


def territory(
    state: GameState,
    player: int,
    *,
    names: Sequence[str] | None = None,
    highlight: Collection[Square] = (),
    ghost: Place | None = None,
    source: Square | None = None,
    words: Words = ENGLISH,
    base: TerritoryBase | None = None,
) -> Picture:
    """`player`'s territory, with square names; `highlight` squares; `ghost`: a placement preview.

    The ghost is the domino under the player's chief or king (the one being placed) at `ghost`'s
    square and direction, drawn as it would be placed and outlined. `source`: the volcano a fire
    token comes from, ringed; the `highlight` squares are then where the token may land, and
    those holding a wooden resource or a caveman (which the fire would destroy) are marked
    apart, striped red with a red cross.

    `base`: this very picture without its marks (`territory_base` of the same state, player,
    names and words), which a turn panel's steps share: only the marks are drawn over it, the
    same bytes in about half the time. Marks that reach out of the board (a ghost beyond a
    long kingdom's window) would cross the square names: that picture is drawn whole.
    """
    terr = state.territories[player]
    ghost_spec = _ghost_spec(state, ghost)
    alt = describe_territory(state, player, names=names, highlight=highlight, ghost=ghost, words=words)
    if base is not None:
        marked = marked_squares(base.frame, highlight=highlight, ghost=ghost_spec, source=source)
        if not marked:
            return save(base.mapped, alt)
        if all(_inside(square, base.frame) for square in marked):
            return save(_marked_over(base, terr, player, marked, highlight, ghost_spec, source), alt)
    img = Image.new("RGB", (WIDTH, HEIGHT), theme.BACKGROUND)
    frame = board_frame(terr)
    draw_territory(
        img,
        terr,
        frame,
        player,
        partners=domino_partners(state, player),
        highlight=highlight,
        ghost=ghost_spec,
        source=source,
    )
    _draw_names(img, state, player, frame, names, words)
    return encode(img, alt, state.config.box)


@dataclass(frozen=True)
class TerritoryBase:
    """A territory picture without its marks, mapped onto the palette: what a step's picture
    shares with the others but for its marked squares."""

    mapped: Image.Image
    frame: Frame
    partners: dict[int, int]  # `domino_partners`: the lines the board draws between squares

    @property
    def nbytes(self) -> int:
        """The memory it holds: Pillow keeps a palette index in a byte."""
        return self.mapped.width * self.mapped.height


def territory_base(
    state: GameState, player: int, *, names: Sequence[str] | None = None, words: Words = ENGLISH
) -> TerritoryBase:
    """`territory` of `player` without marks, kept for the marks of each step to be drawn over."""
    img, frame, partners = _unmarked(state, player, names, words)
    return TerritoryBase(on_palette(img, state.config.box), frame, partners)


def territory_and_base(
    state: GameState,
    player: int,
    *,
    names: Sequence[str] | None = None,
    highlight: Collection[Square] = (),
    ghost: Place | None = None,
    source: Square | None = None,
    words: Words = ENGLISH,
) -> tuple[Picture, TerritoryBase]:
    """`territory` and its base (`territory_base`) drawn together, for about the time of the
    picture alone: a panel's first step, whose base its next steps take.

    The picture is drawn whole, its marks over the squares and names (where they cannot meet:
    see `territory`) and mapped onto the palette; the base's palette picture is that, its
    marked squares mapped again as they were before the marks."""
    terr = state.territories[player]
    ghost_spec = _ghost_spec(state, ghost)
    img, frame, partners = _unmarked(state, player, names, words)
    marked = marked_squares(frame, highlight=highlight, ghost=ghost_spec, source=source)
    if not all(_inside(square, frame) for square in marked):
        base = TerritoryBase(on_palette(img, terr.box), frame, partners)
        drawn = territory(
            state, player, names=names, highlight=highlight, ghost=ghost, source=source, words=words
        )
        return drawn, base
    unmarked = [img.crop(square) for square in marked]
    draw_marks(img, terr, frame, highlight=highlight, ghost=ghost_spec, source=source)
    whole = on_palette(img, terr.box)
    mapped = whole.copy() if marked else whole
    for square, before in zip(marked, unmarked, strict=True):
        mapped.paste(on_palette(before, terr.box), square[:2])
    alt = describe_territory(state, player, names=names, highlight=highlight, ghost=ghost, words=words)
    return save(whole, alt), TerritoryBase(mapped, frame, partners)


def _ghost_spec(state: GameState, ghost: Place | None) -> tuple[Domino, Square, int] | None:
    """The ghost as the board draws it: the domino being placed, its square and direction."""
    if ghost is None:
        return None
    dom = state.domino_to_place()
    if dom is None:
        raise ValueError("a ghost domino needs a domino waiting to be placed")
    return dom, ghost.square, ghost.direction


def _unmarked(
    state: GameState, player: int, names: Sequence[str] | None, words: Words
) -> tuple[Image.Image, Frame, dict[int, int]]:
    """The territory picture without marks (RGB), its board's frame, and its dominoes' partners."""
    terr = state.territories[player]
    img = Image.new("RGB", (WIDTH, HEIGHT), theme.BACKGROUND)
    frame = board_frame(terr)
    partners = domino_partners(state, player)
    draw_squares(img, terr, frame, player, partners=partners)
    _draw_names(img, state, player, frame, names, words)
    return img, frame, partners


def _inside(box: tuple[int, int, int, int], frame: Frame) -> bool:
    """Whether `box` lies within the frame's squares, where no name or header is drawn."""
    return (
        frame.x <= box[0]
        and frame.y <= box[1]
        and box[2] <= frame.x + frame.width
        and box[3] <= frame.y + frame.height
    )


def _marked_over(
    base: TerritoryBase,
    terr: Territory,
    player: int,
    marked: list[tuple[int, int, int, int]],
    highlight: Collection[Square],
    ghost: tuple[Domino, Square, int] | None,
    source: Square | None,
) -> Image.Image:
    """The base's palette picture with the `marked` squares replaced by themselves marked.

    Only the part of the board the marks cover is drawn again, squares then marks, on a picture
    of its own size (the frame moved so that the part's corner is its origin: every square,
    line and mark is pasted or filled at whole pixels, so moved it lands on the same pixels);
    then each marked square alone is mapped onto the palette: without dithering a pixel's index
    follows from its colour alone (`on_palette`)."""
    frame = base.frame
    left, top = min(b[0] for b in marked), min(b[1] for b in marked)
    right, bottom = max(b[2] for b in marked), max(b[3] for b in marked)
    part = Image.new("RGB", (right - left, bottom - top), theme.BACKGROUND)
    moved = replace(frame, x=frame.x - left, y=frame.y - top)
    within = frame_span(frame, (left, top, right, bottom))
    draw_squares(part, terr, moved, player, partners=base.partners, within=within)
    draw_marks(part, terr, moved, highlight=highlight, ghost=ghost, source=source)
    mapped = base.mapped.copy()
    for x0, y0, x1, y1 in marked:
        square = part.crop((x0 - left, y0 - top, x1 - left, y1 - top))
        mapped.paste(on_palette(square, terr.box), (x0, y0))
    return mapped


def _draw_names(
    img: Image.Image, state: GameState, player: int, frame: Frame, names: Sequence[str] | None, words: Words
) -> None:
    """The square names round the board and the header over it: outside the frame's squares."""
    draw = ImageDraw.Draw(img)
    _draw_column_names(img, draw, frame)
    _draw_row_names(img, draw, frame)
    _draw_header(img, state, player, shown_names(names, state.config.players, words=words)[player], words)


def standing_text(state: GameState, player: int, words: Words) -> str:
    """What the header says at its right: the points (the variant: the kinds won, then the gold,
    the tie-break, beside what it breaks)."""
    shown = terms.standing(words, state.config.box, current_points(state, player))
    extra = pictures_of(state.config.box).header_extra(state, player, words)
    return f"{shown} · {extra}" if extra else shown


def _draw_header(img: Image.Image, state: GameState, player: int, name: str, words: Words) -> None:
    """The chip, the name cut to what the standing (kept whole) leaves, the standing at the right."""
    parts.chip(img, ImageDraw.Draw(img), player, MARGIN, HEADER_MID, CHIP)
    standing = standing_text(state, player, words)
    right = WIDTH - MARGIN
    text.draw(img, (right, HEADER_MID), standing, size=STANDING_TEXT, fill=theme.INK, anchor="rm")
    room = right - text.length(standing, STANDING_TEXT) - 24 - NAME_X
    shown = text.ellipsize(name, NAME_TEXT, room, bold=True)
    text.draw(img, (NAME_X, HEADER_MID), shown, size=NAME_TEXT, bold=True, fill=theme.INK, anchor="lm")


def label_stride(widest: float, cell: int) -> int:
    """Every how many squares a name is written: 1 when the widest name and a gap fit in a
    square, else the fewest squares they fit across."""
    return max(1, -(-(round(widest) + LABEL_GAP) // cell))


def column_stride(frame: Frame) -> int:
    """Every how many columns the frame's columns are named (A, C, E... when 2)."""
    names = [column_name(frame.c0 + k) for k in range(frame.cols)]
    return label_stride(max(text.length(n, LABEL_TEXT) for n in names), frame.cell)


def row_stride(frame: Frame) -> int:
    """Every how many rows the frame's rows are numbered: a number needs its digits' height."""
    return label_stride(_digit_height(), frame.cell)


@cache
def _digit_height() -> int:
    """The height of the row numbers' digits, in px (they have no descenders)."""
    _, top, _, bottom = theme.font(LABEL_TEXT).getbbox("0123456789")
    return int(bottom - top)


def _draw_column_names(img: Image.Image, draw: ImageDraw.ImageDraw, frame: Frame) -> None:
    """Column letters over the squares; a dot over each column left unnamed."""
    stride = column_stride(frame)
    y = frame.y - COLUMN_BAND // 2
    for col in range(frame.c0, frame.c0 + frame.cols):
        x = frame.x + (col - frame.c0) * frame.cell + frame.cell // 2
        if col % stride == 0:
            text.draw(img, (x, y), column_name(col), size=LABEL_TEXT, fill=theme.SOFT_INK, anchor="mm")
        else:
            _dot(draw, x, y)


def _draw_row_names(img: Image.Image, draw: ImageDraw.ImageDraw, frame: Frame) -> None:
    """Row numbers left of the squares, right-aligned against them; a dot for a row left unnamed."""
    stride = row_stride(frame)
    x = frame.x - 14
    for row in range(frame.r0, frame.r0 + frame.rows):
        y = frame.y + (row - frame.r0) * frame.cell + frame.cell // 2
        if row % stride == 0:
            text.draw(img, (x, y), str(row + 1), size=LABEL_TEXT, fill=theme.SOFT_INK, anchor="rm")
        else:
            _dot(draw, x - DOT // 2, y)


def _dot(draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
    r = DOT // 2
    draw.ellipse((x - r, y - r, x + r, y + r), fill=theme.SOFT_INK)
