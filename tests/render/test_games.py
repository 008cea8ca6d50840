"""Every picture renders over seeded random games of each mode and player count, first move to last
(classic Kingdomino too)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import render
from render.core.picture import Picture
from rules import GameConfig, RandomAgent, new_game
from rules.boxes import ORIGINS
from rules.core.game import GameState
from rules.names import Mode, Option
from tests.render.states import CLASSIC_SHAPES, NAMES, PNG_SIGNATURE, classic, placements

TABLE_EVERY = 5  # actions between two table pictures


def check(pic: Picture) -> None:
    """A PNG of the announced size, with alt text."""
    assert pic.png.startswith(PNG_SIGNATURE)
    with Image.open(io.BytesIO(pic.png)) as img:
        assert img.size == (pic.width, pic.height)
    assert pic.alt.strip()


def render_placement(state: GameState) -> None:
    """The pending player's territory: plain, then with the legal first squares and a ghost."""
    player = state.current_player()
    check(render.territory(state, player, names=NAMES))
    places = placements(state)
    if places:  # otherwise the domino must be discarded
        firsts = sorted({p.square for p in places})
        check(render.territory(state, player, names=NAMES, highlight=firsts, ghost=places[0]))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", [Mode.DISCOVERY, Mode.TOTEM, Mode.TRIBE])
def test_whole_game_renders(mode: Mode, players: int) -> None:
    """Table, decision card, placing territory (highlight, ghost), score sheet and cave render
    all game long."""
    options = frozenset(ORIGINS.options) if players == 3 else frozenset()
    state = new_game(GameConfig(players=players, mode=mode, seed=players * 10 + 1, options=options))
    agent = RandomAgent(players)
    tribe = mode is Mode.TRIBE
    done = 0
    sheets_mid = 0
    while not state.is_over:
        if done % TABLE_EVERY == 0:
            check(render.table(state, names=NAMES))
            check(render.decision(state, names=NAMES))
            if tribe:
                check(render.cave(state))
        if state.domino_to_place() is not None:
            render_placement(state)
        if state.round == 6 and sheets_mid == 0:
            check(render.final(state, names=NAMES))
            sheets_mid += 1
        state.play(agent.choose(state))
        done += 1
    assert sheets_mid == 1
    check(render.table(state, names=NAMES))
    check(render.decision(state, names=NAMES))
    for player in range(players):
        check(render.territory(state, player, names=NAMES))
    check(render.final(state, names=NAMES))
    check(render.final(state))
    if tribe:
        check(render.cave(state))
    else:
        with pytest.raises(ValueError):
            render.cave(state)


@pytest.mark.parametrize(("players", "options"), CLASSIC_SHAPES)
def test_whole_classic_game_renders(players: int, options: frozenset[Option]) -> None:
    """Classic Kingdomino (2 players 5×5 and Mighty Duel 7×7, 3 and 4 players, with options):
    table, placing territory (highlight, ghost) at every placement, score sheet mid-game and at
    the end; no cave board."""
    state = new_game(classic(players, *options, seed=players * 10 + 3))
    agent = RandomAgent(players + 100)
    done = placed = 0
    while not state.is_over:
        if done % TABLE_EVERY == 0:
            check(render.table(state, names=NAMES))
            check(render.decision(state, names=NAMES))
        if state.domino_to_place() is not None:
            render_placement(state)
            placed += 1
        if done == 40:
            check(render.final(state, names=NAMES))
        state.play(agent.choose(state))
        done += 1
    assert placed == state.config.deck_size - (state.config.deck_size // 4 if players == 3 else 0)
    check(render.table(state, names=NAMES))
    for player in range(players):
        check(render.territory(state, player, names=NAMES))
    check(render.final(state, names=NAMES))
    with pytest.raises(ValueError):
        render.cave(state)
