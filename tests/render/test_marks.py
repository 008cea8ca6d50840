"""What a territory picture draws over its squares: region borders stronger than seams,
highlights that read on every terrain, the ghost domino opaque, the fire's source volcano and
the squares where a fire would destroy a piece."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PIL import Image

import render
from render import sprites
from render.core import theme
from render.layers.board import Frame, domino_partners, line_widths
from render.pictures.territory import board_frame
from render.sprites import marks
from rules import GameConfig, GreedyAgent
from rules.boxes import BOXES, Box
from rules.boxes.origins import FIRE, Fire, OriginsState, OriginsTerritory
from rules.core.game import GameState
from rules.core.grid import Square
from rules.core.pieces import TERRAIN_NAMES, SquareSpec
from rules.names import Mode
from tests.render.states import classic_finished, decode, finished, mid_game, near, placements
from tests.render.test_theme import BOX_IDS, contrast
from tests.rules.games import origins_game

Edge = tuple[Square, Square]


def frame_of(state: GameState, player: int) -> Frame:
    """Where `render.territory` puts the player's squares."""
    return board_frame(state.territories[player])


# --- region borders and seams ----------------------------------------------------------------------


def edges(state: GameState, player: int) -> Iterator[tuple[str, Edge, int]]:
    """Each edge between two placed squares of a territory (right and down neighbours): 'border'
    when their terrains differ, 'seam' when one terrain spans two dominoes; with the terrain."""
    terr = state.territories[player]
    partners = domino_partners(state, player)
    g = terr.grid
    for p, spec in terr.specs.items():
        sq = g.squares[p]
        for dr, dc in ((0, 1), (1, 0)):
            if not (0 <= sq.row + dr < g.width and 0 <= sq.col + dc < g.width):
                continue
            q = g.index(sq.row + dr, sq.col + dc)
            if q not in terr.specs:
                continue
            other = Square(sq.row + dr, sq.col + dc)
            if terr.specs[q].terrain != spec.terrain:
                yield "border", (sq, other), spec.terrain
            elif partners.get(p) != q:
                yield "seam", (sq, other), spec.terrain


def run_across(img: Image.Image, frame: Frame, edge: Edge, colour: theme.RGB) -> int:
    """How many px of `colour` in a row cross the edge, at a quarter, half and three quarters
    of its length: the fewest (an icon beside the line may add to one)."""
    a, b = edge
    left, top, right, bottom = frame.box(a.row, a.col)
    runs = []
    for k in (1, 2, 3):
        if b.col != a.col:  # a vertical edge at x = right
            at, y = right, top + (bottom - top) * k // 4
            pixels = [img.getpixel((x, y)) for x in range(at - 16, at + 16)]
        else:
            at, x = bottom, left + (right - left) * k // 4
            pixels = [img.getpixel((x, y)) for y in range(at - 16, at + 16)]
        middle = 16
        if pixels[middle] != colour:
            runs.append(0)
            continue
        lo = middle
        while lo > 0 and pixels[lo - 1] == colour:
            lo -= 1
        hi = middle
        while hi < len(pixels) - 1 and pixels[hi + 1] == colour:
            hi += 1
        runs.append(hi - lo + 1)
    return min(runs)


@pytest.mark.parametrize(
    "state",
    [
        finished(4, Mode.DISCOVERY, seed=5, greedy=True),
        finished(2, Mode.TOTEM, seed=6),
        classic_finished(4, seed=5),
    ],
    ids=["origins-5x5", "neolithic-7x7", "classic"],
)
def test_region_borders_thicker_and_darker_than_seams(state: GameState) -> None:
    """Between squares of two terrains runs a thick line of ink (a region border); between two
    dominoes of one terrain a thin line a shade darker than the terrain (a seam): at least twice
    thinner, lighter than the ink, and fainter on its terrain than the ink would be."""
    borders, seams = [], []
    for player in range(state.config.players):
        img = decode(render.territory(state, player))
        frame = frame_of(state, player)
        border_w, seam_w = line_widths(frame.cell)
        assert border_w >= 2 * seam_w
        for kind, edge, terrain in edges(state, player):
            if kind == "border":
                borders.append(run_across(img, frame, edge, theme.INK))
                assert borders[-1] >= border_w, (player, *map(str, edge))
            else:
                seams.append(run_across(img, frame, edge, theme.TERRAIN_SEAM[terrain]))
                assert seams[-1] == seam_w, (player, *map(str, edge))
    assert len(borders) >= 10 and len(seams) >= 3
    assert min(borders) >= 2 * max(seams)


