"""Recruiting cavemen in Tribe mode (RULES.md ruling 6, and ruling 4 for fire)."""

from __future__ import annotations

from collections import Counter

import pytest

from rules import (
    GameConfig,
    GreedyAgent,
    IllegalAction,
    parse_action,
    parse_actions,
)
from rules.boxes.origins import (
    CAVE_BOARD_SLOTS,
    CAVEMAN_NAMES,
    FISH,
    HUNTER,
    MAMMOTH,
    WARRIOR1,
    OriginsState,
    Recruit,
)
from rules.names import Decision, Mode
from tests.rules.games import origins_game, origins_territory

# --- the scenario -----------------------------------------------------------------------------
#
# Tribe, 4 players, chiefs drawn P1 P2 P3 P4. Cave board: hunter, fisher, warrior3, shaman; the
# pile starts firelady, gatherer, then the rest shuffled by the seed.
#   Line 1: 12 G|G (P2), 19 G|L (P1), 20 L|J (P3), 21 G|Q (P4)
#   Line 2:  2 D|D (P3),  3 D|D (P4),  6 D|L (P2), 23 J|Q (P1)
#   Line 3:  4 D|G (P3),  5 D|G (P4),  7 D|L (P2), 28 D|V1 (P1)
# Every domino of lines 1 and 2 goes up from E4, right from F5 or left from D5.

CONFIG = GameConfig(
    players=4,
    mode=Mode.TRIBE,
    deck=(19, 20, 21, 12, 23, 6, 2, 3, 28, 4, 5, 7, 8, 9, 10, 11),
    chiefs=(0, 1, 2, 3),
    cavemen=("hunter", "fisher", "warrior3", "shaman", "firelady", "gatherer"),
)


def play(state: OriginsState, script: str) -> OriginsState:
    for action in parse_actions(script):
        state.play(action)
    return state


