"""Comfort points (ruling 8, the caveman table, Totem mode, optional rules) and the ranking."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

import rules
from rules import as_a
from rules.ai.agents import RandomAgent
from rules.boxes import ORIGINS
from rules.boxes.origins import (
    FIRE_LADY,
    FISH,
    FISHER,
    FLINT,
    GATHERER,
    HUNTER,
    MAMMOTH,
    MUSHROOM,
    PAINTER,
    SCULPTOR,
    SHAMAN,
    WARRIOR1,
    WARRIOR2,
    WARRIOR3,
    OriginsSheet,
    OriginsTerritory,
    breakdown,
    quick_score,
)
from rules.core.config import GameConfig
from rules.core.grid import Square
from rules.core.notation import ParsedTerritory, parse_territory
from rules.core.pieces import GRASSLAND, JUNGLE, LAKE, QUARRY, VOLCANO
from rules.core.scoring import (
    Breakdown,
    FinalScores,
    current_points,
    final_scores,
    rank,
)
from rules.names import Mode, Option
from tests.rules.games import origins_game, origins_territory, placement_states

EMPIRE = frozenset({Option.EMPIRE_OF_FIRE})
HABILIS = frozenset({Option.HOMO_HABILIS})
BOTH = EMPIRE | HABILIS
OPTION_SETS = [frozenset(), EMPIRE, HABILIS, BOTH]


def score(
    text: str,
    mode: Mode = Mode.DISCOVERY,
    *,
    size: int | None = None,
    options: frozenset[Option] = frozenset(),
    totems: tuple[int, ...] = (),
    player: int = 0,
) -> OriginsSheet:
    """The score sheet of a territory written in the notation."""
    terr = origins_territory(text, size=size)
    return breakdown(terr, mode=mode, options=options, totems=totems, player=player)


# --- regions --------------------------------------------------------------------------------------

REGION_CASES = [
    ("H G1 G G", 3, "one region of 3 grasslands with 1 fire: 3 × 1"),
    ("H G!2 G", 4, "a 2-fire token counts 2: 2 × 2"),
    ("H G1 G!2", 6, "printed fire and tokens add up: 2 × (1 + 2)"),
    ("G1 G H G2 G", 6, "two grassland regions score separately (the hut joins nothing): 2 × 1 + 2 × 2"),
    ("G1 H G", 1, "the fireless grassland on the other side of the hut scores nothing"),
    ("H G1 L", 1, "different terrains are different regions: 1 × 1 + 0"),
    ("H G1 .\n. L G", 1, "diagonal squares are not connected: 1 × 1 + 0 + 0"),
    ("H D D D", 0, "a region without fire scores nothing"),
    ("G H!3 G", 0, "fire on the hut scores nothing"),
    ("H V3 V2\nD1 V1 .", 1, "a volcano region scores nothing (craters are not fire icons); the desert 1 × 1"),
    ("G1 G L L1 L\nG D D Q L!1\nJ2 J H Q2 Q", 21, "G 3 × 1 + L 4 × 2 + D 0 + Q 3 × 2 + J 2 × 2"),
]


@pytest.mark.parametrize(("text", "points"), [c[:2] for c in REGION_CASES], ids=[c[2] for c in REGION_CASES])
def test_region_points(text: str, points: int) -> None:
    """Region = orthogonally connected squares of one terrain; points = squares × fire icons in it."""
    sheet = score(text)
    assert sheet.region_points == points
    assert sheet.total == points
    assert parse_territory(text).territory.region_points() == points


def test_region_breakdown_lists_each_region() -> None:
    """The score sheet lists every region with its terrain, size, fires and points."""
    sheet = score("G1 G H G2 G\nV1 . . . .")
    got = sorted((r.terrain, r.size, r.fires, r.points) for r in sheet.regions)
    assert got == [(GRASSLAND, 2, 1, 2), (GRASSLAND, 2, 2, 4), (VOLCANO, 1, 0, 0)]


def test_largest_region_counts_any_terrain() -> None:
    """The largest region for the tie-break is the biggest of any terrain, with or without fire."""
    assert score("H G1 D D D D").largest_region == 4
    assert score("H V1 V2 V3 G1").largest_region == 3
    assert score("H").largest_region == 0


# --- cavemen --------------------------------------------------------------------------------------

# A caveman in the middle of a 3×3, the hut in the bottom-right corner of the ring.
RING = "{0} {1} {2}\n{3} {x} {4}\n{5} {6} {7}"

CAVEMAN_CASES = [
    ("hunter", "Gr Gr Gr Gr D D D H", 12, "4 mammoths × 3"),
    ("hunter", "Gr Gr D D D D D H", 6, "2 mammoths × 3"),
    ("hunter", "G G G1 Lr Jr Qr D H", 0, "a grassland without a mammoth, printed fire, other resources"),
    ("fisher", "Lr Lr Lr L L1 Gr D H", 9, "3 fish × 3"),
    ("gatherer", "Jr Jr J J1 Gr Lr D H", 8, "2 mushrooms × 4"),
    ("sculptor", "Qr Qr Qr Q Q2 Gr D H", 15, "3 flints × 5"),
    ("painter", "Gr Lr Jr Qr G L D H", 8, "4 resources of any kind × 2"),
    ("painter", "G L J Q G1 L1 D H", 0, "printed symbols are not wooden resources"),
    ("firelady", "G1 G!2 D L1 D!3 Q2 D H", 9, "fire icons 1 + 2 + 1 + 3 + 2"),
    ("firelady", "D D D D D D D H!2", 2, "a token on the hut counts for her"),
    ("firelady", "V1 V2 V3 D D D D H", 0, "craters are not fire icons"),
    ("shaman", "D@hunter D@warrior1 V1@painter D D D D H", 6, "3 caveman tiles × 2 (warriors count)"),
    ("shaman", "D@shaman D D D D D D H", 2, "another shaman counts"),
    ("shaman", "Gr Lr D D D D D H", 0, "no caveman around"),
]


@pytest.mark.parametrize(
    ("kind", "ring", "points"), [c[:3] for c in CAVEMAN_CASES], ids=[f"{c[0]}: {c[3]}" for c in CAVEMAN_CASES]
)
def test_hunter_gatherers(kind: str, ring: str, points: int) -> None:
    """Each hunter-gatherer scores from the 8 squares around it, counting wooden resources only."""
    parsed = parse_territory(RING.format(*ring.split(), x=f"D@{kind}"))
    sheet = breakdown(as_a(OriginsTerritory, parsed.territory), mode=Mode.TRIBE)
    centre = parsed.territory.grid.squares[parsed.from_frame(1, 1)]
    assert [c.points for c in sheet.cavemen if c.square == centre] == [points]


def _cells(parsed: ParsedTerritory, *frame: tuple[int, int]) -> set[Square]:
    g = parsed.territory.grid
    return {g.squares[parsed.from_frame(r, c)] for r, c in frame}


def test_rulebook_hunters() -> None:
    """Rulebook example: a hunter next to 4 mammoths scores 12, one next to 2 mammoths 6."""
    parsed = parse_territory(
        "Gr Gr Gr D\nGr D@hunter D D\nD H D D\nD D Gr D@hunter\nD D D Gr",
    )
    sheet = breakdown(as_a(OriginsTerritory, parsed.territory), mode=Mode.TRIBE)
    by_square = {c.square: c.points for c in sheet.cavemen}
    g = parsed.territory.grid
    assert by_square == {
        g.squares[parsed.from_frame(1, 1)]: 12,
        g.squares[parsed.from_frame(3, 3)]: 6,
    }
    assert sheet.total == 18  # no fire anywhere: the hunters are all


def test_rulebook_fire_lady() -> None:
    """Rulebook example: a Fire Lady among 5 fire icons scores 5 (a token on the hut counts)."""
    sheet = score("G1 G!2 D\nD D@firelady H!1\nL L1 D", Mode.TRIBE)
    assert [c.points for c in sheet.cavemen] == [5]
    # Regions: grassland 2 × 3, lake 2 × 1, deserts without fire.
    assert sheet.region_points == 8
    assert sheet.total == 13


def test_rulebook_warriors() -> None:
    """Rulebook example: 3 warriors of total power 4 score 12, a lone small warrior 1."""
    parsed = parse_territory("D@warrior1 D@warrior2 D@warrior1 D\nD H D D@warrior1")
    sheet = breakdown(as_a(OriginsTerritory, parsed.territory), mode=Mode.TRIBE)
    groups = sorted((len(w.squares), w.power, w.points) for w in sheet.warrior_groups)
    assert groups == [(1, 1, 1), (3, 4, 12)]
    big = next(w for w in sheet.warrior_groups if len(w.squares) == 3)
    assert set(big.squares) == _cells(parsed, (0, 0), (0, 1), (0, 2))
    assert sheet.caveman_points == 13
    assert sheet.total == 13


@pytest.mark.parametrize(
    ("text", "points", "why"),
    [
        ("H D@warrior3", 3, "a lone warrior scores its power"),
        ("H D@warrior2 D@warrior2", 8, "2 warriors × power 4"),
        ("H D@warrior1\nD@warrior1 D", 2, "diagonal warriors are two groups of 1"),
        ("H D@warrior1 D@warrior1\nD . D@warrior2", 12, "an L of 3 warriors × power 4"),
        ("D@warrior1 H D@warrior1", 2, "the hut between them: two groups"),
        ("H D@warrior3 D@hunter D@warrior1", 4, "a hunter between them: two groups, the hunter scores 0"),
    ],
)
def test_warrior_groups(text: str, points: int, why: str) -> None:
    """Warriors score per orthogonal group: warriors × total power."""
    assert score(text, Mode.TRIBE).caveman_points == points, why


@pytest.mark.parametrize("mode", [Mode.DISCOVERY, Mode.TOTEM])
def test_cavemen_score_only_in_tribe_mode(mode: Mode) -> None:
    """Outside Tribe mode the score sheet has no caveman lines."""
    sheet = score("Gr D@hunter\nH D@warrior1", mode)
    assert sheet.cavemen == ()
    assert sheet.warrior_groups == ()
    assert sheet.caveman_points == 0


# --- Totem and Tribe modes ------------------------------------------------------------------------

TOTEM_TEXT = "H Gr Lr\nJr Qr Q1"  # quarry region 2 × 1 = 2; four wooden resources


@pytest.mark.parametrize(
    ("mode", "totems", "total"),
    [
        (Mode.TOTEM, (), 2 + 4),
        (Mode.TOTEM, (MAMMOTH,), 2 + 4 + 3),
        (Mode.TOTEM, (MAMMOTH, FLINT), 2 + 4 + 3 + 6),
        (Mode.TOTEM, (FISH, MUSHROOM), 2 + 4 + 4 + 5),
        (Mode.TRIBE, (MAMMOTH,), 2),
        (Mode.DISCOVERY, (MAMMOTH,), 2),
    ],
)
def test_resources_and_totems(mode: Mode, totems: tuple[int, ...], total: int) -> None:
    """Totem mode: +1 per wooden resource and the totems' points; Tribe (and Discovery): resources score 0."""
    sheet = score(TOTEM_TEXT, mode, totems=totems)
    assert sheet.resources == (1, 1, 1, 1)
    assert sheet.resource_points == (4 if mode is Mode.TOTEM else 0)
    assert sheet.total == total


