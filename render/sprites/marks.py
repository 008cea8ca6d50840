"""Marks laid over a territory's squares: highlights, the fire's source and what a fire destroys.

Each mark is a bright band between two dark lines, so that it reads on the palest sand and on
the darkest forest alike (yellow alone vanishes on sand). A highlight's band is yellow; a landing
square where the fire would destroy a wooden resource or a caveman has a band striped red and
yellow, and a red badge with a white cross in its top right corner; the volcano a fire comes
from has an orange band with a white line inside. The ghost domino (the placement preview)
is outlined like a highlight, around both its squares.

Each overlay is a transparent RGBA image the size of its square, drawn once per size and cached
(never draw on one, only paste it with itself as the mask).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from render.core import theme
from render.core.supersample import canvas, finish, rgba
from render.core.theme import RGB


@dataclass(frozen=True)
class Ring:
    """The widths, in px, of a mark's outer dark line, its band and its inner line."""

    outer: int
    band: int
    inner: int

    @property
    def total(self) -> int:
        return self.outer + self.band + self.inner


def ring(cell: int) -> Ring:
    """The widths of a highlight on a square `cell` px wide: thick enough to see on a phone."""
    return Ring(max(2, cell // 48), max(3, cell // 16), max(1, cell // 64))


def outline(
    draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], r: Ring, band: RGB, inner: RGB = theme.INK
) -> None:
    """A mark's three rings just inside `box` (left, top, right, bottom, exclusive)."""
    left, top, right, bottom = box[0], box[1], box[2] - 1, box[3] - 1
    draw.rectangle((left, top, right, bottom), outline=theme.INK, width=r.outer)
    k = r.outer
    draw.rectangle((left + k, top + k, right - k, bottom - k), outline=band, width=r.band)
    k += r.band
    draw.rectangle((left + k, top + k, right - k, bottom - k), outline=inner, width=r.inner)


@lru_cache(maxsize=32)
def highlight(cell: int) -> Image.Image:
    """A highlighted square: ink, yellow, ink."""
    img = Image.new("RGBA", (cell, cell), (0, 0, 0, 0))
    outline(ImageDraw.Draw(img), (0, 0, cell, cell), ring(cell), theme.HIGHLIGHT)
    return img


@lru_cache(maxsize=32)
def source(cell: int) -> Image.Image:
    """The volcano a fire comes from: ink, orange, white."""
    r = ring(cell)
    img = Image.new("RGBA", (cell, cell), (0, 0, 0, 0))
    outline(
        ImageDraw.Draw(img),
        (0, 0, cell, cell),
        Ring(r.outer, r.band, max(2, r.inner)),
        theme.FIRE_ORANGE,
        theme.WHITE,
    )
    return img


@lru_cache(maxsize=32)
def destroys(cell: int) -> Image.Image:
    """A landing square whose wooden resource or caveman the fire would destroy: the highlight
    with its band striped red and yellow, and a red badge with a white cross."""
    img = highlight(cell).copy()
    r = ring(cell)
    stripes = Image.new("RGBA", (cell, cell), (0, 0, 0, 0))
    d = ImageDraw.Draw(stripes)
    step = max(4, r.band * 2)
    for k in range(-cell, cell * 2, step):  # diagonal red stripes, half the period wide
        d.line((k, 0, k + cell, cell), fill=rgba(theme.FIRE_RED), width=max(2, step // 2))
    band = Image.new("L", (cell, cell), 0)
    inset = r.outer
    ImageDraw.Draw(band).rectangle(
        (inset, inset, cell - 1 - inset, cell - 1 - inset), outline=255, width=r.band
    )
    img.paste(stripes, (0, 0), ImageChops.multiply(stripes.getchannel("A"), band))
    badge = cross_badge(max(8, cell * 3 // 10))
    img.alpha_composite(badge, (cell - badge.width - r.total, r.total))
    return img


@lru_cache(maxsize=32)
def cross_badge(size: int) -> Image.Image:
    """A red disc with a white cross, ringed in ink: 'this piece is destroyed'."""
    img, d, big = canvas(size)
    lw = max(2, big // 14)
    d.ellipse((lw, lw, big - lw, big - lw), fill=rgba(theme.FIRE_RED), outline=rgba(theme.INK), width=lw)
    a, b = big * 0.3, big * 0.7
    for line in ((a, a, b, b), (a, b, b, a)):
        d.line(line, fill=rgba(theme.WHITE), width=max(3, big // 8))
    return finish(img, size)
