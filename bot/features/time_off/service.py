"""Quiet hours and vacation on Discord: `/origins quiet`, `/origins vacation`, and the deadlines
that wait for them.

A member's time off lives in user_prefs (bot.features.time_off.model); their turns wait for it
through the budgets of their reminders and timers (bot.turn.session.deadlines_for). A change
recounts each of the member's pending deadlines in every game, under that game's lock: a move
being stored at that moment has either read the old settings and is recounted here, or reads the
new ones. Changes of one member are serialised, so that two at once cannot both count from the
same old settings.

Only the acting member's time off matters to a game: a prompt owed, a score sheet, an AI's turn
and a removed player's autopilot keep their times, whoever else is asleep or away.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import replace

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
from bot.i18n.languages import Languages, game_words
from bot.i18n.messages import partial_message
from bot.store import ACTIVE, TURN_KINDS, Deadline, GameRow, Store
from bot.turn.announce import Announcer
from bot.turn.answers import acknowledge, reply_privately
from bot.turn.channels import Channels
from bot.turn.session import GameGone, Sessions
from lang import Words

log = logging.getLogger(__name__)

Update = Callable[[TimeOff, float], TimeOff]


def now() -> float:
    """Discord's clock (virtual under SimCord), in unix seconds."""
    return discord.utils.utcnow().timestamp()


class TimeOffService:
    """Members' time off: set with the commands, kept by their turns' deadlines."""

    def __init__(
        self,
        store: Store,
        sessions: Sessions,
        languages: Languages,
        channels: Channels,
        announcer: Announcer,
    ) -> None:
        self.store = store
        self.sessions = sessions
        self.languages = languages
        self.channels = channels
        self.announcer = announcer
        self._members: dict[int, asyncio.Lock] = {}

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
        me = await self.languages.member_words(interaction)
        try:
            current = await self.of(user)
            if off:
                chosen = None
            elif start is None and end is None and typed_zone is None:
                await reply_privately(interaction, quiet_words(current.quiet, me))
                return
            elif start is None or end is None:
                raise TimeOffError("time_off.quiet_missing")
            else:
                known = current.quiet.zone if current.quiet is not None else None
                if typed_zone is None and known is None:
                    raise TimeOffError("time_off.zone_missing")
                chosen = QuietHours.chosen(start, end, typed_zone or known or "")
        except TimeOffError as refused:
            await reply_privately(interaction, me(refused.key, **refused.fields))
            return
        await acknowledge(interaction, edit=False)  # the prompts of many games may change
        old, new, _ = await self.change(user, lambda o, _now: replace(o, quiet=chosen))
        if new.quiet is None:
            text = me("time_off.quiet_off" if old.quiet is not None else "time_off.quiet_none")
        else:
            text = quiet_words(new.quiet, me)
        await reply_privately(interaction, text)

    async def vacation(self, interaction: discord.Interaction, on: bool, until: str | None) -> None:
        """`/origins vacation`: away (until a date, or until turned off), or back."""
        user = interaction.user.id
        me = await self.languages.member_words(interaction)
        moment = now()
        try:
            if not on and until is not None:
                raise TimeOffError("time_off.vacation_until_needs_on")
            current = await self.of(user)
            zone = current.quiet.zone if current.quiet is not None else "UTC"
            end = None if until is None else vacation_end(until, zone, moment)
            if not on and not current.on_vacation(moment):
                if current.vacation is not None:  # one that has ended: forget it
                    await self.change(user, lambda o, _now: replace(o, vacation=None))
                raise TimeOffError("time_off.vacation_not_on")
        except TimeOffError as refused:
            await reply_privately(interaction, me(refused.key, **refused.fields))
            return
        await acknowledge(interaction, edit=False)

        def update(old: TimeOff, at: float) -> TimeOff:
            if not on:
                return replace(old, vacation=None)
            since = old.vacation.since if old.on_vacation(at) and old.vacation else at
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
        await reply_privately(interaction, text)

    # --- changes ---------------------------------------------------------------------------------

    async def change(self, user_id: int, update: Update) -> tuple[TimeOff, TimeOff, list[GameRow]]:
        """Store the member's time off as `update` makes it, recount their deadlines in every game
        in play (the time until now under the old settings, the rest under the new) and show it in
        the prompts of the games waiting for them. (old, new, their games in play)."""
        async with self._members.setdefault(user_id, asyncio.Lock()):
            old = await self.of(user_id)
            moment = now()
            new = update(old, moment)
            await self._store(user_id, old, new)
            games = await self.store.active_games_of(user_id)
            for game in games:
                async with self.sessions.lock(game.id):
                    await self._recount(game.id, user_id, old, new, moment)
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

    async def _recount(self, game_id: int, user_id: int, old: TimeOff, new: TimeOff, moment: float) -> None:
        """The member's pending reminder and timer in one game, recounted (inside its lock)."""
        row = await self.store.game(game_id)
        if row is None or row.status != ACTIVE:
            return
        theirs = {s.seat for s in await self.store.seats(game_id) if s.player == user_id}
        for deadline in await self.store.deadlines(game_id):
            if deadline.kind in TURN_KINDS and deadline.seat in theirs and deadline.version == row.version:
                await self.store.reschedule(recounted(deadline, old, new, moment))

    async def _show(self, game_id: int, user_id: int) -> None:
        """If the game waits for the member, its prompt says now whether they are away. Discord
        refusing changes nothing that is stored: the status and the next prompt still say it."""
        try:
            row, state, seats = await self.sessions.current(game_id)
        except GameGone:
            return
        seat = next(s for s in seats if s.seat == state.current_player())
        if seat.player != user_id or row.turn_message_id is None:
            return
        content, _ = await self.announcer.prompt_content(state, seats, game_words(row.options))
        try:
            prompt = partial_message(await self.channels.of(row), row.turn_message_id)
            if prompt is not None:
                await prompt.edit(content=content, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("could not show the time off in turn prompt %s", row.turn_message_id, exc_info=True)

    # --- deadlines -------------------------------------------------------------------------------

    async def hold(self, row: GameRow, deadline: Deadline) -> bool:
        """A member's reminder or timer came due: True if it waits for them instead (rescheduled to
        when their time off ends or their budget is spent), or if it is gone; False to fire it."""
        seats = await self.store.seats(row.id)
        theirs = next((s for s in seats if s.seat == deadline.seat), None)
        if theirs is None or theirs.player is None:
            return False  # an AI's turn, or a removed player's autopilot: no time off
        async with self.sessions.lock(row.id):
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
            later = held(stored, await self.of(theirs.player), now())
            if later is None:
                return False
            await self.store.reschedule(replace(stored, due=later, attempts=0))
            return True


def quiet_words(quiet: QuietHours | None, w: Words) -> str:
    """The member's quiet hours in a sentence or two (or how to set them)."""
    if quiet is None:
        return w("time_off.quiet_none")
    moment = now()
    begin, finish = next(quiet.periods(moment))
    when = (
        w("time_off.quiet_now", until=f"<t:{int(finish)}:t>")
        if begin <= moment
        else w("time_off.quiet_next", start=f"<t:{int(begin)}:f>", end=f"<t:{int(finish)}:t>")
    )
    return w(
        "time_off.quiet_set",
        start=f"{quiet.start:02d}:00",
        end=f"{quiet.end:02d}:00",
        zone=quiet.zone,
        local=quiet.local_time(moment),
        when=when,
    )


__all__ = ["TimeOffService", "now", "quiet_words"]
