"""The pieces in the boxes, as data: Kingdomino Origins (RULES.md §1) and classic Kingdomino (§3).

Terrains, resources and caveman kinds are small ints so that the engine can index tables with
them on its hot path; the names and notation letters live beside them. The terrains of both
games share one numbering (grassland and lake are in both boxes, with the same letters), so that
a territory, the notation and the pictures need no per-game tables; which terrains a game uses
is its box's business (rules.box).
"""

from __future__ import annotations

from typing import Final, NamedTuple

# --- terrains ---------------------------------------------------------------------------------

DESERT: Final = 0
GRASSLAND: Final = 1
LAKE: Final = 2
JUNGLE: Final = 3
QUARRY: Final = 4
VOLCANO: Final = 5
WHEAT: Final = 6  # classic Kingdomino from here on
FOREST: Final = 7
SWAMP: Final = 8
MINE: Final = 9
ORIGINS_TERRAINS: Final = (DESERT, GRASSLAND, LAKE, JUNGLE, QUARRY, VOLCANO)
CLASSIC_TERRAINS: Final = (WHEAT, FOREST, LAKE, GRASSLAND, SWAMP, MINE)
TERRAINS: Final = tuple(range(10))
TERRAIN_NAMES: Final = (
    "desert",
    "grassland",
    "lake",
    "jungle",
    "quarry",
    "volcano",
    "wheat",
    "forest",
    "swamp",
    "mine",
)
TERRAIN_LETTERS: Final = ("D", "G", "L", "J", "Q", "V", "W", "F", "S", "M")

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


class SquareSpec(NamedTuple):
    """One printed half of a domino."""

    terrain: int
    fires: int = 0  # what multiplies its region: printed fire icons (Origins) or crowns (classic)
    craters: int = 0  # volcanoes only

    @property
    def resource(self) -> int:
        """The wooden resource this square receives in Totem/Tribe modes, or -1."""
        return TERRAIN_RESOURCE[self.terrain] if self.fires == 0 else -1

    def __str__(self) -> str:
        count = self.craters if self.terrain == VOLCANO else self.fires
        return TERRAIN_LETTERS[self.terrain] + (str(count) if count else "")


class Domino(NamedTuple):
    """A numbered domino: two squares, `first` printed on the left of the terrain side."""

    number: int
    first: SquareSpec
    second: SquareSpec

    @property
    def squares(self) -> tuple[SquareSpec, SquareSpec]:
        return (self.first, self.second)

    @property
    def volcano(self) -> SquareSpec | None:
        """The volcano half, if any (no domino has two)."""
        for half in (self.first, self.second):
            if half.terrain == VOLCANO:
                return half
        return None

    def __str__(self) -> str:
        return f"{self.number} {self.first}|{self.second}"


def _d(n: int, a: SquareSpec, b: SquareSpec) -> Domino:
    return Domino(n, a, b)


_D = SquareSpec(DESERT)
_G = SquareSpec(GRASSLAND)
_L = SquareSpec(LAKE)
_J = SquareSpec(JUNGLE)
_Q = SquareSpec(QUARRY)


def _fire(terrain: int, n: int) -> SquareSpec:
    return SquareSpec(terrain, fires=n)


def _volcano(craters: int) -> SquareSpec:
    return SquareSpec(VOLCANO, craters=craters)


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


# --- classic Kingdomino (RULES.md §3) ---------------------------------------------------------

_W = SquareSpec(WHEAT)
_F = SquareSpec(FOREST)
_S = SquareSpec(SWAMP)
_M = SquareSpec(MINE)


def _crowns(terrain: int, n: int) -> SquareSpec:
    return SquareSpec(terrain, fires=n)


CLASSIC_DOMINOES: Final[tuple[Domino, ...]] = (
    _d(1, _W, _W),
    _d(2, _W, _W),
    _d(3, _F, _F),
    _d(4, _F, _F),
    _d(5, _F, _F),
    _d(6, _F, _F),
    _d(7, _L, _L),
    _d(8, _L, _L),
    _d(9, _L, _L),
    _d(10, _G, _G),
    _d(11, _G, _G),
    _d(12, _S, _S),
    _d(13, _W, _F),
    _d(14, _W, _L),
    _d(15, _W, _G),
    _d(16, _W, _S),
    _d(17, _F, _L),
    _d(18, _F, _G),
    _d(19, _crowns(WHEAT, 1), _F),
    _d(20, _crowns(WHEAT, 1), _L),
    _d(21, _crowns(WHEAT, 1), _G),
    _d(22, _crowns(WHEAT, 1), _S),
    _d(23, _crowns(WHEAT, 1), _M),
    _d(24, _crowns(FOREST, 1), _W),
    _d(25, _crowns(FOREST, 1), _W),
    _d(26, _crowns(FOREST, 1), _W),
    _d(27, _crowns(FOREST, 1), _W),
    _d(28, _crowns(FOREST, 1), _L),
    _d(29, _crowns(FOREST, 1), _G),
    _d(30, _crowns(LAKE, 1), _W),
    _d(31, _crowns(LAKE, 1), _W),
    _d(32, _crowns(LAKE, 1), _F),
    _d(33, _crowns(LAKE, 1), _F),
    _d(34, _crowns(LAKE, 1), _F),
    _d(35, _crowns(LAKE, 1), _F),
    _d(36, _W, _crowns(GRASSLAND, 1)),
    _d(37, _L, _crowns(GRASSLAND, 1)),
    _d(38, _W, _crowns(SWAMP, 1)),
    _d(39, _G, _crowns(SWAMP, 1)),
    _d(40, _crowns(MINE, 1), _W),
    _d(41, _W, _crowns(GRASSLAND, 2)),
    _d(42, _L, _crowns(GRASSLAND, 2)),
    _d(43, _W, _crowns(SWAMP, 2)),
    _d(44, _G, _crowns(SWAMP, 2)),
    _d(45, _crowns(MINE, 2), _W),
    _d(46, _S, _crowns(MINE, 2)),
    _d(47, _S, _crowns(MINE, 2)),
    _d(48, _W, _crowns(MINE, 3)),
)


# --- the Resource Tokens variant of classic Kingdomino (seed 004) ------------------------------
# Resource tokens go on squares of the four terrains that yield one; swamps and mines yield none.

WOOD: Final = 0
WHEAT_TOKEN: Final = 1
MEAT: Final = 2
FISH_TOKEN: Final = 3
TOKEN_KINDS: Final = (WOOD, WHEAT_TOKEN, MEAT, FISH_TOKEN)
TOKEN_NAMES: Final = ("wood", "wheat", "meat", "fish")  # in the variant's order
TOKEN_TERRAIN: Final = (FOREST, WHEAT, GRASSLAND, LAKE)
# The kind of token each terrain yields, by terrain (-1: none).
TERRAIN_TOKEN: Final = tuple(TOKEN_TERRAIN.index(t) if t in TOKEN_TERRAIN else -1 for t in TERRAINS)
# The tokens in the box, by kind: as many as the box has squares of that terrain.
TOKEN_SUPPLY: Final = (22, 26, 14, 18)
GOLD_SUPPLY: Final = 22
START_GOLD: Final = 3  # on each castle; the rest is the pool
MOST_TOKENS_PER_SQUARE: Final = 2  # a double-crown square's second gain tops its neighbours up to 2

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
