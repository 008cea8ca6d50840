"""Sprites that must read on a phone: printed flames and craters large, a pictogram per caveman
kind, warriors apart from the other cavemen; letters and pawns' numbers only where they read."""

from __future__ import annotations

import itertools

import pytest
from PIL import Image, ImageChops

import render
from render import sprites
from render.boxes.origins import caveman_sprites
from render.core import parts, theme
from render.layers import draft_lines
from render.pictures.territory import BOARD
from render.sprites import squares
from rules import GameConfig, new_game
from rules.boxes import CLASSIC, ORIGINS, Box
from rules.boxes.origins import CAVEMAN_KINDS, CAVEMAN_TITLES, WARRIOR_POWER
from rules.core.pieces import DESERT, GRASSLAND, JUNGLE, LAKE, QUARRY, VOLCANO, SquareSpec
from rules.names import Mode
from tests.render.states import NAMES, classic, mid_game, near, resources_acting

SIZE = 128  # px, a square of the 5×5 territory picture

# Measured on the sprites drawn before issue 11 (flames a third of the square high, craters dots
# a twentieth of it wide), at 128 px: the share of a square's pixels that are fire colours.
FLAMES_BEFORE = {1: 0.035, 2: 0.067}
CRATERS_BEFORE = 0.0055  # per crater


def share(img: Image.Image, colours: tuple[theme.RGB, ...], tolerance: int) -> float:
    """The share of an image's pixels within `tolerance` of one of `colours`."""
    rgb = img.convert("RGB")
    found = rgb.getcolors(rgb.width * rgb.height)
    assert found is not None
    hits = sum(n for n, c in found if any(near(c, colour, tolerance) for colour in colours))
    return hits / (rgb.width * rgb.height)


FIRE = (theme.FIRE_ORANGE, theme.FIRE_YELLOW, theme.FIRE_RED)


@pytest.mark.parametrize("terrain", [DESERT, GRASSLAND, LAKE, JUNGLE, QUARRY])
@pytest.mark.parametrize("fires", [1, 2])
def test_printed_flames_twice_as_large_as_before(terrain: int, fires: int) -> None:
    """A square's printed flames cover at least twice the area they did before (at 128 px)."""
    img = sprites.square(SquareSpec(terrain, fires), SIZE, ORIGINS)
    assert share(img, FIRE, 40) >= 2 * FLAMES_BEFORE[fires]


@pytest.mark.parametrize("craters", [1, 2, 3])
def test_craters_three_times_as_large_as_before(craters: int) -> None:
    """A volcano's craters cover at least three times the area they did before."""
    img = sprites.square(SquareSpec(VOLCANO, craters=craters), SIZE, ORIGINS)
    assert share(img, (theme.FIRE_YELLOW, theme.FIRE_RED), 30) >= 3 * CRATERS_BEFORE * craters


