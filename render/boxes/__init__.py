"""The pictures' registry: each game's pictures, by the game's name.

A game's part (render/boxes/<game>) is a `BoxPictures` (render.core.games): its sprites, what
stands on its squares, its decisions, supplies, holdings, legend, sheet and alt texts. Registering
it here makes its box's palette and teaches the shared squares its printed multipliers; a game
without a part is drawn as the plain game (it needs at least its start tile and pawn: a
subclass of classic's draws castles and kings).
"""

from __future__ import annotations

from render.boxes.classic import ClassicPictures
from render.boxes.origins import OriginsPictures
from render.boxes.resources import ResourcesPictures
from render.core import games, theme
from render.sprites.squares import MULTIPLIERS, Multipliers
from rules import BOXES, Game

PICTURES: dict[Game, games.BoxPictures] = {
    Game.ORIGINS: OriginsPictures(),
    Game.CLASSIC: ClassicPictures(),
    Game.RESOURCES: ResourcesPictures(),
}

for _game, _box in BOXES.items():
    _pictures = PICTURES.get(_game, games.PLAIN)
    games.register(_game, _pictures)
    theme.add_palette(_box, _pictures.palette_extras)
    MULTIPLIERS.setdefault(
        _box.multiplier, Multipliers(_pictures.draw_multipliers, _pictures.tall_multipliers)
    )

__all__ = ["PICTURES"]
