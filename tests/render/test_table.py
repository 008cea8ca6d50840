"""`render.table` and `render.decision`, drawn for a phone: their width, the smallest text, the
acting player's territory large and the others at one scale, the lines' captions and veils, the
scoreboard's points and provisional bonuses, the winner's banner, names and alt texts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image

import render
from render.core import parts, theme
from render.layers import draft_lines, standings, turn_card
from render.pictures.table import plan
from rules import GameConfig, RandomAgent, new_game
from rules.boxes.origins import CAVEMAN_TITLES, FIRE, RECRUIT, domino
from rules.core.actions import DISCARD
from rules.core.decisions import PICK, PLACE
from rules.core.game import GameState
from rules.core.pieces import TERRAIN_NAMES
from rules.core.scoring import TieBreak, final_scores
from rules.names import Decision, Mode, Option
from tests.render.states import (
    EN,
    NAMES,
    MiB,
    classic_finished,
    classic_mid_game,
    decode,
    drawn_text,
    finished,
    mid_game,
    near,
    origins_until,
    play_until,
    resources_acting,
    resources_finished,
)
from tests.rules.games import origins_game

MODES = [Mode.DISCOVERY, Mode.TOTEM, Mode.TRIBE]
ROOT = Path(__file__).resolve().parents[2]


def sample_states() -> list[GameState]:
    """States of every kind the table shows: each mode and player count at the draft, mid-game
    and over; a fire token, a recruit and a totem to hand over; classic and the variant."""
    out: list[GameState] = []
    for players in (2, 3, 4):
        for mode in MODES:
            seed = players * 3 + MODES.index(mode)
            out += [
                new_game(GameConfig(players=players, mode=mode, seed=seed)),
                mid_game(players, mode, seed),
            ]
        out.append(finished(players, Mode.TRIBE, seed=players))
    tribe = GameConfig(players=4, mode=Mode.TRIBE, seed=3)
    out.append(play_until(tribe, lambda s: s.round >= 3 and s.stage == FIRE))
    out.append(play_until(tribe, lambda s: s.round >= 3 and s.stage == RECRUIT))
    totem = GameConfig(players=4, mode=Mode.TOTEM, seed=11)  # a totem to hand over in round 6
    handing = origins_until(totem, lambda s: bool(s.totem_queue))
    assert handing.totem_queue
    out.append(handing)
    out += [classic_mid_game(4), classic_finished(3), resources_acting(4), resources_finished(3, seed=2)]
    return out


@pytest.fixture(scope="module")
def states() -> list[GameState]:
    return sample_states()


# --- size and text ---------------------------------------------------------------------------------


def test_phone_width_portrait_and_small(states: list[GameState]) -> None:
    """Table and decision card are 1080 px wide and portrait; the table at most 2400 px tall (no
    3-player strip), the card shorter than the table and at most 1400 px; PNGs under 1 MiB."""
    for state in states:
        pic = render.table(state, names=NAMES)
        card = render.decision(state, names=NAMES)
        for p in (pic, card):
            assert p.width == parts.WIDTH
            decode(p)
            assert len(p.png) < MiB
        assert parts.WIDTH < pic.height <= 2400, (state.config, pic.height)
        assert card.height < pic.height
        assert card.height <= 1400, (state.config, card.height)


def test_no_text_under_28_px(states: list[GameState]) -> None:
    """Every text of the table, the decision card and the score sheet is drawn at 28 px or more
    (about 9 px on a 360 px phone)."""
    for state in states:
        with drawn_text() as seen:
            render.table(state, names=NAMES)
            render.decision(state, names=NAMES)
            render.final(state, names=NAMES)
        assert seen
        small = [(t, size) for t, size in seen if size < parts.MIN_TEXT]
        assert not small, small


# Every module that draws a phone picture's parts: the pictures, their layers, the shared parts
# and each game's own (its sprites aside: they draw their numbers themselves, small).
PHONE_MODULES = sorted(
    [
        *(ROOT / "render" / "pictures").glob("*.py"),
        *(ROOT / "render" / "layers").glob("*.py"),
        ROOT / "render" / "core" / "parts.py",
        *(p for p in (ROOT / "render" / "boxes").rglob("*.py") if not p.name.endswith("sprites.py")),
    ]
)


def test_text_only_through_the_text_module() -> None:
    """The phone pictures draw no text themselves (`ImageDraw.text`): all of it goes through
    render.text, which knows every script's fonts."""
    assert {p.stem for p in PHONE_MODULES} >= {
        "table",
        "turn_card",
        "supplies",
        "scoreboard",
        "cave",
        "legend",
    }
    for module in PHONE_MODULES:
        source = module.read_text(encoding="utf-8")
        assert not re.search(r"\.text\(", source), module


