"""Caveman tiles as pictograms: a small figure with what each kind is known for.

The seven kinds that score by what surrounds them stand on a round cream badge, dark figure:
the hunter draws a bow, the fishing child (a smaller figure) holds a rod with a fish, the
gatherer a basket with a mushroom, the sculptor a hammer over a stone, the painter a brush and
three dabs of paint, the Fire Lady (long hair, a dress) a torch, the shaman (horns) a staff.
Warriors stand on a dark red shield, cream figure, with one dot per point of power on top: the
small warrior with a spear, the Amazon (long hair) with a spear, the oafish warrior (stocky)
with a club. Shape, lightness and hue all part a warrior from the others, so a group of
warriors reads at a glance. Cached as the other sprites: never draw on one, only paste from it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from render.core import theme
from render.core.supersample import canvas, finish, rgba
from rules import QUARRY
from rules.boxes.origins import (
    FIRE_LADY,
    FISH,
    FISHER,
    FLINT,
    GATHERER,
    HUNTER,
    MUSHROOM,
    PAINTER,
    SCULPTOR,
    SHAMAN,
    WARRIOR1,
    WARRIOR2,
    WARRIOR3,
    WARRIOR_POWER,
)

Ink = tuple[int, int, int, int]
Point = tuple[float, float]


@dataclass(frozen=True)
class _Pen:
    """Draws in shares of the badge (0..1 both ways) on a supersampled canvas."""

    d: ImageDraw.ImageDraw
    big: int
    ink: Ink  # the figure's colour
    edge: Ink  # outlines of the things it holds

    def at(self, x: float, y: float) -> Point:
        return x * self.big, y * self.big

    def w(self, share: float) -> int:
        return max(2, round(share * self.big))

    def line(self, points: list[Point], share: float, fill: Ink | None = None) -> None:
        flat = [self.at(x, y) for x, y in points]
        self.d.line(flat, fill=fill or self.ink, width=self.w(share), joint="curve")

    def disc(self, cx: float, cy: float, r: float, fill: Ink, outline: Ink | None = None) -> None:
        box = (*self.at(cx - r, cy - r), *self.at(cx + r, cy + r))
        self.d.ellipse(box, fill=fill, outline=outline, width=self.w(0.025) if outline else 0)

    def poly(self, points: list[Point], fill: Ink, outline: Ink | None = None) -> None:
        flat = [self.at(x, y) for x, y in points]
        self.d.polygon(flat, fill=fill, outline=outline, width=self.w(0.025) if outline else 0)


@dataclass(frozen=True)
class _Body:
    """Where a figure stands: centre x, top of the head, height; and its build."""

    cx: float
    top: float
    h: float
    wide: float = 1.0  # shoulders and tunic (the oafish warrior is stocky)
    head: float = 0.13  # the head's radius as a share of the height (a child's is larger)

    def shoulder(self, side: int) -> Point:
        return self.cx + side * 0.13 * self.h * self.wide, self.top + 0.33 * self.h


def _figure(
    pen: _Pen, body: _Body, hands: tuple[Point, Point], *, hair: bool = False, dress: bool = False
) -> None:
    """A caveman: head, zigzag-hemmed tunic (a long dress), legs, arms reaching for `hands`."""
    cx, top, h, wide = body.cx, body.top, body.h, body.wide
    r = body.head * h
    neck = top + 2 * r
    hem = top + (0.82 if dress else 0.68) * h
    half = (0.25 if dress else 0.19) * h * wide
    if hair:  # long hair falling behind the head to the shoulders
        pen.poly(
            [
                (cx - r * 1.1, top + r),
                (cx + r * 1.1, top + r),
                (cx + r * 1.4, neck + 0.12 * h),
                (cx - r * 1.4, neck + 0.12 * h),
            ],
            pen.ink,
        )
    pen.disc(cx, top + r, r, pen.ink)
    for side in (-1, 1):  # legs
        pen.line(
            [(cx + side * 0.07 * h * wide, hem - 0.04 * h), (cx + side * 0.12 * h * wide, top + h)], 0.075 * h
        )
    tunic = [(cx - 0.14 * h * wide, neck), (cx + 0.14 * h * wide, neck), (cx + half, hem)]
    teeth = 4
    for k in range(1, teeth * 2):  # the hem, right to left: a zigzag of skins
        x = cx + half - k * (2 * half) / (teeth * 2)
        tunic.append((x, hem - (0.07 * h if k % 2 else 0)))
    tunic.append((cx - half, hem))
    pen.poly(tunic, pen.ink)
    for side, hand in zip((-1, 1), hands, strict=True):
        pen.line([body.shoulder(side), hand], 0.07 * h)


def _flame(pen: _Pen, cx: float, cy: float, s: float) -> None:
    """A torch's flame of height `s`."""
    pen.poly(
        [
            (cx, cy - s * 0.5),
            (cx + s * 0.32, cy),
            (cx + s * 0.22, cy + s * 0.4),
            (cx - s * 0.22, cy + s * 0.4),
            (cx - s * 0.32, cy),
        ],
        rgba(theme.FIRE_ORANGE),
        rgba(theme.FIRE_RED),
    )
    pen.poly(
        [(cx, cy - s * 0.05), (cx + s * 0.14, cy + s * 0.22), (cx - s * 0.14, cy + s * 0.22)],
        rgba(theme.FIRE_YELLOW),
    )