# --- optional rules -------------------------------------------------------------------------------

FULL_CENTRED = "D D D D D\nD D D D D\nD D H D D\nD D D D D\nD D D D D"
FULL_OFF_CENTRE = "D D D D D\nD H D D D\nD D D D D\nD D D D D\nD D D D D"
ALMOST_FULL = "D D D D D\nD D D D D\nD D H D D\nD D D D D\nD D D D ."
FULL_7 = "\n".join(" ".join("H" if (r, c) == (3, 3) else "D" for c in range(7)) for r in range(7))


@pytest.mark.parametrize(
    ("text", "size", "bonus"),
    [
        ("H G", None, 10),  # incomplete, everything within 2 of the hut
        ("H G G", None, 10),  # can still end with the hut in the centre
        ("G G H G G", None, 10),
        ("H G G G", None, 0),  # a square 3 away: the hut can no longer be central
        ("H G G G G", None, 0),
        ("G\nG\nH\nG\nG", None, 10),
        ("G . .\nG G .\nD G H", None, 10),  # king distance 2 on the diagonal
        (FULL_CENTRED, None, 10),
        (FULL_OFF_CENTRE, None, 0),
        (ALMOST_FULL, None, 10),
        ("H G G G", 7, 10),  # the Neolithic: within 3
        ("H G G G G", 7, 0),
        (FULL_7, 7, 10),
    ],
)
def test_empire_of_fire(text: str, size: int | None, bonus: int) -> None:
    """Empire of Fire: +10 iff every square is within king distance 2 (3 in 7×7) of the hut."""
    sheet = score(text, size=size, options=EMPIRE)
    assert sheet.bonuses == {"empire-of-fire": bonus}
    assert sheet.total == bonus  # no fire: the bonus is the whole score
    assert score(text, size=size).total == 0


