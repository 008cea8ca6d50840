"""The bot's and the pictures' words in English, Dutch and Italian: Fluent catalogues.

Each language is a folder of Fluent files (`lang/en/*.ftl`, `lang/nl/*.ftl`, `lang/it/*.ftl`),
one bundle per language, the same message ids in each (a test checks every id exists in every
language with the same variables). `words(language)` gives the language's `Words`; calling it
with a message id and its variables gives the sentence, plurals chosen by the language's rules
(Fluent's select expressions with CLDR categories: `{ $count -> [one] … *[other] … }`).

Conventions:
- Message ids are lower case words joined by `-` or `_` (Fluent's identifiers); a dotted key
  `a.b.c` is read as the id `a-b-c`, so a family of messages reads as one key path.
- A missing message or variable is a bug, never shown half-filled: `Words` raises
  `MissingWords`.
- No isolation marks are added around variables (Fluent's default): messages go to Discord,
  where they would travel into copied text; names are isolated where they are drawn
  (render.describe.shown_names).
- Game terms (terrains, cavemen, resources...) are messages of their own, `terrain-desert`,
  `caveman-hunter`; a sentence that names one takes it worded by the caller.
- Ordinals: the caller gives the number and its ordinal category in the language (CLDR's, through
  babel: `Words.ordinal`), and the message selects on the category:
  `{ $ordinal -> [one] {$place}st [two] … *[other] … }`. A language with one ordinal form still
  names `$ordinal`, in a select of its default variant alone.

`language_of(locale)` maps a Discord locale ("en-US", "nl", "it") to one of LANGUAGES, or None.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from decimal import Decimal
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Final

from babel import Locale
from babel.plural import PluralRule
from fluent.runtime import FluentBundle, FluentResource

LANGUAGES: Final = ("en", "nl", "it")
DEFAULT: Final = "en"
NAMES: Final = {"en": "English", "nl": "Nederlands", "it": "Italiano"}
ROOT: Final = Path(__file__).resolve().parent
# Sentences kept formatted per language, about 0.45 KB each (an alt text's whole map is one). The
# ones that recur (terrains, "2 crowns") are asked for in every picture and stay; 4096 kept 1.8 MB
# per language in a drawing worker, and took some 40 games to fill, for 88% of sentences found
# against 84% with 1024 (the pictures of 24 games drawn in one process).
FORMATTED: Final = 1024


class MissingWords(KeyError):
    """A message id or a variable the catalogue lacks: a bug in the caller or the catalogue."""


def language_of(locale: object) -> str | None:
    """The language of LANGUAGES a locale asks for ("en-GB" -> "en"), or None if not one of ours."""
    if locale is None:
        return None
    code = str(getattr(locale, "value", locale)).lower().replace("_", "-").split("-")[0]
    return code if code in LANGUAGES else None


def message_id(key: str) -> str:
    """A key as callers write it (`rules_titles.game`) as the catalogue's id (`rules_titles-game`)."""
    return key.replace(".", "-")


class Words:
    """One language's catalogue: `words("key", field=value)` -> the sentence."""

    def __init__(self, language: str, files: Iterable[Path]) -> None:
        self.language = language
        self._bundle = FluentBundle([language], use_isolating=False)
        for path in sorted(files):
            resource = FluentResource(path.read_text(encoding="utf-8"))
            self._bundle.add_resource(resource)
        # Fluent's resolver is not documented as thread-safe; pictures are drawn in threads.
        self._lock = threading.Lock()
        self._formatted = lru_cache(maxsize=FORMATTED)(self._format)

    def __call__(self, key: str, /, **fields: object) -> str:
        # The same few hundred sentences come back in every picture (a terrain, "2 crowns"): a
        # table's alt text alone formats about a hundred. Kept formatted, keyed by their values'
        # types too, since Fluent writes 1 and 1.0 differently.
        args = tuple((name, type(v), v) for name, v in ((n, _argument(f)) for n, f in fields.items()))
        return self._formatted(key, args)

    def _format(self, key: str, args: tuple[tuple[str, type, Any], ...]) -> str:
        ident = message_id(key)
        if not self._bundle.has_message(ident):
            raise MissingWords(f"{self.language}: no message {ident!r}")
        message = self._bundle.get_message(ident)
        if message.value is None:
            raise MissingWords(f"{self.language}: message {ident!r} has no value")
        with self._lock:
            text, errors = self._bundle.format_pattern(message.value, {name: v for name, _, v in args})
        if errors:
            raise MissingWords(f"{self.language}: {ident!r}: {'; '.join(map(str, errors))}")
        return str(text)

    def has(self, key: str) -> bool:
        return bool(self._bundle.has_message(message_id(key)))

    def ordinal(self, n: int) -> str:
        """The CLDR ordinal category of `n` in this language ("one" for 21 in English: 21st), for
        a message to select its variant on (fluent.runtime selects by cardinal rules only)."""
        return str(_ordinal_rule(self.language)(n))


@cache
def _ordinal_rule(language: str) -> PluralRule:
    return Locale.parse(language).ordinal_form


def _argument(value: object) -> str | int | float | Decimal:
    """A variable as Fluent takes it: numbers stay numbers (for plurals), the rest is text."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | float | Decimal):
        return value
    return str(value)


@cache
def words(language: str = DEFAULT) -> Words:
    """The catalogue of `language` (one of LANGUAGES), loaded once."""
    if language not in LANGUAGES:
        raise ValueError(f"no catalogue for {language!r}: one of {', '.join(LANGUAGES)}")
    return Words(language, (ROOT / language).glob("*.ftl"))
