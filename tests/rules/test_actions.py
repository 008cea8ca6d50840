"""Actions and their text form: round trips, the compound recruit, and malformed texts."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import rules
from rules.boxes.origins import (
    BOARD,
    CAVEMAN_KINDS,
    FISH,
    FLINT,
    MAMMOTH,
    PILE,
    RESOURCES,
    SHAMAN,
    SKIP,
    Fire,
    GiveTotem,
    Pay,
    Recruit,
    Settle,
)
from rules.boxes.resources import ACT, PASS, Gain, Witch
from rules.core.actions import Action, Discard, Pick, Place, format_actions, parse_action, parse_actions
from rules.core.config import GameConfig
from rules.core.errors import IllegalAction, MalformedAction, NotationError, RulesError
from rules.core.grid import DIRECTIONS, DOWN, LEFT, RIGHT, UP, Square

SQUARES = st.builds(Square, st.integers(0, 60), st.integers(0, 44))  # AA.. on the variant's big grid
TARGETS = st.lists(st.tuples(st.integers(0, 3), SQUARES), min_size=1, max_size=3).map(tuple)

ACTIONS: st.SearchStrategy[Action] = st.one_of(
    st.lists(st.integers(1, 48), min_size=1, max_size=2).map(lambda ns: Pick(tuple(ns))),
    st.builds(Place, SQUARES, st.sampled_from(DIRECTIONS)),
    st.just(Discard()),
    st.builds(Fire, SQUARES),
    st.builds(GiveTotem, st.sampled_from(RESOURCES), st.integers(0, 3)),
    st.builds(Recruit, st.just(BOARD), st.integers(0, 3)),
    st.builds(Recruit, st.just(PILE), st.sampled_from(CAVEMAN_KINDS)),
    st.just(Recruit(SKIP)),
    st.builds(Pay, SQUARES),
    st.builds(Settle, SQUARES),
    st.just(ACT),
    st.builds(Gain, SQUARES),
    st.builds(Witch, SQUARES, TARGETS),
    st.just(PASS),
)


@settings(max_examples=200, deadline=None)
@given(ACTIONS)
def test_action_text_round_trip(action: Action) -> None:
    """parse_action(str(a)) == a for every action type."""
    assert parse_action(str(action)) == action


@settings(max_examples=100, deadline=None)
@given(st.lists(ACTIONS, min_size=1, max_size=8))
def test_action_list_round_trip(actions: list[Action]) -> None:
    """parse_actions(format_actions(list)) gives the list back."""
    assert parse_actions(format_actions(actions)) == actions


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("pick 23", Pick((23,))),
        ("pick 5 31", Pick((5, 31))),
        ("place E4 right", Place(Square(3, 4), RIGHT)),
        ("place A1 down", Place(Square(0, 0), DOWN)),
        ("place I9 left", Place(Square(8, 8), LEFT)),
        ("place M13 up", Place(Square(12, 12), UP)),
        ("  Place  e4  RIGHT ", Place(Square(3, 4), RIGHT)),
        ("discard", Discard()),
        ("fire C3", Fire(Square(2, 2))),
        ("totem fish to 2", GiveTotem(FISH, 1)),
        ("totem mammoth to 1", GiveTotem(MAMMOTH, 0)),
        ("totem flint to 4", GiveTotem(FLINT, 3)),
        ("recruit board 2", Recruit(BOARD, 1)),
        ("recruit pile shaman", Recruit(PILE, SHAMAN)),
        ("recruit skip", Recruit(SKIP)),
        ("pay D4", Pay(Square(3, 3))),
        ("settle C6", Settle(Square(5, 2))),
        ("act", ACT),
        ("pass", PASS),
        ("gain C3", Gain(Square(2, 2))),
        ("gain AB30", Gain(Square(29, 27))),
        ("witch D4 on 2 F5", Witch(Square(3, 3), ((1, Square(4, 5)),))),
        ("witch D4 on 2 F5 3 B2", Witch(Square(3, 3), ((1, Square(4, 5)), (2, Square(1, 1))))),
        ("Witch d4 ON 3 b2 2 f5", Witch(Square(3, 3), ((1, Square(4, 5)), (2, Square(1, 1))))),
    ],
)
def test_action_texts(text: str, action: Action) -> None:
    """The documented text forms read as the actions they name (squares like chess: column, row)."""
    assert parse_action(text) == action


def test_compound_recruit() -> None:
    """'recruit board 2 pay D4 E5 at C6' is a recruit, two payments and a settle."""
    assert parse_actions("recruit board 2 pay D4 E5 at C6") == [
        Recruit(BOARD, 1),
        Pay(Square(3, 3)),
        Pay(Square(4, 4)),
        Settle(Square(5, 2)),
    ]


def test_compound_recruit_from_the_pile() -> None:
    """The compound form works for the pile too, with four payments."""
    assert parse_actions("recruit pile shaman pay A1 B2 C3 D4 at E5") == [
        Recruit(PILE, SHAMAN),
        Pay(Square(0, 0)),
        Pay(Square(1, 1)),
        Pay(Square(2, 2)),
        Pay(Square(3, 3)),
        Settle(Square(4, 4)),
    ]


def test_several_actions_separated() -> None:
    """Actions separated by ';' or new lines are read in order."""
    assert parse_actions("place E4 right; fire C3\npick 12") == [
        Place(Square(3, 4), RIGHT),
        Fire(Square(2, 2)),
        Pick((12,)),
    ]


def test_parse_action_wants_exactly_one() -> None:
    """parse_action refuses a text holding several actions (the compound recruit is four)."""
    with pytest.raises(MalformedAction):
        parse_action("recruit board 2 pay D4 E5 at C6")
    with pytest.raises(MalformedAction):
        parse_action("discard; discard")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "jump E4",  # unknown verb
        "place",  # missing parts
        "place E4",
        "place right",
        "place E4 north",  # bad direction
        "place 4E right",  # bad square
        "place E0 right",
        "place AAA4 right",  # a square has one or two column letters
        "act now",
        "pass 2",
        "gain",
        "gain C3 D4",
        "gain 3",
        "witch",
        "witch D4",
        "witch D4 on",
        "witch D4 on 2",
        "witch D4 at 2 F5",
        "witch D4 on 0 F5",  # players count from 1
        "witch D4 on 2 F5 3",
        "witch D4 on F5 2",
        "witch D4 on two F5",
        "place E right",
        "fire",
        "fire E4 E5",
        "fire 44",
        "pay",
        "pay X",
        "settle",
        "settle C6 C7",
        "discard now",
        "pick",
        "pick 1 2 3",
        "pick x",
        "pick -1",
        "pick ²",  # a digit to str.isdigit, not to int()
        "totem fish to 0",  # players count from 1
        "totem fish to -1",
        "totem fish 2",
        "totem fish to",
        "totem wood to 2",
        "totem fish to ²",
        "recruit",
        "recruit board",
        "recruit board 0",
        "recruit board 9",
        "recruit board ²",
        "recruit board two",
        "recruit pile",
        "recruit pile wizard",
        "recruit skip now",
        "recruit later",
        "recruit board 2 pay D4 E5",  # compound without `at`
        "recruit board 2 pay at C6",  # nothing paid
        "recruit board 2 pay D4 at",  # nowhere to settle
        "recruit board 2 pay D4 at C6 C7",
        "recruit board 2 D4 at C6",
    ],
)
def test_malformed(text: str) -> None:
    """Texts that are not actions raise MalformedAction (and nothing else)."""
    with pytest.raises(MalformedAction):
        parse_actions(text)


_WORDS = st.sampled_from(
    [
        *["place", "pick", "fire", "totem", "to", "recruit", "board", "pile", "skip"],
        *["pay", "at", "settle", "discard", "right", "down", "left", "up", "fish", "shaman"],
        *["act", "gain", "witch", "on", "pass", "AB12"],
        *["E4", "A1", "C6", "Z9", "E0", "0", "1", "2", "4", "9", "48", "-1", "²", "¹", "١", ";", "\n"],
    ]
)
_TEXTS = st.one_of(
    st.lists(_WORDS, max_size=8).map(" ".join),
    st.text(alphabet="abcdeflpru0123456789²¹١ ;\n-", max_size=30),
)


@settings(max_examples=200, deadline=None)
@given(_TEXTS)
@example("pick ²")
@example("totem fish to ²")
@example("recruit board ²")
def test_any_text_parses_or_raises_malformed(text: str) -> None:
    """Whatever a player types, parse_actions returns actions or raises MalformedAction."""
    try:
        actions = parse_actions(text)
    except MalformedAction:
        return
    assert actions
    assert parse_actions(format_actions(actions)) == actions


def test_error_classes() -> None:
    """MalformedAction and IllegalAction are two different RulesError subclasses."""
    assert issubclass(MalformedAction, RulesError)
    assert issubclass(IllegalAction, RulesError)
    assert not issubclass(MalformedAction, IllegalAction)
    assert not issubclass(IllegalAction, MalformedAction)
    assert issubclass(NotationError, RulesError)


def test_well_formed_but_illegal_is_illegal_action() -> None:
    """A well-formed action that is not allowed now raises IllegalAction, not MalformedAction."""
    state = rules.new_game(GameConfig(players=4, seed=1))
    action = parse_action("place E4 right")  # the game starts with the draft: no placing yet
    with pytest.raises(IllegalAction) as info:
        rules.apply(state, action)
    assert not isinstance(info.value, MalformedAction)
