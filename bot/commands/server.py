"""`/origins language`: the language of a server's new games (members who can manage it)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.commands.base import Commands, refusing
from bot.commands.lobby import LANGUAGE_CHOICES
from bot.i18n.translator import en
from lang import NAMES


class ServerCommands(Commands):
    @app_commands.command(name="language", description=en("cmd-language-desc"))
    @app_commands.describe(language=en("opt-language-language-desc"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @refusing
    async def language(self, interaction: discord.Interaction, language: str | None = None) -> None:
        languages = self.services.languages
        me = await languages.member_words(interaction)
        if language is None:
            current = await languages.server_language(interaction.guild_id, interaction.guild_locale)
            await interaction.response.send_message(
                me("language_is", language=NAMES[current]), ephemeral=True
            )
            return
        if not interaction.permissions.manage_guild:
            await interaction.response.send_message(me("language_denied"), ephemeral=True)
            return
        assert interaction.guild_id is not None
        await languages.set_server_language(interaction.guild_id, language)
        await interaction.response.send_message(me("language_set", language=NAMES[language]), ephemeral=True)


__all__ = ["ServerCommands"]
