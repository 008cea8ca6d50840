"""`render.cave`: the Tribe cave board, refused outside Tribe mode; drawn for a phone (1080 px
wide, no text under 28 px), its slots, pile, costs and moment as the state has them."""

from __future__ import annotations

import re
from collections import Counter

import pytest

import render
from render.boxes.origins.cave import GRID_Y, SLOT_H, SLOT_W
from render.core import parts, text, theme
from rules import GameConfig
from rules.boxes.origins import (
    CAVE_BOARD_SLOTS,
    CAVEMAN_KINDS,
    CAVEMAN_NAMES,
    CAVEMAN_TITLES,
    RECRUIT,
    OriginsState,
    caveman_rule,
)
from rules.names import Mode
from tests.render.states import MiB, decode, drawn_text, finished, mid_game, near, origins_until
from tests.rules.games import origins_game


@pytest.mark.parametrize("mode", [Mode.DISCOVERY, Mode.TOTEM])
@pytest.mark.parametrize("players", [2, 4])
def test_refused_outside_tribe(mode: Mode, players: int) -> None:
    """Outside Tribe mode there is no cave board: ValueError, at the start, mid-game and at the end."""
    for state in (
        origins_game(GameConfig(players=players, mode=mode, seed=1)),
        mid_game(players, mode, seed=1),
        finished(players, mode, seed=1),
    ):
        with pytest.raises(ValueError):
            render.cave(state)


def check_slots(state: OriginsState, alt: str) -> None:
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
    state = origins_game(GameConfig(players=players, mode=Mode.TRIBE, seed=2))
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


# --- drawn for a phone -------------------------------------------------------------------------------


def without_pile(state: OriginsState) -> OriginsState:
    """The same moment with the face-down pile used up (rare in play, but it must read)."""
    bare = state.copy()
    bare.cave_pile = []
    return bare


def with_board(state: OriginsState, kind: int) -> OriginsState:
    """The same moment with every face-up slot holding `kind` and the pile holding every kind."""
    shown = state.copy()
    shown.cave_board = [kind] * CAVE_BOARD_SLOTS
    shown.cave_pile = list(CAVEMAN_KINDS)
    return shown


def cave_states() -> dict[str, OriginsState]:
    """The cave board at each moment a player may see it: full at the start, slots taken this
    round, the pile empty, the final round, the game over, a 2-player Neolithic Tribe game."""
    tribe = GameConfig(players=4, mode=Mode.TRIBE, seed=3)
    taken = origins_until(tribe, lambda s: s.round >= 4 and sum(k < 0 for k in s.cave_board) >= 2)
    out = {
        "full": origins_game(tribe),
        "taken": taken,
        "recruiting": origins_until(tribe, lambda s: s.round >= 3 and s.stage == RECRUIT),
        "pile empty": without_pile(taken),
        "final round": origins_until(tribe, lambda s: s.final_round),
        "over": finished(4, Mode.TRIBE, seed=3),
        "neolithic": mid_game(2, Mode.TRIBE, seed=2, round_=10),
        "neolithic over": finished(2, Mode.TRIBE, seed=2),
        "3 players": mid_game(3, Mode.TRIBE, seed=5),
    }
    assert min(out["full"].cave_board) >= 0 and min(taken.cave_board) < 0
    assert out["final round"].final_round and not out["final round"].is_over
    assert out["neolithic"].config.players == 2
    return out


@pytest.fixture(scope="module")
def states() -> dict[str, OriginsState]:
    return cave_states()


def test_phone_width_portrait_or_square(states: dict[str, OriginsState]) -> None:
    """The cave board is 1080 px wide and portrait or square, at most 5:4 tall (so that the chat
    shows it large), a PNG under 1 MiB, at every moment."""
    for name, state in states.items():
        pic = render.cave(state)
        decode(pic)
        assert pic.width == parts.WIDTH, name
        assert pic.width <= pic.height <= pic.width * 5 // 4, (name, pic.height)
        assert len(pic.png) < MiB


def test_no_text_under_28_px(states: dict[str, OriginsState]) -> None:
    """Every text of the cave board is drawn at 28 px or more (about 9 px on a 360 px phone)."""
    for name, state in states.items():
        with drawn_text() as seen:
            render.cave(state)
        assert seen, name
        small = [(t, size) for t, size in seen if size < parts.MIN_TEXT]
        assert not small, (name, small)


