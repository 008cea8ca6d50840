"""The table (`render.table`) and the decision card (`render.decision`), drawn for a phone.

Both are 1080 px wide, portrait, with no text under 28 px (render/parts.py): shown across a
360 px phone they keep their native pixels. Top to bottom:

1. the turn card: who acts, what to do, and the domino, the line, the fire token, the totem or
   the caveman it is about, large; once the game is over, the winner's banner (turn_card.py);
2. the lines of the draft, captioned as they stand (draft_lines.py);
3. the acting player's territory, large, and beside it the supplies: fire tokens or dominoes
   left, totems, the cave board, the variant's supply and gold (supplies.py);

which is the whole decision card, meant to be read in the chat without opening it; the table
goes on with

4. the scoreboard: a strip per player, place, points, provisional bonus, holdings (scoreboard.py);
5. every other territory, all at one scale, in one row: three across with 4 players, two with 3.

With two players the other territory stands beside the large one instead, and the supplies go
across under them. Once the game is over the winner's territory takes the large place (the first
winner's, if they share the win).

Measured here: the 4-player table draws in about 5 ms; mapping its 2.2 million pixels onto the
palette and encoding the PNG take the rest (picture.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from lang import Words
from render.alt.describe import ALT_LIMIT, describe_pending, describe_table, describe_territory, shown_names
from render.core import parts, text, theme
from render.core.picture import Picture, encode
from render.core.terms import ENGLISH
from render.layers import draft_lines, scoreboard, supplies, turn_card
from render.layers.board import MAX_CELL, Frame, domino_partners, draw_territory, window
from render.layers.standings import Standing, leaders, standings
from rules import GameState, Territory, final_scores

FEATURED = 600  # px, the acting player's territory
SIDE = parts.WIDTH - 2 * parts.MARGIN - FEATURED - parts.GAP  # the supplies beside it
LABEL = 52  # a territory's name label over it
OTHERS_MAX = 506  # px, the largest box of another territory


@dataclass(frozen=True)
class Slot:
    """A territory's place: its box (the name label over it) and the frame of its squares."""

    player: int
    x: int
    y: int  # the top of the squares' box, under the label
    size: int
    frame: Frame


@dataclass(frozen=True)
class Plan:
    """Where each part of the picture goes (x, y, and sizes, in px)."""

    width: int
    height: int
    card_y: int
    lines_y: int
    featured: Slot  # the acting player's territory, large
    side: tuple[int, int, int, int]  # x, y, w, h
    scoreboard_y: int  # 0 on the decision card
    others: tuple[Slot, ...]  # seat order, all at one scale


def featured_player(state: GameState, table: Sequence[Standing]) -> int:
    """The acting player; once the game is over, the (first) winner."""
    acting = state.current_player()
    return acting if acting >= 0 else leaders(table)[0]


def plan(
    state: GameState, *, full: bool = True, names: Sequence[str] | None = None, words: Words = ENGLISH
) -> Plan:
    """The layout of the table (`full`) or of the decision card."""
    shown = shown_names(names, state.config.players, words=words)
    scores = final_scores(state)
    table = standings(state, scores)
    card = turn_card.card(state, shown, table, scores, words)
    inner = parts.WIDTH - 2 * parts.MARGIN
    return _plan(state, shown, table, turn_card.height(card, inner), words, full=full)


