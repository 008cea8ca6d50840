"""Kingdomino Origins' sprites: the hut, the chief, the printed flames, the fire token and the
wooden resources (its cavemen are in caveman_sprites.py). Cached per size, shared between
threads: never draw on one, only paste from it."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.core import theme
from render.core.supersample import canvas, finish, rgba
from render.sprites.shapes import flame_shape
from render.sprites.squares import PAWN_NUMBER


def flames(d: ImageDraw.ImageDraw, big: int, count: int) -> None:
    """Printed fire icons, right to left along the top: half the square high for one, a little
    less for two (the most a square has), so that they count at a glance on a phone."""
    s = big * (0.52 if count == 1 else 0.46)
    for k in range(count):
        flame_shape(d, big * 0.97 - s * (0.31 + k * 0.64), big * 0.02 + s / 2, s)


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
def fire_token(fires: int, size: int) -> Image.Image:
    """A round fire token: dark disc, a large flame, and the number of fires."""
    img, d, big = canvas(size)
    lw = max(2, big // 16)
    d.ellipse(
        (lw, lw, big - lw, big - lw), fill=rgba(theme.TOKEN_DARK), outline=rgba(theme.FIRE_YELLOW), width=lw
    )
    flame_shape(d, big * 0.4, big * 0.5, big * 0.66)
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


__all__ = ["chief", "fire_token", "flames", "hut", "resource"]
