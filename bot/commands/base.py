"""What every command of `/origins` shares: the bot's services, and refusals answered privately.

A command is thin (STYLE.md 8): it reads its options, finds the game of the channel it was used in
(`Here`) and calls the one service that does the work. Refusals (no game here, not your turn,
an illegal move...) are one private sentence (`refusing`: bot.turn.refusals); anything else is
logged with its traceback by the tree's error handler (bot.app).
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, Concatenate, ParamSpec, TypeVar

import discord
from discord.ext import commands

from bot.services import Services
from bot.turn.here import Here
from lang import DEFAULT, language_of, words

P = ParamSpec("P")


class Commands(commands.Cog):
    """A feature's commands, a part of the `/origins` group (bot.commands.origins), or the
    moderators' `/origins-admin` (bot.commands.admin)."""

    services: Services

    @property
    def here(self) -> Here:
        return self.services.here


C = TypeVar("C", bound=Commands)


async def in_a_server(interaction: discord.Interaction) -> bool:
    """A command group's check: games live in server channels, a DM is told so privately."""
    if interaction.guild is not None:
        return True
    w = words(language_of(interaction.locale) or DEFAULT)
    await interaction.response.send_message(w("dm_only_server"), ephemeral=True)
    return False


def refusing(
    fn: Callable[Concatenate[C, discord.Interaction, P], Awaitable[None]],
) -> Callable[Concatenate[C, discord.Interaction, P], Coroutine[Any, Any, None]]:
    """Refusals (no game, not your turn, illegal move...) answered privately inside the command."""

    @functools.wraps(fn)
    async def command(self: C, interaction: discord.Interaction, *args: P.args, **kwargs: P.kwargs) -> None:
        async def work() -> None:
            await fn(self, interaction, *args, **kwargs)

        await self.services.refusals.guarded(interaction, work)

    # discord.py reads a command's options from its signature, whose annotations are text here
    # (`from __future__ import annotations`), in the globals of the function it is given: this
    # wrapper's. They are read where they were written instead, once.
    command.__signature__ = inspect.signature(fn, eval_str=True)  # type: ignore[attr-defined]
    return command  # type: ignore[return-value]  # functools.wraps' wrapper type hides the signature


__all__ = ["Commands", "in_a_server", "refusing"]
