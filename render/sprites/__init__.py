"""Sprites every game's pictures share: squares (squares.py), shapes (shapes.py: the flame and the
crown), terrain icons (terrain_icons.py) and the marks over squares (marks.py). A game's own
sprites are in its part (render/boxes/<game>)."""

from render.sprites.shapes import crown, flame
from render.sprites.squares import (
    centre,
    empty,
    has_letter,
    letter_size,
    pawn,
    pawn_number_size,
    square,
)

__all__ = [
    "centre",
    "crown",
    "empty",
    "flame",
    "has_letter",
    "letter_size",
    "pawn",
    "pawn_number_size",
    "square",
]
