"""The pictures' words come from the catalogues (lang/): every render function takes them, the
English ones are the catalogue's, and in a language some 40% longer than English (the
pseudo-language of tests/render/pseudo.py) every picture still fits: no text under 28 px, none
out of its picture or running into another, alt texts within ALT_LIMIT, and no English left. The
sources of render/ hold no sentence of their own."""

from __future__ import annotations

import ast
import inspect
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

import lang
import render
from render.alt.describe import ALT_LIMIT, player_name, tie_break_words
from render.boxes.origins import words as origins_words
from render.boxes.origins.alt import why
from render.core import parts, terms
from render.core.picture import Picture
from render.pictures.legend import SECTIONS, legend_card
from rules import GameConfig, GreedyAgent, Place, as_a, new_game
from rules.boxes import BOXES
from rules.boxes.origins import CAVEMAN_TITLES, FIRE, CavemanScore, Fire, OriginsSheet, OriginsState
from rules.boxes.resources import GoldTieBreak
from rules.core.game import GameState
from rules.core.grid import Square
from rules.core.scoring import TieBreak, final_scores
from rules.names import Game, Mode, Option
from tests.render import english
from tests.render.pseudo import NAMES, drawn_boxes, english_left, outside, overlapping, pseudo
from tests.render.states import EN, drawn_text, finished

ROOT = Path(__file__).resolve().parents[2]
PUBLIC: dict[str, Callable[..., Picture]] = {
    "table": render.table,
    "decision": render.decision,
    "territory": render.territory,
    "cave": render.cave,
    "final": render.final,
    "legend_card": legend_card,
}


@pytest.mark.parametrize("name", PUBLIC)
def test_every_render_function_takes_words(name: str) -> None:
    """Each public render function takes `words` by keyword, English by default."""
    parameter = inspect.signature(PUBLIC[name]).parameters["words"]
    assert parameter.kind is inspect.Parameter.KEYWORD_ONLY
    assert parameter.default is lang.words("en")


def test_english_is_the_default() -> None:
    """A picture drawn without words is the English one, byte for byte; in Dutch (placeholders
    so far, but its own places: 1e, 2e) the score sheet is drawn with the Dutch catalogue."""
    state = finished(3, Mode.TOTEM, 4)
    assert render.final(state, names=NAMES) == render.final(state, names=NAMES, words=EN)
    with drawn_text() as english:
        render.final(state, names=NAMES)
    with drawn_text() as dutch:
        render.final(state, names=NAMES, words=lang.words("nl"))
    assert "1st" in [t for t, _ in english] and "1st" not in [t for t, _ in dutch]
    assert "1e" in [t for t, _ in dutch]


def test_places_are_the_catalogue_ordinals() -> None:
    """English places follow English's ordinal rules (from the catalogue, NUMBER's ordinal
    type); Dutch and Italian write 1e and 1º."""
    english = [terms.ordinal(EN, n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101)]
    assert english == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st"]
    assert [parts.ordinal(n, lang.words("nl")) for n in (1, 2)] == ["1e", "2e"]
    assert [parts.ordinal(n, lang.words("it")) for n in (1, 2)] == ["1º", "2º"]


def tribe_sheets() -> Iterator[tuple[GameState, CavemanScore]]:
    """Every hunter-gatherer's score at the end of seeded Tribe games."""
    for players, seed in ((2, 1), (3, 2), (4, 3), (4, 4)):
        state = finished(players, Mode.TRIBE, seed, greedy=True)
        for sheet in final_scores(state).players:
            for score in as_a(OriginsSheet, sheet).cavemen:
                yield state, score


def test_caveman_scores_worded_from_their_fields() -> None:
    """ "4 mammoths × 3" is worded from CavemanScore's count, counted and each, the same as the
    rules' English, and in another language from its catalogue."""
    scores = [score for _, score in tribe_sheets()]
    assert {s.counted for s in scores} >= {"mammoth", "fish", "resource", "fire", "caveman"}
    for score in scores:
        assert why(score, EN) == score.why
    one = CavemanScore(5, scores[0].square, 1, "", count=1, counted="fire", each=1)
    assert why(one, EN) == "1 fire icon × 1"
    assert not english_left(why(one, pseudo()))


