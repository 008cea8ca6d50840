"""What lies beside the territories in a game of Origins: the fire tokens left, the totems and
their holders (Totem mode), the cave board (Tribe mode); every caveman by its full title,
wrapped under its badge (blocks of render.layers.supplies' panel)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from lang import Words
from render.boxes.origins import sprites
from render.boxes.origins.caveman_sprites import caveman
from render.boxes.origins.words import caveman as caveman_title
from render.boxes.origins.words import resource
from render.core import parts, text, theme
from render.core.terms import capital
from render.layers.supplies import BADGE, CAPTION, FIRE, ICON, LINE, ROW, Block, caption
from rules.boxes.origins import TOTEM_POINTS, OriginsState, TotemState, TribeState


def blocks(state: OriginsState, names: Sequence[str], w: int, words: Words) -> list[Block]:
    """The fire tokens; then the totems (Totem mode) or the cave board (Tribe mode)."""
    out: list[Block] = [(CAPTION + FIRE + 22, lambda img, x, y, w: _fire_tokens(img, state, x, y, w, words))]
    if isinstance(state, TotemState):
        out.append((CAPTION + 4 * ROW + 16, lambda img, x, y, w: _totems(img, state, names, x, y, w, words)))
    elif isinstance(state, TribeState):
        out.append(_cave(state, w, words))
    return out


def _fire_tokens(img: Image.Image, state: OriginsState, x: int, y: int, w: int, words: Words) -> None:
    caption(img, words("supplies-fire-tokens"), x, y, w)
    y += CAPTION
    for k, fires in enumerate((1, 2, 3)):
        left = x + k * 116
        token = sprites.fire_token(fires, FIRE)
        img.paste(token, (left, y), token)
        count = f"×{state.fire_supply[fires]}"
        text.draw(img, (left + FIRE + 6, y + FIRE // 2), count, size=parts.TEXT, fill=theme.INK, anchor="lm")


def _totems(
    img: Image.Image, state: OriginsState, names: Sequence[str], x: int, y: int, w: int, words: Words
) -> None:
    """Each totem: its resource and points, and who holds it (chip and name) or that it is free.
    A label longer than 60% of the room beside the icons is cut, so that the holders keep their room."""
    caption(img, words("supplies-totems"), x, y, w)
    y += CAPTION
    draw = ImageDraw.Draw(img)
    labels = [
        words("supplies-totem", resource=capital(resource(words, r)), points=TOTEM_POINTS[r])
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


def _cave(state: OriginsState, w: int, words: Words) -> Block:
    """The cave board: the pile's size, then the four face-up slots two a row, each badge with
    its full title wrapped under it."""
    head = text.wrap(words("supplies-cave", count=len(state.cave_pile)), parts.LABEL, w, max_lines=2)
    half = w // 2
    titles = [
        text.wrap(
            caveman_title(words, k) if k >= 0 else words("cave-empty"), parts.TEXT, half - 8, max_lines=2
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
                badge = caveman(kind, BADGE)
                img.paste(badge, (cx - BADGE // 2, cy), badge)
            ink = theme.INK if kind >= 0 else theme.SOFT_INK
            for k, line in enumerate(titles[slot]):
                base = cy + BADGE + 8 + k * LINE + LINE // 2
                text.draw(img, (cx, base), line, size=parts.TEXT, fill=ink, anchor="mm")

    return CAPTION + (len(head) - 1) * LINE + sum(cell_h), draw_cave
