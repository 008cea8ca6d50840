"""The icon of each terrain, drawn on a square's supersampled canvas (sprites.square).

One short function per terrain, found by the terrain's number: both boxes share the numbering
(rules.components), so grassland and lake look the same in Kingdomino Origins and in classic
Kingdomino. Each icon is drawn in its terrain's mark colour (theme.TERRAIN_MARK) inside `box`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from PIL import ImageDraw

from render.core import theme
from rules import DESERT, FOREST, GRASSLAND, JUNGLE, LAKE, MINE, QUARRY, SWAMP, VOLCANO, WHEAT

Box = tuple[int, int, int, int]
Ink = tuple[int, int, int, int]


def terrain_icon(d: ImageDraw.ImageDraw, terrain: int, box: Box, craters: int) -> None:
    """Draw `terrain`'s icon inside `box` (a volcano shows one dot per crater)."""
    col = (*theme.TERRAIN_MARK[terrain], 255)
    lw = max(2, (box[2] - box[0]) // 14)
    if terrain == VOLCANO:
        _volcano(d, box, col, lw, craters)
    else:
        _ICONS[terrain](d, box, col, lw)


# --- Kingdomino Origins -------------------------------------------------------------------------


def _desert(d: ImageDraw.ImageDraw, box: Box, col: Ink, lw: int) -> None:  # dunes
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    for i, dy in enumerate((0.35, 0.65)):
        y = y0 + h * dy
        off = w * 0.12 * (1 if i else -1)
        d.arc((x0 + off, y - h * 0.18, x0 + w * 0.62 + off, y + h * 0.18), 200, 340, fill=col, width=lw)


def _grassland(d: ImageDraw.ImageDraw, box: Box, col: Ink, lw: int) -> None:  # tufts of grass
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    for cx in (0.3, 0.6):
        bx = x0 + w * cx
        by = y0 + h * 0.78
        for ang in (-35, -12, 12, 35):
            rad = math.radians(ang - 90)
            d.line((bx, by, bx + math.cos(rad) * h * 0.42, by + math.sin(rad) * h * 0.42), fill=col, width=lw)


def _lake(d: ImageDraw.ImageDraw, box: Box, col: Ink, lw: int) -> None:  # waves
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    for dy in (0.3, 0.55, 0.8):
        y = y0 + h * dy
        for k in range(3):
            xs = x0 + w * (0.05 + k * 0.3)
            d.arc((xs, y - h * 0.1, xs + w * 0.3, y + h * 0.1), 180, 360, fill=col, width=lw)


def _jungle(d: ImageDraw.ImageDraw, box: Box, col: Ink, lw: int) -> None:  # a palm tree
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    trunk = x0 + w * 0.5
    d.line((trunk, y0 + h * 0.95, trunk, y0 + h * 0.35), fill=col, width=lw + 1)
    for ang in (-150, -110, -70, -30):
        rad = math.radians(ang)
        tip = (trunk + math.cos(rad) * w * 0.42, y0 + h * 0.35 + math.sin(rad) * h * 0.3)
        d.line((trunk, y0 + h * 0.35, *tip), fill=col, width=lw)


def _quarry(d: ImageDraw.ImageDraw, box: Box, col: Ink, lw: int) -> None:  # stacked stones
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    for cx, cy, r in ((0.3, 0.72, 0.2), (0.68, 0.72, 0.2), (0.5, 0.38, 0.2)):
        d.polygon(
            [
                (x0 + w * (cx + r * math.cos(a)), y0 + h * (cy + r * math.sin(a)))
                for a in (math.radians(t) for t in range(0, 360, 60))
            ],
            outline=col,
            width=lw,
        )


def _volcano(d: ImageDraw.ImageDraw, box: Box, col: Ink, lw: int, craters: int) -> None:
    """A broad mountain with its craters across the summit, each a glowing mouth with lava
    running down: large enough to count on a phone (the letter says the number too)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    top = y0 + h * 0.26
    d.polygon([(x0, y1), (x0 + w * 0.16, top), (x0 + w * 0.84, top), (x1, y1)], fill=col)
    rx, ry = w * 0.12, h * 0.12
    red, orange, yellow = (*theme.FIRE_RED, 255), (*theme.FIRE_ORANGE, 255), (*theme.FIRE_YELLOW, 255)
    for k in range(craters):
        cx = x0 + w * (0.5 + (k - (craters - 1) / 2) * 0.25)
        d.polygon([(cx - rx * 0.6, top), (cx + rx * 0.6, top), (cx, top + h * 0.36)], fill=orange)
        d.ellipse((cx - rx, top - ry, cx + rx, top + ry), fill=red)
        d.ellipse((cx - rx * 0.62, top - ry * 0.55, cx + rx * 0.62, top + ry * 0.55), fill=yellow)


# --- classic Kingdomino -------------------------------------------------------------------------


def _wheat(d: ImageDraw.ImageDraw, box: Box, col: Ink, lw: int) -> None:
    """Three ears of wheat: a stalk each, grains in pairs up it and one on top."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    for cx, top in ((0.22, 0.24), (0.5, 0.1), (0.78, 0.24)):
        x = x0 + w * cx
        d.line((x, y0 + h * 0.98, x, y0 + h * (top + 0.1)), fill=col, width=lw)
        for j in range(3):
            y = y0 + h * (top + 0.14 + j * 0.15)
            d.ellipse((x - w * 0.1, y, x, y + h * 0.13), fill=col)
            d.ellipse((x, y, x + w * 0.1, y + h * 0.13), fill=col)
        d.ellipse((x - w * 0.04, y0 + h * top, x + w * 0.04, y0 + h * (top + 0.17)), fill=col)


def _forest(d: ImageDraw.ImageDraw, box: Box, col: Ink, lw: int) -> None:
    """Two fir trees, the right one taller: trunks and two tiers of branches each."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    for cx, top, half in ((0.28, 0.3, 0.2), (0.68, 0.06, 0.26)):
        x = x0 + w * cx
        foot = y0 + h * 0.82
        d.rectangle((x - w * 0.04, foot - h * 0.04, x + w * 0.04, y0 + h * 0.98), fill=col)
        tall = foot - (y0 + h * top)
        for tier in (0.0, 0.4):  # the lower tier wider, the upper one over it
            apex = y0 + h * top + tall * tier
            spread = w * half * (1 - tier * 0.45)
            d.polygon(
                [(x, apex), (x + spread, foot - tall * tier * 0.5), (x - spread, foot - tall * tier * 0.5)],
                fill=col,
            )


def _swamp(d: ImageDraw.ImageDraw, box: Box, col: Ink, lw: int) -> None:
    """Reeds with cattail heads standing in two lines of still water."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    for cx, top, lean in ((0.28, 0.3, -0.06), (0.5, 0.12, 0.0), (0.72, 0.26, 0.06)):
        base = (x0 + w * cx, y0 + h * 0.8)
        tip = (x0 + w * (cx + lean), y0 + h * top)
        d.line((*base, *tip), fill=col, width=lw)
        hx, hy = x0 + w * (cx + lean * 0.75), y0 + h * (top + 0.17)
        d.ellipse((hx - w * 0.045, hy - h * 0.13, hx + w * 0.045, hy + h * 0.13), fill=col)
    for dy, inset in ((0.84, 0.04), (0.96, 0.2)):
        y = y0 + h * dy
        d.line((x0 + w * inset, y, x1 - w * inset, y), fill=col, width=lw)


def _mine(d: ImageDraw.ImageDraw, box: Box, col: Ink, lw: int) -> None:
    """A mine cart heaped with ore, on its rail."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0

    def at(fx: float, fy: float) -> tuple[float, float]:
        return x0 + w * fx, y0 + h * fy

    for cx, cy in ((0.32, 0.34), (0.5, 0.26), (0.68, 0.34)):  # ore
        d.ellipse((*at(cx - 0.11, cy - 0.1), *at(cx + 0.11, cy + 0.1)), fill=col)
    d.polygon([at(0.06, 0.4), at(0.94, 0.4), at(0.8, 0.76), at(0.2, 0.76)], fill=col)
    for cx in (0.32, 0.68):  # wheels
        d.ellipse((*at(cx - 0.1, 0.76), *at(cx + 0.1, 0.96)), fill=col)
    d.line((*at(0.0, 0.98), *at(1.0, 0.98)), fill=col, width=lw)


_ICONS: Final[dict[int, Callable[[ImageDraw.ImageDraw, Box, Ink, int], None]]] = {
    DESERT: _desert,
    GRASSLAND: _grassland,
    LAKE: _lake,
    JUNGLE: _jungle,
    QUARRY: _quarry,
    WHEAT: _wheat,
    FOREST: _forest,
    SWAMP: _swamp,
    MINE: _mine,
}
