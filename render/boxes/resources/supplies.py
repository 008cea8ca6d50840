"""What lies beside the kingdoms in a game of the Resource Tokens variant: the dominoes left,
then the supply's tokens and the gold pool (blocks of render.layers.supplies' panel)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from lang import Words
from render.boxes.resources import token_sprites
from render.core import parts, text, theme
from render.layers.supplies import CAPTION, ICON, ROW, Block, caption, deck
from rules.boxes.resources import TOKEN_KINDS, ResourcesState


def blocks(state: ResourcesState, names: Sequence[str], w: int, words: Words) -> list[Block]:
    """The dominoes still face down, then the supply and the pool."""
    return [
        deck(state, w, words),
        (CAPTION + 3 * ROW + 16, lambda img, x, y, w: _supply(img, state, x, y, w, words)),
    ]


def _supply(img: Image.Image, state: ResourcesState, x: int, y: int, w: int, words: Words) -> None:
    """The variant's tokens in the supply by kind, two a row, then the gold in the pool."""
    caption(img, words("supplies-supply"), x, y, w)
    y += CAPTION
    half = w // 2
    for kind in TOKEN_KINDS:
        left = x + kind % 2 * half
        top = y + kind // 2 * ROW
        icon = token_sprites.token(kind, ICON)
        img.paste(icon, (left, top), icon)
        count = f"×{state.supply[kind]}"
        text.draw(
            img, (left + ICON + 8, top + ICON // 2), count, size=parts.TEXT, fill=theme.INK, anchor="lm"
        )
    top = y + 2 * ROW
    coin = token_sprites.coin(state.gold_pool, ICON)
    img.paste(coin, (x, top), coin)
    pool = text.ellipsize(words("supplies-pool", gold=state.gold_pool), parts.TEXT, w - ICON - 8)
    text.draw(img, (x + ICON + 8, top + ICON // 2), pool, size=parts.TEXT, fill=theme.INK, anchor="lm")
