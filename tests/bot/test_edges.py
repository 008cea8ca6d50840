"""The edges of a game's life: a deleted lobby message, a player who left the server, the rules
pages, and the table refreshed while the same player goes on."""

from __future__ import annotations

from typing import Any

from rules import PICK, PLACE, GreedyAgent
from tests.bot.players import (
    components,
    open_lobby,
    pending_member,
    play_decision,
    play_until,
    start_game,
    state_of,
)


async def test_deleted_lobby_message_is_posted_again(env: Any) -> None:
    """Someone deleted the lobby: `/origins new` posts it again (no second game) and it works."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    channel, _ = await open_lobby(ann, channel, players=2)  # the game's thread
    game = await env.bot.store.channel_game(channel.id)
    await env.bot.get_channel(channel.id).get_partial_message(game.lobby_message_id).delete()
    again = await bob.slash(channel, "origins new origins", players=4)
    assert not again.ephemeral and "deleted" in again.response.content
    same = await env.bot.store.channel_game(channel.id)
    assert same.id == game.id and same.config["players"] == 2  # the old lobby, not bob's settings
    assert same.lobby_message_id != game.lobby_message_id
    lobby = again.response
    await bob.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    started = await env.bot.store.channel_game(channel.id)
    assert started.status == "active"
    third = await bob.slash(channel, "origins new origins")  # a lobby still shown is not posted again
    assert third.ephemeral and "already a game here" in third.response.content


async def test_a_member_who_left_can_be_removed_from_the_lobby(env: Any) -> None:
    """A seated member leaves the server: the creator removes them and the lobby shows a free seat."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann, bob, cleo = (guild.add_member(env.create_user(n)) for n in ("ann", "bob", "cleo"))
    channel, lobby = await open_lobby(ann, channel, players=3)
    await bob.click(lobby, label="Join")
    await cleo.click(lobby, label="Join")
    guild.remove_member(bob)
    denied = await cleo.slash(channel, "origins kick", member=bob.user)
    assert denied.ephemeral and "Only the game's creator" in denied.response.content
    creator = await ann.slash(channel, "origins kick", member=ann)
    assert creator.ephemeral and "cancel the game" in creator.response.content
    removed = await ann.slash(channel, "origins kick", member=bob.user)
    assert not removed.ephemeral and "removed from the lobby" in removed.response.content
    game = await env.bot.store.channel_game(channel.id)
    assert sorted(s.name for s in await env.bot.store.seats(game.id)) == ["ann", "cleo"]
    shown = await env.bot.get_channel(channel.id).fetch_message(game.lobby_message_id)
    assert "2/3" in shown.content
    assert "more player" in (await ann.click(lobby, label="Start")).response.content


async def test_a_player_who_left_mid_game_is_watched_and_removed(env: Any) -> None:
    """A player who left the server: their board still shows, and the creator hands them to the autopilot."""
    channel, members = await start_game(env, "discovery", 2, reminder_hours=0)
    ann, bob = members
    channel.guild.remove_member(bob)
    board = await ann.slash(channel, "origins board", player=bob.user)
    assert not board.ephemeral
    assert channel.last_message.attachments[0].filename == "territory.png"
    removal = await ann.slash(channel, "origins kick", member=bob.user)
    assert not removal.ephemeral and "removed" in removal.response.content
    game = await env.bot.store.channel_game(channel.id)
    seats = {s.user_id: s for s in await env.bot.store.seats(game.id)}
    assert seats[bob.id].autopilot and not seats[ann.id].autopilot


async def test_rules_are_a_few_pages_for_this_game(env: Any) -> None:
    """`/origins rules`: privately, page by page, this game's mode, options and the bot's rulings."""
    channel, _ = await start_game(env, "tribe", 2, empire_of_fire=True)
    watcher = channel.guild.add_member(env.create_user("eve"))
    result = await watcher.slash(channel, "origins rules")
    assert result.ephemeral
    message = result.response
    texts = [message.content]
    while True:
        nxt = next(c for c in components(message) if c.get("label", "").startswith("Next"))
        if nxt.get("disabled"):
            break
        message = (await watcher.click(message, label=nxt["label"])).response
        texts.append(message.content)
    assert len(texts) == 4 and all(len(text) <= 2000 for text in texts)
    assert [text.split("\n")[0].split(" · ")[-1] for text in texts] == ["1/4", "2/4", "3/4", "4/4"]
    assert "Tribe mode" in texts[0] and "Neolithic" in texts[0] and "Empire of Fire" in texts[0]
    assert "volcano" in texts[1] and "recruit" in texts[1]
    assert "warriors" in texts[2] and "Empire of Fire" in texts[2] and "Totem:" not in texts[2]
    assert "king moves" in texts[3] and "shared victory" in texts[3]
    back = (await watcher.click(message, label="◀ Previous")).response
    assert back.content == texts[2]


async def test_rules_without_a_game_explain_discovery(env: Any) -> None:
    """Without a game in the channel, `/origins rules` explains the basic 4-player game."""
    guild = env.create_guild()
    channel = guild.create_text_channel("quiet")
    eve = guild.add_member(env.create_user("eve"))
    result = await eve.slash(channel, "origins rules")
    assert "Discovery mode" in result.response.content and "4 players" in result.response.content


async def test_the_table_follows_each_step_of_a_turn(env: Any) -> None:
    """After a placement the same player picks: the channel's prompt already shows the new table."""
    channel, members = await start_game(env, "discovery", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == PLACE)
    _game, state, member = await pending_member(env, channel, members)
    prompt = channel.last_message
    before = prompt.attachments[0].url
    panel = (await member.click(prompt, label="Play your turn")).response
    await play_decision(member, panel, state, GreedyAgent(0))
    _, after = await state_of(env, channel)
    assert after.stage == PICK and after.current_player() == state.current_player()
    shown = await env.bot.get_channel(channel.id).fetch_message(prompt.id)
    assert shown.attachments[0].url != before
    assert "choose" in shown.content and member.mention in shown.content
    assert channel.last_message.id == prompt.id  # no new message: the same prompt, refreshed
