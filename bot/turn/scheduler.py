"""Deadlines, kept in the database so that they survive restarts: reminders, turn timers, and the
channel messages that a stored move still owes (the next turn's prompt, the score sheet).

The loop polls the store and *claims* what is due: a claimed deadline is pushed back by a retry
delay (doubling up to an hour), so that a failure is retried later, never in a tight loop, and
nothing fires twice. A deadline is dropped when its work is done, and only if it still belongs to
the version it was claimed for: a newer turn's deadline is never lost to an older one's failure.

At start-up (the first poll that reaches the database), `recover` posts at once whatever the
channel is owed (a restart or a crash between storing a move and announcing it), and gives every
game in play the timer its pending decision needs, so that no game waits for a click that nobody
is prompted to make. A crash in the middle of a post may have left a prompt the store does not
know, or the last prompt of an ended game with its buttons: those lose them then
(bot.turn.prompts).

The database out of reach (`StoreUnavailable`: its server restarting) skips a poll, never stops
the loop: what fell due meanwhile is claimed at the first poll after the database is back.

A member's reminder or timer that comes due while they are in their quiet hours or on vacation
is held (bot.features.time_off.service): rescheduled to when they are back, so the autopilot never plays for
them then and a reminder never pings them then.

A process running some Discord shards (SHARD_COUNT, SHARD_IDS) recovers and fires the deadlines of
its own shards' servers only: the store answers those alone (`shards`), so several processes on
one database never fire one server's deadline twice, nor recover its games twice.
"""

from __future__ import annotations

import logging
import time

import discord
from discord.ext import tasks

from bot.features.time_off.service import TimeOffService
from bot.store import (
    ACTIVE,
    ANNOUNCE,
    FINISH,
    OVER,
    REMINDER,
    TIMER,
    TURN_KINDS,
    Deadline,
    GameRow,
    Shards,
    Store,
    StoreUnavailable,
)
from bot.turn.announce import Announcer
from bot.turn.autopilot import Autopilot
from bot.turn.outbox import attempt
from bot.turn.prompts import Prompts
from bot.turn.session import GameGone, MemberAway, NotYourTurnError, Sessions, StaleVersion, deadlines_for

log = logging.getLogger(__name__)

POLL_SECONDS = 60  # deadlines are hours apart: a minute late is nothing


class Scheduler:
    """The deadlines' loop: what is due is claimed, done, then dropped."""

    def __init__(
        self,
        store: Store,
        sessions: Sessions,
        announcer: Announcer,
        autopilot: Autopilot,
        prompts: Prompts,
        time_off: TimeOffService,
        shards: Shards | None = None,
    ) -> None:
        self.store = store
        self.shards = shards  # the servers whose deadlines this process fires (None: every one)
        self.sessions = sessions
        self.announcer = announcer
        self.autopilot = autopilot
        self.prompts = prompts
        self.time_off = time_off
        self.recovered = False  # `recover` has run (the first poll's work, until it could)
        self.last_tick: float | None = None  # when the latest poll began (time.monotonic): /healthz
        self.poll = tasks.loop(seconds=POLL_SECONDS)(self.tick)

    def start(self) -> None:
        self.poll.start()

    def stop(self) -> None:
        self.poll.cancel()

    @staticmethod
    def now() -> float:
        return discord.utils.utcnow().timestamp()

    async def recover(self) -> None:
        """Once, at the first poll that reaches the database: post what the channels are owed,
        give stalled games a timer, retire the buttons of prompts that no longer prompt anything."""
        store, prompts = self.store, self.prompts
        for row in await store.open_games(shards=self.shards):
            await attempt(f"recover game {row.id}", self._ensure_timer(row))
        owed = await store.claim_deadlines(
            self.now(), kinds=(ANNOUNCE, FINISH), everything=True, shards=self.shards
        )
        for game_id in dict.fromkeys(d.game_id for d in owed):  # each game's posts were cut short
            await attempt(f"look for game {game_id}'s prompts left by a crash", prompts.sweep(game_id))
        for deadline in owed:
            await attempt(f"fire {deadline} (it comes back later)", self.fire(deadline))
        await attempt("retire the prompts of ended games", prompts.retire_ended(self.shards))

    async def tick(self) -> None:
        """Fire every deadline that is due (the first poll recovers first); one failing game never
        stops the others. The database out of reach (its server restarting) is no reason to stop
        polling, which would leave every timer unfired for good: this poll is skipped, the next
        one tries again, and what fell due meanwhile fires then."""
        self.last_tick = time.monotonic()
        try:
            if not self.recovered:
                await self.recover()
                self.recovered = True
            due = await self.store.claim_deadlines(self.now(), shards=self.shards)
        except StoreUnavailable:
            log.warning("the database is out of reach: the deadlines wait for the next poll", exc_info=True)
            return
        for deadline in due:
            await attempt(f"fire {deadline} (it comes back later)", self.fire(deadline))

    async def fire(self, deadline: Deadline) -> None:
        """Do what the deadline calls for, then drop it; a failure leaves it to come back later."""
        store, announcer = self.store, self.announcer
        row = await store.game(deadline.game_id)
        if row is None or not _current(row, deadline):
            await self._drop(deadline)  # the game moved on or ended: stale
            return
        if deadline.kind in TURN_KINDS and await self.time_off.hold(row, deadline):
            return  # its member is asleep or away: it waits until they are back
        if deadline.kind == FINISH:
            state = await self.sessions.state(row)
            await announcer.finish(row, state, await store.seats(row.id))
            self.sessions.forget(row.id)
        elif deadline.kind == ANNOUNCE:
            _, state, seats = await self.sessions.current(row.id)
            await announcer.announce_turn(row, state, seats)
        elif deadline.kind == REMINDER:
            await announcer.remind(row, deadline.seat)
        else:
            try:
                await self.autopilot.play_due(row, deadline.seat)
            except MemberAway:  # their time off began while the autopilot thought
                log.info("game %s: the autopilot waits, its member is away", row.id)
                return  # claimed, it comes back in a minute, and then waits for them
            except (StaleVersion, GameGone, NotYourTurnError):
                log.info("game %s moved on while its autopilot thought", row.id)
            else:
                return  # the move replaced this timer (an AI's runner will, when it has played)
        await self._drop(deadline)

    async def _drop(self, deadline: Deadline) -> None:
        await self.store.drop_deadline(deadline.game_id, deadline.kind, deadline.version)

    async def _ensure_timer(self, row: GameRow) -> None:
        """A game whose pending decision belongs to an AI or the autopilot gets its timer, if the
        database lacks it (a game started by an older bot that stopped before storing it)."""
        _, state, seats = await self.sessions.current(row.id)
        seat = next(s for s in seats if s.seat == state.current_player())
        if seat.player is not None and not seat.autopilot:
            return
        if not any(d.kind == TIMER and d.version == row.version for d in await self.store.deadlines(row.id)):
            away = await self.sessions.time_off_to_act(state, seats)
            timer = [d for d in deadlines_for(row, state, seats, self.now(), away=away) if d.kind == TIMER]
            await self.store.put_deadlines(row.id, timer)


def _current(row: GameRow, deadline: Deadline) -> bool:
    """Whether the deadline still applies: a turn's to its own version, the others while owed."""
    if deadline.kind == FINISH:
        return row.status == OVER
    if row.status != ACTIVE:
        return False
    return deadline.kind == ANNOUNCE or row.version == deadline.version
