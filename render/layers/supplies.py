"""What lies beside the territories on the table (`render.table`): the game's supplies, as its
pictures give them (Origins: the fire tokens left, the totems and their holders in Totem mode,
the cave board in Tribe mode; the Resource Tokens variant: the dominoes left, its supply and gold
pool); in a game without supplies of its own, the dominoes still face down.

Drawn as a column of blocks in a panel, each block measured first so that the panel knows its
height; `caption` and the sizes here are the blocks' shared measures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw

from lang import Words
from render.core import parts, text, theme
from render.core.games import pictures_of
from rules import GameState

FIRE = 48  # px, a fire token
ICON = 40  # px, a totem's resource, a token, a coin
BADGE = 64  # px, a caveman on the cave board
ROW = 50  # a totem's row, a row of tokens
LINE = 36  # a line of wrapped text
CAPTION = 44

Block = tuple[int, Callable[[Image.Image, int, int, int], None]]  # height, draw(img, x, y, w)


def height(state: GameState, names: Sequence[str], w: int, words: Words, columns: int = 1) -> int:
    """The panel's height at width `w` in `columns` columns, padding included."""
    laid = _columns(_blocks(state, names, _column_w(w, columns), words), columns)
    return max(sum(h for h, _ in column) for column in laid) + 2 * parts.PAD - 12


def draw(
    img: Image.Image,
    state: GameState,
    names: Sequence[str],
    box: tuple[int, int, int, int],
    words: Words,
    columns: int = 1,
) -> None:
    """The panel in `box` (x, y, `w`, `h`; `h` at least `height`), its blocks in `columns` columns."""
    x, y, w, h = box
    parts.panel(ImageDraw.Draw(img), (x, y, x + w, y + h))
    inner = _column_w(w, columns)
    for k, column in enumerate(_columns(_blocks(state, names, inner, words), columns)):
        left, top = x + parts.PAD + k * (inner + 2 * parts.PAD), y + parts.PAD - 6
        for block_h, draw_block in column:
            draw_block(img, left, top, inner)
            top += block_h


def _column_w(w: int, columns: int) -> int:
    return (w - 2 * parts.PAD * columns) // columns


def _columns(blocks: list[Block], columns: int) -> list[list[Block]]:
    """The blocks in order, each into the column that is shortest so far."""
    out: list[list[Block]] = [[] for _ in range(columns)]
    for block in blocks:
        min(out, key=lambda column: sum(h for h, _ in column)).append(block)
    return out


def _blocks(state: GameState, names: Sequence[str], w: int, words: Words) -> list[Block]:
    """The game's blocks; a game without its own supplies shows the dominoes still face down."""
    own = pictures_of(state.config.box).supply_blocks(state, names, w, words)
    return own if own is not None else [deck(state, w, words)]


def caption(img: Image.Image, caption: str, x: int, y: int, w: int) -> None:
    """A block's caption, cut to its width."""
    line = text.ellipsize(caption, parts.LABEL, w)
    text.draw(img, (x, y + CAPTION // 2), line, size=parts.LABEL, fill=theme.SOFT_INK, anchor="lm")


def deck(state: GameState, w: int, words: Words) -> Block:
    """How many dominoes are still face down (or that none is)."""
    left = len(state.deck)
    said = words("supplies-deck", count=left) if left else words("supplies-deck-empty")
    lines = text.wrap(said, parts.TEXT, w, max_lines=2)

    def draw_deck(img: Image.Image, x: int, y: int, w: int) -> None:
        for k, line in enumerate(lines):
            text.draw(img, (x, y + 8 + k * LINE), line, size=parts.TEXT, fill=theme.INK, anchor="la")

    return 8 + len(lines) * LINE + 18, draw_deck
