"""What a player of the Resource Tokens variant holds, on the scoreboard's strip: the tokens by
kind (a crown after each kind won now), then the gold on the castle."""

from __future__ import annotations

from PIL import Image

from lang import Words
from render import sprites
from render.boxes.resources import token_sprites
from render.core import parts, text, theme
from render.layers.scoreboard import ICON
from rules.boxes.resources import TOKEN_KINDS, ResourcesState, kinds_won


def draw_holdings(
    img: Image.Image, state: ResourcesState, player: int, x: int, mid: int, right: int, words: Words
) -> None:
    """The variant: tokens by kind (a crown after each kind won now), then the gold on the castle."""
    counts = [t.token_counts() for t in state.territories]
    won = kinds_won(counts)[player]
    for kind in TOKEN_KINDS:
        icon = token_sprites.token(kind, ICON)
        img.paste(icon, (x, mid - ICON // 2), icon)
        count = f"×{counts[player][kind]}"
        text.draw(
            img, (x + ICON + 4, mid), count, size=parts.TEXT, bold=kind in won, fill=theme.INK, anchor="lm"
        )
        if kind in won:
            crown = sprites.crown(24)
            after = x + ICON + 8 + int(text.length(count, parts.TEXT, bold=True))
            img.paste(crown, (after, mid - 14), crown)
        x += ICON + 4 + 92
    gold = state.territories[player].gold
    coin = token_sprites.coin(gold, ICON)
    img.paste(coin, (x, mid - ICON // 2), coin)
    label = text.ellipsize(words("gold-count", count=gold), parts.TEXT, right - x - ICON - 8)
    text.draw(img, (x + ICON + 8, mid), label, size=parts.TEXT, fill=theme.INK, anchor="lm")