def _plan(
    state: GameState,
    names: Sequence[str],
    table: Sequence[Standing],
    card_h: int,
    words: Words,
    *,
    full: bool,
) -> Plan:
    m, gap, inner = parts.MARGIN, parts.GAP, parts.WIDTH - 2 * parts.MARGIN
    y = m + card_h + gap
    lines_y = y
    lines_h = draft_lines.height(state, words)
    y += lines_h + gap if lines_h else 0
    featured = featured_player(state, table)
    terr = state.territories[featured]
    frame = _frame(terr, m, y + LABEL, FEATURED, _cell(terr, FEATURED))
    slot = Slot(featured, m, y + LABEL, FEATURED, frame)
    if full and state.config.players == 2:
        return _plan_two(state, names, slot, lines_y, y, words)
    side_h = max(LABEL + frame.height, supplies.height(state, names, SIDE, words))
    side = (m + FEATURED + gap, y, SIDE, side_h)
    y += side_h + gap
    if not full:
        return Plan(parts.WIDTH, y - gap + m, m, lines_y, slot, side, 0, ())
    scoreboard_y = y
    y += scoreboard.height(state) + gap
    others = [p for p in range(state.config.players) if p != featured]
    box = min(OTHERS_MAX, (inner - (len(others) - 1) * gap) // len(others))
    cell = min(_cell(state.territories[p], box) for p in others)
    row_w = len(others) * box + (len(others) - 1) * gap
    x0 = m + (inner - row_w) // 2
    slots = []
    for k, p in enumerate(others):
        x = x0 + k * (box + gap)
        slots.append(Slot(p, x, y + LABEL, box, _frame(state.territories[p], x, y + LABEL, box, cell)))
    y += LABEL + max(s.frame.height for s in slots)
    return Plan(parts.WIDTH, y + m, m, lines_y, slot, side, scoreboard_y, tuple(slots))


def _plan_two(state: GameState, names: Sequence[str], slot: Slot, lines_y: int, y: int, words: Words) -> Plan:
    """Two players: the other territory beside the large one, the supplies across under them."""
    m, gap, inner = parts.MARGIN, parts.GAP, parts.WIDTH - 2 * parts.MARGIN
    other = 1 - slot.player
    terr = state.territories[other]
    x = m + FEATURED + gap
    beside = Slot(other, x, y + LABEL, SIDE, _frame(terr, x, y + LABEL, SIDE, _cell(terr, SIDE)))
    y += LABEL + max(slot.frame.height, beside.frame.height) + gap
    side_h = supplies.height(state, names, inner, words, columns=2)
    side = (m, y, inner, side_h)
    y += side_h + gap
    scoreboard_y = y
    y += scoreboard.height(state)
    return Plan(parts.WIDTH, y + m, m, lines_y, slot, side, scoreboard_y, (beside,))


def _cell(terr: Territory, size: int) -> int:
    """The square size at which the territory's window fills `size` px across or down."""
    rows, cols = _window(terr, size)[1::2]
    return size // max(rows, cols)


def _window(terr: Territory, size: int) -> tuple[int, int, int, int]:
    return window(terr, -(-size // MAX_CELL))


def _frame(terr: Territory, x: int, y: int, size: int, cell: int) -> Frame:
    """The territory's window at `cell` px a square, centred across the `size` px box at (x, y)
    and at its top."""
    r0, rows, c0, cols = _window(terr, size)
    return Frame(r0, c0, rows, cols, cell, x + (size - cols * cell) // 2, y)


def table(state: GameState, *, names: Sequence[str] | None = None, words: Words = ENGLISH) -> Picture:
    """The whole table as the players would see it, with `names` for the seats, in `words`."""
    alt = describe_table(state, names, words=words)
    return encode(_draw(state, names, words, full=True), alt, state.config.box)


def decision(state: GameState, *, names: Sequence[str] | None = None, words: Words = ENGLISH) -> Picture:
    """The top of the table alone: the turn card, the lines, the acting player's territory and
    the supplies; small enough to read in the chat without opening it."""
    featured = featured_player(state, standings(state))
    pending = describe_pending(state, names, words=words)
    room = ALT_LIMIT - len(pending) - 1
    alt = f"{pending} {describe_territory(state, featured, names=names, limit=room, words=words)}"
    return encode(_draw(state, names, words, full=False), alt, state.config.box)


def _draw(state: GameState, names: Sequence[str] | None, words: Words, *, full: bool) -> Image.Image:
    shown = shown_names(names, state.config.players, words=words)
    scores = final_scores(state)
    table_ = standings(state, scores)
    card = turn_card.card(state, shown, table_, scores, words)
    inner = parts.WIDTH - 2 * parts.MARGIN
    p = _plan(state, shown, table_, turn_card.height(card, inner), words, full=full)
    img = Image.new("RGB", (p.width, p.height), theme.BACKGROUND)
    turn_card.draw(img, state, card, parts.MARGIN, p.card_y, inner, words)
    draft_lines.draw(img, state, parts.MARGIN, p.lines_y, inner, words)
    _draw_territory(img, state, shown, p.featured, large=True)
    supplies.draw(img, state, shown, p.side, words, columns=2 if p.side[2] > SIDE else 1)
    if full:
        scoreboard.draw(img, state, shown, table_, parts.MARGIN, p.scoreboard_y, inner, words)
        for slot in p.others:
            _draw_territory(img, state, shown, slot, large=False)
    return img


def _draw_territory(
    img: Image.Image,
    state: GameState,
    names: Sequence[str],
    slot: Slot,
    *,
    large: bool,
) -> None:
    """A territory in its frame, its chip and name over it; the acting one outlined."""
    draw = ImageDraw.Draw(img)
    player, frame = slot.player, slot.frame
    colour = theme.player_colour(player)
    mid = slot.y - LABEL // 2 - 4
    parts.chip(img, draw, player, slot.x, mid, 40)
    name = text.ellipsize(names[player], parts.NAME, slot.size - 52, bold=True)
    text.draw(img, (slot.x + 52, mid), name, size=parts.NAME, bold=True, fill=theme.INK, anchor="lm")
    draw_territory(img, state.territories[player], frame, player, partners=domino_partners(state, player))
    if large and player == state.current_player():
        draw.rectangle(
            (frame.x - 4, frame.y - 4, frame.x + frame.width + 3, frame.y + frame.height + 3),
            outline=colour,
            width=4,
        )
