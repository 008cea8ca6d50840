"""The pieces in the Kingdomino Origins box, as data (RULES.md §1): its dominoes, the wooden
resources, the totems, the fire tokens and the cavemen.

Resources and caveman kinds are small ints so that the engine can index tables with them on its
hot path; the names and notation letters live beside them.
"""

from __future__ import annotations

from typing import Final

from rules.core.pieces import (
    DESERT,
    GRASSLAND,
    JUNGLE,
    LAKE,
    QUARRY,
    VOLCANO,
    Domino,
    SquareSpec,
    printed,
)

ORIGINS_TERRAINS: Final = (DESERT, GRASSLAND, LAKE, JUNGLE, QUARRY, VOLCANO)

# --- wooden resources -------------------------------------------------------------------------

MAMMOTH: Final = 0
FISH: Final = 1
MUSHROOM: Final = 2
FLINT: Final = 3
RESOURCES: Final = (MAMMOTH, FISH, MUSHROOM, FLINT)
RESOURCE_NAMES: Final = ("mammoth", "fish", "mushroom", "flint")
# The terrain that carries each resource, and the other way round (-1: none).
RESOURCE_TERRAIN: Final = (GRASSLAND, LAKE, JUNGLE, QUARRY)
TERRAIN_RESOURCE: Final = (-1, MAMMOTH, FISH, MUSHROOM, FLINT, -1, -1, -1, -1, -1)
# The 49 wooden resources in the box.
RESOURCE_SUPPLY: Final = (16, 13, 11, 9)

# Totem tiles (Totem mode): points for holding the majority of each resource.
TOTEM_POINTS: Final = (3, 4, 5, 6)

# Fire tokens: how many tokens of 1, 2 and 3 fires the box holds.
FIRE_TOKEN_SUPPLY: Final = {1: 5, 2: 4, 3: 1}
# How far a volcano with this many craters throws its token (king-move distance, inclusive).
FIRE_RANGE: Final = {1: (1, 3), 2: (1, 2), 3: (1, 1)}


def wooden_resource(half: SquareSpec) -> int:
    """The wooden resource a printed square receives in Totem and Tribe modes, or -1 (none on
    a square with printed fire)."""
    return TERRAIN_RESOURCE[half.terrain] if half.fires == 0 else -1


def volcano_half(dom: Domino) -> SquareSpec | None:
    """The volcano half of a domino, if any (no domino has two)."""
    for half in (dom.first, dom.second):
        if half.terrain == VOLCANO:
            return half
    return None


# --- dominoes ---------------------------------------------------------------------------------

_D = SquareSpec(DESERT)
_G = SquareSpec(GRASSLAND)
_L = SquareSpec(LAKE)
_J = SquareSpec(JUNGLE)
_Q = SquareSpec(QUARRY)
_fire = printed


def _volcano(craters: int) -> SquareSpec:
    return SquareSpec(VOLCANO, craters=craters)


_d = Domino
DOMINOES: Final[tuple[Domino, ...]] = (
    _d(1, _D, _D),
    _d(2, _D, _D),
    _d(3, _D, _D),
    _d(4, _D, _G),
    _d(5, _D, _G),
    _d(6, _D, _L),
    _d(7, _D, _L),
    _d(8, _D, _J),
    _d(9, _D, _J),
    _d(10, _D, _Q),
    _d(11, _D, _Q),
    _d(12, _G, _G),
    _d(13, _G, _G),
    _d(14, _G, _G),
    _d(15, _L, _L),
    _d(16, _L, _L),
    _d(17, _J, _J),
    _d(18, _J, _J),
    _d(19, _G, _L),
    _d(20, _L, _J),
    _d(21, _G, _Q),
    _d(22, _G, _Q),
    _d(23, _J, _Q),
    _d(24, _D, _fire(GRASSLAND, 1)),
    _d(25, _D, _fire(LAKE, 1)),
    _d(26, _D, _fire(JUNGLE, 1)),
    _d(27, _D, _fire(QUARRY, 1)),
    _d(28, _D, _volcano(1)),
    _d(29, _D, _volcano(1)),
    _d(30, _fire(DESERT, 1), _G),
    _d(31, _fire(DESERT, 1), _L),
    _d(32, _fire(GRASSLAND, 1), _L),
    _d(33, _fire(GRASSLAND, 1), _J),
    _d(34, _G, _fire(LAKE, 1)),
    _d(35, _fire(LAKE, 1), _Q),
    _d(36, _G, _fire(JUNGLE, 1)),
    _d(37, _Q, _fire(QUARRY, 1)),
    _d(38, _G, _volcano(1)),
    _d(39, _G, _volcano(1)),
    _d(40, _L, _volcano(1)),
    _d(41, _L, _fire(QUARRY, 2)),
    _d(42, _L, _volcano(2)),
    _d(43, _J, _volcano(2)),
    _d(44, _J, _volcano(2)),
    _d(45, _Q, _volcano(2)),
    _d(46, _fire(LAKE, 1), _fire(JUNGLE, 2)),
    _d(47, _fire(JUNGLE, 1), _fire(QUARRY, 2)),
    _d(48, _Q, _volcano(3)),
)


