"""What lies beside the territories on the table (`render.table`): the fire tokens left (the
dominoes still face down, in a box without them), the totems and their holders (Totem mode), the
cave board (Tribe mode), and the Resource Tokens variant's supply and gold pool.

Drawn as a column of blocks in a panel, each block measured first so that the panel knows its
height; every caveman by its full title, wrapped under its badge.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PIL import Image, ImageDraw

from lang import Words
from render import parts, sprites, terms, text, theme, token_sprites
from rules.boxes.origins import TOTEM_POINTS
from rules.boxes.resources import TOKEN_KINDS
from rules.core.game import GameState
from rules.names import Mode

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
    cfg = state.config
    out: list[Block] = []
    if cfg.box.volcanoes:
        out.append((CAPTION + FIRE + 22, lambda img, x, y, w: _fire_tokens(img, state, x, y, w, words)))
    else:
        out.append(_deck(state, w, words))
    if cfg.box.resource_tokens:
        out.append((CAPTION + 3 * ROW + 16, lambda img, x, y, w: _supply(img, state, x, y, w, words)))
    if cfg.mode is Mode.TOTEM:
        out.append((CAPTION + 4 * ROW + 16, lambda img, x, y, w: _totems(img, state, names, x, y, w, words)))
    elif cfg.mode is Mode.TRIBE:
        out.append(_cave(state, w, words))
    return out


def _caption(img: Image.Image, caption: str, x: int, y: int, w: int) -> None:
    line = text.ellipsize(caption, parts.LABEL, w)
    text.draw(img, (x, y + CAPTION // 2), line, size=parts.LABEL, fill=theme.SOFT_INK, anchor="lm")


def _fire_tokens(img: Image.Image, state: GameState, x: int, y: int, w: int, words: Words) -> None:
    _caption(img, words("supplies-fire-tokens"), x, y, w)
    y += CAPTION
    for k, fires in enumerate((1, 2, 3)):
        left = x + k * 116
        token = sprites.fire_token(fires, FIRE)
        img.paste(token, (left, y), token)
        count = f"×{state.fire_supply[fires]}"
        text.draw(img, (left + FIRE + 6, y + FIRE // 2), count, size=parts.TEXT, fill=theme.INK, anchor="lm")


def _deck(state: GameState, w: int, words: Words) -> Block:
    left = len(state.deck)
    said = words("supplies-deck", count=left) if left else words("supplies-deck-empty")
    lines = text.wrap(said, parts.TEXT, w, max_lines=2)

    def draw_deck(img: Image.Image, x: int, y: int, w: int) -> None:
        for k, line in enumerate(lines):
            text.draw(img, (x, y + 8 + k * LINE), line, size=parts.TEXT, fill=theme.INK, anchor="la")

    return 8 + len(lines) * LINE + 18, draw_deck


def _supply(img: Image.Image, state: GameState, x: int, y: int, w: int, words: Words) -> None:
    """The variant's tokens in the supply by kind, two a row, then the gold in the pool."""
    _caption(img, words("supplies-supply"), x, y, w)
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


def _totems(
    img: Image.Image, state: GameState, names: Sequence[str], x: int, y: int, w: int, words: Words
) -> None:
    """Each totem: its resource and points, and who holds it (chip and name) or that it is free.
    A label longer than 60% of the room beside the icons is cut, so that the holders keep their room."""
    _caption(img, words("supplies-totems"), x, y, w)
    y += CAPTION
    draw = ImageDraw.Draw(img)
    labels = [
        words("supplies-totem", resource=terms.capital(terms.resource(words, r)), points=TOTEM_POINTS[r])
        for r in range(4)
    ]
    label_w = min(max(text.length(label, parts.TEXT) for label in labels), (w - ICON - 8) * 0.6)
    for r in range(4):
        mid = y + r * ROW + ICON // 2
        icon = sprites.resource(r, ICON)
        img.paste(icon, (x, mid - ICON // 2), icon)
        label = text.ellipsize(labels[r], parts.TEXT, label_w)
        text.draw(img, (x + ICON + 8, mid), label, size=parts.TEXT, fill=theme.INK, anchor="lm")
        left = x + ICON + 8 + int(label_w) + 14
        holder = state.totems[r]
        if holder < 0:
            free = text.ellipsize(words("supplies-not-held"), parts.TEXT, x + w - left)
            text.draw(img, (left, mid), free, size=parts.TEXT, fill=theme.SOFT_INK, anchor="lm")
            continue
        parts.chip(img, draw, holder, left, mid, 34)
        name = text.ellipsize(names[holder], parts.TEXT, x + w - left - 42, bold=True)
        text.draw(img, (left + 42, mid), name, size=parts.TEXT, bold=True, fill=theme.INK, anchor="lm")


def _cave(state: GameState, w: int, words: Words) -> Block:
    """The cave board: the pile's size, then the four face-up slots two a row, each badge with
    its full title wrapped under it."""
    head = text.wrap(words("supplies-cave", count=len(state.cave_pile)), parts.LABEL, w, max_lines=2)
    half = w // 2
    titles = [
        text.wrap(
            terms.caveman(words, k) if k >= 0 else words("cave-empty"), parts.TEXT, half - 8, max_lines=2
        )
        for k in state.cave_board
    ]
    cell_h = [BADGE + 8 + max(len(t) for t in titles[i : i + 2]) * LINE + 10 for i in (0, 2)]

    def draw_cave(img: Image.Image, x: int, y: int, w: int) -> None:
        draw = ImageDraw.Draw(img)
        for k, line in enumerate(head):
            text.draw(
                img,
                (x, y + CAPTION // 2 + k * LINE),
                line,
                size=parts.LABEL,
                fill=theme.SOFT_INK,
                anchor="lm",
            )
        top = y + CAPTION + (len(head) - 1) * LINE
        for slot, kind in enumerate(state.cave_board):
            cx = x + slot % 2 * half + half // 2
            cy = top + (cell_h[0] if slot >= 2 else 0)
            if kind < 0:
                draw.ellipse(
                    (cx - BADGE // 2, cy, cx + BADGE // 2, cy + BADGE), outline=theme.GRID_LINE, width=3
                )
            else:
                badge = sprites.caveman(kind, BADGE)
                img.paste(badge, (cx - BADGE // 2, cy), badge)
            ink = theme.INK if kind >= 0 else theme.SOFT_INK
            for k, line in enumerate(titles[slot]):
                base = cy + BADGE + 8 + k * LINE + LINE // 2
                text.draw(img, (cx, base), line, size=parts.TEXT, fill=ink, anchor="mm")

    return CAPTION + (len(head) - 1) * LINE + sum(cell_h), draw_cave
