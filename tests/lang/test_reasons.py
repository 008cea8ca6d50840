"""The refusals' words: every reason code of the rules has its `reason-<code>` message, with the
fields the rules give it; the bot's English wording of a refusal is the rules' own `str(exc)`,
for every code and for real refusals of played games, typed actions, configs and territories;
each term a refusal names is in every language."""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable, Iterator

import pytest
from fluent.syntax import ast

import lang
from bot.i18n.messages import worded
from lang import LANGUAGES, words
from rules import (
    BOXES,
    Action,
    Field,
    Game,
    GameConfig,
    GameState,
    Mode,
    Option,
    RandomAgent,
    RulesError,
    Term,
    fields_of,
    new_game,
    parse_action,
    parse_territory,
)
from rules.core.notation import parse_token
from rules.core.refusals import ENGLISH
from tests.lang.test_catalogues import CATALOGUES, variables


def selectors(node: object) -> Iterator[str]:
    """The variables a message chooses its words by (`{ $count -> ...}`)."""
    if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
        yield node.selector.id.name
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                yield from selectors(child)


def chosen_by(code: str) -> set[str]:
    """The fields a template chooses words by (`{count:one|other}`)."""
    template = ENGLISH[code]
    return {name for name in fields_of(code) if f"{{{name}:" in template and "|" in template}


def test_every_code_has_its_message_with_its_fields() -> None:
    """`reason-<code>` for each code of rules.refusals, no other, each with exactly the code's
    fields as variables, choosing plurals by the same fields as the English template."""
    english = CATALOGUES["en"]
    messages = {ident.removeprefix("reason-") for ident in english if ident.startswith("reason-")}
    assert sorted(set(ENGLISH) - messages) == [], "no message"
    assert sorted(messages - set(ENGLISH)) == [], "no such code"
    differ = {
        code: (sorted(set(variables(english[f"reason-{code}"]))), sorted(fields_of(code)))
        for code in ENGLISH
        if set(variables(english[f"reason-{code}"])) != set(fields_of(code))
    }
    assert differ == {}
    choosing = {
        code: (sorted(set(selectors(english[f"reason-{code}"]))), sorted(chosen_by(code)))
        for code in ENGLISH
        if set(selectors(english[f"reason-{code}"])) != chosen_by(code)
    }
    assert choosing == {}


def samples(code: str) -> Iterator[dict[str, Field]]:
    """Fields for a code, each a different value, so that a message showing the wrong variable is
    seen: numbers for words to choose by (1, 2 and 5), lists of one, two and three, quoted text."""
    for count in (1, 2, 5):
        fields: dict[str, Field] = {}
        for i, (name, form) in enumerate(sorted(fields_of(code).items())):
            if form in ("list", "or"):
                fields[name] = tuple(f"<{name} {n}>" for n in range(min(count, 3)))
            elif form == "quoted":
                fields[name] = f"it's {name}"
            else:
                fields[name] = count if name in chosen_by(code) else 101 + i
        yield fields


@pytest.mark.parametrize("code", sorted(ENGLISH))
def test_the_english_catalogue_says_what_the_rules_say(code: str) -> None:
    """For every code, the bot's English (lang/en/reasons.ftl, its lists joined and typed text
    quoted) is the rules' English sentence, word for word, in the singular and the plural."""
    for fields in samples(code):
        exc = RulesError(code, **fields)
        assert worded(exc, words("en")) == str(exc)


class AsWritten(lang.Words):
    """The English catalogue, but each game term of the refusal at hand as the rules write it
    ("firelady", "totem"): the sentence around the terms is then the rules' sentence exactly."""

    def __init__(self) -> None:
        super().__init__("en", (lang.ROOT / "en").glob("*.ftl"))
        self.terms: dict[str, str] = {}

    def __call__(self, key: str, /, **fields: object) -> str:
        return self.terms[key] if key in self.terms else super().__call__(key, **fields)


def terms(exc: RulesError) -> Iterator[Term]:
    for value in exc.fields.values():
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, Term):
                yield item


# --- real refusals -----------------------------------------------------------------------------

PLAYED = [
    (Game.ORIGINS, Mode.TRIBE, 2),
    (Game.ORIGINS, Mode.TOTEM, 4),
    (Game.ORIGINS, Mode.TRIBE, 3),
    (Game.CLASSIC, Mode.DISCOVERY, 2),
    (Game.RESOURCES, Mode.DISCOVERY, 3),
    (Game.RESOURCES, Mode.DISCOVERY, 4),
]
TYPED = [
    "discard",
    "act",
    "pass",
    "recruit skip",
    "recruit board 1",
    "recruit board 4",
    "recruit pile warrior3",
    "recruit pile firelady",
    "totem fish to 1",
    "totem mammoth to 2",
    "pick 1",
    "pick 99",
    "place Z99 up",
    "fire Z99",
]
GARBLED = [
    "",
    "dance",
    "place E4",
    "place E4 sideways",
    "place 44 up",
    "pick x",
    "pick 1 2 3",
    "totem fish",
    "totem stone to 1",
    "totem fish to 0",
    "recruit",
    "recruit board x",
    "recruit board 9",
    "recruit pile nobody",
    "recruit board 2 pay",
    "witch E4 on 1",
    "witch E4 on 0 F5",
    "pay",
    "pick 1; pick 2",
]


