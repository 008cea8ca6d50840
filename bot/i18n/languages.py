"""Which language the bot speaks, and to whom.

- A game speaks one language in its channel or thread (the lobby, turn prompts, pictures, score
  sheet, reminders): chosen with `/origins new … language:`, else the server's language, fixed
  in the game's options when it is created, so that changing the server's language later does
  not switch a game in play.
- A server's language: set with `/origins-admin language` (members who can manage the server), else
  the server's own preferred locale (a community server's, in its settings), else English.
- A private answer (a panel, a refusal, a listing) follows the member's own Discord language when
  it is one of ours (Discord sends each click's locale), else the game's, else the server's.

Languages are `lang.LANGUAGES` codes ("en", "nl", "it").
"""

from __future__ import annotations

from typing import Any

import discord

from bot.store import GameRow, Store
from lang import DEFAULT, LANGUAGES, Words, language_of, words

LANGUAGE_KEY = "language"  # in a game's options and a server's prefs


def game_language(options: dict[str, Any]) -> str:
    """A game's language, from its options (games from before languages came speak English)."""
    chosen = options.get(LANGUAGE_KEY)
    return chosen if chosen in LANGUAGES else DEFAULT


def server_language(prefs: dict[str, str], guild_locale: object = None) -> str:
    """A server's language: its setting, else its preferred locale if ours, else English."""
    chosen = prefs.get(LANGUAGE_KEY)
    if chosen in LANGUAGES:
        return chosen
    return language_of(guild_locale) or DEFAULT


def member_language(locale: object, fallback: str) -> str:
    """A member's language for private answers: their Discord locale if ours, else `fallback`."""
    return language_of(locale) or fallback


def game_words(options: dict[str, Any]) -> Words:
    return words(game_language(options))


class Languages:
    """The servers' languages (each read once from the store) and the words of private answers."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._server_prefs: dict[int, dict[str, str]] = {}  # by guild id, read once

    async def server_language(self, guild_id: int | None, guild_locale: object = None) -> str:
        """The server's language (`server_language`), its setting kept in memory once read."""
        if guild_id is None:
            return language_of(guild_locale) or DEFAULT
        if guild_id not in self._server_prefs:
            self._server_prefs[guild_id] = await self.store.server_prefs(guild_id)
        return server_language(self._server_prefs[guild_id], guild_locale)

    async def set_server_language(self, guild_id: int, language: str | None) -> None:
        await self.store.set_server_pref(guild_id, LANGUAGE_KEY, language)
        self._server_prefs.pop(guild_id, None)

    async def member_words(self, interaction: discord.Interaction, row: GameRow | None = None) -> Words:
        """The words of a private answer to `interaction`: the member's own language if it is
        one of ours, else the game's (`row`), else the server's."""
        theirs = language_of(interaction.locale)
        if theirs is not None:
            return words(theirs)
        if row is not None:
            return words(game_language(row.options))
        return words(await self.server_language(interaction.guild_id, interaction.guild_locale))


__all__ = [
    "LANGUAGE_KEY",
    "Languages",
    "game_language",
    "game_words",
    "member_language",
    "server_language",
]
