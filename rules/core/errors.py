"""The errors the rules raise: one base class, told apart by what went wrong, each with its reason.

A refusal is a reason code and its fields, never a sentence built where it is raised:

    raise IllegalAction("fire-already-burning", square="C3")

`code` names what went wrong; `fields` hold what a sentence about it needs, as plain values that
any language can word: squares as text ("E4"), numbers as int, game terms as `Term` (a terrain, a
caveman, a direction...), lists as tuples of these. The English sentence, `str(exc)`, comes from
one place: the code's template in `rules.core.refusals.ENGLISH`, whose replacement fields are the
fields the code takes (an error with other fields is a bug, refused when it is built). The bot
words the same code and fields in its members' languages (`reason-<code>` in lang/*/reasons.ftl),
so that a code, its fields and its English can never drift apart.

The templates are `str.format` strings with three small additions, so that English needs no code:

    {names:list}   a tuple as "a, b, c"           {count:one|other}  the word for a number:
    {names:or}     a tuple as "a, b or c"                            `one` if it is 1, else `other`
    {text!r}       typed text quoted as Python does ('E4'), so that odd input stays readable

A choice may hold a field itself: "{far:next to it|up to {far} squares away}".
"""

from __future__ import annotations

import string
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Final, Literal, Self, TypeVar

from rules.core.refusals import ENGLISH


@dataclass(frozen=True, slots=True)
class Term:
    """A term of the game in a reason: its kind and id as the rules name it (`Term("caveman",
    "hunter")`, ids as in the pieces' *_NAMES); a language words it as `<kind>-<id>`.

    `english`: how the rules' English sentence says it when that is not the id itself (a game
    "classic Kingdomino"); it plays no part in comparing terms.
    """

    kind: str
    id: str
    english: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.english or self.id


Item = str | int | Term
Field = Item | tuple[Item, ...]
Form = Literal["value", "quoted", "list", "or"]
_LISTS: Final[dict[str, Form]] = {"list": "list", "or": "or"}  # a tuple's format specs


class RulesError(Exception):
    """Anything the rules refuse: a reason code with its fields; `str()` is its English sentence.

    `context`: where the refused thing was found, outermost first (the referee's file, flag or
    record action), said before the reason; the bot never sets one.
    """

    code: str
    fields: Mapping[str, Field]
    context: tuple[str, ...]

    def __init__(self, code: str, /, **fields: Field) -> None:
        super().__init__(code)
        expected = set(fields_of(code))  # KeyError: a code without an English template
        if set(fields) != expected:
            raise TypeError(f"{code}: fields {sorted(fields)}, but its template takes {sorted(expected)}")
        for name, value in fields.items():
            if not _plain(value):
                raise TypeError(f"{code}: field {name} is {value!r}, not text, a number or a Term")
        self.code = code
        self.fields = fields
        self.context = ()

    def sentence(self) -> str:
        """The reason alone, in English, without the context."""
        return _ENGLISH.format(ENGLISH[self.code], **self.fields)

    def __str__(self) -> str:
        return ": ".join((*self.context, self.sentence()))

    def __repr__(self) -> str:
        fields = "".join(f", {name}={value!r}" for name, value in self.fields.items())
        return f"{type(self).__name__}({self.code!r}{fields})"

    def within(self, *where: str) -> Self:
        """The same refusal, said as found in `where` (a file, a flag...): its English begins so."""
        return _restore(type(self), {**self.__dict__, "context": (*where, *self.context)})

    def __reduce__(self) -> tuple[Any, ...]:
        # An exception pickles as its class called with `args`: that would lose the fields.
        return (_restore, (type(self), dict(self.__dict__)))


def _restore(cls: type[E], state: dict[str, Any]) -> E:
    """An error of `cls` with these attributes, built without `__init__` (its checks were made)."""
    exc = cls.__new__(cls)
    exc.args = (state["code"],)
    exc.__dict__.update(state)
    return exc


E = TypeVar("E", bound=RulesError)


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

    def __init__(
        self, code: str, /, *, row: int | None = None, col: int | None = None, **fields: Field
    ) -> None:
        super().__init__(code, **fields)
        self.row = row
        self.col = col

    def located(self, row: int, col: int | None = None) -> NotationError:
        """The same refusal, about the square (or row) at `row`, `col` of the text."""
        return _restore(type(self), {**self.__dict__, "row": row, "col": col})

    def __str__(self) -> str:
        where = () if self.row is None else (at(self.row, self.col),)
        return ": ".join((*self.context, *where, self.sentence()))


# --- the templates ------------------------------------------------------------------------------


class _English(string.Formatter):
    """`str.format` with the templates' lists and choices (see the module's docstring)."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            one, other = format_spec.split("|", 1)
            return one if value == 1 else other
        if isinstance(value, tuple):
            items = [str(item) for item in value]
            if format_spec == "or" and len(items) > 1:
                return f"{', '.join(items[:-1])} or {items[-1]}"
            return ", ".join(items)
        return format(str(value) if isinstance(value, Term) else value, format_spec)


_ENGLISH: Final = _English()


def _slots(template: str) -> Iterator[tuple[str, str | None, str]]:
    """(field name, conversion, format spec) of each replacement field, those in choices too."""
    for _, name, spec, conversion in _ENGLISH.parse(template):
        if name is not None:
            yield name, conversion, spec or ""
            yield from _slots(spec or "")


@cache
def fields_of(code: str) -> dict[str, Form]:
    """The fields a code takes, each with how its sentence shows it: as a `value` (a number also
    chooses words), `quoted` as typed, or a tuple as a `list` or an `or` list."""
    out: dict[str, Form] = {}
    for name, conversion, spec in _slots(ENGLISH[code]):
        form: Form = "quoted" if conversion == "r" else _LISTS.get(spec, "value")
        if out.get(name, "value") == "value":
            out[name] = form
    return out


def _plain(value: object) -> bool:
    if isinstance(value, tuple):
        return all(_plain(item) and not isinstance(item, tuple) for item in value)
    return isinstance(value, str | Term) or (isinstance(value, int) and not isinstance(value, bool))
