"""Classic Kingdomino's sprites: the castle, the king and the printed crowns (every game's
winners wear the shared crown, render.sprites.shapes). Cached per size, shared between threads:
never draw on one, only paste from it."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.core import theme
from render.core.supersample import canvas, finish, rgba
from render.sprites.shapes import crown_shape
from render.sprites.squares import PAWN_NUMBER


def crowns(d: ImageDraw.ImageDraw, big: int, count: int) -> None:
    """Printed crowns, right to left along the top, smaller when three must fit right of the
    letter; a gap between two crowns, so that each reads alone."""
    s = big * min(0.32, 0.72 / max(count, 1))
    for k in range(count):
        crown_shape(d, big - s - k * s * 0.94, big * 0.01, s, max(2, int(s) // 9), jewels=False)


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


__all__ = ["castle", "crowns", "king"]