@pytest.mark.parametrize(
    ("text", "size", "discarded", "bonus"),
    [
        (FULL_CENTRED, None, 0, 5),
        (FULL_OFF_CENTRE, None, 0, 5),
        (FULL_CENTRED, None, 1, 0),
        (ALMOST_FULL, None, 0, 0),
        ("H G", None, 0, 0),
        (FULL_7, 7, 0, 5),
        (FULL_7, 7, 2, 0),
        (FULL_CENTRED, 7, 0, 0),  # 25 squares is not complete in the Neolithic
    ],
)
def test_homo_habilis(text: str, size: int | None, discarded: int, bonus: int) -> None:
    """Homo Habilis: +5 iff the territory has 25 (49) squares and no domino was discarded."""
    terr = origins_territory(text, size=size)
    terr.discarded = discarded
    sheet = breakdown(terr, mode=Mode.DISCOVERY, options=HABILIS)
    assert sheet.bonuses == {"homo-habilis": bonus}
    assert sheet.total == bonus


def test_both_options() -> None:
    """Both optional rules add up on a complete territory with the hut in the centre."""
    sheet = score(FULL_CENTRED, options=BOTH)
    assert sheet.bonuses == {"empire-of-fire": 10, "homo-habilis": 5}
    assert sheet.total == 15


