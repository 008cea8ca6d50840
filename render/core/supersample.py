"""The supersampled canvas every sprite is drawn on.

Pillow draws shapes without antialiasing, so each sprite is drawn at `SUPER` times its size and
scaled down. Shared by sprites.py, caveman_sprites.py and token_sprites.py.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.core.theme import RGB

SUPER = 4  # supersampling factor


def canvas(size: int) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    """A transparent canvas `SUPER` times `size`: the image, its drawing context and its side."""
    big = size * SUPER
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    return img, ImageDraw.Draw(img), big


def finish(img: Image.Image, size: int) -> Image.Image:
    """The supersampled canvas scaled down to `size`, antialiased."""
    return img.resize((size, size), Image.Resampling.LANCZOS)


def rgba(rgb: RGB, alpha: int = 255) -> tuple[int, int, int, int]:
    return (*rgb, alpha)
