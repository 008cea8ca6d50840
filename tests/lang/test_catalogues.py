"""The catalogues of lang/: every message in every language, with the same variables, each one
formatting without an error; and the package's own behaviour (keys, locales, missing words)."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

import lang
from lang import LANGUAGES, MissingWords, language_of, words
from render.core import terms


def entries(language: str) -> dict[str, ast.Message]:
    """Every message of a language's catalogue, by id; a file that does not parse fails here."""
    out: dict[str, ast.Message] = {}
    for path in sorted((lang.ROOT / language).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{path}: {[j.annotations[0].message for j in junk]}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in out, f"{path}: {entry.id.name} twice"
                out[entry.id.name] = entry
    return out


def variables(node: object) -> Iterator[str]:
    """The names of the variables a message (its value and attributes) uses."""
    if isinstance(node, ast.VariableReference):
        yield node.id.name
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                yield from variables(child)


CATALOGUES = {language: entries(language) for language in LANGUAGES}


def test_english_is_not_empty() -> None:
    """The English catalogue has messages (the others are checked against it)."""
    assert CATALOGUES["en"]


@pytest.mark.parametrize("language", [lg for lg in LANGUAGES if lg != "en"])
def test_every_message_in_every_language_with_the_same_variables(language: str) -> None:
    """Each language has exactly English's message ids, each using the same variables."""
    english, other = CATALOGUES["en"], CATALOGUES[language]
    assert sorted(set(english) - set(other)) == [], "missing"
    assert sorted(set(other) - set(english)) == [], "not in English"
    differ = {
        ident: (sorted(set(variables(english[ident]))), sorted(set(variables(other[ident]))))
        for ident in english
        if set(variables(english[ident])) != set(variables(other[ident]))
    }
    assert differ == {}


def sample(name: str) -> object:
    """A value for a variable: counts and numbers as numbers (they choose plurals), the rest text."""
    numeric = ("count", "n", "number", "players", "points", "round", "rounds", "size", "seat", "gold")
    return 2 if name in numeric or name.endswith(("s_count", "_count")) else f"<{name}>"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_formats(language: str) -> None:
    """Every message formats with its variables given, in its own language's plural rules."""
    speak = words(language)
    for ident, message in CATALOGUES[language].items():
        if message.value is None:
            continue
        fields = {name: sample(name) for name in set(variables(message.value))}
        try:
            assert speak(ident, **fields).strip(), ident
        except MissingWords:  # a variable used as a number and as text: try it as a number
            assert speak(ident, **{k: 2 for k in fields}).strip(), ident


def test_keys_locales_and_missing_words(tmp_path: Path) -> None:
    """Dotted keys read as dashed ids; Discord locales map to our languages; a missing message or
    variable raises instead of showing a half-filled sentence."""
    (tmp_path / "a.ftl").write_text(
        "rules_titles-game = This game\n"
        "tokens = { $count ->\n    [one] one token\n   *[other] { $count } tokens\n}\n",
        encoding="utf-8",
    )
    speak = lang.Words("en", [tmp_path / "a.ftl"])
    assert speak("rules_titles.game") == "This game"
    assert (speak("tokens", count=1), speak("tokens", count=3)) == ("one token", "3 tokens")
    with pytest.raises(MissingWords):
        speak("nothing")
    with pytest.raises(MissingWords):
        speak("tokens")
    assert [language_of(x) for x in ("en-US", "en-GB", "nl", "it", "fr", None)] == [
        "en",
        "en",
        "nl",
        "it",
        None,
        None,
    ]
    with pytest.raises(ValueError):
        words("fr")


def test_sentences_kept_formatted_are_the_same_sentences(tmp_path: Path) -> None:
    """A sentence asked again comes from the formatted ones kept: the same text for the same
    values, the value's type told apart (Fluent writes 2 and 2.5 as they are, a flag as text), a
    missing variable refused every time, and threads asking at once all get their own sentence."""
    (tmp_path / "a.ftl").write_text(
        "tokens = { $count ->\n    [one] one token\n   *[other] { $count } tokens\n}\nflag = flag { $on }\n",
        encoding="utf-8",
    )
    speak = lang.Words("en", [tmp_path / "a.ftl"])
    first = [speak("tokens", count=n) for n in (1, 2, 2.5, 1)]
    assert first == ["one token", "2 tokens", "2.5 tokens", "one token"]
    assert [speak("tokens", count=n) for n in (1, 2, 2.5)] == first[:3]
    assert (speak("flag", on=True), speak("flag", on="True"), speak("flag", on=1)) == (
        "flag True",
        "flag True",
        "flag 1",
    )
    for _ in range(2):
        with pytest.raises(MissingWords):
            speak("tokens")
    with ThreadPoolExecutor(8) as pool:
        said = list(pool.map(lambda n: speak("tokens", count=n % 50), range(2000)))
    assert said == [speak("tokens", count=n % 50) for n in range(2000)]
    assert said[1] == "one token" and said[7] == "7 tokens"


def english_ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 111th: by the last two digits, then the last."""
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n:,}{suffix}"


PLACES = (*range(1, 131), 1000, 1001, 1002, 1003, 1011, 1012, 1013, 1021, 1101, 1111, 1112, 1122)


def test_places_in_every_language() -> None:
    """A place reads as each language writes ordinals, for every place up to 130 and past a
    thousand: 1st 2nd 3rd 4th 11th 12th 13th 21st 101st 111th 112th, 1e 2e 11e, 1º 2º 11º."""
    expected = {
        "en": [english_ordinal(n) for n in PLACES],
        "nl": [f"{n:,}e".replace(",", ".") for n in PLACES],
        "it": [f"{n:,}º".replace(",", ".") for n in PLACES],
    }
    assert {
        language: [terms.ordinal(words(language), n) for n in PLACES] for language in LANGUAGES
    } == expected


def test_ordinal_categories_and_a_plain_number_beside_them(tmp_path: Path) -> None:
    """Words.ordinal gives the language's CLDR ordinal category (English 1st, 2nd, 3rd, 4th; the
    Italian "many" of l'8º, l'11º; Dutch one form); a message selects on it while the same number
    plain in the same message keeps the cardinal rules."""
    en, it, nl = words("en"), words("it"), words("nl")
    assert [en.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112)] == [
        "one", "two", "few", "other", "other", "other", "other", "one", "two", "few", "one", "other", "other",
    ]  # fmt: skip
    assert [it.ordinal(n) for n in (1, 8, 11, 80, 800, 81)] == [
        "other",
        "many",
        "many",
        "many",
        "many",
        "other",
    ]
    assert {nl.ordinal(n) for n in PLACES} == {"other"}
    (tmp_path / "a.ftl").write_text(
        "place = { $ordinal ->\n"
        "    [one] { $n }st\n    [two] { $n }nd\n    [few] { $n }rd\n   *[other] { $n }th\n"
        "} of { $n ->\n    [one] one\n   *[other] many\n}\n",
        encoding="utf-8",
    )
    speak = lang.Words("en", [tmp_path / "a.ftl"])
    said = [speak("place", n=n, ordinal=speak.ordinal(n)) for n in (1, 2, 3, 4, 11, 21, 101)]
    assert said == [
        "1st of one",
        "2nd of many",
        "3rd of many",
        "4th of many",
        "11th of many",
        "21st of many",
        "101st of many",
    ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogues_need_only_fluent_runtime_as_it_comes(language: str) -> None:
    """A plain FluentBundle (no functions of ours, nothing of its insides replaced) reads every
    catalogue and formats each place as Words does: nothing depends on fluent.runtime's private
    parts, so any release of it that keeps its public API will do."""
    bundle = FluentBundle([language], use_isolating=False)
    for path in sorted((lang.ROOT / language).glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    speak = words(language)
    place = bundle.get_message("place").value
    assert place is not None
    for n in PLACES:
        text, errors = bundle.format_pattern(place, {"place": n, "ordinal": speak.ordinal(n)})
        assert (text, errors) == (terms.ordinal(speak, n), []), n


@pytest.mark.parametrize("language", [lg for lg in LANGUAGES if lg != "en"])
def test_nothing_is_left_untranslated(language: str) -> None:
    """No message of the language still holds the English placeholder a new id starts with (a
    `# TODO translate` comment): members would read English in the middle of their language."""
    untranslated = [
        ident
        for ident, message in CATALOGUES[language].items()
        if message.comment is not None and "TODO translate" in (message.comment.content or "")
    ]
    assert untranslated == []