def probes(state: GameState, rng: random.Random) -> list[str]:
    """Texts to try on a state: actions of every kind on a few squares (anywhere, the player's
    own, an opponent's), typed choices and commands."""
    grid, now = state.grid, state.current_player()
    own = sorted(state.territories[now].specs) or [grid.hut]
    theirs = sorted(state.territories[(now + 1) % len(state.territories)].specs) or [grid.hut]
    squares = [rng.choice(grid.cells), grid.hut, *rng.sample(own, min(2, len(own)))]
    out = list(TYPED)
    for cell in squares:
        square, other = grid.name(cell), grid.name(rng.choice(theirs))
        out += [f"place {square} {d}" for d in ("right", "down", "left", "up")]
        out += [f"fire {square}", f"pay {square}", f"settle {square}", f"gain {square}"]
        out += [
            f"witch {square} on {p} {other}" for p in (now + 1, (now + 1) % len(state.territories) + 1, 7)
        ]
    return out


TOKENS = (
    "X",
    "W",
    "D",
    "V4",
    "G3",
    "M4",
    "W!1",
    "Gr2",
    "Dr",
    "V1!1",
    "D@nobody",
    "Sr",
    "Wr3",
    "S2$1",
    "H$2",
    "!",
)
TERRITORIES = ("", "H G\nG H", "H\n\nG", "H G G\nG", "G G", "H . G", "H G G G G G G G")
CONFIGS: tuple[object, ...] = (
    {"game": "chess"},
    {"mode": "x"},
    {"options": ["x"]},
    {"seed": "x"},
    {"x": 1},
    [],
)


def refuse(state: GameState, text: str, legal: set[Action], player: int) -> None:
    """Play `text` as `player` if the rules refuse it (and so leave the state as it was)."""
    action = parse_action(text)
    if action not in legal:
        state.play(action, player=player)


def refused(step: Callable[[], object]) -> Iterator[RulesError]:
    """The refusal `step` meets, if any."""
    try:
        step()
    except RulesError as exc:
        yield exc


def played_refusals() -> Iterator[RulesError]:
    """Random games, and at a sample of their decisions, actions of every kind tried by the
    pending player (and a legal one by another)."""
    for game, mode, players in PLAYED:
        for seed in (1, 2):
            state = new_game(GameConfig(game=game, mode=mode, players=players, seed=seed))
            agent, rng = RandomAgent(seed), random.Random(seed)
            while not state.is_over:
                if rng.random() < 0.3:  # a sample of the decisions: enough to meet each refusal
                    now, legal = state.current_player(), set(state.legal_actions())
                    # A refused action changes nothing (tests/rules/test_hostile_actions.py), so
                    # all but the legal ones are tried on the state itself.
                    for text in probes(state, rng):
                        yield from refused(functools.partial(refuse, state, text, legal, now))
                    first = str(state.legal_actions()[0])
                    yield from refused(functools.partial(refuse, state, first, set(), (now + 1) % players))
                state.play(agent.choose(state))
            yield from refused(functools.partial(state.play, parse_action("pass")))


def typed_refusals() -> Iterator[RulesError]:
    """Garbled texts, configs no box plays, bad squares and territories in the notation."""
    for text in GARBLED:
        yield from refused(functools.partial(parse_action, text))
    for b in BOXES.values():
        for players, mode, option in itertools.product(range(1, 6), Mode, (None, *Option)):
            options = frozenset() if option is None else frozenset({option})
            yield from refused(
                functools.partial(GameConfig, game=b.game, players=players, mode=mode, options=options)
            )
        for token in TOKENS:
            yield from refused(functools.partial(parse_token, token, b))
    for text in TERRITORIES:
        yield from refused(functools.partial(parse_territory, text))
    for config in CONFIGS:
        yield from refused(functools.partial(GameConfig.from_json, config))


@functools.cache
def real_refusals() -> tuple[RulesError, ...]:
    """The refusals of played games and of typed text, up to 40 of each code."""
    found = [*played_refusals(), *typed_refusals()]
    by_code: dict[str, list[RulesError]] = {}
    for exc in found:  # a few of each code are as good as thousands
        by_code.setdefault(exc.code, []).append(exc)
    return tuple(
        exc for same in by_code.values() for exc in random.Random(0).sample(same, min(40, len(same)))
    )


