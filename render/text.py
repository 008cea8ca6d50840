"""Text in boxes: measured, cut with an ellipsis or wrapped, and drawn from cached masks.

Every string drawn in a box goes through `ellipsize` or `wrap`, so that no text runs out of its
box whatever the players' names are. Callers pass text already made `theme.printable`.

Pillow lays out and rasterises every glyph anew on each call (about 11 µs a glyph here), and a
score sheet draws some 2000 glyphs: more than the rest of the picture. So each run of text is
rendered once into a greyscale mask and kept in a bounded cache, like the sprites: the same labels,
numbers and sentences recur between players, pictures and games. Cached masks are never drawn on,
only pasted through, so threads may share them; `functools.lru_cache` is itself thread-safe.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render import theme
from render.theme import RGB

ELLIPSIS = "…"


@lru_cache(maxsize=4096)
def length(text: str, size: int, bold: bool = False) -> float:
    """The advance width of `text` in px (what `font.getlength` says)."""
    return theme.font(size, bold=bold).getlength(text)


@lru_cache(maxsize=1024)
def _mask(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """`text` rendered once: its coverage mask and the mask's offset from the anchor point."""
    f = theme.font(size, bold=bold)
    left, top, right, bottom = (int(v) for v in f.getbbox(text, anchor=anchor))  # whole px already
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=f, fill=255, anchor=anchor)
    return mask, left, top


def draw(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    *,
    size: int,
    fill: RGB,
    bold: bool = False,
    anchor: str = "la",
) -> None:
    """Draw `text` at the integer point `xy` with Pillow's `anchor` semantics (as `draw.text`)."""
    if not text:
        return
    mask, left, top = _mask(text, size, bold, anchor)
    x, y = xy[0] + left, xy[1] + top
    img.paste(fill, (x, y, x + mask.width, y + mask.height), mask)


def ellipsize(text: str, size: int, width: float, *, bold: bool = False) -> str:
    """`text`, cut with an ellipsis so that it is at most `width` px wide; '' if not even that fits."""
    if length(text, size, bold) <= width:
        return text
    # Bisect on the kept length: names may be long, and each measure costs a layout.
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if length(text[:mid].rstrip() + ELLIPSIS, size, bold) <= width:
            lo = mid
        else:
            hi = mid - 1
    if lo == 0 and length(ELLIPSIS, size, bold) > width:
        return ""
    return text[:lo].rstrip() + ELLIPSIS


def wrap(text: str, size: int, width: float, *, bold: bool = False, max_lines: int = 99) -> list[str]:
    """`text` broken at spaces into lines at most `width` px wide; a word wider than a line is cut
    across lines; beyond `max_lines` the last line ends with an ellipsis."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if length(candidate, size, bold) <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
        current = word
        while length(current, size, bold) > width:  # a single word wider than the line
            cut = _longest_prefix(current, size, bold, width)
            lines.append(current[:cut])
            current = current[cut:]
    if current:
        lines.append(current)
    if len(lines) > max_lines:
        rest = " ".join(lines[max_lines - 1 :])
        lines = [*lines[: max_lines - 1], ellipsize(rest, size, width, bold=bold)]
    return lines


def _longest_prefix(word: str, size: int, bold: bool, width: float) -> int:
    """How many characters of `word` fit in `width` (at least one, so that wrapping ends)."""
    lo, hi = 1, len(word)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if length(word[:mid], size, bold) <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo
