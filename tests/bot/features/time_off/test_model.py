"""bot.features.time_off.model: quiet hours across midnight and DST changes, vacations, the
budgets of a member's turn deadlines (exact remaining time), and the refusals of bad input."""

from __future__ import annotations

from datetime import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.features.time_off.model import (
    NEVER,
    QUIET_KEY,
    VACATION_KEY,
    QuietHours,
    TimeOff,
    TimeOffError,
    Vacation,
    budgeted,
    date_suggestions,
    due,
    from_prefs,
    held,
    left,
    quiet_pref,
    recounted,
    vacation_end,
    vacation_pref,
    zone_name,
    zone_suggestions,
)
from bot.features.time_off.model import (
    zone as time_zone,
)
from bot.store import ACTIVE, ANNOUNCE, REMINDER, TIMER, Deadline, GameRow, SeatRow
from bot.turn.session import deadlines_for
from rules import GameConfig, new_game

HOUR = 3600.0


def at(text: str, zone: str = "UTC") -> float:
    """The unix time of a wall clock reading "YYYY-MM-DD HH:MM" in `zone`."""
    return datetime.fromisoformat(text).replace(tzinfo=time_zone(zone)).timestamp()


def night(quiet: QuietHours, evening: str) -> tuple[float, float]:
    """The quiet period that begins on the evening of date `evening`."""
    start = at(f"{evening} 12:00", quiet.zone)
    return next(p for p in quiet.periods(start) if p[0] >= start)


# --- time zones and hours typed by members ---------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("Europe/Amsterdam", "Europe/Amsterdam"),
        ("europe/rome", "Europe/Rome"),
        ("America/New York", "America/New_York"),
        ("UTC", "UTC"),
        ("UTC+2", "UTC+02:00"),
        ("utc-5:30", "UTC-05:30"),
        ("+0530", "UTC+05:30"),
        ("GMT-3", "UTC-03:00"),
        ("UTC+0", "UTC"),
        ("UTC+14", "UTC+14:00"),
    ],
)
def test_zone_names_as_typed_are_stored_canonically(typed: str, stored: str) -> None:
    """IANA names in any case and UTC offsets in the usual spellings are accepted and normalised."""
    assert zone_name(typed) == stored


@pytest.mark.parametrize(
    "typed", ["Mars/Olympus_Mons", "", "../../etc/passwd", "/etc/localtime", "UTC+15", "UTC+3:75", "x" * 300]
)
def test_unknown_zones_are_refused_with_what_was_typed(typed: str) -> None:
    """A zone that is neither an IANA name nor an offset is refused, quoting at most 64 characters."""
    with pytest.raises(TimeOffError) as refused:
        zone_name(typed)
    assert refused.value.key == "time_off.zone_unknown"
    assert len(str(refused.value.fields["zone"])) <= 64


@pytest.mark.parametrize(
    ("start", "end", "key"),
    [(24, 7, "time_off.hours_range"), (22, -1, "time_off.hours_range"), (7, 7, "time_off.hours_same")],
)
def test_bad_hours_are_refused(start: int, end: int, key: str) -> None:
    """Hours outside 0-23, and a start equal to the end, are refused with their own reason."""
    with pytest.raises(TimeOffError) as refused:
        QuietHours.chosen(start, end, "UTC")
    assert refused.value.key == key


def test_zone_suggestions_start_with_the_locale_and_follow_the_typing() -> None:
    """Nothing typed: the locale's zones first; typed text: matching names; an offset as typed."""
    assert zone_suggestions("", "nl")[0] == "Europe/Amsterdam"
    assert zone_suggestions("", "it")[0] == "Europe/Rome"
    assert "Europe/Rome" in zone_suggestions("rome")
    assert zone_suggestions("utc+2")[0] == "UTC+02:00"
    assert len(zone_suggestions("a")) == 25
    assert zone_suggestions("no such place") == []


# --- quiet hours -----------------------------------------------------------------------------------


def test_quiet_hours_across_midnight() -> None:
    """22 to 7 in Amsterdam in winter: from 21:00 to 06:00 UTC, nine hours, the next night after."""
    quiet = QuietHours(22, 7, "Europe/Amsterdam")
    off = TimeOff(quiet=quiet)
    midnight = at("2026-01-01 00:00")
    assert next(quiet.periods(midnight)) == (at("2025-12-31 21:00"), at("2026-01-01 06:00"))
    assert off.away_at(midnight) and off.back_at(midnight) == at("2026-01-01 06:00")
    assert not off.away_at(at("2026-01-01 06:00"))  # the end is not quiet any more
    assert off.away_at(at("2026-01-01 21:00"))  # the start is
    assert not off.away_at(at("2026-01-01 20:59"))
    assert off.counted(at("2026-01-01 00:00"), at("2026-01-02 00:00")) == 15 * HOUR