@pytest.mark.parametrize("kind", CAVEMAN_KINDS)
def test_titles_never_cut(kind: int) -> None:
    """Every caveman kind's full title is drawn whole in each face-up slot, its scoring rule
    whole across its lines, and no text of the board is cut with an ellipsis."""
    state = with_board(origins_game(GameConfig(players=4, mode=Mode.TRIBE, seed=1)), kind)
    with drawn_text() as seen:
        render.cave(state)
    drawn = [t for t, _ in seen]
    assert not [t for t in drawn if text.ELLIPSIS in t]
    titles = [(t, size) for t, size in seen if t == CAVEMAN_TITLES[kind]]
    assert titles == [(CAVEMAN_TITLES[kind], parts.TITLE)] * CAVE_BOARD_SLOTS
    # Each slot draws its number, its title, then its rule line by line.
    assert " ".join(drawn).count(f"{CAVEMAN_TITLES[kind]} {caveman_rule(kind)}") == CAVE_BOARD_SLOTS


def drawn_slots(drawn: list[str]) -> list[str]:
    """What each slot says after its number (its title or "Empty"), in the order drawn: a
    slot's number is drawn just before its title."""
    out = []
    for slot in range(CAVE_BOARD_SLOTS):
        at = drawn.index(str(slot + 1), drawn.index("Cave board"))
        out.append(drawn[at + 1])
    return out


def drawn_pile(drawn: list[str]) -> Counter[str]:
    """The pile's tiles by title as drawn ("Amazon warrior ×3")."""
    counts: Counter[str] = Counter()
    for t in drawn:
        m = re.fullmatch(r"(.+) ×(\d+)", t)
        if m:
            counts[m[1]] += int(m[2])
    return counts


def test_slots_and_pile_as_drawn_match_the_state(states: dict[str, OriginsState]) -> None:
    """Slots 1–4 are drawn in order, each with its caveman's title or "Empty"; the pile's size,
    and its tiles by title with their counts, are those of the state; the typed name is drawn
    beside each title it differs from (fisher, firelady, warrior1–3), and no other."""
    for name, state in states.items():
        with drawn_text() as seen:
            render.cave(state)
        drawn = [t for t, _ in seen]
        expected = [CAVEMAN_TITLES[k] if k >= 0 else "Empty" for k in state.cave_board]
        assert drawn_slots(drawn) == expected, name
        pile = Counter(CAVEMAN_TITLES[k] for k in state.cave_pile)
        assert drawn_pile(drawn) == pile, name
        n = len(state.cave_pile)
        assert str(n) in drawn
        head = f"Face-down pile: {n} tile{'s' * (n != 1)}" if n else "Face-down pile: empty"
        assert head in drawn, name
        typed = {CAVEMAN_NAMES[k] for k in state.cave_pile if CAVEMAN_NAMES[k] != CAVEMAN_TITLES[k].lower()}
        listed = {t for t in drawn if t in CAVEMAN_NAMES}
        assert listed == typed, name


def test_costs_and_the_moment(states: dict[str, OriginsState]) -> None:
    """The board says both recruit costs and the moment: the round, "Final round: no
    recruiting", or "The game is over"; a taken slot is "refilled next round", or "taken" once
    no refill comes."""
    for name, state in states.items():
        with drawn_text() as seen:
            render.cave(state)
        drawn = [t for t, _ in seen]
        assert any(t.startswith("Face up: 2 resources of different kinds") for t in drawn), name
        assert any(t.startswith("Any one for 4 resources of 4 kinds") for t in drawn), name
        if state.is_over:
            assert "The game is over" in drawn
        elif state.final_round:
            assert "Final round: no recruiting" in drawn
        else:
            moment = f"Round {state.round} of {state.config.rounds}" if state.round else "Initial draft"
            assert moment in drawn, name
        empty = sum(k < 0 for k in state.cave_board)
        later = "taken" if state.is_over or state.final_round else "refilled next round"
        assert drawn.count(later) == empty, name


def test_taken_slots_are_outlines(states: dict[str, OriginsState]) -> None:
    """In the picture itself, a face-up slot is a filled panel and a taken slot only an outline
    on the background (sampled inside each slot, below its rule)."""
    for name in ("full", "taken", "over"):
        state = states[name]
        img = decode(render.cave(state))
        for slot, kind in enumerate(state.cave_board):
            x = parts.MARGIN + slot % 2 * (SLOT_W + parts.GAP) + SLOT_W - 30
            y = GRID_Y + slot // 2 * (SLOT_H + parts.GAP) + SLOT_H - 10
            want = theme.PANEL if kind >= 0 else theme.BACKGROUND
            assert near(img.getpixel((x, y)), want), (name, slot)
