"""Reason codes: every refusal the rules can raise has a registered code, the fields its English
template takes, plain values; the error keeps its code, fields and context through copies."""

from __future__ import annotations

import ast
import json
import pickle
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules import (
    ConfigError,
    GameConfig,
    IllegalAction,
    NotationError,
    RandomAgent,
    RulesError,
    new_game,
    parse_action,
)
from rules.core.decisions import DRAFT, PICK
from rules.core.errors import Term, fields_of
from rules.core.game import GameState
from rules.core.notation import parse_territory
from rules.core.refusals import ENGLISH
from rules.names import Game

ROOT = Path(__file__).resolve().parents[2]
ERRORS = {"RulesError", "MalformedAction", "IllegalAction", "NotYourTurn", "ConfigError", "NotationError"}
POSITION = {"row", "col"}  # a NotationError's square, not a field of its reason
# rules' helpers that build an error from a code they are given: where the code is, which fields
# the helper adds itself (a wrong move's `action`, a typed word's `text`...).
HELPERS = {"wrong": (1, {"action"}), "number_arg": (1, {"text"}), "named_arg": (2, {"text", "names"})}
HELPERS |= {"_member": (2, {"value"})}
# What the rules raise besides their errors: a bug's or an argument parser's, not a refusal.
OTHERS = {"ValueError", "TypeError", "ArgumentTypeError", "SystemExit"}


def sources(package: str) -> Iterator[tuple[str, ast.Module]]:
    for path in sorted((ROOT / package).rglob("*.py")):
        yield str(path.relative_to(ROOT)), ast.parse(path.read_text(encoding="utf-8"))


def name_of(func: ast.expr) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def codes_in(node: ast.expr | None) -> list[str] | None:
    """The codes a code argument can be: a literal, or a choice of two; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        body, orelse = codes_in(node.body), codes_in(node.orelse)
        return None if body is None or orelse is None else body + orelse
    return None


def check_call(where: str, node: ast.Call, position: int, given: set[str]) -> list[str]:
    """What is wrong with one call that builds an error (nothing: an empty list); the codes it uses."""
    arg = node.args[position] if len(node.args) > position else None
    if isinstance(arg, ast.Name) and arg.id == "code":
        return []  # a helper passing its caller's code on: checked at the helper's callers
    codes = codes_in(arg)
    if codes is None:
        return [f"{where}: no literal reason code"]
    problems = []
    named = {k.arg for k in node.keywords if k.arg is not None} - POSITION
    for code in codes:
        if code not in ENGLISH:
            problems.append(f"{where}: {code!r} is not in rules.refusals")
        elif any(k.arg is None for k in node.keywords):
            problems.append(f"{where}: fields given as **mapping, not by name")
        elif named | given != set(fields_of(code)):
            problems.append(f"{where}: {code} given {sorted(named | given)}, takes {sorted(fields_of(code))}")
    return problems


def scan() -> tuple[list[str], set[str]]:
    """Every call in rules/ and bot/ that builds a rules error: the problems found, the codes used."""
    problems: list[str] = []
    used: set[str] = set()
    for package in ("rules", "bot"):
        for path, tree in sources(package):
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call):
                    continue
                name, where = name_of(node.func), f"{path}:{node.lineno}"
                given: set[str] = set()
                if name in ERRORS:
                    position = 0
                elif package == "rules" and name in HELPERS:
                    position, given = HELPERS[name]
                else:
                    continue
                problems += check_call(where, node, position, given)
                arg = node.args[position] if len(node.args) > position else None
                used.update(codes_in(arg) or [])
    return problems, used


def test_every_error_is_built_with_a_registered_code_and_its_fields() -> None:
    """Each rules error built in rules/ (and the bot) names a code of rules.refusals with exactly
    the fields its English template takes; every registered code is raised somewhere."""
    problems, used = scan()
    assert problems == []
    assert sorted(set(ENGLISH) - used) == [], "registered but never raised"


def test_nothing_is_raised_in_rules_without_a_code() -> None:
    """Every `raise` in rules/ raises a rules error built with a code, one of the functions that
    build one (a reason), the same error in a context, or a bug's exception (ValueError)."""
    builders = set(ERRORS) | set(HELPERS) | {"within", "located"}
    trees = dict(sources("rules"))
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.returns is not None:
                returned = ast.unparse(node.returns).strip("'\"")
                if returned in ERRORS:
                    builders.add(node.name)
    strays = []
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Raise) and node.exc is not None:
                raised = node.exc
                if not (isinstance(raised, ast.Call) and name_of(raised.func) in builders | OTHERS):
                    strays.append(f"{path}:{node.lineno}: raise {ast.unparse(raised)}")
    assert strays == []
    assert {"placement", "landing_refusal", "recruit_refusal", "_why_not_gain", "wrong"} <= builders


def test_the_english_sentence_comes_from_the_template() -> None:
    """str(exc) fills the code's template: lists, `or` lists, quoted text and words chosen by a number."""
    exc = IllegalAction("fire-out-of-range", square="C3", craters=1, far=1)
    assert str(exc) == "C3 is out of range: a 1-crater volcano throws next to it"
    far = IllegalAction("fire-out-of-range", square="C3", craters=3, far=2)
    assert str(far) == "C3 is out of range: a 3-crater volcano throws up to 2 squares away"
    witch = IllegalAction("witch-targets", crowns=1)
    assert str(witch) == "a witch with 1 crown is used on 1 crown square, each of a different opponent"
    assert "with 2 crowns is used on 2 crown squares" in str(IllegalAction("witch-targets", crowns=2))
    totem = IllegalAction("totem-to-tied", resource=Term("resource", "fish"), players=(1, 3, 4))
    assert str(totem) == "give the fish totem to player 1, 3 or 4"
    assert str(IllegalAction("totem-to-tied", resource=Term("resource", "fish"), players=(2,))) == (
        "give the fish totem to player 2"
    )
    quoted = parse_error("place E4 it's")
    assert str(quoted) == '"it\'s" is not a direction (right, down, left, up)'
    game = ConfigError(
        "config-players-of", game=Term("game-called", "resources", "Kingdomino X"), counts=(3, 4), players=2
    )
    assert str(game) == "A game of Kingdomino X is played by 3 or 4 players, not 2."


