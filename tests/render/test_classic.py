"""Classic Kingdomino pictures: sizes, terrain colours, crowns where printed, the castle, the
box's words in every alt text and sheet line, and no trace of Origins' fire, huts or chiefs."""

from __future__ import annotations

import itertools
import re

import pytest
from PIL import Image

import render
from render import sprites
from render.alt.describe import describe_pending
from render.core import parts, theme
from render.core.picture import Picture
from render.layers.board import Frame
from render.layers.sheet_lines import Style, player_lines
from render.pictures.territory import board_frame
from rules import GameConfig, new_game
from rules.boxes import CLASSIC, ORIGINS, Box
from rules.boxes.classic import CLASSIC_TERRAINS
from rules.core.game import GameState
from rules.core.pieces import SquareSpec
from rules.core.scoring import final_scores
from rules.names import Option
from tests.render.states import (
    CLASSIC_SHAPES,
    EN,
    NAMES,
    MiB,
    classic,
    classic_finished,
    classic_mid_game,
    decode,
    near,
    placements,
)

# Origins' words and pieces that a classic picture must never mention.
ORIGINS_WORDS = re.compile(
    r"\b(fires?|fire icons?|huts?|chiefs?|totems?|resources?|caveman|cavemen|cave|volcano(es)?|origins)\b",
    re.IGNORECASE,
)
MIN_RUN = 3  # columns: the narrowest run of gold counted as a crown
GOLD = 12  # px colour tolerance for a crown's gold: the wheat fill is further from it than this


def shape_id(shape: tuple[int, frozenset[Option]]) -> str:
    players, options = shape
    return f"{players}p-" + "+".join(sorted(options)) if options else f"{players}p"


def frame_of(state: GameState, player: int) -> Frame:
    """Where `render.territory` puts the player's squares."""
    return board_frame(state.territories[player])


def every_picture(state: GameState) -> list[Picture]:
    """Table, each territory (the acting one with highlight and ghost), the score sheet."""
    pics = [render.table(state, names=NAMES), render.final(state, names=NAMES)]
    pics += [render.territory(state, p, names=NAMES) for p in range(state.config.players)]
    if state.domino_to_place() is not None and placements(state):
        places = placements(state)
        firsts = sorted({p.square for p in places})
        pics.append(render.territory(state, state.current_player(), highlight=firsts, ghost=places[0]))
    return pics


def colours_of(img: Image.Image) -> set[object]:
    """The distinct colours of an image."""
    found = img.getcolors(img.width * img.height)
    assert found is not None
    return {c for _, c in found}


