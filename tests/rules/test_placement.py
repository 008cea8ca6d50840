"""Legal domino placement (RULES.md ruling 1 and 2): case tables and a brute-force reference."""

from __future__ import annotations

import pytest

import rules
from rules.ai.agents import RandomAgent
from rules.boxes.origins import DOMINOES, domino
from rules.core.config import GameConfig
from rules.core.errors import NotationError
from rules.core.grid import DOWN, LEFT, RIGHT, UP, iter_bits
from rules.core.notation import parse_territory
from rules.core.pieces import DESERT, Domino
from rules.core.territory import Territory
from rules.names import Decision, Mode
from tests.rules.games import placement_territories

STEPS = {RIGHT: (0, 1), DOWN: (1, 0), LEFT: (0, -1), UP: (-1, 0)}


def legal(text: str, number: int, at: tuple[int, int], direction: int, size: int | None = None) -> bool:
    """Whether domino `number` may go with its first half on frame square `at`, second towards `direction`."""
    parsed = parse_territory(text, size=size)
    terr = parsed.territory
    try:
        cell = parsed.from_frame(*at)
    except NotationError:
        return False  # off the fixed grid: too far from the hut for any territory
    answer = terr.is_legal_placement(domino(number), cell, direction)
    masks = terr.placement_masks(domino(number).first.terrain, domino(number).second.terrain)
    assert answer == bool(masks[direction] >> cell & 1)
    return answer


# --- the hut is wild ------------------------------------------------------------------------------

NEXT_TO_HUT = [
    ((0, 1), RIGHT),  # first half right of the hut
    ((1, 0), DOWN),
    ((0, -1), LEFT),
    ((-1, 0), UP),
    ((0, 2), LEFT),  # second half right of the hut
    ((2, 0), UP),
    ((0, -2), RIGHT),
    ((-2, 0), DOWN),
    ((1, 0), RIGHT),  # first half below the hut, lying sideways
    ((-1, 1), LEFT),  # second half above the hut
]


@pytest.mark.parametrize("number", range(1, 49))
@pytest.mark.parametrize(("at", "direction"), NEXT_TO_HUT)
def test_touching_the_hut_is_legal_for_any_terrain(number: int, at: tuple[int, int], direction: int) -> None:
    """Either half orthogonally next to the hut: legal whatever the terrains (the hut is wild)."""
    assert legal("H", number, at, direction)


@pytest.mark.parametrize("number", [1, 12, 15, 28, 48])
@pytest.mark.parametrize(
    ("at", "direction"),
    [((1, 1), RIGHT), ((1, 1), DOWN), ((-1, -1), LEFT), ((-1, 1), UP), ((1, -1), DOWN), ((2, 0), DOWN)],
)
def test_diagonal_or_distant_contact_with_the_hut_is_not_enough(
    number: int, at: tuple[int, int], direction: int
) -> None:
    """A domino touching the hut only at a corner, or not at all, is illegal."""
    assert not legal("H", number, at, direction)


@pytest.mark.parametrize(
    ("at", "direction"), [((0, 0), RIGHT), ((0, -1), RIGHT), ((1, 0), UP), ((0, 0), DOWN)]
)
def test_no_overlap_with_the_hut(at: tuple[int, int], direction: int) -> None:
    """No half may cover the hut."""
    assert not legal("H", 1, at, direction)


# --- matching terrain -----------------------------------------------------------------------------

# "H G": hut at (0, 0), a grassland at (0, 1).
MATCHING = [
    (12, (1, 1), DOWN, True, "G|G: first half under the grassland"),
    (12, (0, 2), RIGHT, True, "G|G: first half right of the grassland"),
    (12, (-1, 1), UP, True, "G|G: first half above the grassland"),
    (19, (1, 1), RIGHT, True, "G|L: the grassland half under the grassland"),
    (4, (1, 2), LEFT, True, "D|G: the second (grassland) half under the grassland"),
    (33, (1, 1), DOWN, True, "G1|J: printed fire does not matter, the terrain matches"),
    (48, (1, 0), RIGHT, True, "Q|V3: first half under the hut (wild)"),
    (15, (1, 1), RIGHT, False, "L|L: next to grassland only, diagonal to the hut"),
    (15, (0, 2), RIGHT, False, "L|L: next to grassland only"),
    (19, (1, 2), LEFT, False, "G|L reversed: the lake half is under the grassland, the grassland half alone"),
    (12, (1, 2), RIGHT, False, "G|G: only diagonal to the grassland"),
    (12, (-1, 2), UP, False, "G|G: only diagonal to the grassland, above"),
    (1, (-1, 1), UP, False, "D|D: above the grassland, no match"),
    (12, (0, 1), RIGHT, False, "overlaps the grassland"),
    (12, (0, 2), LEFT, False, "second half overlaps the grassland"),
    (12, (0, 3), RIGHT, False, "touches nothing"),
]


@pytest.mark.parametrize(
    ("number", "at", "direction", "expected"), [c[:4] for c in MATCHING], ids=[c[4] for c in MATCHING]
)
def test_matching_terrain(number: int, at: tuple[int, int], direction: int, expected: bool) -> None:
    """At least one half must match an orthogonally adjacent square's terrain (or touch the hut)."""
    assert legal("H G", number, at, direction) is expected


