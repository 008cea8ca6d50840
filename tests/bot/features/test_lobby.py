"""The lobby message once its game has left the lobby: no Join, Leave, Start or Cancel button and no
AI select is left live on it. Cancelled (`/origins cancel` by its creator, `/origins-admin cancel` by
a moderator, its own
**Cancel**), it says so in the game's language; started, it is the started lobby. So in a thread, in
a channel, for a Rematch's lobby and through a Dynasty; and a Discord refusing the edit never
stops the cancel."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from lang import words
from tests.bot.features.test_rematch import lobby_of_three, play_to_the_end
from tests.bot.players import components, moderator, open_lobby, select_with, start_game

pytestmark = pytest.mark.usefixtures("seeded_deals")


def lobby_items(message: Any) -> list[str]:
    """The custom ids of the message's lobby components (buttons and the AI select)."""
    return [
        str(c["custom_id"])
        for c in components(message)
        if str(c.get("custom_id", "")).startswith("origins:lobby:")
    ]


def now(channel: Any, message_id: int) -> Any:
    """The message as members see it now."""
    return next(m for m in channel.history() if m.id == message_id)


def live_lobbies(channel: Any) -> list[int]:
    """The channel's messages that still carry lobby components."""
    return [m.id for m in channel.history() if lobby_items(m)]


@pytest.mark.parametrize("how", ["command", "moderator", "button"])
async def test_a_cancelled_lobby_keeps_no_button(env: Any, how: str) -> None:
    """The lobby, with a member and an AI seated, is cancelled by `/origins cancel` (its creator's),
    `/origins-admin cancel` (a moderator's) or by its own **Cancel**: its message says who
    cancelled it, and nothing on it can be clicked any more."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    mo = moderator(env, guild)
    thread, lobby = await open_lobby(ann, channel, players=3)
    await bob.click(lobby, label="Join")
    await ann.select(lobby, ["easy"], custom_id=select_with(lobby, "easy"))
    assert len(lobby_items(now(thread, lobby.id))) == 5
    who = mo if how == "moderator" else ann
    if how == "button":
        await who.click(lobby, label="Cancel")
    else:
        answer = await who.slash(thread, "origins-admin cancel" if how == "moderator" else "origins cancel")
        assert not answer.ephemeral and answer.response.content == f"The game was cancelled by {who.mention}."
    assert await env.bot.store.channel_game(thread.id) is None
    closed = now(thread, lobby.id)
    assert closed.content == f"The game was cancelled by {who.mention}."
    assert components(closed) == []
    assert live_lobbies(thread) == []


async def test_a_lobby_in_a_channel_is_cancelled_in_its_language(env: Any) -> None:
    """Where the bot opens no thread the lobby is the command's answer in the channel; cancelled
    there, it says so in the game's language (Italian), with no button left."""
    guild = env.create_guild()
    ann = guild.add_member(env.create_user("ann"))
    denied = discord.PermissionOverwrite(create_public_threads=False)
    channel = guild.create_text_channel("no-threads", overwrites={env.bot.user: denied})
    lobby = (await ann.slash(channel, "origins new origins", players=2, language="it")).response
    assert lobby_items(now(channel, lobby.id))
    await ann.slash(channel, "origins cancel")
    closed = now(channel, lobby.id)
    assert closed.content == words("it")("cancelled", who=ann.mention)
    assert live_lobbies(channel) == []


async def test_a_rematch_lobby_cancelled_or_started_keeps_no_button(env: Any) -> None:
    """A Rematch's lobby (the answer to the score sheet's button) cancelled by `/origins cancel`
    loses its buttons; so does the next Rematch's lobby once started."""
    thread, sheet, (ann, bob, _) = await lobby_of_three(env)
    first = (await bob.click(sheet, label="Rematch")).response
    await bob.slash(thread, "origins cancel")
    assert components(now(thread, first.id)) == []
    second = (await ann.click(sheet, label="Rematch")).response
    await bob.click(second, label="Join")
    await ann.click(second, label="Start")
    assert (await env.bot.store.channel_game(thread.id)).status == "active"
    assert components(now(thread, second.id)) == []
    assert live_lobbies(thread) == []


@pytest.mark.parametrize("dynasty", [False, True], ids=["single", "dynasty"])
async def test_a_started_lobby_keeps_no_button(env: Any, dynasty: bool) -> None:
    """Start replaces the lobby by the started lobby (its legend, who starts), with no component;
    a Dynasty's next games start without a lobby, and leave none live either."""
    thread, _ = await start_game(env, "discovery", 2, game="classic", reminder_hours=0, dynasty=dynasty)
    game = await env.bot.store.channel_game(thread.id)
    started = now(thread, game.lobby_message_id)
    assert "The game has started" in started.content
    assert [a.filename for a in started.attachments] == ["legend.png"]
    assert components(started) == []
    for _ in range(3 if dynasty else 1):
        await play_to_the_end(env, thread)
    assert live_lobbies(thread) == []


@pytest.mark.parametrize("refusal", [503, 404], ids=["outage", "deleted"])
async def test_discord_refusing_the_edit_does_not_stop_the_cancel(env: Any, refusal: int) -> None:
    """Discord refuses to edit the lobby message (down for a while, or the message deleted): the
    game is cancelled all the same and said so; the edit was tried once."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann = guild.add_member(env.create_user("ann"))
    thread, lobby = await open_lobby(ann, channel, players=2)
    path = f"/channels/{thread.id}/messages/{lobby.id}"
    env.inject_error("PATCH", path, status=refusal, code=10008 if refusal == 404 else 0, times=None)
    answer = await ann.slash(thread, "origins cancel")
    assert not answer.ephemeral and "cancelled" in answer.response.content
    assert await env.bot.store.channel_game(thread.id) is None
    assert [r.path for r in env.http_requests if r.method == "PATCH" and r.path == path] == [path]


async def test_a_cancel_click_answered_too_late_still_closes_the_lobby(env: Any) -> None:
    """Discord refuses the Cancel click's answer (it came after the click's time ran out): the game
    is cancelled all the same, and its lobby message is edited directly."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann = guild.add_member(env.create_user("ann"))
    thread, lobby = await open_lobby(ann, channel, players=2)
    env.inject_error(
        "POST", "/interactions/*/callback", status=404, code=10062, message="Unknown interaction"
    )
    await ann.click(lobby, label="Cancel")
    assert await env.bot.store.channel_game(thread.id) is None
    closed = now(thread, lobby.id)
    assert closed.content == f"The game was cancelled by {ann.mention}."
    assert components(closed) == []