def names(state: OriginsState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def decision(state: OriginsState) -> tuple[int, Decision]:
    pending = state.pending()
    assert pending is not None
    return pending.player, pending.decision


def cell(state: OriginsState, name: str) -> int:
    return state.grid.parse(name)


def at_p1_first_recruit() -> OriginsState:
    """Round 1, P1 has placed 19 (mammoth E4, fish E3) and picked: the recruit decision."""
    state = play(origins_game(CONFIG), "pick 19; pick 12; pick 20")
    play(state, "place E4 up; pick 6")  # P2: two mammoths, a single kind
    play(state, "place E4 up; pick 23")  # P1
    return state


def to_round_two_p2(p1_round_one: str) -> OriginsState:
    """After P1's round-1 recruit decision: up to P2's recruit decision in round 2."""
    state = play(at_p1_first_recruit(), p1_round_one)
    play(state, "place E4 up; pick 2; recruit skip")  # P3: fish E4, mushroom E3
    play(state, "place E4 up; recruit skip")  # P4: mammoth E4, flint E3; domino 3 forced
    play(state, "place F5 right; pick 4; recruit skip")
    play(state, "place F5 right; pick 5; recruit skip")
    play(state, "place F5 right; pick 7")  # P2: desert F5, fish G5
    return state


# --- when a recruit is offered ----------------------------------------------------------------


def test_no_recruit_decision_without_two_kinds() -> None:
    """A player with resources of a single kind is not asked to recruit."""
    state = play(origins_game(CONFIG), "pick 19; pick 12; pick 20")
    play(state, "place E4 up; pick 6")  # P2: two mammoths
    assert decision(state) == (0, Decision.PLACE)
    assert not [e for e in state.events if e[0] in ("pay", "settle")]


def test_recruit_comes_after_the_pick() -> None:
    """The recruit is offered after choosing the new domino, not before."""
    state = play(origins_game(CONFIG), "pick 19; pick 12; pick 20; place E4 up; pick 6")
    play(state, "place E4 up")
    assert decision(state) == (0, Decision.PICK)
    with pytest.raises(IllegalAction):
        state.play(parse_action("recruit board 1"))
    play(state, "pick 23")
    assert decision(state) == (0, Decision.RECRUIT)


def test_two_kinds_offer_the_board_but_not_the_pile() -> None:
    """Two kinds of resources buy a face-up tile; the pile needs all four kinds."""
    state = at_p1_first_recruit()
    assert names(state) == [
        "recruit board 1",
        "recruit board 2",
        "recruit board 3",
        "recruit board 4",
        "recruit skip",
    ]
    with pytest.raises(IllegalAction, match="4 different kinds"):
        state.play(parse_action("recruit pile hunter"))


def test_recruit_skip() -> None:
    """`recruit skip` ends the turn: nothing paid, the board unchanged, the next chief plays."""
    state = at_p1_first_recruit()
    board = list(state.cave_board)
    play(state, "recruit skip")
    assert decision(state) == (2, Decision.PLACE)
    assert state.cave_board == board
    assert state.territories[0].resource_counts() == (1, 1, 0, 0)
    assert not [e for e in state.events if e[0] in ("pay", "settle")]


# --- paying and settling ----------------------------------------------------------------------


def test_board_recruit_pays_two_kinds_and_settles_on_a_freed_square() -> None:
    """A board recruit: pay a mammoth and a fish, the caveman may stand where one of them was."""
    state = play(at_p1_first_recruit(), "recruit board 1")
    assert decision(state) == (0, Decision.PAY)
    assert names(state) == ["pay E3", "pay E4"]
    play(state, "pay E4")
    assert names(state) == ["pay E3"]
    play(state, "pay E3")
    # Paid resources leave the game: both squares are bare now and free for the caveman.
    terr = state.territories[0]
    assert terr.resource_counts() == (0, 0, 0, 0)
    assert decision(state) == (0, Decision.SETTLE)
    assert names(state) == ["settle E3", "settle E4"]
    with pytest.raises(IllegalAction, match="not the hut"):
        state.play(parse_action("settle E5"))
    play(state, "settle E4")
    assert terr.cavemen == {cell(state, "E4"): HUNTER}
    assert [e for e in state.events if e[0] in ("pay", "settle")] == [
        ("pay", 0, cell(state, "E4"), MAMMOTH),
        ("pay", 0, cell(state, "E3"), FISH),
        ("settle", 0, cell(state, "E4"), HUNTER, "board"),
    ]
    assert state.cave_board[0] == -1
    assert decision(state) == (2, Decision.PLACE)


def test_pay_must_use_a_kind_not_yet_paid() -> None:
    """After paying a mammoth, another mammoth is refused; only the other kind may be paid."""
    state = to_round_two_p2("recruit skip")
    assert decision(state) == (1, Decision.RECRUIT)
    play(state, "recruit board 2")
    assert names(state) == ["pay E3", "pay E4", "pay G5"]  # mammoth, mammoth, fish
    play(state, "pay E4")
    assert names(state) == ["pay G5"]
    with pytest.raises(IllegalAction, match="already paid a mammoth"):
        state.play(parse_action("pay E3"))
    with pytest.raises(IllegalAction, match="no wooden resource"):
        state.play(parse_action("pay F5"))
    assert state.territories[1].resource_counts() == (1, 1, 0, 0)


# Set up directly: a territory with every kind of square a caveman may or may not stand on.
MIXED = """
V1  Gr        Lr
D   H         G1
J!1 Q@painter Jr
"""


def test_settle_only_on_bare_terrain() -> None:
    """A caveman goes on a volcano or a bare square: not the hut, fire, a resource or a caveman."""
    state = to_round_two_p2("recruit skip")
    state.territories[1] = origins_territory(MIXED)
    play(state, "recruit board 2; pay E4; pay F4")  # the mammoth and the fish
    assert decision(state) == (1, Decision.SETTLE)
    # D4 volcano, D5 desert, E4 and F4 just freed by paying.
    assert names(state) == ["settle D4", "settle E4", "settle F4", "settle D5"]
    for square in ("E5", "F5", "D6", "E6", "F6"):  # hut, printed fire, token, caveman, resource
        with pytest.raises(IllegalAction, match="no fire, no wooden resource and no other caveman"):
            state.play(parse_action(f"settle {square}"))
    play(state, "settle D4")
    assert state.territories[1].cavemen[cell(state, "D4")] == CAVEMAN_NAMES.index("fisher")


# --- the cave board and the pile --------------------------------------------------------------


def test_board_slot_stays_empty_until_the_next_round() -> None:
    """A taken face-up tile is replaced from the top of the pile only when the next round starts."""
    state = play(at_p1_first_recruit(), "recruit board 1 pay E4 E3 at E4")
    pile = list(state.cave_pile)
    assert pile[:2] == [CAVEMAN_NAMES.index("firelady"), CAVEMAN_NAMES.index("gatherer")]
    play(state, "place E4 up; pick 2")  # P3
    assert names(state) == ["recruit board 2", "recruit board 3", "recruit board 4", "recruit skip"]
    with pytest.raises(IllegalAction, match="slot 1 of the cave board is empty"):
        state.play(parse_action("recruit board 1"))
    play(state, "recruit skip; place E4 up; recruit skip")  # P3, then P4 (domino 3 forced)
    assert state.round == 2
    board = [CAVEMAN_NAMES[k] for k in state.cave_board]
    assert board == ["firelady", "fisher", "warrior3", "shaman"]
    assert state.cave_pile == pile[1:]  # the board recruit did not shuffle the pile


def test_board_is_refilled_to_four_every_round() -> None:
    """At the start of every round with a new line the cave board shows 4 tiles again."""
    state = origins_game(GameConfig(players=4, mode=Mode.TRIBE, seed=21))
    agent = GreedyAgent(21)
    seen = 0
    while not state.is_over:
        before = state.round
        state.play(agent.choose(state))
        if state.round != before and state.next_line:
            seen += 1
            assert -1 not in state.cave_board or not state.cave_pile
            if state.cave_pile:
                assert sum(k >= 0 for k in state.cave_board) == CAVE_BOARD_SLOTS
    assert seen == 11
    assert [e for e in state.events if e[0] == "settle"]  # the greedy players did recruit


def test_pile_recruit_with_four_kinds_chooses_any_kind_and_reshuffles() -> None:
    """Four kinds buy any tile of the pile; the pile is shuffled again afterwards."""
    state = to_round_two_p2("recruit skip")
    play(state, "recruit skip")
    play(state, "place D5 left")  # P1: mushroom D5, flint C5: four kinds; domino 28 forced
    assert decision(state) == (0, Decision.RECRUIT)
    assert state.territories[0].resource_counts() == (1, 1, 1, 1)
    offered = [a for a in state.legal_actions() if isinstance(a, Recruit) and a.source == "pile"]
    assert {a.which for a in offered} == set(state.cave_pile)
    assert len(offered) == len(set(state.cave_pile))
    assert "recruit board 1" in names(state) and names(state)[-1] == "recruit skip"
    # The only Oafish warrior is face up on the board, so the pile cannot provide one.
    with pytest.raises(IllegalAction, match="no warrior3 is left in the pile"):
        state.play(parse_action("recruit pile warrior3"))

    pile = list(state.cave_pile)
    play(state, "recruit pile warrior1; pay E4; pay E3; pay D5")
    assert decision(state) == (0, Decision.PAY)  # the fourth kind is still owed
    assert names(state) == ["pay C5"]
    play(state, "pay C5")
    assert names(state) == ["settle E3", "settle E4", "settle C5", "settle D5"]
    play(state, "settle D5")
    assert state.territories[0].cavemen == {cell(state, "D5"): WARRIOR1}
    rest = list(pile)
    rest.remove(WARRIOR1)
    assert Counter(state.cave_pile) == Counter(rest)
    assert state.cave_pile != rest  # reshuffled, not just the tile taken out
    assert [CAVEMAN_NAMES[k] for k in state.cave_board] == ["hunter", "fisher", "warrior3", "shaman"]


# --- fire and cavemen (ruling 4) --------------------------------------------------------------


def test_fire_destroys_a_caveman() -> None:
    """A fire token landing on a caveman destroys it."""
    state = to_round_two_p2("recruit board 1 pay E4 E3 at E4")  # P1's Hunter on E4
    play(state, "recruit skip")  # P2
    play(state, "place D5 left; recruit skip")  # P1: mushroom, flint; domino 28 forced
    assert state.round == 3
    play(state, "place D5 left; pick 8; recruit skip")  # P3: desert D5, mammoth C5
    play(state, "place D5 left; pick 9; recruit skip")  # P4: the same
    play(state, "place D5 left; pick 10; recruit skip")  # P2: desert D5, fish C5
    play(state, "place F5 right")  # P1: desert F5, volcano G5
    assert decision(state) == (0, Decision.FIRE)
    play(state, "fire E4")  # distance 2 from G5
    e4 = cell(state, "E4")
    fire = state.events.index(("fire", 0, e4, 1))
    assert state.events[fire + 1] == ("burnt-caveman", 0, e4, HUNTER)
    assert state.territories[0].cavemen == {}
    assert e4 in state.territories[0].tokens


# --- the Neolithic and the final round --------------------------------------------------------


def test_neolithic_player_may_recruit_twice_in_a_round() -> None:
    """In the Neolithic each of a player's two chiefs may recruit in the same round."""
    state = origins_game(
        GameConfig(
            players=2,
            mode=Mode.TRIBE,
            deck=(1, 19, 21, 40, 2, 3, 4, 5),
            chiefs=(0, 1, 0, 1),
            cavemen=("hunter", "fisher", "painter", "shaman"),
        )
    )
    assert names(state) == ["pick 1 40", "pick 19 21"]
    play(state, "pick 19 21")
    assert state.line_owners == [1, 0, 0, 1]
    play(state, "place H7 right; pick 2")  # P2: deserts, no recruit
    play(state, "place G6 up; pick 3")  # P1: mammoth G6, fish G5
    assert decision(state) == (0, Decision.RECRUIT)
    play(state, "recruit board 1 pay G6 G5 at G6")
    play(state, "place F7 left; pick 4")  # P1 again: mammoth F7, flint E7
    assert decision(state) == (0, Decision.RECRUIT)
    assert "recruit board 1" not in names(state)  # refilled only when the next round starts
    play(state, "recruit board 2 pay F7 E7 at F7")
    settled = [e for e in state.events if e[0] == "settle"]
    assert [(e[1], e[3]) for e in settled] == [(0, HUNTER), (0, CAVEMAN_NAMES.index("fisher"))]
    assert state.round == 1
    assert decision(state) == (1, Decision.PLACE)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_recruit_in_the_final_round(players: int) -> None:
    """Nobody is offered a recruit in the final round, which has placements only."""
    state = origins_game(GameConfig(players=players, mode=Mode.TRIBE, seed=8))
    agent = GreedyAgent(8)
    while not state.is_over:
        pending = state.pending()
        assert pending is not None
        if state.final_round:
            assert pending.decision in (Decision.PLACE, Decision.FIRE)
        state.play(agent.choose(state))
    last = state.events.index(("round", -1, 12))
    assert [e for e in state.events[:last] if e[0] == "settle"]
    assert not [e for e in state.events[last:] if e[0] in ("pay", "settle")]
