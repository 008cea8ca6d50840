"""Kingdomino Origins' actions beyond the core's pick, place and discard, and their text:

    fire C3            totem fish to 2
    recruit board 2    recruit pile shaman    recruit skip
    pay D4             settle C6

A recruit is three decisions (which caveman, each resource paid, where it settles), so that each
decision offers a short list; `recruit` also reads the compound form
`recruit board 2 pay D4 E5 at C6`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.boxes.origins.pieces import CAVE_BOARD_SLOTS, CAVEMAN_NAMES, RESOURCE_NAMES
from rules.core.actions import Action, Reader, cells_table, named_arg, need, number_arg, square_arg
from rules.core.errors import MalformedAction
from rules.core.grid import Grid, Square


@dataclass(frozen=True, slots=True)
class Fire(Action):
    """Land the fire token of the volcano just placed on `square`."""

    square: Square

    def __str__(self) -> str:
        return f"fire {self.square}"


@dataclass(frozen=True, slots=True)
class GiveTotem(Action):
    """The holder of a totem overtaken by a tie gives it to one of the tied players."""

    resource: int
    player: int  # 0-based seat; the text form counts seats from 1

    def __post_init__(self) -> None:
        if self.resource not in range(len(RESOURCE_NAMES)) or self.player < 0:
            raise MalformedAction("totem-malformed")

    def __str__(self) -> str:
        return f"totem {RESOURCE_NAMES[self.resource]} to {self.player + 1}"


BOARD = "board"
PILE = "pile"
SKIP = "skip"


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    """Recruit a caveman: a face-up tile (`board`, slot 0..3) or any tile of the pile (by kind)."""

    source: str  # BOARD, PILE or SKIP
    which: int = -1  # board: slot 0..3; pile: caveman kind

    def __post_init__(self) -> None:
        if self.source == BOARD and self.which not in range(CAVE_BOARD_SLOTS):
            raise MalformedAction("slot-out-of-range", slots=CAVE_BOARD_SLOTS)
        if self.source == PILE and self.which not in range(len(CAVEMAN_NAMES)):
            raise MalformedAction("no-such-caveman")
        if self.source not in (BOARD, PILE, SKIP):
            raise MalformedAction("recruit-source")

    def __str__(self) -> str:
        if self.source == SKIP:
            return "recruit skip"
        if self.source == BOARD:
            return f"recruit board {self.which + 1}"
        return f"recruit pile {CAVEMAN_NAMES[self.which]}"


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """Pay for the caveman being recruited with the wooden resource on `square`."""

    square: Square

    def __str__(self) -> str:
        return f"pay {self.square}"


@dataclass(frozen=True, slots=True)
class Settle(Action):
    """Put the recruited caveman on `square`."""

    square: Square

    def __str__(self) -> str:
        return f"settle {self.square}"


RECRUIT_SKIP = Recruit(SKIP)


@cache
def fire_table(g: Grid) -> tuple[Action, ...]:
    """`fire` on every cell of the grid, interned."""
    return cells_table(g, Fire)


@cache
def pay_table(g: Grid) -> tuple[Action, ...]:
    return cells_table(g, Pay)


@cache
def settle_table(g: Grid) -> tuple[Action, ...]:
    return cells_table(g, Settle)


# --- reading them ---------------------------------------------------------------------------------


def _fire(args: list[str], text: str) -> list[Action]:
    need(args, 1, text, "fire SQUARE")
    return [Fire(square_arg(args[0]))]


def _totem(args: list[str], text: str) -> list[Action]:
    if len(args) != 3 or args[1].lower() != "to":
        raise MalformedAction("usage", text=text, usage="totem RESOURCE to PLAYER")
    seat = number_arg(args[2], "not-a-player-number")
    if seat < 1:
        raise MalformedAction("players-from-one")
    return [GiveTotem(named_arg(args[0], RESOURCE_NAMES, "not-a-resource"), seat - 1)]


def _pay(args: list[str], text: str) -> list[Action]:
    if not args:
        raise MalformedAction("usage", text=text, usage="pay SQUARE")
    return [Pay(square_arg(a)) for a in args]


def _settle(args: list[str], text: str) -> list[Action]:
    need(args, 1, text, "settle SQUARE")
    return [Settle(square_arg(args[0]))]


def _recruit(args: list[str], text: str) -> list[Action]:
    if not args:
        raise MalformedAction("recruit-usage", text=text)
    source = args[0].lower()
    if source == SKIP and len(args) == 1:
        return [RECRUIT_SKIP]
    if source not in (BOARD, PILE) or len(args) < 2:
        raise MalformedAction("recruit-usage", text=text)
    if source == BOARD:
        slot = number_arg(args[1], "not-a-slot-number")
        if not 1 <= slot <= CAVE_BOARD_SLOTS:
            raise MalformedAction("slot-out-of-range", slots=CAVE_BOARD_SLOTS)
        first: Action = Recruit(BOARD, slot - 1)
    else:
        first = Recruit(PILE, named_arg(args[1], CAVEMAN_NAMES, "not-a-caveman"))
    rest = args[2:]
    out: list[Action] = [first]
    # Compound form: recruit board 2 pay D4 E5 at C6
    if rest:
        if rest[0].lower() != "pay" or "at" not in [w.lower() for w in rest]:
            raise MalformedAction("usage", text=text, usage="... pay SQUARE SQUARE at SQUARE")
        at = [w.lower() for w in rest].index("at")
        squares = rest[1:at]
        if not squares or len(rest) != at + 2:
            raise MalformedAction("usage", text=text, usage="... pay SQUARE SQUARE at SQUARE")
        out.extend(Pay(square_arg(s)) for s in squares)
        out.append(Settle(square_arg(rest[at + 1])))
    return out


VERBS: dict[str, Reader] = {
    "fire": _fire,
    "totem": _totem,
    "pay": _pay,
    "settle": _settle,
    "at": _settle,
    "recruit": _recruit,
}

__all__ = [
    "BOARD",
    "PILE",
    "RECRUIT_SKIP",
    "SKIP",
    "VERBS",
    "Fire",
    "GiveTotem",
    "Pay",
    "Recruit",
    "Settle",
    "fire_table",
    "pay_table",
    "settle_table",
]
