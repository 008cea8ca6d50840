"""Quiet hours and vacation on Discord: `/origins quiet`, `/origins vacation`, and what the tables see.

A member's time off lives in user_prefs (bot.time_off); their turns wait for it through the
budgets of their reminders and timers (bot.session.deadlines_for). A change recounts each of the
member's pending deadlines in every game, under that game's lock: a move being stored at that
moment has either read the old settings and is recounted here, or reads the new ones. Changes of
one member are serialised, so that two at once cannot both count from the same old settings.

Only the acting member's time off matters to a game: a prompt owed, a score sheet, an AI's turn
and a removed player's autopilot keep their times, whoever else is asleep or away.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import discord

from bot.features.time_off.model import (
    QUIET_KEY,
    VACATION_KEY,
    QuietHours,
    TimeOff,
    TimeOffError,
    Vacation,
    held,
    quiet_pref,
    recounted,
    time_off_of,
    vacation_end,
    vacation_pref,
)
from bot.i18n.languages import game_words
from bot.i18n.messages import partial_message, plain
from bot.store import ACTIVE, TURN_KINDS, Deadline, GameRow, SeatRow
from bot.turn.panels.panel import what
from bot.turn.session import GameGone
from lang import Words
from rules import GameState

if TYPE_CHECKING:
    from bot.turn.desk import Desk

log = logging.getLogger(__name__)

Update = Callable[[TimeOff, float], TimeOff]


class Away:
    """The desk's part for members' time off."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.store = desk.store
        self._members: dict[int, asyncio.Lock] = {}

    @staticmethod
    def now() -> float:
        return discord.utils.utcnow().timestamp()

    async def of(self, user_id: int | None) -> TimeOff:
        return await time_off_of(self.store, user_id)

    # --- commands --------------------------------------------------------------------------------

    async def quiet(
        self,
        interaction: discord.Interaction,
        start: int | None,
        end: int | None,
        typed_zone: str | None,
        off: bool,
    ) -> None:
        """`/origins quiet`: set, show or turn off the member's quiet hours."""
        user = interaction.user.id
        me = await self.desk.member_words(interaction)
        try:
            current = await self.of(user)
            if off:
                chosen = None
            elif start is None and end is None and typed_zone is None:
                await self.desk.reply_privately(interaction, self.quiet_words(current.quiet, me))
                return
            elif start is None or end is None:
                raise TimeOffError("time_off.quiet_missing")
            else:
                known = current.quiet.zone if current.quiet is not None else None
                if typed_zone is None and known is None:
                    raise TimeOffError("time_off.zone_missing")
                chosen = QuietHours.chosen(start, end, typed_zone or known or "")
        except TimeOffError as refused:
            await self.desk.reply_privately(interaction, me(refused.key, **refused.fields))
            return
        await self.desk.acknowledge(interaction, edit=False)  # the prompts of many games may change
        old, new, _ = await self.change(user, lambda o, _now: replace(o, quiet=chosen))
        if new.quiet is None:
            text = me("time_off.quiet_off" if old.quiet is not None else "time_off.quiet_none")
        else:
            text = self.quiet_words(new.quiet, me)
        await self.desk.reply_privately(interaction, text)

    async def vacation(self, interaction: discord.Interaction, on: bool, until: str | None) -> None:
        """`/origins vacation`: away (until a date, or until turned off), or back."""
        user = interaction.user.id
        me = await self.desk.member_words(interaction)
        now = self.now()
        try:
            if not on and until is not None:
                raise TimeOffError("time_off.vacation_until_needs_on")
            current = await self.of(user)
            zone = current.quiet.zone if current.quiet is not None else "UTC"
            end = None if until is None else vacation_end(until, zone, now)
            if not on and not current.on_vacation(now):
                if current.vacation is not None:  # one that has ended: forget it
                    await self.change(user, lambda o, _now: replace(o, vacation=None))
                raise TimeOffError("time_off.vacation_not_on")
        except TimeOffError as refused:
            await self.desk.reply_privately(interaction, me(refused.key, **refused.fields))
            return
        await self.desk.acknowledge(interaction, edit=False)

        def update(old: TimeOff, moment: float) -> TimeOff:
            if not on:
                return replace(old, vacation=None)
            since = old.vacation.since if old.on_vacation(moment) and old.vacation else moment
            return replace(old, vacation=Vacation(since, end))

        _, _, games = await self.change(user, update)
        if not on:
            text = me("time_off.vacation_off", count=len(games))
        else:
            text = (
                me("time_off.vacation_on")
                if end is None
                else me("time_off.vacation_on_until", until=f"<t:{int(end)}:D>")
            )
            text += " " + me("time_off.paused", count=len(games))
        await self.desk.reply_privately(interaction, text)

    @staticmethod
    def quiet_words(quiet: QuietHours | None, w: Words) -> str:
        """The member's quiet hours in a sentence or two (or how to set them)."""
        if quiet is None:
            return w("time_off.quiet_none")
        now = Away.now()
        begin, finish = next(quiet.periods(now))
        when = (
            w("time_off.quiet_now", until=f"<t:{int(finish)}:t>")
            if begin <= now
            else w("time_off.quiet_next", start=f"<t:{int(begin)}:f>", end=f"<t:{int(finish)}:t>")
        )
        return w(
            "time_off.quiet_set",
            start=f"{quiet.start:02d}:00",
            end=f"{quiet.end:02d}:00",
            zone=quiet.zone,
            local=quiet.local_time(now),
            when=when,
        )

    # --- changes ---------------------------------------------------------------------------------

    async def change(self, user_id: int, update: Update) -> tuple[TimeOff, TimeOff, list[GameRow]]:
        """Store the member's time off as `update` makes it, recount their deadlines in every game
        in play (the time until now under the old settings, the rest under the new) and show it in
        the prompts of the games waiting for them. (old, new, their games in play)."""
        async with self._members.setdefault(user_id, asyncio.Lock()):
            old = await self.of(user_id)
            now = self.now()
            new = update(old, now)
            await self._store(user_id, old, new)
            games = await self.store.active_games_of(user_id)
            for game in games:
                async with self.desk.sessions.lock(game.id):
                    await self._recount(game.id, user_id, old, new, now)
        for game in games:
            await self._show(game.id, user_id)
        return old, new, games

    async def _store(self, user_id: int, old: TimeOff, new: TimeOff) -> None:
        if new.quiet != old.quiet:
            if new.quiet is None:
                await self.store.drop_pref(user_id, QUIET_KEY)
            else:
                await self.store.set_pref(user_id, QUIET_KEY, quiet_pref(new.quiet))
        if new.vacation != old.vacation:
            if new.vacation is None:
                await self.store.drop_pref(user_id, VACATION_KEY)
            else:
                await self.store.set_pref(user_id, VACATION_KEY, vacation_pref(new.vacation))

    async def _recount(self, game_id: int, user_id: int, old: TimeOff, new: TimeOff, now: float) -> None:
        """The member's pending reminder and timer in one game, recounted (inside its lock)."""
        row = await self.store.game(game_id)
        if row is None or row.status != ACTIVE:
            return
        mine = {s.seat for s in await self.store.seats(game_id) if s.player == user_id}
        for deadline in await self.store.deadlines(game_id):
            if deadline.kind in TURN_KINDS and deadline.seat in mine and deadline.version == row.version:
                await self.store.reschedule(recounted(deadline, old, new, now))

    async def _show(self, game_id: int, user_id: int) -> None:
        """If the game waits for the member, its prompt says now whether they are away. Discord
        refusing changes nothing that is stored: the status and the next prompt still say it."""
        try:
            row, state, seats = await self.desk.current(game_id)
        except GameGone:
            return
        seat = next(s for s in seats if s.seat == state.current_player())
        if seat.player != user_id or row.turn_message_id is None:
            return
        content, _ = await self.prompt(state, seats, game_words(row.options))
        try:
            prompt = partial_message(await self.desk._channel(row), row.turn_message_id)
            if prompt is not None:
                await prompt.edit(content=content, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("could not show the time off in turn prompt %s", row.turn_message_id, exc_info=True)

    # --- what the tables see ---------------------------------------------------------------------

    async def prompt(
        self, state: GameState, seats: Sequence[SeatRow], w: Words, off: TimeOff | None = None
    ) -> tuple[str, bool]:
        """The turn prompt's text in the game's words `w`, and whether its member is away now
        (then it pings nobody). `off`: their time off, if the caller has read it already."""
        seat = next(s for s in seats if s.seat == state.current_player())
        who = f"<@{seat.player}>" if seat.player is not None else plain(seat.name)
        text = w("your_turn", mention=who, what=what(state, w))
        if seat.player is None:
            return text, False
        off, now = off if off is not None else await self.of(seat.player), self.now()
        note = describe(off, plain(seat.name), now, w)
        return (f"{text}\n{note}" if note else text), off.away_at(now)

    async def lines(self, seats: Sequence[SeatRow], w: Words) -> list[str]:
        """A line for each player of the game who is away now (for `/origins status`)."""
        now = self.now()
        out = []
        for seat in sorted(seats, key=lambda s: s.seat):
            if seat.player is not None:
                note = describe(await self.of(seat.player), plain(seat.name), now, w)
                if note:
                    out.append(note)
        return out

    # --- deadlines -------------------------------------------------------------------------------

    async def hold(self, row: GameRow, deadline: Deadline) -> bool:
        """A member's reminder or timer came due: True if it waits for them instead (rescheduled to
        when their time off ends or their budget is spent), or if it is gone; False to fire it."""
        seats = await self.store.seats(row.id)
        mine = next((s for s in seats if s.seat == deadline.seat), None)
        if mine is None or mine.player is None:
            return False  # an AI's turn, or a removed player's autopilot: no time off
        async with self.desk.sessions.lock(row.id):
            stored = next(
                (
                    d
                    for d in await self.store.deadlines(row.id)
                    if d.kind == deadline.kind and d.version == deadline.version
                ),
                None,
            )
            if stored is None:
                return True  # a move replaced it meanwhile
            later = held(stored, await self.of(mine.player), self.now())
            if later is None:
                return False
            await self.store.reschedule(replace(stored, due=later, attempts=0))
            return True


def describe(off: TimeOff, name: str, now: float, w: Words) -> str:
    """Why a member's turn waits, in a sentence ("" if they are not away now)."""
    if off.on_vacation(now) and off.vacation is not None:
        if off.vacation.until is None:
            return w("time_off.away_vacation", name=name)
        return w("time_off.away_vacation_until", name=name, until=f"<t:{int(off.vacation.until)}:D>")
    if off.away_at(now):
        return w("time_off.away_quiet", name=name, until=f"<t:{int(off.back_at(now))}:t>")
    return ""
