"""The score sheet (`render.final`): ranking and tie-breaks on top, then one column per player.

Landscape, at most ~1800 px wide (four columns of 420 px). Each column lists every line of the
player's breakdown (sheet_lines.py) with its points on the right, and ends with the total, level
across the columns; the picture grows in height with the longest column. Mid-game it is the
same sheet titled "Scores so far".
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render import sprites, text, theme, words
from render.describe import describe_final, player_name, tie_break_words
from render.picture import Picture, encode
from render.sheet_lines import Line, Style, player_lines
from rules.game import GameState
from rules.scoring import FinalScores, final_scores

MARGIN = 24
GAP = 18
COLUMN = {2: 540, 3: 500, 4: 420}  # a player's column, by player count
TITLE = 64  # the title row
RANK_W = 600  # the ranking box; the tie-break box takes the rest of the width
RANK_ROW = 44
BAR = 54  # a column's name bar
PAD = 14  # inside a column
ICON_SLOT = 60  # where labels start, right of the icons
POINTS_W = 60  # kept free on the right of each label for its points
HEIGHT = {Style.SECTION: 32, Style.RESOURCES: 42, Style.TOTAL: 60, Style.MEASURES: 28}
ITEM, ITEM2 = 40, 54  # an item of one line, of two (with its detail)
FOOTER = (Style.TOTAL, Style.MEASURES)  # drawn at the bottom, level across columns


def final(state: GameState, *, names: Sequence[str] | None = None) -> Picture:
    """Every player's score sheet line by line, the ranking and the tie-breaks (or the scores so
    far, mid-game)."""
    scores = final_scores(state)
    players = state.config.players
    col_w = COLUMN[players]
    columns = [player_lines(state, sheet) for sheet in scores.players]
    width = 2 * MARGIN + players * col_w + (players - 1) * GAP
    ties = _tie_paragraphs(state, scores, names, width - 2 * MARGIN - RANK_W - GAP - 2 * PAD)
    top_h = TITLE + max(_ranking_height(players), _ties_height(ties))
    col_h = BAR + 6 + max(sum(map(_height, lines)) for lines in columns) + 10
    height = MARGIN + top_h + GAP + col_h + MARGIN
    img = Image.new("RGB", (width, height), theme.BACKGROUND)
    draw = ImageDraw.Draw(img)
    _draw_title(img, state, width)
    _draw_ranking(img, draw, state, scores, names, MARGIN, MARGIN + TITLE, top_h - TITLE)
    _draw_ties(img, draw, ties, (MARGIN + RANK_W + GAP, MARGIN + TITLE, width - MARGIN, MARGIN + top_h))
    y = MARGIN + top_h + GAP
    for p, lines in enumerate(columns):
        x = MARGIN + p * (col_w + GAP)
        draw.rounded_rectangle((x, y, x + col_w, y + col_h), 14, fill=theme.PANEL)
        _draw_bar(img, draw, state, scores, names, p, x, y, col_w)
        _draw_lines(img, draw, lines, x + PAD, y + BAR + 6, col_w - 2 * PAD, y + col_h - 10)
    return encode(img, describe_final(state, names, scores), state.config.box)


def _height(line: Line) -> int:
    if line.style is Style.ITEM:
        return ITEM2 if line.detail else ITEM
    return HEIGHT[line.style]


def _ordinal(place: int) -> str:
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place, 'th') }"


def _name(names: Sequence[str] | None, seat: int) -> str:
    return theme.printable(player_name(names, seat))


# --- the top: title, ranking, tie-breaks --------------------------------------------------------


def _draw_title(img: Image.Image, state: GameState, width: int) -> None:
    cfg = state.config
    title = "Final scores" if state.is_over else "Scores so far"
    text.draw(img, (MARGIN, MARGIN + 42), title, size=40, bold=True, fill=theme.INK, anchor="ls")
    options = [words.OPTION_TITLES[o.value] for o in sorted(cfg.options)]
    when = "the game is over" if state.is_over else words.round_words(cfg, state.round)
    parts = [words.game_line(cfg), *options, f"{cfg.players} players", when]
    room = width - 2 * MARGIN - text.length(title, 40, bold=True) - 40
    line = text.ellipsize(" · ".join(parts), 22, room)
    text.draw(img, (width - MARGIN, MARGIN + 42), line, size=22, fill=theme.SOFT_INK, anchor="rs")


def _ranking_height(players: int) -> int:
    return 2 * 8 + players * RANK_ROW


def _draw_ranking(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    state: GameState,
    scores: FinalScores,
    names: Sequence[str] | None,
    x: int,
    y: int,
    h: int,
) -> None:
    """Place, chip, name and total, best first; a crown on each winner once the game is over."""
    draw.rounded_rectangle((x, y, x + RANK_W, y + h), 14, fill=theme.PANEL)
    totals = {sheet.player: sheet.total for sheet in scores.players}
    for i, (place, p) in enumerate(scores.ranking):
        mid = y + 8 + i * RANK_ROW + RANK_ROW // 2
        if place == 1 and state.is_over:
            crown = sprites.crown(34)
            img.paste(crown, (x + 12, mid - 19), crown)
        text.draw(img, (x + 54, mid), _ordinal(place), size=25, bold=True, fill=theme.INK, anchor="lm")
        _chip(img, draw, p, x + 108, mid, 34)
        points = words.standing(state.config.box, totals[p])
        right = x + RANK_W - 16
        text.draw(img, (right, mid), points, size=24, fill=theme.INK, anchor="rm")
        room = right - text.length(points, 24) - 20 - (x + 154)
        name = text.ellipsize(_name(names, p), 25, room, bold=True)
        text.draw(img, (x + 154, mid), name, size=25, bold=True, fill=theme.INK, anchor="lm")


def _chip(
    img: Image.Image, draw: ImageDraw.ImageDraw, seat: int, x: int, mid: int, size: int, *, ring: bool = False
) -> None:
    """The player's seat number on a rounded square of their colour."""
    colour = theme.player_colour(seat)
    box = (x, mid - size // 2, x + size, mid + size // 2)
    draw.rounded_rectangle(box, size // 5, fill=colour, outline=theme.WHITE if ring else colour, width=2)
    ink = theme.text_colour_on(colour)
    text.draw(img, (x + size // 2, mid), str(seat + 1), size=size * 3 // 5, bold=True, fill=ink, anchor="mm")


TIE_SIZE, TIE_LINE, TIE_PARAGRAPH = 20, 27, 8


def _tie_paragraphs(
    state: GameState, scores: FinalScores, names: Sequence[str] | None, width: int
) -> list[list[str]]:
    """Each tie-break sentence wrapped to the box (a note on the rule when nobody is level)."""
    if scores.tie_breaks:
        # In a sentence there is no chip beside a name: one the font cannot draw is told by seat.
        shown = [_name(names, p) for p in range(len(scores.players))]
        shown = [f"player {p + 1}" if name == "?" else name for p, name in enumerate(shown)]
        sentences = [theme.printable(tie_break_words(t, shown)) for t in scores.tie_breaks]
    elif state.config.box.resource_tokens:
        sentences = [
            "No tie: every count of kinds won differs.",
            f"Level kinds would go to the most gold on the {state.config.box.centre}, then share the place.",
        ]
    else:
        sentences = [
            "No tie: every total differs.",
            f"Level totals would go to the largest region, then {state.config.box.multipliers}.",
        ]
    return [text.wrap(s, TIE_SIZE, width, max_lines=4) for s in sentences]


def _ties_height(ties: list[list[str]]) -> int:
    return 42 + sum(len(p) * TIE_LINE + TIE_PARAGRAPH for p in ties) + 8


def _draw_ties(
    img: Image.Image, draw: ImageDraw.ImageDraw, ties: list[list[str]], box: tuple[int, int, int, int]
) -> None:
    draw.rounded_rectangle(box, 14, fill=theme.PANEL)
    x, y = box[0] + PAD, box[1]
    text.draw(img, (x, y + 30), "TIE-BREAKS", size=17, bold=True, fill=theme.SOFT_INK, anchor="ls")
    y += 40
    for paragraph in ties:
        for line in paragraph:
            text.draw(img, (x, y + TIE_LINE - 7), line, size=TIE_SIZE, fill=theme.INK, anchor="ls")
            y += TIE_LINE
        y += TIE_PARAGRAPH


# --- a player's column --------------------------------------------------------------------------


def _draw_bar(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    state: GameState,
    scores: FinalScores,
    names: Sequence[str] | None,
    player: int,
    x: int,
    y: int,
    w: int,
) -> None:
    """The column's head in the player's colour: chip, name, and the place (crowned if won)."""
    colour = theme.player_colour(player)
    ink = theme.text_colour_on(colour)
    draw.rounded_rectangle((x, y, x + w, y + BAR), 14, fill=colour)
    mid = y + BAR // 2
    _chip(img, draw, player, x + 12, mid, 34, ring=True)
    place = next(pl for pl, p in scores.ranking if p == player)
    right = x + w - 14
    text.draw(img, (right, mid), _ordinal(place), size=25, bold=True, fill=ink, anchor="rm")
    right -= int(text.length(_ordinal(place), 25, bold=True)) + 10
    if place == 1 and state.is_over:
        crown = sprites.crown(30)
        img.paste(crown, (right - 30, mid - 17), crown)
        right -= 38
    name = text.ellipsize(_name(names, player), 25, right - (x + 58) - 8, bold=True)
    text.draw(img, (x + 58, mid), name, size=25, bold=True, fill=ink, anchor="lm")


def _draw_lines(
    img: Image.Image, draw: ImageDraw.ImageDraw, lines: list[Line], x: int, top: int, w: int, bottom: int
) -> None:
    """The body from the top down; the total and the measures from the bottom up."""
    body = [line for line in lines if line.style not in FOOTER]
    for line in body:
        _draw_line(img, draw, line, x, top, w)
        top += _height(line)
    footer = [line for line in lines if line.style in FOOTER]
    y = bottom - sum(map(_height, footer))
    for line in footer:
        _draw_line(img, draw, line, x, y, w)
        y += _height(line)


def _draw_line(img: Image.Image, draw: ImageDraw.ImageDraw, line: Line, x: int, y: int, w: int) -> None:
    h = _height(line)
    mid = y + h // 2
    if line.style is Style.SECTION:
        label = text.ellipsize(line.label.upper(), 17, w, bold=True)
        text.draw(img, (x, y + h - 8), label, size=17, bold=True, fill=theme.SOFT_INK, anchor="ls")
    elif line.style is Style.ITEM:
        _draw_item(img, line, x, y, w)
    elif line.style is Style.RESOURCES:
        _draw_resources(img, line, x, mid, w)
    elif line.style is Style.TOTAL:
        draw.line((x, y + 4, x + w, y + 4), fill=theme.INK, width=2)
        text.draw(img, (x, mid + 4), line.label, size=30, bold=True, fill=theme.INK, anchor="lm")
        text.draw(img, (x + w, mid + 4), line.points, size=46, bold=True, fill=theme.INK, anchor="rm")
    else:
        label = text.ellipsize(line.label, 17, w)
        text.draw(img, (x, mid), label, size=17, fill=theme.SOFT_INK, anchor="lm")


def _draw_item(img: Image.Image, line: Line, x: int, y: int, w: int) -> None:
    """Icons on the left, label, detail below it, points on the right."""
    h = _height(line)
    mid = y + h // 2
    # A group (of warriors) is shown two by two, up to four: its label gives the count.
    icons = line.icons[:4]
    if icons:
        size = icons[0].width
        rows = 1 if len(icons) < 3 else 2
        top = mid - (rows * size + rows - 1) // 2
        for k, icon in enumerate(icons):
            img.paste(icon, (x + k % 2 * (size + 1), top + k // 2 * (size + 1)), icon)
    ink = theme.SOFT_INK if line.muted else theme.INK
    room = w - ICON_SLOT - POINTS_W
    label = text.ellipsize(line.label, 21, room)
    if line.detail:
        text.draw(img, (x + ICON_SLOT, y + 25), label, size=21, fill=ink, anchor="ls")
        detail = text.ellipsize(line.detail, 17, room)
        text.draw(img, (x + ICON_SLOT, y + 46), detail, size=17, fill=theme.SOFT_INK, anchor="ls")
    else:
        text.draw(img, (x + ICON_SLOT, mid), label, size=21, fill=ink, anchor="lm")
    text.draw(img, (x + w, mid), line.points, size=24, bold=True, fill=ink, anchor="rm")


def _draw_resources(img: Image.Image, line: Line, x: int, mid: int, w: int) -> None:
    """The four wooden resources, each its icon and count, and their points on the right."""
    ink = theme.SOFT_INK if line.muted else theme.INK
    step = min(86, (w - POINTS_W) // 4)
    for kind, count in enumerate(line.counts):
        icon = sprites.resource(kind, 30)
        left = x + kind * step
        img.paste(icon, (left, mid - 15), icon)
        label = text.ellipsize(f"×{count}", 21, step - 40)
        text.draw(img, (left + 36, mid), label, size=21, fill=ink, anchor="lm")
    text.draw(img, (x + w, mid), line.points, size=24, bold=True, fill=ink, anchor="rm")
