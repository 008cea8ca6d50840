"""`/origins-admin`: what a moderator does to a server's games, apart from the players' `/origins`.

Its own top-level command, so that server admins allow or deny it per role, member and channel in
Server Settings → Integrations without touching the players' commands. Discord offers it by
default to members who may manage the channel (`default_permissions`); whoever Integrations lets
through, each subcommand still checks the permission its act has always needed, where it is used:
Manage Server to set the server's language, Manage Channels (or Manage Threads in a thread) to
cancel a game or remove a player. Integrations narrow who may use it, and an allow given there by
mistake (to @everyone, say) never hands a plain member another's game (docs/operators.md).
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands.base import Commands, in_a_server, refusing
from bot.commands.lobby import LANGUAGE_CHOICES
from bot.i18n.translator import en
from bot.services import Services
from lang import NAMES

# Discord's default gate: the moderators of a channel (the code checks each act's own permission).
MODERATORS = discord.Permissions(manage_channels=True)


@app_commands.guild_only()
@app_commands.default_permissions(MODERATORS)
class OriginsAdmin(
    Commands,
    commands.GroupCog,
    group_name="origins-admin",
    group_description=en("cmd-origins-admin-desc"),
):
    def __init__(self, services: Services) -> None:
        self.services = services

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await in_a_server(interaction)

    @app_commands.command(name="language", description=en("cmd-origins-admin-language-desc"))
    @app_commands.describe(language=en("opt-origins-admin-language-language-desc"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @refusing
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        languages = self.services.languages
        me = await languages.member_words(interaction)
        if not interaction.permissions.manage_guild:
            await interaction.response.send_message(me("language_denied"), ephemeral=True)
            return
        assert interaction.guild_id is not None  # guild_only, and checked above
        await languages.set_server_language(interaction.guild_id, language)
        await interaction.response.send_message(me("language_set", language=NAMES[language]), ephemeral=True)

    @app_commands.command(name="cancel", description=en("cmd-origins-admin-cancel-desc"))
    @refusing
    async def cancel(self, interaction: discord.Interaction) -> None:
        row = await self.services.here.game(interaction)
        await self.services.lobby.cancel(interaction, row, clicked=False, moderator=True)

    @app_commands.command(name="kick", description=en("cmd-origins-admin-kick-desc"))
    @app_commands.describe(member=en("opt-origins-admin-kick-member-desc"))
    @refusing
    async def kick(self, interaction: discord.Interaction, member: discord.User) -> None:
        # A User, not a Member: a player who has left the server can still be removed.
        row = await self.services.here.game(interaction)
        await self.services.seats.kick(interaction, row, member, moderator=True)


__all__ = ["MODERATORS", "OriginsAdmin"]
