"""What stands on a kingdom of the Resource Tokens variant: its tokens and gold."""

from __future__ import annotations

from PIL import Image

from render.boxes.resources import token_sprites
from render.core import theme
from rules.boxes.resources import HarvestTerritory


def draw_pieces(img: Image.Image, terr: HarvestTerritory, p: int, left: int, top: int, cell: int) -> None:
    """Tokens side by side along the bottom of their square (the kind its terrain yields), gold
    on the castle, and a used witch faded under the gold spent on it (the rulebook's mark of a
    used witch)."""
    held = terr.resource_tokens.get(p, 0)
    if held:
        s = int(cell * 0.42)
        icon = token_sprites.token(terr.token_kind(p), s)
        for k in range(held):
            img.paste(icon, (left + int(cell * 0.05) + k * (s + int(cell * 0.04)), top + cell - s - 2), icon)
    gold = terr.gold if p == terr.grid.hut else terr.witches.get(p, 0)
    if not gold:
        return
    if p != terr.grid.hut:
        veil = Image.new("RGB", (cell, cell), theme.PANEL)
        square = img.crop((left, top, left + cell, top + cell))
        img.paste(Image.blend(square, veil, 0.5), (left, top))
    s = int(cell * 0.46)
    icon = token_sprites.coin(gold, s)
    img.paste(icon, (left + cell - s - int(cell * 0.04), top + cell - s - int(cell * 0.04)), icon)
