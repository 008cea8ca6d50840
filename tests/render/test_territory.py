"""`render.territory`: size, key pixels, highlight, ghost domino, window, alt text and names."""

from __future__ import annotations

from typing import Any

import pytest
from PIL import Image, ImageChops

import render
from render import sprites
from render.core import parts, theme
from render.layers.board import Frame
from render.pictures.territory import (
    BOARD,
    CHIP,
    COLUMN_BAND,
    DOT,
    LABEL_TEXT,
    LEFT,
    MARGIN,
    NAME_TEXT,
    STANDING_TEXT,
    TOP,
    board_frame,
    column_stride,
    row_stride,
)
from rules import GameConfig, new_game
from rules.boxes import RESOURCES
from rules.boxes.origins import FIRE, Fire, OriginsState
from rules.core.game import GameState
from rules.core.grid import Square, column_name
from rules.core.notation import parse_territory
from rules.core.scoring import current_points
from rules.names import Mode, Option
from tests.render.states import (
    NAMES,
    MiB,
    classic_mid_game,
    decode,
    drawn_text,
    finished,
    mid_game,
    near,
    origins_until,
    placements,
    play_until,
    resources,
    resources_acting,
)


def frame_of(state: GameState, player: int) -> Frame:
    """Where `render.territory` puts the player's squares."""
    return board_frame(state.territories[player])


def square_of(state: GameState, player: int, cell: int) -> Square:
    return state.territories[player].grid.squares[cell]


def spans_full_size(state: GameState, player: int) -> bool:
    """Whether the player's territory already spans N rows and N columns."""
    terr = state.territories[player]
    rmin, rmax, cmin, cmax = terr.bounds
    n = terr.grid.size
    return rmax - rmin + 1 == n and cmax - cmin + 1 == n


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("when", ["start", "mid", "end"])
def test_size_and_png(players: int, when: str) -> None:
    """The picture is a phone's width (1080 px) and square-ish (at most a tenth taller); the bytes
    are a PNG of the announced size, well under 1 MiB."""
    if when == "start":
        state = new_game(GameConfig(players=players, seed=3))
    elif when == "mid":
        state = mid_game(players, Mode.TRIBE, seed=3)
    else:
        state = finished(players, Mode.TOTEM, seed=3)
    pic = render.territory(state, players - 1)
    assert pic.width == parts.WIDTH
    assert parts.WIDTH <= pic.height <= parts.WIDTH * 11 // 10
    decode(pic)
    assert len(pic.png) < MiB // 4


@pytest.mark.parametrize(("players", "mode"), [(4, Mode.DISCOVERY), (3, Mode.TRIBE), (2, Mode.TOTEM)])
def test_placed_squares_show_their_terrain_colour(players: int, mode: Mode) -> None:
    """Every placed square shows its terrain's fill near its bottom-right corner (clear of icons)."""
    state = finished(players, mode, seed=5)
    for player in range(players):
        terr = state.territories[player]
        img = decode(render.territory(state, player))
        frame = frame_of(state, player)
        checked = 0
        for cell, spec in terr.specs.items():
            if cell in terr.tokens:  # a fire token sits in that corner
                continue
            sq = square_of(state, player, cell)
            left, top, _, _ = frame.box(sq.row, sq.col)
            x, y = left + frame.cell * 9 // 10, top + frame.cell * 9 // 10
            pixel = img.getpixel((x, y))
            assert near(pixel, theme.TERRAIN_FILL[spec.terrain]), (player, str(sq), pixel)
            checked += 1
        assert checked >= 5


