"""Colours, fonts and the fixed palette every picture is encoded with.

Terrains are never told by colour alone: each has an icon, and a letter on squares large enough
to read it (sprites.py). Player colours follow the game's pink, black, green and blue, taken from
the Okabe–Ito palette, which colour-blind readers tell apart; each player is also named and
numbered wherever shown.
"""

from __future__ import annotations

import importlib.util
import itertools
import threading
import unicodedata
from collections import OrderedDict
from functools import cache
from pathlib import Path
from typing import Final

import fontpkg_noto_sans
from PIL import Image, ImageFont, features

from render.core.scripts import JOINERS, SHAPED_SCRIPTS, shaped_script
from rules import DESERT, FOREST, GRASSLAND, JUNGLE, LAKE, MINE, QUARRY, SWAMP, VOLCANO, WHEAT, Box, Game

RGB = tuple[int, int, int]

BACKGROUND: Final[RGB] = (246, 240, 228)
PANEL: Final[RGB] = (236, 226, 208)
INK: Final[RGB] = (38, 34, 30)
SOFT_INK: Final[RGB] = (108, 98, 88)
GRID_LINE: Final[RGB] = (206, 194, 174)
EMPTY_SQUARE: Final[RGB] = (238, 234, 224)
WHITE: Final[RGB] = (255, 255, 255)
# Marks drawn over squares (render.board): a highlight is a bright band between two dark lines,
# so that it reads on the lightest and the darkest terrain alike; the volcano a fire comes from
# is ringed in orange, a landing square that would destroy a piece is striped in red.
HIGHLIGHT: Final[RGB] = (255, 214, 0)
FIRE_ORANGE: Final[RGB] = (240, 120, 20)
FIRE_YELLOW: Final[RGB] = (255, 200, 40)
FIRE_RED: Final[RGB] = (196, 40, 20)
TOKEN_DARK: Final[RGB] = (52, 36, 32)
WOOD: Final[RGB] = (196, 150, 96)

TERRAIN_FILL: Final[dict[int, RGB]] = {
    # Sand and grass differ in lightness and in the blue-yellow axis as much as in hue, so that
    # readers with a red-green deficiency tell them apart as well as the others; the empty
    # square's beige stays apart from the sand. tests/render/test_theme.py simulates protanopia,
    # deuteranopia and tritanopia on every pair of a box's terrains.
    DESERT: (243, 208, 150),
    GRASSLAND: (115, 167, 70),
    LAKE: (101, 176, 224),
    JUNGLE: (25, 121, 87),
    QUARRY: (157, 151, 145),
    VOLCANO: (101, 41, 32),
    # Classic Kingdomino (grassland and lake as above). Told apart by lightness as much as by
    # hue: the greens, the olive swamp and the golden wheat stay apart for readers with a
    # red-green or blue-yellow deficiency.
    WHEAT: (242, 166, 40),
    FOREST: (7, 77, 26),
    SWAMP: (126, 116, 76),
    MINE: (54, 55, 73),
}
# Icon colour on each terrain, with at least 3:1 contrast on its fill (WCAG, graphics).
TERRAIN_MARK: Final[dict[int, RGB]] = {
    DESERT: (140, 100, 40),
    GRASSLAND: (36, 76, 18),
    LAKE: (24, 70, 130),
    JUNGLE: (190, 236, 170),
    QUARRY: (64, 60, 56),
    VOLCANO: (255, 176, 120),
    WHEAT: (112, 70, 10),
    FOREST: (168, 220, 150),
    SWAMP: (232, 222, 170),
    MINE: (206, 200, 190),
}


def _seam(fill: RGB) -> RGB:
    """A shade of `fill` for the thin line between two dominoes of one terrain: part of the
    way to ink, so that it is always fainter than a region border's ink (tests/render)."""
    r, g, b = (round(c + (t - c) * 0.4) for c, t in zip(fill, INK, strict=True))
    return r, g, b


TERRAIN_SEAM: Final[dict[int, RGB]] = {t: _seam(fill) for t, fill in TERRAIN_FILL.items()}

# Seats 1..4: the game's pink, black, green and blue, as Okabe–Ito colours.
PLAYER_COLOURS: Final[tuple[RGB, ...]] = ((204, 121, 167), (0, 0, 0), (0, 158, 115), (0, 114, 178))
PLAYER_COLOUR_NAMES: Final = ("pink", "black", "green", "blue")

# Wooden resources: mammoth, fish, mushroom, flint.
RESOURCE_FILL: Final[tuple[RGB, ...]] = ((122, 78, 44), (232, 128, 80), (214, 60, 60), (64, 64, 72))

# Caveman tiles: a cream disc with a dark figure; warriors a dark red shield with a cream figure,
# so that the two kinds part by shape, lightness and hue at once.
CAVEMAN_FILL: Final[RGB] = (250, 236, 200)
WARRIOR_FILL: Final[RGB] = (150, 36, 30)

