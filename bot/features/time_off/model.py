"""A member's time off (quiet hours each night, a vacation) and the turns that wait for it.

Pure: no Discord, no database; times are unix seconds. A turn's reminder or timer for a member is
a *budget*: `seconds_left` to count from `since` (bot.store.Deadline). Only the member's time on
counts, so the moment the deadline falls due is derived from the budget and their time off:

- a turn **timer** counts neither quiet hours nor vacation: the autopilot never plays for a
  member who is asleep or away;
- a **reminder** counts all but vacation, and one that falls due in quiet hours is held until
  they end (a reminder is a ping; a sleeping member is not pinged).

When a member's time off changes, each of their budgets is counted up to that moment under the
old settings and from then on under the new (`recounted`): exact, and restart-proof, since the
budget lives in the database and `due` is derived again from it.

Quiet hours are whole local hours in an IANA time zone (zoneinfo) or a fixed UTC offset: from
`start`:00 to `end`:00, across midnight when `end` < `start`. Each night is placed by its local
wall clock, so a night across a DST change lasts an hour more or less; an hour that does not exist
that night (spring forward) is read as the moment the clocks jump, one that occurs twice (fall
back) as its first occurrence (PEP 495's fold=0).
"""

from __future__ import annotations

import contextlib
import heapq
import json
import math
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta, timezone, tzinfo
from functools import cache
from zoneinfo import ZoneInfo, available_timezones

from bot.store import TIMER, Deadline, Store
from lang import Words

NEVER = math.inf  # the due of a budget that waits for a vacation with no end
QUIET_KEY = "quiet"  # user_prefs keys
VACATION_KEY = "vacation"
ZONE_LIMIT = 64  # characters of a typed time zone (the longest IANA name has 32)
VACATION_DAYS = 366  # the furthest end date a vacation may be given
OFFSET = re.compile(r"(?:utc|gmt)?\s*([+-])\s*(\d{1,2})(?:\s*:?\s*(\d{2}))?", re.IGNORECASE)
OFFSET_NAME = re.compile(r"UTC([+-])(\d{2}):(\d{2})")
# Offered first when a member has typed nothing yet (and then by what the locale speaks).
COMMON_ZONES = (
    "Europe/Amsterdam",
    "Europe/Brussels",
    "Europe/Rome",
    "Europe/London",
    "Europe/Berlin",
    "Europe/Paris",
    "Europe/Madrid",
    "Europe/Zurich",
    "Europe/Lisbon",
    "Europe/Helsinki",
    "America/New_York",
    "America/Chicago",
    "America/Denver",
    "America/Los_Angeles",
    "America/Sao_Paulo",
    "America/Argentina/Buenos_Aires",
    "America/Paramaribo",
    "America/Curacao",
    "Asia/Kolkata",
    "Asia/Tokyo",
    "Asia/Singapore",
    "Australia/Sydney",
    "Pacific/Auckland",
    "Africa/Johannesburg",
    "UTC",
)
LOCALE_ZONES = {"nl": ("Europe/Amsterdam", "Europe/Brussels"), "it": ("Europe/Rome", "Europe/Zurich")}
SUGGESTIONS = 25  # Discord's limit of autocomplete choices


class TimeOffError(ValueError):
    """Input refused; `key` and `fields` word it (lang/en/time-off.ftl)."""

    def __init__(self, key: str, **fields: object) -> None:
        super().__init__(key)
        self.key = key
        self.fields = fields


# --- time zones ------------------------------------------------------------------------------------


@cache
def _zone_names() -> dict[str, str]:
    """Every IANA name zoneinfo knows, by its lower case."""
    return {name.lower(): name for name in available_timezones()}