def test_empty_squares_and_hut_where_the_frame_says() -> None:
    """Empty squares show the empty colour and the hut its player's colour, at Frame.box."""
    state = mid_game(4, seed=2)
    player = state.current_player()
    terr = state.territories[player]
    img = decode(render.territory(state, player))
    frame = frame_of(state, player)
    g = terr.grid
    for row in range(frame.r0, frame.r0 + frame.rows):
        for col in range(frame.c0, frame.c0 + frame.cols):
            if terr.occupied >> g.index(row, col) & 1:
                continue
            left, top, _, _ = frame.box(row, col)
            centre = img.getpixel((left + frame.cell // 2, top + frame.cell // 2))
            assert centre == theme.EMPTY_SQUARE, (str(Square(row, col)), centre)
    hut = g.squares[g.hut]
    left, top, _, _ = frame.box(hut.row, hut.col)
    # the hut's wall, left of its door
    wall = img.getpixel((left + frame.cell * 32 // 100, top + frame.cell * 6 // 10))
    assert near(wall, theme.player_colour(player))


def test_highlight_is_named_in_the_alt_text() -> None:
    """The alt text names the highlighted squares."""
    state = mid_game(4, seed=4)
    firsts = sorted({p.square for p in placements(state)})
    alt = render.territory(state, state.current_player(), highlight=firsts).alt
    assert all(str(sq) in alt for sq in firsts)


@pytest.mark.parametrize(("players", "seed"), [(4, 6), (3, 7), (2, 8)])
def test_ghost_changes_exactly_its_two_squares(players: int, seed: int) -> None:
    """A ghost domino changes pixels in both of its squares and nowhere else (not in a far square)."""
    state = mid_game(players, seed=seed)
    player = state.current_player()
    place = placements(state)[0]
    terr = state.territories[player]
    second = terr.grid.squares[terr.second_cell(terr.grid.cell(place.square), place.direction)]
    plain = decode(render.territory(state, player))
    ghosted = decode(render.territory(state, player, ghost=place))
    frame = frame_of(state, player)
    diff = ImageChops.difference(plain, ghosted)
    boxes = [frame.box(sq.row, sq.col) for sq in (place.square, second)]
    for box in boxes:
        assert diff.crop(box).getbbox() is not None, "the ghost left a square unchanged"
    union = (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )
    bbox = diff.getbbox()
    assert bbox is not None
    assert union[0] <= bbox[0] and union[1] <= bbox[1] and bbox[2] <= union[2] and bbox[3] <= union[3]
    far = max(
        (
            (r, c)
            for r in range(frame.r0, frame.r0 + frame.rows)
            for c in range(frame.c0, frame.c0 + frame.cols)
        ),
        key=lambda rc: abs(rc[0] - place.square.row) + abs(rc[1] - place.square.col),
    )
    assert diff.crop(frame.box(*far)).getbbox() is None


def test_ghost_needs_a_domino_to_place() -> None:
    """A ghost when no domino waits to be placed (the draft) is refused with ValueError."""
    state = new_game(GameConfig(players=4, seed=1))
    with pytest.raises(ValueError):
        render.territory(state, 0, ghost=placements(mid_game(4, seed=1))[0])


def test_ghost_is_described() -> None:
    """The alt text describes the preview: domino number and first square."""
    state = mid_game(4, seed=6)
    place = placements(state)[0]
    alt = render.territory(state, state.current_player(), ghost=place).alt
    assert f"domino {state.line[state.position]}" in alt
    assert str(place.square) in alt


def check_window(state: GameState, player: int, count: int) -> None:
    """The picture shows `count`×`count` squares of BOARD // count px, centred in the board box."""
    frame = frame_of(state, player)
    assert (frame.rows, frame.cols) == (count, count)
    cell = BOARD // count
    assert frame.cell == cell
    x0 = LEFT + (BOARD - count * cell) // 2
    y0 = TOP + (BOARD - count * cell) // 2
    assert (frame.x, frame.y) == (x0, y0)
    img = decode(render.territory(state, player))
    mid = y0 + cell // 2
    # the outline of the squares, and the background just outside it
    assert img.getpixel((x0, mid)) == theme.SOFT_INK
    assert img.getpixel((x0 + count * cell - 1, mid)) == theme.SOFT_INK
    assert img.getpixel((x0 + count * cell, mid)) == theme.BACKGROUND
    assert img.getpixel((x0 - 1, mid)) == theme.BACKGROUND
    assert img.getpixel((x0 + cell // 2, y0 + count * cell - 1)) == theme.SOFT_INK
    assert img.getpixel((x0 + cell // 2, y0 + count * cell)) == theme.BACKGROUND


@pytest.mark.parametrize(("players", "count"), [(4, 9), (3, 9), (2, 13)])
def test_window_of_a_lone_hut(players: int, count: int) -> None:
    """A lone hut shows 9×9 squares (13×13 in the Neolithic), hut in the centre, BOARD // count px each."""
    state = new_game(GameConfig(players=players, seed=1))
    check_window(state, 0, count)
    img = decode(render.territory(state, 0))
    cell = BOARD // count
    x0 = LEFT + (BOARD - count * cell) // 2
    y0 = TOP + (BOARD - count * cell) // 2
    mid = y0 + cell // 2  # the first row: all empty
    for k in range(count):
        assert img.getpixel((x0 + k * cell + cell // 2, mid)) == theme.EMPTY_SQUARE
        if k:
            assert img.getpixel((x0 + k * cell, mid)) == theme.GRID_LINE
    centre = count // 2
    wall = (x0 + centre * cell + cell * 32 // 100, y0 + centre * cell + cell * 6 // 10)
    assert near(img.getpixel(wall), theme.player_colour(0))


@pytest.mark.parametrize(("players", "count"), [(4, 5), (2, 7)])
def test_window_of_a_territory_at_full_size(players: int, count: int) -> None:
    """A territory spanning its whole N×N shows just those N×N squares."""
    for seed in range(1, 30):
        state = play_until(
            GameConfig(players=players, seed=seed), lambda s: spans_full_size(s, 0), greedy=players == 4
        )
        if spans_full_size(state, 0):
            break
    else:
        pytest.fail("no seeded game gave a territory spanning its full size")
    check_window(state, 0, count)


def test_complete_territory_fills_the_window() -> None:
    """A complete 5×5 territory (greedy games) shows 5×5 squares, every one a placed square or the hut."""
    for seed in range(1, 40):
        state = finished(4, seed=seed, greedy=True)
        full = [p for p in range(4) if len(state.territories[p].specs) == 24]
        if full:
            break
    else:
        pytest.fail("no greedy game completed a 5×5 territory")
    check_window(state, full[0], 5)


@pytest.mark.parametrize("players", [2, 4])
def test_alt_names_player_and_points(players: int) -> None:
    """The alt text names the player (name, seat, colour) and gives the current points."""
    state = mid_game(players, Mode.TOTEM, seed=9)
    for player in range(players):
        alt = render.territory(state, player, names=NAMES).alt
        assert NAMES[player] in alt
        assert f"player {player + 1}" in alt
        assert theme.PLAYER_COLOUR_NAMES[player] in alt
        assert f"{current_points(state, player)} points" in alt
    assert "Player 1" in render.territory(state, 0).alt  # no names: seats


def test_accented_names_are_drawn() -> None:
    """Accented names (Latin, Greek, Cyrillic) are drawn: unlike the plain letters or the '?' fallback."""
    state = mid_game(4, seed=10)

    def png(name: str) -> bytes:
        return render.territory(state, 0, names=[name, "b", "c", "d"]).png

    fallback = png("?")
    for accented, plain in (("Zoë", "Zoe"), ("Ξένια", "Xenia"), ("Дмитрий", "Dmitriy"), ("Łukasz", "Lukasz")):
        drawn = png(accented)
        assert drawn != fallback
        assert drawn != png(plain)


def test_emoji_names_are_drawn() -> None:
    """A name of emoji is drawn (monochrome emoji), not as '?'; emoji beside letters are kept."""
    state = mid_game(4, seed=10)

    def pic(name: str) -> render.Picture:
        return render.territory(state, 0, names=[name, "b", "c", "d"])

    emoji = pic("🐉🔥")
    assert emoji.png != pic("?").png
    assert emoji.png != pic("Player 1").png
    assert "🐉🔥" in emoji.alt  # the alt text keeps the real name: screen readers read emoji
    assert pic("Zoë 🐉").png != pic("Zoë").png


def test_emoji_sequence_names_are_drawn() -> None:
    """A name of joined emoji (a zero-width joiner between them) is drawn as its emoji side by
    side (a monochrome face has no joined forms), not as nothing."""
    state = mid_game(4, seed=10)
    name = "👩\u200d💻"
    drawn = render.territory(state, 0, names=[name, "b", "c", "d"]).png
    assert drawn == render.territory(state, 0, names=["👩💻", "b", "c", "d"]).png
    assert drawn != render.territory(state, 0, names=["Player 1", "b", "c", "d"]).png


# --- drawn for a phone -------------------------------------------------------------------------------

# A kingdom of the Resource Tokens variant as long as it may grow, 23 columns (25 with its ring,
# to AO): columns with two-letter names on squares too narrow for every name at 30 px.
LONG_KINGDOM = """
S1   F1r  W2r2 Wr   .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
S1$1 Gr   C$4  L1r  L  L  L  L  L  L  L  L  L  L  L  L  L  L  L  L  L  L  Lr
"""


def long_kingdom() -> GameState:
    """A fresh variant game whose first kingdom is LONG_KINGDOM."""
    state = new_game(resources(3))
    state.territories[0] = parse_territory(LONG_KINGDOM, box=RESOURCES).territory
    return state


def fire_landing() -> OriginsState:
    """A Tribe game at a fire token's landing (from round 3 on)."""
    return origins_until(
        GameConfig(players=4, mode=Mode.TRIBE, seed=2), lambda s: s.round >= 3 and s.stage == FIRE
    )


def phone_cases() -> list[tuple[str, GameState, int, dict[str, Any]]]:
    """Territory pictures of every shape the panels show: 5×5 (lone hut, mid-game with highlight
    and ghost, finished), the Neolithic's 7×7, classic, the Mighty Duel, the variant (a game, the
    long kingdom), a fire token's landing with its source; long names."""
    cases: list[tuple[str, GameState, int, dict[str, Any]]] = []

    def preview(key: str, state: GameState) -> None:
        places = placements(state)
        player = state.current_player()
        cases.append((key, state, player, {}))
        if places:
            firsts = sorted({p.square for p in places})
            cases.append((f"{key} preview", state, player, {"highlight": firsts, "ghost": places[0]}))

    cases.append(("5x5 lone hut", new_game(GameConfig(players=4, seed=3)), 0, {}))
    preview("5x5", mid_game(4, Mode.TRIBE, seed=3))
    cases.append(("5x5 over", finished(3, Mode.TOTEM, seed=3), 2, {}))
    cases.append(("7x7 lone hut", new_game(GameConfig(players=2, seed=3)), 1, {}))
    preview("7x7", mid_game(2, Mode.TOTEM, seed=4))
    preview("classic", classic_mid_game(4))
    preview("mighty duel", classic_mid_game(2, Option.MIGHTY_DUEL))
    preview("variant", resources_acting(4))
    cases.append(("long kingdom", long_kingdom(), 0, {"highlight": [Square.parse("AG23")]}))
    fire = fire_landing()
    terr = fire.territories[fire.current_player()]
    assert fire.fire_at is not None
    targets = [a.square for a in fire.legal_actions() if isinstance(a, Fire)]
    source = terr.grid.squares[fire.fire_at[0]]
    cases.append(("fire", fire, fire.current_player(), {"highlight": targets, "source": source}))
    return cases


@pytest.fixture(scope="module")
def phone() -> list[tuple[str, GameState, int, dict[str, Any]]]:
    return phone_cases()


def test_phone_width_and_no_text_under_28_px(phone: list[tuple[str, GameState, int, dict[str, Any]]]) -> None:
    """Every territory picture is 1080 px wide and square-ish, and every text on it (header,
    column and row names, also a long kingdom's two-letter ones) is drawn at 28 px or more, with
    long names too."""
    long_names = tuple(n * 30 for n in NAMES)
    for key, state, player, options in phone:
        for names in (NAMES, long_names):
            with drawn_text() as seen:
                pic = render.territory(state, player, names=names, **options)
            assert pic.width == parts.WIDTH, key
            assert parts.WIDTH <= pic.height <= parts.WIDTH * 11 // 10, key
            assert seen, key
            small = [(t, size) for t, size in seen if size < parts.MIN_TEXT]
            assert not small, (key, small)


def test_every_shown_column_and_row_named_or_dotted(
    phone: list[tuple[str, GameState, int, dict[str, Any]]],
) -> None:
    """Each column of the frame has its name drawn over it, or (a long kingdom) a dot where its
    name would not fit; the names are every `stride`-th of the fixed grid, and at most one
    column in two goes unnamed where names fit every other square. Rows likewise."""
    for key, state, player, options in phone:
        frame = frame_of(state, player)
        with drawn_text() as seen:
            render.territory(state, player, names=NAMES, **options)
        texts = {t for t, _ in seen}
        cols, rows = column_stride(frame), row_stride(frame)
        for col in range(frame.c0, frame.c0 + frame.cols):
            assert (column_name(col) in texts) == (col % cols == 0), (key, column_name(col))
        for row in range(frame.r0, frame.r0 + frame.rows):
            assert (str(row + 1) in texts) == (row % rows == 0), (key, row + 1)
        if frame.cols <= 13:  # every classic and Origins frame: every name
            assert (cols, rows) == (1, 1), key


def ink_runs(
    img: Image.Image, band: tuple[int, int], x0: int, x1: int, gap: int = 8
) -> list[tuple[int, int]]:
    """The runs (first, last x) of px columns between x0 and x1 with ink in the rows of `band`,
    runs less than `gap` px apart merged (the letters of one name)."""
    inked = [x for x in range(x0, x1) if any(sum(img.getpixel((x, y))) < 3 * 200 for y in range(*band))]  # type: ignore[arg-type]
    runs: list[tuple[int, int]] = []
    for x in inked:
        if runs and x - runs[-1][1] < gap:
            runs[-1] = (runs[-1][0], x)
        else:
            runs.append((x, x))
    return runs


def test_long_kingdom_names_every_other_column() -> None:
    """The variant's 25-column kingdom: its column names at 30 px, every other one (the fixed
    grid's even columns: ... Y, AA, AC...), a dot over each column between them; each mark
    centred over its column and clear of the next; its 38 px squares carry no letter."""
    state = long_kingdom()
    frame = frame_of(state, 0)
    assert frame.cols >= 25 and not sprites.has_letter(frame.cell)
    assert column_stride(frame) == 2
    with drawn_text() as seen:
        img = decode(render.territory(state, 0, names=NAMES))
    named = [column_name(c) for c in range(frame.c0, frame.c0 + frame.cols) if c % 2 == 0]
    assert {"AA", "AC", "AG"} <= set(named)
    assert all((name, LABEL_TEXT) in seen for name in named)
    runs = ink_runs(img, (frame.y - COLUMN_BAND + 2, frame.y - 2), frame.x, frame.x + frame.width)
    assert len(runs) == frame.cols  # one mark a column, each 8 px or more clear of the next
    for k, (first, last) in enumerate(runs):
        middle = frame.x + k * frame.cell + frame.cell // 2
        assert abs((first + last) / 2 - middle) <= 4, column_name(frame.c0 + k)
        assert (last - first > DOT + 2) == ((frame.c0 + k) % 2 == 0), column_name(frame.c0 + k)


def test_header_chip_name_and_standing() -> None:
    """The header: the player's chip in their colour, the name at 44 px bold, the points at the
    right at 38 px; a long name is cut with an ellipsis, the points kept whole; the variant adds
    its gold beside the kinds won."""
    state = mid_game(4, Mode.TRIBE, seed=3)
    player = 2
    points = f"{current_points(state, player)} points"
    long = tuple(n * 30 for n in NAMES)
    with drawn_text() as seen:
        img = decode(render.territory(state, player, names=long))
    assert (points, STANDING_TEXT) in seen
    cut = [t for t, size in seen if size == NAME_TEXT]
    assert len(cut) == 1 and cut[0].endswith("…") and long[player].startswith(cut[0][:-1])
    assert any(t == str(player + 1) and size >= parts.MIN_TEXT for t, size in seen)  # the chip's
    assert near(img.getpixel((MARGIN + 6, MARGIN + CHIP // 2)), theme.player_colour(player))
    variant = resources_acting(4)
    p = variant.current_player()
    with drawn_text() as seen:
        render.territory(variant, p, names=NAMES)
    gold = variant.territories[p].gold
    assert any(t.endswith(f" · {gold} gold") and size == STANDING_TEXT for t, size in seen)
