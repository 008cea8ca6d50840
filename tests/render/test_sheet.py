"""`render.final`: the score sheet drawn for a phone: its width, the smallest text, a thumbnail of
each territory, the ranking and tie-breaks in the picture and the alt text, mid-game and odd names."""

from __future__ import annotations

import pytest
from PIL import Image

import render
from render.alt.describe import shown_names
from render.core import parts, theme
from render.pictures.sheet import CARD_W, RANK_CHIP_X, plan, ranking_mid
from rules import GameConfig, final_scores, new_game
from rules.core.game import GameState
from rules.names import Mode
from tests.render.states import EN, NAMES, MiB, classic_finished, decode, drawn_text, finished, mid_game

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


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", MODES)
def test_phone_width(players: int, mode: Mode) -> None:
    """The sheet is 1080 px wide, two cards across, a PNG under 1 MiB, no taller than 3200 px."""
    pic = render.final(finished(players, mode, seed=players), names=NAMES)
    assert pic.width == parts.WIDTH
    assert 2 * CARD_W + parts.GAP + 2 * parts.MARGIN <= parts.WIDTH
    assert pic.height <= 3200
    decode(pic)
    assert len(pic.png) < MiB


@pytest.mark.parametrize("mode", MODES)
def test_no_text_under_28_px(mode: Mode) -> None:
    """Every text of the sheet, finished or mid-game, is drawn at 28 px or more."""
    for state in (finished(4, mode, seed=2), mid_game(3, mode, seed=2), classic_finished(4)):
        with drawn_text() as seen:
            render.final(state, names=NAMES)
        assert seen
        assert min(size for _, size in seen) >= parts.MIN_TEXT


def colours(img: Image.Image, box: tuple[int, int, int, int]) -> set[object]:
    crop = img.crop(box)
    found = crop.getcolors(crop.width * crop.height)
    assert found is not None
    return {c for _, c in found}


@pytest.mark.parametrize("mode", MODES)
def test_thumbnail_of_each_territory(mode: Mode) -> None:
    """Each card shows its player's final territory: the squares where the plan puts them, the
    player's hut (in their colour) on its centre square, every placed terrain's colour."""
    state = finished(4, mode, seed=4)
    p = plan(state, shown_names(NAMES, 4, words=EN), final_scores(state))
    img = decode(render.final(state, names=NAMES))
    assert [c.player for c in p.cards] == [0, 1, 2, 3]
    for card in p.cards:
        f = card.frame
        assert card.x <= f.x and f.x + f.width <= card.x + CARD_W
        assert card.y < f.y and f.y + f.height <= card.y + card.h
        terr = state.territories[card.player]
        g = terr.grid
        hut = f.box(g.row_of[g.hut], g.col_of[g.hut])
        assert theme.player_colour(card.player) in colours(img, hut)
        for cell, spec in terr.specs.items():
            _, _, right, bottom = f.box(g.row_of[cell], g.col_of[cell])
            corner = (right - 4, bottom - 4, right - 2, bottom - 2)
            assert theme.TERRAIN_FILL[spec.terrain] in colours(img, corner), g.name(cell)


def test_ranking_rows_in_order() -> None:
    """The ranking lists the players best first, each chip in its colour, a crown on the winner."""
    state = finished(4, Mode.TOTEM, seed=6)
    scores = final_scores(state)
    with drawn_text() as seen:
        pic = render.final(state, names=NAMES)
    texts = [t for t, _ in seen]
    ranked = [NAMES[p] for _, p in scores.ranking]
    where = [texts.index(name) for name in ranked]
    assert where == sorted(where)
    places = [t for t in texts[: where[-1] + 1] if t.endswith(("st", "nd", "rd", "th"))]
    assert places == ["1st", "2nd", "3rd", "4th"]
    p = plan(state, shown_names(NAMES, 4, words=EN), scores)
    img = decode(pic)
    for i, (_, player) in enumerate(scores.ranking):
        x = parts.MARGIN + RANK_CHIP_X + 4
        assert img.getpixel((x, ranking_mid(p, i))) == theme.player_colour(player)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", MODES)
def test_alt_lists_the_ranking(players: int, mode: Mode) -> None:
    """The alt text lists the players best first, each with their total."""
    state = finished(players, mode, seed=players + 4)
    check_ranking(state, render.final(state, names=NAMES).alt, NAMES)


def test_ties_named_with_and() -> None:
    """With tied totals, the alt text follows the rules' ranking and the sheet tells the tie as
    "X and Y tie on N points"."""
    for seed in range(1, 200):
        state = finished(4, Mode.DISCOVERY, seed)
        scores = final_scores(state)
        if scores.tie_breaks and len(scores.tie_breaks[0].players) == 2:
            break
    else:
        pytest.fail("no seeded game ended with two tied totals")
    with drawn_text() as seen:
        pic = render.final(state, names=NAMES)
    check_ranking(state, pic.alt, NAMES)
    tie = scores.tie_breaks[0]
    a, b = (NAMES[p] for p in tie.players)
    said = " ".join(t for t, _ in seen)
    assert f"{a} and {b} tie on {tie.points} points" in said


def test_mid_game_scores_so_far() -> None:
    """Mid-game (and before the first placement) the sheet renders the scores as they stand."""
    for state in (new_game(GameConfig(players=4, mode=Mode.TRIBE, seed=1)), mid_game(4, Mode.TRIBE, seed=1)):
        with drawn_text() as seen:
            pic = render.final(state, names=NAMES)
        decode(pic)
        assert ("Scores so far", parts.TITLE + 4) in seen
        check_ranking(state, pic.alt, NAMES)


def test_odd_names() -> None:
    """Names of emoji only, very long names and no names at all render at the same size."""
    state = finished(4, Mode.TOTEM, seed=8)
    odd = render.final(state, names=("🐉", "🔥🔥", "A" * 200, "Ξένια " * 30))
    plain = render.final(state)
    assert (odd.width, odd.height) == (plain.width, plain.height)
    decode(odd)
    check_ranking(state, plain.alt, tuple(f"Player {p + 1}" for p in range(4)))


def test_same_bytes_twice() -> None:
    """The same finished game gives the same score sheet bytes."""
    state = finished(3, Mode.TRIBE, seed=9)
    assert render.final(state, names=NAMES) == render.final(state, names=NAMES)
