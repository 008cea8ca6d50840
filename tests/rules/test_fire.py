"""Fire tokens: where a volcano throws them (ruling 3) and what they destroy (ruling 4)."""

from __future__ import annotations

import pytest

import rules
from rules import as_a
from rules.ai.agents import RandomAgent
from rules.boxes.origins import (
    FISH,
    FLINT,
    HUNTER,
    MAMMOTH,
    MUSHROOM,
    SHAMAN,
    WARRIOR1,
    WARRIOR2,
    OriginsTerritory,
    breakdown,
    domino,
    volcano_half,
)
from rules.core.config import GameConfig
from rules.core.grid import iter_bits
from rules.core.notation import ParsedTerritory, parse_territory
from rules.core.pieces import VOLCANO
from rules.names import Decision, Mode
from tests.rules.games import origins_game, placement_territories

Frame = set[tuple[int, int]]


def targets(parsed: ParsedTerritory, volcano: tuple[int, int], craters: int) -> Frame:
    """The landing squares, in frame coordinates, of a token thrown from the frame square `volcano`."""
    terr = as_a(OriginsTerritory, parsed.territory)
    mask = terr.fire_targets(parsed.from_frame(*volcano), craters)
    return {parsed.to_frame(p) for p in iter_bits(mask)}


def block(rows: range, cols: range) -> Frame:
    return {(r, c) for r in rows for c in cols}


SMALL = "V{k} D D\nD H D\nD D D"
LINE = "V{k} D D H D"
CORNER_5 = "V{k} D D D D\nD D D D D\nD D H D D\nD D D D D\nD D D D D"
CENTRE_7 = "\n".join(
    " ".join("H" if (r, c) == (0, 0) else "V{k}" if (r, c) == (3, 3) else "D" for c in range(7))
    for r in range(7)
)

RANGE_CASES = [
    # 3×3 with the volcano in a corner: 3 craters reach only the 3 neighbours, the hut among them.
    (SMALL, (0, 0), 3, {(0, 1), (1, 0), (1, 1)}),
    (SMALL, (0, 0), 2, block(range(3), range(3)) - {(0, 0)}),
    (SMALL, (0, 0), 1, block(range(3), range(3)) - {(0, 0)}),
    # A line: distance 1..3, 1..2, exactly 1; the hut at distance 3 is reachable by 1 crater only.
    (LINE, (0, 0), 1, {(0, 1), (0, 2), (0, 3)}),
    (LINE, (0, 0), 2, {(0, 1), (0, 2)}),
    (LINE, (0, 0), 3, {(0, 1)}),
    # A full 5×5, volcano in the corner: king-move distance, diagonals included.
    (CORNER_5, (0, 0), 1, block(range(4), range(4)) - {(0, 0)}),
    (CORNER_5, (0, 0), 2, block(range(3), range(3)) - {(0, 0)}),
    (CORNER_5, (0, 0), 3, {(0, 1), (1, 0), (1, 1)}),
    # A full 7×7, volcano in the centre, hut in a corner at distance 3.
    (CENTRE_7, (3, 3), 1, block(range(7), range(7)) - {(3, 3)}),
    (CENTRE_7, (3, 3), 2, block(range(1, 6), range(1, 6)) - {(3, 3)}),
    (CENTRE_7, (3, 3), 3, block(range(2, 5), range(2, 5)) - {(3, 3)}),
]


@pytest.mark.parametrize(("text", "volcano", "craters", "expected"), RANGE_CASES)
def test_fire_range(text: str, volcano: tuple[int, int], craters: int, expected: Frame) -> None:
    """1 crater: king distance 1..3; 2 craters: 1..2; 3 craters: exactly 1 (ruling 3)."""
    parsed = parse_territory(text.format(k=craters))
    assert targets(parsed, volcano, craters) == expected


