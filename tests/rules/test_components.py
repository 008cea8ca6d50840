"""The component data of rules/components.py against RULES.md §1 and the rulebook's box contents."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from rules.boxes.origins import (
    CAVEMAN_COUNTS,
    CAVEMAN_KINDS,
    CAVEMAN_NAMES,
    CAVEMAN_TILES,
    DOMINOES,
    FIRE_LADY,
    FIRE_LADY_POINTS,
    FIRE_RANGE,
    FIRE_TOKEN_SUPPLY,
    FISH,
    FISHER,
    FLINT,
    GATHERER,
    GATHERER_RULES,
    HUNTER,
    MAMMOTH,
    MUSHROOM,
    PAINTER,
    PAINTER_POINTS,
    RESOURCE_NAMES,
    RESOURCE_SUPPLY,
    RESOURCE_TERRAIN,
    SCULPTOR,
    SHAMAN,
    SHAMAN_POINTS,
    TERRAIN_RESOURCE,
    TOTEM_POINTS,
    WARRIOR1,
    WARRIOR2,
    WARRIOR3,
    WARRIOR_POWER,
    domino,
    volcano_half,
    wooden_resource,
)
from rules.core.pieces import (
    DESERT,
    GRASSLAND,
    JUNGLE,
    LAKE,
    QUARRY,
    TERRAIN_NAMES,
    VOLCANO,
    Domino,
    SquareSpec,
)

# The domino table of RULES.md §1, copied verbatim: the test reads it and compares every domino.
RULES_TABLE = """
 1 desert f0 | desert f0            25 desert f0 | lake f1
 2 desert f0 | desert f0            26 desert f0 | jungle f1
 3 desert f0 | desert f0            27 desert f0 | quarry f1
 4 desert f0 | grassland (mammoth)  28 desert f0 | volcano c1
 5 desert f0 | grassland (mammoth)  29 desert f0 | volcano c1
 6 desert f0 | lake (fish)          30 desert f1 | grassland (mammoth)
 7 desert f0 | lake (fish)          31 desert f1 | lake (fish)
 8 desert f0 | jungle (mushroom)    32 grassland f1 | lake (fish)
 9 desert f0 | jungle (mushroom)    33 grassland f1 | jungle (mushroom)
10 desert f0 | quarry (flint)       34 grassland (mammoth) | lake f1
11 desert f0 | quarry (flint)       35 lake f1 | quarry (flint)
12 grassland (mammoth) x2           36 grassland (mammoth) | jungle f1
13 grassland (mammoth) x2           37 quarry (flint) | quarry f1
14 grassland (mammoth) x2           38 grassland (mammoth) | volcano c1
15 lake (fish) x2                   39 grassland (mammoth) | volcano c1
16 lake (fish) x2                   40 lake (fish) | volcano c1
17 jungle (mushroom) x2             41 lake (fish) | quarry f2
18 jungle (mushroom) x2             42 lake (fish) | volcano c2
19 grassland (mammoth) | lake (fish)  43 jungle (mushroom) | volcano c2
20 lake (fish) | jungle (mushroom)    44 jungle (mushroom) | volcano c2
21 grassland (mammoth) | quarry (flint)  45 quarry (flint) | volcano c2
22 grassland (mammoth) | quarry (flint)  46 lake f1 | jungle f2
23 jungle (mushroom) | quarry (flint)    47 jungle f1 | quarry f2
24 desert f0 | grassland f1              48 quarry (flint) | volcano c3
"""

_ENTRY = re.compile(r"(\d+) ([a-z][a-z0-9() |]*?)(?=\s+\d+ [a-z]|\s*$)")
_HALF = re.compile(r"^([a-z]+)(?: f(\d)| c(\d)| \(([a-z]+)\))?$")


def _half(text: str) -> tuple[SquareSpec, int]:
    """One half of a RULES.md entry: its printed square and the wooden resource it receives."""
    m = _HALF.match(text.strip())
    assert m, text
    name, fires, craters, resource = m.groups()
    terrain = TERRAIN_NAMES.index(name)
    spec = SquareSpec(terrain, fires=int(fires or 0), craters=int(craters or 0))
    return spec, RESOURCE_NAMES.index(resource) if resource else -1


def _rules_table() -> dict[int, list[tuple[SquareSpec, int]]]:
    """The RULES.md table as {number: [(square, resource), (square, resource)]}."""
    out: dict[int, list[tuple[SquareSpec, int]]] = {}
    for line in RULES_TABLE.strip("\n").splitlines():
        for m in _ENTRY.finditer(line):
            number, body = int(m.group(1)), m.group(2).strip()
            if body.endswith(" x2"):
                half = _half(body.removesuffix(" x2"))
                out[number] = [half, half]
            else:
                first, second = body.split(" | ")
                out[number] = [_half(first), _half(second)]
    return out


def _squares() -> list[SquareSpec]:
    return [half for d in DOMINOES for half in d.squares]


def test_rules_table_transcription_is_whole() -> None:
    """The copied RULES.md table reads as exactly the dominoes 1..48."""
    assert sorted(_rules_table()) == list(range(1, 49))


def test_dominoes_are_numbered_1_to_48() -> None:
    """48 dominoes, numbered 1..48 in order, and domino(n) finds number n."""
    assert len(DOMINOES) == 48
    assert [d.number for d in DOMINOES] == list(range(1, 49))
    assert all(domino(n).number == n for n in range(1, 49))


@pytest.mark.parametrize("number", range(1, 49))
def test_domino_matches_rules_table(number: int) -> None:
    """Each domino's terrains, fires, craters and wooden resources are those of the RULES.md table."""
    expected = _rules_table()[number]
    dom = domino(number)
    assert [dom.first, dom.second] == [spec for spec, _ in expected]
    assert [wooden_resource(dom.first), wooden_resource(dom.second)] == [resource for _, resource in expected]