# The colours every picture draws, whichever the box; its terrains' colours come after them.
_COMMON: Final[tuple[RGB, ...]] = (
    BACKGROUND,
    PANEL,
    INK,
    SOFT_INK,
    GRID_LINE,
    EMPTY_SQUARE,
    WHITE,
    HIGHLIGHT,
    FIRE_ORANGE,
    FIRE_YELLOW,
    FIRE_RED,
    TOKEN_DARK,
    WOOD,
    CAVEMAN_FILL,
    WARRIOR_FILL,
)


def _fixed(box: Box, extras: tuple[RGB, ...]) -> tuple[RGB, ...]:
    """The exact colours of a box's pictures, in the order the palette takes them.

    The family's colours (Origins' pieces' among them: every palette has held them since the
    first), then the box's terrains; a game's own pieces (`extras`: the variant's tokens and
    gold) come last, so that the boxes without them keep their palettes.
    """
    return (
        *_COMMON,
        *(TERRAIN_FILL[t] for t in box.terrains),
        *(TERRAIN_MARK[t] for t in box.terrains),
        *(TERRAIN_SEAM[t] for t in box.terrains),
        *PLAYER_COLOURS,
        *RESOURCE_FILL,
        *extras,
    )


def _palette(fixed: tuple[RGB, ...]) -> list[int]:
    """The exact theme colours, a grey ramp and a colour cube for antialiased edges."""
    colours: list[RGB] = list(dict.fromkeys(fixed))
    colours += [(v, v, v) for v in range(0, 256, 12)]
    steps = (0, 64, 128, 192, 255)
    colours += [(r, g, b) for r in steps for g in steps for b in steps]
    colours += [
        (int(a * 0.5 + b * 0.5), int(c * 0.5 + d * 0.5), int(e * 0.5 + f * 0.5))
        for (a, c, e), (b, d, f) in itertools.pairwise(fixed)
    ]
    colours = list(dict.fromkeys(colours))[:256]
    flat = [v for rgb in colours for v in rgb]
    return flat + [0] * (768 - len(flat))


def _palette_image(box: Box, extras: tuple[RGB, ...]) -> Image.Image:
    img = Image.new("P", (1, 1))
    img.putpalette(_palette(_fixed(box, extras)))
    return img


# One palette per box and variant, made once as its game's pictures are registered (at import,
# render.boxes; shared read-only by the rendering threads): a box's pictures are mapped onto its
# own terrains' colours. Each palette holds only its box's terrains and pieces, so Kingdomino
# Origins pictures keep the palette, and the bytes, they had before classic came (and classic's,
# before the Resource Tokens variant).
_PALETTES: Final[dict[Game, Image.Image]] = {}


def add_palette(box: Box, extras: tuple[RGB, ...] = ()) -> None:
    """Make the palette of `box`'s pictures: the family's colours, its terrains', `extras`."""
    _PALETTES[box.game] = _palette_image(box, extras)


def palette_image(box: Box) -> Image.Image:
    """The fixed palette that pictures of `box`'s games are encoded with (never draw on it)."""
    return _PALETTES[box.game]


_fonts = threading.local()
# Faces kept per thread, the least recently used dropped beyond. Each costs about 0.85 MB (its
# instance of the variable font, and the pages of the font file it maps), and nearly every size
# is asked for once: a sprite's letters and numbers scale with its square, which follows the
# territory's shape. Unbounded, a drawing worker held 58 faces (36 MB) after 12 games. Loading
# one again takes 0.1 ms; the text a face draws is kept rendered (render.text) anyway.
FONTS: Final = 32
FONT_FILE: Final = fontpkg_noto_sans.ROOT / "files" / "NotoSans[wdth,wght].ttf"
# The fallback faces, Noto's files as published, shipped in the package with their licences
# (render/fonts/README.md: where each came from, its version and checksum).
FALLBACK_FONTS: Final = Path(__file__).resolve().parent.parent / "fonts"
# Found without importing the package, which imports importlib.resources (14 ms).
_CJK_SPEC: Final = importlib.util.find_spec("noto_cjk_sans_jp_regular")
_CJK_DIR: Final = Path(_CJK_SPEC.origin if _CJK_SPEC and _CJK_SPEC.origin else ".").parent

# Whether Pillow can shape text: its RAQM layout (libraqm and HarfBuzz, in Pillow's wheel, and
# FriBiDi, which the system must provide). The one switch for the scripts of render.scripts:
# without it face_of has no face for their letters, which are dropped as before (a name of them
# alone is drawn "Player 2"). face_of reads it on every call (its cache is keyed on it), so
# tests may flip it (monkeypatch).
SHAPING: bool = features.check_feature("raqm") is True