# --- a reference scorer, and agreement on game territories ---------------------------------------

KING = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]
ORTHOGONAL = [(0, 1), (1, 0), (0, -1), (-1, 0)]
PER_RESOURCE = {HUNTER: (GRASSLAND, 3), FISHER: (LAKE, 3), GATHERER: (JUNGLE, 4), SCULPTOR: (QUARRY, 5)}
POWER = {WARRIOR1: 1, WARRIOR2: 2, WARRIOR3: 3}
TOTEM = {MAMMOTH: 3, FISH: 4, MUSHROOM: 5, FLINT: 6}


def _groups(
    squares: set[tuple[int, int]], same: Mapping[tuple[int, int], object]
) -> list[set[tuple[int, int]]]:
    """Orthogonally connected groups of `squares` with equal `same` values."""
    left, out = set(squares), []
    while left:
        todo = [left.pop()]
        group = set(todo)
        while todo:
            r, c = todo.pop()
            for dr, dc in ORTHOGONAL:
                near = (r + dr, c + dc)
                if near in left and same[near] == same[(r, c)]:
                    left.remove(near)
                    group.add(near)
                    todo.append(near)
        out.append(group)
    return out


def reference_total(
    terr: OriginsTerritory, mode: Mode, options: frozenset[Option], totems: tuple[int, ...], discarded: int
) -> int:
    """The whole score sheet square by square, from RULES.md alone."""
    g = terr.grid
    at = {p: (g.row_of[p], g.col_of[p]) for p in [*terr.specs, g.hut]}
    terrain = {at[p]: spec.terrain for p, spec in terr.specs.items()}
    fires = {at[p]: terr.specs[p].fires if p in terr.specs else 0 for p in at}
    for p, n in terr.tokens.items():
        fires[at[p]] += n
    wooden = {at[p] for p in terr.specs if terr.resources >> p & 1}
    cavemen = {at[p]: kind for p, kind in terr.cavemen.items()}
    total = 0
    for region in _groups(set(terrain), terrain):
        if terrain[next(iter(region))] != VOLCANO:
            total += len(region) * sum(fires[s] for s in region)
    if mode is Mode.TOTEM:
        total += len(wooden) + sum(TOTEM[t] for t in totems)
    if mode is Mode.TRIBE:
        for (r, c), kind in cavemen.items():
            ring = [(r + dr, c + dc) for dr, dc in KING]
            if kind in PER_RESOURCE:
                t, each = PER_RESOURCE[kind]
                total += each * sum(1 for s in ring if s in wooden and terrain[s] == t)
            elif kind == PAINTER:
                total += 2 * sum(1 for s in ring if s in wooden)
            elif kind == FIRE_LADY:
                total += sum(fires.get(s, 0) for s in ring)
            elif kind == SHAMAN:
                total += 2 * sum(1 for s in ring if s in cavemen)
        warriors = {s for s, kind in cavemen.items() if kind in POWER}
        for group in _groups(warriors, dict.fromkeys(warriors, True)):
            total += len(group) * sum(POWER[cavemen[s]] for s in group)
    n = g.size
    hr, hc = at[g.hut]
    if Option.EMPIRE_OF_FIRE in options and all(
        max(abs(r - hr), abs(c - hc)) <= n // 2 for r, c in at.values()
    ):
        total += 10
    if Option.HOMO_HABILIS in options and len(at) == n * n and discarded == 0:
        total += 5
    return total


