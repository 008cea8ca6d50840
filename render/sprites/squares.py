"""Squares, as every game's pictures draw them: terrain colour, icon, letter and printed
multipliers; the empty square; the start tile and the pawn of a game's box.

Which icon stands for a piece is the box's business, asked of its pictures (render.boxes): a
square shows its printed multipliers as flames or crowns after `box.multiplier` (a game's
pictures register how they are drawn: `MULTIPLIERS`), the start tile is a hut or a castle, a pawn
a chief or a king. Terrain icons are in terrain_icons.py. Printed flames stand half a square
high and craters glow across a volcano's whole summit, so that both count at a glance on a phone,
where a territory's square is some 60 px wide.

What a phone cannot read is not drawn: a square's terrain letter only from 16 px up
(`has_letter`; the icon and the colour tell the terrain below that), and a pawn's seat number is
read only on a large pawn, the lines showing the player's chip instead (`pawn`).

Each sprite is drawn at four times its size and scaled down (Pillow draws shapes without
antialiasing), then cached per size. Cached images are shared between threads: never draw on one,
only paste from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from render.core import theme
from render.core.games import MultiplierDrawer, pictures_of
from render.core.supersample import SUPER, canvas, finish, rgba
from render.sprites.terrain_icons import terrain_icon
from rules import TERRAIN_LETTERS, Box, SquareSpec


@dataclass(frozen=True)
class Multipliers:
    """How a box's printed multipliers are drawn along a square's top (`draw`), and whether
    they stand tall (flames: the terrain icon makes room for them, lower and to the left)."""

    draw: MultiplierDrawer
    tall: bool = False


# By the box's `multiplier` ("fire icon", "crown"): filled as the games' pictures are registered.
MULTIPLIERS: Final[dict[str, Multipliers]] = {}


def square(spec: SquareSpec, size: int, box: Box) -> Image.Image:
    """One printed square of a `box` domino: terrain colour, icon, letter, printed multipliers."""
    return _square(spec, size, box.multiplier, spec.terrain in box.crater_terrains)


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
def _square(spec: SquareSpec, size: int, multiplier: str, crater: bool) -> Image.Image:
    # Keyed by the multiplier's name, not the box: hashing a Box hashes its 48 dominoes.
    # `crater`: a volcano, whose digit counts craters.
    img, d, big = canvas(size)
    fill = theme.TERRAIN_FILL[spec.terrain]
    d.rectangle((0, 0, big - 1, big - 1), fill=rgba(fill))
    printed = MULTIPLIERS[multiplier]
    # Flames stand taller than crowns: the icon makes room for them.
    shares = ICON_VOLCANO if crater else ICON_UNDER if spec.fires and printed.tall else ICON_PLAIN
    x0, y0, x1, y1 = (round(v * big) for v in shares)
    terrain_icon(d, spec.terrain, (x0, y0, x1, y1), spec.craters)
    if has_letter(size):
        _letter(d, big, spec, fill, crater)
    printed.draw(d, big, spec.fires)
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


def _letter(d: ImageDraw.ImageDraw, big: int, spec: SquareSpec, fill: theme.RGB, crater: bool) -> None:
    """The terrain's letter (a volcano's with its craters) in the top left corner, outlined in
    the terrain's colour so that it stands clear of the icon."""
    letter = TERRAIN_LETTERS[spec.terrain] + (str(spec.craters) if crater else "")
    d.text(
        (big * 0.07, big * 0.03),
        letter,
        font=theme.font(int(big * LETTER_SHARE), bold=True),
        fill=rgba(theme.text_colour_on(fill)),
        stroke_width=max(1, big // 80),
        stroke_fill=rgba(fill),
    )


@lru_cache(maxsize=64)
def empty(size: int) -> Image.Image:
    img, d, big = canvas(size)
    d.rectangle((0, 0, big - 1, big - 1), fill=rgba(theme.EMPTY_SQUARE))
    return finish(img, size)


def centre(box: Box, seat: int, size: int) -> Image.Image:
    """The start tile every territory of `box` grows from: its hut or its castle."""
    return pictures_of(box).centre(seat, size)


def pawn(box: Box, seat: int, size: int) -> Image.Image:
    """The pawn a player of `box` drafts with: a chief or a king, its seat number on its body.

    The number is `PAWN_NUMBER` of the pawn's height: 28 px, the least text that reads on a phone,
    only from 74 px pawns up (the turn card's king is 104 px). Smaller, a pawn would need its
    number read where it cannot be: the lines of the draft show the player's chip (parts.chip)
    instead, whose number is 28 px or more whatever its size (draft_lines.py).
    """
    return pictures_of(box).pawn(seat, size)


def pawn_number_size(size: int) -> float:
    """The px size of the seat number on a pawn `size` px high."""
    return int(size * SUPER * PAWN_NUMBER) / SUPER


__all__ = [
    "ICON_PLAIN",
    "ICON_UNDER",
    "ICON_VOLCANO",
    "LETTER_MIN",
    "LETTER_SHARE",
    "MULTIPLIERS",
    "PAWN_NUMBER",
    "Multipliers",
    "centre",
    "empty",
    "has_letter",
    "letter_size",
    "pawn",
    "pawn_number_size",
    "square",
]
