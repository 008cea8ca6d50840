"""`render.territory`: size, key pixels, highlight, ghost domino, window, alt text and names."""

from __future__ import annotations

import pytest
from PIL import ImageChops

import render
from render import theme
from render.board import Frame, fit_frame
from render.territory import BOARD, HEADER, LABELS, MARGIN
from rules import GameConfig, Mode, new_game
from rules.game import GameState
from rules.grid import Square
from rules.scoring import current_points
from tests.render.states import NAMES, MiB, decode, finished, mid_game, near, placements, play_until


def frame_of(state: GameState, player: int) -> Frame:
    """Where `render.territory` puts the player's squares."""
    return fit_frame(state.territories[player], MARGIN + LABELS, HEADER + LABELS, BOARD)


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
    """Each side is 600–900 px; the bytes are a PNG of the announced size, well under 1 MiB."""
    if when == "start":
        state = new_game(GameConfig(players=players, seed=3))
    elif when == "mid":
        state = mid_game(players, Mode.TRIBE, seed=3)
    else:
        state = finished(players, Mode.TOTEM, seed=3)
    pic = render.territory(state, players - 1)
    assert 600 <= pic.width <= 900
    assert 600 <= pic.height <= 900
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
    x0 = MARGIN + LABELS + (BOARD - count * cell) // 2
    y0 = HEADER + LABELS + (BOARD - count * cell) // 2
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
    x0 = MARGIN + LABELS + (BOARD - count * cell) // 2
    y0 = HEADER + LABELS + (BOARD - count * cell) // 2
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
