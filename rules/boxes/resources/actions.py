"""The Resource Tokens variant's actions beyond the core's pick, place and discard:

act                (instead of a pick: the king goes above the line, to act next round)
gain C3            (next round: 1 gold for resource tokens around the crown square C3)
witch D4 on 2 F5   (the witch on D4 against player 2's crown square F5;
witch D4 on 2 F5 3 B2    a two-crown witch names two opponents)
pass               (next round: no action)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.core.actions import Action, Reader, cells_table, need, number_arg, square_arg
from rules.core.errors import MalformedAction
from rules.core.grid import Grid, Square


@dataclass(frozen=True, slots=True)
class Act(Action):
    """Perform an Action instead of choosing a domino: the king goes above the line and acts
    first next round (the Resource Tokens variant)."""

    def __str__(self) -> str:
        return "act"


@dataclass(frozen=True, slots=True)
class Gain(Action):
    """Pay 1 gold to put resource tokens on the crown square `square` and its neighbours."""

    square: Square

    def __str__(self) -> str:
        return f"gain {self.square}"


@dataclass(frozen=True, slots=True)
class Witch(Action):
    """Pay the witch on `square` its crowns in gold; per crown, a crown square of an opponent
    (`targets`: (seat, square), seats from 0, the text counts from 1) loses a token from each
    neighbour that is not a crown square. Targets are kept in seat order, so that one witch has
    one text."""

    square: Square
    targets: tuple[tuple[int, Square], ...]

    def __post_init__(self) -> None:
        if not self.targets or any(p < 0 for p, _ in self.targets):
            raise MalformedAction("witch-malformed")
        object.__setattr__(self, "targets", tuple(sorted(self.targets)))

    def __str__(self) -> str:
        on = " ".join(f"{p + 1} {square}" for p, square in self.targets)
        return f"witch {self.square} on {on}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """An acting king does nothing this round, then chooses as usual."""

    def __str__(self) -> str:
        return "pass"


ACT = Act()
PASS = Pass()


@cache
def gain_table(g: Grid) -> tuple[Action, ...]:
    """`gain` on every cell of the grid, interned."""
    return cells_table(g, Gain)


def _act(args: list[str], text: str) -> list[Action]:
    need(args, 0, text, "act")
    return [ACT]


def _pass(args: list[str], text: str) -> list[Action]:
    need(args, 0, text, "pass")
    return [PASS]


def _gain(args: list[str], text: str) -> list[Action]:
    need(args, 1, text, "gain SQUARE")
    return [Gain(square_arg(args[0]))]


def _witch(args: list[str], text: str) -> list[Action]:
    rest = args[2:]
    if len(args) < 4 or args[1].lower() != "on" or len(rest) % 2:
        raise MalformedAction("witch-usage", text=text)
    targets = []
    for seat, square in zip(rest[::2], rest[1::2], strict=True):
        number = number_arg(seat, "not-a-player-number")
        if number < 1:
            raise MalformedAction("players-from-one")
        targets.append((number - 1, square_arg(square)))
    return [Witch(square_arg(args[0]), tuple(targets))]


VERBS: dict[str, Reader] = {"act": _act, "pass": _pass, "gain": _gain, "witch": _witch}

__all__ = ["ACT", "PASS", "VERBS", "Act", "Gain", "Pass", "Witch", "gain_table"]
