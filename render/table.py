"""The public overview of a game (`render.table`): lines, turn, supplies and every territory.

Landscape, at most 2000 px wide: on the left the two lines of the draft as on the real table
(two columns of four dominoes, chiefs or kings on them), the round and whose decision it is, the
fire tokens left (in a box without them, the dominoes still face down), and the totems (Totem
mode) or the cave board (Tribe mode); on the right every territory with its player's name,
colour and points. The Resource Tokens variant adds its action column, supply and gold, and each
player's tokens and gold (tokens_panel.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render import sprites, text, theme, tokens_panel, words
from render.board import domino_partners, draw_territory, fit_frame
from render.describe import describe_pending, describe_table, player_name, shown_names
from render.picture import Picture, encode
from rules.components import CAVEMAN_TITLES, RESOURCE_NAMES, TOTEM_POINTS
from rules.config import Mode
from rules.game import GameState
from rules.scoring import current_points

MARGIN = 24
PANEL = 520  # the left panel's width
SQUARE = 58  # a domino square in the lines
TERRITORY = {2: 600, 3: 440, 4: 440}  # each territory's box, by player count
NAME_BAR = 52
GAP = 24


def table(state: GameState, *, names: Sequence[str] | None = None) -> Picture:
    """The whole table as the players would see it, with `names` for the seats."""
    players = state.config.players
    box = TERRITORY[players]
    columns = 2 if players in (2, 4) else 3
    rows = (players + columns - 1) // columns
    right_w = columns * box + (columns - 1) * GAP
    right_h = rows * (box + _bar_height(state)) + (rows - 1) * GAP
    width = MARGIN * 3 + PANEL + right_w
    height = max(MARGIN * 2 + right_h, MARGIN * 2 + _panel_height(state))
    img = Image.new("RGB", (width, height), theme.BACKGROUND)
    draw = ImageDraw.Draw(img)
    shown = shown_names(names, players)
    _draw_panel(img, draw, state, shown, MARGIN, MARGIN)
    acting = state.current_player()
    x0 = MARGIN * 2 + PANEL
    for p in range(players):
        col, row = p % columns, p // columns
        x = x0 + col * (box + GAP)
        y = MARGIN + row * (box + _bar_height(state) + GAP)
        _draw_player(img, draw, state, p, shown, x, y, box, acting=p == acting)
    return encode(img, describe_table(state, names), state.config.box)


def _panel_height(state: GameState) -> int:
    lines = 150 + 4 * (SQUARE + 18) + 40
    extra = 190 if state.config.mode is not Mode.DISCOVERY else 0
    if state.config.box.resource_tokens:
        extra += tokens_panel.ACTION_ROWS + tokens_panel.SUPPLY
    return lines + 120 + extra


def _bar_height(state: GameState) -> int:
    """A player's name bar, and the gap under it: taller for the variant's tokens and gold."""
    return NAME_BAR + (tokens_panel.HOLDINGS if state.config.box.resource_tokens else 0)


def _draw_player(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    state: GameState,
    player: int,
    names: Sequence[str] | None,
    x: int,
    y: int,
    box: int,
    *,
    acting: bool,
) -> None:
    colour = theme.player_colour(player)
    bar_h = _bar_height(state)
    bar = (x, y, x + box - 1, y + bar_h - 8)
    draw.rounded_rectangle(bar, 10, fill=colour if acting else theme.PANEL, outline=colour, width=3)
    ink = theme.text_colour_on(colour) if acting else theme.INK
    chip = (x + 8, y + 7, x + 38, y + NAME_BAR - 15)
    draw.rounded_rectangle(chip, 6, fill=colour, outline=theme.WHITE if acting else colour, width=2)
    draw.text(
        ((chip[0] + chip[2]) // 2, (chip[1] + chip[3]) // 2),
        str(player + 1),
        font=theme.font(20),
        fill=theme.text_colour_on(colour),
        anchor="mm",
    )
    name = text.ellipsize(player_name(names, player), 24, box - 170, bold=True)
    draw.text((x + 48, y + (NAME_BAR - 8) // 2), name, font=theme.font(24, bold=True), fill=ink, anchor="lm")
    draw.text(
        (x + box - 12, y + (NAME_BAR - 8) // 2),
        words.standing(state.config.box, current_points(state, player), short=True),
        font=theme.font(24),
        fill=ink,
        anchor="rm",
    )
    if state.config.box.resource_tokens:
        tokens_panel.draw_holdings(img, state, player, x + 12, y + NAME_BAR - 12, box - 24, ink)
    terr = state.territories[player]
    frame = fit_frame(terr, x, y + bar_h, box)
    draw_territory(img, terr, frame, player, partners=domino_partners(state, player))
    if acting:
        draw.rectangle(
            (frame.x - 4, frame.y - 4, frame.x + frame.width + 3, frame.y + frame.height + 3),
            outline=colour,
            width=4,
        )


def _draw_panel(
    img: Image.Image, draw: ImageDraw.ImageDraw, state: GameState, names: Sequence[str] | None, x: int, y: int
) -> None:
    cfg = state.config
    draw.rounded_rectangle((x, y, x + PANEL, y + _panel_height(state)), 14, fill=theme.PANEL)
    x += 18
    y += 14
    title = words.round_words(cfg, state.round).capitalize()
    draw.text((x, y), title, font=theme.font(34, bold=True), fill=theme.INK)
    options = ", ".join(sorted(words.OPTION_TITLES[o].lower() for o in cfg.options))
    mode = words.game_line(cfg) + (f" · {options}" if options else "")
    draw.text((x, y + 44), mode, font=theme.font(22), fill=theme.SOFT_INK)
    turn = text.ellipsize(describe_pending(state, names, spoken=False), 22, PANEL - 60)
    acting = state.current_player()
    if acting >= 0:
        draw.rounded_rectangle((x, y + 80, x + 14, y + 108), 4, fill=theme.player_colour(acting))
    draw.text((x + 22, y + 94), turn, font=theme.font(22), fill=theme.INK, anchor="lm")
    y += 136
    if cfg.box.resource_tokens:
        tokens_panel.draw_action_rows(img, state, x, y)
        y += tokens_panel.ACTION_ROWS
    _draw_line(img, draw, state, "Placing now", state.line, state.line_owners, x, y, placed=state.position)
    # Without a choice from the last line drawn, the final round still shows it: nobody takes it.
    last = "Last line: not chosen" if state.final_round and state.next_line else "Next line"
    _draw_line(img, draw, state, last, state.next_line, state.next_owners, x + 250, y, placed=0)
    y += 34 + 4 * (SQUARE + 18) + 10
    if cfg.box.volcanoes:
        _draw_fire_supply(img, draw, state, x, y)
    else:  # no fire tokens in this box: how many dominoes are still to come instead
        _draw_deck(draw, state, x, y)
    y += 64
    if cfg.box.resource_tokens:
        tokens_panel.draw_supply(img, state, x, y)
    if cfg.mode is Mode.TOTEM:
        _draw_totems(img, draw, state, names, x, y)
    elif cfg.mode is Mode.TRIBE:
        _draw_cave(img, draw, state, x, y)


def _draw_line(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    state: GameState,
    title: str,
    line: list[int],
    owners: list[int],
    x: int,
    y: int,
    *,
    placed: int,
) -> None:
    """A line of dominoes top to bottom, each with its number and the pawn (chief or king) on it."""
    draw.text((x, y), title, font=theme.font(22), fill=theme.SOFT_INK)
    y += 34
    if not line:
        draw.text(
            (x, y + 10), "none: final round" if state.round else "", font=theme.font(20), fill=theme.SOFT_INK
        )
        return
    resources = state.config.resources
    for i, (number, owner) in enumerate(zip(line, owners, strict=True)):
        top = y + i * (SQUARE + 18)
        draw.text(
            (x, top + SQUARE // 2), str(number), font=theme.font(24, bold=True), fill=theme.INK, anchor="lm"
        )
        left = x + 40
        dom = state.config.box.domino(number)
        done = title == "Placing now" and i < placed
        for k, half in enumerate(dom.squares):
            sx = left + k * SQUARE
            img.paste(sprites.square(half, SQUARE, state.config.box), (sx, top))
            if resources and half.resource >= 0 and not done:
                icon = sprites.resource(half.resource, SQUARE * 2 // 5)
                img.paste(icon, (sx + 3, top + SQUARE - icon.height - 2), icon)
        draw.rectangle((left, top, left + 2 * SQUARE - 1, top + SQUARE - 1), outline=theme.INK, width=2)
        draw.line((left + SQUARE, top, left + SQUARE, top + SQUARE - 1), fill=theme.INK, width=1)
        if done:  # placed already: its pawn has moved on to the next line
            veil = Image.new("RGB", (2 * SQUARE, SQUARE), theme.PANEL)
            img.paste(
                Image.blend(img.crop((left, top, left + 2 * SQUARE, top + SQUARE)), veil, 0.65), (left, top)
            )
        elif owner >= 0:
            pawn = sprites.pawn(state.config.box, owner, SQUARE - 6)
            img.paste(pawn, (left + 2 * SQUARE + 8, top + 3), pawn)


def _draw_fire_supply(img: Image.Image, draw: ImageDraw.ImageDraw, state: GameState, x: int, y: int) -> None:
    draw.text((x, y + 22), "Fire tokens left", font=theme.font(22), fill=theme.SOFT_INK, anchor="lm")
    cx = x + 190
    for fires in (1, 2, 3):
        token = sprites.fire_token(fires, 44)
        img.paste(token, (cx, y), token)
        draw.text(
            (cx + 50, y + 22),
            f"×{state.fire_supply[fires]}",
            font=theme.font(22),
            fill=theme.INK,
            anchor="lm",
        )
        cx += 106


def _draw_deck(draw: ImageDraw.ImageDraw, state: GameState, x: int, y: int) -> None:
    left = len(state.deck)
    line = f"{left} domino{'es' * (left != 1)} still face down" if left else "No domino left face down"
    draw.text((x, y + 22), line, font=theme.font(22), fill=theme.SOFT_INK, anchor="lm")


def _draw_totems(
    img: Image.Image, draw: ImageDraw.ImageDraw, state: GameState, names: Sequence[str] | None, x: int, y: int
) -> None:
    draw.text((x, y), "Totems", font=theme.font(22), fill=theme.SOFT_INK)
    y += 34
    for r in range(4):
        top = y + r * 36
        icon = sprites.resource(r, 30)
        img.paste(icon, (x, top), icon)
        draw.text(
            (x + 40, top + 15),
            f"{RESOURCE_NAMES[r]} ({TOTEM_POINTS[r]})",
            font=theme.font(20),
            fill=theme.INK,
            anchor="lm",
        )
        holder = state.totems[r]
        who = "on the table" if holder < 0 else player_name(names, holder)
        if holder >= 0:
            draw.rounded_rectangle((x + 200, top + 4, x + 214, top + 26), 3, fill=theme.player_colour(holder))
        draw.text(
            (x + 222, top + 15),
            text.ellipsize(who, 20, 240),
            font=theme.font(20),
            fill=theme.INK,
            anchor="lm",
        )


def _draw_cave(img: Image.Image, draw: ImageDraw.ImageDraw, state: GameState, x: int, y: int) -> None:
    draw.text(
        (x, y), f"Cave board · {len(state.cave_pile)} in the pile", font=theme.font(22), fill=theme.SOFT_INK
    )
    y += 36
    for slot, kind in enumerate(state.cave_board):
        left = x + slot * 120
        if kind < 0:
            draw.ellipse((left + 20, y, left + 90, y + 70), outline=theme.GRID_LINE, width=2)
            continue
        badge = sprites.caveman(kind, 70)
        img.paste(badge, (left + 20, y), badge)
        title = CAVEMAN_TITLES[kind].split()[-1]
        draw.text((left + 55, y + 88), title, font=theme.font(18), fill=theme.INK, anchor="mm")
