"""The scripts drawn only through a shaping engine, and the Unicode blocks of their letters.

Their letters are reordered (a vowel sign drawn before the consonant it follows), combined
(conjuncts, stacked consonants) and repositioned by the font's OpenType tables, so Pillow's BASIC
layout, glyph by glyph, would misspell them. They are drawn only when Pillow has RAQM (libraqm,
with HarfBuzz and FriBiDi), in their own Noto face (theme.FACES, theme.SHAPING).
"""

from __future__ import annotations

import bisect
from functools import cache
from typing import Final

# Each script's Noto face (render/fonts/NotoSans{name}[wght].ttf) and the blocks of its
# letters, marks and digits, supplements included (a face draws what it has of them).
SHAPED_SCRIPTS: Final[tuple[tuple[str, tuple[tuple[int, int], ...]], ...]] = (
    ("Devanagari", ((0x0900, 0x097F), (0x1CD0, 0x1CFF), (0xA8E0, 0xA8FF), (0x11B00, 0x11B5F))),
    ("Bengali", ((0x0980, 0x09FF),)),
    ("Gurmukhi", ((0x0A00, 0x0A7F),)),
    ("Gujarati", ((0x0A80, 0x0AFF),)),
    ("Oriya", ((0x0B00, 0x0B7F),)),
    ("Tamil", ((0x0B80, 0x0BFF), (0x11FC0, 0x11FFF))),
    ("Telugu", ((0x0C00, 0x0C7F),)),
    ("Kannada", ((0x0C80, 0x0CFF),)),
    ("Malayalam", ((0x0D00, 0x0D7F),)),
    ("Sinhala", ((0x0D80, 0x0DFF), (0x111E0, 0x111FF))),
    ("Khmer", ((0x1780, 0x17FF), (0x19E0, 0x19FF))),
    ("Myanmar", ((0x1000, 0x109F), (0xA9E0, 0xA9FF), (0xAA60, 0xAA7F), (0x116D0, 0x116FF))),
)

# Zero width joiner and non-joiner: inside a word of these scripts they choose a letter's form
# (Sinhala's "ශ්‍රී", a Malayalam chillu, a half form), so they are kept there.
JOINERS: Final = frozenset("\u200d\u200c")

_BLOCKS: Final = sorted(
    (first, last, script) for script, (_, blocks) in enumerate(SHAPED_SCRIPTS) for first, last in blocks
)
_FIRSTS: Final = [first for first, _, _ in _BLOCKS]


@cache
def shaped_script(ch: str) -> int | None:
    """The index in SHAPED_SCRIPTS of the script whose blocks hold `ch`, or None."""
    i = bisect.bisect_right(_FIRSTS, ord(ch)) - 1
    if i < 0:
        return None
    first, last, script = _BLOCKS[i]
    return script if first <= ord(ch) <= last else None
