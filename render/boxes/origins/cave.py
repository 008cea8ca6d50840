"""The cave board of Tribe mode (`render.cave`), drawn for a phone.

Posted in the private recruit panel, where a player chooses which caveman to recruit. Like the
table (render/parts.py) it is `parts.WIDTH` px wide, with no text under `parts.MIN_TEXT`, and a
little taller than wide, so that the chat shows it large. Top to bottom:

1. "Cave board" and the round (the final round says that no one recruits; then the game's end);
2. the face-up cost and command, then the four face-up slots two by two, each numbered as players
   type it (`recruit board 2`, the panel's buttons "2. Hunter") with its caveman large, its full
   title and its scoring rule; a slot taken this round says when it comes back;
3. the face-down pile: a stack of tile backs with its size, its cost, and what it holds by kind
   (the player who pays four kinds sees the whole pile and names the kind: `recruit pile hunter`),
   the typed name beside the title where the two differ ("Amazon warrior ×3  warrior2").

The layout is fixed (the pile keeps room for all ten kinds), so the picture keeps its size from
one turn to the next and a reader finds each part where it was.
"""

from __future__ import annotations

from collections import Counter

from PIL import Image, ImageDraw

from lang import Words
from render.boxes.origins.alt import caveman_rule, describe_cave_board
from render.boxes.origins.caveman_sprites import caveman
from render.boxes.origins.words import caveman as caveman_title
from render.core import parts, terms, text, theme
from render.core.picture import Picture, encode
from render.core.terms import ENGLISH
from rules import GameState
from rules.boxes.origins import (
    CAVE_BOARD_SLOTS,
    CAVEMAN_KINDS,
    CAVEMAN_NAMES,
    RECRUIT_BOARD_COST,
    RECRUIT_PILE_COST,
    TribeState,
)

