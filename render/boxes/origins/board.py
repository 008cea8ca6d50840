"""What stands on an Origins territory's squares: wooden resources, fire tokens and cavemen."""

from __future__ import annotations

from PIL import Image

from render.boxes.origins import sprites
from render.boxes.origins.caveman_sprites import caveman
from rules.boxes.origins import OriginsTerritory


def draw_pieces(img: Image.Image, terr: OriginsTerritory, p: int, left: int, top: int, cell: int) -> None:
    """The wooden resource, fire token and caveman on one square.

    A square holds one of them at most (a caveman settles where there is no resource, fire
    destroys what it lands on), so each is drawn large enough to read on a phone.
    """
    bit = 1 << p
    if terr.resources & bit:
        s = int(cell * 0.5)
        icon = sprites.resource(terr.resource_at(p), s)
        img.paste(icon, (left + int(cell * 0.04), top + cell - s - int(cell * 0.04)), icon)
    fires = terr.tokens.get(p)
    if fires:
        s = int(cell * 0.56)
        token = sprites.fire_token(fires, s)
        img.paste(token, (left + cell - s - int(cell * 0.03), top + cell - s - int(cell * 0.03)), token)
    kind = terr.cavemen.get(p)
    if kind is not None:
        s = int(cell * 0.64)
        badge = caveman(kind, s)
        img.paste(badge, (left + (cell - s) // 2, top + cell - s - int(cell * 0.03)), badge)


def burns(terr: OriginsTerritory, p: int) -> bool:
    """Whether a fire landing on square `p` would destroy something: a wooden resource or a
    caveman (RULES.md §2.4)."""
    return bool(terr.resources >> p & 1) or p in terr.cavemen