@pytest.mark.parametrize(
    ("players", "mode", "seeds"),
    [
        (4, Mode.DISCOVERY, range(3)),
        (4, Mode.TOTEM, range(3, 6)),
        (3, Mode.TRIBE, range(6, 10)),
        (2, Mode.TRIBE, range(10, 12)),
        (2, Mode.TOTEM, range(12, 14)),
    ],
)
def test_scores_agree_on_game_territories(players: int, mode: Mode, seeds: range) -> None:
    """region_points, quick_score and breakdown().total agree with each other and with the reference."""
    checked = 0
    for state in placement_states(players, mode, seeds):
        for terr in state.territories:
            sheet_plain = breakdown(terr, mode=Mode.DISCOVERY)
            assert terr.region_points() == sheet_plain.region_points == sheet_plain.total
            for options in OPTION_SETS:
                for totems in [(), (MAMMOTH, FLINT)] if mode is Mode.TOTEM else [()]:
                    sheet = breakdown(terr, mode=mode, options=options, totems=totems)
                    totem_points = sum(TOTEM[t] for t in totems)
                    assert quick_score(terr, mode, options, totem_points) == sheet.total
                    assert sheet.total == reference_total(terr, mode, options, totems, terr.discarded)
            checked += 1
    assert checked > 100


@pytest.mark.parametrize(
    ("players", "mode", "seed"), [(4, Mode.TOTEM, 1), (3, Mode.TRIBE, 2), (2, Mode.TOTEM, 3)]
)
def test_current_points_match_final_scores(players: int, mode: Mode, seed: int) -> None:
    """What the table shows (current_points) is the score sheet's total at every placement and at the end."""
    for state in placement_states(players, mode, range(seed, seed + 1), BOTH):
        sheets = final_scores(state).players
        for p in range(players):
            assert current_points(state, p) == sheets[p].total


# --- ranking ----------------------------------------------------------------------------------------


def sheet(player: int, total: int, largest: int, fires: int) -> Breakdown:
    """A hand-built score sheet whose whole total sits in resource points."""
    return OriginsSheet(
        player=player,
        regions=(),
        resources=(0, 0, 0, 0),
        resource_points=total,
        totems=(),
        cavemen=(),
        warrior_groups=(),
        largest_region=largest,
        fire_icons=fires,
        box=ORIGINS,
    )


RANK_CASES = [
    ([(10, 5, 3), (12, 2, 1), (8, 9, 9)], ((1, 1), (2, 0), (3, 2)), (1,), "higher total wins"),
    ([(10, 5, 3), (10, 6, 1)], ((1, 1), (2, 0)), (1,), "level: the largest region decides before fire"),
    ([(10, 6, 3), (10, 6, 4)], ((1, 1), (2, 0)), (1,), "level on both: most fire icons"),
    ([(10, 6, 3), (10, 6, 3)], ((1, 0), (1, 1)), (0, 1), "level on all three: a shared victory"),
    ([(10, 6, 3), (10, 6, 3), (9, 9, 9)], ((1, 0), (1, 1), (3, 2)), (0, 1), "shared first, then third"),
    (
        [(20, 4, 2), (20, 4, 2), (20, 5, 0), (30, 1, 1)],
        ((1, 3), (2, 2), (3, 0), (3, 1)),
        (3,),
        "a shared third place",
    ),
    ([(7, 3, 1), (7, 3, 1), (7, 3, 1)], ((1, 0), (1, 1), (1, 2)), (0, 1, 2), "three share"),
]