@pytest.mark.parametrize(
    ("number", "at", "direction", "expected"),
    [
        (48, (1, 3), LEFT, True),  # Q|V3: the volcano half under the volcano
        (28, (1, 1), RIGHT, True),  # D|V1: the desert half under the desert
        (15, (1, 2), RIGHT, False),  # L|L under the volcano
        (48, (1, 2), RIGHT, False),  # Q|V3 the wrong way round: quarry under the volcano
    ],
)
def test_volcano_matches_volcano(number: int, at: tuple[int, int], direction: int, expected: bool) -> None:
    """A volcano is a terrain like the others: a volcano half connects to a volcano square."""
    assert legal("H D V1", number, at, direction) is expected


# --- the 5×5 (7×7) limit --------------------------------------------------------------------------

# Already 5 wide and 5 tall: only squares inside that square remain.
CORNER = """
G G G G G
G . . . .
G G H . .
G . . . .
G . . . .
"""

LIMIT = [
    # A row of 5 squares, hut in the middle: no 6th column, any number of rows up to 5.
    ("G G H G G", 12, (0, 5), RIGHT, None, False),
    ("G G H G G", 12, (0, -1), LEFT, None, False),
    ("G G H G G", 12, (0, -2), RIGHT, None, False),
    ("G G H G G", 12, (1, 4), DOWN, None, True),
    ("G G H G G", 12, (1, 0), DOWN, None, True),
    ("G G H G G", 12, (-1, 0), UP, None, True),
    ("G G H G G", 12, (1, 4), RIGHT, None, False),
    # The hut in a corner of the territory is fine.
    ("H G G G G", 12, (1, 4), DOWN, None, True),
    ("H G G G G", 12, (1, 4), RIGHT, None, False),
    ("H G G G G", 12, (0, 5), RIGHT, None, False),
    ("H G G G G", 12, (1, 0), DOWN, None, True),
    ("H G G G G", 12, (-1, 0), UP, None, True),
    # A column of 5.
    ("G\nG\nH\nG\nG", 12, (5, 0), DOWN, None, False),
    ("G\nG\nH\nG\nG", 12, (-1, 0), UP, None, False),
    ("G\nG\nH\nG\nG", 12, (4, 1), RIGHT, None, True),
    # 4 rows: a domino standing up below would make 6, lying down 5.
    ("G\nG\nH\nG", 12, (4, 0), DOWN, None, False),
    ("G\nG\nH\nG", 12, (4, 0), RIGHT, None, True),
    # 5 wide and 5 tall already: only inside the square.
    (CORNER, 12, (3, 1), RIGHT, None, True),
    (CORNER, 12, (1, 1), RIGHT, None, True),
    (CORNER, 12, (5, 0), RIGHT, None, False),
    (CORNER, 12, (4, 1), DOWN, None, False),
    (CORNER, 12, (0, 5), DOWN, None, False),
    # The Neolithic: 7×7.
    ("G G H G G", 12, (0, 5), RIGHT, 7, True),
    ("G G H G G", 12, (0, -1), LEFT, 7, True),
    ("G G H G G", 12, (0, -2), LEFT, 7, False),
    ("G G G H G G G", 12, (0, 7), RIGHT, 7, False),
    ("G G G H G G G", 12, (0, -1), LEFT, 7, False),
    ("G G G H G G G", 12, (1, 6), DOWN, 7, True),
    ("G G G H G G G", 12, (-1, 0), UP, 7, True),
    ("H G G G G G G", 12, (1, 6), DOWN, 7, True),
    ("H G G G G G G", 12, (0, 7), RIGHT, 7, False),
]


@pytest.mark.parametrize(("text", "number", "at", "direction", "size", "expected"), LIMIT)
def test_territory_must_fit_in_the_square(
    text: str, number: int, at: tuple[int, int], direction: int, size: int | None, expected: bool
) -> None:
    """The whole territory, hut included, must fit in some 5×5 (7×7) square; the hut need not be central."""
    assert legal(text, number, at, direction, size=size) is expected


# --- a domino that fits nowhere (ruling 2) -------------------------------------------------------

# The only free squares inside the 5×5 are (4, 3) and (4, 4); all their neighbours are deserts.
ALMOST_FULL = """
D D D D D
D D D D D
D D H D D
D D D D D
D D D . .
"""

FULL = """
D D D D D
D D D D D
D D H D D
D D D D D
D D D D D
"""


@pytest.mark.parametrize("dom", DOMINOES, ids=str)
def test_fits_only_with_a_desert_half(dom: Domino) -> None:
    """With a two-square hole bordered by deserts, exactly the dominoes with a desert half fit."""
    terr = parse_territory(ALMOST_FULL).territory
    has_desert = DESERT in (dom.first.terrain, dom.second.terrain)
    assert terr.can_place(dom.first.terrain, dom.second.terrain) is has_desert


