"""The theme: what text the font can draw (`printable`), the fixed palettes, and the terrain
colours' contrast, for colour-blind readers too."""

from __future__ import annotations

import itertools
import math
import threading

import pytest

from render.core import theme
from rules.boxes import BOXES, CLASSIC, Box
from rules.core.pieces import DESERT, GRASSLAND, TERRAIN_NAMES, TERRAINS


@pytest.mark.parametrize(
    "name",
    [
        "Zoë",
        "Łukasz Żółć",
        "François Gaëlle",
        "Ærøskøbing Åse",
        "Dvořák Šťastný",
        "Ξένια Αθηνά",
        "Дмитрий Ёлкин",
        "Ґанна Їжак",
        "Player 1",
        "o'Brien-Smith (3)",
    ],
)
def test_latin_greek_cyrillic_kept(name: str) -> None:
    """Latin, Greek and Cyrillic names, accents included, come back unchanged."""
    assert theme.printable(name) == name


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Zoë 🐉", "Zoë 🐉"),
        ("🔥 Ξένια 🔥", "🔥 Ξένια 🔥"),
        ("  محمد   علي ", "محمد علي"),
        ("王小明", "王小明"),
        ("❤️", "❤"),  # the variation selector goes
        ("👍🏽", "👍"),  # and the skin tone, which a monochrome emoji cannot show
        ("👨\u200d👩\u200d👧", "👨👩👧"),  # and the joiners
        ("สวัสดี", "สวัสดี"),  # Thai keeps its vowel and tone marks
        ("Ana 𐀀 Bel", "Ana Bel"),  # Linear B: no face has it
        ("Raj བོད", "Raj"),  # Tibetan: no face has it
        ("a\u202eb", "ab"),  # a name's own direction overrides
    ],
)
def test_fallback_faces_kept_the_rest_dropped(text: str, expected: str) -> None:
    """What a fallback face draws (Arabic, CJK, Thai, emoji...) is kept; the rest is dropped and
    the spaces tidied."""
    assert theme.printable(text) == expected


@pytest.mark.parametrize("text", ["𐀀", "𐀀𐀁 𐀂", "\ue000", "  𐀀  ", "བོད", "\u200b", "\U000e0041"])
def test_nothing_left_gives_question_mark(text: str) -> None:
    """When nothing drawable is left, the result is '?' (describe.shown_names draws such a name
    as its seat instead)."""
    assert theme.printable(text) == "?"
    assert theme.visible(text) == ""


def test_has_glyph() -> None:
    """Noto Sans has Latin, Greek and Cyrillic letters, and no emoji: the fallback faces do."""
    assert all(theme.has_glyph(ch) for ch in "aéŁΩжЁ?")
    assert not theme.has_glyph("🐉")
    assert all(theme.face_of(ch) == theme.PRIMARY for ch in "aéŁΩжЁ? ")
    assert all(theme.face_of(ch) not in (None, theme.PRIMARY) for ch in "🐉م王ש")
    assert theme.face_of("𐀀") is None


def test_faces_kept_are_bounded() -> None:
    """A thread asking for many sizes keeps at most FONTS faces (each holds nearly 1 MB): the
    least recently used go, the one in constant use stays, and a face loaded again draws the same."""
    kept: list[int] = []  # faces kept after each new size
    steady: list[bool] = []  # whether the face in constant use was still the same object
    same: list[bool] = []

    def many_sizes() -> None:
        first = theme.font(30)
        dropped = bytes(theme.font(40, bold=True).getmask("Zoë 12"))
        for size in range(41, 41 + 3 * theme.FONTS):
            theme.font(size, bold=True)
            steady.append(theme.font(30) is first)
            kept.append(len(theme._fonts.cache))
        same.append(bytes(theme.font(40, bold=True).getmask("Zoë 12")) == dropped)

    thread = threading.Thread(target=many_sizes)  # a thread of its own: it starts with no face
    thread.start()
    thread.join()
    assert len(kept) == 3 * theme.FONTS and max(kept) == theme.FONTS
    assert all(steady)
    assert same == [True]


BOX_IDS = [str(b.game) for b in BOXES.values()]


def palette_entries(box: Box) -> set[tuple[int, ...]]:
    flat = theme.palette_image(box).getpalette()
    assert flat is not None
    return {tuple(flat[i : i + 3]) for i in range(0, len(flat), 3)}


@pytest.mark.parametrize("box", BOXES.values(), ids=BOX_IDS)
def test_palette_holds_the_theme_colours(box: Box) -> None:
    """A box's flat colours are exact entries of its palette, so they survive the palette PNG."""
    entries = palette_entries(box)
    wanted = [
        *(theme.TERRAIN_FILL[t] for t in box.terrains),
        *(theme.TERRAIN_MARK[t] for t in box.terrains),
        *(theme.TERRAIN_SEAM[t] for t in box.terrains),
        *theme.PLAYER_COLOURS,
        theme.HIGHLIGHT,
        theme.INK,  # region borders and the marks' edges
        theme.BACKGROUND,
        theme.EMPTY_SQUARE,
        theme.FIRE_YELLOW,  # flames' hearts and crowns' gold
    ]
    assert all(colour in entries for colour in wanted)


