"""Kingdomino Origins' own terms in the pictures' language: its wooden resources and cavemen
(lang/*/terms.ftl; the shared terms are render.core.terms)."""

from __future__ import annotations

from lang import Words
from rules.boxes.origins import BOARD, CAVEMAN_NAMES, RESOURCE_NAMES, OriginsState


def resource(words: Words, kind: int) -> str:
    return words(f"resource-{RESOURCE_NAMES[kind]}")


def resources(words: Words, kind: int) -> str:
    """A wooden resource in the plural, no number: "mammoths"."""
    return words(f"resource-{RESOURCE_NAMES[kind]}-plural")


def resource_count(words: Words, kind: int, n: int) -> str:
    """ "3 mammoths"."""
    return words(f"resource-{RESOURCE_NAMES[kind]}-count", count=n)


def caveman(words: Words, kind: int) -> str:
    """A caveman kind by its full title: "Fire Lady"."""
    return words(f"caveman-{CAVEMAN_NAMES[kind]}")


def recruit_kind(state: OriginsState) -> int:
    """The caveman kind being paid for or settled; -1 when none is known (an empty slot)."""
    recruit = state.recruit
    if recruit is None:
        return -1
    return state.cave_board[recruit.which] if recruit.source == BOARD else recruit.which


def recruit_title(state: OriginsState, words: Words) -> str:
    """The caveman being paid for or settled, by its full title."""
    kind = recruit_kind(state)
    return caveman(words, kind) if kind >= 0 else words("caveman")
