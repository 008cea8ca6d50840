"""Shapes every game's pictures draw: a flame (fire icons, fire tokens, the legend) and a crown
(printed crowns, and the winners' mark on every game's scoreboard and score sheet)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.core import theme
from render.core.supersample import canvas, finish, rgba


def flame_shape(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float) -> None:
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


@lru_cache(maxsize=64)
def flame(size: int) -> Image.Image:
    img, d, big = canvas(size)
    flame_shape(d, big / 2, big / 2, big * 0.9)
    return finish(img, size)


@lru_cache(maxsize=16)
def crown(size: int) -> Image.Image:
    """A gold crown with three points: marks the winners on the score sheet."""
    img, d, big = canvas(size)
    crown_shape(d, 0, 0, big, max(2, big // 22))
    return finish(img, size)


def crown_shape(
    d: ImageDraw.ImageDraw, x0: float, y0: float, s: float, lw: int, *, jewels: bool = True
) -> None:
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


__all__ = ["crown", "crown_shape", "flame", "flame_shape"]
