"""`render.cave`: the Tribe cave board, refused outside Tribe mode."""

from __future__ import annotations

import pytest

import render
from rules import GameConfig, Mode, new_game
from rules.components import CAVE_BOARD_SLOTS, CAVEMAN_TITLES
from rules.game import GameState
from tests.render.states import MiB, decode, finished, mid_game


@pytest.mark.parametrize("mode", [Mode.DISCOVERY, Mode.TOTEM])
@pytest.mark.parametrize("players", [2, 4])
def test_refused_outside_tribe(mode: Mode, players: int) -> None:
    """Outside Tribe mode there is no cave board: ValueError, at the start, mid-game and at the end."""
    for state in (
        new_game(GameConfig(players=players, mode=mode, seed=1)),
        mid_game(players, mode, seed=1),
        finished(players, mode, seed=1),
    ):
        with pytest.raises(ValueError):
            render.cave(state)


def check_slots(state: GameState, alt: str) -> None:
    """The alt text names the caveman of every face-up slot, left to right."""
    assert len(state.cave_board) == CAVE_BOARD_SLOTS
    faces = [CAVEMAN_TITLES[kind] for kind in state.cave_board if kind >= 0]
    where = []
    start = 0
    for title in faces:
        at = alt.find(title, start)
        assert at >= 0, f"{title} missing (or out of order) in {alt!r}"
        where.append(at)
        start = at + len(title)
    assert where == sorted(where)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_shows_the_four_slots(players: int) -> None:
    """The cave board renders as a PNG of its size; the alt text names the four face-up cavemen."""
    state = new_game(GameConfig(players=players, mode=Mode.TRIBE, seed=2))
    assert min(state.cave_board) >= 0  # four tiles face up at the start
    pic = render.cave(state)
    decode(pic)
    assert len(pic.png) < MiB
    check_slots(state, pic.alt)
    for state in (mid_game(players, Mode.TRIBE, seed=3), finished(players, Mode.TRIBE, seed=3)):
        pic = render.cave(state)
        decode(pic)
        check_slots(state, pic.alt)


def test_same_bytes_twice() -> None:
    """The same state gives the same cave picture."""
    state = mid_game(4, Mode.TRIBE, seed=4)
    assert render.cave(state) == render.cave(state)
