"""The turn card's content as data: what it says and the picture it shows (render.layers.turn_card
lays it out). A game's own decisions build their cards from these (render/boxes/<game>/cards.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image

PICTURE = 104  # px, a fire token, a totem's resource, a caveman, a king

Drawer = Callable[[Image.Image, int, int], None]  # draws the picture with its top left at (x, y)


@dataclass(frozen=True)
class Card:
    """What the card says and shows."""

    seat: int  # whose card (the chip and the outline); -1: nobody's
    action: str  # after the name, never cut
    detail: str
    picture_w: int
    picture_h: int
    picture: Drawer | None
    names: tuple[str, ...] = ()  # several: they share the win
    crown: bool = False


def sprite(icon: Image.Image) -> Drawer:
    """A picture that is one sprite, pasted with its transparency."""

    def paste(img: Image.Image, x: int, y: int) -> None:
        img.paste(icon, (x, y), icon)

    return paste


__all__ = ["PICTURE", "Card", "Drawer", "sprite"]