LANDING = [
    (
        "V1 D1 D!1\nD H!2 V2\nL D Gr",
        (0, 0),
        1,
        {(1, 0), (2, 0), (2, 1), (2, 2)},
        "not on printed fire, a fire token (the hut's too) or a volcano; a resource is fine",
    ),
    ("V1 V2 H", (0, 0), 1, {(0, 2)}, "never on a volcano square, its own or another"),
    ("V1 D . .\n. H D .", (0, 0), 1, {(0, 1), (1, 1), (1, 2)}, "only squares of the territory"),
    (". . .\n. V3 D1\n. H!1 .", (1, 1), 3, set(), "no legal square: the token is lost"),
    ("V3 H", (0, 0), 3, {(0, 1)}, "the hut is a legal landing square"),
    ("V2 D@hunter G1\nH D@shaman .", (0, 0), 2, {(0, 1), (1, 0), (1, 1)}, "cavemen do not protect"),
]


@pytest.mark.parametrize(
    ("text", "volcano", "craters", "expected"), [c[:4] for c in LANDING], ids=[c[4] for c in LANDING]
)
def test_fire_landing_squares(text: str, volcano: tuple[int, int], craters: int, expected: Frame) -> None:
    """A token lands on a square of the territory with no fire and no volcano (the hut included)."""
    assert targets(parse_territory(text), volcano, craters) == expected


# --- what fire destroys ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "at", "fires", "lost"),
    [
        ("H Gr", (0, 1), 1, (MAMMOTH, -1)),
        ("H Lr", (0, 1), 2, (FISH, -1)),
        ("H Jr", (0, 1), 3, (MUSHROOM, -1)),
        ("H Qr", (0, 1), 1, (FLINT, -1)),
        ("H D@hunter", (0, 1), 1, (-1, HUNTER)),
        ("H V1@shaman", (0, 1), 2, (-1, SHAMAN)),
        ("H D@warrior2", (0, 1), 1, (-1, WARRIOR2)),
        ("H G", (0, 1), 1, (-1, -1)),
        ("H G", (0, 0), 2, (-1, -1)),
    ],
)
def test_land_fire_destroys(text: str, at: tuple[int, int], fires: int, lost: tuple[int, int]) -> None:
    """Fire destroys the wooden resource or caveman where it lands and says which (ruling 4)."""
    parsed = parse_territory(text)
    terr = as_a(OriginsTerritory, parsed.territory)
    cell = parsed.from_frame(*at)
    before = terr.fire_icons()
    assert terr.land_fire(cell, fires) == lost
    assert not terr.resources >> cell & 1
    assert cell not in terr.cavemen
    assert not terr.warriors >> cell & 1
    assert terr.tokens[cell] == fires
    assert terr.fire_icons() == before + fires


def test_fire_leaves_other_squares_alone() -> None:
    """Only the landing square loses its resource or caveman."""
    parsed = parse_territory("H Gr Gr\nD@hunter D D@painter")
    terr = as_a(OriginsTerritory, parsed.territory)
    terr.land_fire(parsed.from_frame(0, 1), 1)
    assert terr.resources == 1 << parsed.from_frame(0, 2)
    assert terr.cavemen == {parsed.from_frame(1, 0): HUNTER, parsed.from_frame(1, 2): 4}


def test_burnt_warrior_leaves_its_group() -> None:
    """A burnt warrior no longer counts in its group: 1+2 power side by side, then the 1 alone."""
    parsed = parse_territory("H D@warrior1 D@warrior2")
    terr = as_a(OriginsTerritory, parsed.territory)
    assert breakdown(terr, mode=Mode.TRIBE).caveman_points == 2 * 3
    terr.land_fire(parsed.from_frame(0, 2), 1)
    assert terr.cavemen == {parsed.from_frame(0, 1): WARRIOR1}
    # The lone small warrior (1) and the fire on a 2-square desert region (2 × 1).
    assert breakdown(terr, mode=Mode.TRIBE).caveman_points == 1
    assert breakdown(terr, mode=Mode.TRIBE).total == 1 + 2


