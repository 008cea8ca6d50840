"""Icons drawn by our own code: squares, fire, crowns, resources, huts, castles, chiefs, kings;
and `caveman`, whose pictograms are in caveman_sprites.py.

Which icon stands for a piece is the box's business: a square shows its printed multipliers as
flames or crowns after `box.multiplier`, the start tile is a hut or a castle after `box.centre`,
a pawn is a chief or a king after `box.chief`. Terrain icons are in terrain_icons.py. Printed
flames stand half a square high and craters glow across a volcano's whole summit, so that both
count at a glance on a phone, where a territory's square is some 60 px wide.

What a phone cannot read is not drawn: a square's terrain letter only from 16 px up
(`has_letter`; the icon and the colour tell the terrain below that), and a pawn's seat number is
read only on a large pawn, the lines showing the player's chip instead (`pawn`).

Each sprite is drawn at four times its size and scaled down (Pillow draws shapes without
antialiasing), then cached per size. Cached images are shared between threads: never draw on one,
only paste from it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from render import theme
from render.caveman_sprites import caveman
from render.supersample import SUPER, canvas, finish, rgba
from render.terrain_icons import terrain_icon
from rules.boxes import Box
from rules.core.pieces import TERRAIN_LETTERS, VOLCANO, SquareSpec

__all__ = [
    "castle",
    "caveman",
    "centre",
    "chief",
    "crown",
    "empty",
    "fire_token",
    "flame",
    "hut",
    "king",
    "pawn",
    "resource",
    "square",
]

# --- squares -----------------------------------------------------------------------------------


def _flame(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """A flame of height `s` centred on (cx, cy): orange, a yellow heart, a dark red edge thick
    enough to keep its shape on a phone."""
    outer = [
        (cx, cy - s * 0.5),
        (cx + s * 0.1, cy - s * 0.3),
        (cx + s * 0.3, cy - s * 0.08),
        (cx + s * 0.3, cy + s * 0.22),
        (cx + s * 0.16, cy + s * 0.44),
        (cx, cy + s * 0.5),
        (cx - s * 0.16, cy + s * 0.44),
        (cx - s * 0.3, cy + s * 0.22),
        (cx - s * 0.3, cy - s * 0.08),
        (cx - s * 0.14, cy + s * 0.02),
    ]
    d.polygon(outer, fill=rgba(theme.FIRE_ORANGE), outline=rgba(theme.FIRE_RED), width=max(2, int(s * 0.09)))
    inner = [
        (cx, cy - s * 0.06),
        (cx + s * 0.15, cy + s * 0.2),
        (cx + s * 0.08, cy + s * 0.36),
        (cx - s * 0.08, cy + s * 0.36),
        (cx - s * 0.15, cy + s * 0.2),
    ]
    d.polygon(inner, fill=rgba(theme.FIRE_YELLOW))


def square(spec: SquareSpec, size: int, box: Box) -> Image.Image:
    """One printed square of a `box` domino: terrain colour, icon, letter, printed multipliers."""
    return _square(spec, size, box.multiplier)


# The terrain icon's box on a square, as shares of its side: centred on a plain square (and
# under crowns, which keep to its top third), lower and to the left under printed flames, across
# the whole square for a volcano (its craters large enough to count on a phone).
ICON_PLAIN: Final = (0.2, 0.28, 0.8, 0.88)
ICON_UNDER: Final = (0.14, 0.5, 0.62, 0.98)
ICON_VOLCANO: Final = (0.06, 0.28, 0.88, 0.96)
LETTER_SHARE: Final = 0.24  # the terrain letter's size, as a share of the square's side
LETTER_MIN: Final = 16  # px: no smaller letter is drawn (`has_letter`)
PAWN_NUMBER: Final = 0.38  # a pawn's seat number, as a share of its height (`pawn`)


@lru_cache(maxsize=256)
def _square(spec: SquareSpec, size: int, multiplier: str) -> Image.Image:
    # Keyed by the multiplier's name, not the box: hashing a Box hashes its 48 dominoes.
    img, d, big = canvas(size)
    fill = theme.TERRAIN_FILL[spec.terrain]
    d.rectangle((0, 0, big - 1, big - 1), fill=rgba(fill))
    if spec.terrain == VOLCANO:
        shares = ICON_VOLCANO
    else:  # flames stand taller than crowns: the icon makes room for them
        shares = ICON_UNDER if spec.fires and multiplier == "fire icon" else ICON_PLAIN
    x0, y0, x1, y1 = (round(v * big) for v in shares)
    terrain_icon(d, spec.terrain, (x0, y0, x1, y1), spec.craters)
    if has_letter(size):
        _letter(d, big, spec, fill)
    _MULTIPLIERS[multiplier](d, big, spec.fires)
    return finish(img, size)


def letter_size(size: int) -> float:
    """The px size of the terrain letter on a square `size` px wide (drawn or not)."""
    return int(size * SUPER * LETTER_SHARE) / SUPER


def has_letter(size: int) -> bool:
    """Whether a square `size` px wide shows its terrain letter: only where the letter reads.

    A letter under `LETTER_MIN` px is a speck on a phone (the lines' 60 px squares drew 14 px
    letters: about 5 px across a 360 px screen); there the icon, two and a half times as
    large, and the colour tell the terrain, as they do for everyone at a glance. From 16 px a
    lone bold capital with its outline still reads (V1 from V2 on the Neolithic's 74 px
    squares), and it names the terrain in the notation's words (RULES.md §4).
    """
    return letter_size(size) >= LETTER_MIN


def _letter(d: ImageDraw.ImageDraw, big: int, spec: SquareSpec, fill: theme.RGB) -> None:
    """The terrain's letter (a volcano's with its craters) in the top left corner, outlined in
    the terrain's colour so that it stands clear of the icon."""
    letter = TERRAIN_LETTERS[spec.terrain] + (str(spec.craters) if spec.terrain == VOLCANO else "")
    d.text(
        (big * 0.07, big * 0.03),
        letter,
        font=theme.font(int(big * LETTER_SHARE), bold=True),
        fill=rgba(theme.text_colour_on(fill)),
        stroke_width=max(1, big // 80),
        stroke_fill=rgba(fill),
    )


def _flames(d: ImageDraw.ImageDraw, big: int, count: int) -> None:
    """Printed fire icons, right to left along the top: half the square high for one, a little
    less for two (the most a square has), so that they count at a glance on a phone."""
    s = big * (0.52 if count == 1 else 0.46)
    for k in range(count):
        _flame(d, big * 0.97 - s * (0.31 + k * 0.64), big * 0.02 + s / 2, s)


def _crowns(d: ImageDraw.ImageDraw, big: int, count: int) -> None:
    """Printed crowns, right to left along the top, smaller when three must fit right of the
    letter; a gap between two crowns, so that each reads alone."""
    s = big * min(0.32, 0.72 / max(count, 1))
    for k in range(count):
        _crown(d, big - s - k * s * 0.94, big * 0.01, s, max(2, int(s) // 9), jewels=False)


_MULTIPLIERS: Final[dict[str, Callable[[ImageDraw.ImageDraw, int, int], None]]] = {
    "fire icon": _flames,
    "crown": _crowns,
}


@lru_cache(maxsize=64)
def empty(size: int) -> Image.Image:
    img, d, big = canvas(size)
    d.rectangle((0, 0, big - 1, big - 1), fill=rgba(theme.EMPTY_SQUARE))
    return finish(img, size)


@lru_cache(maxsize=64)
def hut(seat: int, size: int) -> Image.Image:
    """The starting tile with its hut, in the player's colour."""
    img, d, big = canvas(size)
    colour = theme.player_colour(seat)
    d.rectangle((0, 0, big - 1, big - 1), fill=rgba(theme.PANEL))
    lw = max(2, big // 40)
    roof = [(big * 0.14, big * 0.48), (big * 0.5, big * 0.14), (big * 0.86, big * 0.48)]
    d.polygon(roof, fill=rgba(colour), outline=rgba(theme.INK), width=lw)
    d.rectangle(
        (big * 0.24, big * 0.48, big * 0.76, big * 0.86),
        fill=rgba(colour),
        outline=rgba(theme.INK),
        width=lw,
    )
    d.rectangle((big * 0.43, big * 0.62, big * 0.57, big * 0.86), fill=rgba(theme.INK))
    return finish(img, size)


@lru_cache(maxsize=64)
def castle(seat: int, size: int) -> Image.Image:
    """The starting square with its castle, in the player's colour: two towers and a wall."""
    img, d, big = canvas(size)
    colour, ink = rgba(theme.player_colour(seat)), rgba(theme.INK)
    d.rectangle((0, 0, big - 1, big - 1), fill=rgba(theme.PANEL))
    lw = max(2, big // 40)
    _battlement(d, big, 0.26, 0.74, 0.4, 0.86, colour, lw)  # the wall, behind the towers
    for left in (0.1, 0.64):
        _battlement(d, big, left, left + 0.26, 0.16, 0.86, colour, lw)
    d.chord((big * 0.4, big * 0.56, big * 0.6, big * 0.76), 180, 360, fill=ink)  # the gate
    d.rectangle((big * 0.4, big * 0.66, big * 0.6, big * 0.86), fill=ink)
    return finish(img, size)


def _battlement(
    d: ImageDraw.ImageDraw,
    big: int,
    left: float,
    right: float,
    top: float,
    bottom: float,
    fill: tuple[int, int, int, int],
    lw: int,
) -> None:
    """A block with three merlons on top, outlined in ink (shares of the square)."""
    notch = 0.07
    step = (right - left) / 5
    outline = [(left, bottom), (left, top)]
    for k in range(1, 5):  # merlon, gap, merlon, gap: the crenellation's corners
        x = left + k * step
        y_from, y_to = (top, top + notch) if k % 2 else (top + notch, top)
        outline += [(x, y_from), (x, y_to)]
    outline += [(right, top), (right, bottom)]
    d.polygon([(big * x, big * y) for x, y in outline], fill=fill, outline=rgba(theme.INK), width=lw)


def centre(box: Box, seat: int, size: int) -> Image.Image:
    """The start tile every territory of `box` grows from: its hut or its castle."""
    return _CENTRES[box.centre](seat, size)


@lru_cache(maxsize=64)
def fire_token(fires: int, size: int) -> Image.Image:
    """A round fire token: dark disc, a large flame, and the number of fires."""
    img, d, big = canvas(size)
    lw = max(2, big // 16)
    d.ellipse(
        (lw, lw, big - lw, big - lw), fill=rgba(theme.TOKEN_DARK), outline=rgba(theme.FIRE_YELLOW), width=lw
    )
    _flame(d, big * 0.4, big * 0.5, big * 0.66)
    f = theme.font(int(big * 0.5), bold=True)
    d.text(
        (big * 0.74, big * 0.6),
        str(fires),
        font=f,
        fill=rgba(theme.WHITE),
        anchor="mm",
        stroke_width=max(1, big // 24),
        stroke_fill=rgba(theme.TOKEN_DARK),
    )
    return finish(img, size)


@lru_cache(maxsize=64)
def flame(size: int) -> Image.Image:
    img, d, big = canvas(size)
    _flame(d, big / 2, big / 2, big * 0.9)
    return finish(img, size)


@lru_cache(maxsize=64)
def resource(kind: int, size: int) -> Image.Image:
    """A wooden resource: mammoth, fish, mushroom or flint, each its own shape."""
    img, d, big = canvas(size)
    fill = rgba(theme.RESOURCE_FILL[kind])
    ink = rgba(theme.INK)
    lw = max(2, big // 16)
    if kind == 0:  # mammoth: body, head, trunk, tusk
        d.ellipse((big * 0.12, big * 0.25, big * 0.78, big * 0.75), fill=fill, outline=ink, width=lw)
        d.ellipse((big * 0.58, big * 0.2, big * 0.92, big * 0.55), fill=fill, outline=ink, width=lw)
        d.line((big * 0.86, big * 0.5, big * 0.9, big * 0.9), fill=ink, width=lw * 2)
        d.arc((big * 0.5, big * 0.4, big * 0.85, big * 0.8), 30, 150, fill=rgba(theme.WHITE), width=lw)
        d.rectangle((big * 0.22, big * 0.68, big * 0.32, big * 0.9), fill=fill, outline=ink, width=lw)
        d.rectangle((big * 0.5, big * 0.68, big * 0.6, big * 0.9), fill=fill, outline=ink, width=lw)
    elif kind == 1:  # fish: body and tail
        d.polygon(
            [(big * 0.08, big * 0.22), (big * 0.32, big * 0.5), (big * 0.08, big * 0.78)],
            fill=fill,
            outline=ink,
            width=lw,
        )
        d.ellipse((big * 0.24, big * 0.26, big * 0.94, big * 0.74), fill=fill, outline=ink, width=lw)
        d.ellipse((big * 0.72, big * 0.4, big * 0.8, big * 0.48), fill=ink)
    elif kind == 2:  # mushroom: cap and stem
        d.rectangle(
            (big * 0.4, big * 0.48, big * 0.6, big * 0.9),
            fill=rgba(theme.CAVEMAN_FILL),
            outline=ink,
            width=lw,
        )
        d.chord((big * 0.1, big * 0.12, big * 0.9, big * 0.84), 180, 360, fill=fill, outline=ink, width=lw)
        for cx, cy in ((0.35, 0.3), (0.62, 0.25), (0.5, 0.4)):
            d.ellipse(
                (big * (cx - 0.05), big * (cy - 0.05), big * (cx + 0.05), big * (cy + 0.05)),
                fill=rgba(theme.WHITE),
            )
    else:  # flint: a sharp stone
        d.polygon(
            [
                (big * 0.5, big * 0.06),
                (big * 0.9, big * 0.45),
                (big * 0.6, big * 0.94),
                (big * 0.14, big * 0.6),
            ],
            fill=fill,
            outline=rgba(theme.WHITE),
            width=lw,
        )
    return finish(img, size)


@lru_cache(maxsize=64)
def chief(seat: int, size: int) -> Image.Image:
    """A tribe chief: a pawn in the player's colour with the seat number."""
    img, d, big = canvas(size)
    colour = theme.player_colour(seat)
    lw = max(2, big // 18)
    d.ellipse(
        (big * 0.3, big * 0.04, big * 0.7, big * 0.44),
        fill=rgba(colour),
        outline=rgba(theme.WHITE),
        width=lw,
    )
    d.polygon(
        [
            (big * 0.16, big * 0.96),
            (big * 0.36, big * 0.4),
            (big * 0.64, big * 0.4),
            (big * 0.84, big * 0.96),
        ],
        fill=rgba(colour),
        outline=rgba(theme.WHITE),
        width=lw,
    )
    f = theme.font(int(big * PAWN_NUMBER), bold=True)
    d.text((big / 2, big * 0.7), str(seat + 1), font=f, fill=rgba(theme.text_colour_on(colour)), anchor="mm")
    return finish(img, size)


@lru_cache(maxsize=64)
def king(seat: int, size: int) -> Image.Image:
    """A king: the chief's pawn with a crown for a head, in the player's colour, with the seat."""
    img, d, big = canvas(size)
    colour, white = rgba(theme.player_colour(seat)), rgba(theme.WHITE)
    lw = max(2, big // 18)
    head = [(0.24, 0.06), (0.37, 0.2), (0.5, 0.04), (0.63, 0.2), (0.76, 0.06), (0.7, 0.42), (0.3, 0.42)]
    d.polygon([(big * x, big * y) for x, y in head], fill=colour, outline=white, width=lw)
    body = [(0.16, 0.96), (0.36, 0.4), (0.64, 0.4), (0.84, 0.96)]
    d.polygon([(big * x, big * y) for x, y in body], fill=colour, outline=white, width=lw)
    f = theme.font(int(big * PAWN_NUMBER), bold=True)
    ink = rgba(theme.text_colour_on(theme.player_colour(seat)))
    d.text((big / 2, big * 0.7), str(seat + 1), font=f, fill=ink, anchor="mm")
    return finish(img, size)


def pawn(box: Box, seat: int, size: int) -> Image.Image:
    """The pawn a player of `box` drafts with: a chief or a king, its seat number on its body.

    The number is `PAWN_NUMBER` of the pawn's height: 28 px, the least text that reads on a phone,
    only from 74 px pawns up (the turn card's king is 104 px). Smaller, a pawn would need its
    number read where it cannot be: the lines of the draft show the player's chip (parts.chip)
    instead, whose number is 28 px or more whatever its size (draft_lines.py).
    """
    return _PAWNS[box.chief](seat, size)


def pawn_number_size(size: int) -> float:
    """The px size of the seat number on a pawn `size` px high."""
    return int(size * SUPER * PAWN_NUMBER) / SUPER


@lru_cache(maxsize=16)
def crown(size: int) -> Image.Image:
    """A gold crown with three points: marks the winners on the score sheet."""
    img, d, big = canvas(size)
    _crown(d, 0, 0, big, max(2, big // 22))
    return finish(img, size)


def _crown(d: ImageDraw.ImageDraw, x0: float, y0: float, s: float, lw: int, *, jewels: bool = True) -> None:
    """A gold crown in the `s`×`s` box at (x0, y0), outlined `lw` wide, a jewel on each point
    (too small to see on a printed crown, where they would touch the next crown)."""
    gold, ink = rgba(theme.FIRE_YELLOW), rgba(theme.INK)
    points = [
        (x0 + s * 0.08, y0 + s * 0.3),
        (x0 + s * 0.3, y0 + s * 0.55),
        (x0 + s * 0.5, y0 + s * 0.14),
        (x0 + s * 0.7, y0 + s * 0.55),
        (x0 + s * 0.92, y0 + s * 0.3),
        (x0 + s * 0.84, y0 + s * 0.8),
        (x0 + s * 0.16, y0 + s * 0.8),
    ]
    d.polygon(points, fill=gold, outline=ink, width=lw)
    d.rectangle((x0 + s * 0.16, y0 + s * 0.8, x0 + s * 0.84, y0 + s * 0.92), fill=gold, outline=ink, width=lw)
    if not jewels:
        return
    r = s * 0.06
    for x, y in ((0.08, 0.3), (0.5, 0.14), (0.92, 0.3)):
        cx, cy = x0 + s * x, y0 + s * y
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=rgba(theme.FIRE_RED))


# Each box names its pieces (rules.box); these are the sprites for those names.
_CENTRES: Final[dict[str, Callable[[int, int], Image.Image]]] = {"hut": hut, "castle": castle}
_PAWNS: Final[dict[str, Callable[[int, int], Image.Image]]] = {"chief": chief, "king": king}
