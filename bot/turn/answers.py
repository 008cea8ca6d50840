"""Answering an interaction: acknowledged in time, then the answer, privately or as an update.

Discord waits 3 s for the first answer to a click or a command, no more: anything slower (a
picture, a few store calls in a burst) is acknowledged first (`acknowledge`) and answered after.
"""

from __future__ import annotations

from typing import Any

import discord


async def acknowledge(interaction: discord.Interaction, *, edit: bool) -> None:
    """Defer the answer: an update of the clicked panel (`edit`), or a private reply to come."""
    if not interaction.response.is_done():
        await (
            interaction.response.defer()
            if edit
            else interaction.response.defer(ephemeral=True, thinking=True)
        )


async def respond(interaction: discord.Interaction, kwargs: dict[str, Any], *, edit: bool) -> None:
    """Send `kwargs` (content, view, attachments) as the clicked message's update (`edit`) or as a
    private message, whether or not the interaction was acknowledged already."""
    if interaction.response.is_done():
        if edit:
            await interaction.edit_original_response(**kwargs)
        else:  # a new private message: Discord takes no "no view" or empty attachment list here
            files = kwargs.pop("attachments", [])
            if kwargs.get("view") is None:
                kwargs.pop("view", None)
            await interaction.followup.send(ephemeral=True, files=files, **kwargs)
    elif edit:
        await interaction.response.edit_message(**kwargs)
    else:
        files = kwargs.pop("attachments", [])
        await interaction.response.send_message(ephemeral=True, files=files, **kwargs)


async def reply_privately(interaction: discord.Interaction, text: str) -> None:
    """One private sentence, whether or not the click was acknowledged already."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


__all__ = ["acknowledge", "reply_privately", "respond"]
