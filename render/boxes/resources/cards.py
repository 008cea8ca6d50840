"""The turn card of the Resource Tokens variant's own decision: a king above the line acts."""

from __future__ import annotations

from PIL import Image

from lang import Words
from render import sprites
from render.boxes.resources import token_sprites
from render.core import terms
from render.layers.cards import PICTURE, Card, Drawer
from rules import Decision, Pending
from rules.boxes.resources import ResourcesState


def decision_card(state: ResourcesState, pending: Pending, words: Words) -> Card | None:
    """The acting king's card: its pawn and its gold (None: another decision)."""
    if pending.decision is not Decision.ACT:
        return None
    seat = pending.player
    gold = state.territories[seat].gold
    detail = words("turn-act-detail", gold=gold, centre=terms.centre(words, state.config.box))
    king = _king_and_gold(state, seat, gold)
    return Card(seat, words("turn-act"), detail, PICTURE * 2 + 12, PICTURE, king)


def _king_and_gold(state: ResourcesState, seat: int, gold: int) -> Drawer:
    def picture(img: Image.Image, x: int, y: int) -> None:
        king = sprites.pawn(state.config.box, seat, PICTURE)
        img.paste(king, (x, y), king)
        coin = token_sprites.coin(gold, PICTURE)
        img.paste(coin, (x + PICTURE + 12, y), coin)

    return picture
