"""Pieces the phone-sized pictures share: text sizes, a player's chip, places, panels, and the
"<name> <action>" lines whose action is never cut.

The table, the score sheet and the cave board are drawn 1080 px wide, the width of a phone screen
at three device pixels to the CSS pixel: shown across a 360 px phone, a picture keeps its native
pixels. No text is drawn smaller than `MIN_TEXT` there (about 9 CSS px on the phone, the smallest
that reads).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from lang import Words
from render.core import terms, text, theme
from render.core.terms import and_list
from render.core.theme import RGB

WIDTH = 1080  # px, the table, the decision card, the score sheet and the cave board
MARGIN = 24
GAP = 20
PAD = 20  # inside a panel
RADIUS = 16

MIN_TEXT = 28  # px: nothing smaller, anywhere on the phone pictures
TEXT = 28  # body text and numbers beside icons
LABEL = 30  # a section's label
NAME = 32  # a player's name over a territory or in a strip
TITLE = 40
BIG = 46  # the turn card's main line


def panel(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], *, outline: RGB | None = None) -> None:
    """A rounded panel, outlined (in a player's colour, say) or not."""
    if outline is None:
        draw.rounded_rectangle(box, RADIUS, fill=theme.PANEL)
    else:
        draw.rounded_rectangle(box, RADIUS, fill=theme.PANEL, outline=outline, width=4)


def chip(
    img: Image.Image, draw: ImageDraw.ImageDraw, seat: int, x: int, mid: int, size: int, *, ring: bool = False
) -> None:
    """The player's seat number on a rounded square of their colour, `size` px, left edge at x."""
    colour = theme.player_colour(seat)
    box = (x, mid - size // 2, x + size, mid + size // 2)
    draw.rounded_rectangle(box, size // 5, fill=colour, outline=theme.WHITE if ring else colour, width=2)
    ink = theme.text_colour_on(colour)
    label = str(seat + 1)
    text.draw(
        img, (x + size // 2, mid), label, size=max(MIN_TEXT, size * 3 // 5), bold=True, fill=ink, anchor="mm"
    )


def ordinal(place: int, words: Words) -> str:
    """1st, 2nd, 3rd, 4th."""
    return terms.ordinal(words, place)


def name_and_action(
    img: Image.Image,
    xy: tuple[int, int],
    name: str,
    action: str,
    *,
    size: int,
    width: int,
    fill: RGB,
    action_fill: RGB | None = None,
    anchor: str = "ls",
) -> None:
    """`name` (bold) then `action` on one line at most `width` px: the action is measured first and
    kept whole, the name is cut to the rest. `anchor` is "ls" or "lm"."""
    gap = text.length(" ", size)
    room = width - text.length(action, size) - gap
    shown = text.ellipsize(name, size, room, bold=True)
    x, y = xy
    if shown:
        text.draw(img, (x, y), shown, size=size, bold=True, fill=fill, anchor=anchor)
        x += round(text.length(shown, size, bold=True) + gap)
    text.draw(img, (x, y), action, size=size, fill=action_fill or fill, anchor=anchor)


def names_then(
    names: Sequence[str], key: str, size: int, width: float, words: Words, *, bold: bool = False
) -> str:
    """The message `key` ("A and B share the win") with the names joined, in at most `width` px:
    the rest of the sentence kept whole, each name cut to an equal share of the room left when
    they do not all fit."""
    whole = words(key, names=and_list(words, names), count=len(names))
    if text.length(whole, size, bold) <= width or not names:
        return whole
    joints = text.length(words(key, names=and_list(words, ["" for _ in names]), count=len(names)), size, bold)
    share = max(0.0, (width - joints) / len(names))
    cut = [text.ellipsize(n, size, share, bold=bold) or text.ELLIPSIS for n in names]
    # A sentence too long even with the names cut to nothing is cut too (never in English).
    return text.ellipsize(words(key, names=and_list(words, cut), count=len(names)), size, width, bold=bold)


def warm_faces() -> list[int]:
    """Every fallback face loaded in this process, at a name's size (`text.warm`): a drawing
    worker's first name in Arabic, CJK or Devanagari then costs no more than its next."""
    return text.warm(NAME, bold=True)
