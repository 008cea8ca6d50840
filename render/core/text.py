"""Text in boxes: measured, cut with an ellipsis or wrapped, and drawn from cached masks.

Every string drawn in a box goes through `ellipsize` or `wrap` (or, for "<name> <action>",
`fit_name`, which shortens only the name), so that no text runs out of its box whatever the
players' names are. Callers pass text already made `theme.printable` (names: describe.shown_names).

Text Noto Sans draws whole, left to right, is laid out by Pillow in one piece, as it always was.
Other text (a name in Arabic, Hebrew, CJK, Thai, Devanagari, with emoji...) is drawn run by run,
each run in the face that has its glyphs (theme.FACES), Arabic joined and right-to-left text in
reading order; the runs sit on one baseline and are anchored as Pillow anchors text, so that such
a name sits where a Latin one would. A run in a script that needs shaping (render.scripts) is laid
out by RAQM, which reorders and combines its letters: it is measured as drawn, and cut only between
its clusters (a conjunct and its vowel signs stay whole). Either way one mask is cached per string,
size, weight and anchor.

The caches hold what the text gives under the current theme.SHAPING; text made printable under
one setting is laid out the same under the other (a letter whose face the switch takes away is
dropped by `theme.visible`, so never comes here).

Pillow lays out and rasterises every glyph anew on each call (about 11 µs a glyph here), and a
score sheet draws some 2000 glyphs: more than the rest of the picture. So each run of text is
rendered once into a greyscale mask and kept in a bounded cache, like the sprites: the same labels,
numbers and sentences recur between players, pictures and games. Cached masks are never drawn on,
only pasted through, so threads may share them; `functools.lru_cache` is itself thread-safe.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any, Final

from PIL import Image, ImageDraw

from render.core import theme
from render.core.scripts import JOINERS, SHAPED_SCRIPTS, shaped_script
from render.core.theme import RGB

ELLIPSIS = "…"


@lru_cache(maxsize=4096)
def length(text: str, size: int, bold: bool = False) -> float:
    """The advance width of `text` in px (what `font.getlength` says, run by run)."""
    if _plain(text):
        return theme.font(size, bold=bold).getlength(text)
    return _layout(text, size, bold)[1]


@lru_cache(maxsize=1024)
def _mask(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """`text` rendered once: its coverage mask and the mask's offset from the anchor point."""
    if not _plain(text):
        return _runs_mask(text, size, bold, anchor)
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
    stops = _stops(text)
    lo, hi = 0, len(stops) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if length(_cut(text, stops[mid]), size, bold) <= width:
            lo = mid
        else:
            hi = mid - 1
    if lo == 0 and length(ELLIPSIS, size, bold) > width:
        return ""
    return _cut(text, stops[lo])


def fit_name(name: str, rest: str, size: int, width: float, *, bold: bool = False) -> str:
    """`name`, cut with an ellipsis so that `name + rest` is at most `width` px wide: for a box
    that says "<name> <action>", where only the name may be shortened, never the action.

    Returns the name to put before `rest` (at least the ellipsis, even when `rest` alone is too
    wide: the caller sizes the box for its action).
    """
    if length(name + rest, size, bold) <= width:
        return name
    stops = _stops(name)
    lo, hi = 0, len(stops) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if length(_cut(name, stops[mid]) + rest, size, bold) <= width:
            lo = mid
        else:
            hi = mid - 1
    return _cut(name, stops[lo])


def _stops(text: str) -> Sequence[int]:
    """Where `text` may be cut (0 and its length included): between any two characters, except
    inside a cluster of a script that needs shaping, which is drawn as one whole: a letter, the
    marks and vowel signs after it (a pre-base one is drawn before it), and the letters a virama
    (or coeng) links to it, joiners included, so that no cut leaves a dangling virama or vowel
    sign. Text without such a script may be cut anywhere, as before."""
    if text.isascii():
        return range(len(text) + 1)
    stops = [0]
    cluster = False  # whether the character before is in a cluster of a shaped script
    for i, ch in enumerate(text):
        face = theme.face_of(ch)
        if i and cluster and (_goes_on(ch) or (face in theme.SHAPED and _linked(text, i))):
            continue
        if i:
            stops.append(i)
        cluster = face in theme.SHAPED
    stops.append(len(text))
    return stops


def _goes_on(ch: str) -> bool:
    """Whether `ch` belongs to the cluster before it: a mark, a vowel sign or a joiner."""
    return unicodedata.category(ch) in ("Mn", "Mc", "Me") or ch in JOINERS