def test_quiet_hours_within_one_day() -> None:
    """1 to 6 (no midnight inside): five hours every night, the rest of the day on."""
    off = TimeOff(quiet=QuietHours(1, 6, "UTC"))
    assert off.counted(at("2026-01-01 00:00"), at("2026-01-03 00:00")) == 38 * HOUR
    assert off.back_at(at("2026-01-01 03:00")) == at("2026-01-01 06:00")


def test_the_spring_night_is_an_hour_shorter() -> None:
    """Amsterdam, 29 March 2026 (02:00 becomes 03:00): 22 to 7 lasts eight hours that night."""
    quiet = QuietHours(22, 7, "Europe/Amsterdam")
    begin, finish = night(quiet, "2026-03-28")
    assert (begin, finish) == (at("2026-03-28 21:00"), at("2026-03-29 05:00"))
    assert finish - begin == 8 * HOUR
    assert night(quiet, "2026-03-27")[1] - night(quiet, "2026-03-27")[0] == 9 * HOUR


def test_the_autumn_night_is_an_hour_longer() -> None:
    """Amsterdam, 25 October 2026 (03:00 becomes 02:00): 22 to 7 lasts ten hours that night."""
    quiet = QuietHours(22, 7, "Europe/Amsterdam")
    begin, finish = night(quiet, "2026-10-24")
    assert (begin, finish) == (at("2026-10-24 20:00"), at("2026-10-25 06:00"))
    assert finish - begin == 10 * HOUR


def test_new_york_springs_forward_on_its_own_date() -> None:
    """America/New_York changes on 8 March 2026, three weeks before Europe: 23 to 6 is six hours."""
    quiet = QuietHours(23, 6, "America/New_York")
    begin, finish = night(quiet, "2026-03-07")
    assert finish - begin == 6 * HOUR
    assert (begin, finish) == (at("2026-03-08 04:00"), at("2026-03-08 10:00"))


def test_an_hour_that_does_not_exist_is_no_quiet_time() -> None:
    """Quiet hours 2 to 3 in Amsterdam: the spring night skips them; the autumn night has two hours."""
    quiet = QuietHours(2, 3, "Europe/Amsterdam")
    spring = list(_periods_between(quiet, at("2026-03-28 12:00"), at("2026-03-30 12:00")))
    assert [round((b - a) / HOUR) for a, b in spring] == [1]  # only the night of the 30th
    autumn = list(_periods_between(quiet, at("2026-10-24 12:00"), at("2026-10-25 12:00")))
    assert [(b - a) / HOUR for a, b in autumn] == [2.0]  # 02:00 CEST to 03:00 CET


def _periods_between(quiet: QuietHours, since: float, until: float) -> list[tuple[float, float]]:
    out: list[tuple[float, float]] = []
    for period in quiet.periods(since):
        if period[0] >= until:
            return out
        out.append(period)
    return out


def test_a_fixed_offset_has_no_dst() -> None:
    """UTC+02:00 quiet hours 22 to 7 last nine hours on the nights Europe changes its clocks."""
    quiet = QuietHours(22, 7, "UTC+02:00")
    for evening in ("2026-03-28", "2026-10-24"):
        begin, finish = night(quiet, evening)
        assert finish - begin == 9 * HOUR
        assert begin == at(f"{evening} 20:00")


@settings(max_examples=200, deadline=None)
@given(
    start=st.integers(0, 23),
    end=st.integers(0, 23),
    zone=st.sampled_from(["Europe/Amsterdam", "America/New_York", "Australia/Lord_Howe", "UTC+05:30"]),
    since=st.floats(at("2026-01-01 00:00"), at("2027-01-01 00:00")),
    seconds=st.floats(0, 30 * 24 * HOUR),
)
def test_advance_and_counted_agree(start: int, end: int, zone: str, since: float, seconds: float) -> None:
    """For any quiet hours and zone (half-hour DST included), the moment `seconds` of time on have
    passed counts exactly `seconds` of time on, and is itself a moment on."""
    if start == end:
        return
    off = TimeOff(quiet=QuietHours(start, end, zone))
    moment = off.advance(since, seconds)
    assert off.counted(since, moment) == pytest.approx(seconds, abs=1e-3)
    assert moment >= since + seconds


# --- vacation --------------------------------------------------------------------------------------


