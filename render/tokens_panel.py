"""The Resource Tokens variant's part of the table (`render.table`): the action column, the
supply and the gold pool in the left panel, and each king's tokens and gold in their name bar.

On the real table a king that chooses to act stands above the next line, below those that chose
before it; the next round those kings act first, in that order. So the panel shows two rows of
kings above the two lines: over the line being placed, the kings still to act this round (the
first acts now); over the next line, the action column, the kings that will act first next round.
"""

from __future__ import annotations

from PIL import Image

from render import sprites, text, theme, token_sprites
from rules.components import TOKEN_KINDS
from rules.game import GameState
from rules.harvest import kinds_won

PAWN = 44  # px, a king in the action rows
ACTION_ROWS = 34 + PAWN + 14  # the two rows of kings, with their titles
SUPPLY = 36 + 2 * 44 + 8  # the supply's title, its tokens and the gold pool
HOLDINGS = 36  # the second row of a player's name bar: tokens by kind and gold
LINE_GAP = 250  # from the left line to the right one, as table.py draws them
ICON = 28  # px, a token or coin in a name bar


def draw_action_rows(img: Image.Image, state: GameState, x: int, y: int) -> None:
    """The kings still to act this round over the line being placed, the action column over the
    next line; each row in its order, first on the left."""
    _draw_kings(img, state, "To act this round", state.actors, x, y)
    _draw_kings(img, state, "Action column", state.column, x + LINE_GAP, y)


def _draw_kings(img: Image.Image, state: GameState, title: str, kings: list[int], x: int, y: int) -> None:
    text.draw(img, (x, y), title, size=22, fill=theme.SOFT_INK)
    y += 34
    if not kings:
        text.draw(img, (x, y + PAWN // 2), "none", size=20, fill=theme.SOFT_INK, anchor="lm")
        return
    box = state.config.box
    for k, seat in enumerate(kings):
        pawn = sprites.pawn(box, seat, PAWN)
        img.paste(pawn, (x + k * (PAWN + 8), y), pawn)


def draw_supply(img: Image.Image, state: GameState, x: int, y: int) -> None:
    """The tokens left in the supply by kind, then the gold in the pool."""
    text.draw(img, (x, y), "Supply", size=22, fill=theme.SOFT_INK)
    y += 36
    for kind in TOKEN_KINDS:
        left = x + kind * 118
        icon = token_sprites.token(kind, 40)
        img.paste(icon, (left, y), icon)
        text.draw(img, (left + 46, y + 20), f"×{state.supply[kind]}", size=22, fill=theme.INK, anchor="lm")
    y += 48
    coin = token_sprites.coin(state.gold_pool, 40)
    img.paste(coin, (x, y), coin)
    text.draw(img, (x + 46, y + 20), "gold in the pool", size=22, fill=theme.INK, anchor="lm")


def draw_holdings(
    img: Image.Image, state: GameState, player: int, x: int, y: int, width: int, ink: theme.RGB
) -> None:
    """A player's tokens by kind (a crown after each kind they would win now) and the gold on
    their castle, in a row `width` px wide from (x, y)."""
    counts = [t.token_counts() for t in state.territories]
    won = kinds_won(counts)[player]
    slot = (width - 72) // 4  # the gold (coin and word) takes the rest
    mid = y + HOLDINGS // 2
    for kind in TOKEN_KINDS:
        left = x + kind * slot
        icon = token_sprites.token(kind, ICON)
        img.paste(icon, (left, mid - ICON // 2), icon)
        count = f"×{counts[player][kind]}"
        text.draw(img, (left + ICON + 3, mid), count, size=20, bold=kind in won, fill=ink, anchor="lm")
        if kind in won:
            crown = sprites.crown(16)  # fits the slot after "×26", the most a kind can count
            after = left + ICON + 5 + int(text.length(count, 20, bold=True))
            img.paste(crown, (after, mid - 10), crown)
    gold = state.territories[player].gold
    left = x + 4 * slot
    coin = token_sprites.coin(gold, ICON)
    img.paste(coin, (left, mid - ICON // 2), coin)
    text.draw(img, (left + ICON + 4, mid), "gold", size=20, fill=ink, anchor="lm")