def _linked(text: str, i: int) -> bool:
    """Whether the letter at `i` is linked to the one before by a virama (a joiner may follow it)."""
    before = text[max(0, i - 2) : i].rstrip("".join(JOINERS))
    return bool(before) and unicodedata.combining(before[-1]) == _VIRAMA


def _cut(text: str, keep: int) -> str:
    """The first `keep` characters of `text` and an ellipsis at their end, where a reader of their
    script looks for it: in right-to-left text, on the left (a right-to-left mark holds it there);
    isolates opened in the kept part are closed after it, so that what follows stays outside."""
    kept = text[:keep].rstrip()
    if _plain(kept):
        return kept + ELLIPSIS
    mark = _RLM if _last_strong(kept) in _RTL else ""
    opened = sum(ch in _ISOLATES for ch in kept) - kept.count(_PDI)
    return kept + ELLIPSIS + mark + _PDI * max(0, opened)


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
    """How many characters of `word` fit in `width`, cut where `_stops` lets it (at least one
    character or cluster, so that wrapping ends)."""
    stops = _stops(word)
    lo, hi = 1, len(stops) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if length(word[: stops[mid]], size, bold) <= width:
            lo = mid
        else:
            hi = mid - 1
    return stops[lo]


# --- text beyond Noto Sans: fallback faces, Arabic joining, right-to-left order ---------------

_RLM, _PDI = "\u200f", "\u2069"
_VIRAMA: Final = 9  # the canonical combining class of viramas, Khmer's coeng, Myanmar's asat
# Stand-ins (private use: theme.visible drops it) for the joiners inside a shaped script's word
# while Arabic is joined and text reordered: both would drop a joiner, and it spells the word.
_HIDE_JOINERS: Final = {0x200D: "\U000f0000", 0x200C: "\U000f0001"}
_SHOW_JOINERS: Final = {v: chr(k) for k, v in _HIDE_JOINERS.items()}
# A shaped run is laid out left to right (every such script is) in no language's own forms, so
# that the process's locale (HarfBuzz's default language) never changes a glyph.
_SHAPED_RUN: Final = ("ltr", "und")
_GLYPH_RUN: Final[tuple[None, None]] = (None, None)
_ISOLATES: Final = frozenset("\u2066\u2067\u2068")
_CONTROLS: Final = theme.BIDI_CONTROLS
_RTL: Final = frozenset({"R", "AL"})
# Bidirectional classes that a left-to-right layout would misplace, and the direction controls.
_NOT_PLAIN_CLASSES: Final = frozenset(
    {"R", "AL", "AN", "RLE", "RLO", "RLI", "LRE", "LRO", "LRI", "FSI", "PDI", "PDF"}
)


@cache
def _plain_char(ch: str) -> bool:
    """Whether `ch` is drawn as before the fallbacks came: by Noto Sans (or by nothing, as the
    box it draws for what it lacks), left to right, with no direction control."""
    if ch in _CONTROLS or unicodedata.bidirectional(ch) in _NOT_PLAIN_CLASSES:
        return False
    return theme.face_of(ch) in (theme.PRIMARY, None)


def _plain(text: str) -> bool:
    """Whether Noto Sans draws `text` whole, left to right, as Pillow lays it out: the fast path,
    and the one that keeps Latin, Greek and Cyrillic text byte-identical to what it was."""
    return text.isascii() or all(_plain_char(ch) for ch in text)


def _last_strong(text: str) -> str:
    """The bidirectional class of the last strongly directional character of `text` ('' if none)."""
    for ch in reversed(text):
        kind = unicodedata.bidirectional(ch)
        if kind in ("L", "R", "AL"):
            return kind
    return ""


@cache
def _reshaper() -> Any:
    """Arabic joining forms, by default: harakat dropped, the lam-alef and Allah ligatures
    (every one of which Noto Sans Arabic has). Made when first needed: 16 ms off `import render`."""
    from arabic_reshaper import ArabicReshaper

    return ArabicReshaper()


