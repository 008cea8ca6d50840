"""A game per thread: `/origins new` in a channel opens a public thread for the game, several
games share a channel, commands act on their thread's game, the channel itself points to its
threads; where no thread can be opened the game is played in the channel; archived threads are
reopened, and a thread the bot may not reopen never stalls the game or crashes the bot."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.features.threads import ARCHIVE_MINUTES
from bot.store import ANNOUNCE, TIMER
from bot.turn.session import POST_GRACE
from tests.bot.archiving import archive, discord_archives, is_archived, unlock
from tests.bot.players import open_lobby, pending_member, pick_button, start_game, state_of
from tests.bot.turn.test_deadlines import HOUR, advance


def members_of(env: Any, guild: Any, *names: str) -> list[Any]:
    return [guild.add_member(env.create_user(name)) for name in names]


async def test_each_new_game_gets_a_thread_of_its_own(env: Any) -> None:
    """Two `/origins new` in one channel: two public threads named after their games, each with
    its lobby; the channel gets a line linking each; the game is played in its thread only."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann, bob, cleo = members_of(env, guild, "ann", "bob", "cleo")
    first, lobby = await open_lobby(ann, channel, players=2, mode="tribe", reminder_hours=0)
    second, _ = await open_lobby(cleo, channel, game="classic", players=2)
    store = env.bot.store
    one, two = await store.channel_game(first.id), await store.channel_game(second.id)
    assert first.name == f"Kingdomino Origins · Tribe · #{one.id}"
    assert second.name == f"Kingdomino · #{two.id}"
    assert (one.parent_id, two.parent_id) == (channel.id, channel.id)
    assert await store.channel_game(channel.id) is None  # the channel itself holds no game
    lines = [m.content for m in channel.history() if m.author.id == env.bot.user.id and m.content]
    assert any(
        f"{ann.mention} opened a game of Kingdomino Origins: join it in {first.mention}" in t for t in lines
    )
    threads = {t.id: env.backend.channels[t.id] for t in channel.threads}
    assert {t.type for t in threads.values()} == {discord.ChannelType.public_thread.value}
    assert {t.thread_metadata.auto_archive_duration for t in threads.values()} == {ARCHIVE_MINUTES}
    await bob.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    _, _, pending = await pending_member(env, first, [ann, bob])
    assert first.last_message.content.startswith(f"{pending.mention}, it is your turn")
    assert [a.filename for a in first.last_message.attachments] == ["decision.png"]
    assert not any("it is your turn" in m.content for m in channel.history())


