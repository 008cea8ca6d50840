"""The Resource Tokens variant's own terms in the pictures' language: its tokens and the kinds
won (lang/*/terms.ftl; the shared terms are render.core.terms)."""

from __future__ import annotations

from collections.abc import Iterable

from lang import Words
from render.core.terms import and_list
from rules.boxes.resources import TOKEN_NAMES


def token(words: Words, kind: int) -> str:
    """A Resource Tokens variant token kind: "wood"."""
    return words(f"token-{TOKEN_NAMES[kind]}")


def token_count(words: Words, kind: int, n: int) -> str:
    """ "3 wood", "2 fish"."""
    return words(f"token-{TOKEN_NAMES[kind]}-count", count=n)


def kinds(words: Words, n: int) -> str:
    """Kinds of token won: "1 kind", "2 kinds"."""
    return words("kinds-count", count=n)


def tokens(words: Words, counts: Iterable[int]) -> str:
    """Token counts by kind, those held only: "3 wood, 1 fish" ("no tokens" for none)."""
    held = [token_count(words, k, n) for k, n in enumerate(counts) if n]
    return ", ".join(held) if held else words("tokens-none")


def kind_list(words: Words, kinds_: Iterable[int]) -> str:
    """Kinds by name: "wood and fish", "none"."""
    names = [token(words, k) for k in kinds_]
    return and_list(words, names) if names else words("kinds-none")
