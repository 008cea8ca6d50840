"""What a domino of Origins brings before it is placed: its wooden resources (Totem, Tribe)."""

from __future__ import annotations

from PIL import Image

from render.boxes.origins import sprites
from rules import SquareSpec
from rules.boxes.origins import wooden_resource


def draw_carried(img: Image.Image, half: SquareSpec, left: int, top: int, square: int) -> None:
    """The wooden resource a square of a domino brings, in its bottom left corner."""
    resource = wooden_resource(half)
    if resource >= 0:
        icon = sprites.resource(resource, square * 2 // 5)
        img.paste(icon, (left + 3, top + square - icon.height - 2), icon)