def gold_runs(img: Image.Image, box: tuple[int, int, int, int]) -> int:
    """How many separate runs of columns hold a crown's gold in the top third of a square; a run
    of one or two columns is not a crown (the sprites' downscaling can brighten the odd pixel of
    a large letter's edge on wheat to the crowns' gold), the smallest crown being some 10 px wide."""
    left, top, right, bottom = box
    band = range(top + 1, top + (bottom - top) // 3)
    gold = [
        any(near(img.getpixel((x, y)), theme.FIRE_YELLOW, GOLD) for y in band)
        for x in range(left + 1, right - 1)
    ]
    widths = [len(list(run)) for is_gold, run in itertools.groupby(gold) if is_gold]
    return sum(w >= MIN_RUN for w in widths)


# --- sizes ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", CLASSIC_SHAPES, ids=shape_id)
def test_sizes_as_for_origins(shape: tuple[int, frozenset[Option]]) -> None:
    """Classic territories have the sizes of Origins ones for the same player count; the table and
    the sheet are a phone's portrait pictures as Origins' are (their height follows what they
    hold); every picture is a PNG of its announced size under 1 MiB."""
    players, options = shape
    state = classic_mid_game(players, *options, seed=2)
    origins = new_game(GameConfig(players=players, seed=2))
    table, origins_table = render.table(state, names=NAMES), render.table(origins)
    assert table.width == origins_table.width == parts.WIDTH
    assert parts.WIDTH < table.height <= 2400
    terr, origins_terr = render.territory(state, 0), render.territory(origins, 0)
    assert (terr.width, terr.height) == (origins_terr.width, origins_terr.height)
    sheet = render.final(classic_finished(players, *options, seed=2), names=NAMES)
    assert sheet.width == parts.WIDTH
    for pic in (table, terr, sheet):
        decode(pic)
        assert len(pic.png) < MiB


@pytest.mark.parametrize(("options", "n"), [((Option.MIGHTY_DUEL,), 7), ((), 5)])
def test_mighty_duel_is_seven_by_seven(options: tuple[Option, ...], n: int) -> None:
    """A lone castle of the Mighty Duel shows the 13×13 squares a 7×7 kingdom may grow into (9×9
    for the 2-player game without it); the alt text counts out of 49 squares (25)."""
    state = new_game(classic(2, *options))
    frame = frame_of(state, 0)
    assert (frame.rows, frame.cols) == (2 * n - 1, 2 * n - 1)
    assert f": 1 of {n * n} squares" in render.territory(state, 0).alt  # the castle alone


# --- terrains, crowns, castle ---------------------------------------------------------------------


def test_terrains_in_their_own_colours() -> None:
    """Every placed square shows its terrain's fill (bottom-right corner, clear of icons and
    crowns); all six classic terrains appear, each in one colour no other terrain has."""
    state = classic_finished(4, seed=5)
    seen: dict[int, set[tuple[int, ...]]] = {}
    for player in range(4):
        terr = state.territories[player]
        img = decode(render.territory(state, player))
        frame = frame_of(state, player)
        for cell, spec in terr.specs.items():
            sq = terr.grid.squares[cell]
            left, top, _, _ = frame.box(sq.row, sq.col)
            pixel = img.getpixel((left + frame.cell * 9 // 10, top + frame.cell * 9 // 10))
            assert isinstance(pixel, tuple)
            assert near(pixel, theme.TERRAIN_FILL[spec.terrain]), (player, str(sq), pixel)
            seen.setdefault(spec.terrain, set()).add(pixel)
    assert set(seen) == set(CLASSIC_TERRAINS)
    assert all(len(colours) == 1 for colours in seen.values())
    assert len({next(iter(colours)) for colours in seen.values()}) == len(CLASSIC_TERRAINS)


@pytest.mark.parametrize("options", [frozenset(), frozenset({Option.MIGHTY_DUEL})], ids=["5x5", "7x7"])
def test_crowns_where_printed(options: frozenset[Option]) -> None:
    """Each square shows as many separate gold crowns (and no flame) as it has printed crowns:
    none on a crownless square or on the castle."""
    state = classic_finished(2, *options, seed=7)
    crowned = 0
    for player in range(2):
        terr = state.territories[player]
        img = decode(render.territory(state, player))
        frame = frame_of(state, player)
        g = terr.grid
        for cell in [*terr.specs, g.hut]:
            sq = g.squares[cell]
            expected = terr.specs[cell].fires if cell in terr.specs else 0
            box = frame.box(sq.row, sq.col)
            assert gold_runs(img, box) == expected, (player, str(sq))
            assert theme.FIRE_ORANGE not in colours_of(img.crop(box))  # no flame
            crowned += expected > 0
    assert crowned >= 4


@pytest.mark.parametrize("terrain", CLASSIC_TERRAINS)
def test_a_crown_changes_only_the_top_of_a_square(terrain: int) -> None:
    """Against the crownless square, crowns change pixels only in its top third, where each
    crown is a separate patch of gold; the same square of Origins shows flames (orange) instead."""
    size = 120
    plain = sprites.square(SquareSpec(terrain), size, CLASSIC).convert("RGB")
    for crowns in (1, 2, 3):
        img = sprites.square(SquareSpec(terrain, crowns), size, CLASSIC).convert("RGB")
        diff = [
            (x, y) for y in range(size) for x in range(size) if img.getpixel((x, y)) != plain.getpixel((x, y))
        ]
        assert diff
        assert max(y for _, y in diff) < size // 3
        assert gold_runs(img, (0, 0, size, size)) == crowns

    def colours(box: Box) -> set[object]:
        return colours_of(sprites.square(SquareSpec(terrain, 1), size, box).convert("RGB"))

    assert theme.FIRE_ORANGE in colours(ORIGINS)
    assert theme.FIRE_ORANGE not in colours(CLASSIC)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_castle_at_the_centre(players: int) -> None:
    """At the start each kingdom shows its castle at the centre: a tower in the player's colour,
    and the panel colour between the towers where a hut would have its roof."""
    state = new_game(classic(players))
    for player in range(players):
        img = decode(render.territory(state, player))
        frame = frame_of(state, player)
        g = state.territories[player].grid
        hut = g.squares[g.hut]
        left, top, _, _ = frame.box(hut.row, hut.col)
        cell = frame.cell
        tower = img.getpixel((left + cell * 2 // 10, top + cell * 6 // 10))
        gap = img.getpixel((left + cell // 2, top + cell * 28 // 100))
        assert near(tower, theme.player_colour(player)), player
        assert near(gap, theme.PANEL), player
    origins = new_game(GameConfig(players=players))  # there, the same point is the hut's roof
    g = origins.territories[0].grid
    frame = frame_of(origins, 0)
    left, top, _, _ = frame.box(g.squares[g.hut].row, g.squares[g.hut].col)
    roof = decode(render.territory(origins, 0)).getpixel(
        (left + frame.cell // 2, top + frame.cell * 28 // 100)
    )
    assert near(roof, theme.player_colour(0))


def test_no_flame_in_a_classic_picture() -> None:
    """No flame or fire token is drawn for classic (no orange at all), where Origins' table shows
    the fire tokens left."""
    for state in (classic_mid_game(4, seed=8), classic_finished(3, Option.HARMONY, seed=8)):
        for pic in every_picture(state):
            assert theme.FIRE_ORANGE not in colours_of(decode(pic))
    assert theme.FIRE_ORANGE in colours_of(decode(render.table(new_game(GameConfig(players=4, seed=8)))))


def test_pawn_and_centre_follow_the_box() -> None:
    """The box picks the sprites: a king and a castle for classic, a chief and a hut for Origins."""
    king, chief = sprites.pawn(CLASSIC, 0, 52), sprites.pawn(ORIGINS, 0, 52)
    assert king.tobytes() != chief.tobytes()
    assert sprites.centre(CLASSIC, 0, 52).tobytes() != sprites.centre(ORIGINS, 0, 52).tobytes()


# --- words -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", CLASSIC_SHAPES, ids=shape_id)
def test_alt_texts_say_crowns_and_kings_never_fire(shape: tuple[int, frozenset[Option]]) -> None:
    """Every alt text of a classic game (draft, mid-game, end) names the game and uses its words:
    kings in the draft, crowns for regions and sheets; never fire, hut, chief or Origins' pieces."""
    players, options = shape
    draft = new_game(classic(players, *options, seed=4))
    mid = classic_mid_game(players, *options, seed=4)
    end = classic_finished(players, *options, seed=4)
    for state in (draft, mid, end):
        for pic in every_picture(state):
            assert not ORIGINS_WORDS.search(pic.alt), pic.alt
    assert render.table(draft).alt.startswith(f"Kingdomino, {players} players, the initial draft.")
    assert "must put a king on a domino" in render.table(draft).alt
    assert f"of {mid.config.rounds}" in render.table(mid).alt
    final = render.final(end, names=NAMES).alt
    assert "crowns)" in final or "crown)" in final
    for bonus in CLASSIC.bonuses:
        assert (bonus.title in final) == (bonus.option in options)
    scoring = [p for p in range(players) if "Scoring regions" in render.territory(end, p).alt]
    assert scoring
    assert all(re.search(r"× \d+ crowns? = \d+", render.territory(end, p).alt) for p in scoring)


def test_preview_names_the_classic_domino() -> None:
    """The ghost's alt text names the classic domino under the king, crowns in words."""
    for seed in range(1, 40):
        state = classic_mid_game(4, seed=seed)
        dom = state.domino_to_place()
        assert dom is not None
        if placements(state) and any(h.fires for h in dom.squares):
            break
    else:
        pytest.fail("no seeded game had a crowned domino to place")
    place = placements(state)[0]
    alt = render.territory(state, state.current_player(), ghost=place).alt
    crowned = next(h for h in dom.squares if h.fires)
    assert f"domino {dom.number} (" in alt
    assert f"with {crowned.fires} crown" in alt


def test_turn_line_prints_the_classic_domino() -> None:
    """The table's turn line prints the classic domino under the king (W1|M), not the Origins
    domino of the same number."""
    state = classic_mid_game(4, seed=3)
    dom = state.domino_to_place()
    assert dom is not None
    printed = f"({dom.first}|{dom.second})"
    line = describe_pending(state, NAMES, spoken=False, words=EN)
    assert line == f"{NAMES[state.current_player()]} must place domino {dom.number} {printed}."
    origins = ORIGINS.domino(dom.number)
    assert printed != f"({origins.first}|{origins.second})"


@pytest.mark.parametrize("shape", CLASSIC_SHAPES, ids=shape_id)
def test_sheet_lines_in_the_box_words(shape: tuple[int, frozenset[Option]]) -> None:
    """The sheet's lines count crowns, name the bonuses played (Harmony, Middle Kingdom, the
    castle), have no resource, totem or caveman line, and add up to the total."""
    players, options = shape
    state = classic_finished(players, *options, seed=6)
    for sheet in final_scores(state).players:
        lines = player_lines(state, sheet, EN)
        text = [f"{line.label} {line.detail}" for line in lines]
        assert not any(ORIGINS_WORDS.search(t) for t in text), text
        assert lines[0].label == "Regions: squares × crowns"
        assert Style.COUNTS not in {line.style for line in lines}
        labels = [line.label for line in lines]
        for bonus in CLASSIC.bonuses:
            assert (bonus.title in labels) == (bonus.option in options)
        middle = [line for line in lines if line.label == "Middle Kingdom"]
        assert all("castle" in line.detail for line in middle)
        items = [line for line in lines if line.style is Style.ITEM]
        assert sum(int(line.points) for line in items) == sheet.total
        assert lines[-1].label.endswith(("crown", "crowns"))


# --- determinism -----------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", CLASSIC_SHAPES, ids=shape_id)
def test_same_state_same_bytes(shape: tuple[int, frozenset[Option]]) -> None:
    """The same classic state gives the same bytes and alt texts, twice and from a state built
    anew from the same config and actions."""
    players, options = shape
    state = classic_mid_game(players, *options, seed=9)
    again = new_game(state.config)
    for action in state.actions:
        again.play(action)
    first = every_picture(state)
    assert first == every_picture(state)
    assert first == every_picture(again)