# --- the seven kinds on a round badge ----------------------------------------------------------

STAND: Final = _Body(0.38, 0.17, 0.66)


def _hunter(pen: _Pen) -> None:
    """Draws a bow: the bow's arc, its string, an arrow."""
    _figure(pen, STAND, ((0.24, 0.62), (0.62, 0.47)))
    wood = rgba(theme.WOOD)
    pen.d.arc((*pen.at(0.46, 0.2), *pen.at(0.8, 0.8)), -68, 68, fill=pen.edge, width=pen.w(0.075))
    pen.d.arc((*pen.at(0.46, 0.2), *pen.at(0.8, 0.8)), -64, 64, fill=wood, width=pen.w(0.035))
    pen.line([(0.69, 0.23), (0.62, 0.47), (0.69, 0.77)], 0.018, pen.edge)
    pen.line([(0.5, 0.47), (0.86, 0.47)], 0.03, pen.edge)
    pen.poly([(0.92, 0.47), (0.83, 0.41), (0.83, 0.53)], pen.edge)


def _fisher(pen: _Pen) -> None:
    """A child with a rod, a fish on the line."""
    child = _Body(0.34, 0.32, 0.52, head=0.17)
    _figure(pen, child, ((0.22, 0.66), (0.52, 0.52)))
    pen.line([(0.48, 0.58), (0.8, 0.18)], 0.035, rgba(theme.WOOD))
    pen.line([(0.8, 0.18), (0.8, 0.5)], 0.015, pen.edge)
    fish = rgba(theme.RESOURCE_FILL[FISH])
    pen.poly([(0.86, 0.68), (0.94, 0.6), (0.94, 0.76)], fish, pen.edge)
    pen.d.ellipse((*pen.at(0.66, 0.55), *pen.at(0.9, 0.74)), fill=fish, outline=pen.edge, width=pen.w(0.025))


def _gatherer(pen: _Pen) -> None:
    """A basket on the arm, a mushroom in it."""
    _figure(pen, STAND, ((0.24, 0.62), (0.6, 0.56)))
    red, cream = rgba(theme.RESOURCE_FILL[MUSHROOM]), rgba(theme.CAVEMAN_FILL)
    pen.d.rectangle(
        (*pen.at(0.67, 0.42), *pen.at(0.75, 0.56)), fill=cream, outline=pen.edge, width=pen.w(0.02)
    )
    pen.d.chord(
        (*pen.at(0.57, 0.26), *pen.at(0.85, 0.58)), 180, 360, fill=red, outline=pen.edge, width=pen.w(0.025)
    )
    pen.disc(0.66, 0.36, 0.028, rgba(theme.WHITE))
    pen.disc(0.76, 0.34, 0.028, rgba(theme.WHITE))
    pen.poly([(0.55, 0.52), (0.89, 0.52), (0.84, 0.8), (0.6, 0.8)], rgba(theme.WOOD), pen.edge)
    pen.line([(0.6, 0.62), (0.84, 0.62)], 0.02, pen.edge)
    pen.line([(0.61, 0.71), (0.83, 0.71)], 0.02, pen.edge)


def _sculptor(pen: _Pen) -> None:
    """A raised hammer over a stone."""
    _figure(pen, STAND, ((0.24, 0.62), (0.6, 0.3)))
    pen.line([(0.56, 0.42), (0.66, 0.16)], 0.04, rgba(theme.WOOD))
    pen.poly(
        [(0.56, 0.1), (0.8, 0.16), (0.77, 0.26), (0.53, 0.2)], rgba(theme.RESOURCE_FILL[FLINT]), pen.edge
    )
    stone = rgba(theme.TERRAIN_FILL[QUARRY])  # the quarry's grey
    pen.poly([(0.6, 0.56), (0.84, 0.5), (0.9, 0.82), (0.58, 0.84)], stone, pen.edge)
    pen.disc(0.69, 0.63, 0.025, pen.edge)  # the face coming out of the stone
    pen.disc(0.79, 0.62, 0.025, pen.edge)
    pen.line([(0.7, 0.73), (0.8, 0.72)], 0.02, pen.edge)


def _painter(pen: _Pen) -> None:
    """A brush and three dabs of paint."""
    _figure(pen, STAND, ((0.24, 0.62), (0.6, 0.42)))
    pen.line([(0.56, 0.5), (0.7, 0.26)], 0.035, rgba(theme.WOOD))
    pen.disc(0.71, 0.24, 0.04, rgba(theme.FIRE_RED))
    for (cx, cy), colour in zip(
        ((0.82, 0.42), (0.7, 0.62), (0.84, 0.7)),
        (theme.FIRE_RED, theme.FIRE_YELLOW, theme.PLAYER_COLOURS[3]),
        strict=True,
    ):
        pen.disc(cx, cy, 0.075, rgba(colour), pen.edge)


