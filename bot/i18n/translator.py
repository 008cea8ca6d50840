"""`/origins` and `/origins-admin` in each member's language: Discord's localisations of command,
option and choice names and descriptions, from the catalogues (lang/*/commands.ftl).

Discord shows each member the names and descriptions of their client's language, so a Dutch
member types `/origins nieuw klassiek` and an Italian one `/origins nuova classico` for the same
command. The code holds the English (names as Python identifiers, descriptions read from
lang/en/commands.ftl); this translator gives Discord the other languages when the commands are
synced. Message ids follow where a string stands, a command by its path under `/origins` (`new`,
`new-classic`), or under another top-level group with that group's name first (`origins-admin`,
`origins-admin-kick`):

- `/origins`' description: `cmd-origins-desc` (its name, origins, is the bot's, in every language);
- another top-level group: `cmd-<group>`, `cmd-<group>-desc`;
- a command or a group of commands under it: `cmd-<path>`, `cmd-<path>-desc`;
- an option: `opt-<path>-<option>`, `opt-<path>-<option>-desc`;
- a choice: `choice-<option>-<value>` (languages are named in their own words in every language).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from lang import DEFAULT, language_of, words

PLAYERS = "origins"  # the players' group, whose commands' ids leave its name out


def message_key(location: Where, data: Any) -> str | None:
    """The catalogue id of a string of the command tree, or None for one we leave as it is."""
    if location is Where.group_description:
        return f"cmd-{_path(data)}-desc"
    if location is Where.group_name and _path(data) != PLAYERS:  # `/origins new`, `/origins-admin`
        return f"cmd-{_path(data)}"
    if location in (Where.command_name, Where.command_description):
        suffix = "-desc" if location is Where.command_description else ""
        return f"cmd-{_path(data)}{suffix}"
    if location in (Where.parameter_name, Where.parameter_description):
        suffix = "-desc" if location is Where.parameter_description else ""
        return f"opt-{_path(data.command)}-{data.name}{suffix}"
    return None  # the bot's own name, and choices: keyed by their option in `choice_key`


def choice_key(option: str, value: object) -> str:
    return f"choice-{option}-{value}"


def _path(command: Any) -> str:
    """A command's names under the `/origins` group ("new", "new-classic"), or with its own
    top-level group's first ("origins-admin-kick"): the groups' commands share names."""
    names = [str(command.name)]
    parent = command.parent
    while parent is not None:
        if parent.parent is not None or parent.name != PLAYERS:
            names.insert(0, str(parent.name))
        parent = parent.parent
    return "-".join(names)


class Translator(app_commands.Translator):
    """Names and descriptions for every language of the catalogues but English (the code's own).

    Choices come with the option they belong to: discord.py gives a choice's translation only
    the choice itself, so each choice's name carries its message id (`locale_str(..., key=...)`).
    """

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        language = language_of(locale)
        if language is None or language == DEFAULT:
            return None
        key = string.extras.get("key") or message_key(context.location, context.data)
        if key is None:
            return None
        catalogue = words(language)
        return catalogue(key) if catalogue.has(key) else None


def choice(option: str, value: str, english: str | None = None) -> app_commands.Choice[str]:
    """A choice of `option` named in English (the catalogue's, unless `english` is given, as for
    a language named in its own words), translated by its message id."""
    name = english if english is not None else words(DEFAULT)(choice_key(option, value))
    key = None if english is not None else choice_key(option, value)
    extras = {"key": key} if key else {}
    return app_commands.Choice(name=app_commands.locale_str(name, **extras), value=value)


def en(key: str) -> str:
    """English from the command catalogue, for the decorators (descriptions)."""
    return words(DEFAULT)(key)


__all__ = ["Translator", "choice", "choice_key", "en", "message_key"]