@pytest.mark.parametrize("craters", [1, 2, 3])
@pytest.mark.parametrize("size", [SIZE, 48])
def test_craters_count_apart(craters: int, size: int) -> None:
    """Each crater is its own glowing mouth: across the summit, as many separate runs of
    yellow as craters, at the 5×5 picture's size and at a table's."""
    img = sprites.square(SquareSpec(VOLCANO, craters=craters), size, ORIGINS).convert("RGB")
    best = 0
    for y in range(size // 3, size * 2 // 3):
        row = [near(img.getpixel((x, y)), theme.FIRE_YELLOW, 40) for x in range(size)]
        best = max(best, sum(1 for a, b in itertools.pairwise([False, *row]) if b and not a))
    assert best == craters


def test_no_flame_on_classic_squares() -> None:
    """Classic squares keep their crowns: no flame colour on a crowned square."""
    img = sprites.square(SquareSpec(GRASSLAND, 2), SIZE, CLASSIC)
    assert share(img, (theme.FIRE_ORANGE,), 6) == 0


# --- cavemen ---------------------------------------------------------------------------------------


def on(fill: theme.RGB, sprite: Image.Image) -> Image.Image:
    """The sprite pasted on a square of `fill`, as a picture shows it."""
    base = Image.new("RGB", sprite.size, fill)
    base.paste(sprite, (0, 0), sprite)
    return base


def differing(a: Image.Image, b: Image.Image, threshold: int = 60) -> float:
    """The share of pixels where two images differ by more than `threshold` in some channel."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    found = diff.getcolors(a.width * a.height)
    assert found is not None
    hits = 0
    for n, c in found:
        assert isinstance(c, tuple)
        hits += n if max(c) > threshold else 0
    return hits / (a.width * a.height)


@pytest.mark.parametrize("size", [84, 40])
def test_each_caveman_kind_its_own_pictogram(size: int) -> None:
    """Any two kinds of caveman differ in at least 4% of their pixels (not a letter or two: a
    figure with its own tool), on a square and on a score sheet's row."""
    for a, b in itertools.combinations(CAVEMAN_KINDS, 2):
        gap = differing(
            on(theme.PANEL, caveman_sprites.caveman(a, size)),
            on(theme.PANEL, caveman_sprites.caveman(b, size)),
        )
        assert gap >= 0.04, (CAVEMAN_TITLES[a], CAVEMAN_TITLES[b], round(gap, 3))


@pytest.mark.parametrize("kind", CAVEMAN_KINDS)
def test_warriors_stand_on_a_red_shield(kind: int) -> None:
    """A warrior's tile is a dark red shield (its top corners filled), every other caveman's a
    cream disc (its corners empty): shape, lightness and hue part them."""
    size = 84
    img = caveman_sprites.caveman(kind, size)
    corner = img.getpixel((size * 14 // 100, size * 10 // 100))
    assert isinstance(corner, tuple)
    warrior = kind in WARRIOR_POWER
    assert (corner[3] == 255) == warrior, CAVEMAN_TITLES[kind]
    fill = theme.WARRIOR_FILL if warrior else theme.CAVEMAN_FILL
    other = theme.CAVEMAN_FILL if warrior else theme.WARRIOR_FILL
    assert share(img, (fill,), 6) > 0.18
    assert share(img, (other,), 6) < share(img, (fill,), 6) / 2  # a warrior's figure is cream


def test_warrior_fill_apart_from_the_others() -> None:
    """The warriors' red and the others' cream differ in lightness by 4.5:1 (WCAG AA)."""
    from tests.render.test_theme import contrast

    assert contrast(theme.WARRIOR_FILL, theme.CAVEMAN_FILL) >= 4.5


@pytest.mark.parametrize("kind", sorted(WARRIOR_POWER))
def test_a_warrior_shows_its_power(kind: int) -> None:
    """A warrior's shield shows one yellow dot per point of power across its top."""
    size = 84
    img = on(theme.PANEL, caveman_sprites.caveman(kind, size))
    y = size * 17 // 100
    row = [near(img.getpixel((x, y)), theme.FIRE_YELLOW, 40) for x in range(size)]
    runs = sum(1 for a, b in itertools.pairwise([False, *row]) if b and not a)
    assert runs == WARRIOR_POWER[kind]


# --- letters and pawns: only where a phone reads them ---------------------------------------------


def letter_corner(img: Image.Image) -> set[object]:
    """The colours of a square's top left corner, where its letter goes (clear of the icon, which
    starts lower, and of printed flames and crowns, which keep to the right)."""
    size = img.width
    crop = img.convert("RGB").crop((size * 8 // 100, size * 5 // 100, size * 28 // 100, size * 25 // 100))
    found = crop.getcolors(crop.width * crop.height)
    assert found is not None
    return {c for _, c in found}


@pytest.mark.parametrize("box", [ORIGINS, CLASSIC], ids=["origins", "classic"])
@pytest.mark.parametrize("size", [38, 48, 60, 66, 67, 74, 108])
def test_letter_only_where_it_reads(box: Box, size: int) -> None:
    """A square shows its terrain's letter (in ink or white on the terrain) when the letter is 16 px
    or more (squares of 67 px and up), and none below: there its corner is the terrain's colour
    alone, and the icon (drawn on every square) tells the terrain."""
    drawn = sprites.letter_size(size) >= squares.LETTER_MIN
    assert sprites.has_letter(size) == drawn
    for terrain in box.terrains:
        spec = SquareSpec(terrain, 1, craters=int(terrain == VOLCANO))
        fill = theme.TERRAIN_FILL[terrain]
        corner = letter_corner(sprites.square(spec, size, box))
        letter = theme.text_colour_on(fill)
        assert any(near(c, letter, 40) for c in corner) == drawn, (terrain, size)
        if not drawn:
            assert all(near(c, fill, 3) for c in corner), (terrain, size)


def test_letters_on_the_territory_picture_not_on_the_lines() -> None:
    """Every square of an Origins or classic territory picture carries its letter (its smallest
    squares, the Neolithic's 13×13, are 74 px); the lines' 60 px squares and the table's small
    territories (under 67 px) show none."""
    assert sprites.has_letter(BOARD // 13)
    assert not sprites.has_letter(draft_lines.SQUARE)
    assert not sprites.has_letter(66) and sprites.has_letter(67)


def test_pawn_numbers_read_where_pawns_are_drawn(monkeypatch: pytest.MonkeyPatch) -> None:
    """No picture draws a pawn whose seat number is under 28 px: the table, the decision card and
    the score sheet of each box, at the draft, mid-game and with a king's gold to show."""
    sizes: list[int] = []
    original = sprites.pawn

    def record(box: Box, seat: int, size: int) -> Image.Image:
        sizes.append(size)
        return original(box, seat, size)

    monkeypatch.setattr(sprites, "pawn", record)
    states = [
        new_game(GameConfig(players=4, seed=2)),
        mid_game(4, Mode.TRIBE, seed=2),
        new_game(classic(4)),
        resources_acting(4),
    ]
    for state in states:
        render.table(state, names=NAMES)
        render.decision(state, names=NAMES)
    assert sizes  # the variant's turn card shows the acting king
    assert all(sprites.pawn_number_size(s) >= parts.MIN_TEXT for s in sizes), sizes
