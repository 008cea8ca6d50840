"""The turn card at the top of the table and of the decision card: who acts, what to do, and
what it is about, large (the domino to place, the line to choose from; a game's own decision
its own card: Origins' fire token, totem or caveman, the variant's acting king); once the game
is over, the winner's banner.

The main line is "<name> <action>": the action is measured first and never cut, the name is cut
to the rest. A sentence under it (or beside the picture, when there is room) says what follows.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PIL import Image, ImageDraw

from lang import Words
from render import sprites
from render.core import parts, terms, text, theme
from render.core.games import pictures_of
from render.core.terms import and_list
from render.layers import draft_lines
from render.layers.cards import Card
from render.layers.standings import Standing, leaders, tie_sentence
from rules import Decision, FinalScores, GameState, Place

HEADER = 44  # the round and the game, small, on top
MAIN = 64  # the main line
BIG_SQUARE = 112  # px, a square of the domino to place
LINE_SQUARE = 76  # px, a square of the line to choose from
DETAIL = 38  # a line of the sentence
SIDE_MIN = 340  # px: a sentence narrower than this goes under the picture instead


def card(
    state: GameState, names: Sequence[str], table: Sequence[Standing], scores: FinalScores, words: Words
) -> Card:
    """The card for the decision pending, or the winner's banner."""
    if state.pending() is None:
        return _banner(state, names, table, scores, words)
    c = _decision_card(state, names, words)
    return dataclasses.replace(c, names=(names[c.seat],))


def _decision_card(state: GameState, names: Sequence[str], words: Words) -> Card:
    pending = state.pending()
    assert pending is not None
    seat = pending.player
    decision = pending.decision
    if decision is Decision.PLACE and pending.domino is not None:
        return _place_card(state, seat, pending.domino, words)
    if decision in (Decision.DRAFT, Decision.PICK):
        return _pick_card(state, seat, decision is Decision.DRAFT, words)
    own = pictures_of(state.config.box).decision_card(state, pending, names, words)
    return own if own is not None else Card(seat, words("turn-decides"), "", 0, 0, None)


def _place_card(state: GameState, seat: int, number: int, words: Words) -> Card:
    box = state.config.box
    action = words("turn-place", number=str(number))
    if not any(isinstance(a, Place) for a in state.legal_actions()):
        action, detail = words("turn-discard", number=str(number)), words("turn-discard-detail")
    elif state.final_round:
        detail = words("turn-place-final")
    else:
        detail = words(pictures_of(box).place_then(state))

    def domino(img: Image.Image, x: int, y: int) -> None:
        draft_lines.draw_domino(img, box, number, x, y, BIG_SQUARE, carried=pictures_of(box).carried(state))

    return Card(seat, action, detail, 2 * BIG_SQUARE, BIG_SQUARE, domino)


