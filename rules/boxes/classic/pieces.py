"""The pieces in the classic Kingdomino box, as data (RULES.md §3): its terrains and dominoes."""

from __future__ import annotations

from typing import Final

from rules.core.pieces import FOREST, GRASSLAND, LAKE, MINE, SWAMP, WHEAT, Domino, SquareSpec, printed

CLASSIC_TERRAINS: Final = (WHEAT, FOREST, LAKE, GRASSLAND, SWAMP, MINE)

_W = SquareSpec(WHEAT)
_F = SquareSpec(FOREST)
_L = SquareSpec(LAKE)
_G = SquareSpec(GRASSLAND)
_S = SquareSpec(SWAMP)
_M = SquareSpec(MINE)
_crowns = printed
_d = Domino

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
