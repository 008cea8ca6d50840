"""`render.final`: the score sheet's size, its ranking in the alt text, mid-game and odd names."""

from __future__ import annotations

import pytest

import render
from rules import GameConfig, Mode, final_scores, new_game
from rules.game import GameState
from tests.render.states import NAMES, MiB, decode, finished, mid_game

MODES = [Mode.DISCOVERY, Mode.TOTEM, Mode.TRIBE]


def check_ranking(state: GameState, alt: str, names: tuple[str, ...]) -> None:
    """The alt text names the players in ranking order, each with their total."""
    scores = final_scores(state)
    totals = {sheet.player: sheet.total for sheet in scores.players}
    where = [alt.index(names[p]) for _, p in scores.ranking]
    assert where == sorted(where), "players are not named in ranking order"
    for _, p in scores.ranking:
        after = alt[alt.index(names[p]) + len(names[p]) :]
        assert after.lstrip(" :").startswith(str(totals[p])), f"no total right after {names[p]}"


@pytest.mark.parametrize("mode", MODES)
def test_four_players_at_most_1800_wide(mode: Mode) -> None:
    """The 4-player score sheet is at most 1800 px wide, a PNG of that size under 1 MiB."""
    for seed in (1, 2):
        pic = render.final(finished(4, mode, seed), names=NAMES)
        assert pic.width <= 1800
        decode(pic)
        assert len(pic.png) < MiB


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("mode", MODES)
def test_two_and_three_players(players: int, mode: Mode) -> None:
    """Score sheets for 2 and 3 players render, no wider than the 4-player one."""
    pic = render.final(finished(players, mode, seed=3), names=NAMES)
    assert pic.width <= 1800
    decode(pic)
    assert len(pic.png) < MiB


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", MODES)
def test_alt_lists_the_ranking(players: int, mode: Mode) -> None:
    """The alt text lists the players best first, each with their total."""
    state = finished(players, mode, seed=players + 4)
    check_ranking(state, render.final(state, names=NAMES).alt, NAMES)


def test_alt_lists_the_ranking_with_ties() -> None:
    """With tied totals, the alt text still follows the rules' ranking (tie-breaks applied)."""
    for seed in range(1, 200):
        state = finished(4, Mode.DISCOVERY, seed)
        totals = [sheet.total for sheet in final_scores(state).players]
        if len(set(totals)) < len(totals):
            break
    else:
        pytest.fail("no seeded game ended with tied totals")
    check_ranking(state, render.final(state, names=NAMES).alt, NAMES)


def test_mid_game_scores_so_far() -> None:
    """Mid-game (and before the first placement) the sheet renders the scores as they stand."""
    for state in (new_game(GameConfig(players=4, mode=Mode.TRIBE, seed=1)), mid_game(4, Mode.TRIBE, seed=1)):
        pic = render.final(state, names=NAMES)
        decode(pic)
        check_ranking(state, pic.alt, NAMES)


def test_odd_names() -> None:
    """Names of emoji only, very long names and no names at all render without crashing."""
    state = finished(4, Mode.TOTEM, seed=8)
    decode(render.final(state, names=("🐉", "🔥🔥", "A" * 200, "Ξένια " * 30)))
    plain = render.final(state)
    decode(plain)
    check_ranking(state, plain.alt, tuple(f"Player {p + 1}" for p in range(4)))


def test_same_bytes_twice() -> None:
    """The same finished game gives the same score sheet bytes."""
    state = finished(3, Mode.TRIBE, seed=9)
    assert render.final(state, names=NAMES) == render.final(state, names=NAMES)
