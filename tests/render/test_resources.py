"""Pictures of the Resource Tokens variant: palettes, the window of a kingdom without a size
limit, tokens, gold and used witches on their squares, the action column and supply on the
table, the harvest on the score sheet, truthful alt texts, and the same bytes for the same state."""

from __future__ import annotations

import json
import re
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image

import render
from render.alt.describe import shown_names
from render.boxes.resources import token_sprites
from render.boxes.resources import words as variant_words
from render.core import parts, theme
from render.core.picture import Picture
from render.layers.board import MAX_CELL, Frame
from render.layers.sheet_lines import Style, player_lines
from render.pictures.sheet import RANK_CHIP_X, ranking_mid
from render.pictures.sheet import plan as sheet_plan
from render.pictures.table import plan as table_plan
from render.pictures.territory import COLUMN_BAND, board_frame
from render.pictures.territory import MAX_CELL as TERRITORY_MAX_CELL
from rules import new_game, record_from_json, record_to_json, state_from_json, state_to_json
from rules.boxes import BOXES, CLASSIC, ORIGINS, RESOURCES, Box
from rules.boxes.resources import TOKEN_KINDS, TOKEN_NAMES, HarvestSheet, ResourcesState
from rules.core.game import GameState
from rules.core.grid import Square, column_name
from rules.core.scoring import current_points, final_scores
from tests.render.states import (
    EN,
    NAMES,
    MiB,
    decode,
    near,
    resources,
    resources_acting,
    resources_finished,
)
from tests.rules.games import variant_game, variant_kingdom

# A kingdom with every piece: one token (wood, wheat, meat, fish), two tokens (wheat), gold on
# the castle, a used witch (S1$1) and one not used (S1); then a lake running far to the right, so
# that the window reaches columns beyond Z.
KINGDOM = """
S1   F1r  W2r2 Wr   .  .  .  .  .  .  .  .  .
S1$1 Gr   C$4  L1r  L  L  L  L  L  L  L  L  Lr
"""
# The same squares without the variant's pieces: what the pieces change is the difference.
BARE = """
S1   F1   W2   W    .  .  .  .  .  .  .  .  .
S1   G    C    L1   L  L  L  L  L  L  L  L  L
"""
NOT_POINTS = re.compile(r"\b(points?|pts)\b")


def built(text: str, players: int = 3) -> ResourcesState:
    """A fresh variant game whose first kingdom is `text` (a picture needs only its fields)."""
    state = variant_game(resources(players))
    state.territories[0] = variant_kingdom(text)
    return state


def territory_frame(state: GameState, player: int) -> Frame:
    """Where `render.territory` puts the player's squares."""
    return board_frame(state.territories[player])


def table_frame(state: GameState) -> Frame:
    """Where `render.table` puts the first player's squares (large or not)."""
    p = table_plan(state)
    return next(slot.frame for slot in (p.featured, *p.others) if slot.player == 0)


def colours_in(img: Image.Image, box: tuple[int, int, int, int]) -> set[object]:
    crop = img.crop(box)
    found = crop.getcolors(crop.width * crop.height)
    assert found is not None
    return {c for _, c in found}


def changed(a: Image.Image, b: Image.Image, box: tuple[int, int, int, int]) -> list[tuple[int, int]]:
    """The pixels of `box` that differ between two pictures."""
    left, top, right, bottom = box
    return [
        (x, y)
        for y in range(top, bottom)
        for x in range(left, right)
        if a.getpixel((x, y)) != b.getpixel((x, y))
    ]


def every_picture(state: GameState) -> list[Picture]:
    pics = [render.table(state, names=NAMES), render.final(state, names=NAMES)]
    return pics + [render.territory(state, p, names=NAMES) for p in range(state.config.players)]


@pytest.fixture(scope="module")
def acting() -> ResourcesState:
    return resources_acting(4, seed=1)


@pytest.fixture(scope="module")
def ended() -> list[ResourcesState]:
    return [resources_finished(4, seed=1), resources_finished(3, seed=2), resources_finished(4, seed=8)]


# --- palettes --------------------------------------------------------------------------------------


def palette(box: Box) -> set[tuple[int, ...]]:
    flat = theme.palette_image(box).getpalette()
    assert flat is not None
    return {tuple(flat[i : i + 3]) for i in range(0, len(flat), 3)}


