"""The cave board of Tribe mode (`render.cave`): four face-up cavemen and the face-down pile.

Landscape, about 1300 px wide: the slots left to right, numbered as players type them
(`recruit board 2`), each with its caveman large, its title and its scoring rule; then the pile
as a stack with its size and what it holds (the player who pays four kinds sees the whole pile
and names the kind: `recruit pile hunter`); the recruit costs underneath.
"""

from __future__ import annotations

from collections import Counter

from PIL import Image, ImageDraw

from render import sprites, text, theme, words
from render.describe import describe_cave_board
from render.picture import Picture, encode
from rules.components import CAVE_BOARD_SLOTS, CAVEMAN_NAMES, CAVEMAN_TITLES, caveman_rule
from rules.config import Mode
from rules.game import GameState

MARGIN = 28
TITLE = 66
SLOT_W, SLOT_H, SLOT_GAP = 214, 344, 18
PILE_W = 300
BADGE = 116
TILE = 96  # a tile back in the pile's stack
LEGEND = 96
RULE_SIZE, RULE_LINE = 20, 25
LEGEND_TEXT = (
    "Recruit: 2 resources of different kinds for a face-up tile, 4 of 4 kinds for any tile of the pile"
)
LEGEND_HOW = (
    "After choosing your domino: recruit board 1–4, or recruit pile and a name from the pile "
    "(recruit pile hunter). The board is refilled at the start of each round."
)


def cave(state: GameState) -> Picture:
    """The cave board as it stands: face-up slots 1–4, the pile, and how to recruit."""
    if state.config.mode is not Mode.TRIBE:
        raise ValueError("the cave board is only used in Tribe mode")
    slots_w = CAVE_BOARD_SLOTS * SLOT_W + (CAVE_BOARD_SLOTS - 1) * SLOT_GAP
    width = MARGIN * 3 + slots_w + PILE_W
    height = MARGIN * 2 + TITLE + SLOT_H + LEGEND
    img = Image.new("RGB", (width, height), theme.BACKGROUND)
    draw = ImageDraw.Draw(img)
    _draw_title(img, state, width)
    top = MARGIN + TITLE
    for slot, kind in enumerate(state.cave_board):
        x = MARGIN + slot * (SLOT_W + SLOT_GAP)
        _draw_slot(img, draw, state, slot, kind, x, top)
    _draw_pile(img, draw, state.cave_pile, MARGIN * 2 + slots_w, top)
    _draw_legend(img, width, top + SLOT_H + 18)
    return encode(img, describe_cave_board(state), state.config.box)


def _draw_title(img: Image.Image, state: GameState, width: int) -> None:
    text.draw(img, (MARGIN, MARGIN + 40), "Cave board", size=38, bold=True, fill=theme.INK, anchor="ls")
    when = words.round_words(state.config, state.round)
    if state.is_over:
        when = "the game is over"
    n = len(state.cave_pile)
    line = f"Tribe mode · {when} · {n} tile{'s' * (n != 1)} in the face-down pile"
    room = width - 2 * MARGIN - text.length("Cave board", 38, bold=True) - 40
    line = text.ellipsize(line, 22, room)
    text.draw(img, (width - MARGIN, MARGIN + 40), line, size=22, fill=theme.SOFT_INK, anchor="rs")


