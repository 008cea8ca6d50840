"""Classic Kingdomino (seed 002) through the edition seam: the box, the set-up for each player
count, placement with the wild castle, crowns, Harmony, Middle Kingdom, the Mighty Duel, the
1-2-1 draft, the tie-break, the notation and the JSON."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from rules import (
    ConfigError,
    Discard,
    GameConfig,
    GreedyAgent,
    IllegalAction,
    NotationError,
    Pick,
    apply,
    final_scores,
    format_territory,
    new_game,
    parse_action,
    parse_territory,
)
from rules.boxes import CLASSIC, ORIGINS
from rules.boxes.classic import CLASSIC_DOMINOES, middle_kingdom
from rules.core.game import GameState
from rules.core.grid import RIGHT
from rules.core.notation import parse_token
from rules.core.pieces import FOREST, GRASSLAND, LAKE, MINE, SWAMP, TERRAIN_NAMES, WHEAT, Domino, SquareSpec
from rules.core.scoring import Breakdown, breakdown, rank
from rules.core.territory import Territory
from rules.names import Game, Mode, Option


def classic(players: int, *options: Option, seed: int = 0, **fixed: Any) -> GameConfig:
    return GameConfig(game=Game.CLASSIC, players=players, options=frozenset(options), seed=seed, **fixed)


def kingdom(text: str, *, size: int | None = None) -> Territory:
    return parse_territory(text, size=size, box=CLASSIC).territory


def play_out(state: GameState, seed: int = 0) -> GameState:
    agents = [GreedyAgent(seed + p) for p in range(state.config.players)]
    while not state.is_over:
        state.play(agents[state.current_player()].choose(state))
    return state


# --- the box ------------------------------------------------------------------------------------


def test_the_48_dominoes_match_rules_md() -> None:
    """RULES.md §3: wheat 26 squares (5 crowns), forest 22 (6), lake 18 (6), grassland 14 (6),
    swamp 10 (6), mine 6 (10); 39 crowns; numbered 1 to 48 in order."""
    squares: Counter[int] = Counter()
    crowns: Counter[int] = Counter()
    for dom in CLASSIC_DOMINOES:
        for half in dom.squares:
            squares[half.terrain] += 1
            crowns[half.terrain] += half.fires
    assert [d.number for d in CLASSIC_DOMINOES] == list(range(1, 49))
    expected = {
        WHEAT: (26, 5),
        FOREST: (22, 6),
        LAKE: (18, 6),
        GRASSLAND: (14, 6),
        SWAMP: (10, 6),
        MINE: (6, 10),
    }
    assert {t: (squares[t], crowns[t]) for t in expected} == expected
    assert sum(crowns.values()) == 39
    assert str(CLASSIC_DOMINOES[47]) == "48 W|M3"


@pytest.mark.parametrize(
    ("players", "options", "size", "deck", "rounds", "kings"),
    [
        (2, (), 5, 24, 6, 2),
        (2, (Option.MIGHTY_DUEL,), 7, 48, 12, 2),
        (3, (), 5, 48, 12, 1),
        (4, (), 5, 48, 12, 1),
    ],
)
def test_set_up_for_each_player_count(
    players: int, options: tuple[Option, ...], size: int, deck: int, rounds: int, kings: int
) -> None:
    config = classic(players, *options, seed=5)
    assert (config.size, config.deck_size, config.rounds, config.chiefs_per_player) == (
        size,
        deck,
        rounds,
        kings,
    )
    state = new_game(config)
    assert len(state.deck) + len(state.next_line) == deck
    assert Counter(state.draft_order) == {p: kings for p in range(players)}
    assert state.grid.size == size
    end = play_out(state)
    assert end.round == rounds
    placed = [e for e in end.events if e[0] in ("place", "discard")]
    # Every king places one domino a round; three players leave one domino of each line.
    assert len(placed) == rounds * players * kings
    assert len([e for e in end.events if e[0] == "line-discard"]) == (rounds if players == 3 else 0)


def test_two_players_play_half_the_box_and_fill_5x5() -> None:
    """Two players: 24 of the 48 dominoes, chosen by the seed; twelve dominoes each fill 5×5."""
    decks = set()
    for seed in range(4):
        state = new_game(classic(2, seed=seed))
        decks.add(frozenset(state.deck + state.next_line))
        assert len(decks.copy().pop()) == 24
        end = play_out(state, seed)
        for p, terr in enumerate(end.territories):
            placed = sum(1 for e in end.events if e[0] == "place" and e[1] == p)
            assert terr.square_count == 1 + 2 * placed <= 25
    assert len(decks) == 4  # a different half each time


def test_two_player_draft_is_one_domino_per_king() -> None:
    """Not the Neolithic's paired first pick: each of the four kings takes one domino."""
    state = new_game(classic(2, seed=3))
    picks = state.legal_actions()
    assert all(isinstance(a, Pick) and len(a.numbers) == 1 for a in picks)
    assert len(picks) == 4