def test_a_palette_for_every_box_and_variant() -> None:
    """Every box and variant has its palette; the variant's holds classic's terrains and its own
    token and gold colours, which Origins' and classic's palettes do not (so their bytes stay)."""
    assert set(BOXES) == {ORIGINS.game, CLASSIC.game, RESOURCES.game}
    own = [*token_sprites.TOKEN_FILL, token_sprites.GOLD_COIN, token_sprites.GOLD_RIM]
    variant = palette(RESOURCES)
    assert all(colour in variant for colour in own)
    assert all(theme.TERRAIN_FILL[t] in variant for t in RESOURCES.terrains)
    for box in (ORIGINS, CLASSIC):
        assert not any(colour in palette(box) for colour in own), box.game


# --- the window --------------------------------------------------------------------------------------


def test_lone_castle_is_not_drawn_huge() -> None:
    """A lone castle shows a square of count×count squares around it, none larger than the
    picture's largest (as many as fit at that size: 9 in the territory picture, whose largest is
    a ninth of its board, and in the table's large territory, 5 in the table's smaller ones, both
    at MAX_CELL)."""
    state = new_game(resources(4))
    p = table_plan(state)
    most = TERRITORY_MAX_CELL
    frames = [(territory_frame(state, 0), 0, 9, most), (p.featured.frame, p.featured.player, 9, MAX_CELL)]
    frames += [(slot.frame, slot.player, 5, MAX_CELL) for slot in p.others]
    for frame, player, count, largest in frames:
        assert (frame.rows, frame.cols) == (count, count)
        assert frame.cell <= largest
        g = state.territories[player].grid
        castle = g.squares[g.hut]
        assert (castle.row - frame.r0, castle.col - frame.c0) == (count // 2, count // 2)


def test_window_holds_the_kingdom_and_a_ring(ended: list[GameState]) -> None:
    """Each finished kingdom is drawn whole with one ring of empty squares around it, in a
    square window; the ring's squares are drawn empty."""
    for state in ended:
        for player, terr in enumerate(state.territories):
            frame = territory_frame(state, player)
            rmin, rmax, cmin, cmax = terr.bounds
            assert frame.rows == frame.cols
            assert frame.contains(rmin - 1, cmin - 1) and frame.contains(rmax + 1, cmax + 1)
            assert frame.cell <= TERRITORY_MAX_CELL
            img = decode(render.territory(state, player))
            for col in range(cmin, cmax + 1):
                left, top, _, _ = frame.box(rmin - 1, col)
                centre = img.getpixel((left + frame.cell // 2, top + frame.cell // 2))
                assert centre == theme.EMPTY_SQUARE, (player, column_name(col))


def test_a_long_kingdom_is_labelled_beyond_z() -> None:
    """A kingdom reaching column AG is drawn whole with its ring (to AH): each column label is
    drawn in its own column without touching the next, the two-letter ones wider than one letter;
    a highlighted square beyond Z is outlined and named in the alt text."""
    state = built(KINGDOM)
    frame = territory_frame(state, 0)
    last = frame.c0 + frame.cols - 1
    assert column_name(last) == "AH"
    assert frame.contains(20, 19) and frame.contains(23, 33)
    target = Square.parse("AG23")
    pic = render.territory(state, 0, highlight=[target])
    img = decode(pic)
    band = (frame.y - COLUMN_BAND + 2, frame.y - 2)

    def ink_columns(k: int) -> list[int]:
        x0 = frame.x + k * frame.cell
        return [
            x
            for x in range(x0, x0 + frame.cell)
            if any(sum(img.getpixel((x, y))) < 3 * 200 for y in range(*band))  # type: ignore[arg-type]
        ]

    widths = {}
    for k in range(frame.cols):
        inked = ink_columns(k)
        assert inked, column_name(frame.c0 + k)
        x0 = frame.x + k * frame.cell
        assert min(inked) > x0 and max(inked) < x0 + frame.cell - 1  # clear of the neighbours
        widths[column_name(frame.c0 + k)] = max(inked) - min(inked)
    assert min(widths[c] for c in ("AA", "AB", "AE", "AG")) > widths["V"]
    left, top, _, bottom = frame.box(target.row, target.col)
    assert theme.HIGHLIGHT in colours_in(img, (left, top, left + 4, bottom))
    assert "Highlighted squares: AG23." in pic.alt


# --- pieces on squares -----------------------------------------------------------------------------


@pytest.mark.parametrize("picture", ["territory", "table"])
def test_tokens_gold_and_witches_where_they_lie(picture: str) -> None:
    """Against the bare kingdom, the pieces change exactly the squares that hold them: tokens
    along the bottom in their kind's colour (the second to the right of the first), gold on the
    castle and on the used witch (faded), nothing on an unused witch or a square without tokens."""
    state, bare = built(KINGDOM), built(BARE)
    draw = (lambda s: render.territory(s, 0)) if picture == "territory" else render.table
    img, base = decode(draw(state)), decode(draw(bare))
    frame = territory_frame(state, 0) if picture == "territory" else table_frame(state)
    assert frame == (territory_frame(bare, 0) if picture == "territory" else table_frame(bare))
    terr = state.territories[0]
    g = terr.grid
    cell = frame.cell
    for p in [*terr.specs, g.hut]:
        sq = g.squares[p]
        box = frame.box(sq.row, sq.col)
        left, top, right, bottom = box
        inner = (left + 2, top + 2, right - 3, bottom - 3)  # clear of the grid lines
        diff = changed(img, base, inner)
        held = terr.resource_tokens.get(p, 0)
        gold = terr.gold if p == g.hut else terr.witches.get(p, 0)
        where = str(sq)
        if not held and not gold:
            assert not diff, where
            continue
        assert diff, where
        if held:
            kind = terr.token_kind(p)
            assert min(y for _, y in diff) > top + cell // 2, where  # along the bottom
            found = colours_in(img, (left, top + cell // 2, right, bottom))
            assert any(near(c, token_sprites.TOKEN_FACE, 6) for c in found), where
            assert any(near(c, token_sprites.TOKEN_FILL[kind], 12) for c in found), where
            reaches = max(x for x, _ in diff) - left
            assert (reaches > cell * 0.6) == (held == 2), where
        if gold:
            corner = (left + cell // 2, top + cell // 2, right - 2, bottom - 2)
            assert token_sprites.GOLD_COIN in colours_in(img, corner), where
        if p in terr.witches:  # faded: the swamp's own colour is gone from its letter's corner
            assert len(diff) > cell * cell // 2, where
            assert not any(
                near(c, theme.TERRAIN_FILL[terr.specs[p].terrain])
                for c in colours_in(img, (left + cell // 3, top + 2, left + cell // 2, top + cell // 3))
            )


def test_kinds_differ_by_shape_not_only_colour() -> None:
    """Seen in grey, the four tokens still differ from one another (each its own shape)."""
    size = 40
    shapes = [token_sprites.token(k, size).convert("L").tobytes() for k in TOKEN_KINDS]
    for a in range(4):
        for b in range(a + 1, 4):
            diff = sum(abs(x - y) > 60 for x, y in zip(shapes[a], shapes[b], strict=True))
            assert diff > size * size // 10, (TOKEN_NAMES[a], TOKEN_NAMES[b])


# --- the table ---------------------------------------------------------------------------------------


def test_table_alt_tells_the_variant(acting: ResourcesState, ended: list[ResourcesState]) -> None:
    """The table's alt text gives the kings to act and the action column in order, each
    player's kinds won now, tokens and gold, and the supply and pool, as the state has them;
    never points."""
    for state in (acting, *ended):
        alt = render.table(state, names=NAMES).alt
        assert not NOT_POINTS.search(alt), alt
        column = ", ".join(NAMES[p] for p in state.column) or "none"
        assert f"Action column (acting first next round, in order): {column}." in alt
        if state.actors:
            assert f"Still to act this round, in order: {', '.join(NAMES[p] for p in state.actors)}." in alt
        now = "" if state.is_over else " now"
        for p, terr in enumerate(state.territories):
            kinds = variant_words.kinds(EN, current_points(state, p))
            held = variant_words.tokens(EN, terr.token_counts())
            assert f"{NAMES[p]}: {kinds} won{now} (" in alt
            assert f"); {held}; {terr.gold} gold on the castle" in alt
        supply = ", ".join(f"{n} {TOKEN_NAMES[k]}" for k, n in enumerate(state.supply) if n)
        assert f"Supply: {supply}; {state.gold_pool} gold in the pool." in alt
    assert render.table(acting).alt.startswith("Kingdomino: Resource Tokens, 4 players, round ")


def test_territory_alt_names_every_token() -> None:
    """A kingdom's alt text counts squares without a size limit, gives the kinds won now, each
    token kind with its squares, the castle's gold and the used witch."""
    alt = render.territory(built(KINGDOM), 0, names=NAMES).alt
    assert "Territory of Zoë (player 1, pink): 17 squares." in alt
    assert "If the harvest were now: 4 kinds won (wood, wheat, meat and fish)." in alt
    assert "Resource tokens: 1 wood (V22), 3 wheat (W22 ×2, X22), 1 meat (V23), 2 fish (X23, AG23)." in alt
    assert "Gold on the castle: 4." in alt
    assert "Used witches: U23 with 1 gold." in alt
    assert not NOT_POINTS.search(alt)


# --- the score sheet ---------------------------------------------------------------------------------


def test_sheet_ranks_by_kinds_then_gold(ended: list[GameState]) -> None:
    """The ranking box lists the players in the harvest's order (each chip in its colour), with
    their kinds won; the alt text gives the same order and each tie-break's sentence."""
    for state in ended:
        scores = final_scores(state)
        pic = render.final(state, names=NAMES)
        img = decode(pic)
        by_player = {s.player: s for s in scores.players if isinstance(s, HarvestSheet)}
        assert len(by_player) == state.config.players
        p_ = sheet_plan(state, shown_names(NAMES, state.config.players, words=EN), scores)
        for i, (_, p) in enumerate(scores.ranking):
            x = parts.MARGIN + RANK_CHIP_X + 4
            assert near(img.getpixel((x, ranking_mid(p_, i))), theme.player_colour(p)), (i, p)
        order = "; ".join(
            f"{place}. {NAMES[p]} {variant_words.kinds(EN, by_player[p].total)}"
            for place, p in scores.ranking
        )
        assert pic.alt.startswith(f"Final scores: {order}.")
        keys = [(by_player[p].total, by_player[p].gold) for _, p in scores.ranking]
        assert keys == sorted(keys, reverse=True)
        for tie in scores.tie_breaks:
            listed = ", ".join(f"player {p + 1}" for p in tie.players)
            level = [NAMES[p] for p in tie.players]
            named = ", ".join(level[:-1]) + " and " + level[-1]  # "Zoë, Łukasz and Ξένια tie"
            sentence = named + re.sub(
                r"player (\d)", lambda m: NAMES[int(m.group(1)) - 1], str(tie)[len(listed) :]
            )
            assert sentence[:1].upper() + sentence[1:] + "." in pic.alt
        assert not NOT_POINTS.search(pic.alt)


def test_sheet_lines_are_the_harvest(ended: list[GameState]) -> None:
    """Each column: a line per kind with the player's tokens, 1 and a crown for a kind won; the
    gold on the castle; the kinds won as the total."""
    for state in ended:
        for sheet in final_scores(state).players:
            assert isinstance(sheet, HarvestSheet)
            lines = player_lines(state, sheet, EN)
            kinds = [line for line in lines if line.style is Style.ITEM and line.points]
            assert [line.label for line in kinds] == [
                f"{TOKEN_NAMES[k].capitalize()}: {n} token{'s' * (n != 1)}"
                for k, n in enumerate(sheet.tokens)
            ]
            for k, line in enumerate(kinds):
                won = k in sheet.won
                assert line.points == ("1" if won else "0")
                assert len(line.icons) == (2 if won else 1)
                assert line.muted is not won
            assert sum(int(line.points) for line in kinds) == sheet.total
            assert f"{sheet.gold} gold on the castle" in [line.label for line in lines]
            total = next(line for line in lines if line.style is Style.TOTAL)
            assert (total.label, total.points) == ("Kinds won", str(sheet.total))


def test_cave_board_is_not_for_the_variant() -> None:
    """The variant has no cave board: asking for it is an error, as for classic."""
    with pytest.raises(ValueError):
        render.cave(new_game(resources(3)))


# --- sizes and determinism ---------------------------------------------------------------------------


def test_pictures_are_pngs_of_sensible_size(acting: GameState, ended: list[GameState]) -> None:
    """Every picture is a PNG of its announced size under 1 MiB; the table is a phone's
    portrait, 1080 px wide."""
    for state in (acting, *ended, built(KINGDOM)):
        for pic in every_picture(state):
            decode(pic)
            assert len(pic.png) < MiB
        table = render.table(state)
        assert parts.WIDTH == table.width < table.height


def test_same_state_same_bytes(acting: GameState, ended: list[GameState]) -> None:
    """The same state gives the same bytes twice, rebuilt from its snapshot, replayed from its
    record, and drawn by several threads at once with the caches emptied."""
    states = [acting, ended[0]]
    first = [every_picture(s) for s in states]
    assert first == [every_picture(s) for s in states]
    for state, pics in zip(states, first, strict=True):
        snapshot = state_from_json(json.loads(json.dumps(state_to_json(state))))
        replay = record_from_json(json.loads(json.dumps(record_to_json(state))))
        assert every_picture(snapshot) == pics
        assert every_picture(replay) == pics
    token_sprites.token.cache_clear()
    token_sprites.coin.cache_clear()
    with ThreadPoolExecutor(max_workers=4) as pool:
        again = list(pool.map(every_picture, states * 3))
    assert again == first * 3