@pytest.mark.parametrize("dom", DOMINOES, ids=str)
def test_full_territory_fits_nothing(dom: Domino) -> None:
    """A complete 5×5 territory has no legal placement for any domino."""
    terr = parse_territory(FULL).territory
    assert terr.placement_masks(dom.first.terrain, dom.second.terrain) == (0, 0, 0, 0)
    assert not terr.can_place(dom.first.terrain, dom.second.terrain)


def test_desert_placements_in_the_hole() -> None:
    """The desert dominoes fit in the hole exactly where a desert half touches a desert."""
    parsed = parse_territory(ALMOST_FULL)
    terr = parsed.territory
    a, b = parsed.from_frame(4, 3), parsed.from_frame(4, 4)
    # D|D: both ways round touch deserts.
    assert terr.placement_masks(DESERT, DESERT) == (1 << a, 0, 1 << b, 0)
    # D|G (domino 4): the desert half on either square touches a desert.
    masks = terr.placement_masks(domino(4).first.terrain, domino(4).second.terrain)
    assert masks == (1 << a, 0, 1 << b, 0)


# --- the bitboards against a brute-force reference -----------------------------------------------


def reference_placements(terr: Territory, dom: Domino) -> set[tuple[int, int, int]]:
    """Every (row, col, direction) legal by ruling 1, checked square by square on (row, col) pairs."""
    return reference_table(terr)[dom.first.terrain, dom.second.terrain]


def reference_table(terr: Territory) -> dict[tuple[int, int], set[tuple[int, int, int]]]:
    """The reference answer for every pair of terrains (first half, second half)."""
    g = terr.grid
    n = g.size
    hut = (g.row_of[g.hut], g.col_of[g.hut])
    squares = {(g.row_of[p], g.col_of[p]): spec.terrain for p, spec in terr.specs.items()}
    taken = {*squares, hut}
    rows = [r for r, _ in taken]
    cols = [c for _, c in taken]
    top, bottom, left, right = min(rows), max(rows), min(cols), max(cols)

    def touches(r: int, c: int) -> set[int | None]:
        """What the square (r, c) touches orthogonally: terrains, and None for the hut."""
        out: set[int | None] = set()
        for dr, dc in STEPS.values():
            near = (r + dr, c + dc)
            if near == hut:
                out.add(None)
            elif near in squares:
                out.add(squares[near])
        return out

    # Free pairs of squares with which the territory still fits in n×n.
    fitting = []
    for r in range(-2, g.width + 2):
        for c in range(-2, g.width + 2):
            for d, (dr, dc) in STEPS.items():
                r2, c2 = r + dr, c + dc
                if (r, c) in taken or (r2, c2) in taken:
                    continue
                if max(bottom, r, r2) - min(top, r, r2) >= n or max(right, c, c2) - min(left, c, c2) >= n:
                    continue
                fitting.append((r, c, d, touches(r, c), touches(r2, c2)))
    table = {}
    for dom in DOMINOES:
        first, second = dom.first.terrain, dom.second.terrain
        table[first, second] = {
            (r, c, d)
            for r, c, d, near1, near2 in fitting
            if None in near1 or None in near2 or first in near1 or second in near2
        }
    return table


def engine_placements(terr: Territory, dom: Domino) -> set[tuple[int, int, int]]:
    g = terr.grid
    masks = terr.placement_masks(dom.first.terrain, dom.second.terrain)
    return {(g.row_of[p], g.col_of[p], d) for d, m in enumerate(masks) for p in iter_bits(m)}


@pytest.mark.parametrize(
    ("players", "mode", "seeds"),
    [
        (4, Mode.DISCOVERY, range(4)),
        (3, Mode.TRIBE, range(10, 14)),
        (2, Mode.TOTEM, range(20, 22)),
    ],
)
def test_bitboards_agree_with_reference(players: int, mode: Mode, seeds: range) -> None:
    """Territory.placement_masks equals the brute-force reference for all 48 dominoes on game territories."""
    territories = placement_territories(seeds, players, mode)
    assert len(territories) > 40
    for terr in territories:
        table = reference_table(terr)
        for dom in DOMINOES:
            expected = table[dom.first.terrain, dom.second.terrain]
            assert engine_placements(terr, dom) == expected, (str(dom), terr.specs)
            assert terr.can_place(dom.first.terrain, dom.second.terrain) is bool(expected)


def test_game_offers_exactly_the_legal_placements() -> None:
    """In a seeded game, the legal Place actions are the reference placements (or only Discard)."""
    for seed in range(3):
        state = rules.new_game(GameConfig(players=4, seed=seed))
        agent = RandomAgent(seed)
        while not state.is_over:
            pending = state.pending()
            if pending is not None and pending.decision is Decision.PLACE:
                assert pending.domino is not None
                terr = state.territories[pending.player]
                expected = reference_placements(terr, domino(pending.domino))
                offered = {
                    (a.square.row, a.square.col, a.direction)
                    for a in state.legal_actions()
                    if isinstance(a, rules.Place)
                }
                assert offered == expected
                if not expected:
                    assert state.legal_actions() == [rules.Discard()]
            state.play(agent.choose(state))
