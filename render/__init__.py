"""Pictures of a game: pure functions from a rules state to PNG bytes with alt text (Pillow only).

The house: render/core/ (theme, text, the picture's encoding, the words, the registry's base),
render/sprites/ (squares and shapes every game shares), render/layers/ (the parts of a picture:
a territory's board, the lines, the turn card, supplies, scoreboard, sheet lines), render/alt/
(alt texts), render/pictures/ (the pictures), render/boxes/<game>/ (each game's own drawing,
registered by render/boxes/__init__.py).
"""

import render.boxes  # noqa: F401 - every game's pictures, registered before any is drawn
from render.alt.describe import ALT_LIMIT, must_discard
from render.boxes.origins.cave import cave
from render.core.parts import warm_faces
from render.core.picture import Picture
from render.core.theme import loaded_faces
from render.pictures.legend import legend_card
from render.pictures.sheet import final
from render.pictures.table import decision, table
from render.pictures.territory import TerritoryBase, territory, territory_and_base, territory_base

__all__ = [
    "ALT_LIMIT",
    "Picture",
    "TerritoryBase",
    "cave",
    "decision",
    "final",
    "legend_card",
    "loaded_faces",
    "must_discard",
    "table",
    "territory",
    "territory_and_base",
    "territory_base",
    "warm_faces",
]