def zone_name(typed: str) -> str:
    """The zone a member typed, as stored: an IANA name in its own case, or a UTC offset written
    "UTC+05:30" (from "UTC+5:30", "+0530", "gmt-3"...). TimeOffError if it is neither."""
    text = typed.strip()
    match = OFFSET.fullmatch(text)
    if match is not None:
        sign, hours, minutes = match.group(1), int(match.group(2)), int(match.group(3) or 0)
        if hours > 14 or minutes >= 60 or (hours == 14 and minutes):  # the world spans -12 to +14
            raise TimeOffError("time_off.zone_unknown", zone=text[:ZONE_LIMIT])
        return "UTC" if hours == minutes == 0 else f"UTC{sign}{hours:02d}:{minutes:02d}"
    name = _zone_names().get(text.lower().replace(" ", "_")) if len(text) <= ZONE_LIMIT else None
    if name is None:
        raise TimeOffError("time_off.zone_unknown", zone=text[:ZONE_LIMIT])
    return name


def zone(name: str) -> tzinfo:
    """The tzinfo of a stored zone name (as `zone_name` gives)."""
    match = OFFSET_NAME.fullmatch(name)
    if match is None:
        return ZoneInfo(name)
    offset = timedelta(hours=int(match.group(2)), minutes=int(match.group(3)))
    return timezone(offset if match.group(1) == "+" else -offset, name)


def zone_suggestions(typed: str, language: str | None = None) -> list[str]:
    """Up to 25 zone names for autocomplete: the common ones (the locale's first) while nothing is
    typed, else the names containing what was typed, common ones first; an offset as typed."""
    text = typed.strip().lower().replace(" ", "_")
    common = [*LOCALE_ZONES.get(language or "", ()), *COMMON_ZONES]
    out = list(dict.fromkeys(common))
    if text:
        everything = sorted(_zone_names().values())
        out = [n for n in dict.fromkeys([*out, *everything]) if text in n.lower()]
        with contextlib.suppress(TimeOffError):
            out.insert(0, zone_name(typed))
    return list(dict.fromkeys(out))[:SUGGESTIONS]


# --- quiet hours and vacation ----------------------------------------------------------------------


@dataclass(frozen=True)
class QuietHours:
    """Every night from `start`:00 to `end`:00 local time in `zone` (whole hours, 0-23)."""

    start: int
    end: int
    zone: str

    @classmethod
    def chosen(cls, start: int, end: int, typed_zone: str) -> QuietHours:
        """Quiet hours as a member typed them; TimeOffError for hours out of 0-23, start == end,
        or a zone that is not one."""
        if not (0 <= start <= 23 and 0 <= end <= 23):
            raise TimeOffError("time_off.hours_range")
        if start == end:
            raise TimeOffError("time_off.hours_same")
        return cls(start, end, zone_name(typed_zone))

    def periods(self, since: float) -> Iterator[tuple[float, float]]:
        """The quiet periods that end after `since`, soonest first, [start, end) (endless)."""
        tz = zone(self.zone)
        day = datetime.fromtimestamp(since, tz).date() - timedelta(days=1)
        while True:
            begin = datetime.combine(day, time(self.start), tz).timestamp()
            ends_on = day if self.end > self.start else day + timedelta(days=1)
            finish = datetime.combine(ends_on, time(self.end), tz).timestamp()
            if finish > since and finish > begin:  # a night inside a DST jump may be empty
                yield begin, finish
            day += timedelta(days=1)

    def local_time(self, moment: float) -> str:
        """The wall clock in the zone at `moment`, "HH:MM"."""
        return datetime.fromtimestamp(moment, zone(self.zone)).strftime("%H:%M")


@dataclass(frozen=True)
class Vacation:
    """Away from `since` until `until` (None: until the member turns it off)."""

    since: float
    until: float | None = None

    @property
    def end(self) -> float:
        return NEVER if self.until is None else self.until


