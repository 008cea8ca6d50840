"""The Resource Tokens variant of classic Kingdomino (seed 004) and the project's rulings for it.

Hand-built kingdoms are written in the variant's notation (`Fr2`: a forest with two wood tokens,
`C$3`: the castle with 3 gold, `S1$1`: a used witch). Every kingdom's castle sits on W23 of the
45×45 grid, so `sq(dr, dc)` names the square dr rows and dc columns from the castle.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules import (
    ConfigError,
    GameConfig,
    GameState,
    GreedyAgent,
    IllegalAction,
    NotationError,
    RandomAgent,
    apply,
    as_a,
    current_points,
    final_scores,
    format_territory,
    new_game,
    parse_action,
    parse_actions,
    parse_territory,
    record_from_json,
    record_to_json,
    state_from_json,
    state_to_json,
)
from rules.boxes import CLASSIC, ORIGINS, RESOURCES
from rules.boxes.resources import (
    ACT,
    ACTION,
    FISH_TOKEN,
    GOLD_SUPPLY,
    MEAT,
    PASS,
    TOKEN_KINDS,
    TOKEN_SUPPLY,
    WHEAT_TOKEN,
    WOOD,
    GoldTieBreak,
    HarvestSheet,
    ResourcesState,
    Witch,
)
from rules.core.grid import Square
from rules.core.notation import parse_token
from rules.names import Decision, Game, Option
from rules.referee.cli import main
from rules.referee.simulate import play_game, seat_agents
from tests.rules.games import variant_game, variant_kingdom

CASTLE = Square(22, 22)


def sq(dr: int, dc: int) -> str:
    """The name of the square `dr` rows and `dc` columns from the castle (W23)."""
    return str(Square(CASTLE.row + dr, CASTLE.col + dc))


def config(players: int = 4, seed: int = 0, **fixed: object) -> GameConfig:
    return GameConfig(game=Game.RESOURCES, players=players, seed=seed, **fixed)  # type: ignore[arg-type]


def table(*kingdoms: str, actor: int = 0) -> ResourcesState:
    """A game of these kingdoms (one per player) in round 3, `actor` a king above the line about to
    act; the supply and the pool hold what the kingdoms do not."""
    state = variant_game(config(players=len(kingdoms)))
    state.territories = [variant_kingdom(text) for text in kingdoms]
    on = [sum(t.token_counts()[k] for t in state.territories) for k in TOKEN_KINDS]
    state.supply = [TOKEN_SUPPLY[k] - on[k] for k in TOKEN_KINDS]
    state.gold_pool = GOLD_SUPPLY - sum(t.gold + sum(t.witches.values()) for t in state.territories)
    assert state.gold_pool >= 0 and min(state.supply) >= 0
    state.round = 3
    state.actors = [actor]
    state.stage = ACTION
    return state


def act_again(state: ResourcesState, player: int) -> ResourcesState:
    """The same kingdoms, `player` acting again (as on a later turn)."""
    state = state.copy()
    state.actors = [player]
    state.stage = ACTION
    return state


def rows(state: GameState, player: int) -> list[list[str]]:
    return [row.split() for row in format_territory(state.territories[player]).splitlines()]


def legal_texts(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def refused(state: GameState, text: str) -> str:
    with pytest.raises(IllegalAction) as info:
        apply(state, parse_action(text))
    message = str(info.value)
    assert message and "\n" not in message
    return message


# --- the box -----------------------------------------------------------------------------------


def test_the_box_is_classic_with_tokens() -> None:
    """Classic's 48 dominoes, 3-4 players, no options, 11 rounds (the last line is not chosen
    from), and a grid big enough for any kingdom of 11 dominoes: 23 squares from edge to edge."""
    assert RESOURCES.dominoes == CLASSIC.dominoes and RESOURCES.terrains == CLASSIC.terrains
    cfg = config(players=3)
    assert (cfg.deck_size, cfg.rounds, cfg.size) == (48, 11, 23)
    state = variant_game(cfg)
    assert state.grid.width == 45 and state.grid.name(state.grid.hut) == "W23"
    assert str(state.grid.squares[state.grid.index(44, 44)]) == "AS45"
    assert [t.gold for t in state.territories] == [3, 3, 3]
    assert state.gold_pool == 13 and state.supply == [22, 26, 14, 18]
    assert variant_game(config(players=4)).gold_pool == 10


@pytest.mark.parametrize(
    ("fixed", "message"),
    [
        ({"players": 2}, "is played by 3 or 4 players, not 2."),
        ({"options": frozenset({Option.HARMONY})}, "is played without options, so not with harmony."),
        ({"mode": "totem"}, "has no totem mode"),
    ],
)
def test_config_refusals(fixed: dict[str, object], message: str) -> None:
    args: dict[str, object] = {"players": 4} | fixed
    with pytest.raises(ConfigError, match=message):
        GameConfig(game=Game.RESOURCES, **args)  # type: ignore[arg-type]


def test_squares_beyond_z_have_two_letters() -> None:
    """Columns after Z are AA, AB, ... (a spreadsheet's), both ways."""
    assert str(Square(0, 26)) == "AA1" and str(Square(29, 27)) == "AB30"
    assert Square.parse("AS45") == Square(44, 44) and Square.parse("z1") == Square(0, 25)
    for col in range(60):
        assert Square.parse(str(Square(3, col))) == Square(3, col)


def test_a_kingdom_may_grow_to_the_edge_of_its_grid() -> None:
    """No size limit: after a straight line of 10 dominoes east, the 11th still fits, ending on
    the grid's last column (22 squares east of the castle)."""
    line = " ".join(["C", *["W"] * 20])
    terr = parse_territory(line, box=RESOURCES).territory
    g = terr.grid
    masks = terr.placement_masks(terr.specs[g.hut + 1].terrain, terr.specs[g.hut + 1].terrain)
    assert masks[0] >> g.cell(Square.parse("AR23")) & 1  # AR23 right: its second half on AS23
    assert masks[2] >> g.cell(Square.parse("V23")) & 1  # and west of the castle, anywhere


# --- the action column ----------------------------------------------------------------------------

FLOW = config(players=4, deck=tuple(range(1, 17)), chiefs=(0, 1, 2, 3))


def flow_to_round_2() -> ResourcesState:
    """Round 1: players 1 and 3 act (in that order), 2 and 4 pick dominoes 5 and 6."""
    state = variant_game(FLOW)
    script = (
        "pick 1; pick 2; pick 3; "  # the draft (the last king takes domino 4)
        "place X23 right; act; place X23 right; pick 5; place X23 right; act; place X23 right; pick 6"
    )
    for action in parse_actions(script):
        state.play(action)
    return state


def test_acting_kings_go_first_next_round_in_the_order_they_chose() -> None:
    """The kings that acted come first, in their order, with an action each and then a choice;
    the dominoes nobody chose are discarded; a king that acted has nothing to place."""
    state = flow_to_round_2()
    assert state.round == 2
    assert state.line == [5, 6] and state.line_owners == [1, 3]
    assert [e[2] for e in state.events if e[0] == "line-discard"] == [7, 8]
    assert state.actors == [0, 2] and state.column == []
    assert str(state.pending()) == "Player 1 must gain resources, use a witch, or pass"
    assert state.legal_actions() == [PASS]  # no crown, no witch: nothing else to do
    state.play(PASS)
    assert str(state.pending()) == "Player 1 must choose a domino of the next line, or act instead"
    assert legal_texts(state) == ["pick 9", "pick 10", "pick 11", "pick 12", "act"]
    state.play(parse_action("pick 12"))
    assert state.current_player() == 2 and state.pending().decision is Decision.ACT  # type: ignore[union-attr]
    for action in parse_actions("pass; act; place V23 left; act; place Z23 right; pick 9"):
        state.play(action)
    # Round 3: player 3 chose to act before player 2 did, so acts first.
    assert state.round == 3 and state.actors == [2, 1]
    assert state.line == [9, 12] and state.line_owners == [3, 0]
    assert [e[2] for e in state.events if e[0] == "line-discard"] == [7, 8, 10, 11]
    placed = [e[1] for e in state.events if e[0] == "place"]
    assert placed == [0, 1, 2, 3, 1, 3]  # in round 2 only the kings on dominoes placed
    assert [t.square_count for t in state.territories] == [3, 5, 3, 5]
    assert state.current_player() == 2


def test_no_action_at_the_draft() -> None:
    """The initial draft offers dominoes only: a lone castle has nothing to act with."""
    state = new_game(FLOW)
    assert ACT not in state.legal_actions()
    assert "no action at the initial draft" in refused(state, "act")


def test_actions_are_refused_out_of_turn() -> None:
    """`gain`, `witch` and `pass` only when acting; `act` only when choosing."""
    state = flow_to_round_2()
    assert "`act` is not possible now" in refused(state, "act")
    state.play(PASS)
    assert "`pass` is not possible now" in refused(state, "pass")
    state.play(ACT)
    state.play(PASS)
    state.play(ACT)
    assert state.pending().decision is Decision.PLACE  # type: ignore[union-attr]
    assert "`gain W23` is not possible now" in refused(state, "gain W23")


def test_the_last_choice_is_skipped() -> None:
    """The game ends when a new line should be drawn and none is left: the choice from the last
    line drawn (line 12) is skipped, so round 11 is placements (and actions) only."""
    state = new_game(config(players=4, seed=3))
    agents = [RandomAgent(p) for p in range(4)]
    last_round: list[Decision] = []
    while not state.is_over:
        pending = state.pending()
        assert pending is not None
        if state.round == 11:
            last_round.append(pending.decision)
        state.play(agents[state.current_player()].choose(state))
    assert state.round == 11 and not state.deck
    assert len(state.next_line) == 4 and state.next_owners == [-1] * 4  # drawn, never chosen
    assert Decision.PICK not in last_round and Decision.PLACE in last_round
    start = max(i for i, e in enumerate(state.events) if e[0] == "round")
    after = [e[0] for e in state.events[start:]]
    assert "pick" not in after and "act" not in after
    assert after.count("place") + after.count("discard") == len(state.line)
    assert after[-1] == "over"


# --- gaining resources ------------------------------------------------------------------------------

FOREST = """
F   F   F   .
F   F1  Fr  C$3
F   F   W1  W
"""


def test_gain_on_a_one_crown_square() -> None:
    """1 gold to the pool; a token on the crown square and on each same-terrain neighbour
    without one; the crown square cannot be used again."""
    state = table(FOREST, "C$3", "C$3")
    crown = sq(0, -2)
    assert f"gain {crown}" in legal_texts(state)
    assert f"gain {sq(1, -1)}" in legal_texts(state)  # the wheat crown
    after = apply(state, parse_action(f"gain {crown}"))
    assert rows(after, 0) == [["Fr", "Fr", "Fr", "."], ["Fr", "F1r", "Fr", "C$2"], ["Fr", "Fr", "W1", "W"]]
    assert after.territories[0].token_counts() == (8, 0, 0, 0)
    assert after.supply[WOOD] == 22 - 8 and after.gold_pool == state.gold_pool + 1
    assert after.events[-1][:2] == ("gain", 0) and after.events[-1][-1] == 7
    assert after.stage != ACTION and after.pending().decision is Decision.PICK  # type: ignore[union-attr]
    again = act_again(after, 0)
    assert f"gain {crown}" not in legal_texts(again)
    assert "as many tokens as it has crowns" in refused(again, f"gain {crown}")


DOUBLE = """
G   G    G
G   G2   C$3
G   Gr2  .
"""


def test_a_double_crown_is_used_twice() -> None:
    """A 2-crown square takes a second gain: a second token on it and one more on each
    same-terrain neighbour holding fewer than two; then it is spent."""
    state = table(DOUBLE, "C$3", "C$3")
    crown = sq(0, -1)
    once = apply(state, parse_action(f"gain {crown}"))
    assert rows(once, 0) == [["Gr", "Gr", "Gr"], ["Gr", "G2r", "C$2"], ["Gr", "Gr2", "."]]
    twice = apply(act_again(once, 0), parse_action(f"gain {crown}"))
    assert rows(twice, 0) == [["Gr2", "Gr2", "Gr2"], ["Gr2", "G2r2", "C$1"], ["Gr2", "Gr2", "."]]
    assert twice.events[-1][-1] == 6 and twice.supply[MEAT] == 0
    assert "as many tokens as it has crowns" in refused(act_again(twice, 0), f"gain {crown}")


def test_the_supply_runs_out_in_reading_order() -> None:
    """With 3 meat left, the crown square is served first, then its neighbours row by row from
    the top, left to right; with none left, no gain of that kind is offered."""
    others = "C$3 Gr2 Gr2 Gr2 Gr2 Gr"  # 9 meat here, 2 in DOUBLE: 3 left of 14
    state = table(DOUBLE, others, "C$3")
    assert state.supply[MEAT] == 3
    after = apply(state, parse_action(f"gain {sq(0, -1)}"))
    assert rows(after, 0) == [["Gr", "Gr", "G"], ["G", "G2r", "C$2"], ["G", "Gr2", "."]]
    assert after.supply[MEAT] == 0 and after.events[-1][-1] == 3
    again = act_again(after, 0)
    assert not any(t.startswith("gain") for t in legal_texts(again))
    assert "no meat tokens are left" in refused(again, f"gain {sq(0, -1)}")


@pytest.mark.parametrize(
    ("kingdom", "where", "message"),
    [
        ("C$3 S1 W1", (0, 1), "a swamp: swamps and mines yield no resources"),
        ("C$3 M2 W1", (0, 1), "a mine: swamps and mines yield no resources"),
        ("C$3 W W1", (0, 1), "has no crown"),
        ("C$3 W W1", (1, 0), "is not a square of your kingdom"),
        ("C$0 W W1", (0, 2), "costs 1 gold, and your castle has none"),
    ],
)
def test_gain_refusals(kingdom: str, where: tuple[int, int], message: str) -> None:
    state = table(kingdom, "C$3", "C$3")
    text = f"gain {sq(*where)}"
    assert text not in legal_texts(state)
    assert message in refused(state, text)


def test_gain_on_a_crown_square_that_got_its_token_as_a_neighbour() -> None:
    """A 1-crown square that already holds a token (from a neighbour's gain) is full."""
    state = table("C$3 F1 F1 F", "C$3", "C$3")
    after = apply(state, parse_action(f"gain {sq(0, 1)}"))
    assert rows(after, 0) == [["C$2", "F1r", "F1r", "F"]]
    assert f"gain {sq(0, 2)}" not in legal_texts(act_again(after, 0))


# --- witches ------------------------------------------------------------------------------------

WITCHES = "S1  C$3  S2"
WHEAT = """
Wr  Wr2  W1r
Wr  W1r  C$3
"""
LAKE = "C$3 L1r Lr"


def test_a_two_crown_witch_on_two_opponents() -> None:
    """Two gold onto the witch; on each target, one token off each neighbour that is not a crown
    square; the tokens go back to the supply, the gold stays on the witch."""
    state = table(WITCHES, WHEAT, LAKE)
    text = f"witch {sq(0, 1)} on 2 {sq(0, -1)} 3 {sq(0, 1)}"
    assert text in legal_texts(state)
    after = apply(state, parse_action(text))
    assert rows(after, 1) == [["W", "Wr", "W1r"], ["W", "W1r", "C$3"]]
    assert rows(after, 2) == [["C$3", "L1r", "L"]]
    assert rows(after, 0) == [["S1", "C$1", "S2$2"]]
    assert after.supply[WHEAT_TOKEN] == state.supply[WHEAT_TOKEN] + 3
    assert after.supply[FISH_TOKEN] == state.supply[FISH_TOKEN] + 1
    assert after.gold_pool == state.gold_pool
    spoilt = [
        (p, after.grid.name(cell), kind) for _, p, cell, kind in (e for e in after.events if e[0] == "spoilt")
    ]
    assert spoilt == [  # reading order around each target
        (1, sq(-1, -2), WHEAT_TOKEN),
        (1, sq(-1, -1), WHEAT_TOKEN),
        (1, sq(0, -2), WHEAT_TOKEN),
        (2, sq(0, 2), FISH_TOKEN),
    ]
    again = act_again(after, 0)
    assert "has been used" in refused(again, text)
    assert not any(t.startswith(f"witch {sq(0, 1)}") for t in legal_texts(again))


def test_witch_options_name_different_opponents_in_seat_order() -> None:
    """The legal witches: the 1-crown witch on any opponent's crown square; the 2-crown one on a
    crown square of each of two different opponents (here the only two)."""
    state = table(WITCHES, WHEAT, LAKE)
    witches = [a for a in state.legal_actions() if isinstance(a, Witch)]
    one = [str(a) for a in witches if str(a.square) == sq(0, -1)]
    w1 = sq(0, -1)
    assert one == [
        f"witch {w1} on 2 {sq(-1, 0)}",
        f"witch {w1} on 2 {sq(0, -1)}",
        f"witch {w1} on 3 {sq(0, 1)}",
    ]
    two = [a for a in witches if str(a.square) == sq(0, 1)]
    assert len(two) == 2 and all([p for p, _ in a.targets] == [1, 2] for a in two)
    assert state.legal_actions()[-1] == PASS


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("witch {w2} on 2 {t1} 2 {t1b}", "each of a different opponent"),
        ("witch {w2} on 2 {t1}", "each of a different opponent"),
        ("witch {w1} on 2 {t1} 3 {t2}", "a witch with 1 crown is used on 1 crown square"),
        ("witch {w1} on 1 {w2}", "not on your own"),
        ("witch {w1} on 4 {t2}", "there is no player 4"),
        ("witch {w1} on 2 {plain}", "is not a crown square of player 2"),
        ("witch {castle} on 2 {t1}", "is not a witch of yours"),
    ],
)
def test_witch_refusals(text: str, message: str) -> None:
    names = {
        "w1": sq(0, -1),
        "w2": sq(0, 1),
        "castle": sq(0, 0),
        "t1": sq(0, -1),
        "t1b": sq(-1, 0),
        "t2": sq(0, 1),
        "plain": sq(-1, -2),
    }
    state = table(WITCHES, WHEAT, LAKE)
    assert message in refused(state, text.format(**names))


