"""Turn prompts: only the newest prompt of a game in play carries its **Play your turn** button.

A prompt (or an AI's "thinking" line) is posted first, then stored with the game version it was
posted for (`keep`), and whichever message prompts nothing any more loses its buttons: the one it
replaced, or itself if it came too late. The store decides by version (a compare-and-swap), not
by the order in which things happened to run: Discord may answer a post late, an AI may play
before its "thinking" line is stored, the last move may come before its prompt's id is, and a
prompt posted for a game that has ended meanwhile is retired at once.

An **I'm back** button (posted with an autopilot's move for a seat that stays on autopilot) is
kept the same way, one per seat (`keep_back`): a newer one for the seat retires it.

When a game ends (its last move, `/origins cancel`), its last prompt and its seats' I'm back
buttons are retired: the ids are read afresh from the store, where none can be stored once the
game has ended, and unmarked once retired. Discord refusing for good (the message or the thread
deleted, access taken away) unmarks them too: they are never retried. An outage leaves the mark,
and start-up tries again (`retire_ended`). A crash between posting a prompt and storing it, or
between storing it and retiring the one it replaced, leaves a prompt the store does not know:
start-up looks for those among the latest messages of each game still owed a post (`sweep`). (An
I'm back button a crash left so is not looked for: it works while its game is in play, and then
only says the game is over.)

An AI's "thinking" line never carries a button: kept with `buttons=False`, it is not edited when it
is replaced or the game ends (an edit that changes nothing costs one of Discord's ~50 requests a
second). Only this process remembers which lines those are: after a restart, one is edited all the
same, which is harmless.
"""

from __future__ import annotations

import logging

import discord

from bot.components import ids
from bot.i18n.messages import partial_message
from bot.store import ACTIVE, LOBBY, GameRow, Shards, Store
from bot.turn.channels import Channels

log = logging.getLogger(__name__)

SWEPT = 50  # the latest messages of a channel where start-up looks for prompts a crash left behind
PLAIN_REMEMBERED = 10_000  # thinking lines remembered at most (one per game in play, while it is the prompt)


class Prompts:
    """The turn prompts' buttons: which message keeps them, which loses them."""

    def __init__(self, store: Store, channels: Channels) -> None:
        self.store = store
        self.channels = channels
        self._plain: dict[int, None] = {}  # the thinking lines kept as prompts, oldest first

    async def keep(
        self, channel: discord.abc.Messageable, row: GameRow, message_id: int, *, buttons: bool = True
    ) -> None:
        """`message_id`, just posted for the game at `row.version`, becomes its prompt, unless a
        newer one is stored or the game has ended; the message that lost out loses its buttons
        (`buttons` False: the message was posted without any, an AI's thinking line)."""
        if not buttons:
            self._remember_plain(message_id)
        stale = await self.store.keep_prompt(row.id, row.version, message_id)
        if stale is not None:
            await self._retire(channel, stale)

    def _remember_plain(self, message_id: int) -> None:
        self._plain[message_id] = None
        while len(self._plain) > PLAIN_REMEMBERED:  # games that never replaced theirs (none, normally)
            del self._plain[next(iter(self._plain))]

    async def _retire(self, channel: discord.abc.Messageable, message_id: int) -> bool:
        """`retire`, unless the message is a thinking line this process posted: it has no buttons."""
        if message_id in self._plain:
            del self._plain[message_id]
            return True
        return await retire(channel, message_id)

    async def keep_back(
        self, channel: discord.abc.Messageable, row: GameRow, seat: int, message_id: int
    ) -> None:
        """`message_id`, just posted with its I'm back button, becomes the seat's, unless the game
        has ended; the message that lost out loses its button."""
        stale = await self.store.keep_back(row.id, seat, message_id)
        if stale is not None:
            await retire(channel, stale)

    async def retire_last(
        self, game_id: int, channel: discord.abc.Messageable | None = None, *, prompt: bool = True
    ) -> None:
        """The ended game's last prompt (unless not `prompt`: retired already) and its seats' I'm
        back buttons lose their buttons (in `channel`, if the caller has it)."""
        row = await self.store.game(game_id)
        if row is None or row.status in (LOBBY, ACTIVE):
            return
        # (seat, message): the prompt's seat is None
        marked: list[tuple[int | None, int]] = list((await self.store.backs(row.id)).items())
        if prompt and row.turn_message_id is not None:
            marked.insert(0, (None, row.turn_message_id))
        if prompt and row.turn_message_id in self._plain:  # a thinking line: nothing to take away
            del self._plain[row.turn_message_id]
            await self._unmark(row, None, row.turn_message_id)
            marked.pop(0)
        if not marked:
            return
        if channel is None:
            try:
                channel = await self.channels.of(row)
            except discord.HTTPException as refused:
                if passing(refused):
                    log.warning("could not reach game %s to retire its buttons", game_id, exc_info=True)
                    return  # start-up tries again
                log.info("game %s: its buttons stay as they are (%s)", game_id, refused)  # thread deleted...
                for seat, message in marked:
                    await self._unmark(row, seat, message)
                return
        for seat, message in marked:
            if await retire(channel, message):
                await self._unmark(row, seat, message)

    async def _unmark(self, row: GameRow, seat: int | None, message_id: int) -> None:
        """The ended game's prompt (`seat` None) or a seat's I'm back message is retired."""
        if seat is None:
            await self.store.prompt_retired(row.id, message_id)
        else:
            await self.store.back_retired(row.id, seat, message_id)

    async def retire_ended(self, shards: Shards | None = None) -> None:
        """At start-up: the last prompts and I'm back buttons of the games (of the servers of
        `shards`) that ended while they kept their buttons (the bot stopped in between, or Discord
        was down)."""
        prompts = {row.id for row in await self.store.ended_with_prompts(shards=shards)}
        backs = {row.id for row in await self.store.ended_with_backs(shards=shards)}
        for game_id in sorted(prompts | backs):
            await self.retire_last(game_id, prompt=game_id in prompts)

    async def sweep(self, game_id: int) -> None:
        """At start-up, for a game still owed a post: its Play buttons among the channel's latest
        messages lose them, but on the prompt the store knows (the post owed replaces it)."""
        row = await self.store.game(game_id)
        user = self.channels.me
        if row is None or user is None:
            return
        channel = await self.channels.of(row)
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
            log.warning("could not retire the buttons of message %s", message_id, exc_info=True)
            return False
        log.info("message %s keeps its buttons: %s", message_id, refused)
    return True


def passing(refused: discord.HTTPException) -> bool:
    """Whether Discord refused for a passing reason (its own failure: 5xx), not for good (a
    message or thread deleted, access taken away: 4xx)."""
    return refused.status >= 500


def plays(message: discord.Message, game_id: int) -> bool:
    """Whether the message carries a Play button of the game."""
    return any(
        ids.play_turn_game(getattr(item, "custom_id", None) or "") == game_id
        for row in message.components
        for item in getattr(row, "children", ())
    )


__all__ = ["SWEPT", "Prompts", "passing", "plays", "retire"]
