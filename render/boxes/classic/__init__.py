"""Classic Kingdomino's pictures: the castle, the king, the printed crowns (sprites.py) and the
crowns' section of the legend. Everything else it draws is the shared drawing's: its bonuses
(Harmony, Middle Kingdom) are worded by what they ask (`Bonus.test`)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from lang import Words
from render import sprites as shared
from render.boxes.classic import sprites
from render.core.games import BoxPictures
from render.pictures.legend import Item, Section, section
from rules import Box, Mode


class ClassicPictures(BoxPictures):
    """Classic Kingdomino's pictures (see the module doc)."""

    def draw_multipliers(self, d: ImageDraw.ImageDraw, big: int, count: int) -> None:
        sprites.crowns(d, big, count)

    def centre(self, seat: int, size: int) -> Image.Image:
        return sprites.castle(seat, size)

    def pawn(self, seat: int, size: int) -> Image.Image:
        return sprites.king(seat, size)

    def legend_sections(self, box: Box, mode: Mode, words: Words) -> list[Section]:
        return [section("crowns", (Item(shared.crown, words("legend-crown")),), words)]


__all__ = ["ClassicPictures"]
