"""Icons drawn by our own code: terrains, fire, resources, cavemen, huts, chiefs.

Each sprite is drawn at four times its size and scaled down (Pillow draws shapes without
antialiasing), then cached per size. Cached images are shared between threads: never draw on one,
only paste from it.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render import theme
from render.theme import RGB
from rules.components import (
    DESERT,
    GRASSLAND,
    JUNGLE,
    LAKE,
    QUARRY,
    TERRAIN_LETTERS,
    VOLCANO,
    WARRIOR_POWER,
    SquareSpec,
)

SUPER = 4  # supersampling factor
CAVEMAN_SHORT = ("Hu", "Fi", "Ga", "Sc", "Pa", "FL", "Sh", "W1", "W2", "W3")


def _canvas(size: int) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    big = size * SUPER
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    return img, ImageDraw.Draw(img), big


def _finish(img: Image.Image, size: int) -> Image.Image:
    return img.resize((size, size), Image.Resampling.LANCZOS)


def _rgba(rgb: RGB, alpha: int = 255) -> tuple[int, int, int, int]:
    return (*rgb, alpha)


# --- terrain icons ------------------------------------------------------------------------------


def _terrain_icon(d: ImageDraw.ImageDraw, terrain: int, box: tuple[int, int, int, int], craters: int) -> None:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    col = _rgba(theme.TERRAIN_MARK[terrain])
    lw = max(2, w // 14)
    if terrain == DESERT:  # dunes
        for i, dy in enumerate((0.35, 0.65)):
            y = y0 + h * dy
            off = w * 0.12 * (1 if i else -1)
            d.arc((x0 + off, y - h * 0.18, x0 + w * 0.62 + off, y + h * 0.18), 200, 340, fill=col, width=lw)
    elif terrain == GRASSLAND:  # tufts of grass
        for cx in (0.3, 0.6):
            bx = x0 + w * cx
            by = y0 + h * 0.78
            for ang in (-35, -12, 12, 35):
                rad = math.radians(ang - 90)
                d.line(
                    (bx, by, bx + math.cos(rad) * h * 0.42, by + math.sin(rad) * h * 0.42), fill=col, width=lw
                )
    elif terrain == LAKE:  # waves
        for dy in (0.3, 0.55, 0.8):
            y = y0 + h * dy
            for k in range(3):
                xs = x0 + w * (0.05 + k * 0.3)
                d.arc((xs, y - h * 0.1, xs + w * 0.3, y + h * 0.1), 180, 360, fill=col, width=lw)
    elif terrain == JUNGLE:  # a palm tree
        trunk = x0 + w * 0.5
        d.line((trunk, y0 + h * 0.95, trunk, y0 + h * 0.35), fill=col, width=lw + 1)
        for ang in (-150, -110, -70, -30):
            rad = math.radians(ang)
            d.line(
                (
                    trunk,
                    y0 + h * 0.35,
                    trunk + math.cos(rad) * w * 0.42,
                    y0 + h * 0.35 + math.sin(rad) * h * 0.3,
                ),
                fill=col,
                width=lw,
            )
    elif terrain == QUARRY:  # stacked stones
        for cx, cy, r in ((0.3, 0.72, 0.2), (0.68, 0.72, 0.2), (0.5, 0.38, 0.2)):
            d.polygon(
                [
                    (x0 + w * (cx + r * math.cos(a)), y0 + h * (cy + r * math.sin(a)))
                    for a in (math.radians(t) for t in range(0, 360, 60))
                ],
                outline=col,
                width=lw,
            )
    elif terrain == VOLCANO:  # a mountain with one dot per crater
        d.polygon(
            [(x0, y1), (x0 + w * 0.38, y0 + h * 0.2), (x0 + w * 0.62, y0 + h * 0.2), (x1, y1)], fill=col
        )
        r = w * 0.07
        for k in range(craters):
            cx = x0 + w * (0.5 + (k - (craters - 1) / 2) * 0.18)
            d.ellipse((cx - r, y0 + h * 0.22 - r, cx + r, y0 + h * 0.22 + r), fill=_rgba(theme.FIRE_RED))


def _flame(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
    """A flame of height `s` centred on (cx, cy)."""
    outer = [
        (cx, cy - s * 0.5),
        (cx + s * 0.3, cy - s * 0.05),
        (cx + s * 0.26, cy + s * 0.3),
        (cx, cy + s * 0.5),
        (cx - s * 0.26, cy + s * 0.3),
        (cx - s * 0.3, cy - s * 0.05),
    ]
    d.polygon(
        outer, fill=_rgba(theme.FIRE_ORANGE), outline=_rgba(theme.FIRE_RED), width=max(2, int(s * 0.08))
    )
    inner = [
        (cx, cy - s * 0.1),
        (cx + s * 0.14, cy + s * 0.2),
        (cx, cy + s * 0.38),
        (cx - s * 0.14, cy + s * 0.2),
    ]
    d.polygon(inner, fill=_rgba(theme.FIRE_YELLOW))


@lru_cache(maxsize=256)
def square(spec: SquareSpec, size: int) -> Image.Image:
    """One printed square: terrain colour, its icon, its letter, printed fires or craters."""
    img, d, big = _canvas(size)
    fill = theme.TERRAIN_FILL[spec.terrain]
    d.rectangle((0, 0, big - 1, big - 1), fill=_rgba(fill))
    m = big // 5
    _terrain_icon(d, spec.terrain, (m, m + big // 16, big - m, big - m + big // 16), spec.craters)
    letter = TERRAIN_LETTERS[spec.terrain] + (str(spec.craters) if spec.terrain == VOLCANO else "")
    f = theme.font(int(big * 0.24), bold=True)
    d.text(
        (big * 0.07, big * 0.03),
        letter,
        font=f,
        fill=_rgba(theme.text_colour_on(fill)),
        stroke_width=max(1, big // 80),
        stroke_fill=_rgba(fill),
    )
    for k in range(spec.fires):
        _flame(d, big * (0.82 - k * 0.22), big * 0.2, big * 0.3)
    return _finish(img, size)


@lru_cache(maxsize=64)
def empty(size: int) -> Image.Image:
    img, d, big = _canvas(size)
    d.rectangle((0, 0, big - 1, big - 1), fill=_rgba(theme.EMPTY_SQUARE))
    return _finish(img, size)


@lru_cache(maxsize=64)
def hut(seat: int, size: int) -> Image.Image:
    """The starting tile with its hut, in the player's colour."""
    img, d, big = _canvas(size)
    colour = theme.player_colour(seat)
    d.rectangle((0, 0, big - 1, big - 1), fill=_rgba(theme.PANEL))
    lw = max(2, big // 40)
    roof = [(big * 0.14, big * 0.48), (big * 0.5, big * 0.14), (big * 0.86, big * 0.48)]
    d.polygon(roof, fill=_rgba(colour), outline=_rgba(theme.INK), width=lw)
    d.rectangle(
        (big * 0.24, big * 0.48, big * 0.76, big * 0.86),
        fill=_rgba(colour),
        outline=_rgba(theme.INK),
        width=lw,
    )
    d.rectangle((big * 0.43, big * 0.62, big * 0.57, big * 0.86), fill=_rgba(theme.INK))
    return _finish(img, size)


@lru_cache(maxsize=64)
def fire_token(fires: int, size: int) -> Image.Image:
    """A round fire token: dark disc, flames, and the number of fires."""
    img, d, big = _canvas(size)
    lw = max(2, big // 18)
    d.ellipse(
        (lw, lw, big - lw, big - lw), fill=_rgba(theme.TOKEN_DARK), outline=_rgba(theme.FIRE_YELLOW), width=lw
    )
    _flame(d, big * 0.42, big * 0.5, big * 0.56)
    f = theme.font(int(big * 0.42), bold=True)
    d.text(
        (big * 0.78, big * 0.56),
        str(fires),
        font=f,
        fill=_rgba(theme.WHITE),
        anchor="mm",
        stroke_width=max(1, big // 30),
        stroke_fill=_rgba(theme.TOKEN_DARK),
    )
    return _finish(img, size)


@lru_cache(maxsize=64)
def flame(size: int) -> Image.Image:
    img, d, big = _canvas(size)
    _flame(d, big / 2, big / 2, big * 0.9)
    return _finish(img, size)


@lru_cache(maxsize=64)
def resource(kind: int, size: int) -> Image.Image:
    """A wooden resource: mammoth, fish, mushroom or flint, each its own shape."""
    img, d, big = _canvas(size)
    fill = _rgba(theme.RESOURCE_FILL[kind])
    ink = _rgba(theme.INK)
    lw = max(2, big // 16)
    if kind == 0:  # mammoth: body, head, trunk, tusk
        d.ellipse((big * 0.12, big * 0.25, big * 0.78, big * 0.75), fill=fill, outline=ink, width=lw)
        d.ellipse((big * 0.58, big * 0.2, big * 0.92, big * 0.55), fill=fill, outline=ink, width=lw)
        d.line((big * 0.86, big * 0.5, big * 0.9, big * 0.9), fill=ink, width=lw * 2)
        d.arc((big * 0.5, big * 0.4, big * 0.85, big * 0.8), 30, 150, fill=_rgba(theme.WHITE), width=lw)
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
            fill=_rgba(theme.CAVEMAN_FILL),
            outline=ink,
            width=lw,
        )
        d.chord((big * 0.1, big * 0.12, big * 0.9, big * 0.84), 180, 360, fill=fill, outline=ink, width=lw)
        for cx, cy in ((0.35, 0.3), (0.62, 0.25), (0.5, 0.4)):
            d.ellipse(
                (big * (cx - 0.05), big * (cy - 0.05), big * (cx + 0.05), big * (cy + 0.05)),
                fill=_rgba(theme.WHITE),
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
            outline=_rgba(theme.WHITE),
            width=lw,
        )
    return _finish(img, size)


@lru_cache(maxsize=128)
def caveman(kind: int, size: int) -> Image.Image:
    """A caveman tile: a round badge with the kind's short name (warriors show their power)."""
    img, d, big = _canvas(size)
    lw = max(2, big // 20)
    fill = theme.WARRIOR_FILL if kind in WARRIOR_POWER else theme.CAVEMAN_FILL
    d.ellipse((lw, lw, big - lw, big - lw), fill=_rgba(fill), outline=_rgba(theme.INK), width=lw)
    f = theme.font(int(big * 0.4), bold=True)
    d.text((big / 2, big * 0.47), CAVEMAN_SHORT[kind], font=f, fill=_rgba(theme.INK), anchor="mm")
    if kind in WARRIOR_POWER:  # spears: one tick per point of power
        power = WARRIOR_POWER[kind]
        for k in range(power):
            x = big * (0.5 + (k - (power - 1) / 2) * 0.14)
            d.line((x, big * 0.7, x, big * 0.86), fill=_rgba(theme.INK), width=lw)
    return _finish(img, size)


@lru_cache(maxsize=64)
def chief(seat: int, size: int) -> Image.Image:
    """A tribe chief: a pawn in the player's colour with the seat number."""
    img, d, big = _canvas(size)
    colour = theme.player_colour(seat)
    lw = max(2, big // 18)
    d.ellipse(
        (big * 0.3, big * 0.04, big * 0.7, big * 0.44),
        fill=_rgba(colour),
        outline=_rgba(theme.WHITE),
        width=lw,
    )
    d.polygon(
        [
            (big * 0.16, big * 0.96),
            (big * 0.36, big * 0.4),
            (big * 0.64, big * 0.4),
            (big * 0.84, big * 0.96),
        ],
        fill=_rgba(colour),
        outline=_rgba(theme.WHITE),
        width=lw,
    )
    f = theme.font(int(big * 0.38), bold=True)
    d.text((big / 2, big * 0.7), str(seat + 1), font=f, fill=_rgba(theme.text_colour_on(colour)), anchor="mm")
    return _finish(img, size)


@lru_cache(maxsize=16)
def crown(size: int) -> Image.Image:
    """A gold crown with three points: marks the winners on the score sheet."""
    img, d, big = _canvas(size)
    lw = max(2, big // 22)
    gold, ink = _rgba(theme.FIRE_YELLOW), _rgba(theme.INK)
    points = [
        (big * 0.08, big * 0.3),
        (big * 0.3, big * 0.55),
        (big * 0.5, big * 0.14),
        (big * 0.7, big * 0.55),
        (big * 0.92, big * 0.3),
        (big * 0.84, big * 0.8),
        (big * 0.16, big * 0.8),
    ]
    d.polygon(points, fill=gold, outline=ink, width=lw)
    d.rectangle((big * 0.16, big * 0.8, big * 0.84, big * 0.92), fill=gold, outline=ink, width=lw)
    r = big * 0.06
    for x, y in ((0.08, 0.3), (0.5, 0.14), (0.92, 0.3)):
        d.ellipse((big * x - r, big * y - r, big * x + r, big * y + r), fill=_rgba(theme.FIRE_RED))
    return _finish(img, size)
