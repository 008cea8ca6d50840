"""The lines of the draft on the table (`render.table`), and a domino drawn anywhere.

Each line is a row of dominoes, in line order, each with its number and the chief or king on
it, under a caption that says what the line is now:

- the initial draft: "First line", the only one on the table;
- then "Placing now" (the line whose dominoes are being placed) and "Next line" (the one being
  chosen from); in the final round there is no next line, and in the Resource Tokens variant the
  last line drawn is shown as not chosen (the game ends first);
- once the game is over, no line at all.

A domino already placed this round is veiled: from the moment its player has placed it (the
fire token, the choice and the recruit that follow are still that player's turn), not only once
the next player acts.

The Resource Tokens variant: on the real table a king that chooses to act stands above the next
line, below those that chose before it, and the next round those kings act first, in that order.
So beside "Placing now" stand the kings still to act this round (the first acts now), and beside
"Next line" the action column, the kings that will act first next round; each row first on the
left.

A chief or king is drawn as its player's chip (`parts.chip`: the seat number on the player's
colour), not as a pawn: a pawn small enough for a line (50 px) carries its number at 19 px, which
a phone shows some 6 px high, and a player looks for their own number or colour, which the chip
gives at 28 px or more, as everywhere else on the table. The pawn's shape said only whose box it
was. The turn card's pick line shows the taken dominoes' chiefs the same way (turn_card.py).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from lang import Words
from render import sprites
from render.core import parts, text, theme
from render.core.games import pictures_of
from rules import PLACE, Box, GameState

SQUARE = 60  # px, a domino square in the lines
NUMBER_W = 54  # the domino's number, left of it
PAWN = 50  # px, the chip that stands for a chief or king on its domino (its number 30 px)
SLOT = NUMBER_W + 2 * SQUARE + 10 + PAWN  # one domino of a line, its number and its chip
SLOT_GAP = 16
CAPTION = 46  # the caption over a line's dominoes
ROW = CAPTION + SQUARE + 14
NOTE_ROW = CAPTION + 6  # a caption with no dominoes under it
VEIL = 0.65  # how far a placed domino fades into the panel
KINGS = 40  # px, a king's chip beside a caption (the variant's action rows; its number 28 px)


def placed_count(state: GameState) -> int:
    """How many dominoes of the line being placed are down (or discarded) already.

    `state.position` is the index of the pawn whose turn it is; its domino is down as soon as the
    turn has moved past the placement (landing the fire token, choosing, recruiting). In the
    variant the kings above the line act first, before anyone places.
    """
    if state.is_over:
        return len(state.line)
    if state.stage != PLACE and not pictures_of(state.config.box).above_the_line(state) and state.round > 0:
        return state.position + 1
    return state.position


class Row:
    """One caption, and the line under it (if any)."""

    def __init__(
        self,
        caption: str,
        line: list[int],
        owners: list[int],
        placed: int = 0,
        kings: tuple[str, list[int]] | None = None,
    ) -> None:
        self.caption = caption
        self.line = line
        self.owners = owners
        self.placed = placed
        self.kings = kings

    @property
    def height(self) -> int:
        return ROW if self.line else NOTE_ROW


def rows(state: GameState, words: Words) -> list[Row]:
    """The rows the table shows, top to bottom (none once the game is over)."""
    if state.is_over:
        return []
    placing_kings, next_kings = pictures_of(state.config.box).kings(state, words)
    if state.round == 0:
        return [Row(words("lines-first"), state.next_line, state.next_owners)]
    out = [
        Row(
            words("lines-placing"),
            state.line,
            state.line_owners,
            placed_count(state),
            placing_kings,
        )
    ]
    if state.next_line and state.final_round:
        out.append(Row(words("lines-not-chosen"), state.next_line, [-1] * len(state.next_line)))
    elif state.next_line:
        out.append(Row(words("lines-next"), state.next_line, state.next_owners, kings=next_kings))
    else:
        out.append(Row(words("lines-final-round"), [], []))
    return out


def height(state: GameState, words: Words) -> int:
    """The lines' panel, padding included (0 when there is none)."""
    shown = rows(state, words)
    return sum(r.height for r in shown) + 2 * parts.PAD - 8 if shown else 0


def domino_left(x: int, index: int) -> int:
    """The left edge of the squares of a line's `index`-th domino, the row starting at x."""
    return x + index * (SLOT + SLOT_GAP) + NUMBER_W


def row_tops(state: GameState, y: int, words: Words) -> list[int]:
    """The top of each row (its caption), the panel's top at y; the row's dominoes are `CAPTION`
    px lower, starting at `domino_left(x + parts.PAD, index)` for the panel's left edge x."""
    tops = []
    y += parts.PAD - 4
    for row in rows(state, words):
        tops.append(y)
        y += row.height
    return tops


