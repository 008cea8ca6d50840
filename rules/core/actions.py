"""Actions: small typed values with a text form that round-trips.

The text form is the event-log format, the CLI syntax and the power users' slash-command syntax.
Every game has the core's three:

    pick 23            pick 5 31 (the Neolithic first pick of two dominoes)
    place E4 right     discard

and each game's package adds its own verbs (`fire C3`, `recruit board 2`, `gain C3`...), each
an `Action` subclass with its reader, registered with the game (`add_verbs`). `parse_action`
reads any registered game's action: whether it is legal is the game's question, asked when it
is played.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from rules.core.errors import MalformedAction
from rules.core.grid import DIRECTION_NAMES, DIRECTIONS, Grid, Square


class Action:
    """What a player does: a frozen value whose `str` is its text form (`parse_action` reads it)."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Put a chief on a domino of the next line (two dominoes: the Neolithic first pick)."""

    numbers: tuple[int, ...]

    def __post_init__(self) -> None:
        if not 1 <= len(self.numbers) <= 2:
            raise MalformedAction("pick-count")

    def __str__(self) -> str:
        return "pick " + " ".join(map(str, self.numbers))


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Put the domino under your chief: its first half on `square`, the second towards `direction`."""

    square: Square
    direction: int

    def __post_init__(self) -> None:
        if self.direction not in DIRECTIONS:
            shown = self.direction if isinstance(self.direction, int) else str(self.direction)
            raise MalformedAction("not-a-direction", text=shown)

    def __str__(self) -> str:
        return f"place {self.square} {DIRECTION_NAMES[self.direction]}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Give up the domino under your chief: only when it cannot be placed (ruling 2)."""

    def __str__(self) -> str:
        return "discard"


DISCARD = Discard()

# A verb's reader: the words after the verb and the whole text (for its errors) -> its actions.
Reader = Callable[[list[str], str], list[Action]]
_VERBS: dict[str, Reader] = {}


def add_verbs(readers: dict[str, Reader]) -> None:
    """Teach `parse_actions` a game's verbs; a verb read two ways is a clash."""
    for verb, reader in readers.items():
        if _VERBS.setdefault(verb, reader) is not reader:
            raise ValueError(f"the verb {verb!r} is read twice")


def square_arg(text: str) -> Square:
    """A square as typed; MalformedAction when it is none."""
    try:
        return Square.parse(text)
    except ValueError:
        raise MalformedAction("not-a-square", text=text.strip().upper()) from None


def number_arg(text: str, code: str) -> int:
    """A number as typed; `code`: the reason when it is none ("not-a-domino-number"...)."""
    if not (text.isascii() and text.isdigit()):
        raise MalformedAction(code, text=text)
    return int(text)


def named_arg(text: str, names: tuple[str, ...], code: str) -> int:
    """A name of `names` as typed; `code`: the reason when it is none ("not-a-resource"...)."""
    key = text.lower().replace(" ", "").replace("-", "").replace("_", "")
    aliases = {name.replace("-", ""): i for i, name in enumerate(names)}
    if key not in aliases:
        raise MalformedAction(code, text=text, names=names)
    return aliases[key]


def need(args: list[str], count: int, text: str, usage: str) -> None:
    """MalformedAction unless there are `count` words after the verb (`usage`: the right form)."""
    if len(args) != count:
        raise MalformedAction("usage", text=text, usage=usage)


def parse_action(text: str) -> Action:
    """Read one action from its text form; raises MalformedAction."""
    actions = parse_actions(text)
    if len(actions) != 1:
        raise MalformedAction("not-one-action", text=text, count=len(actions))
    return actions[0]


def parse_actions(text: str) -> list[Action]:
    """Read actions separated by ';' or new lines (a game's verb may read several at once)."""
    out: list[Action] = []
    for chunk in text.replace("\n", ";").split(";"):
        words = chunk.split()
        if words:
            out.extend(_parse_words(words, chunk.strip()))
    if not out:
        raise MalformedAction("no-action")
    return out


def _parse_words(words: list[str], text: str) -> list[Action]:
    verb = words[0].lower()
    args = words[1:]
    if verb == "pick":
        if not 1 <= len(args) <= 2:
            raise MalformedAction("pick-usage", text=text)
        return [Pick(tuple(number_arg(a, "not-a-domino-number") for a in args))]
    if verb == "place":
        need(args, 2, text, "place SQUARE right|down|left|up")
        direction = args[1].lower()
        if direction not in DIRECTION_NAMES:
            raise MalformedAction("not-a-direction", text=args[1])
        return [Place(square_arg(args[0]), DIRECTION_NAMES.index(direction))]
    if verb == "discard":
        need(args, 0, text, "discard")
        return [DISCARD]
    reader = _VERBS.get(verb)
    if reader is None:
        raise MalformedAction("unknown-verb", text=words[0])
    return reader(args, text)


def format_actions(actions: list[Action]) -> str:
    """The inverse of `parse_actions`: one action per line."""
    return "\n".join(map(str, actions))


@cache
def place_table(g: Grid) -> tuple[tuple[Place, ...], ...]:
    """Every placement on one grid, by direction then cell, interned: the hot path never builds
    action objects."""
    squares = g.squares
    return tuple(tuple(Place(squares[p], d) for p in range(g.bits)) for d in DIRECTIONS)


def cells_table(g: Grid, kind: Callable[[Square], Action]) -> tuple[Action, ...]:
    """An action of `kind` on every cell of the grid, by cell (for a game's interned tables)."""
    squares = g.squares
    return tuple(kind(squares[p]) for p in range(g.bits))


def cell_actions(mask: int, table: tuple[Action, ...]) -> list[Action]:
    """The actions of `table` on the cells of `mask`, lowest cell first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(table[low.bit_length() - 1])
        mask ^= low
    return out


@cache
def pick(*numbers: int) -> Pick:
    return Pick(numbers)


# Every one-domino pick, interned by number (picks are on the hot path): as many as the largest
# box registered holds (`intern_picks`).
PICKS: list[Pick] = []


def intern_picks(count: int) -> None:
    """Make `PICKS[n]` the pick of domino n for every n up to `count`."""
    while len(PICKS) <= count:
        PICKS.append(Pick((len(PICKS),)))


__all__ = [
    "DISCARD",
    "PICKS",
    "Action",
    "Discard",
    "Pick",
    "Place",
    "add_verbs",
    "cell_actions",
    "cells_table",
    "format_actions",
    "intern_picks",
    "need",
    "parse_action",
    "parse_actions",
    "pick",
    "place_table",
]
