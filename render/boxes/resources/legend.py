"""The Resource Tokens variant's section of the legend: its tokens and gold (after classic's)."""

from __future__ import annotations

from lang import Words
from render.boxes.resources import token_sprites
from render.boxes.resources.words import token
from render.pictures.legend import Item, Section, Sprite, section
from rules.boxes.resources import TOKEN_KINDS


def tokens_section(words: Words) -> Section:
    tokens = tuple(Item(_token(k), token(words, k)) for k in TOKEN_KINDS)
    gold = Item(lambda s: token_sprites.coin(1, s), words("legend-gold"))
    return section("tokens", (*tokens, gold), words)


def _token(kind: int) -> Sprite:
    return lambda s: token_sprites.token(kind, s)