def _draw_slot(
    img: Image.Image, draw: ImageDraw.ImageDraw, state: GameState, slot: int, kind: int, x: int, y: int
) -> None:
    """One face-up slot: number, badge, title, rule, and the command that takes it."""
    box = (x, y, x + SLOT_W, y + SLOT_H)
    cx = x + SLOT_W // 2
    inner = SLOT_W - 28
    if kind < 0:  # taken this round: an outline, refilled at the start of the next
        draw.rounded_rectangle(box, 16, outline=theme.GRID_LINE, width=3)
        _slot_number(img, draw, slot, x, y, theme.GRID_LINE)
        mid = y + SLOT_H // 2
        text.draw(img, (cx, mid - 14), "empty", size=26, bold=True, fill=theme.SOFT_INK, anchor="mm")
        # No refill comes after the last line has been chosen.
        later = "taken" if state.is_over or state.final_round else "refilled next round"
        note = text.ellipsize(later, 18, inner)
        text.draw(img, (cx, mid + 18), note, size=18, fill=theme.SOFT_INK, anchor="mm")
        return
    draw.rounded_rectangle(box, 16, fill=theme.PANEL, outline=theme.GRID_LINE, width=2)
    _slot_number(img, draw, slot, x, y, theme.INK)
    badge = sprites.caveman(kind, BADGE)
    img.paste(badge, (cx - BADGE // 2, y + 22), badge)
    title_y = y + 22 + BADGE + 30
    title = CAVEMAN_TITLES[kind]
    # The largest size at which the title fits ("Amazon warrior" needs a smaller one).
    size = next((s for s in (25, 23, 21) if text.length(title, s, bold=True) <= inner), 19)
    title = text.ellipsize(title, size, inner, bold=True)
    text.draw(img, (cx, title_y), title, size=size, bold=True, fill=theme.INK, anchor="ms")
    rule_top = title_y + 14
    for k, line in enumerate(text.wrap(caveman_rule(kind), RULE_SIZE, inner, max_lines=4)):
        baseline = rule_top + (k + 1) * RULE_LINE - 6
        text.draw(img, (cx, baseline), line, size=RULE_SIZE, fill=theme.INK, anchor="ms")
    command = text.ellipsize(f"recruit board {slot + 1}", 18, inner)
    text.draw(img, (cx, y + SLOT_H - 16), command, size=18, fill=theme.SOFT_INK, anchor="ms")


def _slot_number(
    img: Image.Image, draw: ImageDraw.ImageDraw, slot: int, x: int, y: int, fill: theme.RGB
) -> None:
    draw.ellipse((x + 10, y + 10, x + 48, y + 48), fill=fill)
    label = str(slot + 1)
    text.draw(img, (x + 29, y + 29), label, size=24, bold=True, fill=theme.text_colour_on(fill), anchor="mm")


def _draw_pile(img: Image.Image, draw: ImageDraw.ImageDraw, pile: list[int], x: int, y: int) -> None:
    """The face-down pile: a stack of tile backs with its size, then its tiles by kind."""
    text.draw(img, (x, y + 24), "Face-down pile", size=24, bold=True, fill=theme.INK, anchor="ls")
    layers = min(len(pile), 4)
    top = y + 40
    for k in range(layers):  # from the bottom tile up: each a little higher and to the left
        off = (layers - 1 - k) * 6
        draw.rounded_rectangle(
            (x + off, top + off, x + off + TILE, top + off + TILE),
            12,
            fill=theme.WOOD,
            outline=theme.INK,
            width=2,
        )
    if not pile:
        draw.rounded_rectangle((x, top, x + TILE, top + TILE), 12, outline=theme.GRID_LINE, width=3)
    ink = theme.text_colour_on(theme.WOOD) if pile else theme.SOFT_INK
    text.draw(
        img, (x + TILE // 2, top + TILE // 2 + 2), str(len(pile)), size=44, bold=True, fill=ink, anchor="mm"
    )
    words = "tile" if len(pile) == 1 else "tiles"
    note = f"{words} face down" if pile else "the pile is empty"
    text.draw(img, (x + TILE + 36, top + 44), note, size=20, fill=theme.SOFT_INK, anchor="ls")
    _draw_pile_kinds(img, Counter(pile), x, top + TILE + 32)


def _draw_pile_kinds(img: Image.Image, counts: Counter[int], x: int, y: int) -> None:
    """What the pile holds, two kinds a row, by the names players type."""
    col_w, row_h, size = PILE_W // 2, 34, 28
    for i, kind in enumerate(sorted(counts)):
        left = x + i % 2 * col_w
        mid = y + i // 2 * row_h + row_h // 2
        badge = sprites.caveman(kind, size)
        img.paste(badge, (left, mid - size // 2), badge)
        label = text.ellipsize(f"{CAVEMAN_NAMES[kind]} ×{counts[kind]}", 18, col_w - size - 14)
        text.draw(img, (left + size + 6, mid), label, size=18, fill=theme.INK, anchor="lm")


def _draw_legend(img: Image.Image, width: int, y: int) -> None:
    room = width - 2 * MARGIN
    line = text.ellipsize(LEGEND_TEXT, 22, room, bold=True)
    text.draw(img, (MARGIN, y + 22), line, size=22, bold=True, fill=theme.INK, anchor="ls")
    for k, how in enumerate(text.wrap(LEGEND_HOW, 19, room, max_lines=2)):
        text.draw(img, (MARGIN, y + 52 + k * 25), how, size=19, fill=theme.SOFT_INK, anchor="ls")