@pytest.mark.parametrize(
    ("keys", "ranking", "winners"), [c[:3] for c in RANK_CASES], ids=[c[3] for c in RANK_CASES]
)
def test_rank(
    keys: list[tuple[int, int, int]], ranking: tuple[tuple[int, int], ...], winners: tuple[int, ...]
) -> None:
    """Higher total, then largest region, then most fire icons, then a shared place."""
    sheets = tuple(sheet(p, *k) for p, k in enumerate(keys))
    got, breaks = rank(sheets)
    assert got == ranking
    assert FinalScores(sheets, got, breaks).winners == winners


@pytest.mark.parametrize(
    ("keys", "decided_by"),
    [
        ([(10, 5, 3), (10, 6, 1)], "largest region"),
        ([(10, 6, 3), (10, 6, 4)], "fire icons"),
        ([(10, 6, 3), (10, 6, 3)], "shared"),
    ],
)
def test_tie_break_says_what_decided(keys: list[tuple[int, int, int]], decided_by: str) -> None:
    """A tie on points is reported with what broke it."""
    _, breaks = rank(tuple(sheet(p, *k) for p, k in enumerate(keys)))
    assert len(breaks) == 1
    assert breaks[0].decided_by == decided_by
    assert breaks[0].points == 10


def test_no_tie_break_without_a_tie() -> None:
    """Different totals need no tie-break."""
    assert rank((sheet(0, 3, 1, 1), sheet(1, 4, 1, 1)))[1] == ()


def test_rank_real_territories_by_largest_region() -> None:
    """Level on points, the larger region wins even though it has no fire (a 4-desert region)."""
    a = score("H G1 D D D D", player=0)  # 1 point, largest region 4 deserts
    b = score("H G1 D D", player=1)  # 1 point, largest region 2 deserts
    assert (a.total, a.largest_region, a.fire_icons) == (1, 4, 1)
    assert (b.total, b.largest_region, b.fire_icons) == (1, 2, 1)
    assert rank((b, a))[0] == ((1, 0), (2, 1))


def test_rank_real_territories_by_fire_icons() -> None:
    """Level on points and largest region, more fire icons win."""
    a = score("H G!2 G", player=0)  # grassland 2 × 2 = 4, largest 2, 2 icons
    b = score("H G!2 L!2\nD D .", player=1)  # 1 × 2 + 1 × 2 = 4, largest 2 (deserts), 4 icons
    assert (a.total, a.largest_region, a.fire_icons) == (4, 2, 2)
    assert (b.total, b.largest_region, b.fire_icons) == (4, 2, 4)
    ranking, breaks = rank((a, b))
    assert ranking == ((1, 1), (2, 0))
    assert breaks[0].decided_by == "fire icons"


def test_final_scores_of_a_game_are_ordered() -> None:
    """A finished game's ranking follows (total, largest region, fire icons), equal keys sharing a place."""
    for seed in range(5):
        state = rules.new_game(GameConfig(players=4, mode=Mode.TRIBE, seed=seed))
        agent = RandomAgent(seed)
        while not state.is_over:
            state.play(agent.choose(state))
        scores = final_scores(state)
        key = {b.player: (b.total, b.largest_region, b.fire_icons) for b in scores.players}
        order = [p for _, p in scores.ranking]
        assert sorted(order) == [0, 1, 2, 3]
        for (place_a, a), (place_b, b) in zip(scores.ranking, scores.ranking[1:], strict=False):
            assert key[a] >= key[b]
            assert (place_a == place_b) == (key[a] == key[b])
        best = max(key.values())
        assert scores.winners == tuple(p for p in order if key[p] == best)


def test_caveman_scores_as_data_match_their_words() -> None:
    """Each hunter-gatherer's score is also given as data (how many of what around, points
    each) that multiplies to its points and says what its English `why` says."""
    from rules import GameConfig, RandomAgent
    from rules.boxes.origins import caveman_scores
    from rules.names import Mode

    seen = set()
    for seed in range(1, 30):
        state = origins_game(GameConfig(players=2, mode=Mode.TRIBE, seed=seed))
        agent = RandomAgent(seed)
        while not state.is_over:
            state.play(agent.choose(state))
        for terr in state.territories:
            for c in caveman_scores(terr)[0]:
                assert c.count * c.each == c.points
                assert c.why.startswith(f"{c.count} ") and c.why.endswith(f"× {c.each}")
                assert c.counted in ("mammoth", "fish", "mushroom", "flint", "resource", "fire", "caveman")
                seen.add(c.counted)
    assert {"resource", "fire", "caveman"} <= seen