def test_a_witch_needs_its_gold() -> None:
    """A 2-crown witch costs 2 gold: with 1 on the castle it is refused (and not offered)."""
    state = table("S1 C$1 S2", WHEAT, LAKE)
    text = f"witch {sq(0, 1)} on 2 {sq(0, -1)} 3 {sq(0, 1)}"
    assert text not in legal_texts(state)
    assert "costs 2 gold, and your castle has 1" in refused(state, text)
    assert any(t.startswith(f"witch {sq(0, -1)}") for t in legal_texts(state))  # 1 gold: the S1


def test_a_witch_text_has_one_form() -> None:
    """Targets are kept in seat order, whatever order they were written in."""
    one = parse_action("witch D4 on 3 B2 2 F5")
    assert str(one) == "witch D4 on 2 F5 3 B2" and one == parse_action(str(one))


# --- gold --------------------------------------------------------------------------------------


def mine_game(pool: int) -> ResourcesState:
    """Player 1 takes domino 48 (wheat | 3-crown mine) in the draft; the pool holds `pool` gold
    (the other castles hold the rest), and player 1 is about to place it."""
    state = variant_game(config(players=3, deck=(48, 1, 2, 3), chiefs=(0, 1, 2)))
    state.territories[1].gold = 3 + (13 - pool)
    state.gold_pool = pool
    for action in parse_actions("pick 48; pick 1; pick 2; place X23 right"):
        state.play(action)
    state.play(state.legal_actions()[0])
    state.play(parse_action("place X23 right"))
    state.play(state.legal_actions()[0])
    assert state.pending() is not None and state.pending().domino == 48  # type: ignore[union-attr]
    return state


