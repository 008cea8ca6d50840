"""`/origins notify`: a DM when it is the member's turn, in any game (sent by bot.turn.announce)."""

from __future__ import annotations

import discord

from bot.i18n.languages import LANGUAGE_KEY, Languages
from bot.store import Store


class Notify:
    """The members' wish for a DM on their turn."""

    def __init__(self, store: Store, languages: Languages) -> None:
        self.store = store
        self.languages = languages

    async def answer(self, interaction: discord.Interaction, on: bool) -> None:
        """Turn the member's DMs on or off; they speak the language the member asked in."""
        me = await self.languages.member_words(interaction)
        await self.store.set_pref(interaction.user.id, "notify", "on" if on else "off")
        # DMs come outside any click: they speak the language the member asked for them in.
        await self.store.set_pref(interaction.user.id, LANGUAGE_KEY, me.language)
        await interaction.response.send_message(me("notify_on" if on else "notify_off"), ephemeral=True)


__all__ = ["Notify"]
