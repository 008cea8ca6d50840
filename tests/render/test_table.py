"""`render.table`: landscape size, player colours, names and the alt text."""

from __future__ import annotations

import pytest

import render
from render import theme
from render.table import GAP, MARGIN, NAME_BAR, PANEL, TERRITORY
from rules import GameConfig, Mode, new_game
from rules.actions import DISCARD
from rules.components import TERRAIN_NAMES, domino
from rules.game import Decision, GameState
from tests.render.states import NAMES, MiB, decode, finished, mid_game

MODES = [Mode.DISCOVERY, Mode.TOTEM, Mode.TRIBE]


def chip_point(players: int, player: int) -> tuple[int, int]:
    """A point inside the player's numbered chip, left of the number, from table.py's layout."""
    box = TERRITORY[players]
    columns = 2 if players in (2, 4) else 3
    col, row = player % columns, player // columns
    x = MARGIN * 2 + PANEL + col * (box + GAP)
    y = MARGIN + row * (box + NAME_BAR + GAP)
    return x + 12, y + (7 + NAME_BAR - 15) // 2


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", MODES)
def test_landscape_and_small(players: int, mode: Mode) -> None:
    """The table is landscape, at most 2000 px wide, a PNG of that size under 1 MiB."""
    for state in (new_game(GameConfig(players=players, mode=mode, seed=2)), mid_game(players, mode, seed=2)):
        pic = render.table(state, names=NAMES)
        assert pic.width > pic.height
        assert pic.width <= 2000
        decode(pic)
        assert len(pic.png) < MiB


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_chip_in_its_colour(players: int) -> None:
    """Each player's chip shows that player's colour, acting or not."""
    state = mid_game(players, Mode.TOTEM, seed=3)
    img = decode(render.table(state, names=NAMES))
    colours = img.getcolors(maxcolors=1 << 16)
    assert colours is not None
    counts = {rgb: n for n, rgb in colours}
    for player in range(players):
        colour = theme.player_colour(player)
        assert img.getpixel(chip_point(players, player)) == colour, player
        assert counts.get(colour, 0) >= 200  # at least a chip's worth of pixels


def verb(state: GameState) -> str:
    """What the player does with the domino under their chief: place it, or discard it when it
    fits nowhere."""
    return "discard" if state.legal_actions() == [DISCARD] else "place"


def expected_pending(state: GameState, names: tuple[str, ...]) -> str:
    """The pending decision as a sentence, with the player's name for 'Player N'."""
    pending = state.pending()
    assert pending is not None
    name = names[pending.player]
    if pending.decision is Decision.PLACE and pending.domino is not None:
        # Spoken form for screen readers: terrains in words, not the notation letters.
        dom = domino(pending.domino)
        halves = " | ".join(TERRAIN_NAMES[h.terrain] for h in dom.squares)
        if not state.config.resources:
            return f"{name} must {verb(state)} domino {dom.number} ({halves}"
        return f"{name} must {verb(state)} domino {dom.number} ({TERRAIN_NAMES[dom.first.terrain]}"
    if pending.decision is Decision.DRAFT and state.neolithic:
        return f"{name} must choose two dominoes of the first line"
    return str(pending).replace(f"Player {pending.player + 1}", name, 1)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", MODES)
def test_alt_tells_round_and_pending_decision(players: int, mode: Mode) -> None:
    """The alt text gives the round and who must decide what, with the players' names."""
    draft = new_game(GameConfig(players=players, mode=mode, seed=4))
    alt = render.table(draft, names=NAMES).alt
    assert "initial draft" in alt
    assert expected_pending(draft, NAMES) in alt
    if players > 2:  # the Neolithic's first pick is a pair of dominoes
        assert "put a chief on a domino of the first line" in alt

    state = mid_game(players, mode, seed=4, round_=7)
    alt = render.table(state, names=NAMES).alt
    assert f"round {state.round} of 12" in alt
    assert expected_pending(state, NAMES) in alt
    assert f"must {verb(state)} domino {state.line[state.position]}" in alt
    assert all(NAMES[p] in alt for p in range(players))


def test_alt_at_the_end() -> None:
    """Once the game is over the alt text says so."""
    alt = render.table(finished(3, Mode.TRIBE, seed=5)).alt
    assert "game is over" in alt


def test_names_with_accents_are_drawn() -> None:
    """Accented names (Latin, Greek, Cyrillic) are drawn, not dropped."""
    state = mid_game(4, seed=6)
    accented = render.table(state, names=NAMES)
    plain = render.table(state, names=("Zoe", "Lukasz", "Xenia", "Dmitriy"))
    fallback = render.table(state, names=("?", "?", "?", "?"))
    assert accented.png != plain.png
    assert accented.png != fallback.png


def test_emoji_names_render() -> None:
    """Names made only of emoji render without crashing; the alt text keeps them."""
    state = mid_game(4, Mode.TOTEM, seed=6)
    pic = render.table(state, names=("🐉", "🔥🔥", "🦣", "🍄"))
    decode(pic)
    assert "🔥🔥" in pic.alt


def test_emoji_names_are_not_question_marks() -> None:
    """Emoji-only names are no longer drawn as '?' (the fallback faces have them)."""
    state = mid_game(4, seed=6)
    emoji = render.table(state, names=("🐉", "🔥🔥", "🦣", "🍄"))
    fallback = render.table(state, names=("?", "?", "?", "?"))
    assert emoji.png != fallback.png


def test_long_names_fit() -> None:
    """Very long names are cut to fit: the picture keeps its size."""
    state = mid_game(4, seed=6)
    short = render.table(state, names=NAMES)
    long = render.table(state, names=tuple(name * 12 for name in NAMES))
    assert (long.width, long.height) == (short.width, short.height)
    decode(long)