def old_tie_sentence(tie: TieBreak) -> str:
    """The tie-break sentence as the pictures said it before the catalogue: the rules' own
    (`TieBreak.__str__`), its players named "Player 1 and Player 3"."""
    said = str(tie)
    listed = ", ".join(f"player {p + 1}" for p in tie.players)
    named = terms.and_list(EN, [player_name(None, p, EN) for p in tie.players])
    return (named + said[len(listed) :] + ".").replace(" on 1 points", " on 1 point")  # a plural now


TIES = [
    TieBreak((0, 2), 30, (5, 5), (4, 4), "shared", "fire icons"),
    TieBreak((2, 0, 1), 1, (7, 5, 3), (4, 4, 2), "largest region", "crowns"),
    TieBreak((0, 2), 30, (5, 5), (4, 3), "fire icons", "fire icons"),
    TieBreak((0, 1, 2), 12, (6, 5, 5), (1, 2, 1), "largest region, then fire icons", "crowns"),
    TieBreak((0, 1, 2), 12, (6, 5, 5), (1, 2, 2), "largest region, then fire icons", "fire icons"),
    GoldTieBreak((1, 3), 2, (4, 4), (0, 0), "shared", "gold", gold=(3, 3)),
    GoldTieBreak((1, 3, 0), 1, (4, 4, 4), (0, 0, 0), "gold", "gold", gold=(5, 2, 2)),
    GoldTieBreak((1, 3), 2, (4, 4), (0, 0), "gold", "gold", gold=(5, 2)),
]


@pytest.mark.parametrize("tie", TIES, ids=lambda t: f"{type(t).__name__}-{t.decided_by}-{len(t.players)}")
def test_tie_breaks_worded_from_their_measures(tie: TieBreak) -> None:
    """A tie-break is worded from TieBreak's measures: in English as the rules say it, and in
    another language with no English left."""
    assert tie_break_words(tie, None, EN) == old_tie_sentence(tie)
    assert not english_left(tie_break_words(tie, NAMES, pseudo()), NAMES)


# --- a language 40% longer than English -----------------------------------------------------------

GAMES = [
    GameConfig(players=players, mode=mode, seed=players, options=frozenset(BOXES[Game.ORIGINS].options))
    for players in (2, 3, 4)
    for mode in Mode
] + [
    GameConfig(game=Game.CLASSIC, players=2, seed=3, options=frozenset(BOXES[Game.CLASSIC].options)),
    GameConfig(
        game=Game.CLASSIC, players=4, seed=3, options=frozenset({Option.HARMONY, Option.MIDDLE_KINGDOM})
    ),
    GameConfig(game=Game.RESOURCES, players=3, seed=4),
    GameConfig(game=Game.RESOURCES, players=4, seed=1),
]


def game_id(config: GameConfig) -> str:
    return f"{config.game.value}-{config.mode.value}-{config.players}p"


def moments(config: GameConfig) -> Iterator[GameState]:
    """The game (greedy agents) at the first decision of each kind, and at its end."""
    state = new_game(config)
    agent = GreedyAgent(config.seed)
    seen: set[str] = set()
    while True:
        pending = state.pending()
        kind = "over" if pending is None else pending.decision.value
        if kind not in seen:
            seen.add(kind)
            yield state
        if pending is None:
            return
        state.play(agent.choose(state))


def pictures(state: GameState, words: lang.Words) -> Iterator[tuple[str, Callable[[], Picture]]]:
    """Every picture of the moment: the table and the decision card, the acting territory with
    what its panel shows (legal squares and the preview; the fire's volcano and landing squares),
    the cave board (Tribe) and the score sheet."""
    acting = max(0, state.current_player())
    highlight: list[Square] = []
    ghost, source = None, None
    if state.domino_to_place() is not None:
        places = [a for a in state.legal_actions() if isinstance(a, Place)]
        highlight, ghost = sorted({a.square for a in places}), (places[0] if places else None)
    if isinstance(state, OriginsState) and state.stage == FIRE and state.fire_at is not None:
        highlight = [a.square for a in state.legal_actions() if isinstance(a, Fire)]
        source = state.territories[acting].grid.squares[state.fire_at[0]]
    yield "table", lambda: render.table(state, names=NAMES, words=words)
    if not state.is_over:
        yield "decision", lambda: render.decision(state, names=NAMES, words=words)
    yield (
        "territory",
        lambda: render.territory(
            state,
            acting,
            names=NAMES,
            highlight=highlight,
            ghost=ghost,
            source=source,
            words=words,
        ),
    )
    if state.config.mode is Mode.TRIBE:
        yield "cave", lambda: render.cave(state, words=words)
    yield "final", lambda: render.final(state, names=NAMES, words=words)