@pytest.mark.parametrize(
    ("number", "first", "second", "resources"),
    [
        (1, SquareSpec(DESERT), SquareSpec(DESERT), (-1, -1)),
        (12, SquareSpec(GRASSLAND), SquareSpec(GRASSLAND), (MAMMOTH, MAMMOTH)),
        (24, SquareSpec(DESERT), SquareSpec(GRASSLAND, fires=1), (-1, -1)),
        (28, SquareSpec(DESERT), SquareSpec(VOLCANO, craters=1), (-1, -1)),
        (30, SquareSpec(DESERT, fires=1), SquareSpec(GRASSLAND), (-1, MAMMOTH)),
        (41, SquareSpec(LAKE), SquareSpec(QUARRY, fires=2), (FISH, -1)),
        (45, SquareSpec(QUARRY), SquareSpec(VOLCANO, craters=2), (FLINT, -1)),
        (46, SquareSpec(LAKE, fires=1), SquareSpec(JUNGLE, fires=2), (-1, -1)),
        (48, SquareSpec(QUARRY), SquareSpec(VOLCANO, craters=3), (FLINT, -1)),
    ],
)
def test_individual_dominoes(
    number: int, first: SquareSpec, second: SquareSpec, resources: tuple[int, int]
) -> None:
    """A few dominoes spelled out by hand from the RULES.md table (e.g. 41 = lake | quarry f2)."""
    dom = domino(number)
    assert dom == Domino(number, first, second)
    assert (wooden_resource(dom.first), wooden_resource(dom.second)) == resources


def test_96_squares() -> None:
    """48 dominoes of two squares: 96 squares."""
    assert len(_squares()) == 96


def test_terrain_counts() -> None:
    """Terrains: desert 22, grassland 19, lake 17, jungle 15, quarry 13, volcano 10 (RULES.md §1)."""
    counts = Counter(s.terrain for s in _squares())
    assert counts == {DESERT: 22, GRASSLAND: 19, LAKE: 17, JUNGLE: 15, QUARRY: 13, VOLCANO: 10}


def test_printed_fire_icons() -> None:
    """20 printed fire icons, none of them on a volcano."""
    assert sum(s.fires for s in _squares()) == 20
    assert all(s.fires == 0 for s in _squares() if s.terrain == VOLCANO)


def test_resource_squares_match_the_wooden_supply() -> None:
    """Resource squares: mammoth 16, fish 13, mushroom 11, flint 9 = the 49 wooden resources."""
    counts = Counter(wooden_resource(s) for s in _squares() if wooden_resource(s) >= 0)
    assert counts == {MAMMOTH: 16, FISH: 13, MUSHROOM: 11, FLINT: 9}
    assert RESOURCE_SUPPLY == (16, 13, 11, 9)
    assert tuple(counts[r] for r in (MAMMOTH, FISH, MUSHROOM, FLINT)) == RESOURCE_SUPPLY
    assert sum(RESOURCE_SUPPLY) == 49