def parse_error(text: str) -> RulesError:
    with pytest.raises(RulesError) as info:
        parse_action(text)
    return info.value


def test_a_code_takes_exactly_its_fields_as_plain_values() -> None:
    """An unknown code, a missing or extra field, or a field that is not text, a number, a Term
    or a tuple of them, is a bug: refused when the error is built."""
    with pytest.raises(KeyError):
        IllegalAction("no-such-reason")
    with pytest.raises(TypeError, match="takes"):
        IllegalAction("fire-already-burning")
    with pytest.raises(TypeError, match="takes"):
        IllegalAction("game-over", square="E4")
    for bad in (None, True, 1.5, ["E4"], (("E4",),), {"E4": 1}):
        with pytest.raises(TypeError, match="not text"):
            IllegalAction("fire-already-burning", square=bad)  # type: ignore[arg-type]
    assert fields_of("usage") == {"text": "quoted", "usage": "value"}
    assert fields_of("pick-taken") == {"action": "value", "choices": "list"}
    assert fields_of("expected-totem") == {"action": "value", "resource": "value", "players": "or"}


def test_context_and_position_are_said_before_the_reason() -> None:
    """`within` and `located` add where the refusal was found (the referee's file, a row and
    column) without changing its code, its fields or its class; a copy pickles whole."""
    with pytest.raises(NotationError) as info:
        parse_territory("H G\nG H")
    second = info.value
    hut = Term("centre", "hut")
    assert (second.code, dict(second.fields), second.row, second.col) == (
        "notation-second-centre",
        {"centre": hut},
        1,
        1,
    )
    assert str(second) == "(row 1, col 1): a second hut: a territory has exactly one"
    filed = second.within("territory.txt")
    assert str(filed) == "territory.txt: (row 1, col 1): a second hut: a territory has exactly one"
    assert str(second).startswith("(row")  # the original is unchanged
    assert filed.located(0, 1).row == 0 and filed.row == 1
    again = pickle.loads(pickle.dumps(filed))
    assert type(again) is NotationError and str(again) == str(filed)
    assert (again.code, again.fields, again.context) == (filed.code, filed.fields, filed.context)
    assert (
        repr(IllegalAction("fire-already-burning", square="C3"))
        == "IllegalAction('fire-already-burning', square='C3')"
    )


def test_real_refusals_have_json_fields() -> None:
    """Refusals of real states (a placement, a config, a notation, a turn) carry JSON-able fields:
    text, numbers, terms as kind and id, lists of these."""
    state = new_game(GameConfig(players=2, seed=3))
    refusals: list[RulesError] = []
    for text in ("place E5 right", "pick 99", "fire C3", "place Z99 up", "totem fish to 0", "recruit pile x"):
        try:
            state.copy().play(parse_action(text), player=state.current_player())
        except RulesError as exc:
            refusals.append(exc)
    for config in ({"players": 5}, {"game": "classic", "mode": "tribe", "players": 2}, {"deck": [0]}):
        with pytest.raises(ConfigError) as info:
            GameConfig.from_json(config)
        refusals.append(info.value)
    assert len(refusals) == 9
    for refusal in refusals:
        text = json.dumps(refusal.fields, default=lambda t: {"kind": t.kind, "id": t.id})
        assert json.loads(text).keys() == set(fields_of(refusal.code))


def wrong_move(state: GameState, text: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        state.play(parse_action(text))
    return info.value


@pytest.mark.parametrize(
    ("game", "players", "draft", "later"),
    [
        (Game.ORIGINS, 4, "expected-draft-pick", "expected-pick"),
        (Game.ORIGINS, 2, "expected-draft-pick", "expected-pick"),  # the Neolithic: two at the draft
        (Game.CLASSIC, 3, "expected-draft-pick", "expected-pick"),
        (Game.RESOURCES, 3, "expected-first-pick", "expected-pick-or-act"),
    ],
)
def test_a_wrong_move_at_a_choice_names_a_domino_on_offer_and_its_line(
    game: Game, players: int, draft: str, later: str
) -> None:
    """A move of the wrong kind when a domino is to be chosen: at the initial draft the reason
    says the first line, later the next line, and its example is a pick the player could make
    (a domino still free, not a fixed number)."""
    state = new_game(GameConfig(game=game, players=players, seed=4))
    agent = RandomAgent(4)
    checked = set()
    while not state.is_over and state.round < 4:
        if state.stage == DRAFT or (state.stage == PICK and state.round == 3):  # some taken already
            refused = wrong_move(state, "fire C3")
            assert refused.code == (draft if state.stage == DRAFT else later)
            assert parse_action(str(refused.fields["example"])) in state.legal_actions()
            line = "the first line" if state.stage == DRAFT else "the next line"
            assert line in str(refused), str(refused)
            checked.add(state.stage)
        state.play(agent.choose(state))
    assert checked == {DRAFT, PICK}
