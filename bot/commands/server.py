"""`/origins language`: the language of a server's new games, as anyone may see it (moderators set
it with `/origins-admin language`: bot.commands.admin)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.commands.base import Commands, refusing
from bot.i18n.translator import en
from lang import NAMES


class ServerCommands(Commands):
    @app_commands.command(name="language", description=en("cmd-language-desc"))
    @refusing
    async def language(self, interaction: discord.Interaction) -> None:
        languages = self.services.languages
        me = await languages.member_words(interaction)
        current = await languages.server_language(interaction.guild_id, interaction.guild_locale)
        await interaction.response.send_message(me("language_is", language=NAMES[current]), ephemeral=True)


__all__ = ["ServerCommands"]
