"""`/origins-admin`: the moderators' language, cancel and kick, a top-level command of its own that
Discord offers by default to members who may manage the channel, in servers only, and that server
admins allow or deny per role and channel in Integrations; whoever they let through, each act
still needs its own permission where it is used. The players' `/origins` keeps what a creator does
for their own game, and points a moderator to `/origins-admin`."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from simcord import SetupError

from bot.commands.admin import MODERATORS
from lang import DEFAULT, NAMES, words
from tests.bot.commands.test_surface import synced
from tests.bot.players import components, moderator, open_lobby, start_game

pytestmark = pytest.mark.usefixtures("seeded_deals")

SUBCOMMANDS = ["language", "cancel", "kick"]


async def origins_admin(env: Any) -> Any:
    """`/origins-admin` as Discord stored it at the bot's sync."""
    (command,) = [c for c in await env.bot.tree.fetch_commands() if c.name == "origins-admin"]
    return command


async def test_it_is_registered_for_moderators_in_servers_only(env: Any) -> None:
    """Synced with Manage Channels as its default member permissions and the server as its only
    context, its three subcommands named and described in English, Dutch and Italian from the
    catalogues; the players' `/origins` keeps no default permission."""
    admin = await synced(env, "origins-admin")
    assert discord.Permissions(int(admin["default_member_permissions"])) == MODERATORS
    assert admin["contexts"] == [0] and admin["dm_permission"] is False
    assert [(o["name"], o["type"]) for o in admin["options"]] == [(s, 1) for s in SUBCOMMANDS]
    for language in ("nl", "it"):
        w = words(language)
        assert admin["name_localizations"][language] == w("cmd-origins-admin")
        assert admin["description_localizations"][language] == w("cmd-origins-admin-desc")
        for sub in admin["options"]:
            assert sub["name_localizations"][language] == w(f"cmd-origins-admin-{sub['name']}")
            assert sub["description_localizations"][language] == w(f"cmd-origins-admin-{sub['name']}-desc")
    # as Discord stored it (discord.py's AppCommand reads a `contexts` of [0] as none)
    stored = env.backend.find_command("origins-admin", None, type=1)
    assert int(stored["default_member_permissions"]) == MODERATORS.value and stored["contexts"] == [0]
    players = await synced(env)
    assert players["default_member_permissions"] is None


async def test_the_players_commands_carry_no_moderators_option(env: Any) -> None:
    """`/origins language` only shows the language (no option to set it); `/origins cancel` and
    `/origins kick` no longer say a moderator uses them."""
    commands = {o["name"]: o for o in (await synced(env))["options"]}
    assert commands["language"]["options"] == []
    for name in ("cancel", "kick", "language"):
        assert "/origins-admin" in commands[name]["description"]
        assert "or a moderator" not in commands[name]["description"]


async def test_a_moderator_sets_the_language_removes_a_player_and_cancels(env: Any) -> None:
    """A member who may manage the channel and the server, not the game's creator: `/origins-admin
    language` sets the server's language, `kick` hands a player's seat to the autopilot, `cancel`
    cancels the game; every other member sees what was done."""
    thread, (_, bob, _) = await start_game(env, "discovery", 3, reminder_hours=0)
    mo = moderator(env, thread.guild, manage_guild=True)
    set_ = await mo.slash(thread, "origins-admin language", language="nl")
    assert set_.ephemeral and set_.response.content == words(DEFAULT)("language_set", language=NAMES["nl"])
    seen = await bob.slash(thread, "origins language")
    assert seen.ephemeral and NAMES["nl"] in seen.response.content
    kicked = await mo.slash(thread, "origins-admin kick", member=bob)
    assert not kicked.ephemeral
    assert kicked.response.content.startswith("bob was removed by") and mo.mention in kicked.response.content
    row = await env.bot.store.channel_game(thread.id)
    assert row is not None and [
        s.removed for s in await env.bot.store.seats(row.id) if s.user_id == bob.id
    ] == [True]
    cancelled = await mo.slash(thread, "origins-admin cancel")
    assert not cancelled.ephemeral
    assert cancelled.response.content == f"The game was cancelled by {mo.mention}."
    assert await env.bot.store.channel_game(thread.id) is None