async def test_commands_in_the_channel_point_to_its_threads(env: Any) -> None:
    """In a channel whose games are in threads, commands that need a game name those threads
    (as links) instead of acting; in a thread they act on its game; history lists the threads' games."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann, bob = members_of(env, guild, "ann", "bob")
    first, _ = await open_lobby(ann, channel, players=2)
    second, other_lobby = await open_lobby(bob, channel, players=3)
    for command in ("origins play", "origins board", "origins status", "origins leave", "origins cancel"):
        answer = await bob.slash(channel, command)
        assert answer.ephemeral, command
        text = answer.response.content
        assert first.mention in text and second.mention in text and "threads" in text, (command, text)
    status = await bob.slash(first, "origins status")
    assert status.ephemeral and "lobby: 1/2 seats" in status.response.content
    await bob.click(other_lobby, label="Cancel")
    answer = await ann.slash(channel, "origins board")
    assert answer.ephemeral and first.mention in answer.response.content
    assert second.mention not in answer.response.content  # an ended game is in no thread's list
    history = await ann.slash(channel, "origins history")
    assert "cancelled" in history.response.content and second.mention in history.response.content
    assert (await ann.slash(second, "origins history")).response.content.count("\n") == 0  # its own
    quiet = guild.create_text_channel("quiet")
    nothing = await ann.slash(quiet, "origins play")
    assert "no Origins game in this channel" in nothing.response.content


async def test_moderators_of_the_channel_keep_their_powers_in_its_threads(env: Any) -> None:
    """A member who may manage the parent channel (not threads) cancels and kicks in its game
    threads with `/origins-admin`; a member with no such right is pointed there by `/origins`."""
    guild = env.create_guild()
    ann, bob, eve, mo = members_of(env, guild, "ann", "bob", "eve", "mo")
    overwrite = discord.PermissionOverwrite(manage_channels=True)
    channel = guild.create_text_channel("games", overwrites={mo: overwrite})
    thread, lobby = await open_lobby(ann, channel, players=2, reminder_hours=0)
    await bob.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    denied = await eve.slash(thread, "origins kick", member=bob)
    assert denied.ephemeral and "Only the game's creator" in denied.response.content
    kicked = await mo.slash(thread, "origins-admin kick", member=bob)
    assert not kicked.ephemeral and "removed" in kicked.response.content
    assert (await eve.slash(thread, "origins cancel")).ephemeral
    cancelled = await mo.slash(thread, "origins-admin cancel")
    assert not cancelled.ephemeral and "cancelled" in cancelled.response.content
    assert await env.bot.store.channel_game(thread.id) is None


async def test_without_thread_permissions_the_game_is_played_in_the_channel(env: Any) -> None:
    """The bot may not open threads in this channel: the lobby is the command's answer in the
    channel, after a line saying why, and the whole game is played there as before threads."""
    guild = env.create_guild()
    ann, bob = members_of(env, guild, "ann", "bob")
    denied = discord.PermissionOverwrite(create_public_threads=False)
    channel = guild.create_text_channel("no-threads", overwrites={env.bot.user: denied})
    answer = await ann.slash(channel, "origins new origins", players=2, reminder_hours=0)
    assert not answer.ephemeral
    assert "I may not open threads in this channel" in answer.response.content
    assert "a new game" in answer.response.content and channel.threads == []
    game = await env.bot.store.channel_game(channel.id)
    assert game is not None and game.parent_id is None
    await bob.click(answer.response, label="Join")
    await ann.click(answer.response, label="Start")
    _, _, pending = await pending_member(env, channel, [ann, bob])
    assert channel.last_message.content.startswith(f"{pending.mention}, it is your turn")
    again = await bob.slash(channel, "origins new origins")  # one game at a time in the channel itself
    assert again.ephemeral and "already a game here" in again.response.content


async def test_an_announcement_channel_keeps_its_game_in_the_channel(env: Any) -> None:
    """In an announcement channel no thread is opened: the lobby is the command's answer there,
    with no note (nothing is missing), and the game is the channel's."""
    guild = env.create_guild()
    (ann,) = members_of(env, guild, "ann")
    channel = guild.create_news_channel("news")
    answer = await ann.slash(channel, "origins new origins", players=2)
    assert not answer.ephemeral and channel.threads == []
    assert answer.response.content.startswith("**Kingdomino Origins: a new game**")
    game = await env.bot.store.channel_game(channel.id)
    assert game is not None and game.lobby_message_id == answer.response.id


async def test_a_thread_discord_refuses_leaves_the_game_in_the_channel(env: Any) -> None:
    """Discord refuses the thread (an outage): the game is played in the channel with a line
    saying so; refused again while the channel has that game, the second game is not created."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    (ann,) = members_of(env, guild, "ann")
    env.inject_error("POST", "/channels/*/threads", status=503, times=2)
    answer = await ann.slash(channel, "origins new origins", players=2)
    assert not answer.ephemeral and channel.threads == []
    text = answer.response.content
    assert "Discord refused to open a thread for this game" in text and "a new game" in text
    game = await env.bot.store.channel_game(channel.id)
    assert game is not None and game.lobby_message_id == answer.response.id
    assert [s.user_id for s in await env.bot.store.seats(game.id)] == [ann.id]
    again = await ann.slash(channel, "origins new origins", players=3)
    assert "already a game here" in again.response.content
    assert [g.id for g in await env.bot.store.member_games(guild.id, ann.id)] == [game.id]


async def test_a_refused_lobby_in_a_new_thread_is_posted_by_new_there(env: Any) -> None:
    """The thread is opened but Discord refuses its lobby: the channel's line says so, and
    `/origins new` in the thread posts the lobby, which works."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann, bob = members_of(env, guild, "ann", "bob")
    env.inject_error("POST", "/channels/*/messages", status=503, times=1)
    answer = await ann.slash(channel, "origins new origins", players=2)
    (thread,) = channel.threads
    assert "Discord refused its lobby there" in answer.response.content
    assert thread.mention in answer.response.content
    again = await bob.slash(thread, "origins new origins")
    assert not again.ephemeral and "deleted" in again.response.content
    await bob.click(again.response, label="Join")
    await ann.click(again.response, label="Start")
    assert (await env.bot.store.channel_game(thread.id)).status == "active"


