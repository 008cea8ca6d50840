"""The Discord client: wiring only (DESIGN.md §5). Game logic lives in rules/, pictures in render/,
the bot's services in bot/services.py, the slash surface in bot/commands, the buttons and selects
in bot/components."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import admin, origins
from bot.components.registry import DYNAMIC_ITEMS
from bot.i18n.translator import Translator
from bot.ops.metrics import Metrics
from bot.services import Services
from bot.settings import Settings
from bot.store import Store, StoreUnavailable
from bot.turn.refusals import out_of_reach
from lang import DEFAULT, language_of, words

log = logging.getLogger(__name__)


class OriginsTree(app_commands.CommandTree["OriginsBot"]):
    """What escapes a command: option and check failures get a private sentence; bugs are logged."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.CheckFailure) and interaction.response.is_done():
            return  # the check has answered already (e.g. a command used in DMs)
        cause = error.__cause__ or getattr(error, "original", None)
        if isinstance(cause, StoreUnavailable):  # an outage, not a bug: a warning, "try again"
            text = out_of_reach(interaction, cause)
        else:
            log.error("slash command failed: %s", interaction.data, exc_info=error)
            self.client.metrics.failures.inc()
            text = words(language_of(interaction.locale) or DEFAULT)("error")
        if not interaction.response.is_done():
            await interaction.response.send_message(text, ephemeral=True)


class OriginsBot(commands.Bot):
    """The Origins bot: one `/origins` command group; no privileged intents."""

    def __init__(
        self, settings: Settings, *, store: Store | None = None, serving: bool = True, **sharding: Any
    ) -> None:
        """`serving`: the bot hosts games (its deadlines and recovery run); False for `python -m
        bot sync`, which only publishes the commands. `sharding`: the shards of
        `ShardedOriginsBot` (`make_bot`)."""
        metrics = Metrics()  # before the client: its HTTP requests are watched (acknowledgements)
        super().__init__(
            command_prefix=commands.when_mentioned,
            http_trace=metrics.http_trace(),
            intents=discord.Intents.default(),
            help_command=None,
            # Nothing the bot sends pings anyone unless that send names who (bot.i18n.messages.pings):
            # a member called "@everyone" or "<@&role>" never reaches a whole server.
            allowed_mentions=discord.AllowedMentions.none(),
            **sharding,
        )
        self.settings = settings
        self.metrics = metrics
        self.serving = serving
        self._given_store = store
        self.store: Store
        self.services: Services  # built in setup_hook, once the store is open

    async def setup_hook(self) -> None:
        if self._given_store is not None:
            self.store = self._given_store
        else:
            from bot.store import open_store

            self.store = open_store(self.settings.database)
        await self.store.open()
        self.services = Services.build(self, self.store, self.settings, self.metrics)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.add_cog(origins.Origins(self.services))
        await self.add_cog(admin.OriginsAdmin(self.services))
        # Command names and descriptions in each member's language, given to Discord at sync.
        await self.tree.set_translator(Translator())
        if self.serving:  # a sync must not fire deadlines or post what the servers are owed
            if self.services.ops is not None:  # first: a port taken stops the bot before it acts
                await self.services.ops.start()
            self.services.scheduler.start()
            self.services.backups.start()  # BACKUP_HOURS=0 (the default): nothing
        # Only DEV_GUILD's copy is synced at start-up (a developer's own server, at once): the
        # global commands are published by `python -m bot sync` alone, never by a start.
        if self.settings.dev_guild is not None:
            guild = discord.Object(self.settings.dev_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            log.info("commands synced to the development guild %s", self.settings.dev_guild)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every interaction is counted (bot.ops.metrics), whoever answers it."""
        self.metrics.received(interaction)

    async def close(self) -> None:
        """Stop the deadlines, let the clicks in hand finish, stop the worker processes (the
        services), leave the gateway, close the store.

        Each step runs even when an earlier one fails: the store comes last (games may still be
        written while the others stop) and must always be closed, which checkpoints its WAL file.
        """
        try:
            if hasattr(self, "services"):
                await self.services.close()
        finally:
            try:
                await super().close()
            finally:
                if hasattr(self, "store"):
                    await self.store.close()

    async def check_command_sync(self) -> None:
        """After logging in: warn once if `/origins` cannot appear anywhere yet, or a command
        added since the last sync (`/origins-admin`) is missing.

        Without DEV_GUILD the commands reach servers only through a global sync (`python -m bot
        sync`), which a new deployment easily forgets: the bot then runs with nothing to type, and
        an upgraded one without its new commands. The check is advice only, so any failure to ask
        Discord is logged and the bot goes on.
        """
        if self.settings.dev_guild is not None or getattr(self, "_sync_checked", False):
            return
        self._sync_checked = True
        try:
            registered = await self.tree.fetch_commands()
        except Exception as exc:  # HTTP, connection, timeout: none of them may stop the bot
            log.info("could not check the registered commands (%s: %s)", type(exc).__name__, exc)
            return
        names = {command.name for command in self.tree.get_commands()}
        published = {command.name for command in registered}
        missing = ", ".join(f"/{name}" for name in sorted(names - published))
        if not names & published:
            log.warning(
                "/origins is not registered with Discord, so no server shows it: run `python -m bot "
                "sync` once (global sync; again whenever the commands change), or set DEV_GUILD in "
                ".env to a server id for instant sync in that one server"
            )
        elif missing:
            log.warning(
                "%s not registered with Discord (the commands changed since the last sync), so no "
                "server shows it: run `python -m bot sync` once",
                missing,
            )


class ShardedOriginsBot(OriginsBot, commands.AutoShardedBot):
    """The bot for some of the shards of a sharded bot (SHARD_COUNT, SHARD_IDS): one gateway
    connection per shard, in one process; its services act for those shards' servers only."""


def make_bot(settings: Settings, *, store: Store | None = None, serving: bool = True) -> OriginsBot:
    """The bot for `settings`: sharded when SHARD_COUNT is set, else one connection for every server."""
    if settings.shards is None:
        return OriginsBot(settings, store=store, serving=serving)
    shards = settings.shards
    return ShardedOriginsBot(
        settings, store=store, serving=serving, shard_count=shards.count, shard_ids=list(shards.ids)
    )