# The faces text is drawn in, in the order they are asked for a character: Noto Sans first (so
# Latin, Greek and Cyrillic text is drawn exactly as before the fallbacks came), then Noto fonts
# for the scripts it lacks, symbols and monochrome emoji (all SIL Open Font License 1.1), all laid
# out glyph by glyph (BASIC; Arabic is joined before it is drawn, see text.py). Then the faces of
# the scripts whose letters a shaping engine must reorder or combine (render.scripts: Devanagari
# and the other Brahmic scripts, Khmer, Myanmar), laid out by RAQM, and asked only for their own
# script's letters: drawn glyph by glyph they would be misspelt, so without RAQM they are not
# drawn at all (SHAPING). Noto Sans has Devanagari letters too, but not its shaping: it is never
# asked for them.
_GLYPH_BY_GLYPH: Final[tuple[Path, ...]] = (
    FONT_FILE,
    FALLBACK_FONTS / "NotoSansArabic[wght].ttf",
    FALLBACK_FONTS / "NotoSansHebrew[wght].ttf",
    _CJK_DIR / "NotoSansCJKjp-Regular.otf",  # Han, kana and Hangul, every CJK region's; Regular only
    FALLBACK_FONTS / "NotoSansThai[wght].ttf",
    FALLBACK_FONTS / "NotoSansLao[wght].ttf",
    FALLBACK_FONTS / "NotoSansArmenian[wght].ttf",
    FALLBACK_FONTS / "NotoSansGeorgian[wght].ttf",
    FALLBACK_FONTS / "NotoSansEthiopic[wght].ttf",
    FALLBACK_FONTS / "NotoSansSymbols[wght].ttf",
    FALLBACK_FONTS / "NotoEmoji[wght].ttf",
)
FACES: Final[tuple[Path, ...]] = (
    *_GLYPH_BY_GLYPH,
    *(FALLBACK_FONTS / f"NotoSans{name}[wght].ttf" for name, _ in SHAPED_SCRIPTS),
)
PRIMARY: Final = 0
# The faces laid out by RAQM, SHAPED_SCRIPTS's in their order.
SHAPED: Final = frozenset(range(len(_GLYPH_BY_GLYPH), len(FACES)))


def _load(size: int, weight: str) -> ImageFont.FreeTypeFont:
    # BASIC layout: the same glyph positions on every machine, whatever libraqm it has.
    f = ImageFont.truetype(str(FONT_FILE), size, layout_engine=ImageFont.Layout.BASIC)
    f.set_variation_by_name(weight)
    return f


def _load_face(
    face: int, size: int, bold: bool, layout: ImageFont.Layout = ImageFont.Layout.BASIC
) -> ImageFont.FreeTypeFont:
    """A fallback face at `size`, its weight axis (if it has one) set as Noto Sans's."""
    f = ImageFont.truetype(str(FACES[face]), size, layout_engine=layout)
    try:
        axes = f.get_variation_axes()
    except OSError:  # not a variable font (the CJK one): its one weight
        return f
    weight = 600 if bold else 400  # Noto Sans's SemiBold and Regular
    values: list[float] = []
    for axis in axes:
        low, default, high = axis["minimum"] or 0, axis["default"] or 0, axis["maximum"] or 0
        values.append(min(max(weight, low), high) if axis["name"] == b"Weight" else default)
    f.set_variation_by_axes(values)
    return f


def font(size: int, *, bold: bool = False, face: int = PRIMARY) -> ImageFont.FreeTypeFont:
    """Noto Sans (OFL 1.1, from the fontpkg-noto-sans package) at `size` px, one per thread; or
    the fallback `face` (an index into FACES) for the characters Noto Sans lacks, laid out by
    RAQM if it is one of the SHAPED faces (only asked for when SHAPING).

    Noto Sans covers Latin, Greek and Cyrillic with their accents, which most players' names
    need; a FreeType face is not safe to share between threads that render at once.
    """
    cache_: OrderedDict[tuple[int, bool, int], ImageFont.FreeTypeFont] | None = getattr(_fonts, "cache", None)
    if cache_ is None:
        cache_ = _fonts.cache = OrderedDict()
    key = (size, bold, face)
    found = cache_.get(key)
    if found is not None:
        cache_.move_to_end(key)
        return found
    if face == PRIMARY:
        found = _load(size, "SemiBold" if bold else "Regular")
    elif face in SHAPED:
        found = _load_face(face, size, bold, ImageFont.Layout.RAQM)
    else:
        found = _load_face(face, size, bold)
    cache_[key] = found
    if len(cache_) > FONTS:
        cache_.popitem(last=False)  # the least recently used
    return found


@cache
def player_colour(seat: int) -> RGB:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def text_colour_on(fill: RGB) -> RGB:
    """Ink or white, whichever reads better on `fill`."""
    r, g, b = fill
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else WHITE


