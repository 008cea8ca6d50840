"""The errors the rules raise: one base class, told apart by what went wrong."""

from __future__ import annotations


class RulesError(Exception):
    """Anything the rules refuse. The message is one short sentence meant for a player."""


class MalformedAction(RulesError):
    """The text is not an action at all (unknown verb, bad square name, missing part)."""


class IllegalAction(RulesError):
    """A well-formed action that the rules do not allow now."""


class NotYourTurn(IllegalAction):
    """The action was made by a player whose decision is not pending."""


class ConfigError(RulesError):
    """A game configuration that cannot be played (player count, deck order, ...)."""


def at(row: int, col: int | None = None) -> str:
    """A square (or a row) of a territory's text, as the referee names it everywhere.

    Counted from 0 from the top-left token, as `--from R,C` takes it and the JSON gives it
    (RULES.md §4): error messages must not count another way than the answers.
    """
    return f"(row {row})" if col is None else f"(row {row}, col {col})"


class NotationError(RulesError):
    """A territory in the text notation that cannot be read; names the row and column."""

    def __init__(self, message: str, row: int | None = None, col: int | None = None) -> None:
        super().__init__(message if row is None else f"{at(row, col)}: {message}")
        self.row = row
        self.col = col