def domino(number: int) -> Domino:
    """The Origins domino with this printed number (1..48)."""
    return DOMINOES[number - 1]


# --- cavemen ----------------------------------------------------------------------------------

HUNTER: Final = 0
FISHER: Final = 1
GATHERER: Final = 2
SCULPTOR: Final = 3
PAINTER: Final = 4
FIRE_LADY: Final = 5
SHAMAN: Final = 6
WARRIOR1: Final = 7
WARRIOR2: Final = 8
WARRIOR3: Final = 9
CAVEMAN_KINDS: Final = tuple(range(10))
# Notation names (RULES.md §4), then names for people.
CAVEMAN_NAMES: Final = (
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
CAVEMAN_TITLES: Final = (
    "Hunter",
    "Fishing child",
    "Gatherer",
    "Sculptor",
    "Painter",
    "Fire Lady",
    "Shaman",
    "Small warrior",
    "Amazon warrior",
    "Oafish warrior",
)
CAVEMAN_COUNTS: Final = (2, 2, 2, 2, 2, 2, 2, 4, 3, 1)
# Hunter-gatherers that score per wooden resource of one kind: (resource, points each).
GATHERER_RULES: Final = {
    HUNTER: (MAMMOTH, 3),
    FISHER: (FISH, 3),
    GATHERER: (MUSHROOM, 4),
    SCULPTOR: (FLINT, 5),
}
PAINTER_POINTS: Final = 2  # per wooden resource of any kind
FIRE_LADY_POINTS: Final = 1  # per fire icon, printed or on a token
SHAMAN_POINTS: Final = 2  # per caveman tile
WARRIOR_POWER: Final = {WARRIOR1: 1, WARRIOR2: 2, WARRIOR3: 3}

# The 22 caveman tiles in the box, in a fixed order (the order before any shuffle).
CAVEMAN_TILES: Final[tuple[int, ...]] = tuple(
    kind for kind, count in zip(CAVEMAN_KINDS, CAVEMAN_COUNTS, strict=True) for _ in range(count)
)

CAVE_BOARD_SLOTS: Final = 4
RECRUIT_BOARD_COST: Final = 2  # different kinds, for a face-up tile
RECRUIT_PILE_COST: Final = 4  # all four kinds, for any tile of the face-down pile


def caveman_rule(kind: int) -> str:
    """How a caveman kind scores, in one short English sentence."""
    if kind in GATHERER_RULES:
        resource, points = GATHERER_RULES[kind]
        return f"{points} per {RESOURCE_NAMES[resource]} around"
    if kind == PAINTER:
        return f"{PAINTER_POINTS} per wooden resource around"
    if kind == FIRE_LADY:
        return f"{FIRE_LADY_POINTS} per fire icon around"
    if kind == SHAMAN:
        return f"{SHAMAN_POINTS} per caveman around"
    return f"warrior of power {WARRIOR_POWER[kind]}: a group scores warriors × total power"
