"""Icons of the Resource Tokens variant: the four kinds of token and the gold coin.

A token is a white counter with its kind's shape inside: a log (wood), an ear (wheat), a
drumstick (meat), a fish. The shape tells the kind as well as the colour does, and the white
counter stands out on the token's own terrain, whose colour is the nearest to its own. Gold is
a rimmed coin with its count. Drawn and cached as the other sprites (render.sprites): never draw on a
cached image, only paste from it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from render.core import theme
from render.core.supersample import SUPER, canvas, finish, rgba
from rules.boxes.resources import FISH_TOKEN, MEAT, WHEAT_TOKEN, WOOD

Ink = tuple[int, int, int, int]

# The Resource Tokens variant: each token a white counter (it must stand out on its own terrain,
# which has the colour nearest to its own) with the kind's shape inside, in the colours of the
# rulebook author's cubes (black wood, yellow wheat, red meat, blue fish); wood is drawn brown,
# since black would read as a hole on the dark forest. Gold coins, rimmed so that they read
# apart from the printed crowns' gold.
TOKEN_FILL: Final[tuple[theme.RGB, ...]] = ((120, 72, 36), (226, 168, 12), (200, 48, 40), (24, 92, 172))
TOKEN_FACE: Final[theme.RGB] = theme.WHITE
GOLD_COIN: Final[theme.RGB] = (246, 196, 64)
GOLD_RIM: Final[theme.RGB] = (150, 104, 16)
# The colours only the variant's pictures have: its palette's last (render.core.theme).
COLOURS: Final = (*TOKEN_FILL, GOLD_COIN, GOLD_RIM)


@lru_cache(maxsize=128)
def token(kind: int, size: int) -> Image.Image:
    """One resource token of `kind` (rules.boxes.resources.TOKEN_KINDS): a counter with its shape."""
    img, d, big = canvas(size)
    lw = max(2, big // 18)
    d.ellipse((lw, lw, big - lw, big - lw), fill=rgba(TOKEN_FACE), outline=rgba(theme.INK), width=lw)
    _SHAPES[kind](d, big, rgba(TOKEN_FILL[kind]), max(2, big // 32))
    return finish(img, size)


def _log(d: ImageDraw.ImageDraw, big: int, fill: Ink, lw: int) -> None:
    """A log lying down, its cut end showing a ring."""
    ink = rgba(theme.INK)
    body = (big * 0.1, big * 0.3, big * 0.72, big * 0.7)
    d.rounded_rectangle(body, big * 0.08, fill=fill, outline=ink, width=lw)
    d.ellipse((big * 0.56, big * 0.28, big * 0.9, big * 0.72), fill=rgba(theme.WOOD), outline=ink, width=lw)
    d.ellipse((big * 0.67, big * 0.42, big * 0.79, big * 0.58), outline=fill, width=lw * 2)


def _ear(d: ImageDraw.ImageDraw, big: int, fill: Ink, lw: int) -> None:
    """An ear of wheat standing up: a pointed ear on its stalk, its grains marked."""
    ink = rgba(theme.INK)
    d.line((big * 0.5, big * 0.74, big * 0.5, big * 0.92), fill=ink, width=lw * 3)
    ear = [(0.5, 0.08), (0.72, 0.3), (0.72, 0.58), (0.5, 0.8), (0.28, 0.58), (0.28, 0.3)]
    d.polygon([(big * x, big * y) for x, y in ear], fill=fill, outline=ink, width=lw)
    if big >= 20 * SUPER:  # the grains, as chevrons, where they do not fill the ear with ink
        for y in (0.34, 0.5):
            d.line((big * 0.36, big * y, big * 0.5, big * (y + 0.1), big * 0.64, big * y), fill=ink, width=lw)


def _drumstick(d: ImageDraw.ImageDraw, big: int, fill: Ink, lw: int) -> None:
    """A drumstick: the meat, and the bone with its knob."""
    ink, bone = rgba(theme.INK), rgba(theme.CAVEMAN_FILL)
    d.line((big * 0.5, big * 0.5, big * 0.76, big * 0.76), fill=ink, width=lw * 6)
    d.line((big * 0.5, big * 0.5, big * 0.76, big * 0.76), fill=bone, width=lw * 3)
    r = 0.08
    for cx, cy in ((0.73, 0.84), (0.84, 0.73)):
        knob = (big * (cx - r), big * (cy - r), big * (cx + r), big * (cy + r))
        d.ellipse(knob, fill=bone, outline=ink, width=lw)
    d.ellipse((big * 0.12, big * 0.12, big * 0.64, big * 0.64), fill=fill, outline=ink, width=lw)


def _fish(d: ImageDraw.ImageDraw, big: int, fill: Ink, lw: int) -> None:
    """A fish: body, tail and eye."""
    ink = rgba(theme.INK)
    tail = [(big * 0.08, big * 0.26), (big * 0.36, big * 0.5), (big * 0.08, big * 0.74)]
    d.polygon(tail, fill=fill, outline=ink, width=lw)
    d.ellipse((big * 0.24, big * 0.28, big * 0.9, big * 0.72), fill=fill, outline=ink, width=lw)
    d.ellipse((big * 0.68, big * 0.4, big * 0.78, big * 0.5), fill=rgba(theme.WHITE))


_SHAPES: Final[dict[int, Callable[[ImageDraw.ImageDraw, int, Ink, int], None]]] = {
    WOOD: _log,
    WHEAT_TOKEN: _ear,
    MEAT: _drumstick,
    FISH_TOKEN: _fish,
}


@lru_cache(maxsize=128)
def coin(count: int, size: int) -> Image.Image:
    """Gold: a rimmed coin with how many."""
    img, d, big = canvas(size)
    lw = max(2, big // 14)
    d.ellipse((lw, lw, big - lw, big - lw), fill=rgba(GOLD_COIN), outline=rgba(GOLD_RIM), width=lw)
    f = theme.font(int(big * (0.58 if count < 10 else 0.46)), bold=True)
    d.text((big / 2, big * 0.52), str(count), font=f, fill=rgba(theme.INK), anchor="mm")
    return finish(img, size)
