"""The catalogues of lang/: every message in every language, with the same variables, each one
formatting without an error; and the package's own behaviour (keys, locales, missing words)."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

import lang
from lang import LANGUAGES, MissingWords, language_of, words


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


def test_ordinal_numbers(tmp_path: Path) -> None:
    """NUMBER($n, type: "ordinal") selects by the language's ordinal rules (1st, 2nd, 3rd, 11th,
    21st), while the same number plain in the same message keeps the cardinal rules; a type
    other than cardinal or ordinal is an error, not a guess."""
    (tmp_path / "a.ftl").write_text(
        'place = { NUMBER($n, type: "ordinal") ->\n'
        "    [one] { $n }st\n    [two] { $n }nd\n    [few] { $n }rd\n   *[other] { $n }th\n"
        "} of { $n ->\n    [one] one\n   *[other] many\n}\n"
        'odd = { NUMBER($n, type: "roman") }\n',
        encoding="utf-8",
    )
    speak = lang.Words("en", [tmp_path / "a.ftl"])
    said = [speak("place", n=n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101)]
    assert said == [
        "1st of one",
        "2nd of many",
        "3rd of many",
        "4th of many",
        "11th of many",
        "12th of many",
        "13th of many",
        "21st of many",
        "22nd of many",
        "23rd of many",
        "101st of many",
    ]
    with pytest.raises(MissingWords):
        speak("odd", n=1)
    assert [words("en")("place", place=p) for p in (1, 2, 3, 4)] == ["1st", "2nd", "3rd", "4th"]


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