@pytest.mark.parametrize(("pool", "gained"), [(13, 3), (2, 2), (0, 0)])
def test_a_mine_brings_its_crowns_in_gold(pool: int, gained: int) -> None:
    """Placing a mine takes its crowns in gold from the pool to the castle, as far as it goes."""
    state = mine_game(pool)
    state.play(parse_action("place X23 right"))  # wheat on X23, the 3-crown mine on Y23
    assert state.territories[0].gold == 3 + gained
    assert state.gold_pool == pool - gained
    assert ("gold", 0, state.grid.cell(Square.parse("Y23")), gained) in state.events


# --- the harvest --------------------------------------------------------------------------------


def test_the_harvest_with_ties_and_the_gold_tie_break() -> None:
    """Equal most tokens of a kind all win it; no tokens wins nothing; level on kinds, the most
    gold on the castle decides."""
    state = table("C$2 Fr Fr Fr Wr", "C$5 Fr Fr Fr Lr Lr", "C$1 Wr Gr", "C$9")
    scores = final_scores(state)
    sheets = scores.players
    assert all(isinstance(s, HarvestSheet) for s in sheets)
    won = [[k for k in s.won] for s in sheets]  # type: ignore[attr-defined]
    assert won == [[WOOD, WHEAT_TOKEN], [WOOD, FISH_TOKEN], [WHEAT_TOKEN, MEAT], []]
    assert [s.total for s in sheets] == [2, 2, 2, 0]
    assert [current_points(state, p) for p in range(4)] == [2, 2, 2, 0]
    assert scores.ranking == ((1, 1), (2, 0), (3, 2), (4, 3))
    (tie,) = scores.tie_breaks
    assert isinstance(tie, GoldTieBreak)
    assert str(tie) == (
        "player 2, player 1, player 3 tie on 2 kinds won; "
        "the most gold on the castle decides (5 against 2 against 1)"
    )
    data = sheets[1].to_json()
    assert data["tokens"] == {"wood": 3, "wheat": 0, "meat": 0, "fish": 2}
    assert data["won"] == ["wood", "fish"] and data["gold"] == 5 and data["total"] == 2


