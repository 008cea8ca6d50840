"""Forged clicks: what a tampered client sends, a custom id its message never showed this member.

SimCord lets a member click only what a message they can see shows, as Discord's own client does;
a tampered client is not so bound. So the bot's own client posts a message carrying the component
with the custom id to forge, and the member clicks that: the bot receives the very interaction a
tampered client would send (the custom id and, for a select, the value).
"""

from __future__ import annotations

from typing import Any

import discord


async def forged(env: Any, channel: Any, custom_id: str, value: str | None = None) -> Any:
    """A message in `channel` with one button (`value` None) or a select offering `value`."""
    view = discord.ui.View(timeout=None)
    if value is None:
        view.add_item(discord.ui.Button(label="forged", custom_id=custom_id))
    else:
        option = discord.SelectOption(label=value, value=value)
        view.add_item(discord.ui.Select(custom_id=custom_id, options=[option]))
    view.stop()  # sent, not kept: the bot's DynamicItems answer its clicks, as for its own messages
    return await env.bot.get_channel(channel.id).send("forged", view=view)


async def send(member: Any, message: Any, custom_id: str, value: str | None = None) -> Any:
    """`member` clicks the forged button, or chooses `value` in the forged select."""
    if value is None:
        return await member.click(message, custom_id=custom_id)
    return await member.select(message, [value], custom_id=custom_id)


async def forge(env: Any, member: Any, channel: Any, custom_id: str, value: str | None = None) -> Any:
    """`member` sends the interaction of `custom_id` (and `value`) from a message in `channel`."""
    return await send(member, await forged(env, channel, custom_id, value), custom_id, value)


def answers(result: Any) -> list[Any]:
    """Every message the bot answered the click with: its response, then its follow-ups."""
    return [m for m in (result.response, *result.followups) if m is not None]


def last_word(result: Any) -> str:
    """The text the member read last (a refusal comes as a follow-up of a deferred click)."""
    return str(answers(result)[-1].content)