# --- the territories ---------------------------------------------------------------------------------


def test_acting_territory_large_others_at_one_scale(states: list[GameState]) -> None:
    """The acting player's territory (the winner's once over) is drawn with larger squares than
    every other, and all the others with squares of one size, inside the picture."""
    for state in states:
        p = plan(state, names=NAMES)
        acting = state.current_player()
        if acting >= 0:
            assert p.featured.player == acting
        else:
            assert p.featured.player in final_scores(state).winners
        rest = [q for q in range(state.config.players) if q != p.featured.player]
        assert sorted(s.player for s in p.others) == rest
        cells = {s.frame.cell for s in p.others}
        assert len(cells) == 1, cells
        assert p.featured.frame.cell > cells.pop()
        for slot in (p.featured, *p.others):
            f = slot.frame
            assert f.x >= 0 and f.x + f.width <= p.width and f.y + f.height <= p.height
            assert f.width <= slot.size


@pytest.mark.parametrize("players", [2, 3, 4])
def test_acting_territory_outlined_in_its_colour(players: int) -> None:
    """The large territory is the acting player's, outlined in their colour, drawn where the
    plan puts it (its centre square shows the player's hut)."""
    state = mid_game(players, Mode.TOTEM, seed=3)
    img = decode(render.table(state, names=NAMES))
    p = plan(state, names=NAMES)
    acting = state.current_player()
    f = p.featured.frame
    assert img.getpixel((f.x - 2, f.y + f.height // 2)) == theme.player_colour(acting)
    for slot in p.others:
        hut = state.grid.hut
        box = slot.frame.box(state.grid.row_of[hut], state.grid.col_of[hut])
        crop = img.crop(box).getcolors(1 << 16)
        assert crop is not None
        assert theme.player_colour(slot.player) in {c for _, c in crop}


def test_three_players_are_not_a_strip() -> None:
    """Three players: two others side by side under the large one, the picture taller than wide."""
    state = mid_game(3, Mode.TRIBE, seed=4)
    p = plan(state, names=NAMES)
    assert len(p.others) == 2
    assert p.others[0].y == p.others[1].y
    assert p.others[0].x < p.others[1].x
    assert p.width < p.height <= 2400


# --- the lines of the draft ------------------------------------------------------------------------


def test_captions_follow_the_game() -> None:
    """The draft shows one line, captioned as the first line; mid-game "Placing now" and "Next
    line"; the final round no next line; once over, no line (and no "Placing now") at all."""
    draft = new_game(GameConfig(players=4, seed=1))
    rows = draft_lines.rows(draft, EN)
    assert [r.caption for r in rows] == ["First line: the initial draft"]
    assert rows[0].line == draft.next_line
    mid = mid_game(4, seed=1)
    assert [r.caption for r in draft_lines.rows(mid, EN)] == ["Placing now", "Next line"]
    last = play_until(GameConfig(players=4, seed=1), lambda s: s.final_round)
    assert draft_lines.rows(last, EN)[-1].caption.startswith("No next line")
    over = finished(4, seed=1)
    assert draft_lines.rows(over, EN) == []
    with drawn_text() as seen:
        render.table(over, names=NAMES)
        render.decision(over, names=NAMES)
    assert not any("Placing now" in t for t, _ in seen)
    with drawn_text() as seen:
        render.table(draft, names=NAMES)
    assert ("First line: the initial draft", parts.LABEL) in seen
    assert not any("Placing now" in t for t, _ in seen)


def domino_pixel(state: GameState, img: Image.Image, index: int) -> tuple[int, int, int]:
    """A pixel of the first square of the `index`-th domino of "Placing now", clear of its
    letter, icon, multipliers and resource (near its bottom right corner)."""
    p = plan(state, names=NAMES)
    top = draft_lines.row_tops(state, p.lines_y, EN)[0] + draft_lines.CAPTION
    left = draft_lines.domino_left(parts.MARGIN + parts.PAD, index)
    pixel = img.getpixel((left + draft_lines.SQUARE - 5, top + draft_lines.SQUARE - 5))
    assert isinstance(pixel, tuple)
    return pixel[0], pixel[1], pixel[2]


def test_placed_domino_veiled_at_once() -> None:
    """While its player still lands the fire token, chooses or recruits, the domino just placed
    is already veiled; the one being placed is not, nor those after it."""
    seen = set()
    for seed in range(1, 6):
        state = origins_game(GameConfig(players=4, mode=Mode.TRIBE, seed=seed))
        agent = RandomAgent(seed)
        while not state.is_over and state.round < 4:
            if state.round >= 2 and state.stage in (PLACE, FIRE, PICK, RECRUIT) and not state.totem_queue:
                img = decode(render.decision(state, names=NAMES))
                placed = draft_lines.placed_count(state)
                after = state.stage != PLACE
                assert placed == state.position + after
                for i in range(len(state.line)):
                    half = state.config.box.domino(state.line[i]).first
                    fill = theme.TERRAIN_FILL[half.terrain]
                    assert near(domino_pixel(state, img, i), fill, 6) == (i >= placed), (state.stage, i)
                seen.add(state.stage)
            state.play(agent.choose(state))
    assert seen >= {PLACE, FIRE, PICK, RECRUIT}


def choosing_among_taken(state: GameState) -> bool:
    """Whether the pending player chooses from a line of which some dominoes are taken already."""
    pending = state.pending()
    choosing = pending is not None and pending.decision in (Decision.DRAFT, Decision.PICK)
    return choosing and any(o >= 0 for o in state.next_owners)


def test_chiefs_in_the_lines_are_their_players_chips(
    states: list[GameState], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each chief or king on a domino of the lines not placed yet is its player's chip beside the
    domino, in the player's colour, its seat number drawn at 28 px or more; a placed domino has
    none; the pick card's line shows the taken dominoes' chips too."""
    chips: list[tuple[int, int, int, int]] = []
    original = parts.chip

    def record(img: Image.Image, draw: object, seat: int, x: int, mid: int, size: int, **kw: bool) -> None:
        chips.append((seat, x, mid, size))
        original(img, draw, seat, x, mid, size, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(parts, "chip", record)
    picking = play_until(GameConfig(players=4, seed=5), lambda s: s.round >= 2 and choosing_among_taken(s))
    picks = 0
    for state in [*states, picking]:
        chips.clear()
        with drawn_text() as seen:
            img = decode(render.decision(state, names=NAMES))
        p = plan(state, full=False, names=NAMES)
        for row, top in zip(
            draft_lines.rows(state, EN), draft_lines.row_tops(state, p.lines_y, EN), strict=True
        ):
            for i, owner in enumerate(row.owners):
                x = draft_lines.domino_left(parts.MARGIN + parts.PAD, i) + 2 * draft_lines.SQUARE + 10
                mid = top + draft_lines.CAPTION + draft_lines.SQUARE // 2
                shown = owner >= 0 and i >= row.placed
                assert ((owner, x, mid, draft_lines.PAWN) in chips) == shown, (row.caption, i)
                if shown:
                    assert near(img.getpixel((x + 6, mid + 16)), theme.player_colour(owner), 6)
                    assert any(t == str(owner + 1) and size >= parts.MIN_TEXT for t, size in seen)
        if choosing_among_taken(state):
            taken = [o for o in state.next_owners if o >= 0]
            card = state.current_player()  # the card's own chip, by its main line, is 48 px too
            assert sorted(seat for seat, _, _, size in chips if size == 48) == sorted([*taken, card])
            picks += 1
    assert picks


def test_variant_kings_beside_the_lines() -> None:
    """The variant: the kings still to act beside "Placing now", the action column beside "Next
    line", each king its player's chip (in their colour), first on the left."""
    state = resources_acting(4, seed=1)
    img = decode(render.table(state, names=NAMES))
    p = plan(state, names=NAMES)
    rows = draft_lines.rows(state, EN)
    tops = draft_lines.row_tops(state, p.lines_y, EN)
    right = parts.WIDTH - parts.MARGIN - parts.PAD
    for row, top, kings in zip(rows, tops, (state.actors, state.column), strict=True):
        spots = draft_lines.king_spots(row, right, top + draft_lines.CAPTION // 2 - 2, EN)
        assert [seat for seat, _, _ in spots] == kings
        assert [x for _, x, _ in spots] == sorted(x for _, x, _ in spots)
        for seat, x, y in spots:
            size = draft_lines.KINGS
            body = (x + size * 3 // 10, y + size * 88 // 100)
            assert near(img.getpixel(body), theme.player_colour(seat), 12), (seat, body)


# --- the turn card and the scoreboard --------------------------------------------------------------


def test_turn_card_says_who_does_what() -> None:
    """The card's main line is the acting player's name and the action, the domino's number
    when placing; with very long names the action is still drawn whole, the name cut."""
    state = mid_game(4, Mode.TRIBE, seed=2)
    number = state.line[state.position]
    acting = state.current_player()
    long = tuple(n * 40 for n in NAMES)
    for names in (NAMES, long):
        with drawn_text() as seen:
            render.decision(state, names=names)
        texts = [t for t, _ in seen]
        assert f"places domino {number}" in texts
        big = [t for t, size in seen if size == parts.BIG and t != f"places domino {number}"]
        assert big and big[0].rstrip("…") and names[acting].startswith(big[0].rstrip("…"))
    assert any(t.endswith("…") for t, size in seen if size == parts.BIG)


def test_turn_card_for_each_decision(states: list[GameState]) -> None:
    """Each decision has its own action on the card (a fire token, a recruit, a totem, the
    variant's act), never a bare "decides"."""
    found = set()
    for state in states:
        pending = state.pending()
        table = standings.standings(state)
        card = turn_card.card(state, NAMES, table, final_scores(state), EN)
        if pending is None:
            assert card.crown and card.action == "wins"
            continue
        assert card.action != "decides"
        assert card.names == (NAMES[pending.player],)
        found.add(pending.decision)
    assert found >= {Decision.DRAFT, Decision.PLACE, Decision.FIRE, Decision.RECRUIT, Decision.TOTEM}


def test_points_without_provisional_bonus() -> None:
    """An empty territory with Empire of Fire met scores 0 points and shows "+10 if kept" apart,
    never "10 pts"; mid-game the points are the sheet's total without the bonuses; at the end
    the bonuses are earned and nothing is shown apart."""
    options = frozenset({Option.EMPIRE_OF_FIRE, Option.HOMO_HABILIS})
    start = new_game(GameConfig(players=3, seed=2, options=options))
    assert all((s.points, s.bonus) == (0, 10) for s in standings.standings(start))
    with drawn_text() as seen:
        render.table(start, names=NAMES)
    texts = [t for t, _ in seen]
    assert texts.count("0 pts") == 3 and texts.count("+10 if kept") == 3
    assert "10 pts" not in texts
    state = mid_game(4, Mode.TOTEM, seed=7, options=options)
    for s, sheet in zip(standings.standings(state), final_scores(state).players, strict=True):
        assert s.points == sheet.total - sum(sheet.bonuses.values())
        assert s.bonus == sum(sheet.bonuses.values())
    end = play_until(GameConfig(players=3, seed=2, options=options), lambda s: False)
    for s, sheet in zip(standings.standings(end), final_scores(end).players, strict=True):
        assert (s.points, s.bonus) == (sheet.total, 0)


def test_places_follow_the_earned_points() -> None:
    """Mid-game places rank the earned points (the rules' tie-breaks after), leaders first."""
    state = mid_game(4, Mode.TRIBE, seed=5, options=frozenset({Option.EMPIRE_OF_FIRE}))
    table = standings.standings(state)
    by_place = sorted(table, key=lambda s: s.place)
    assert [s.points for s in by_place] == sorted((s.points for s in table), reverse=True)
    assert standings.leaders(table) == [s.player for s in table if s.place == 1]


def test_winner_banner_at_the_end() -> None:
    """Once the game is over the card is the winner's banner: a crown, "<name> wins", the points;
    the scoreboard says who won."""
    state = finished(4, Mode.TRIBE, seed=3)
    winner = final_scores(state).winners[0]
    with drawn_text() as seen:
        pic = render.table(state, names=NAMES)
    texts = [t for t, _ in seen]
    assert NAMES[winner] in texts and "wins" in texts
    assert f"{NAMES[winner]} wins" in texts  # the scoreboard's title line
    points = next(s.total for s in final_scores(state).players if s.player == winner)
    assert any(t.startswith(f"{points} points") for t in texts)
    img = decode(pic)
    p = plan(state, names=NAMES)
    assert p.featured.player == winner
    crown = img.crop((parts.MARGIN + parts.PAD, 90, parts.MARGIN + parts.PAD + 60, 160)).getcolors(1 << 16)
    assert crown is not None
    assert any(near(c, theme.HIGHLIGHT, 60) or near(c, theme.FIRE_YELLOW, 60) for _, c in crown)


def test_ties_are_told_with_and() -> None:
    """Tied players are named "X and Y" (the lead, a shared win, a tie-break), names cut to fit
    while the words after them stay whole."""
    tie = TieBreak((0, 2), 30, (5, 5), (4, 3), "fire icons", "fire icons")
    assert standings.tie_sentence(tie, NAMES, EN).startswith(f"{NAMES[0]} and {NAMES[2]} tie on 30 points")
    line = parts.names_then(["A" * 80, "B" * 80], "scoreboard-tie", parts.TEXT, 500, EN)
    assert line.endswith(" and " + line.split(" and ")[1]) and line.endswith("tie for the lead")
    draft = new_game(GameConfig(players=3, seed=1))
    with drawn_text() as seen:
        render.table(draft, names=NAMES)
    assert f"{NAMES[0]}, {NAMES[1]} and {NAMES[2]} tie for the lead" in [t for t, _ in seen]


def test_cavemen_by_their_full_titles() -> None:
    """The cave board beside the territory names each face-up caveman by its full title."""
    state = mid_game(4, Mode.TRIBE, seed=6)
    with drawn_text() as seen:
        render.table(state, names=NAMES)
    said = " ".join(t for t, _ in seen)
    for kind in state.cave_board:
        if kind >= 0:
            assert CAVEMAN_TITLES[kind] in said


# --- names, alt text, determinism ------------------------------------------------------------------


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
        dom = domino(pending.domino)
        halves = " | ".join(TERRAIN_NAMES[h.terrain] for h in dom.squares)
        if not (state.config.mode is not Mode.DISCOVERY):
            return f"{name} must {verb(state)} domino {dom.number} ({halves}"
        return f"{name} must {verb(state)} domino {dom.number} ({TERRAIN_NAMES[dom.first.terrain]}"
    if pending.decision is Decision.DRAFT and state.neolithic:
        return f"{name} must choose two dominoes of the first line"
    return str(pending).replace(f"Player {pending.player + 1}", name, 1)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", MODES)
def test_alt_tells_round_and_pending_decision(players: int, mode: Mode) -> None:
    """The alt texts give the round (the table) and who must decide what, with the names."""
    draft = new_game(GameConfig(players=players, mode=mode, seed=4))
    alt = render.table(draft, names=NAMES).alt
    assert "initial draft" in alt
    assert expected_pending(draft, NAMES) in alt
    assert expected_pending(draft, NAMES) in render.decision(draft, names=NAMES).alt
    if players > 2:  # the Neolithic's first pick is a pair of dominoes
        assert "put a chief on a domino of the first line" in alt
    state = mid_game(players, mode, seed=4, round_=7)
    alt = render.table(state, names=NAMES).alt
    assert f"round {state.round} of 12" in alt
    assert expected_pending(state, NAMES) in alt
    assert f"must {verb(state)} domino {state.line[state.position]}" in alt
    assert all(NAMES[p] in alt for p in range(players))
    assert expected_pending(state, NAMES) in render.decision(state, names=NAMES).alt


def test_alt_at_the_end() -> None:
    """Once the game is over the alt text says so."""
    assert "game is over" in render.table(finished(3, Mode.TRIBE, seed=5)).alt


def test_names_with_accents_are_drawn() -> None:
    """Accented names (Latin, Greek, Cyrillic) are drawn, not dropped."""
    state = mid_game(4, seed=6)
    accented = render.table(state, names=NAMES)
    assert accented.png != render.table(state, names=("Zoe", "Lukasz", "Xenia", "Dmitriy")).png
    assert accented.png != render.table(state, names=("?", "?", "?", "?")).png


def test_emoji_names_are_not_question_marks() -> None:
    """Emoji-only names are no longer drawn as '?' (the fallback faces have them)."""
    state = mid_game(4, seed=6)
    emoji = render.table(state, names=("🐉", "🔥🔥", "🦣", "🍄"))
    fallback = render.table(state, names=("?", "?", "?", "?"))
    assert emoji.png != fallback.png


def test_long_names_fit() -> None:
    """Very long names are cut to fit: the pictures keep their size."""
    state = mid_game(4, seed=6)
    long = tuple(name * 12 for name in NAMES)
    for draw in (render.table, render.decision):
        short, cut = draw(state, names=NAMES), draw(state, names=long)
        assert (cut.width, cut.height) == (short.width, short.height)
        decode(cut)


def test_same_state_same_bytes(states: list[GameState]) -> None:
    """The same state gives the same table and decision card, byte for byte."""
    for state in states[::3]:
        assert render.table(state, names=NAMES) == render.table(state, names=NAMES)
        assert render.decision(state, names=NAMES) == render.decision(state, names=NAMES)


def test_plan_is_the_drawing() -> None:
    """The layout the tests read is the one drawn (the module draws through `plan`)."""
    state = mid_game(4, Mode.TRIBE, seed=8)
    p = plan(state, names=NAMES)
    pic = render.table(state, names=NAMES)
    assert (p.width, p.height) == (pic.width, pic.height)
    small = plan(state, full=False, names=NAMES)
    card = render.decision(state, names=NAMES)
    assert (small.width, small.height) == (card.width, card.height)
