"""A drawing worker's territory bases (bot.workers.drawing.TerritoryBases): a panel's steps drawn
over the base kept for their state, player, names and language are the bytes drawn whole, and
a base of anything else is never taken."""

from __future__ import annotations

from typing import Any

import pytest

from bot.workers import drawing
from bot.workers.drawing import Drawer, TerritoryBases, _draw, draw_here
from rules import GameState, state_to_json
from rules.names import Mode
from tests.render.states import NAMES, classic_mid_game, mid_game, placements, play_until, resources

Request = tuple[GameState, list[str], dict[str, Any], str]  # state, names, options, language


def panel(state: GameState, player: int | None = None) -> list[dict[str, Any]]:
    """The territory pictures of a placement's panel, step by step: the squares, a direction
    (no marks), the preview; Back to the squares."""
    player = state.current_player() if player is None else player
    places = placements(state)
    firsts = sorted({p.square for p in places})
    return [
        {"player": player, "highlight": firsts},
        {"player": player, "highlight": []},
        {"player": player, "ghost": places[0]},
        {"player": player, "highlight": firsts},
    ]


def resources_placing() -> GameState:
    """A game of the Resource Tokens variant at a placement in its fourth round."""
    return play_until(resources(4, seed=2), lambda s: s.round >= 4 and bool(placements(s)))


def next_version(state: GameState) -> GameState:
    """The same game one placement later, at the next placement (the acting player's territory changed)."""
    after = state.copy()
    after.play(placements(after)[0])
    while after.domino_to_place() is None or not placements(after):
        after.play(after.legal_actions()[0])
    return after


def requests() -> list[Request]:
    """Territory pictures that share all but one thing the base follows from, one after another
    in one worker: the language, the names, the player, the game's version, the game."""
    tribe = mid_game(4, Mode.TRIBE, seed=3)
    later = next_version(tribe)
    names = list(NAMES)
    other = [*NAMES[:-1], "Someone else"]
    out: list[Request] = []
    out += [(tribe, names, step, "en") for step in panel(tribe)]
    out += [(tribe, names, step, "nl") for step in panel(tribe)]
    out += [(tribe, other, step, "nl") for step in panel(tribe)]
    out += [(tribe, names, {"player": p, "highlight": []}, "nl") for p in range(4)]
    out += [(later, names, step, "nl") for step in panel(later, tribe.current_player())]
    for state in (classic_mid_game(4), resources_placing()):
        out += [(state, names, step, "it") for step in panel(state)]
    return out


@pytest.fixture
def bases(monkeypatch: pytest.MonkeyPatch) -> TerritoryBases:
    """This process's bases, emptied, as a new worker's are."""
    fresh = TerritoryBases()
    monkeypatch.setattr(drawing, "BASES", fresh)
    return fresh


def test_steps_over_kept_bases_are_the_pictures_drawn_whole(bases: TerritoryBases) -> None:
    """Each territory drawn by a worker's job over the bases it kept is the picture drawn here
    whole; a base serves the steps of one state, player, names and language, and no other."""
    kept = []
    for state, names, options, language in requests():
        pic, was_kept = _draw("territory", state_to_json(state), names, options, language, drawing.BASE_BYTES)
        expected = draw_here("territory", state, names, options, language)
        assert (pic.png, pic.alt) == (expected.png, expected.alt), (language, names[-1], options)
        kept.append(was_kept)
    # Each panel's first picture draws its base, its next steps find it; of the four players' plain
    # territories, only the acting player's base (with those names, in that language) was kept.
    acting = mid_game(4, Mode.TRIBE, seed=3).current_player()
    panel_of_four = [False, True, True, True]
    players = [p == acting for p in range(4)]
    assert kept == panel_of_four * 3 + players + panel_of_four * 3
    assert bases.counts.asked == len(kept)
    assert bases.counts.kept == kept.count(True)


def test_bases_are_bounded_by_bytes(bases: TerritoryBases) -> None:
    """The bases held never pass the bound, the longest unused going first; a bound of 0 keeps none
    and draws every territory whole, the same bytes."""
    players = range(4)
    state = mid_game(4, Mode.TOTEM, seed=2)
    snapshot = state_to_json(state)
    _draw("territory", snapshot, list(NAMES), {"player": 0}, "en", drawing.BASE_BYTES)
    one = bases.size
    for player in players:
        _draw("territory", snapshot, list(NAMES), {"player": player}, "en", 2 * one)
        assert bases.size <= 2 * one
    assert len(bases) == 2
    # The two used last are kept: players 2 and 3.
    assert _draw("territory", snapshot, list(NAMES), {"player": 3}, "en", 2 * one)[1] is True
    assert _draw("territory", snapshot, list(NAMES), {"player": 0}, "en", 2 * one)[1] is False
    pic, was_kept = _draw("territory", snapshot, list(NAMES), {"player": 1, "highlight": []}, "en", 0)
    assert was_kept is None and len(bases) == 0 and bases.size == 0
    assert pic.png == draw_here("territory", state, list(NAMES), {"player": 1}, "en").png


async def test_a_worker_keeps_the_base_of_a_panel() -> None:
    """A real worker process draws a panel's steps over the base it kept, the bytes drawn here;
    the drawer counts the steps that found it. Without bases, none is asked for."""
    state = resources_placing()
    steps = panel(state)
    for base_bytes in (drawing.BASE_BYTES, 0):
        drawer = Drawer(1, base_bytes=base_bytes)
        try:
            assert await drawer.ready()
            for options in steps:
                pic = await drawer.draw("territory", state, NAMES, language="nl", **options)
                assert pic.png == draw_here("territory", state, NAMES, options, "nl").png
        finally:
            await drawer.close()
        expected = (len(steps), len(steps) - 1) if base_bytes else (0, 0)
        assert (drawer.bases.asked, drawer.bases.kept) == expected