@lru_cache(maxsize=1024)
def _visual(text: str) -> tuple[tuple[int, str], ...]:
    """`text` as drawn, left to right: runs of characters each with the face that draws them.

    Arabic letters are first given their joining forms (arabic_reshaper: the presentation forms
    Noto Sans Arabic has, the lam-alef ligatures included), since BASIC layout does no shaping;
    then the Unicode bidirectional algorithm (python-bidi, `_reorder`) puts the characters in
    visual order.
    The paragraph runs left to right if it has any left-to-right letter (a sentence of ours with a
    name in it), else right to left (a name alone); names are isolated by describe.shown_names,
    so that each takes its own direction inside a sentence. Characters no face has are drawn by
    Noto Sans, as its box (callers pass text made `theme.printable`).
    """
    kinds = {unicodedata.bidirectional(ch) for ch in text}
    reshape, reorder = "AL" in kinds, bool(kinds & _NOT_PLAIN_CLASSES) or _RLM in text
    if (reshape or reorder) and not JOINERS.isdisjoint(text):
        text = _hide_joiners(text)
    if reshape:  # Arabic letters (and Syriac, Thaana, which no face has: drawn as boxes)
        text = _reshaper().reshape(text)
    if reorder:
        text = _reorder(text, "L" if "L" in kinds else "R")
    runs: list[tuple[int, str]] = []
    for ch in text:
        if ch in _CONTROLS:
            continue
        ch = _SHOW_JOINERS.get(ch, ch)
        face = theme.face_of(ch)
        if face is None:
            face = theme.PRIMARY
        # Marks stay on their letter's face when it has them (theme.visible kept only those), and
        # so do the joiners inside a shaped word; spaces are Noto Sans's whatever the run (the
        # emoji face's is an emoji wide).
        if runs and _stays_on(runs[-1][0], ch):
            face = runs[-1][0]
        if runs and runs[-1][0] == face:
            runs[-1] = (face, runs[-1][1] + ch)
        elif len(runs) > 1 and face in theme.SHAPED and runs[-2][0] == face and runs[-1][1].isspace():
            # Words of one shaped face and the spaces between them make one run: fewer layouts,
            # and a RAQM layout costs up to a millisecond (Devanagari's, with its many conjuncts).
            runs[-2:] = [(face, runs[-2][1] + runs[-1][1] + ch)]
        else:
            runs.append((face, ch))
    return tuple(runs)


def _stays_on(face: int, ch: str) -> bool:
    """Whether `ch` is drawn in `face`, the face of the letter before it: a mark the face has, or
    a joiner in a shaped word."""
    if unicodedata.category(ch) in ("Mn", "Me"):
        return theme.face_has(face, ch)
    return ch in JOINERS and face in theme.SHAPED


def _hide_joiners(text: str) -> str:
    """`text` with each joiner after a letter or mark of a shaped script replaced by a stand-in."""
    return "".join(
        _HIDE_JOINERS[ord(ch)] if ch in JOINERS and i and shaped_script(text[i - 1]) is not None else ch
        for i, ch in enumerate(text)
    )


def _reorder(text: str, base: str) -> str:
    """`text` in visual order (`base`: the paragraph's direction, 'L' or 'R'), brackets mirrored
    where they run right to left.

    python-bidi's Python implementation of the algorithm mirrors brackets (its Rust one does not)
    but knows no isolates; so each top-level isolate (FSI, LRI or RLI to its PDI) is reordered on
    its own, as a paragraph of its own direction, and stands in its sentence as one neutral
    character, as the algorithm has it (X5a-X5c): a name keeps its direction and the number after
    it stays after it.
    """
    from bidi.algorithm import get_display  # imported when first needed: off `import render`

    outer: list[str] = []
    inner: dict[str, str] = {}  # stand-in -> the isolate's visual text
    # Stand-ins: control pictures (U+2400...), neutral and never mirrored, that `text` lacks.
    stand_ins = (chr(c) for c in range(0x2400, 0x2440) if chr(c) not in text)

    def isolate(opener: str, content: str) -> None:
        stand_in = next(stand_ins, "\ufffc")
        inner[stand_in] = _reorder(content, _isolate_direction(opener, content))
        outer.append(stand_in)

    depth, start, opener = 0, 0, ""
    for i, ch in enumerate(text):
        if ch in _ISOLATES:
            if depth == 0:
                start, opener = i + 1, ch
            depth += 1
        elif ch == _PDI and depth:
            depth -= 1
            if depth == 0:
                isolate(opener, text[start:i])
        elif depth == 0 and ch != _PDI:  # a PDI with no isolate open is dropped
            outer.append(ch)
    if depth:  # an isolate left open ends with the text
        isolate(opener, text[start:])
    visual = str(get_display("".join(outer), base_dir=base)) if outer else ""
    return "".join(inner.get(ch, ch) for ch in visual)


