"""Actions: small typed values with a text form that round-trips.

The text form is the event-log format, the CLI syntax and the power users' slash-command syntax:

    pick 23            pick 5 31 (the Neolithic first pick of two dominoes)
    place E4 right     discard
    fire C3            totem fish to 2
    recruit board 2    recruit pile shaman    recruit skip
    pay D4             settle C6

The Resource Tokens variant of classic Kingdomino adds:

    act                (instead of a pick: the king goes above the line, to act next round)
    gain C3            (next round: 1 gold for resource tokens around the crown square C3)
    witch D4 on 2 F5   (the witch on D4 against player 2's crown square F5;
    witch D4 on 2 F5 3 B2    a two-crown witch names two opponents)
    pass               (next round: no action)

A recruit is three decisions (which caveman, each resource paid, where it settles), so that each
decision offers a short list; `parse_actions` also reads the compound form
`recruit board 2 pay D4 E5 at C6`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.components import CAVE_BOARD_SLOTS, CAVEMAN_NAMES, RESOURCE_NAMES
from rules.errors import MalformedAction
from rules.grid import Grid, Square
from rules.territory import DIRECTION_NAMES, DIRECTIONS


@dataclass(frozen=True, slots=True)
class Pick:
    """Put a chief on a domino of the next line (two dominoes: the Neolithic first pick)."""

    numbers: tuple[int, ...]

    def __post_init__(self) -> None:
        if not 1 <= len(self.numbers) <= 2:
            raise MalformedAction("pick-count")

    def __str__(self) -> str:
        return "pick " + " ".join(map(str, self.numbers))


@dataclass(frozen=True, slots=True)
class Place:
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
class Discard:
    """Give up the domino under your chief: only when it cannot be placed (ruling 2)."""

    def __str__(self) -> str:
        return "discard"


@dataclass(frozen=True, slots=True)
class Fire:
    """Land the fire token of the volcano just placed on `square`."""

    square: Square

    def __str__(self) -> str:
        return f"fire {self.square}"


@dataclass(frozen=True, slots=True)
class GiveTotem:
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
class Recruit:
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
class Pay:
    """Pay for the caveman being recruited with the wooden resource on `square`."""

    square: Square

    def __str__(self) -> str:
        return f"pay {self.square}"


@dataclass(frozen=True, slots=True)
class Settle:
    """Put the recruited caveman on `square`."""

    square: Square

    def __str__(self) -> str:
        return f"settle {self.square}"


@dataclass(frozen=True, slots=True)
class Act:
    """Perform an Action instead of choosing a domino: the king goes above the line and acts
    first next round (the Resource Tokens variant)."""

    def __str__(self) -> str:
        return "act"


@dataclass(frozen=True, slots=True)
class Gain:
    """Pay 1 gold to put resource tokens on the crown square `square` and its neighbours."""

    square: Square

    def __str__(self) -> str:
        return f"gain {self.square}"


@dataclass(frozen=True, slots=True)
class Witch:
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
class Pass:
    """An acting king does nothing this round, then chooses as usual."""

    def __str__(self) -> str:
        return "pass"


Action = Pick | Place | Discard | Fire | GiveTotem | Recruit | Pay | Settle | Act | Gain | Witch | Pass

DISCARD = Discard()
RECRUIT_SKIP = Recruit(SKIP)
ACT = Act()
PASS = Pass()


def _square(text: str) -> Square:
    try:
        return Square.parse(text)
    except ValueError:
        raise MalformedAction("not-a-square", text=text.strip().upper()) from None


def _number(text: str, code: str) -> int:
    """A number as typed; `code`: the reason when it is none ("not-a-domino-number"...)."""
    if not (text.isascii() and text.isdigit()):
        raise MalformedAction(code, text=text)
    return int(text)


def _named(text: str, names: tuple[str, ...], code: str) -> int:
    """A name of `names` as typed; `code`: the reason when it is none ("not-a-resource"...)."""
    key = text.lower().replace(" ", "").replace("-", "").replace("_", "")
    aliases = {name.replace("-", ""): i for i, name in enumerate(names)}
    if key not in aliases:
        raise MalformedAction(code, text=text, names=names)
    return aliases[key]


def parse_action(text: str) -> Action:
    """Read one action from its text form; raises MalformedAction."""
    actions = parse_actions(text)
    if len(actions) != 1:
        raise MalformedAction("not-one-action", text=text, count=len(actions))
    return actions[0]


def parse_actions(text: str) -> list[Action]:
    """Read actions separated by ';' or new lines; also reads the compound recruit form."""
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

    def need(count: int, usage: str) -> None:
        if len(args) != count:
            raise MalformedAction("usage", text=text, usage=usage)

    if verb == "pick":
        if not 1 <= len(args) <= 2:
            raise MalformedAction("pick-usage", text=text)
        return [Pick(tuple(_number(a, "not-a-domino-number") for a in args))]
    if verb == "place":
        need(2, "place SQUARE right|down|left|up")
        direction = args[1].lower()
        if direction not in DIRECTION_NAMES:
            raise MalformedAction("not-a-direction", text=args[1])
        return [Place(_square(args[0]), DIRECTION_NAMES.index(direction))]
    if verb == "discard":
        need(0, "discard")
        return [DISCARD]
    if verb == "fire":
        need(1, "fire SQUARE")
        return [Fire(_square(args[0]))]
    if verb == "totem":
        if len(args) != 3 or args[1].lower() != "to":
            raise MalformedAction("usage", text=text, usage="totem RESOURCE to PLAYER")
        seat = _number(args[2], "not-a-player-number")
        if seat < 1:
            raise MalformedAction("players-from-one")
        return [GiveTotem(_named(args[0], RESOURCE_NAMES, "not-a-resource"), seat - 1)]
    if verb == "pay":
        if not args:
            raise MalformedAction("usage", text=text, usage="pay SQUARE")
        return [Pay(_square(a)) for a in args]
    if verb in ("settle", "at"):
        need(1, "settle SQUARE")
        return [Settle(_square(args[0]))]
    if verb == "recruit":
        return _parse_recruit(args, text)
    if verb == "act":
        need(0, "act")
        return [ACT]
    if verb == "pass":
        need(0, "pass")
        return [PASS]
    if verb == "gain":
        need(1, "gain SQUARE")
        return [Gain(_square(args[0]))]
    if verb == "witch":
        return [_parse_witch(args, text)]
    raise MalformedAction("unknown-verb", text=words[0])


def _parse_witch(args: list[str], text: str) -> Witch:
    rest = args[2:]
    if len(args) < 4 or args[1].lower() != "on" or len(rest) % 2:
        raise MalformedAction("witch-usage", text=text)
    targets = []
    for seat, square in zip(rest[::2], rest[1::2], strict=True):
        number = _number(seat, "not-a-player-number")
        if number < 1:
            raise MalformedAction("players-from-one")
        targets.append((number - 1, _square(square)))
    return Witch(_square(args[0]), tuple(targets))


def _parse_recruit(args: list[str], text: str) -> list[Action]:
    if not args:
        raise MalformedAction("recruit-usage", text=text)
    source = args[0].lower()
    if source == SKIP and len(args) == 1:
        return [RECRUIT_SKIP]
    if source not in (BOARD, PILE) or len(args) < 2:
        raise MalformedAction("recruit-usage", text=text)
    if source == BOARD:
        slot = _number(args[1], "not-a-slot-number")
        if not 1 <= slot <= CAVE_BOARD_SLOTS:
            raise MalformedAction("slot-out-of-range", slots=CAVE_BOARD_SLOTS)
        first: Action = Recruit(BOARD, slot - 1)
    else:
        first = Recruit(PILE, _named(args[1], CAVEMAN_NAMES, "not-a-caveman"))
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
        out.extend(Pay(_square(s)) for s in squares)
        out.append(Settle(_square(rest[at + 1])))
    return out


def format_actions(actions: list[Action]) -> str:
    """The inverse of `parse_actions`: one action per line."""
    return "\n".join(map(str, actions))


class ActionTables:
    """Interned actions for one grid, so the hot path never builds action objects."""

    def __init__(self, g: Grid) -> None:
        n = g.bits
        squares = g.squares
        self.place = tuple(tuple(Place(squares[p], d) for p in range(n)) for d in DIRECTIONS)
        self.fire = tuple(Fire(squares[p]) for p in range(n))
        self.pay = tuple(Pay(squares[p]) for p in range(n))
        self.settle = tuple(Settle(squares[p]) for p in range(n))
        self.gain = tuple(Gain(squares[p]) for p in range(n))


@cache
def action_tables(g: Grid) -> ActionTables:
    return ActionTables(g)


@cache
def pick(*numbers: int) -> Pick:
    return Pick(numbers)