def test_a_palette_holds_only_its_own_terrains() -> None:
    """No box's palette holds another box's own terrain colours: adding a box leaves the others'
    pictures byte for byte as they were."""
    for box in BOXES.values():
        entries = palette_entries(box)
        others = {t for b in BOXES.values() for t in b.terrains} - set(box.terrains)
        assert others
        assert not any(theme.TERRAIN_FILL[t] in entries for t in others), box.game


def test_every_terrain_has_its_own_fill() -> None:
    """No two terrains share a fill, whichever boxes they come from."""
    assert len(set(theme.TERRAIN_FILL.values())) == len(TERRAINS)
    assert set(theme.TERRAIN_MARK) == set(TERRAINS)


# --- contrast -------------------------------------------------------------------------------------
# WCAG 2 contrast ratios, and colour differences (CIE76 ΔE in CIELAB) under simulated colour
# vision deficiencies: the matrices of Machado, Oliveira and Fernandes (2009) at full severity,
# applied to linear RGB.

CVD = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
LETTER_CONTRAST = 4.5  # WCAG AA for text
ICON_CONTRAST = 3.0  # WCAG 1.4.11 for graphics
# ΔE between two terrains of a box (and between a terrain and the empty square), for every kind
# of colour vision; before issue 11 the palette reached 10 (desert and grassland, red-green).
TERRAINS_APART = 18.0
SAND_AND_GRASS_APART = 24.0  # desert and grassland, the pair red-green readers confused most


def linear(rgb: theme.RGB) -> tuple[float, float, float]:
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb)
    return r, g, b


def contrast(a: theme.RGB, b: theme.RGB) -> float:
    def luminance(rgb: theme.RGB) -> float:
        r, g, b = linear(rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    dark, light = sorted((luminance(a), luminance(b)))
    return (light + 0.05) / (dark + 0.05)


def seen(rgb: theme.RGB, vision: str) -> tuple[float, float, float]:
    """The colour in CIELAB (D65) as a reader with `vision` sees it."""
    lin = linear(rgb)
    r, g, b = (min(1.0, max(0.0, sum(m * c for m, c in zip(row, lin, strict=True)))) for row in CVD[vision])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


@pytest.mark.parametrize("box", BOXES.values(), ids=BOX_IDS)
def test_letters_read_on_every_terrain(box: Box) -> None:
    """A square's letter (ink or white, as `text_colour_on` picks) has WCAG AA contrast on its fill."""
    for t in box.terrains:
        fill = theme.TERRAIN_FILL[t]
        assert contrast(theme.text_colour_on(fill), fill) >= LETTER_CONTRAST, TERRAIN_NAMES[t]


@pytest.mark.parametrize("box", BOXES.values(), ids=BOX_IDS)
def test_icons_stand_out_from_their_terrain(box: Box) -> None:
    """Each terrain's icon stands out from its fill by 3:1 (WCAG, graphics)."""
    for t in box.terrains:
        ratio = contrast(theme.TERRAIN_MARK[t], theme.TERRAIN_FILL[t])
        assert ratio >= ICON_CONTRAST, TERRAIN_NAMES[t]


def gap(a: theme.RGB, b: theme.RGB, vision: str) -> float:
    """ΔE between two colours as a reader with `vision` sees them."""
    return math.dist(seen(a, vision), seen(b, vision))


@pytest.mark.parametrize("vision", CVD)
@pytest.mark.parametrize("box", BOXES.values(), ids=BOX_IDS)
def test_terrains_apart_for_colour_blind_readers(box: Box, vision: str) -> None:
    """Every two terrains of a box, and each terrain and the empty square, differ by ΔE ≥ 18,
    with normal vision and simulated protanopia, deuteranopia and tritanopia (the letters and
    icons tell them apart as well)."""
    fills = {**{TERRAIN_NAMES[t]: theme.TERRAIN_FILL[t] for t in box.terrains}, "empty": theme.EMPTY_SQUARE}
    for (name_a, a), (name_b, b) in itertools.combinations(fills.items(), 2):
        assert gap(a, b, vision) >= TERRAINS_APART, (name_a, name_b, round(gap(a, b, vision), 1))


@pytest.mark.parametrize("vision", ["protanopia", "deuteranopia"])
def test_desert_and_grassland_apart_for_red_green_readers(vision: str) -> None:
    """Desert and grassland, which differ mostly in hue along the red-green axis, stay ΔE ≥ 24
    apart for readers with protanopia or deuteranopia (10 before issue 11): the sand is much the
    lighter."""
    desert, grass = theme.TERRAIN_FILL[DESERT], theme.TERRAIN_FILL[GRASSLAND]
    assert gap(desert, grass, vision) >= SAND_AND_GRASS_APART
    assert seen(desert, vision)[0] - seen(grass, vision)[0] >= 15  # lightness alone tells them apart


def test_crowns_read_on_every_classic_terrain() -> None:
    """A printed crown reads on each classic terrain: its gold or its ink outline has 3:1 on the fill."""
    for t in CLASSIC.terrains:
        fill = theme.TERRAIN_FILL[t]
        best = max(contrast(theme.FIRE_YELLOW, fill), contrast(theme.INK, fill))
        assert best >= ICON_CONTRAST, TERRAIN_NAMES[t]