@dataclass(frozen=True)
class TimeOff:
    """A member's time off; the empty one (the default) counts every second."""

    quiet: QuietHours | None = None
    vacation: Vacation | None = None

    def periods(self, since: float, *, quiet: bool = True) -> Iterator[tuple[float, float]]:
        """The member's away periods ending after `since`, merged, soonest first (`quiet`: count
        quiet hours as away). Endless with quiet hours; a vacation with no end is the last."""
        streams: list[Iterator[tuple[float, float]]] = []
        if quiet and self.quiet is not None:
            streams.append(self.quiet.periods(since))
        if self.vacation is not None and self.vacation.end > max(since, self.vacation.since):
            streams.append(iter([(self.vacation.since, self.vacation.end)]))
        current: tuple[float, float] | None = None
        for begin, finish in heapq.merge(*streams):
            if current is None:
                current = (begin, finish)
            elif begin <= current[1]:
                current = (current[0], max(current[1], finish))
            else:
                yield current
                current = (begin, finish)
            if current[1] == NEVER:
                break
        if current is not None:
            yield current

    def advance(self, since: float, seconds: float, *, quiet: bool = True) -> float:
        """The moment `seconds` of the member's time on have passed after `since` (NEVER if a
        vacation with no end comes first). With 0 seconds: the first moment on, from `since`."""
        moment, left = since, seconds
        if moment == NEVER:
            return NEVER
        for begin, finish in self.periods(since, quiet=quiet):
            if begin > moment:  # time on until `begin`
                if left <= begin - moment:
                    return moment + left
                left -= begin - moment
            moment = max(moment, finish)
            if moment == NEVER:
                return NEVER
        return moment + left

    def back_at(self, moment: float, *, quiet: bool = True) -> float:
        """`moment` if the member is on then, else when their time off ends (NEVER: no end set)."""
        return self.advance(moment, 0.0, quiet=quiet)

    def away_at(self, moment: float, *, quiet: bool = True) -> bool:
        return self.back_at(moment, quiet=quiet) > moment

    def on_vacation(self, moment: float) -> bool:
        return self.vacation is not None and self.vacation.since <= moment < self.vacation.end

    def counted(self, since: float, until: float, *, quiet: bool = True) -> float:
        """The seconds of the member's time on in [since, until)."""
        if until <= since:
            return 0.0
        away = 0.0
        for begin, finish in self.periods(since, quiet=quiet):
            if begin >= until:
                break
            away += min(finish, until) - max(begin, since)
        return (until - since) - away


# --- turn deadlines --------------------------------------------------------------------------------


def due(kind: str, since: float, seconds: float, off: TimeOff) -> float:
    """When a turn's reminder or timer of `seconds` from `since` falls due for a member with `off`."""
    if kind == TIMER:
        return off.advance(since, seconds)
    return off.back_at(off.advance(since, seconds, quiet=False))


def budgeted(
    game_id: int, kind: str, version: int, seat: int, now: float, seconds: float, off: TimeOff
) -> Deadline:
    """A turn's reminder or timer of `seconds` of the member's time, counted from `now`."""
    return Deadline(
        game_id, kind, due(kind, now, seconds, off), version, seat, since=now, seconds_left=seconds
    )


def left(deadline: Deadline, off: TimeOff, now: float) -> float:
    """The seconds a turn's deadline still has to count at `now` under `off` (0 once spent). A
    deadline stored before budgets existed falls due at a fixed time: what is left of it."""
    if deadline.since is None or deadline.seconds_left is None:
        return max(0.0, deadline.due - now) if deadline.due != NEVER else 0.0
    counted = off.counted(deadline.since, now, quiet=deadline.kind == TIMER)
    return max(0.0, deadline.seconds_left - counted)


def recounted(deadline: Deadline, old: TimeOff, new: TimeOff, now: float) -> Deadline:
    """The deadline once the member's time off changed from `old` to `new` at `now`: counted up to
    `now` under the old, from then on under the new."""
    seconds = left(deadline, old, now)
    return replace(
        deadline, due=due(deadline.kind, now, seconds, new), since=now, seconds_left=seconds, attempts=0
    )


