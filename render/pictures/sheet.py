"""The score sheet (`render.final`), drawn for a phone: 1080 px wide, no text under 28 px.

On top the title, then the ranking (place, chip, name and total, a crown on each winner once the
game is over) and how any tie was broken; then a card per player, two across, in seat order:
the player's colour bar with their place, a thumbnail of their territory beside their total and
its tie-break measures, and every line of their breakdown (sheet_lines.py) with its points. A
line's detail goes beside its label when both fit, else under it. Mid-game it is the same sheet
titled "Scores so far".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from lang import Words
from render import sprites
from render.alt.describe import describe_final, shown_names
from render.core import parts, terms, text, theme
from render.core.games import pictures_of
from render.core.picture import Picture, encode
from render.core.terms import ENGLISH
from render.layers.board import Frame, domino_partners, draw_territory, fit_frame
from render.layers.sheet_lines import Line, Style, player_lines
from render.layers.standings import tie_sentence
from rules import FinalScores, GameState, final_scores

COLUMNS = 2
CARD_W = (parts.WIDTH - 2 * parts.MARGIN - (COLUMNS - 1) * parts.GAP) // COLUMNS
TITLE = 58
SUBTITLE = 38  # a line of the title's second part
RANK_ROW = 54
TIE_LINE = 38
BAR = 60  # a card's colour bar
THUMB = 200  # px, the territory's thumbnail
ICON_SLOT = 62  # where labels start, right of the icons
POINTS_W = 64  # kept free on the right of each label for its points
LINE = 38  # a line of text in a card
SECTION = 42
COUNTS = 48  # a line of icons with their counts
CARD_PAD = 16
TOTAL = 60  # px, a card's total


@dataclass(frozen=True)
class Row:
    """A line of the breakdown as drawn: its label and detail on one line or two."""

    line: Line
    label: str
    detail: tuple[str, ...]  # its lines: one beside the label, or up to two under it
    beside: bool

    @property
    def height(self) -> int:
        if self.line.style is Style.SECTION:
            return SECTION
        if self.line.style is Style.COUNTS:
            return COUNTS
        return LINE + 6 if self.beside or not self.detail else (1 + len(self.detail)) * LINE + 4


@dataclass(frozen=True)
class Card:
    player: int
    x: int
    y: int
    h: int
    rows: tuple[Row, ...]
    total: tuple[str, str]  # the number, and what it counts ("points", "kinds won")
    measures: list[str]
    frame: Frame  # the thumbnail's squares


@dataclass(frozen=True)
class Plan:
    width: int
    height: int
    subtitle: list[str]
    ranking_y: int
    ties: list[list[str]]
    cards: tuple[Card, ...]


def final(state: GameState, *, names: Sequence[str] | None = None, words: Words = ENGLISH) -> Picture:
    """Every player's score sheet line by line, the ranking and the tie-breaks (or the scores so
    far, mid-game)."""
    scores = final_scores(state)
    shown = shown_names(names, state.config.players, words=words)
    p = plan(state, shown, scores, words)
    img = Image.new("RGB", (p.width, p.height), theme.BACKGROUND)
    draw = ImageDraw.Draw(img)
    _draw_title(img, state, p, words)
    _draw_ranking(img, draw, state, scores, shown, p, words)
    for c in p.cards:
        _draw_card(img, draw, state, scores, shown, c, words)
    return encode(img, describe_final(state, names, scores, words=words), state.config.box)


def plan(state: GameState, names: Sequence[str], scores: FinalScores, words: Words = ENGLISH) -> Plan:
    """Where everything goes, the text already cut and wrapped."""
    m, inner = parts.MARGIN, parts.WIDTH - 2 * parts.MARGIN
    subtitle = text.wrap(_subtitle(state, words), parts.TEXT, inner, max_lines=2)
    y = m + TITLE + len(subtitle) * SUBTITLE + 12
    ranking_y = y
    ties = _tie_paragraphs(state, scores, names, inner - 2 * parts.PAD, words)
    y += _ranking_height(state, ties) + parts.GAP
    cards: list[Card] = []
    players = state.config.players
    for row_start in range(0, players, COLUMNS):
        seats = range(row_start, min(players, row_start + COLUMNS))
        built = [_card_content(state, scores, p, words) for p in seats]
        h = max(_card_height(rows, measures) for rows, _, measures in built)
        for k, (p, (rows, total, measures)) in enumerate(zip(seats, built, strict=True)):
            x = m + k * (CARD_W + parts.GAP)
            frame = fit_frame(state.territories[p], x + CARD_PAD, y + BAR + CARD_PAD, THUMB)
            cards.append(Card(p, x, y, h, tuple(rows), total, measures, frame))
        y += h + parts.GAP
    return Plan(parts.WIDTH, y - parts.GAP + m, subtitle, ranking_y, ties, tuple(cards))


def _subtitle(state: GameState, words: Words) -> str:
    cfg = state.config
    when = words("sheet-over") if state.is_over else terms.round_words(words, cfg, state.round)
    players = words("players-count", count=cfg.players)
    return " · ".join([terms.game_line(words, cfg), *terms.options(words, cfg), players, when])


# --- the top: title, ranking, tie-breaks --------------------------------------------------------


def _draw_title(img: Image.Image, state: GameState, p: Plan, words: Words) -> None:
    title = words("sheet-title" if state.is_over else "sheet-title-so-far")
    title = text.ellipsize(title, parts.TITLE + 4, parts.WIDTH - 2 * parts.MARGIN, bold=True)
    x, y = parts.MARGIN, parts.MARGIN
    text.draw(img, (x, y + TITLE - 12), title, size=parts.TITLE + 4, bold=True, fill=theme.INK, anchor="ls")
    for k, line in enumerate(p.subtitle):
        baseline = y + TITLE + k * SUBTITLE + SUBTITLE - 10
        text.draw(img, (x, baseline), line, size=parts.TEXT, fill=theme.SOFT_INK, anchor="ls")


def _ranking_height(state: GameState, ties: list[list[str]]) -> int:
    said = sum(len(p) for p in ties) * TIE_LINE + (len(ties) - 1) * 8
    return 2 * 10 + state.config.players * RANK_ROW + 14 + said + parts.PAD


def ranking_mid(p: Plan, i: int) -> int:
    """The middle of the ranking's `i`-th row (best first)."""
    return p.ranking_y + 10 + i * RANK_ROW + RANK_ROW // 2


