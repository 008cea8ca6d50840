"""Every sentence the bot says comes from the catalogues of lang/ (Fluent: lang/*/bot.ftl and
the others), in the language of whoever reads it (bot.i18n.languages).

Handlers never hold user-facing text: they call a `lang.Words`, `w(key, **fields)`, which they
were given for the game (its public messages) or the member (private answers). A missing key or
field is a bug, so it raises (lang.MissingWords) rather than showing a half-filled sentence.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence

import discord

from bot.store import SeatRow
from lang import MissingWords, Words
from render import ALT_LIMIT
from rules import Field, Form, RulesError, Term, fields_of

log = logging.getLogger(__name__)

Shown = Callable[[str, bool], str]  # a value, whether it lands in a code span -> as shown

REASON_LIMIT = 300  # characters of a refusal's reason: never a wall of text, always under Discord's 2,000


def seat_names(seats: Sequence[SeatRow]) -> list[str]:
    """The seats' names as pictures draw them (messages use `plain_names`)."""
    return [s.name for s in sorted(seats, key=lambda s: s.seat)]


def plain_names(seats: Sequence[SeatRow]) -> list[str]:
    """The seats' names for a message: no markdown, no mention, whatever a member is called."""
    return [plain(name) for name in seat_names(seats)]


def plain(text: str) -> str:
    """A member's name or typed text, shown as typed: no markdown, no mention, no link preview."""
    return discord.utils.escape_markdown(discord.utils.escape_mentions(text))


def brief(text: str, limit: int = REASON_LIMIT) -> str:
    """At most `limit` characters, an ellipsis showing the cut."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def reason(exc: BaseException, speak: Words) -> str:
    """Why the rules refused, in `speak`'s language, ready to show: the catalogue's
    `reason-<code>` (lang/*/reasons.ftl) with the error's fields, each game term worded, each
    list joined, typed text quoted as the rules quote it, and `brief`.

    The catalogue's own markdown (the `code` spans around a move) is kept; only the values the
    sentence is filled with are made safe, once, where they land (`shown`): a member may have
    typed them. An exception without a reason code says its own text, all of it as typed. (A
    RulesError's `context`, the referee's "in which file", is not said: the bot never sets one.)
    """
    if not isinstance(exc, RulesError):
        return brief(plain(str(exc)))
    try:
        text = worded(exc, speak, shown=shown)
    except MissingWords:  # a catalogue bug (tests/lang checks): the rules' English, not silence
        log.exception("no wording of %r in %s", exc, speak.language)
        text = plain(exc.sentence())  # its backticks shown as typed: it holds typed text unmarked
    return brief(text)


def shown(value: str, in_code: bool) -> str:
    """A value as a message shows it literally: `plain` in the text; in a `code` span, where
    Discord shows everything as it is, only mentions are defused and a backtick (which would
    end the span) becomes a look-alike."""
    if in_code:
        return discord.utils.escape_mentions(value).replace("`", "\u02cb")
    return plain(value)


# A value's place in a formatted sentence, while the sentence is scanned for code spans: a mark no
# catalogue holds (a private-use character around the value's number).
_MARK = re.compile("\ue000(\\d+)\ue001")


def worded(exc: RulesError, speak: Words, *, shown: Shown | None = None) -> str:
    """The sentence of `reason`, as the catalogue says it (raises lang.MissingWords).

    `shown(value, in_code)`, if given, turns each value that did not come from a catalogue (text,
    a square, a list of names) into what the sentence shows, knowing whether the catalogue put
    it inside a `code` span; numbers and worded terms stay as they are.
    """
    forms = fields_of(exc.code)
    fields = {name: _said(value, forms[name], speak) for name, value in exc.fields.items()}
    if shown is None:
        return speak(f"reason-{exc.code}", **fields)
    values: list[str] = []
    for name, value in exc.fields.items():
        if _typed(value):
            values.append(str(fields[name]))
            fields[name] = f"\ue000{len(values) - 1}\ue001"

    def fill(part: str, in_code: bool) -> str:
        return _MARK.sub(lambda mark: shown(values[int(mark[1])], in_code), part)

    parts = speak(f"reason-{exc.code}", **fields).split("`")  # the odd parts are code spans
    return "`".join(fill(part, i % 2 == 1) for i, part in enumerate(parts))


def _typed(value: Field) -> bool:
    """Whether a field's value is text from outside the catalogues: typed, or the rules' own."""
    if isinstance(value, tuple):
        return any(isinstance(item, str) for item in value)
    return isinstance(value, str)


def _said(value: Field, form: Form, speak: Words) -> str | int:
    """A reason's field as its message takes it (see lang/en/reasons.ftl)."""
    if form == "quoted":
        return repr(value)
    if isinstance(value, tuple):
        items = [str(_said(item, "value", speak)) for item in value]
        if form == "or" and len(items) > 1:
            return speak("reasons-or", items=", ".join(items[:-1]), last=items[-1])
        return ", ".join(items)
    if isinstance(value, Term):
        return speak(f"{value.kind}-{value.id}")
    return value


def and_join(names: Sequence[str], w: Words) -> str:
    """ "Zoë", "Zoë and Łukasz", "Zoë, Łukasz and Ξένια"."""
    if len(names) < 2:
        return "".join(names)
    return w("and-list", head=", ".join(names[:-1]), last=names[-1])


def result(winners: Sequence[str], w: Words) -> str:
    """Who won, as the game-over messages say it: one winner, or a tie for first place."""
    if len(winners) == 1:
        return w("won", winner=winners[0])
    return w("tie_first", winners=and_join(winners, w))


def alt_text(text: str, limit: int = ALT_LIMIT) -> str:
    """A picture's alt text within Discord's limit: when too long, cut after its last whole
    sentence (or item) that fits, an ellipsis showing the cut."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    cut = max(head.rfind(". "), head.rfind("; "))
    return (head[: cut + 1] if cut > limit // 2 else head).rstrip() + "…"


def pings(*user_ids: int | None) -> discord.AllowedMentions:
    """Mentions that may notify exactly these members: never a role, @everyone or anyone else."""
    return discord.AllowedMentions(
        everyone=False,
        roles=False,
        replied_user=False,
        users=[discord.Object(u) for u in user_ids if u is not None],
    )


# Where the bot's messages are, and can be edited by id without fetching them first: a text
# channel, a thread, and the chat of a voice or stage channel (a game may be played in any).
CHATS = (discord.TextChannel, discord.Thread, discord.VoiceChannel, discord.StageChannel)


def partial_message(channel: object, message_id: int) -> discord.PartialMessage | None:
    """The message `message_id` of `channel`, to edit; None where no message can be (a forum)."""
    if isinstance(channel, CHATS):
        return channel.get_partial_message(message_id)
    return None