@pytest.mark.parametrize(
    ("spec", "resource"),
    [
        (SquareSpec(GRASSLAND), MAMMOTH),
        (SquareSpec(LAKE), FISH),
        (SquareSpec(JUNGLE), MUSHROOM),
        (SquareSpec(QUARRY), FLINT),
        (SquareSpec(DESERT), -1),
        (SquareSpec(VOLCANO, craters=1), -1),
        (SquareSpec(GRASSLAND, fires=1), -1),
        (SquareSpec(QUARRY, fires=2), -1),
    ],
)
def test_square_resource(spec: SquareSpec, resource: int) -> None:
    """Grassland→mammoth, lake→fish, jungle→mushroom, quarry→flint; none on desert, volcano, printed fire."""
    assert wooden_resource(spec) == resource


def test_resource_terrain_tables_are_inverse() -> None:
    """RESOURCE_TERRAIN and TERRAIN_RESOURCE describe the same four pairs."""
    assert RESOURCE_TERRAIN == (GRASSLAND, LAKE, JUNGLE, QUARRY)
    for resource, terrain in enumerate(RESOURCE_TERRAIN):
        assert TERRAIN_RESOURCE[terrain] == resource
    assert TERRAIN_RESOURCE[DESERT] == TERRAIN_RESOURCE[VOLCANO] == -1


def test_volcano_craters_match_the_fire_tokens() -> None:
    """Volcanoes 5×1, 4×2, 1×3 craters = the fire-token supply (5 one-fire, 4 two-fire, 1 three-fire)."""
    craters = Counter(s.craters for s in _squares() if s.terrain == VOLCANO)
    assert craters == {1: 5, 2: 4, 3: 1}
    assert FIRE_TOKEN_SUPPLY == {1: 5, 2: 4, 3: 1}
    assert sum(FIRE_TOKEN_SUPPLY.values()) == 10


def test_one_volcano_at_most_per_domino() -> None:
    """No domino has two volcano halves, and `volcano_half` finds the one there is."""
    for d in DOMINOES:
        volcanoes = [h for h in d.squares if h.terrain == VOLCANO]
        assert len(volcanoes) <= 1
        assert volcano_half(d) == (volcanoes[0] if volcanoes else None)


def test_fire_range_table() -> None:
    """Ruling 3: 1 crater throws 1..3 squares, 2 craters 1..2, 3 craters exactly 1."""
    assert FIRE_RANGE == {1: (1, 3), 2: (1, 2), 3: (1, 1)}


def test_caveman_tiles() -> None:
    """22 caveman tiles: 2 of each hunter-gatherer, warriors 4 small, 3 Amazon, 1 Oafish."""
    expected = {
        HUNTER: 2,
        FISHER: 2,
        GATHERER: 2,
        SCULPTOR: 2,
        PAINTER: 2,
        FIRE_LADY: 2,
        SHAMAN: 2,
        WARRIOR1: 4,
        WARRIOR2: 3,
        WARRIOR3: 1,
    }
    assert len(CAVEMAN_TILES) == 22
    assert Counter(CAVEMAN_TILES) == expected
    assert dict(zip(CAVEMAN_KINDS, CAVEMAN_COUNTS, strict=True)) == expected
    assert sum(1 for k in CAVEMAN_TILES if k in WARRIOR_POWER) == 8


def test_caveman_points() -> None:
    """The caveman table: 3/mammoth, 3/fish, 4/mushroom, 5/flint, 2/resource, 1/fire, 2/caveman."""
    assert GATHERER_RULES == {
        HUNTER: (MAMMOTH, 3),
        FISHER: (FISH, 3),
        GATHERER: (MUSHROOM, 4),
        SCULPTOR: (FLINT, 5),
    }
    assert PAINTER_POINTS == 2
    assert FIRE_LADY_POINTS == 1
    assert SHAMAN_POINTS == 2
    assert WARRIOR_POWER == {WARRIOR1: 1, WARRIOR2: 2, WARRIOR3: 3}


def test_caveman_notation_names() -> None:
    """The caveman names are the RULES.md §4 notation names, in kind order."""
    assert CAVEMAN_NAMES == (
        "hunter",
        "fisher",
        "gatherer",
        "sculptor",
        "painter",
        "firelady",
        "shaman",
        "warrior1",
        "warrior2",
        "warrior3",
    )


def test_totem_points() -> None:
    """Totem tiles: mammoth 3, fish 4, mushroom 5, flint 6."""
    assert TOTEM_POINTS[MAMMOTH] == 3
    assert TOTEM_POINTS[FISH] == 4
    assert TOTEM_POINTS[MUSHROOM] == 5
    assert TOTEM_POINTS[FLINT] == 6