async def test_an_archived_thread_is_reopened_for_the_next_prompt(
    env: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game's thread was archived after a week of silence: the next move unarchives it, and
    the next prompt and the retired one are posted and edited there."""
    channel, members = await start_game(env, "discovery", 3, reminder_hours=0)
    game, state, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    with discord_archives(monkeypatch):
        archive(env, channel)
        await member.click(panel, label=pick_button(panel, state))
        assert not is_archived(env, channel)
    after, _ = await state_of(env, channel)
    assert after.version == game.version + 1
    _, _, next_member = await pending_member(env, channel, members)
    assert channel.last_message.content.startswith(f"{next_member.mention}, it is your turn")
    assert not [d for d in await env.bot.store.deadlines(game.id) if d.kind == ANNOUNCE]


async def test_a_locked_thread_the_bot_may_not_reopen_waits_and_is_retried(
    env: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A moderator locked the archived thread and the bot may not manage threads: the move is
    stored, the mover hears so, the prompt's deadline stays and is retried without an error
    logged; once the thread is unlocked, the next retry posts the prompt."""
    guild = env.create_guild()
    cannot = discord.PermissionOverwrite(manage_threads=False)
    parent = guild.create_text_channel("games", overwrites={env.bot.user: cannot})
    ann, bob, cleo = members_of(env, guild, "ann", "bob", "cleo")
    thread, lobby = await open_lobby(ann, parent, players=3, reminder_hours=0)
    for m in (bob, cleo):
        await m.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    members = [ann, bob, cleo]
    game, state, member = await pending_member(env, thread, members)
    panel = (await member.click(thread.last_message, label="Play your turn")).response
    with discord_archives(monkeypatch):
        archive(env, thread, locked=True)
        result = await member.click(panel, label=pick_button(panel, state))
        said = [result.response.content, *(m.content for m in result.followups)]
        assert any("Your move is stored" in text for text in said), said
        after, _ = await state_of(env, thread)
        assert after.version == game.version + 1
        (owed,) = [d for d in await env.bot.store.deadlines(game.id) if d.kind == ANNOUNCE]
        await advance(env, POST_GRACE + 2 * 60)
        (retried,) = [d for d in await env.bot.store.deadlines(game.id) if d.kind == ANNOUNCE]
        assert retried.attempts >= 1 and retried.version == owed.version and is_archived(env, thread)
        unlock(env, thread)
        await advance(env, 2 * 60 * 60)  # the retries wait longer each time: within two hours
    assert not is_archived(env, thread)
    assert not [d for d in await env.bot.store.deadlines(game.id) if d.kind == ANNOUNCE]
    _, _, next_member = await pending_member(env, thread, members)
    assert thread.last_message.content.startswith(f"{next_member.mention}, it is your turn")


async def test_the_autopilot_plays_in_a_thread_it_cannot_reach(
    env: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The turn timer runs out while the game's thread is locked and archived for the bot: the
    autopilot plays all the same (the move is stored), its timer is not lost, nothing crashes."""
    guild = env.create_guild()
    cannot = discord.PermissionOverwrite(manage_threads=False)
    parent = guild.create_text_channel("games", overwrites={env.bot.user: cannot})
    ann, bob = members_of(env, guild, "ann", "bob")
    thread, lobby = await open_lobby(ann, parent, players=2, reminder_hours=0, timer_hours=1)
    await bob.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    game, _, _ = await pending_member(env, thread, [ann, bob])
    with discord_archives(monkeypatch):
        archive(env, thread, locked=True)
        before = len(thread.history())  # read from SimCord: the bot's cache has no archived thread
        await advance(env, HOUR + 2 * 60)
        played, _ = await state_of(env, thread)
        assert played.version > game.version
        assert (await env.bot.store.events(game.id))[-1].actor_id is None  # the autopilot's move
        kinds = {d.kind for d in await env.bot.store.deadlines(game.id)}
        assert TIMER in kinds and ANNOUNCE in kinds  # the next turn's timer, the prompt still owed
        assert len(thread.history()) == before  # nothing could be posted