def king_spots(row: Row, right: int, mid: int, words: Words) -> list[tuple[int, int, int]]:
    """Each king beside the caption of `row` (the variant): seat and top-left corner, the row's
    right edge at `right`, its caption's middle at `mid`."""
    if row.kings is None:
        return []
    title, seats = row.kings
    x = right - _kings_width(row.kings, words) + int(text.length(title, parts.TEXT)) + 10
    return [(seat, x + k * (KINGS + 6), mid - KINGS // 2) for k, seat in enumerate(seats)]


def draw(img: Image.Image, state: GameState, x: int, y: int, w: int, words: Words) -> None:
    """The lines' panel at (x, y), `w` px wide."""
    shown = rows(state, words)
    if not shown:
        return
    draw_ = ImageDraw.Draw(img)
    parts.panel(draw_, (x, y, x + w, y + height(state, words)))
    x += parts.PAD
    y += parts.PAD - 4
    for row in shown:
        _draw_row(img, state, row, x, y, w - 2 * parts.PAD, words)
        y += row.height


def _draw_row(img: Image.Image, state: GameState, row: Row, x: int, y: int, w: int, words: Words) -> None:
    room = w
    if row.kings is not None:
        room = w - _kings_width(row.kings, words) - 24
        _draw_kings(img, row, x + w, y + CAPTION // 2 - 2, words)
    caption = text.ellipsize(row.caption, parts.LABEL, room)
    text.draw(img, (x, y + CAPTION // 2 - 2), caption, size=parts.LABEL, fill=theme.SOFT_INK, anchor="lm")
    top = y + CAPTION
    box = state.config.box
    carried = pictures_of(box).carried(state)
    for i, (number, owner) in enumerate(zip(row.line, row.owners, strict=True)):
        left = domino_left(x, i)
        text.draw(
            img,
            (left - 10, top + SQUARE // 2),
            str(number),
            size=parts.LABEL,
            bold=True,
            fill=theme.INK,
            anchor="rm",
        )
        done = i < row.placed
        draw_domino(img, box, number, left, top, SQUARE, carried=carried and not done, veiled=done)
        if owner >= 0 and not done:
            parts.chip(img, ImageDraw.Draw(img), owner, left + 2 * SQUARE + 10, top + SQUARE // 2, PAWN)


def _kings_width(kings: tuple[str, list[int]], words: Words) -> int:
    title, seats = kings
    shown = len(seats) * (KINGS + 6) if seats else int(text.length(words("lines-no-king"), parts.TEXT))
    return int(text.length(title, parts.TEXT)) + 10 + shown


def _draw_kings(img: Image.Image, row: Row, right: int, mid: int, words: Words) -> None:
    """ "<title>: " and the kings in order (first on the left), right-aligned at `right`."""
    assert row.kings is not None
    title, seats = row.kings
    x = right - _kings_width(row.kings, words)
    text.draw(img, (x, mid), title, size=parts.TEXT, fill=theme.SOFT_INK, anchor="lm")
    if not seats:
        x += int(text.length(title, parts.TEXT)) + 10
        text.draw(img, (x, mid), words("lines-no-king"), size=parts.TEXT, fill=theme.SOFT_INK, anchor="lm")
    draw = ImageDraw.Draw(img)
    for seat, left, _ in king_spots(row, right, mid, words):
        parts.chip(img, draw, seat, left, mid, KINGS)


def draw_domino(
    img: Image.Image,
    box: Box,
    number: int,
    left: int,
    top: int,
    square: int,
    *,
    carried: bool,
    veiled: bool = False,
) -> None:
    """Domino `number` of `box`, its squares `square` px, outlined; `carried`: what its squares
    bring drawn on them (the game's: Origins' wooden resources in Totem and Tribe); `veiled`:
    faded into the panel (placed already)."""
    dom = box.domino(number)
    for k, half in enumerate(dom.squares):
        sx = left + k * square
        img.paste(sprites.square(half, square, box), (sx, top))
        if carried:
            pictures_of(box).draw_carried(img, half, sx, top, square)
    draw = ImageDraw.Draw(img)
    draw.rectangle((left, top, left + 2 * square - 1, top + square - 1), outline=theme.INK, width=2)
    draw.line((left + square, top, left + square, top + square - 1), fill=theme.INK, width=1)
    if veiled:
        veil = Image.new("RGB", (2 * square, square), theme.PANEL)
        crop = img.crop((left, top, left + 2 * square, top + square))
        img.paste(Image.blend(crop, veil, VEIL), (left, top))
