"""Deadlines, kept in the database so that they survive restarts: reminders and turn timers.

A deadline belongs to one game version: once the game has moved on it is stale and ignored. The
loop polls the store, so a deadline that fell due while the bot was down fires at the next poll.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import tasks

from bot.store import ACTIVE, Deadline

if TYPE_CHECKING:
    from bot.app import OriginsBot

log = logging.getLogger(__name__)

POLL_SECONDS = 60  # deadlines are hours apart: a minute late is nothing


class Scheduler:
    def __init__(self, bot: OriginsBot) -> None:
        self.bot = bot
        self.poll = tasks.loop(seconds=POLL_SECONDS)(self.tick)

    def start(self) -> None:
        self.poll.start()

    def stop(self) -> None:
        self.poll.cancel()

    async def tick(self) -> None:
        """Fire every deadline that is due; one failing game never stops the others."""
        now = discord.utils.utcnow().timestamp()
        for deadline in await self.bot.store.due_deadlines(now):
            try:
                await self.fire(deadline)
            except Exception:
                log.exception("deadline %s failed", deadline)
                await self._drop(deadline)  # do not retry a broken deadline every poll

    async def fire(self, deadline: Deadline) -> None:
        store = self.bot.store
        row = await store.game(deadline.game_id)
        if row is None or row.status != ACTIVE or row.version != deadline.version:
            await self._drop(deadline)  # the game moved on: stale
            return
        if deadline.kind == "reminder":
            await self._drop(deadline)
            await self.bot.desk.remind(row, deadline.seat)
        else:
            await self.bot.desk.autopilot(row, deadline.seat)

    async def _drop(self, deadline: Deadline) -> None:
        store = self.bot.store
        kept = [d for d in await store.deadlines(deadline.game_id) if d.kind != deadline.kind]
        await store.set_deadlines(deadline.game_id, kept)