def held(deadline: Deadline, off: TimeOff, now: float) -> float | None:
    """When a deadline that came due at `now` should fire instead, or None to fire now: later if
    its budget is not spent under `off` (a stale `due`), or if the member is away now (an
    overdue reminder or timer waits until they are back)."""
    if deadline.since is not None and deadline.seconds_left is not None:
        later = due(deadline.kind, deadline.since, deadline.seconds_left, off)
        if later > now:
            return later
    back = off.back_at(now)
    return back if back > now else None


# --- preferences -----------------------------------------------------------------------------------


def from_prefs(prefs: Mapping[str, str]) -> TimeOff:
    """A member's time off from their stored preferences (a damaged entry counts as none)."""
    quiet = vacation = None
    try:
        raw = json.loads(prefs[QUIET_KEY])
        quiet = QuietHours(int(raw["start"]), int(raw["end"]), zone_name(str(raw["zone"])))
    except (KeyError, ValueError, TypeError):
        pass
    try:
        raw = json.loads(prefs[VACATION_KEY])
        until = raw.get("until")
        vacation = Vacation(float(raw["since"]), None if until is None else float(until))
    except (KeyError, ValueError, TypeError, AttributeError):
        pass
    return TimeOff(quiet, vacation)


def quiet_pref(quiet: QuietHours) -> str:
    return json.dumps({"start": quiet.start, "end": quiet.end, "zone": quiet.zone}, sort_keys=True)


def vacation_pref(vacation: Vacation) -> str:
    return json.dumps({"since": vacation.since, "until": vacation.until}, sort_keys=True)


async def time_off_of(store: Store, user_id: int | None) -> TimeOff:
    """The member's time off as stored (none for an AI seat)."""
    if user_id is None:
        return TimeOff()
    return from_prefs(await store.prefs(user_id))


def vacation_end(typed: str, zone_of_member: str, now: float) -> float:
    """The end of a vacation typed as a date (YYYY-MM-DD): 00:00 that day in the member's zone, so
    that "until 3 Dec" means back on 3 December. TimeOffError unless it is a date after `now`
    and within VACATION_DAYS."""
    text = typed.strip()
    example = (datetime.fromtimestamp(now, UTC).date() + timedelta(days=7)).isoformat()
    try:
        day = date.fromisoformat(text) if len(text) <= 10 else None
    except ValueError:
        day = None
    if day is None:
        raise TimeOffError("time_off.date_unknown", date=text[:20], example=example)
    end = datetime.combine(day, time(0), zone(zone_of_member)).timestamp()
    if end <= now:
        raise TimeOffError("time_off.date_past", example=example)
    if end > now + VACATION_DAYS * 86400:
        raise TimeOffError("time_off.date_far", days=VACATION_DAYS)
    return end


def date_suggestions(typed: str, zone_of_member: str, now: float) -> list[tuple[int, str]]:
    """(days from today, the date) for autocomplete: tomorrow, a few days, weeks; or as typed."""
    today = datetime.fromtimestamp(now, zone(zone_of_member)).date()
    days = (1, 2, 3, 4, 5, 7, 10, 14, 21, 28, 42, 56, 90)
    out = [(n, (today + timedelta(days=n)).isoformat()) for n in days]
    text = typed.strip()
    return [(n, d) for n, d in out if d.startswith(text)] if text else out


# --- what the tables see ---------------------------------------------------------------------------


def describe(off: TimeOff, name: str, now: float, w: Words) -> str:
    """Why a member's turn waits, in a sentence ("" if they are not away now)."""
    if off.on_vacation(now) and off.vacation is not None:
        if off.vacation.until is None:
            return w("time_off.away_vacation", name=name)
        return w("time_off.away_vacation_until", name=name, until=f"<t:{int(off.vacation.until)}:D>")
    if off.away_at(now):
        return w("time_off.away_quiet", name=name, until=f"<t:{int(off.back_at(now))}:t>")
    return ""