def test_no_second_token_on_a_square() -> None:
    """After a token lands, no later token may land on the same square."""
    parsed = parse_territory("V1 D H")
    terr = as_a(OriginsTerritory, parsed.territory)
    volcano, desert = parsed.from_frame(0, 0), parsed.from_frame(0, 1)
    assert terr.fire_targets(volcano, 1) == 1 << desert | 1 << terr.grid.hut
    terr.land_fire(desert, 1)
    assert terr.fire_targets(volcano, 1) == 1 << terr.grid.hut
    terr.land_fire(terr.grid.hut, 1)
    assert terr.fire_targets(volcano, 1) == 0


# --- the bitboards against a brute-force reference -----------------------------------------------

REACH = {1: (1, 3), 2: (1, 2), 3: (1, 1)}  # ruling 3, by craters


def reference_targets(terr: OriginsTerritory, volcano: int, craters: int) -> set[tuple[int, int]]:
    """Ruling 3 square by square: own squares (hut too) in king range, no fire, not a volcano."""
    g = terr.grid
    near, far = REACH[craters]
    vr, vc = g.row_of[volcano], g.col_of[volcano]
    out = set()
    owned = {**{p: spec for p, spec in terr.specs.items()}, g.hut: None}
    for p, spec in owned.items():
        r, c = g.row_of[p], g.col_of[p]
        if not near <= max(abs(r - vr), abs(c - vc)) <= far:
            continue
        if p in terr.tokens:
            continue
        if spec is not None and (spec.fires or spec.terrain == VOLCANO):
            continue
        out.add((r, c))
    return out


@pytest.mark.parametrize(
    ("players", "mode", "seeds"),
    [(4, Mode.DISCOVERY, range(4)), (3, Mode.TRIBE, range(10, 14)), (2, Mode.TOTEM, range(20, 22))],
)
def test_fire_targets_agree_with_reference(players: int, mode: Mode, seeds: range) -> None:
    """Territory.fire_targets equals the reference from every square and for 1, 2 and 3 craters."""
    territories = placement_territories(seeds, players, mode)
    assert len(territories) > 40
    for terr in territories:
        g = terr.grid
        for volcano in iter_bits(terr.occupied):
            for craters in (1, 2, 3):
                found = {(g.row_of[p], g.col_of[p]) for p in iter_bits(terr.fire_targets(volcano, craters))}
                assert found == reference_targets(terr, volcano, craters)


@pytest.mark.parametrize(("players", "seed"), [(4, 1), (4, 2), (3, 3), (2, 4), (2, 5)])
def test_game_fire_decisions(players: int, seed: int) -> None:
    """In seeded games: after a volcano the Fire actions are the reference squares, or the token is lost."""
    state = origins_game(GameConfig(players=players, mode=Mode.TRIBE, seed=seed))
    agent = RandomAgent(seed)
    volcanoes = 0
    while not state.is_over:
        pending = state.pending()
        action = agent.choose(state)
        seen = len(state.events)
        state.play(action)
        if pending is None or pending.decision is not Decision.PLACE or not isinstance(action, rules.Place):
            continue
        assert pending.domino is not None
        dom = domino(pending.domino)
        half = volcano_half(dom)
        if half is None:
            continue
        volcanoes += 1
        g = state.grid
        cell = g.cell(action.square)
        volcano = (
            cell
            if dom.first.terrain == VOLCANO
            else state.territories[pending.player].second_cell(cell, action.direction)
        )
        craters = half.craters
        expected = reference_targets(state.territories[pending.player], volcano, craters)
        after = state.pending()
        if expected:
            assert after is not None and after.decision is Decision.FIRE
            assert after.player == pending.player
            offered = {
                (a.square.row, a.square.col) for a in state.legal_actions() if isinstance(a, rules.Fire)
            }
            assert offered == expected
        else:
            assert ("fire-lost", pending.player, craters) in state.events[seen:]
    assert volcanoes > 0