def test_an_endless_vacation_stops_every_count() -> None:
    """From the start of a vacation with no end, nothing counts and no deadline falls due."""
    start = at("2026-01-01 10:00")
    off = TimeOff(vacation=Vacation(start))
    assert off.advance(start - HOUR, 2 * HOUR) == NEVER
    assert off.advance(start - HOUR, HOUR) == start
    assert off.back_at(start) == NEVER and off.on_vacation(start + 1e6)
    assert off.counted(start - HOUR, start + 99 * HOUR) == HOUR


def test_a_vacation_with_an_end_and_quiet_hours_together() -> None:
    """A vacation ending at 00:00 inside the member's quiet hours: they are back at 07:00."""
    off = TimeOff(
        quiet=QuietHours(22, 7, "UTC"), vacation=Vacation(at("2026-01-01 12:00"), at("2026-01-05 00:00"))
    )
    assert off.back_at(at("2026-01-02 12:00")) == at("2026-01-05 07:00")
    assert off.advance(at("2026-01-01 10:00"), 3 * HOUR) == at("2026-01-05 08:00")
    assert not off.on_vacation(at("2026-01-05 00:00"))


# --- turn deadlines --------------------------------------------------------------------------------


def test_a_timer_counts_only_time_on_and_a_reminder_is_held_out_of_quiet_hours() -> None:
    """Quiet 22 to 7: a 4 h timer from 20:00 ends at 09:00; a 3 h reminder from 20:00 waits until 07:00."""
    off = TimeOff(quiet=QuietHours(22, 7, "UTC"))
    since = at("2026-01-01 20:00")
    assert due(TIMER, since, 4 * HOUR, off) == at("2026-01-02 09:00")
    assert due(REMINDER, since, 3 * HOUR, off) == at("2026-01-02 07:00")
    assert due(REMINDER, since, HOUR, off) == at("2026-01-01 21:00")  # before the quiet hours


def test_vacation_during_a_turn_pauses_with_the_exact_time_left() -> None:
    """A 10 h timer: 3 h pass, then 50 h of vacation; back, it has exactly 7 h left."""
    start = at("2026-01-01 00:00")
    timer = budgeted(1, TIMER, 4, 0, start, 10 * HOUR, TimeOff())
    assert timer.due == start + 10 * HOUR
    away = TimeOff(vacation=Vacation(start + 3 * HOUR))
    paused = recounted(timer, TimeOff(), away, start + 3 * HOUR)
    assert paused.due == NEVER and paused.seconds_left == 7 * HOUR and paused.since == start + 3 * HOUR
    assert left(paused, away, start + 53 * HOUR) == 7 * HOUR
    back = recounted(paused, away, TimeOff(), start + 53 * HOUR)
    assert back.due == start + 60 * HOUR and back.seconds_left == 7 * HOUR


def test_changing_quiet_hours_mid_turn_counts_each_part_under_its_own_settings() -> None:
    """A 6 h timer from 18:00 with quiet 22 to 7; at 23:00 the quiet hours become 0 to 8: the 4 h
    counted before 22:00 stay counted, and the last 2 h run 23:00 to 00:00 and 08:00 to 09:00."""
    first = TimeOff(quiet=QuietHours(22, 7, "UTC"))
    second = TimeOff(quiet=QuietHours(0, 8, "UTC"))
    timer = budgeted(1, TIMER, 0, 0, at("2026-01-01 18:00"), 6 * HOUR, first)
    assert timer.due == at("2026-01-02 09:00")
    changed = recounted(timer, first, second, at("2026-01-01 23:00"))
    assert changed.seconds_left == 2 * HOUR
    # 23:00 to 00:00 is time on under the new hours (one hour), the other from 08:00.
    assert changed.due == at("2026-01-02 09:00")


def test_held_fires_on_time_waits_for_the_member_or_for_the_budget() -> None:
    """A due deadline fires (None) unless its member is away now, or its budget is not spent."""
    off = TimeOff(quiet=QuietHours(22, 7, "UTC"))
    spent = Deadline(1, TIMER, at("2026-01-01 12:00"), 0, 0, since=at("2026-01-01 10:00"), seconds_left=HOUR)
    assert held(spent, off, at("2026-01-01 12:00")) is None
    assert held(spent, off, at("2026-01-01 23:00")) == at("2026-01-02 07:00")
    early = Deadline(
        1, TIMER, at("2026-01-01 11:00"), 0, 0, since=at("2026-01-01 10:00"), seconds_left=5 * HOUR
    )
    assert held(early, off, at("2026-01-01 11:00")) == at("2026-01-01 15:00")
    legacy = Deadline(1, REMINDER, at("2026-01-01 12:00"), 0, 0)  # stored before budgets
    assert held(legacy, off, at("2026-01-01 12:00")) is None
    assert held(legacy, TimeOff(vacation=Vacation(0.0)), at("2026-01-01 12:00")) == NEVER


