"""`render.territory` over a base (`render.territory_base`): a panel step's marks drawn over the
territory drawn once without them give the very bytes of the whole picture drawn anew."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PIL import Image

import lang
import render
from render.core import theme
from render.layers.board import domino_partners, draw_squares, frame_span
from render.pictures.territory import board_frame
from rules import DIRECTION_STEPS, GameConfig, Place, RandomAgent, new_game
from rules.boxes.origins import Fire
from rules.core.game import GameState
from rules.core.grid import Square
from rules.names import Mode, Option
from tests.render.states import NAMES, classic_mid_game, mid_game, placements, resources, resources_acting
from tests.render.test_territory import fire_landing, long_kingdom

Step = dict[str, Any]  # the options of a territory picture: highlight, ghost, source


def steps(state: GameState) -> list[Step]:
    """The marks a placement's panel shows, one step after another (the squares, a direction, the
    preview), and the other mixes render allows: a ghost over highlighted squares, marks alone."""
    places = placements(state) if state.domino_to_place() is not None else []
    if not places:
        return [{}, {"highlight": []}]
    firsts = sorted({p.square for p in places})
    last = places[-1]
    return [
        {"highlight": firsts},
        {"highlight": []},
        {"ghost": places[0]},
        {"ghost": last},
        # The ghost covers highlighted squares: they keep its outline, not theirs.
        {"highlight": [*firsts, *ghost_squares(last)], "ghost": last},
    ]


def ghost_squares(place: Place) -> list[Square]:
    """The two squares a placement covers."""
    dr, dc = DIRECTION_STEPS[place.direction]
    return [place.square, Square(place.square.row + dr, place.square.col + dc)]


def leaves_the_board(state: GameState, place: Place) -> bool:
    """Whether a placement's ghost reaches out of the board's frame (a long kingdom's edge)."""
    frame = board_frame(state.territories[state.current_player()])
    return not all(frame.contains(sq.row, sq.col) for sq in ghost_squares(place))


def ghost_off_the_board() -> tuple[GameState, Place]:
    """A variant game at the first placement whose ghost may reach out of the board's frame."""
    config = resources(3, seed=1)
    state, agent = new_game(config), RandomAgent(config.seed)
    while not state.is_over:
        if state.domino_to_place() is not None:
            outside = [p for p in placements(state) if leaves_the_board(state, p)]
            if outside:
                return state, outside[0]
        state.play(agent.choose(state))
    raise AssertionError("no ghost reached out of the board in the whole game")


def games() -> list[tuple[str, GameState, int, list[Step]]]:
    """Territories of every game and shape, each with the steps its panel shows."""
    cases: list[tuple[str, GameState, int, list[Step]]] = []
    for key, state in (
        ("origins tribe", mid_game(4, Mode.TRIBE, seed=3)),
        ("origins 7x7", mid_game(2, Mode.TOTEM, seed=4)),
        ("classic", classic_mid_game(4)),
        ("mighty duel", classic_mid_game(2, Option.MIGHTY_DUEL)),
        ("resources", resources_acting(4)),
    ):
        cases.append((key, state, state.current_player(), steps(state)))
    fire = fire_landing()
    player = fire.current_player()
    assert fire.fire_at is not None
    source = fire.territories[player].grid.squares[fire.fire_at[0]]
    targets = [a.square for a in fire.legal_actions() if isinstance(a, Fire)]
    cases.append(("fire", fire, player, [{"highlight": targets, "source": source}, {"source": source}]))
    cases.append(("lone hut", new_game(GameConfig(players=4, seed=3)), 0, [{}, {"highlight": []}]))
    cases.append(
        ("long kingdom", long_kingdom(), 0, [{"highlight": [Square.parse("AG23"), Square.parse("C2")]}])
    )
    state, outside = ghost_off_the_board()
    cases.append(("ghost off the board", state, state.current_player(), [{"ghost": outside}]))
    return cases


CASES = games()


@pytest.mark.parametrize(("key", "state", "player", "marks"), CASES, ids=[c[0] for c in CASES])
def test_marks_over_the_base_are_the_whole_picture(
    key: str, state: GameState, player: int, marks: list[Step]
) -> None:
    """Every step drawn over the base is the picture drawn whole, byte for byte, alt text too;
    in another language and with other names likewise, over a base of theirs."""
    for words, names in ((lang.words("en"), None), (lang.words("nl"), NAMES), (lang.words("it"), NAMES)):
        base = render.territory_base(state, player, names=names, words=words)
        for step in marks:
            whole = render.territory(state, player, names=names, words=words, **step)
            over = render.territory(state, player, names=names, words=words, base=base, **step)
            assert over.png == whole.png, (key, words.language, sorted(step))
            assert over.alt == whole.alt


def test_a_ghost_off_the_board_is_drawn_whole() -> None:
    """A ghost reaching out of a long kingdom's board crosses the square names, which are drawn
    over it: that step is drawn whole, not over the base, and is the same bytes."""
    state, outside = ghost_off_the_board()
    player = state.current_player()
    base = render.territory_base(state, player)
    assert render.territory(state, player, ghost=outside, base=base).png == (
        render.territory(state, player, ghost=outside).png
    )


def test_the_base_is_the_picture_without_marks() -> None:
    """The base is what the plain picture shows: a step without marks is its bytes, drawn once."""
    state = mid_game(4, Mode.DISCOVERY, seed=5)
    base = render.territory_base(state, 1, names=NAMES)
    plain = render.territory(state, 1, names=NAMES)
    assert render.territory(state, 1, names=NAMES, base=base).png == plain.png
    # What it holds is counted: the picture on the palette, a byte a pixel.
    assert base.nbytes == plain.width * plain.height


@pytest.mark.parametrize(("key", "state", "player", "marks"), CASES, ids=[c[0] for c in CASES])
def test_a_step_drawn_with_its_base(key: str, state: GameState, player: int, marks: list[Step]) -> None:
    """A panel's first step drawn together with its base: the picture is the one drawn whole,
    and the base is the very one drawn alone (its palette picture, pixel for pixel)."""
    words = lang.words("nl")
    alone = render.territory_base(state, player, names=NAMES, words=words)
    for step in marks:
        drawn, base = render.territory_and_base(state, player, names=NAMES, words=words, **step)
        whole = render.territory(state, player, names=NAMES, words=words, **step)
        assert (drawn.png, drawn.alt) == (whole.png, whole.alt), (key, sorted(step))
        assert (base.frame, base.partners) == (alone.frame, alone.partners)
        assert base.mapped.tobytes() == alone.mapped.tobytes(), (key, sorted(step))


@pytest.mark.parametrize(("key", "state", "player", "marks"), CASES, ids=[c[0] for c in CASES])
def test_a_part_of_the_board_drawn_alone(key: str, state: GameState, player: int, marks: list[Step]) -> None:
    """Any rectangle of squares drawn alone (`draw_squares` within it, on a picture of its size)
    is, pixel for pixel, that rectangle of the whole board: its squares, every line that
    reaches it (also those of the squares around it), the frame's outline."""
    terr = state.territories[player]
    frame = board_frame(terr)
    partners = domino_partners(state, player)
    whole = Image.new("RGB", (frame.x + frame.width, frame.y + frame.height), theme.BACKGROUND)
    draw_squares(whole, terr, frame, player, partners=partners)
    last_row, last_col = frame.r0 + frame.rows - 1, frame.c0 + frame.cols - 1
    corners = [(frame.r0, frame.c0), (frame.r0 + 1, frame.c0 + 1), (last_row - 1, last_col - 2)]
    for r0, c0 in corners:
        for r1, c1 in ((r0, c0), (min(r0 + 2, last_row), min(c0 + 1, last_col)), (last_row, last_col)):
            left, top, _, _ = frame.box(r0, c0)
            _, _, right, bottom = frame.box(r1, c1)
            part = Image.new("RGB", (right - left, bottom - top), theme.BACKGROUND)
            moved = replace(frame, x=frame.x - left, y=frame.y - top)
            within = frame_span(frame, (left, top, right, bottom))
            assert within == (range(r0, r1 + 1), range(c0, c1 + 1))
            draw_squares(part, terr, moved, player, partners=partners, within=within)
            assert part.tobytes() == whole.crop((left, top, right, bottom)).tobytes(), (key, r0, c0, r1, c1)
