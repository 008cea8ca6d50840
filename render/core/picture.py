"""What every render function returns: PNG bytes with their alt text, and how they are encoded.

Pictures are drawn in RGB (antialiased text and icons), then mapped without dithering onto one
fixed palette (theme.palette_image: the exact theme colours of the game's box, a grey ramp, a
colour cube for the antialiased edges) and saved as a palette PNG. Measured here on a 720×720
board: RGB PNG at zlib level 1 took 9.4 ms and 66 KB; the palette mapping 0.8 ms plus a palette
PNG at level 6 4.4 ms and 18 KB. Flat colours survive exactly; edges lose a little colour
precision no one can see.

The phone pictures (the table, the decision card, the score sheet, the territory picture, the cave board:
1080 px wide, 1.2 to 3 million pixels, much of it antialiased text) are saved at zlib level 3 instead:
measured on 4-player ones, level 6 took 14 ms (table) and 18 ms (sheet) for 69 and 97 KB, level 3
6.5 and 8 ms for 86 and 121 KB; on territory pictures (1080×1148), 6.2 ms for 24 KB against 3.1 ms
for 29 KB (level 1: 2.6 ms for 39 KB). A quarter more bytes is nothing to an upload; 3 to 10 ms of
a worker's core per picture is not.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image

from render.core import theme
from rules import Box

COMPRESS_LEVEL = 6
LARGE = 1_000_000  # px: a picture this large is saved at `LARGE_LEVEL`
LARGE_LEVEL = 3


@dataclass(frozen=True)
class Picture:
    """A rendered image: PNG bytes, a plain-text description, and its size in pixels."""

    png: bytes
    alt: str
    width: int
    height: int


def encode(img: Image.Image, alt: str, box: Box) -> Picture:
    """The RGB image `img`, a picture of a game of `box`, as a palette PNG with its alt text."""
    return save(on_palette(img, box), alt)


def on_palette(img: Image.Image, box: Box) -> Image.Image:
    """`img` mapped onto the palette of `box`'s pictures. Without dithering each pixel's index
    follows from its own colour alone: a part of a picture mapped apart and pasted into the
    mapped whole gives the same indexes as the whole mapped at once (render.territory's steps)."""
    rgb = img if img.mode == "RGB" else img.convert("RGB")
    return rgb.quantize(palette=theme.palette_image(box), dither=Image.Dither.NONE)


def save(mapped: Image.Image, alt: str) -> Picture:
    """A picture mapped onto its palette (`on_palette`), as PNG with its alt text."""
    buf = io.BytesIO()
    level = LARGE_LEVEL if mapped.width * mapped.height >= LARGE else COMPRESS_LEVEL
    mapped.save(buf, "PNG", compress_level=level)
    return Picture(buf.getvalue(), alt, mapped.width, mapped.height)