def _isolate_direction(opener: str, content: str) -> str:
    """The direction of an isolate: LRI's left to right, RLI's right to left, FSI's that of its
    first strong letter (left to right if none)."""
    if opener != "\u2068":
        return "L" if opener == "\u2066" else "R"
    first = next((k for k in map(unicodedata.bidirectional, content) if k in ("L", "R", "AL")), "L")
    return "L" if first == "L" else "R"


@lru_cache(maxsize=1024)
def _layout(text: str, size: int, bold: bool) -> tuple[tuple[tuple[int, str, float], ...], float]:
    """Each visual run of `text` with its face and its x from the start; the whole advance."""
    out = []
    x = 0.0
    for face, run in _visual(text):
        out.append((face, run, x))
        direction, language = _options(face)
        x += theme.font(size, bold=bold, face=face).getlength(run, direction=direction, language=language)
    return tuple(out), x


def _options(face: int) -> tuple[str, str] | tuple[None, None]:
    """The direction and language a run in `face` is laid out with (RAQM's; None: BASIC's)."""
    return _SHAPED_RUN if face in theme.SHAPED else _GLYPH_RUN


def _runs_mask(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """`text` drawn run by run on a common baseline, each run in its own face; `anchor` as Pillow's,
    its vertical lines (ascender, middle, descender) those of Noto Sans, so that a name in any
    script sits where a Latin one would."""
    runs, width = _layout(text, size, bold)
    boxes = []
    for face, run, x in runs:
        direction, language = _options(face)
        f = theme.font(size, bold=bold, face=face)
        left, top, right, bottom = f.getbbox(run, anchor="ls", direction=direction, language=language)
        boxes.append((x + left, top, x + right, bottom))
    if not boxes:
        return Image.new("L", (1, 1), 0), 0, 0
    x0 = math.floor(min(b[0] for b in boxes))
    y0 = math.floor(min(b[1] for b in boxes))
    x1 = math.ceil(max(b[2] for b in boxes))
    y1 = math.ceil(max(b[3] for b in boxes))
    mask = Image.new("L", (max(1, x1 - x0), max(1, y1 - y0)), 0)
    pen = ImageDraw.Draw(mask)
    for face, run, x in runs:
        direction, language = _options(face)
        f = theme.font(size, bold=bold, face=face)
        pen.text((x - x0, -y0), run, font=f, fill=255, anchor="ls", direction=direction, language=language)
    horizontal = {"l": 0, "m": math.ceil(width / 2), "r": math.ceil(width)}[anchor[0]]  # as Pillow
    if anchor[1] in "tb":  # the text's own top or bottom
        vertical = y0 if anchor[1] == "t" else y1
    else:  # Noto Sans's line, where Pillow puts it: its offset from the baseline
        primary = theme.font(size, bold=bold)
        vertical = int(primary.getbbox("x", anchor="ls")[1] - primary.getbbox("x", anchor="l" + anchor[1])[1])
    return mask, x0 - horizontal, y0 - vertical


# --- warming the fallback faces ------------------------------------------------------------

# A letter each glyph-by-glyph fallback face draws (theme.FACES 1 to 10, in their order).
_SAMPLES: Final = "عש山กກԱაሀ♈😀"


def samples() -> tuple[tuple[int, str], ...]:
    """One letter for each fallback face (an index into theme.FACES, Noto Sans's excepted) that
    face draws: the glyph-by-glyph faces', then each shaped script's first letter its face has."""
    glyph_by_glyph = tuple(enumerate(_SAMPLES, start=1))
    shaped = []
    for face in sorted(theme.SHAPED):
        _, blocks = SHAPED_SCRIPTS[face - min(theme.SHAPED)]
        first, last = blocks[0]
        letter = next(
            chr(c)
            for c in range(first, last + 1)
            if unicodedata.category(chr(c)) == "Lo" and theme.face_of(chr(c)) in (face, None)
        )
        shaped.append((face, letter))
    return (*glyph_by_glyph, *shaped)


def warm(size: int, *, bold: bool = False) -> list[int]:
    """Load every fallback face this process can draw with (its probe, its font at `size`), and
    what drawing their scripts first needs (the Arabic reshaper, RAQM's first layout), by drawing
    a letter of each: the first name in a script then draws as fast as the next. The faces loaded.

    What it loads is only ever cached, so every picture is drawn the same with it or without."""
    warmed = []
    for face, letter in samples():
        if theme.face_of(letter) == face:  # a shaped script's face only with RAQM (theme.SHAPING)
            _mask(letter, size, bold, "la")
            warmed.append(face)
    return warmed