def fits(draw: Callable[[], Picture], *, english: bool = False) -> list[str]:
    """What is wrong with the picture `draw` gives, [] if nothing: small text, text out of the
    picture or run into another, an alt text over ALT_LIMIT, English left (unless `english`)."""
    with drawn_boxes() as drawn:
        picture = draw()
    faults = [f"{d.size} px: {d.text}" for d in drawn if d.size < parts.MIN_TEXT]
    faults += [f"out: {t}" for t in outside(drawn, parts.MARGIN)]
    faults += [f"overlap: {a} / {b}" for a, b in overlapping(drawn)]
    if len(picture.alt) > ALT_LIMIT:
        faults.append(f"alt text of {len(picture.alt)} characters")
    if not english:
        left = english_left(" ".join(d.text for d in drawn) + " " + picture.alt, NAMES)
        faults += [f"English: {w}" for w in left]
    if not drawn:
        faults.append("no text drawn")
    return faults


@pytest.mark.parametrize("config", GAMES, ids=game_id)
def test_a_longer_language_fits(config: GameConfig) -> None:
    """Every picture of the game at each kind of decision and at its end, in the pseudo-language:
    nothing under 28 px, out of its picture or over another text, alt texts within ALT_LIMIT,
    no English left; and the same pictures in English pass the same checks."""
    faults = {}
    for state in moments(config):
        for kind, draw in pictures(state, pseudo()):
            if wrong := fits(draw):
                faults[f"round {state.round} {kind}"] = wrong
    assert faults == {}
    for kind, draw in pictures(state, EN):  # the end, in English
        assert fits(draw, english=True) == [], kind


@pytest.mark.parametrize(("game", "mode"), [(g, m) for g, box in BOXES.items() for m in box.modes])
def test_legend_cards_in_a_longer_language(game: Game, mode: Mode) -> None:
    """Each legend card in the pseudo-language: every name drawn at 28 px or more, inside the
    card, none over another, no English left."""
    assert fits(lambda: legend_card(BOXES[game], mode, words=pseudo())) == []


class Thrice(lang.Words):
    """A catalogue whose every message without variables (the captions, titles and names) is
    the pseudo-language's said three times over; the others as the pseudo-language says them
    (tripled, their sentences would nest into texts longer than Fluent resolves)."""

    def __init__(self, words: lang.Words) -> None:  # no files: it asks `words`
        self.words = words
        self.language = words.language

    def __call__(self, key: str, /, **fields: object) -> str:
        said = self.words(key, **fields)
        return said if fields else " ".join([said] * 3)


@pytest.mark.parametrize("config", [GAMES[2], GAMES[-1]], ids=game_id)
def test_far_longer_words_are_cut_not_spilt(config: GameConfig) -> None:
    """Captions, titles and names three times as long as the pseudo-language's are cut or
    wrapped where they do not fit, never drawn under 28 px, past their box or over another text
    (alt texts left aside: a language that long is not written)."""
    for state in list(moments(config))[::3]:
        for kind, draw in pictures(state, Thrice(pseudo())):
            assert [f for f in fits(draw) if not f.startswith("alt text")] == [], kind


# --- no sentence in render's sources ---------------------------------------------------------------