def test_real_refusals_cover_the_game() -> None:
    """The sweep meets the refusals a player meets: placements, fire, picks, turns, recruits,
    totems, the variant's actions, typed text, configs and territories."""
    met = {exc.code for exc in real_refusals()}
    expected = {
        "placement-off-board",
        "placement-on-centre",
        "placement-taken",
        "placement-too-big",
        "placement-unconnected",
        "fire-out-of-range",
        "fire-off-territory",
        "pick-taken",
        "not-your-turn",
        "game-over",
        "square-off-board",
        "expected-place",
        "expected-draft-pick",
        "expected-first-pick",
        "expected-pick",
        "expected-pick-or-act",
        "recruit-none-left",
        "expected-action",
        "gain-off-kingdom",
        "witch-not-yours",
        "not-a-direction",
        "unknown-verb",
        "not-a-square",
        "config-players-of",
        "config-no-mode",
        "config-no-option",
        "config-two-players-only",
        "notation-other-game",
        "notation-second-centre",
    }
    assert sorted(expected - met) == []


def test_the_bot_says_real_refusals_as_the_rules_do() -> None:
    """Each real refusal, worded from the English catalogue with its terms as the rules write
    them, is exactly `str(exc)`; the terms it names are in every language."""
    as_written = AsWritten()
    catalogues = {language: words(language) for language in LANGUAGES}
    for exc in real_refusals():
        as_written.terms = {f"{t.kind}-{t.id}": str(t) for t in terms(exc)}
        assert worded(exc, as_written) == exc.sentence(), repr(exc)
        for term in terms(exc):
            assert all(c.has(f"{term.kind}-{term.id}") for c in catalogues.values()), term
        for speak in catalogues.values():
            assert worded(exc, speak).strip()


@pytest.mark.parametrize(
    ("build", "rules", "bot"),
    [
        (
            lambda: GameConfig(game=Game.CLASSIC, players=2, mode=Mode.TOTEM),
            "Kingdomino has no totem mode (its modes: discovery).",
            "Kingdomino has no Totem mode (its modes: Discovery).",
        ),
        (
            lambda: GameConfig(game=Game.RESOURCES, players=2),
            "A game of Kingdomino with Resource Tokens is played by 3 or 4 players, not 2.",
            "A game of Kingdomino with Resource Tokens is played by 3 or 4 players, not 2.",
        ),
        (
            lambda: GameConfig(game=Game.CLASSIC, players=4, options=frozenset({Option.MIGHTY_DUEL})),
            "mighty-duel is an option of the two-player game.",
            "Mighty Duel is an option of the two-player game.",
        ),
        (
            # the Neolithic's initial draft: the first line, and a pick of two of its dominoes
            lambda: new_game(GameConfig(players=2, seed=1)).play(parse_action("place E4 right")),
            "`place E4 right` is not possible now: choose from the first line (e.g. `pick 8 44`)",
            "`place E4 right` is not possible now: choose from the first line (e.g. `pick 8 44`)",
        ),
        (
            lambda: parse_action("recruit pile lumberjack"),
            "'lumberjack' is not a caveman (hunter, fisher, gatherer, sculptor, painter, firelady, "
            "shaman, warrior1, warrior2, warrior3)",
            "'lumberjack' is not a caveman (hunter, fisher, gatherer, sculptor, painter, firelady, "
            "shaman, warrior1, warrior2, warrior3)",
        ),
        (
            lambda: parse_territory("H V1 . . G"),
            "(row 0, col 4): this square is not connected to the hut",
            "this square is not connected to the hut",
        ),
    ],
)
def test_terms_are_the_catalogues_words(build: object, rules: str, bot: str) -> None:
    """The rules name a term by its id ("totem", "mighty-duel"); the bot by the catalogue's word
    ("Totem", "Mighty Duel"); the bot leaves out the referee's position."""
    with pytest.raises(RulesError) as info:
        build()  # type: ignore[operator]
    assert str(info.value) == rules
    assert worded(info.value, words("en")) == bot


def test_a_game_the_bot_cannot_start_is_refused_in_a_full_sentence() -> None:
    """What `/origins new` can be refused for (players, a mode or an option the game lacks, a
    duel option for more players) is the member's whole answer: a sentence of its own, from a
    capital (or a number) to its full stop, in every language."""
    met = set()
    for b in BOXES.values():
        for players, mode, option in itertools.product(range(2, 6), Mode, (None, *Option)):
            options = frozenset() if option is None else frozenset({option})
            for exc in refused(
                functools.partial(GameConfig, game=b.game, players=players, mode=mode, options=options)
            ):
                met.add(exc.code)
                for language in LANGUAGES:
                    said = worded(exc, words(language))
                    assert not said[0].islower() and said.endswith("."), (language, said)
    assert met == {
        "config-players",
        "config-players-of",
        "config-no-mode",
        "config-no-option",
        "config-no-options",
        "config-two-players-only",
    }