@pytest.mark.parametrize("box", BOXES.values(), ids=BOX_IDS)
def test_a_seam_is_fainter_than_a_border_on_every_terrain(box: Box) -> None:
    """On every terrain a seam's colour is lighter than a border's ink and stands out less from
    the terrain."""

    def luminance(rgb: theme.RGB) -> float:
        return contrast(rgb, (0, 0, 0))

    for t in box.terrains:
        fill, seam = theme.TERRAIN_FILL[t], theme.TERRAIN_SEAM[t]
        assert luminance(seam) > luminance(theme.INK), TERRAIN_NAMES[t]
        assert contrast(seam, fill) < contrast(theme.INK, fill), TERRAIN_NAMES[t]


def test_one_domino_of_one_terrain_has_no_line_inside() -> None:
    """The two squares of one domino of one terrain are drawn as one block: neither ink nor seam
    between them."""
    state = finished(4, Mode.DISCOVERY, seed=5, greedy=True)
    found = 0
    for player in range(4):
        terr = state.territories[player]
        img = decode(render.territory(state, player))
        frame = frame_of(state, player)
        for p, q in domino_partners(state, player).items():
            if p < q and terr.specs[p].terrain == terr.specs[q].terrain:
                edge = (terr.grid.squares[p], terr.grid.squares[q])
                assert run_across(img, frame, edge, theme.INK) == 0
                assert run_across(img, frame, edge, theme.TERRAIN_SEAM[terr.specs[p].terrain]) == 0
                found += 1
    assert found >= 3


# --- highlights -------------------------------------------------------------------------------------

HIGHLIGHT_CONTRAST = 3.0  # WCAG 1.4.11, graphics


def fills(box: Box) -> list[tuple[str, theme.RGB]]:
    """Every colour a mark may lie on in a picture of `box`: its terrains and the empty square."""
    return [(TERRAIN_NAMES[t], theme.TERRAIN_FILL[t]) for t in box.terrains] + [("empty", theme.EMPTY_SQUARE)]


# Each mark's colours: its outer line, its band's colours, its inner line.
MARKS = {
    "highlight": (theme.INK, (theme.HIGHLIGHT,), theme.INK),
    "source": (theme.INK, (theme.FIRE_ORANGE,), theme.WHITE),
    "destroys": (theme.INK, (theme.HIGHLIGHT, theme.FIRE_RED), theme.INK),
}


@pytest.mark.parametrize("box", BOXES.values(), ids=BOX_IDS)
@pytest.mark.parametrize("mark", MARKS)
def test_every_mark_reads_on_every_terrain(box: Box, mark: str) -> None:
    """A mark is a band between two lines: on every terrain (and the empty square) one of its
    colours has 3:1 contrast with it (yellow alone would vanish on sand), and its band 3:1 with
    one of its lines, so that the band reads as a band."""
    outer, band, inner = MARKS[mark]
    assert any(contrast(b, line) >= HIGHLIGHT_CONTRAST for b in band for line in (outer, inner))
    for name, fill in fills(box):
        best = max(contrast(colour, fill) for colour in (outer, *band, inner))
        assert best >= HIGHLIGHT_CONTRAST, name