RANK_CHIP_X = parts.PAD + 112  # the chip's left edge, from the ranking panel's
PLACE_W = 64  # px at most for a place ("1st"), left of the crown


def _draw_ranking(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    state: GameState,
    scores: FinalScores,
    names: Sequence[str],
    p: Plan,
    words: Words,
) -> None:
    """Place, chip, name and total, best first, a crown on each winner; then the tie-breaks."""
    x, w = parts.MARGIN, parts.WIDTH - 2 * parts.MARGIN
    parts.panel(draw, (x, p.ranking_y, x + w, p.ranking_y + _ranking_height(state, p.ties)))
    totals = {sheet.player: sheet.total for sheet in scores.players}
    for i, (place, seat) in enumerate(scores.ranking):
        mid = ranking_mid(p, i)
        ordinal = text.ellipsize(parts.ordinal(place, words), parts.NAME, PLACE_W, bold=True)
        text.draw(img, (x + parts.PAD, mid), ordinal, size=parts.NAME, bold=True, fill=theme.INK, anchor="lm")
        if place == 1 and state.is_over:
            crown = sprites.crown(36)
            img.paste(crown, (x + parts.PAD + 66, mid - 21), crown)
        parts.chip(img, draw, seat, x + RANK_CHIP_X, mid, 40)
        points = terms.standing(words, state.config.box, totals[seat])
        right = x + w - parts.PAD
        text.draw(img, (right, mid), points, size=parts.NAME, fill=theme.INK, anchor="rm")
        left = x + RANK_CHIP_X + 54
        room = right - text.length(points, parts.NAME) - 24 - left
        name = text.ellipsize(names[seat], parts.NAME, room, bold=True)
        text.draw(img, (left, mid), name, size=parts.NAME, bold=True, fill=theme.INK, anchor="lm")
    y = p.ranking_y + 10 + state.config.players * RANK_ROW + 14
    for paragraph in p.ties:
        for line in paragraph:
            text.draw(
                img,
                (x + parts.PAD, y + TIE_LINE // 2),
                line,
                size=parts.TEXT,
                fill=theme.SOFT_INK,
                anchor="lm",
            )
            y += TIE_LINE
        y += 8


def _tie_paragraphs(
    state: GameState, scores: FinalScores, names: Sequence[str], width: int, words: Words
) -> list[list[str]]:
    """Each tie-break sentence wrapped to the panel (a note on the rule when nobody is level)."""
    box = state.config.box
    if scores.tie_breaks:  # a name the fonts cannot draw is told by its seat already (shown_names)
        sentences = [tie_sentence(t, names, words) for t in scores.tie_breaks]
    else:
        own = pictures_of(box).no_tie_words(box, words)
        sentences = [own or words("sheet-no-tie", multipliers=terms.multipliers(words, box))]
    return [text.wrap(s, parts.TEXT, width, max_lines=4) for s in sentences]


# --- a player's card ----------------------------------------------------------------------------


def _card_content(
    state: GameState, scores: FinalScores, player: int, words: Words
) -> tuple[list[Row], tuple[str, str], list[str]]:
    """The card's rows, its total and its tie-break measures (wrapped beside the thumbnail)."""
    sheet = next(s for s in scores.players if s.player == player)
    lines = player_lines(state, sheet, words)
    inner = CARD_W - 2 * CARD_PAD
    rows = [_row(line, inner) for line in lines if line.style not in (Style.TOTAL, Style.MEASURES)]
    total = next(line for line in lines if line.style is Style.TOTAL)
    measures = next(line for line in lines if line.style is Style.MEASURES).label
    wrapped = text.wrap(measures, parts.TEXT, inner - THUMB - 16, max_lines=3)
    n = int(total.points)
    unit = pictures_of(state.config.box).total_unit(words, n)
    return rows, (total.points, unit), wrapped


def _row(line: Line, w: int) -> Row:
    room = w - ICON_SLOT - POINTS_W
    if line.style is Style.SECTION:
        return Row(line, text.ellipsize(line.label, parts.TEXT, w, bold=True), (), False)
    if line.style is not Style.ITEM:
        return Row(line, "", (), False)
    if not line.detail:
        return Row(line, text.ellipsize(line.label, parts.TEXT, room), (), False)
    together = f"{line.label} · {line.detail}"
    if text.length(together, parts.TEXT) <= room:
        return Row(line, line.label, (line.detail,), True)
    label = text.ellipsize(line.label, parts.TEXT, room)
    return Row(line, label, tuple(text.wrap(line.detail, parts.TEXT, w - ICON_SLOT, max_lines=2)), False)


def _card_height(rows: list[Row], measures: list[str]) -> int:
    head = BAR + CARD_PAD + max(THUMB, 70 + len(measures) * LINE) + 10
    return head + sum(r.height for r in rows) + CARD_PAD


def _draw_card(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    state: GameState,
    scores: FinalScores,
    names: Sequence[str],
    c: Card,
    words: Words,
) -> None:
    draw.rounded_rectangle((c.x, c.y, c.x + CARD_W, c.y + c.h), parts.RADIUS, fill=theme.PANEL)
    _draw_bar(img, draw, state, scores, names, c, words)
    draw_territory(
        img, state.territories[c.player], c.frame, c.player, partners=domino_partners(state, c.player)
    )
    left = c.x + CARD_PAD + THUMB + 16
    top = c.y + BAR + CARD_PAD
    number, unit = c.total
    text.draw(img, (left, top + 48), number, size=TOTAL, bold=True, fill=theme.INK, anchor="ls")
    after = left + int(text.length(number, TOTAL, bold=True)) + 10
    unit = text.ellipsize(unit, parts.LABEL, c.x + CARD_W - CARD_PAD - after)
    text.draw(img, (after, top + 48), unit, size=parts.LABEL, fill=theme.INK, anchor="ls")
    for k, line in enumerate(c.measures):
        text.draw(
            img,
            (left, top + 70 + k * LINE + LINE // 2),
            line,
            size=parts.TEXT,
            fill=theme.SOFT_INK,
            anchor="lm",
        )
    y = top + max(THUMB, 70 + len(c.measures) * LINE) + 10
    x, w = c.x + CARD_PAD, CARD_W - 2 * CARD_PAD
    for row in c.rows:
        _draw_row(img, row, x, y, w)
        y += row.height


def _draw_bar(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    state: GameState,
    scores: FinalScores,
    names: Sequence[str],
    c: Card,
    words: Words,
) -> None:
    """The card's head in the player's colour: chip, name, and the place (crowned if won)."""
    colour = theme.player_colour(c.player)
    ink = theme.text_colour_on(colour)
    draw.rounded_rectangle((c.x, c.y, c.x + CARD_W, c.y + BAR), parts.RADIUS, fill=colour)
    mid = c.y + BAR // 2
    parts.chip(img, draw, c.player, c.x + 12, mid, 40, ring=True)
    place = next(pl for pl, p in scores.ranking if p == c.player)
    right = c.x + CARD_W - 14
    ordinal = text.ellipsize(parts.ordinal(place, words), parts.NAME, PLACE_W, bold=True)
    text.draw(img, (right, mid), ordinal, size=parts.NAME, bold=True, fill=ink, anchor="rm")
    right -= int(text.length(ordinal, parts.NAME, bold=True)) + 10
    if place == 1 and state.is_over:
        crown = sprites.crown(34)
        img.paste(crown, (right - 34, mid - 19), crown)
        right -= 42
    name = text.ellipsize(names[c.player], parts.NAME, right - (c.x + 64) - 8, bold=True)
    text.draw(img, (c.x + 64, mid), name, size=parts.NAME, bold=True, fill=ink, anchor="lm")


def _draw_row(img: Image.Image, row: Row, x: int, y: int, w: int) -> None:
    line = row.line
    mid = y + row.height // 2
    if line.style is Style.SECTION:
        text.draw(
            img,
            (x, y + SECTION - 10),
            row.label,
            size=parts.TEXT,
            bold=True,
            fill=theme.SOFT_INK,
            anchor="ls",
        )
        return
    ink = theme.SOFT_INK if line.muted else theme.INK
    if line.style is Style.COUNTS:
        step = min(96, (w - POINTS_W) // len(line.counts))
        for kind, count in enumerate(line.counts):
            icon = line.icons[kind]
            left = x + kind * step
            img.paste(icon, (left, mid - icon.height // 2), icon)
            label = text.ellipsize(f"×{count}", parts.TEXT, step - 40)
            text.draw(img, (left + 38, mid), label, size=parts.TEXT, fill=ink, anchor="lm")
        text.draw(img, (x + w, mid), line.points, size=parts.LABEL, bold=True, fill=ink, anchor="rm")
        return
    _draw_icons(img, line, x, mid)
    first = mid if row.beside or not row.detail else y + LINE // 2 + 2
    text.draw(img, (x + ICON_SLOT, first), row.label, size=parts.TEXT, fill=ink, anchor="lm")
    if row.beside:
        after = x + ICON_SLOT + int(text.length(row.label + " ", parts.TEXT))
        text.draw(img, (after, mid), "· " + row.detail[0], size=parts.TEXT, fill=theme.SOFT_INK, anchor="lm")
    else:
        for k, said in enumerate(row.detail):
            base = y + (k + 1) * LINE + LINE // 2 + 2
            text.draw(img, (x + ICON_SLOT, base), said, size=parts.TEXT, fill=theme.SOFT_INK, anchor="lm")
    text.draw(img, (x + w, first), line.points, size=parts.LABEL, bold=True, fill=ink, anchor="rm")


def _draw_icons(img: Image.Image, line: Line, x: int, mid: int) -> None:
    """Icons left of the label, side by side; a group (of warriors) two by two, up to four."""
    icons = line.icons[:4]
    if not icons:
        return
    rows = 1 if len(icons) < 3 else 2
    top = mid - (rows * icons[0].height + rows - 1) // 2
    left = x
    for k, icon in enumerate(icons):
        if rows == 2 and k == 2:
            left, top = x, top + icon.height + 1
        img.paste(icon, (left, top + (icons[0].height - icon.height) // 2), icon)
        left += icon.width + 2
