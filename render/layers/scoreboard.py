"""The scoreboard on the table (`render.table`): a strip per player, in seat order.

Each strip: the place (a crown on the leaders, or the winners once the game is over), chip and
name, the points earned and, apart, any optional bonus met so far but not yet earned ("+10 if
kept"); under them what the player holds, as the game's pictures draw it (Kingdomino Origins:
wooden resources, totems, cavemen; the Resource Tokens variant: the tokens by kind, a crown after
each kind won now, and the gold on the castle), and the dominoes discarded. Above the strips, who
leads, ties told as "X and Y tie for the lead".
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from lang import Words
from render import sprites
from render.core import parts, terms, text, theme
from render.core.games import pictures_of
from render.layers.standings import Standing, leaders
from rules import GameState, Territory

TITLE = 50
LINE1 = 58
LINE2 = 46
STRIP_GAP = 10
ICON = 36  # px, a resource, a totem, a token or a coin in a strip
PLACE_W = 66  # "1st"
CROWN = 34


def _holdings(state: GameState) -> bool:
    """Whether the strips have a second line (the game's holdings: resources, totems, cavemen,
    tokens; dominoes discarded)."""
    return pictures_of(state.config.box).holdings(state)


def strip_height(state: GameState) -> int:
    return LINE1 + (LINE2 if _holdings(state) else 0) + 8


def height(state: GameState) -> int:
    return TITLE + state.config.players * (strip_height(state) + STRIP_GAP) - STRIP_GAP


def draw(
    img: Image.Image,
    state: GameState,
    names: Sequence[str],
    table: Sequence[Standing],
    x: int,
    y: int,
    w: int,
    words: Words,
) -> None:
    """The title and every player's strip at (x, y), `w` px wide."""
    _draw_title(img, state, names, table, x, y, w, words)
    y += TITLE
    acting = state.current_player()
    for standing in table:
        _draw_strip(img, state, names, standing, x, y, w, words, acting=standing.player == acting)
        y += strip_height(state) + STRIP_GAP


def _draw_title(
    img: Image.Image,
    state: GameState,
    names: Sequence[str],
    table: Sequence[Standing],
    x: int,
    y: int,
    w: int,
    words: Words,
) -> None:
    """The title, and who leads (or won) at the right: the names cut so that both fit."""
    title = words("scoreboard-final" if state.is_over else "scoreboard")
    title = text.ellipsize(title, parts.LABEL, w / 2, bold=True)
    mid = y + TITLE // 2 - 4
    text.draw(img, (x, mid), title, size=parts.LABEL, bold=True, fill=theme.INK, anchor="lm")
    first = leaders(table)
    if state.is_over:
        key = "share-the-win" if len(first) > 1 else "scoreboard-wins"
    else:
        key = "scoreboard-tie" if len(first) > 1 else "scoreboard-leads"
    room = w - text.length(title, parts.LABEL, bold=True) - 40
    line = parts.names_then([names[p] for p in first], key, parts.TEXT, room, words)
    text.draw(img, (x + w, mid), line, size=parts.TEXT, fill=theme.SOFT_INK, anchor="rm")


def _draw_strip(
    img: Image.Image,
    state: GameState,
    names: Sequence[str],
    s: Standing,
    x: int,
    y: int,
    w: int,
    words: Words,
    *,
    acting: bool,
) -> None:
    draw = ImageDraw.Draw(img)
    colour = theme.player_colour(s.player)
    h = strip_height(state)
    parts.panel(draw, (x, y, x + w, y + h), outline=colour if acting else None)
    draw.rounded_rectangle((x, y, x + 12, y + h), 6, fill=colour)  # the seat's colour on the left edge
    mid = y + 4 + LINE1 // 2
    left = x + 24
    place = text.ellipsize(parts.ordinal(s.place, words), parts.NAME, PLACE_W - 4, bold=True)
    text.draw(img, (left, mid), place, size=parts.NAME, bold=True, fill=theme.INK, anchor="lm")
    left += PLACE_W
    if s.place == 1:
        crown = sprites.crown(CROWN)
        img.paste(crown, (left, mid - CROWN // 2 - 2), crown)
    left += CROWN + 12
    parts.chip(img, draw, s.player, left, mid, 40)
    left += 52
    right = x + w - parts.PAD
    points = terms.standing(words, state.config.box, s.points, short=True)
    bonus = words("scoreboard-bonus", points=s.bonus) if s.bonus else ""
    if bonus:
        text.draw(img, (right, mid), bonus, size=parts.TEXT, fill=theme.SOFT_INK, anchor="rm")
        right -= int(text.length(bonus, parts.TEXT)) + 16
    text.draw(img, (right, mid), points, size=parts.NAME, bold=True, fill=theme.INK, anchor="rm")
    right -= int(text.length(points, parts.NAME, bold=True)) + 20
    name = text.ellipsize(names[s.player], parts.NAME, right - left, bold=True)
    text.draw(img, (left, mid), name, size=parts.NAME, bold=True, fill=theme.INK, anchor="lm")
    if _holdings(state):
        second = y + 4 + LINE1 + LINE2 // 2 - 6
        right = x + w - parts.PAD
        game = pictures_of(state.config.box)
        after = game.draw_holdings(img, state, s.player, x + 24 + PLACE_W, second, right, words)
        if after is not None:
            _draw_discards(img, state.territories[s.player], after, second, right, words)


def _draw_discards(img: Image.Image, terr: Territory, x: int, mid: int, right: int, words: Words) -> None:
    """ "1 domino discarded", after the game's holdings, if any."""
    if terr.discarded:
        label = text.ellipsize(words("scoreboard-discarded", count=terr.discarded), parts.TEXT, right - x)
        text.draw(img, (x, mid), label, size=parts.TEXT, fill=theme.SOFT_INK, anchor="lm")
