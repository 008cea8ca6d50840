"""Which language the bot speaks, and to whom.

- A game speaks one language in its channel or thread (the lobby, turn prompts, pictures, score
  sheet, reminders): chosen with `/origins new language:`, else the server's language, fixed
  in the game's options when it is created, so that changing the server's language later does
  not switch a game in play.
- A server's language: set with `/origins language` (members who can manage the server), else
  the server's own preferred locale (a community server's, in its settings), else English.
- A private answer (a panel, a refusal, a listing) follows the member's own Discord language when
  it is one of ours (Discord sends each click's locale), else the game's, else the server's.

Languages are `lang.LANGUAGES` codes ("en", "nl", "it").
"""

from __future__ import annotations

from typing import Any

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


__all__ = ["LANGUAGE_KEY", "game_language", "game_words", "member_language", "server_language"]
