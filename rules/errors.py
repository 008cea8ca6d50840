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


class NotationError(RulesError):
    """A territory in the text notation that cannot be read; names the row and column."""

    def __init__(self, message: str, row: int | None = None, col: int | None = None) -> None:
        where = ""
        if row is not None:
            where = f"row {row + 1}" + (f", column {col + 1}" if col is not None else "") + ": "
        super().__init__(where + message)
        self.row = row
        self.col = col