def _fire_lady(pen: _Pen) -> None:
    """Long hair, a dress and a burning torch."""
    _figure(pen, _Body(0.38, 0.19, 0.64), ((0.24, 0.62), (0.62, 0.44)), hair=True, dress=True)
    pen.line([(0.6, 0.56), (0.72, 0.32)], 0.045, rgba(theme.WOOD))
    _flame(pen, 0.74, 0.22, 0.26)


def _shaman(pen: _Pen) -> None:
    """Horns on the head, a staff crowned with a moon."""
    body = STAND
    _figure(pen, body, ((0.24, 0.62), (0.66, 0.42)))
    r = body.head * body.h
    cy = body.top + r
    for side in (-1, 1):  # curved horns, wide at the head, pointed above it
        x = body.cx + side * r * 0.7
        horn = [(x, cy - r * 0.1), (x + side * r * 1.2, cy - r * 0.9), (x + side * r * 1.1, cy - r * 2.0)]
        horn += [(x + side * r * 0.55, cy - r * 1.0), (x - side * r * 0.3, cy - r * 0.7)]
        pen.poly(horn, pen.ink)
    pen.line([(0.68, 0.86), (0.68, 0.24)], 0.04, rgba(theme.WOOD))
    pen.disc(0.68, 0.18, 0.08, rgba(theme.WHITE), pen.edge)
    pen.disc(0.72, 0.16, 0.06, rgba(theme.CAVEMAN_FILL))  # a crescent: the moon, its dark part cut


# --- warriors, on a shield -----------------------------------------------------------------------

SHIELD: Final[list[Point]] = [(0.08, 0.06), (0.92, 0.06), (0.92, 0.52), (0.5, 0.96), (0.08, 0.52)]


def _power(pen: _Pen, power: int) -> None:
    """One dot per point of power, across the top of the shield."""
    for k in range(power):
        pen.disc(0.5 + (k - (power - 1) / 2) * 0.17, 0.17, 0.06, rgba(theme.FIRE_YELLOW), rgba(theme.INK))


def _spear(pen: _Pen, x: float) -> None:
    pen.line([(x, 0.84), (x, 0.34)], 0.035)
    pen.poly([(x, 0.24), (x + 0.05, 0.37), (x - 0.05, 0.37)], pen.ink)


def _small_warrior(pen: _Pen) -> None:
    _figure(pen, _Body(0.44, 0.36, 0.48), ((0.32, 0.62), (0.66, 0.56)))
    _spear(pen, 0.68)


def _amazon(pen: _Pen) -> None:
    _figure(pen, _Body(0.43, 0.3, 0.56), ((0.3, 0.66), (0.68, 0.56)), hair=True)
    _spear(pen, 0.7)


def _oaf(pen: _Pen) -> None:
    """The oafish warrior: a stocky figure with a club over the shoulder."""
    _figure(pen, _Body(0.45, 0.3, 0.58, wide=1.45), ((0.28, 0.64), (0.64, 0.44)))
    pen.line([(0.62, 0.5), (0.76, 0.32)], 0.05)
    pen.poly([(0.7, 0.36), (0.74, 0.3), (0.86, 0.18), (0.9, 0.28), (0.78, 0.4)], pen.ink)
    pen.disc(0.88, 0.23, 0.06, pen.ink)


_ROUND: Final[dict[int, Callable[[_Pen], None]]] = {
    HUNTER: _hunter,
    FISHER: _fisher,
    GATHERER: _gatherer,
    SCULPTOR: _sculptor,
    PAINTER: _painter,
    FIRE_LADY: _fire_lady,
    SHAMAN: _shaman,
}
_WARRIORS: Final[dict[int, Callable[[_Pen], None]]] = {
    WARRIOR1: _small_warrior,
    WARRIOR2: _amazon,
    WARRIOR3: _oaf,
}


@lru_cache(maxsize=128)
def caveman(kind: int, size: int) -> Image.Image:
    """A caveman tile of `kind` (rules.components): its pictogram on a badge, or a warrior's shield."""
    img, d, big = canvas(size)
    lw = max(2, big // 22)
    ink = rgba(theme.INK)
    if kind in WARRIOR_POWER:
        pen = _Pen(d, big, rgba(theme.CAVEMAN_FILL), ink)
        d.polygon([pen.at(x, y) for x, y in SHIELD], fill=rgba(theme.WARRIOR_FILL), outline=ink, width=lw)
        _WARRIORS[kind](pen)
        _power(pen, WARRIOR_POWER[kind])
    else:
        pen = _Pen(d, big, ink, ink)
        d.ellipse((lw, lw, big - lw, big - lw), fill=rgba(theme.CAVEMAN_FILL), outline=ink, width=lw)
        _ROUND[kind](pen)
    return finish(img, size)