_glyph_lock = threading.Lock()
_probe = _load(24, "Regular")
_MISSING = bytes(_probe.getmask("\ue000"))  # what the font draws for a character it lacks
_probes: dict[int, tuple[ImageFont.FreeTypeFont, bytes]] = {PRIMARY: (_probe, _MISSING)}


@cache
def has_glyph(ch: str) -> bool:
    """Whether Noto Sans can draw `ch` (it draws the same box for everything it lacks)."""
    if ch.isspace():
        return True
    return _in_face(PRIMARY, ch)


def _in_face(face: int, ch: str) -> bool:
    with _glyph_lock:  # the probe fonts are shared: one thread at a time
        if face not in _probes:  # loaded when first asked: the CJK face is 16 MB
            f = _load_face(face, 24, False)
            _probes[face] = (f, bytes(f.getmask("\uffff")))  # a noncharacter: no font has it
        probe, missing = _probes[face]
        return bytes(probe.getmask(ch)) != missing


def loaded_faces() -> frozenset[int]:
    """The faces (indexes into FACES) this process has loaded to tell what they draw."""
    with _glyph_lock:
        return frozenset(_probes)


def face_of(ch: str) -> int | None:
    """The first face (an index into FACES) that can draw `ch`, or None if none can.

    Invisible characters (controls, joiners, variation selectors, private use, unassigned) have
    none, even where a font maps them. A letter of a script that needs shaping (render.scripts)
    has its script's face, and none without RAQM (SHAPING).
    """
    return _face_of(ch, SHAPING)


@cache
def _face_of(ch: str, shaping: bool) -> int | None:
    if ch.isspace():
        return PRIMARY
    if unicodedata.category(ch) in _INVISIBLE or ch in _DROPPED:
        return None
    script = shaped_script(ch)
    if script is not None:
        face = len(_GLYPH_BY_GLYPH) + script
        return face if shaping and _in_face(face, ch) else None
    if has_glyph(ch):
        return PRIMARY
    return next((face for face in range(1, len(_GLYPH_BY_GLYPH)) if _in_face(face, ch)), None)


def printable(text: str) -> str:
    """`text` as the fonts can draw it (`visible`); '?' if nothing is left."""
    if text.isascii() and text.isprintable() and text.strip():
        return " ".join(text.split())
    return visible(text) or "?"


def visible(text: str) -> str:
    """`text` as the fonts can draw it, spaces tidied; '' if nothing is left.

    Decomposed accents are composed first (NFC); then every character that no face can draw is
    dropped (scripts and symbols none has, the invisible joiners and variation selectors that
    come with emoji, emoji skin tones, which a monochrome emoji cannot show), and the combining
    marks left over after NFC, except the vowel and tone marks of a script drawn by a fallback
    face that has them (Thai, Hebrew points), at most two on one letter; three on a letter of a
    shaped script (Myanmar's "ြို့" has three after its medial), where a joiner after a letter
    or mark is kept too (Sinhala's "ශ්‍රී").
    """
    text = unicodedata.normalize("NFC", text)
    kept: list[str] = []
    base: int | None = None  # the face of the letter the marks that follow would sit on
    marks = 0
    for ch in text:
        if unicodedata.category(ch) in _MARKS:
            most = 3 if base in SHAPED else 2
            if base not in (None, PRIMARY) and marks < most and ch not in _DROPPED and _in_face(base, ch):
                kept.append(ch)
                marks += 1
            continue
        if ch in BIDI_CONTROLS:
            continue
        if ch in JOINERS and base in SHAPED:
            if kept[-1] not in JOINERS:  # one joiner between two letters
                kept.append(ch)
            continue
        face = face_of(ch)
        base, marks = face, 0
        if face is not None:
            kept.append(ch)
    return " ".join("".join(kept).split())


# Control, format (joiners), surrogates, private use and unassigned characters; combining marks
# (variation selectors are combining marks too) are kept only on a fallback face's letters.
_INVISIBLE: Final = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Mn", "Me"})
_MARKS: Final = frozenset({"Mn", "Me"})
# Variation selectors and emoji skin tones (a monochrome emoji draws them as separate swatches).
_DROPPED: Final = frozenset(
    [chr(c) for c in range(0xFE00, 0xFE10)] + [chr(c) for c in range(0x1F3FB, 0x1F400)]
)
# Explicit direction marks a name may bring: dropped, so that one name cannot turn the sentence
# it is in around (names are isolated by describe.shown_names instead).
BIDI_CONTROLS: Final = frozenset("\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def face_has(face: int, ch: str) -> bool:
    """Whether the face `face` (an index into FACES) has a glyph for `ch`; spaces: every face."""
    return ch.isspace() or _in_face(face, ch)