INNER = parts.WIDTH - 2 * parts.MARGIN
HEAD = 64  # the title line
CAPTION = 52  # the line over the slots
SLOT_W = (INNER - parts.GAP) // 2
NUMBER = 60  # px, the slot's number disc
BADGE = 160  # px, a face-up caveman
RULE_LINE = 38  # a line of a scoring rule (parts.LABEL)
SLOT_H = parts.PAD + NUMBER + 12 + BADGE + parts.PAD
BACK = 96  # px, a tile back in the pile's stack
PILE_HEAD = BACK + 18  # the stack and, beside it, the pile's size and cost
KIND_ROW = 54  # a kind of the pile
KIND_BADGE = 46
PILE_ROWS = -(-len(CAVEMAN_KINDS) // 2)  # room for every kind, two columns
PILE_H = 2 * parts.PAD + PILE_HEAD + PILE_ROWS * KIND_ROW
GRID_Y = parts.MARGIN + HEAD + CAPTION
PILE_Y = GRID_Y + 2 * SLOT_H + 2 * parts.GAP
HEIGHT = PILE_Y + PILE_H + parts.MARGIN


def cave(state: GameState, *, words: Words = ENGLISH) -> Picture:
    """The cave board as it stands: face-up slots 1–4, the face-down pile, and what each costs."""
    if not isinstance(state, TribeState):
        raise ValueError("the cave board is only used in Tribe mode")
    img = Image.new("RGB", (parts.WIDTH, HEIGHT), theme.BACKGROUND)
    draw = ImageDraw.Draw(img)
    _draw_head(img, state, words)
    for slot, kind in enumerate(state.cave_board[:CAVE_BOARD_SLOTS]):
        x = parts.MARGIN + slot % 2 * (SLOT_W + parts.GAP)
        y = GRID_Y + slot // 2 * (SLOT_H + parts.GAP)
        if kind >= 0:
            _draw_face_up(img, draw, slot, kind, x, y, words)
        else:
            _draw_taken(img, draw, state, slot, x, y, words)
    _draw_pile(img, draw, state.cave_pile, parts.MARGIN, PILE_Y, words)
    return encode(img, describe_cave_board(state, words), state.config.box)


def _when(state: GameState, words: Words) -> str:
    """The moment, as the head says it: the round, or that no one recruits any more."""
    if state.is_over:
        return words("cave-over")
    if state.final_round:
        return words("cave-final-round")
    return terms.round_title(words, state.config, state.round)


def _draw_head(img: Image.Image, state: GameState, words: Words) -> None:
    """The title and the moment on one line, then the face-up cost and command over the slots."""
    m, baseline = parts.MARGIN, parts.MARGIN + 46
    title = text.ellipsize(words("cave-title"), parts.BIG, INNER * 2 / 3, bold=True)
    text.draw(img, (m, baseline), title, size=parts.BIG, bold=True, fill=theme.INK, anchor="ls")
    room = INNER - text.length(title, parts.BIG, bold=True) - parts.GAP
    moment = text.ellipsize(_when(state, words), parts.LABEL, room)
    text.draw(img, (m + INNER, baseline), moment, size=parts.LABEL, fill=theme.SOFT_INK, anchor="rs")
    command = f"recruit board 1–{CAVE_BOARD_SLOTS}"  # the action's text: the rules' in every language
    cost = words("cave-face-up", cost=RECRUIT_BOARD_COST, command=command)
    line = text.ellipsize(cost, parts.LABEL, INNER)
    text.draw(img, (m, GRID_Y - 16), line, size=parts.LABEL, fill=theme.INK, anchor="ls")


def _draw_face_up(
    img: Image.Image, draw: ImageDraw.ImageDraw, slot: int, kind: int, x: int, y: int, words: Words
) -> None:
    """A face-up slot: its number and the caveman's full title, then the caveman large beside
    its scoring rule."""
    parts.panel(draw, (x, y, x + SLOT_W, y + SLOT_H))
    _title_row(img, draw, slot, caveman_title(words, kind), x, y, disc=theme.INK, ink=theme.INK)
    badge = caveman(kind, BADGE)
    img.paste(badge, (x + parts.PAD, _badge_top(y)), badge)
    _beside_badge(img, caveman_rule(words, kind), x, y, theme.INK)


def _draw_taken(
    img: Image.Image, draw: ImageDraw.ImageDraw, state: GameState, slot: int, x: int, y: int, words: Words
) -> None:
    """A slot taken this round: an outline, its number, and when it comes back."""
    draw.rounded_rectangle((x, y, x + SLOT_W, y + SLOT_H), parts.RADIUS, outline=theme.GRID_LINE, width=4)
    _title_row(img, draw, slot, words("cave-slot-empty"), x, y, disc=theme.GRID_LINE, ink=theme.SOFT_INK)
    top = _badge_top(y)
    draw.ellipse((x + parts.PAD, top, x + parts.PAD + BADGE, top + BADGE), outline=theme.GRID_LINE, width=4)
    # The board is refilled at the start of a round: none comes after the last line is chosen.
    later = words("cave-taken" if state.is_over or state.final_round else "cave-refilled")
    _beside_badge(img, later, x, y, theme.SOFT_INK)


def _title_row(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    slot: int,
    title: str,
    x: int,
    y: int,
    *,
    disc: theme.RGB,
    ink: theme.RGB,
) -> None:
    """The slot's number as players type it, on a disc, and beside it the title (bold)."""
    left, mid = x + parts.PAD, y + parts.PAD + NUMBER // 2
    draw.ellipse((left, mid - NUMBER // 2, left + NUMBER, mid + NUMBER // 2), fill=disc)
    number = str(slot + 1)
    on_disc = theme.text_colour_on(disc)
    text.draw(img, (left + NUMBER // 2, mid), number, size=parts.TITLE, bold=True, fill=on_disc, anchor="mm")
    left += NUMBER + 14
    title = text.ellipsize(title, parts.TITLE, x + SLOT_W - parts.PAD - left, bold=True)
    text.draw(img, (left, mid), title, size=parts.TITLE, bold=True, fill=ink, anchor="lm")


def _badge_top(y: int) -> int:
    """The top of the caveman's badge in the slot whose top is y."""
    return y + parts.PAD + NUMBER + 12


def _beside_badge(img: Image.Image, sentence: str, x: int, y: int, fill: theme.RGB) -> None:
    """`sentence` wrapped right of the badge and centred on it (a rule runs to four lines)."""
    left = x + parts.PAD + BADGE + parts.GAP
    lines = text.wrap(sentence, parts.LABEL, x + SLOT_W - parts.PAD - left, max_lines=BADGE // RULE_LINE)
    first = _badge_top(y) + (BADGE - len(lines) * RULE_LINE) // 2
    for k, line in enumerate(lines):
        baseline = first + k * RULE_LINE + RULE_LINE - 9  # Noto's descent sits in the last 9 px
        text.draw(img, (left, baseline), line, size=parts.LABEL, fill=fill, anchor="ls")


def _draw_pile(
    img: Image.Image, draw: ImageDraw.ImageDraw, pile: list[int], x: int, y: int, words: Words
) -> None:
    """The face-down pile in a panel: the stack and its size, the cost, then its tiles by kind."""
    parts.panel(draw, (x, y, x + INNER, y + PILE_H))
    left, top, w = x + parts.PAD, y + parts.PAD, INNER - 2 * parts.PAD
    _draw_stack(img, draw, len(pile), left, top)
    beside = BACK + 18 + parts.GAP
    _draw_pile_head(img, pile, left + beside, top, w - beside, words)
    if pile:
        _draw_kinds(img, Counter(pile), left, top + PILE_HEAD, w, words)
    else:
        note = text.ellipsize(words("cave-pile-none"), parts.TEXT, w)
        text.draw(img, (left, top + PILE_HEAD + 36), note, size=parts.TEXT, fill=theme.SOFT_INK, anchor="ls")


def _draw_pile_head(img: Image.Image, pile: list[int], x: int, y: int, w: int, words: Words) -> None:
    """The pile's size, then its cost with an example of the command."""
    size = words("cave-pile", count=len(pile)) if pile else words("cave-pile-empty")
    head = text.ellipsize(size, parts.NAME, w, bold=True)
    text.draw(img, (x, y + 38), head, size=parts.NAME, bold=True, fill=theme.INK, anchor="ls")
    if pile:
        command = f"recruit pile {CAVEMAN_NAMES[_example(pile, words)]}"  # the action's text, as typed
        cost = words("cave-pile-cost-example", cost=RECRUIT_PILE_COST, command=command)
    else:
        cost = words("cave-pile-cost", cost=RECRUIT_PILE_COST)
    cost = text.ellipsize(cost, parts.TEXT, w)
    text.draw(img, (x, y + 80), cost, size=parts.TEXT, fill=theme.SOFT_INK, anchor="ls")


def _draw_stack(img: Image.Image, draw: ImageDraw.ImageDraw, n: int, x: int, y: int) -> None:
    """Up to four tile backs, each a little higher and to the left, the pile's size on top."""
    layers = min(n, 4)
    for k in range(layers):  # from the bottom tile up
        off = (layers - 1 - k) * 6
        box = (x + off, y + off, x + off + BACK, y + off + BACK)
        draw.rounded_rectangle(box, 12, fill=theme.WOOD, outline=theme.INK, width=2)
    if not n:
        draw.rounded_rectangle((x, y, x + BACK, y + BACK), 12, outline=theme.GRID_LINE, width=4)
    ink = theme.text_colour_on(theme.WOOD) if n else theme.SOFT_INK
    text.draw(img, (x + BACK // 2, y + BACK // 2), str(n), size=parts.BIG, bold=True, fill=ink, anchor="mm")


def _example(pile: list[int], words: Words) -> int:
    """The kind the head's example names: one whose typed name differs from its title, if the
    pile holds one (the example then teaches what the grey names are for)."""
    return min(pile, key=lambda kind: (not _typed_name(kind, words), kind))


def _typed_name(kind: int, words: Words) -> str:
    """The name a player types for `kind` (`recruit pile warrior2`) when it is not simply the
    title in small letters ('' then): the title alone would not tell it. The typed names are the
    rules' notation, the same in every language: in Dutch or Italian every one is shown."""
    name = CAVEMAN_NAMES[kind]
    return "" if name == caveman_title(words, kind).lower() else name


def _draw_kinds(img: Image.Image, counts: Counter[int], x: int, y: int, w: int, words: Words) -> None:
    """The pile's tiles by kind, down one column then the next: badge, "Title ×n", and the typed
    name at the column's right where it differs from the title."""
    col_w = (w - parts.GAP) // 2
    rows = -(-len(counts) // 2)
    for i, kind in enumerate(sorted(counts)):
        left = x + i // rows * (col_w + parts.GAP)
        mid = y + i % rows * KIND_ROW + KIND_ROW // 2
        badge = caveman(kind, KIND_BADGE)
        img.paste(badge, (left, mid - KIND_BADGE // 2), badge)
        name = _typed_name(kind, words)
        name_w = text.length(name, parts.TEXT) + 12 if name else 0
        room = col_w - KIND_BADGE - 12 - name_w
        said = words("cave-pile-kind", caveman=caveman_title(words, kind), count=counts[kind])
        label = text.ellipsize(said, parts.TEXT, room)
        text.draw(img, (left + KIND_BADGE + 12, mid), label, size=parts.TEXT, fill=theme.INK, anchor="lm")
        text.draw(img, (left + col_w, mid), name, size=parts.TEXT, fill=theme.SOFT_INK, anchor="rm")