def test_one_two_one_draft() -> None:
    for seed in range(6):
        order = new_game(classic(2, Option.ONE_TWO_ONE, seed=seed)).draft_order
        a, b = order[0], 1 - order[0]
        assert order == [a, b, b, a]


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"players": 3, "options": {Option.MIGHTY_DUEL}}, "two-player"),
        ({"players": 4, "options": {Option.ONE_TWO_ONE}}, "two-player"),
        ({"players": 2, "mode": Mode.TOTEM}, "no totem mode"),
        ({"players": 2, "options": {Option.EMPIRE_OF_FIRE}}, "no option empire-of-fire"),
        ({"players": 2, "deck": tuple(range(1, 26))}, "more dominoes than the game's 24"),
        ({"players": 2, "deck": (49,)}, "from 1 to 48"),
    ],
)
def test_bad_configurations(fields: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        GameConfig(game=Game.CLASSIC, **fields)


def test_origins_refuses_classic_options() -> None:
    with pytest.raises(ConfigError, match="Kingdomino Origins has no option harmony"):
        GameConfig(players=4, options=frozenset({Option.HARMONY}))


def test_config_json_round_trip_names_the_game() -> None:
    config = classic(2, Option.MIGHTY_DUEL, Option.HARMONY, seed=9)
    data = json.loads(json.dumps(config.to_json()))
    assert data["game"] == "classic"
    assert GameConfig.from_json(data) == config
    assert "game" not in GameConfig(players=3).to_json()  # Origins records stay as they were


# --- placement ----------------------------------------------------------------------------------


def test_castle_is_wild_and_a_domino_must_match_elsewhere() -> None:
    """Beside the castle any domino goes; elsewhere one of its halves must touch its own terrain."""
    terr = parse_territory("C W W", box=CLASSIC).territory  # the castle on E5, wheat on F5 and G5
    g = terr.grid
    lakes = Domino(0, SquareSpec(LAKE), SquareSpec(LAKE))
    wheat_lake = Domino(0, SquareSpec(WHEAT), SquareSpec(LAKE))
    assert terr.is_legal_placement(lakes, g.parse("E4"), RIGHT)  # E4 touches the castle
    assert not terr.is_legal_placement(lakes, g.parse("H5"), RIGHT)  # only beside wheat
    assert terr.is_legal_placement(wheat_lake, g.parse("H5"), RIGHT)
    assert terr.is_legal_placement(wheat_lake, g.parse("F4"), RIGHT)


def test_first_placement_goes_anywhere_beside_the_castle() -> None:
    state = new_game(classic(4, seed=0, deck=(1, 2, 3, 7), chiefs=(0, 1, 2, 3)))
    while state.round == 0:
        state.play(state.legal_actions()[0])
    assert state.domino_to_place() == CLASSIC_DOMINOES[0]  # 1 wheat|wheat, the lowest, first
    legal = {str(a) for a in state.legal_actions()}
    assert {"place F5 right", "place C5 right", "place E3 down"} <= legal
    assert "place G5 right" not in legal  # not touching the castle
    with pytest.raises(IllegalAction):
        apply(state, parse_action("place A1 right"))


def test_a_domino_that_fits_must_be_placed() -> None:
    state = new_game(classic(3, seed=2))
    while state.domino_to_place() is None:
        state.play(state.legal_actions()[0])
    with pytest.raises(IllegalAction, match="must be"):
        apply(state, Discard())


# --- scoring ------------------------------------------------------------------------------------


def test_crowns_multiply_region_size() -> None:
    terr = kingdom(
        """
        W  W1 C
        F  F1 F1
        """
    )
    sheet = breakdown(terr)
    by_terrain = {TERRAIN_NAMES[r.terrain]: (r.size, r.fires, r.points) for r in sheet.regions}
    assert by_terrain == {"wheat": (2, 1, 2), "forest": (3, 2, 6)}
    assert sheet.total == 8


def test_regions_without_crowns_score_nothing() -> None:
    terr = kingdom("S S C L L")
    assert breakdown(terr).total == 0


FULL = """
W  W  F  F  L
W  W1 F  F  L
S  S  C  G  G
S  M2 M  G  G2
S  S  L1 L  L
"""


def test_harmony_and_middle_kingdom_on_a_complete_centred_kingdom() -> None:
    terr = kingdom(FULL)
    options = frozenset({Option.HARMONY, Option.MIDDLE_KINGDOM})
    sheet = breakdown(terr, options=options)
    assert sheet.bonuses == {"harmony": 5, "middle-kingdom": 10}
    # wheat 4×1, mine 2×2, grassland 4×2, lake 3×1 (the L1 region), the others 0
    assert sheet.region_points == 4 + 4 + 8 + 3
    assert sheet.total == sheet.region_points + 15
    terr.discarded = 1
    assert breakdown(terr, options=options).bonuses["harmony"] == 0


@pytest.mark.parametrize(
    ("text", "centred"),
    [
        ("W C W", True),  # an unfinished kingdom: the castle in its middle row and column
        ("W W C", False),
        ("W\nC\nW", True),
        ("W C\nW W", False),  # an even extent has no centre square
        ("F F F\nF C F\nF F F", True),
        ("F F F .\nF C F F\nF F F .", False),
    ],
)
def test_middle_kingdom_ruling(text: str, centred: bool) -> None:
    assert middle_kingdom(kingdom(text)) is centred


def test_tie_break_largest_region_then_crowns_in_crowns_words() -> None:
    def sheet(player: int, total: int, largest: int, crowns: int) -> Breakdown:
        return Breakdown(player, (), {"bonus": total}, largest, crowns, box=CLASSIC)

    _, breaks = rank((sheet(0, 20, 6, 3), sheet(1, 20, 6, 5)))
    assert (
        str(breaks[0])
        == "player 2, player 1 tie on 20 points and largest region (6); crowns decide (5 against 3)"
    )
    _, shared = rank((sheet(0, 20, 6, 3), sheet(1, 20, 6, 3)))
    assert "largest region and crowns: they share the place" in str(shared[0])


def test_score_json_speaks_of_crowns() -> None:
    data = breakdown(kingdom(FULL)).to_json()
    assert "crowns" in data and "fire_icons" not in data
    assert all("crowns" in r and "fires" not in r for r in data["regions"])
    assert not {"resources", "totems", "cavemen"} & set(data)


def test_whole_game_scores_and_ranking() -> None:
    end = play_out(new_game(classic(4, Option.HARMONY, Option.MIDDLE_KINGDOM, seed=11)), 11)
    scores = final_scores(end)
    for b in scores.players:
        assert set(b.bonuses) == {"harmony", "middle-kingdom"}
        assert b.total == b.region_points + sum(b.bonuses.values())
    first = scores.ranking[0]
    assert first[0] == 1 and first[1] in scores.winners


# --- notation and snapshots ---------------------------------------------------------------------


def test_classic_notation_round_trip() -> None:
    terr = kingdom(FULL)
    text = format_territory(terr)
    assert "C" in text and "H" not in text
    again = parse_territory(text, box=CLASSIC).territory
    assert format_territory(again) == text


@pytest.mark.parametrize(
    ("token", "message"),
    [
        ("D", "desert\\) is Kingdomino Origins, not classic Kingdomino"),
        ("V2", "Kingdomino Origins, not classic Kingdomino"),
        ("M4", "at most 3 printed crowns"),
        ("W!1", "no fire tokens"),
        ("C!2", "no fire tokens"),
        ("F@hunter", "no fire tokens or cavemen"),
        ("Wr", "has no wooden resources"),
        ("Lr", "has no wooden resources"),  # a lake carries a fish in Origins, not here
        ("Gr", "has no wooden resources"),
        ("C$3", "has no gold"),
        ("S1$1", "has no gold"),
        ("X", "not a terrain \\(W, F, L, G, S, M\\)"),
    ],
)
def test_classic_notation_refusals(token: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_token(token, CLASSIC)


def test_origins_notation_refuses_classic_letters() -> None:
    with pytest.raises(NotationError, match="W \\(wheat\\) is classic Kingdomino, not Kingdomino Origins"):
        parse_token("W", ORIGINS)
    assert parse_token("M3", CLASSIC) is not None