# Literals with letters that are not words shown to players, and why.
NOT_WORDS = {
    # Pillow's image modes and formats; Unicode's categories, bidirectional classes, forms.
    *("RGB", "RGBA", "L", "P", "A", "PNG", "NFC", "LNS"),
    *("R", "AL", "AN", "RLE", "RLO", "RLI", "LRE", "LRO", "LRI", "FSI", "PDI", "PDF"),
    *("Mn", "Me", "Mc", "Cc", "Cf", "Cs", "Co", "Cn"),
    # The fonts' files and weights, and the scripts whose Noto faces they are.
    *("NotoSans", "Regular", "SemiBold", "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya"),
    *("Tamil", "Telugu", "Kannada", "Malayalam", "Sinhala", "Khmer", "Myanmar"),
    # The rules' data, compared and never shown: Box.multiplier, TieBreak.decided_by and .word,
    # CavemanScore.counted.
    *("fire icon", "crown", "largest region", "fire icons", "largest region, then fire icons"),
    *("mammoth", "fish", "mushroom", "flint"),
    # Ids: the seats' colours (theme.PLAYER_COLOUR_NAMES: `colour-pink`), the legend's sections.
    *("pink", "black", "green", "blue", *SECTIONS),
    # The actions' text, the same in every language (the notation players type).
    *("recruit board 1–", "recruit pile "),
    # The notation's letters and marks, as a regular expression.
    r"^([A-Z])(\d*)(r\d?)?(!\d)?(\$\d+)?(@.+)?$",
}
# `python -m render demo`: a developer's tool (its help text and the gallery's sample names).
NOT_SHOWN = {"demo.py", "__main__.py"}


def literals(tree: ast.Module) -> Iterator[tuple[int, str]]:
    """The string literals of a module but its docstrings, `__all__`, and what it raises (a
    programmer's error, never shown to a player)."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                skip.add(id(first.value))
        if isinstance(node, ast.Raise) or (
            isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__all__" for t in node.targets)
        ):
            skip.update(id(n) for n in ast.walk(node))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            yield node.lineno, node.value


def english_values() -> set[str]:
    """The English catalogue's plain messages (no variable): a literal equal to one is a word
    written twice, once in the code."""
    out = set()
    for path in (lang.ROOT / "en").glob("*.ftl"):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ftl.Message) and entry.value is not None:
                elements = entry.value.elements
                if len(elements) == 1 and isinstance(elements[0], ftl.TextElement):
                    out.add(elements[0].value)
    return out


def test_no_sentence_in_render_sources() -> None:
    """No literal of render/*.py is a word or sentence for players: each is a catalogue key, a
    format, or on the list of what is not words (image modes, font files, the notation...)."""
    values = english_values()
    found = []
    for path in sorted((ROOT / "render").glob("*.py")):
        if path.name in NOT_SHOWN:
            continue
        for line, s in literals(ast.parse(path.read_text(encoding="utf-8"))):
            if not re.search("[A-Za-z]", s) or s in NOT_WORDS or s.endswith((".ttf", ".otf")):
                continue
            key_like = re.fullmatch(r"[a-z0-9_.-]*", s) is not None
            if not key_like or (s in values and not EN.has(s)):
                found.append(f"{path.name}:{line}: {s!r}")
    assert found == []


def test_the_scan_finds_a_sentence(tmp_path: Path) -> None:
    """The scan above does flag a sentence, a capitalised word and a catalogue's word in code."""
    code = '"""Docstring."""\nx = "Next line"\ny = "Supply"\nz = "none"\n'
    values = english_values()
    flagged = [
        s
        for _, s in literals(ast.parse(code))
        if re.fullmatch(r"[a-z0-9_.-]*", s) is None or (s in values and not EN.has(s))
    ]
    assert flagged == ["Next line", "Supply", "none"]


def test_caveman_titles_are_the_catalogue_ones() -> None:
    """The cavemen's titles in English are the rules' (CAVEMAN_TITLES), from the catalogue."""
    assert [origins_words.caveman(EN, k) for k in range(len(CAVEMAN_TITLES))] == list(CAVEMAN_TITLES)


def test_english_words_unchanged() -> None:
    """The English pictures kept in english.json (every kind, each game) draw the same texts at
    the same sizes, with the same alt texts: a change to the English words is deliberate (then
    `python -m tests.render.english` writes the file anew)."""
    golden = json.loads(english.GOLDEN.read_text(encoding="utf-8"))
    now = english.english_words()
    assert sorted(now) == sorted(golden)
    for name, said in now.items():
        assert said == golden[name], name