def test_deadlines_for_a_turn_that_starts_in_quiet_hours() -> None:
    """The turn's reminder is due as the member wakes (their prompt did not ping them), the timer
    counts from then; the prompt owed keeps its fixed time."""
    state = new_game(GameConfig(players=2, seed=1))
    row = GameRow(7, 1, 2, 3, ACTIVE, {}, {"reminder_hours": 24, "timer_hours": 2}, None, 5)
    seats = [SeatRow(7, 0, 100, "ann"), SeatRow(7, 1, 200, "bob")]
    off = TimeOff(quiet=QuietHours(22, 7, "UTC"))
    now = at("2026-01-01 03:00")
    made = {d.kind: d for d in deadlines_for(row, state, seats, now, announce=True, away=off)}
    assert made[REMINDER].due == at("2026-01-01 07:00") and made[REMINDER].seconds_left == 0
    assert made[TIMER].due == at("2026-01-01 09:00") and made[TIMER].since == now
    assert made[ANNOUNCE].due == now + 120 and made[ANNOUNCE].seconds_left is None


def test_deadlines_for_autopilot_seats_and_removed_players() -> None:
    """A member's seat on autopilot waits for their vacation; a removed player's never does."""
    state = new_game(GameConfig(players=2, seed=1))
    seat = state.current_player()
    row = GameRow(7, 1, 2, 3, ACTIVE, {}, {"reminder_hours": 24, "timer_hours": 2}, None, 5)
    off = TimeOff(vacation=Vacation(0.0))
    now = at("2026-01-01 03:00")
    sticky = [SeatRow(7, s, 100 + s, "x", autopilot=s == seat) for s in range(2)]
    assert [(d.kind, d.due) for d in deadlines_for(row, state, sticky, now, away=off)] == [(TIMER, NEVER)]
    gone = [SeatRow(7, s, 100 + s, "x", autopilot=s == seat, removed=s == seat) for s in range(2)]
    assert [(d.kind, d.due) for d in deadlines_for(row, state, gone, now, away=off)] == [(TIMER, now)]


# --- preferences and dates -------------------------------------------------------------------------


def test_preferences_round_trip_and_damaged_ones_count_as_none() -> None:
    """Stored time off reads back equal; a damaged entry is ignored, not an error."""
    off = TimeOff(QuietHours(22, 7, "Europe/Rome"), Vacation(10.0, 99.0))
    prefs = {QUIET_KEY: quiet_pref(off.quiet), VACATION_KEY: vacation_pref(off.vacation)}  # type: ignore[arg-type]
    assert from_prefs(prefs) == off
    assert from_prefs({QUIET_KEY: "{not json", VACATION_KEY: "[1]", "notify": "on"}) == TimeOff()
    assert from_prefs({QUIET_KEY: '{"start": 1, "end": 2, "zone": "Nowhere/Land"}'}) == TimeOff()


def test_a_vacation_ends_at_midnight_of_its_date_in_the_members_zone() -> None:
    """A vacation "until 2026-12-03" in Amsterdam ends at 00:00 there (23:00 UTC the day before)."""
    now = at("2026-11-20 12:00")
    assert vacation_end("2026-12-03", "Europe/Amsterdam", now) == at("2026-12-02 23:00")
    assert vacation_end(" 2026-12-03 ", "UTC", now) == at("2026-12-03 00:00")


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("3 Dec", "time_off.date_unknown"),
        ("2026-02-30", "time_off.date_unknown"),
        ("2026-11-20", "time_off.date_past"),
        ("2025-01-01", "time_off.date_past"),
        ("2028-01-01", "time_off.date_far"),
        ("9" * 500, "time_off.date_unknown"),
    ],
)
def test_bad_vacation_dates_are_refused(typed: str, key: str) -> None:
    """Not a date, a date passed (today included) or more than a year away: each its own reason."""
    with pytest.raises(TimeOffError) as refused:
        vacation_end(typed, "UTC", at("2026-11-20 12:00"))
    assert refused.value.key == key
    assert len(str(refused.value.fields.get("date", ""))) <= 20


def test_date_suggestions_follow_the_typing() -> None:
    """Autocomplete offers tomorrow and later dates in the member's zone, filtered by what is typed."""
    now = at("2026-01-31 23:30")
    assert date_suggestions("", "UTC", now)[0] == (1, "2026-02-01")
    assert date_suggestions("", "Europe/Amsterdam", now)[0] == (1, "2026-02-02")  # already 1 Feb there
    assert all(d.startswith("2026-02-1") for _, d in date_suggestions("2026-02-1", "UTC", now))