def _pick_card(state: GameState, seat: int, draft: bool, words: Words) -> Card:
    """The line to choose from, large: the free dominoes bright, the taken ones veiled with their
    owner's chip."""
    box = state.config.box
    line, owners = state.next_line, state.next_owners
    if draft and state.neolithic:
        action, detail = words("turn-draft-pair"), words("turn-draft-pair-detail")
    elif draft:
        action, detail = words("turn-pick"), words("turn-draft-detail")
    else:
        action, detail = (words(key) for key in pictures_of(box).pick_keys())
    slot = 2 * LINE_SQUARE + 48 + 22
    carried = pictures_of(box).carried(state)

    def line_picture(img: Image.Image, x: int, y: int) -> None:
        top = y + 30
        for i, (number, owner) in enumerate(zip(line, owners, strict=True)):
            left = x + i * (slot + 24)
            label = str(number)
            text.draw(
                img, (left, y + 12), label, size=parts.TEXT, bold=owner < 0, fill=theme.INK, anchor="lm"
            )
            taken = owner >= 0
            draft_lines.draw_domino(img, box, number, left, top, LINE_SQUARE, carried=carried, veiled=taken)
            if taken:  # the chief or king as its player's chip, as in the lines (draft_lines.py)
                x_chip = left + 2 * LINE_SQUARE + 8
                parts.chip(img, ImageDraw.Draw(img), owner, x_chip, top + LINE_SQUARE // 2, 48)

    width = len(line) * (slot + 24) - 24
    return Card(seat, action, detail, width, 30 + LINE_SQUARE, line_picture)


def _banner(
    state: GameState, names: Sequence[str], table: Sequence[Standing], scores: FinalScores, words: Words
) -> Card:
    """The game is over: who won, with what, and how a tie on top was broken."""
    won = leaders(table)
    top = table[won[0]].points
    game = pictures_of(state.config.box)
    amount = game.amount(words, top)
    second = [s for s in table if s.place == len(won) + 1]
    if second:
        then = game.then(words, second[0].points)
        others = and_list(words, [names[s.player] for s in second])
        detail = words("banner-ahead", amount=amount, winners=len(won), names=others, then=then)
    else:
        detail = words("banner", amount=amount, winners=len(won))
    tie = next((t for t in scores.tie_breaks if won[0] in t.players), None)
    if tie is not None:
        detail += " " + tie_sentence(tie, names, words)
    action = words("turn-wins")
    return Card(won[0], action, detail, 0, 0, None, names=tuple(names[p] for p in won), crown=True)


def header(state: GameState, words: Words) -> str:
    """The round (or the game's end), the game or mode, and the optional rules played."""
    cfg = state.config
    when = words("turn-game-over") if state.is_over else terms.round_title(words, cfg, state.round)
    return " · ".join([when, terms.game_line(words, cfg), *terms.options(words, cfg)])


# --- measuring and drawing ----------------------------------------------------------------------


def _layout(c: Card, w: int) -> tuple[bool, list[str]]:
    """Whether the sentence sits beside the picture, and its lines."""
    inner = w - 2 * parts.PAD
    side = c.picture is not None and inner - c.picture_w - 32 >= SIDE_MIN
    room = inner - c.picture_w - 32 if side else inner
    return side, text.wrap(c.detail, parts.TEXT, room, max_lines=3) if c.detail else []


def height(c: Card, w: int) -> int:
    side, lines = _layout(c, w)
    said = len(lines) * DETAIL
    body = max(c.picture_h, said) if side else said + (12 if lines and c.picture else 0) + c.picture_h
    return parts.PAD + HEADER + MAIN + 8 + body + parts.PAD


def draw(img: Image.Image, state: GameState, c: Card, x: int, y: int, w: int, words: Words) -> None:
    """The card at (x, y), `w` px wide (its height is `height`)."""
    d = ImageDraw.Draw(img)
    h = height(c, w)
    colour = theme.player_colour(c.seat) if c.seat >= 0 else theme.SOFT_INK
    parts.panel(d, (x, y, x + w, y + h), outline=colour)
    left, inner = x + parts.PAD, w - 2 * parts.PAD
    top = y + parts.PAD
    head = text.ellipsize(header(state, words), parts.TEXT, inner)
    text.draw(img, (left, top + HEADER // 2 - 4), head, size=parts.TEXT, fill=theme.SOFT_INK, anchor="lm")
    mid = top + HEADER + MAIN // 2
    if c.crown:
        crown = sprites.crown(56)
        img.paste(crown, (left, mid - 30), crown)
    else:
        parts.chip(img, d, c.seat, left, mid, 48)
    after = left + 66
    room = x + w - parts.PAD - after
    if len(c.names) > 1:
        line = parts.names_then(c.names, "share-the-win", parts.BIG, room, words, bold=True)
        text.draw(img, (after, mid), line, size=parts.BIG, bold=True, fill=theme.INK, anchor="lm")
    else:
        name = c.names[0] if c.names else ""
        parts.name_and_action(
            img, (after, mid), name, c.action, size=parts.BIG, width=room, fill=theme.INK, anchor="lm"
        )
    body = top + HEADER + MAIN + 8
    side, lines = _layout(c, w)
    if c.picture is not None:
        c.picture(img, left, body)
    if side:
        tx = left + c.picture_w + 32
        ty = body + max(0, (c.picture_h - len(lines) * DETAIL) // 2)
    else:
        tx, ty = left, body + (c.picture_h + 12 if c.picture is not None else 0)
    for k, line in enumerate(lines):
        text.draw(
            img, (tx, ty + k * DETAIL + DETAIL // 2), line, size=parts.TEXT, fill=theme.INK, anchor="lm"
        )