def ring_colours(img: Image.Image, box: tuple[int, int, int, int], cell: int) -> list[set[object]]:
    """The colours, from the square's left edge inwards, of the outer line, the band and the
    inner line of a mark: each on the middle half of the square's left side."""
    left, top, _, bottom = box
    r = marks.ring(cell)
    ys = range(top + (bottom - top) // 4, top + (bottom - top) * 3 // 4)
    parts = ((0, r.outer), (r.outer, r.outer + r.band), (r.outer + r.band, r.total))
    return [{img.getpixel((left + x, y)) for x in range(a, b) for y in ys} for a, b in parts]


@pytest.mark.parametrize("box", BOXES.values(), ids=BOX_IDS)
@pytest.mark.parametrize("cell", [128, 71, 40])
def test_highlight_is_ink_yellow_ink_on_every_square(box: Box, cell: int) -> None:
    """Laid on any terrain's square or the empty square, a highlight is exactly ink, then
    yellow, then ink, from the square's edge inwards, whatever the square's size."""
    squares = [sprites.square(SquareSpec(t), cell, box) for t in box.terrains] + [sprites.empty(cell)]
    for sprite in squares:
        img = sprite.convert("RGB")
        overlay = marks.highlight(cell)
        img.paste(overlay, (0, 0), overlay)
        assert ring_colours(img, (0, 0, cell, cell), cell) == [{theme.INK}, {theme.HIGHLIGHT}, {theme.INK}]


@pytest.mark.parametrize("players", [2, 4])
def test_highlighted_squares_marked_in_the_picture(players: int) -> None:
    """In a territory picture, each highlighted square (the legal first squares) has the ink,
    yellow, ink ring; no other square has yellow there."""
    state = mid_game(players, seed=4, round_=4)
    player = state.current_player()
    firsts = sorted({p.square for p in placements(state)})
    img = decode(render.territory(state, player, highlight=firsts))
    frame = frame_of(state, player)
    for row in range(frame.r0, frame.r0 + frame.rows):
        for col in range(frame.c0, frame.c0 + frame.cols):
            ring = ring_colours(img, frame.box(row, col), frame.cell)
            if Square(row, col) in firsts:
                assert ring[1] == {theme.HIGHLIGHT}, str(Square(row, col))
                assert theme.INK in ring[0] and ring[2] == {theme.INK}
            else:
                assert theme.HIGHLIGHT not in ring[1], str(Square(row, col))


# --- the ghost domino ---------------------------------------------------------------------------------


def palette_mapped(img: Image.Image, box: Box) -> Image.Image:
    """`img` as a picture of `box` stores it (render.picture.encode)."""
    rgb = img.convert("RGB")
    return rgb.quantize(palette=theme.palette_image(box), dither=Image.Dither.NONE).convert("RGB")


@pytest.mark.parametrize(("players", "seed"), [(4, 6), (3, 7), (2, 8)])
def test_ghost_is_opaque(players: int, seed: int) -> None:
    """The ghost domino's squares are exactly the squares it would place (nothing of the empty
    squares shows through), inside its outline of ink, yellow, ink."""
    state = mid_game(players, seed=seed)
    player = state.current_player()
    place = placements(state)[0]
    dom = state.domino_to_place()
    assert dom is not None
    terr = state.territories[player]
    second = terr.grid.squares[terr.second_cell(terr.grid.cell(place.square), place.direction)]
    img = decode(render.territory(state, player, ghost=place))
    frame = frame_of(state, player)
    inset = marks.ring(frame.cell).total
    for half, sq in ((dom.first, place.square), (dom.second, second)):
        left, top, right, bottom = frame.box(sq.row, sq.col)
        want = palette_mapped(sprites.square(half, frame.cell, state.config.box), state.config.box)
        inner = (inset, inset, frame.cell - inset, frame.cell - inset)
        got = img.crop((left + inset, top + inset, right - inset, bottom - inset))
        assert got.tobytes() == want.crop(inner).tobytes(), str(sq)
        ring = ring_colours(img, (left, top, right, bottom), frame.cell)
        if sq.col <= min(place.square.col, second.col):  # the domino's left side
            assert ring == [{theme.INK}, {theme.HIGHLIGHT}, {theme.INK}]


# --- fire: the source volcano and what a fire would destroy -----------------------------------------------


def holds_a_piece(terr: OriginsTerritory, sq: Square) -> bool:
    p = terr.grid.cell(sq)
    return bool(terr.resources >> p & 1) or p in terr.cavemen


def fire_state(mode: Mode, seed: int) -> OriginsState:
    """A seeded game of greedy agents at a fire token's landing, from round 5 on, where some
    landing squares hold a wooden resource or a caveman and some do not."""
    state = origins_game(GameConfig(players=4, mode=mode, seed=seed))
    agents = [GreedyAgent(seed * 10 + p) for p in range(4)]
    while not state.is_over:
        if state.stage == FIRE and state.round >= 5:
            terr = state.territories[state.current_player()]
            targets = [a.square for a in state.legal_actions() if isinstance(a, Fire)]
            burning = [sq for sq in targets if holds_a_piece(terr, sq)]
            if burning and len(burning) < len(targets):
                return state
        state.play(agents[state.current_player()].choose(state))
    pytest.fail("no fire landing with a piece to destroy in this game")


@pytest.mark.parametrize(("mode", "seed"), [(Mode.TRIBE, 1), (Mode.TOTEM, 2)])
def test_fire_marks_its_source_and_what_it_destroys(mode: Mode, seed: int) -> None:
    """With `source`, the volcano is ringed ink, orange, white; the landing squares holding a
    wooden resource or a caveman have a band striped red and yellow and a red badge with a white
    cross; the other landing squares the plain highlight. Without `source`, all are plain."""
    state = fire_state(mode, seed)
    player = state.current_player()
    terr = state.territories[player]
    assert state.fire_at is not None
    volcano = terr.grid.squares[state.fire_at[0]]
    targets = [a.square for a in state.legal_actions() if isinstance(a, Fire)]
    frame = frame_of(state, player)
    marked = decode(render.territory(state, player, highlight=targets, source=volcano))
    plain = decode(render.territory(state, player, highlight=targets))
    ring = ring_colours(marked, frame.box(volcano.row, volcano.col), frame.cell)
    assert ring[:2] == [{theme.INK}, {theme.FIRE_ORANGE}]
    assert all(near(c, theme.WHITE, 4) for c in ring[2])  # the palette keeps white as 252
    assert theme.FIRE_ORANGE not in ring_colours(plain, frame.box(volcano.row, volcano.col), frame.cell)[1]
    for sq in targets:
        box = frame.box(sq.row, sq.col)
        band = ring_colours(marked, box, frame.cell)[1]
        badge = corner_colours(marked, box, frame.cell)
        if holds_a_piece(terr, sq):
            assert theme.FIRE_RED in band and theme.HIGHLIGHT in band, str(sq)
            assert theme.FIRE_RED in badge and any(near(c, theme.WHITE, 4) for c in badge), str(sq)
        else:
            assert band == {theme.HIGHLIGHT}, str(sq)
        assert ring_colours(plain, box, frame.cell)[1] == {theme.HIGHLIGHT}, str(sq)
        assert theme.FIRE_RED not in corner_colours(plain, box, frame.cell) or not holds_a_piece(terr, sq)


def corner_colours(img: Image.Image, box: tuple[int, int, int, int], cell: int) -> set[object]:
    """The colours where the destroy badge goes: the top right corner inside the ring."""
    _, top, right, _ = box
    r = marks.ring(cell).total
    size = cell * 3 // 10
    return {
        img.getpixel((x, y))
        for x, y in itertools.product(range(right - r - size, right - r), range(top + r, top + r + size))
    }


def test_destroying_squares_differ_from_plain_targets_in_every_box_size() -> None:
    """The destroy mark differs from the highlight at every size a picture uses, and keeps the
    highlight's ink edges."""
    for cell in (128, 91, 71, 49, 40):
        plain, burn = marks.highlight(cell), marks.destroys(cell)
        assert plain.tobytes() != burn.tobytes()
        r = marks.ring(cell)
        middle = cell // 2
        assert burn.getpixel((0, middle))[:3] == theme.INK  # type: ignore[index]
        assert burn.getpixel((r.outer + r.band, middle))[:3] == theme.INK  # type: ignore[index]


def test_ghost_of_two_terrains_shows_their_border() -> None:
    """A ghost domino of two terrains has the region border between its halves that it will
    have once placed."""
    for seed in range(1, 30):
        state = mid_game(4, seed=seed)
        dom = state.domino_to_place()
        if dom is not None and dom.first.terrain != dom.second.terrain and placements(state):
            break
    else:
        pytest.fail("no seeded game gave a domino of two terrains to place")
    player = state.current_player()
    place = placements(state)[0]
    terr = state.territories[player]
    second = terr.grid.squares[terr.second_cell(terr.grid.cell(place.square), place.direction)]
    img = decode(render.territory(state, player, ghost=place))
    frame = frame_of(state, player)
    a, b = sorted((place.square, second), key=lambda sq: (sq.row, sq.col))
    assert run_across(img, frame, (a, b), theme.INK) >= line_widths(frame.cell)[0]