async def test_a_moderator_frees_a_lobby_seat(env: Any) -> None:
    """In a lobby, `/origins-admin kick` frees the player's seat and the lobby message shows it."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    mo = moderator(env, guild)
    thread, lobby = await open_lobby(ann, channel, players=3)
    await bob.click(lobby, label="Join")
    kicked = await mo.slash(thread, "origins-admin kick", member=bob)
    assert not kicked.ephemeral and "removed from the lobby" in kicked.response.content
    row = await env.bot.store.channel_game(thread.id)
    assert row is not None and [s.user_id for s in await env.bot.store.seats(row.id)] == [ann.id]


async def test_discord_offers_it_to_moderators_only_and_where_admins_allow(env: Any) -> None:
    """A plain member is not offered `/origins-admin` (Discord's default member permissions);
    a channel the admins deny it in Integrations hides it from a moderator there, while the
    players' `/origins` stays usable in it."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    closed = guild.create_text_channel("closed")
    ann, eve = (guild.add_member(env.create_user(n)) for n in ("ann", "eve"))
    mo = moderator(env, guild)
    thread, _ = await open_lobby(ann, channel, players=2)
    with pytest.raises(SetupError, match="default-member-permissions"):
        await eve.slash(thread, "origins-admin cancel")
    guild.set_command_permissions(await origins_admin(env), {closed: False})
    there, _ = await open_lobby(ann, closed, players=2)
    with pytest.raises(SetupError, match="channel-denied"):
        await mo.slash(there, "origins-admin cancel")
    assert (await ann.slash(there, "origins cancel")).response.content.startswith("The game was cancelled")
    assert (await mo.slash(thread, "origins-admin cancel")).response.content.startswith("The game was")


async def test_an_allow_in_integrations_gives_no_plain_member_the_moderators_acts(env: Any) -> None:
    """The admins allow `/origins-admin` to everyone in Integrations: a member who may manage
    neither the channel nor the server reaches it, and is refused privately by the bot, each act
    with its own reason; the game, its seats and the server's language are unchanged."""
    thread, (ann, bob) = await start_game(env, "discovery", 2, reminder_hours=0)
    guild = thread.guild
    guild.set_command_permissions(await origins_admin(env), {guild.default_role: True})
    eve = guild.add_member(env.create_user("eve"))
    en = words(DEFAULT)
    refused = await eve.slash(thread, "origins-admin language", language="it")
    assert refused.ephemeral and refused.response.content == en("language_denied")
    refused = await eve.slash(thread, "origins-admin kick", member=bob)
    assert refused.ephemeral and refused.response.content == en("admin_kick_denied")
    refused = await eve.slash(thread, "origins-admin cancel")
    assert refused.ephemeral and refused.response.content == en("admin_cancel_denied")
    row = await env.bot.store.channel_game(thread.id)
    assert row is not None and row.status == "active"
    assert {s.user_id for s in await env.bot.store.seats(row.id)} == {ann.id, bob.id}
    assert not any(s.removed for s in await env.bot.store.seats(row.id))
    assert await env.bot.services.languages.server_language(guild.id, None) == DEFAULT
    creator = await ann.slash(thread, "origins-admin cancel")  # the creator's is `/origins cancel`
    assert creator.ephemeral and "`/origins cancel`" in creator.response.content


async def test_the_players_commands_point_a_moderator_to_origins_admin(env: Any) -> None:
    """A moderator who is not the game's creator uses `/origins cancel`, `/origins kick` or the
    lobby's **Cancel**: a private answer naming `/origins-admin`, and nothing changes. `/origins
    language` shows the language and where moderators change it."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    mo = moderator(env, guild, manage_guild=True)
    thread, lobby = await open_lobby(ann, channel, players=3)
    await bob.click(lobby, label="Join")
    cancel = await mo.slash(thread, "origins cancel")
    assert cancel.ephemeral and "`/origins-admin cancel`" in cancel.response.content
    kick = await mo.slash(thread, "origins kick", member=bob)
    assert kick.ephemeral and "`/origins-admin kick`" in kick.response.content
    click = await mo.click(lobby, label="Cancel")
    assert click.ephemeral and "`/origins-admin cancel`" in click.response.content
    language = await mo.slash(thread, "origins language")
    assert language.ephemeral and "`/origins-admin language`" in language.response.content
    row = await env.bot.store.channel_game(thread.id)
    assert row is not None and row.status == "lobby"
    assert [s.user_id for s in await env.bot.store.seats(row.id)] == [ann.id, bob.id]
    assert components(next(m for m in thread.history() if m.id == lobby.id))  # still live


@pytest.mark.parametrize("language", ["nl", "it"])
def test_answers_name_the_commands_as_the_member_types_them(language: str) -> None:
    """Dutch and Italian answers name `/origins-admin` and its subcommands by their localised
    names, the ones the member's Discord shows."""
    w = words(language)
    admin = w("cmd-origins-admin")
    assert admin != "origins-admin"
    for key, sub in [
        ("cancel_denied", "cancel"),
        ("admin_cancel_denied", "cancel"),
        ("kick_denied", "kick"),
        ("admin_kick_denied", "kick"),
    ]:
        assert f"`/{admin} {w(f'cmd-origins-admin-{sub}')}`" in w(key), key
    assert f"`/{admin} {w('cmd-origins-admin-language')}`" in w("language_is", language="x")
    assert f"`/origins {w('cmd-cancel')}`" in w("admin_cancel_denied")
    assert f"`/origins {w('cmd-kick')}`" in w("admin_kick_denied")
