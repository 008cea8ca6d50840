"""Turn prompts: only the newest prompt of a game in play carries its **Play your turn** button.

A prompt (or an AI's "thinking" line) is posted first, then stored with the game version it was
posted for (`keep`), and whichever message prompts nothing any more loses its buttons: the one it
replaced, or itself if it came too late. The store decides by version (a compare-and-swap), not
by the order in which things happened to run: Discord may answer a post late, an AI may play
before its "thinking" line is stored, the last move may come before its prompt's id is, and a
prompt posted for a game that has ended meanwhile is retired at once.

When a game ends (its last move, `/origins cancel`), its last prompt is retired: the id is read
afresh from the store, where no prompt can be stored once the game has ended, and unmarked once
retired. Discord refusing for good (the message or the thread deleted, access taken away) unmarks
it too: it is never retried. An outage leaves the mark, and start-up tries again (`retire_ended`).
A crash between posting a prompt and storing it, or between storing it and retiring the one it
replaced, leaves a prompt the store does not know: start-up looks for those among the latest
messages of each game still owed a post (`sweep`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot import ids
from bot.messages import partial_message
from bot.store import ACTIVE, LOBBY, GameRow

if TYPE_CHECKING:
    from bot.desk import Desk

log = logging.getLogger(__name__)

SWEPT = 50  # the latest messages of a channel where start-up looks for prompts a crash left behind


class Prompts:
    """The desk's part for the turn prompts' buttons."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.store = desk.store

    async def keep(self, channel: discord.abc.Messageable, row: GameRow, message_id: int) -> None:
        """`message_id`, just posted for the game at `row.version`, becomes its prompt, unless a
        newer one is stored or the game has ended; the message that lost out loses its buttons."""
        stale = await self.store.keep_prompt(row.id, row.version, message_id)
        if stale is not None:
            await retire(channel, stale)

    async def retire_last(self, game_id: int, channel: discord.abc.Messageable | None = None) -> None:
        """The ended game's last prompt loses its buttons (in `channel`, if the caller has it)."""
        row = await self.store.game(game_id)
        if row is None or row.status in (LOBBY, ACTIVE) or row.turn_message_id is None:
            return
        if channel is None:
            try:
                channel = await self.desk._channel(row)
            except discord.HTTPException as refused:
                if passing(refused):
                    log.warning("could not reach game %s to retire its prompt", game_id, exc_info=True)
                    return  # start-up tries again
                log.info("game %s: its prompt stays as it is (%s)", game_id, refused)  # thread deleted...
                await self.store.prompt_retired(row.id, row.turn_message_id)
                return
        if await retire(channel, row.turn_message_id):
            await self.store.prompt_retired(row.id, row.turn_message_id)

    async def retire_ended(self) -> None:
        """At start-up: the last prompts of the games that ended while theirs kept its buttons (the
        bot stopped in between, or Discord was down)."""
        for row in await self.store.ended_with_prompts():
            await self.retire_last(row.id)

    async def sweep(self, game_id: int) -> None:
        """At start-up, for a game still owed a post: its Play buttons among the channel's latest
        messages lose them, but on the prompt the store knows (the post owed replaces it)."""
        row = await self.store.game(game_id)
        user = self.desk.bot.user
        if row is None or user is None:
            return
        channel = await self.desk._channel(row)
        async for message in channel.history(limit=SWEPT):
            if message.author.id == user.id and message.id != row.turn_message_id and plays(message, game_id):
                await retire(channel, message.id)


async def retire(channel: discord.abc.Messageable, message_id: int) -> bool:
    """The message loses its buttons. False only if Discord could not do it now (an outage: worth
    another try); True when done, or refused for good (deleted, no access: never retried)."""
    message = partial_message(channel, message_id)
    if message is None:
        return True
    try:
        await message.edit(view=None)
    except discord.HTTPException as refused:
        if passing(refused):
            log.warning("could not retire turn prompt %s", message_id, exc_info=True)
            return False
        log.info("turn prompt %s keeps its buttons: %s", message_id, refused)
    return True


def passing(refused: discord.HTTPException) -> bool:
    """Whether Discord refused for a passing reason (its own failure: 5xx), not for good (a
    message or thread deleted, access taken away: 4xx)."""
    return refused.status >= 500


def plays(message: discord.Message, game_id: int) -> bool:
    """Whether the message carries a Play button of the game."""
    return any(
        ids.play_game(getattr(item, "custom_id", None) or "") == game_id
        for row in message.components
        for item in getattr(row, "children", ())
    )


__all__ = ["SWEPT", "Prompts", "passing", "plays", "retire"]
