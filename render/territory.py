"""One territory, large, with the names of the fixed grid's squares (`render.territory`)."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PIL import Image, ImageDraw

from render import text, theme, words
from render.board import Frame, domino_partners, draw_territory, fit_frame
from render.describe import describe_territory, shown_names
from render.picture import Picture, encode
from rules.actions import Place
from rules.game import GameState
from rules.grid import Square, column_name
from rules.scoring import current_points

BOARD = 640  # px for the squares; the labels and header come on top
MARGIN = 16
LABELS = 34
HEADER = 64


def territory(
    state: GameState,
    player: int,
    *,
    names: Sequence[str] | None = None,
    highlight: Collection[Square] = (),
    ghost: Place | None = None,
    source: Square | None = None,
) -> Picture:
    """`player`'s territory, with square names; `highlight` squares; `ghost`: a placement preview.

    The ghost is the domino under the player's chief or king (the one being placed) at `ghost`'s
    square and direction, drawn as it would be placed and outlined. `source`: the volcano a fire
    token comes from, ringed; the `highlight` squares are then where the token may land, and
    those holding a wooden resource or a caveman (which the fire would destroy) are marked
    apart, striped red with a red cross.
    """
    terr = state.territories[player]
    width = MARGIN * 2 + LABELS + BOARD
    height = HEADER + LABELS + BOARD + MARGIN
    img = Image.new("RGB", (width, height), theme.BACKGROUND)
    frame = fit_frame(terr, MARGIN + LABELS, HEADER + LABELS, BOARD)
    ghost_spec = None
    if ghost is not None:
        dom = state.domino_to_place()
        if dom is None:
            raise ValueError("a ghost domino needs a domino waiting to be placed")
        ghost_spec = (dom, ghost.square, ghost.direction)
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
    draw = ImageDraw.Draw(img)
    _draw_labels(draw, frame)
    name = text.ellipsize(shown_names(names, state.config.players)[player], 32, BOARD - 260, bold=True)
    points = current_points(state, player)
    colour = theme.player_colour(player)
    draw.rounded_rectangle((MARGIN, 14, MARGIN + 36, 50), 8, fill=colour)
    draw.text(
        (MARGIN + 18, 32),
        str(player + 1),
        font=theme.font(24, bold=True),
        fill=theme.text_colour_on(colour),
        anchor="mm",
    )
    text.draw(img, (MARGIN + 48, 32), name, size=32, bold=True, fill=theme.INK, anchor="lm")
    standing = words.standing(state.config.box, points)
    if state.config.box.resource_tokens:  # the tie-break, beside what it breaks
        standing += f" · {terr.gold} gold"
    draw.text((width - MARGIN, 32), standing, font=theme.font(30), fill=theme.INK, anchor="rm")
    alt = describe_territory(state, player, names=names, highlight=highlight, ghost=ghost)
    return encode(img, alt, state.config.box)


def _draw_labels(draw: ImageDraw.ImageDraw, frame: Frame) -> None:
    """Column letters above, row numbers to the left: the fixed grid's square names."""
    cell = frame.cell
    columns = [column_name(frame.c0 + k) for k in range(frame.cols)]
    f = theme.font(_label_size(columns, cell))
    for k, name in enumerate(columns):
        x = frame.x + k * cell + cell // 2
        draw.text((x, frame.y - LABELS // 2), name, font=f, fill=theme.SOFT_INK, anchor="mm")
    for k in range(frame.rows):
        y = frame.y + k * cell + cell // 2
        draw.text((frame.x - LABELS // 2, y), str(frame.r0 + k + 1), font=f, fill=theme.SOFT_INK, anchor="mm")


def _label_size(columns: list[str], cell: int) -> int:
    """22 px, or smaller when a long kingdom's narrow squares would make two-letter column names
    (AA, AB...) touch: each name keeps a few px of its square free."""
    size = 22
    while size > 10 and max(text.length(c, size) for c in columns) > cell - 4:
        size -= 1
    return size
