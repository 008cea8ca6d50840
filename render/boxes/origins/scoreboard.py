"""What an Origins player holds, on the scoreboard's strip: wooden resources by kind (Totem and
Tribe modes), the totems held (Totem mode), the cavemen (Tribe mode)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from lang import Words
from render.boxes.origins import sprites
from render.core import parts, text, theme
from render.layers.scoreboard import ICON
from rules.boxes.origins import OriginsState, TotemState, TribeState


def draw_holdings(
    img: Image.Image, state: OriginsState, player: int, x: int, mid: int, right: int, words: Words
) -> int:
    """Wooden resources by kind (Totem, Tribe), totems held (Totem), cavemen (Tribe); returns
    where the dominoes discarded are told after them."""
    terr = state.territories[player]
    if state.PUTS_RESOURCES:
        for kind, count in enumerate(terr.resource_counts()):
            icon = sprites.resource(kind, ICON)
            img.paste(icon, (x, mid - ICON // 2), icon)
            text.draw(img, (x + ICON + 4, mid), f"×{count}", size=parts.TEXT, fill=theme.INK, anchor="lm")
            x += ICON + 4 + 56
        x += 10
    if isinstance(state, TotemState):
        held = [r for r, holder in enumerate(state.totems) if holder == player]
        label = words("scoreboard-totems" if held else "scoreboard-no-totem")
        label = text.ellipsize(label, parts.TEXT, right - x - len(held) * (ICON + 10))
        text.draw(img, (x, mid), label, size=parts.TEXT, fill=theme.SOFT_INK, anchor="lm")
        x += int(text.length(label, parts.TEXT)) + 10
        for r in held:
            icon = sprites.resource(r, ICON)
            outline = (x - 2, mid - ICON // 2 - 2, x + ICON + 1, mid + ICON // 2 + 1)
            ImageDraw.Draw(img).rounded_rectangle(outline, 6, outline=theme.INK, width=2)
            img.paste(icon, (x, mid - ICON // 2), icon)
            x += ICON + 10
        x += 16
    if isinstance(state, TribeState):
        n = len(terr.cavemen)
        label = text.ellipsize(words("cavemen-count", count=n), parts.TEXT, right - x)
        text.draw(img, (x, mid), label, size=parts.TEXT, fill=theme.INK, anchor="lm")
        x += int(text.length(label, parts.TEXT)) + 26
    return x