def test_level_on_kinds_and_gold_share_the_place() -> None:
    """Gold on a witch is spent: it does not count. Level on both: a shared place."""
    state = table("C$2 Fr", "C$2 S1$1 Wr", "C$4")
    scores = final_scores(state)
    assert scores.ranking == ((1, 0), (1, 1), (3, 2))
    assert scores.winners == (0, 1)
    assert (
        str(scores.tie_breaks[0])
        == "player 1, player 2 tie on 1 kind won and 2 gold each: they share the place"
    )
    assert scores.players[1].to_json()["witch_gold"] == 1


# --- notation and snapshots ---------------------------------------------------------------------


def test_notation_round_trip() -> None:
    text = "W1r  Wr   C$4\n.    Fr2  S1$1"
    terr = variant_kingdom(text)
    assert terr.gold == 4 and list(terr.witches.values()) == [1]
    assert terr.token_counts() == (2, 2, 0, 0)
    assert format_territory(terr) == text


@pytest.mark.parametrize(
    ("token", "box", "message"),
    [
        ("Sr", RESOURCES, "a swamp yields no resource tokens"),
        ("Mr", RESOURCES, "a mine yields no resource tokens"),
        ("Wr3", RESOURCES, "1 or 2 resource tokens"),
        ("S2$1", RESOURCES, "gold lies only on the castle or on a used witch"),
        ("S$1", RESOURCES, "gold lies only on the castle or on a used witch"),
        ("W1$1", RESOURCES, "gold lies only on the castle or on a used witch"),
        ("W!1", RESOURCES, "no fire tokens"),
        ("Gr2", ORIGINS, "a square holds one wooden resource"),
        ("H$3", ORIGINS, "has no gold"),
    ],
)
def test_notation_refusals(token: str, box: object, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_token(token, box)  # type: ignore[arg-type]


def test_snapshot_while_acting_equals_the_replay() -> None:
    """In the middle of the action column, the snapshot and the replayed record equal the state,
    and a loaded game goes on like the original."""
    state = flow_to_round_2()
    state.play(PASS)
    state.play(parse_action("pick 12"))
    data = json.loads(json.dumps(state_to_json(state)))
    assert data["stage"] == "act" and data["actors"] == [2] and data["gold_pool"] == 10
    assert data["supply"] == {"wood": 22, "wheat": 26, "meat": 14, "fish": 18}
    assert data["territories"][0]["squares"]["W23"] == "C$3"
    loaded = as_a(ResourcesState, state_from_json(data))
    replayed = record_from_json(json.loads(json.dumps(record_to_json(state))))
    canonical = json.dumps(data, sort_keys=True)
    assert json.dumps(state_to_json(loaded), sort_keys=True) == canonical
    assert json.dumps(state_to_json(replayed), sort_keys=True) == canonical
    for action in parse_actions("pass; act"):
        state.play(action)
        loaded.play(action)
    assert state_to_json(loaded) == state_to_json(state) and loaded.column == [2]


# --- agents and the referee ---------------------------------------------------------------------


def test_greedy_beats_random() -> None:
    """Seeded games of one greedy against random players: greedy wins most of them (at par it
    would win about 3.5 of these 12)."""
    wins = 0.0
    for seed in range(12):
        players = 3 + seed % 2
        seats = seat_agents(["greedy"] + ["random"] * (players - 1), players, seed)
        game = play_game(config(players=players, seed=seed), seats)
        winners = final_scores(game).winners
        wins += (0 in winners) / len(winners)
    assert wins >= 9


def test_greedy_acts_gains_and_uses_witches() -> None:
    """Greedy players do use the variant: over a few games they act, gain and use witches."""
    kinds: set[str] = set()
    for seed in range(4):
        game = play_game(config(players=4, seed=seed), [GreedyAgent(seed * 4 + p) for p in range(4)])
        kinds |= {e[0] for e in game.events}
    assert {"act", "gain", "witch", "gold"} <= kinds


def test_referee_simulates_the_variant(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--game", "resources", "--players", "3", "--agents", "greedy,random,random"]
    assert main([*argv, "--games", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "resources" and data["players"] == 3
    assert set(data["per_game"]) == {
        "discards",
        "unchosen_discards",
        "actions",
        "gains",
        "witches",
        "tokens_spoilt",
    }
    assert all(0 <= s["max"] <= 4 for s in data["seats"])
    assert main([*argv, "--games", "1"]) == 0
    assert "scores are kinds won at the harvest" in capsys.readouterr().out
    assert (
        main(["simulate", "--game", "resources", "--players", "2", "--agents", "random", "--games", "1"]) == 2
    )
    assert "3 or 4 players" in capsys.readouterr().err


def test_referee_scores_a_kingdom(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "kingdom.txt"
    path.write_text("W1r  Wr   C$4\n.    Fr2  S1$1\n", encoding="utf-8")
    assert main(["score", "--game", "resources", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Resource tokens: 2 wood, 2 wheat, 0 meat, 0 fish" in out
    assert "Gold: 4 on the castle; spent on witches at (row 1, col 2) (1 gold)" in out
    assert main(["score", "--game", "resources", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["tokens"]["wood"] == 2 and data["gold"] == 4 and data["castle"] == [0, 2]
    assert data["witches"] == [{"cell": [1, 2], "gold": 1}]
    assert main(["score", "--game", "resources", str(path), "--mode", "tribe"]) == 2
    assert "has no tribe mode" in capsys.readouterr().err


def test_referee_replays_the_variant(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`replay` reads a Resource Tokens record: the pool, supply and column, each kingdom's harvest."""
    game = as_a(ResourcesState, play_game(config(players=3, seed=4), [GreedyAgent(p) for p in range(3)]))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record_to_json(game)), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Kingdomino: Resource Tokens, 3 players, seed 4; pool ")
    assert "Game over." in out and "Final ranking:" in out and "Resource tokens: " in out
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    sheets = data["scores"]["players"]
    assert [s["tokens"] for s in sheets] == [
        dict(zip(("wood", "wheat", "meat", "fish"), t.token_counts(), strict=True)) for t in game.territories
    ]
    assert data["state"]["gold_pool"] == game.gold_pool
