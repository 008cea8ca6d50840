"""Small truths: what the bot tells a member matches what happened."""

from __future__ import annotations

from typing import Any

import discord
import pytest
import simcord.interactions

from bot.store import LOBBY, OVER
from lang import words
from rules import PICK, PLACE, GreedyAgent, Place
from tests.bot.players import (
    AGENT_SEED,
    after,
    fast_forward,
    one_decision_left,
    open_lobby,
    pending_member,
    pick_button,
    play_decision,
    select_with,
    start_game,
    state_of,
)
from tests.bot.turn.test_deadlines import texts


async def test_the_last_mover_is_told_the_result(env: Any) -> None:
    """The member who makes the last move hears that the game is over and who won, not "That game
    is over or was cancelled"."""
    channel, members = await start_game(env, "discovery", 2, reminder_hours=0)
    state = await fast_forward(env, channel, one_decision_left)
    game, _, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    reply = await play_decision(member, panel, state, GreedyAgent(AGENT_SEED))
    assert (await env.bot.store.game(game.id)).status == OVER
    assert "that was the last move" in reply.content and "won" in reply.content
    assert "over or was cancelled" not in reply.content
    assert any("The game is over" in text for text in await texts(env, channel))


async def test_an_old_panel_shows_the_current_one_only_when_it_is_still_yours(env: Any) -> None:
    """A click on an outdated panel: while the decision is still the member's they get the current
    panel ("here is where it stands now"); once the turn has passed, only "nothing was changed"."""
    channel, members = await start_game(env, "discovery", 3, reminder_hours=0)
    state = await fast_forward(env, channel, lambda s: s.stage == PLACE and after(s).stage == PICK)
    _, _, member = await pending_member(env, channel, members)
    prompt = channel.last_message
    old = (await member.click(prompt, label="Play your turn")).response
    fresh = (await member.click(prompt, label="Play your turn")).response
    after_place = await play_decision(member, fresh, state, GreedyAgent(AGENT_SEED))  # placed: now they pick
    assert after_place.components
    spare = (await member.click(prompt, label="Play your turn")).response  # the pick, as it is now
    square = str(next(a.square for a in state.legal_actions() if isinstance(a, Place)))
    shown = await member.select(old, [square], custom_id=select_with(old, square))
    assert "here is where it stands now" in shown.response.content
    _, now = await state_of(env, channel)
    label = pick_button(shown.response, now)
    done = await member.click(shown.response, label=label)
    assert "Done." in done.response.content
    _, _, next_member = await pending_member(env, channel, members)
    assert next_member is not member  # 3 players, one chief each: the turn has passed
    again = await member.click(spare, label=label)
    said = [again.response.content, *(m.content for m in again.followups)]
    assert any("nothing was changed" in text for text in said), said
    assert not any("here is where it stands" in text for text in said)


async def test_moderators_cancel_and_kick_in_a_thread(env: Any) -> None:
    """In a thread, a member who may manage threads (not channels) can kick and cancel with
    `/origins-admin` once the server's admins allow their role it in Integrations (Discord offers
    it by default to Manage Channels only); others not, even allowed it."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    mods = guild.create_role("mods", permissions=discord.Permissions(manage_threads=True))
    (admin,) = [c for c in await env.bot.tree.fetch_commands() if c.name == "origins-admin"]
    guild.set_command_permissions(admin, {mods: True, guild.default_role: True})
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    moderator = guild.add_member(env.create_user("mo"), roles=[mods])
    onlooker = guild.add_member(env.create_user("eve"))
    env.backend.create_thread(channel.id, "origins", ann.id)
    thread = channel.threads[0]
    lobby = (await ann.slash(thread, "origins new origins", players=2, reminder_hours=0)).response
    await bob.click(lobby, label="Join")
    await ann.click(lobby, label="Start")
    denied = await onlooker.slash(thread, "origins-admin kick", member=bob)
    assert denied.ephemeral and "Only a member who can manage this channel" in denied.response.content
    kicked = await moderator.slash(thread, "origins-admin kick", member=bob)
    assert not kicked.ephemeral and "removed" in kicked.response.content
    denied = await onlooker.slash(thread, "origins-admin cancel")
    assert denied.ephemeral and "Only a member who can manage this channel" in denied.response.content
    cancelled = await moderator.slash(thread, "origins-admin cancel")
    assert "cancelled" in cancelled.response.content
    assert await env.bot.store.channel_game(thread.id) is None


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Members' Discord languages, by user id (others en-US)."""
    chosen: dict[int, str] = {}
    real = simcord.interactions.base_payload

    def payload(*args: Any, **kwargs: Any) -> Any:
        record, body = real(*args, **kwargs)
        body["locale"] = chosen.get(kwargs["user_id"], "en-US")
        return record, body

    monkeypatch.setattr(simcord.interactions, "base_payload", payload)
    return chosen


COMMANDS_IN_PLAY = [
    ("origins leave", {}),
    ("origins board", {}),
    ("origins play", {}),
    ("origins act", {"move": "pick 12"}),
    ("origins pick", {"domino": "12"}),
    ("origins place", {"square": "E5", "direction": "right"}),
    ("origins fire", {"square": "E5"}),
]


async def test_commands_of_a_game_in_play_typed_in_its_lobby(env: Any, locales: dict[int, str]) -> None:
    """Seated members who type leave, board, play, act, pick, place or fire in a lobby's thread hear,
    privately and each in their language, that the game is still in its lobby (not that it is over
    or was cancelled), and where its Leave button is; nothing changes, and that button works."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann, bob, cleo = (guild.add_member(env.create_user(n)) for n in ("ann", "bob", "cleo"))
    locales.update({bob.id: "nl", cleo.id: "it"})
    thread, lobby = await open_lobby(ann, channel, players=4)
    for member in (bob, cleo):
        await member.click(lobby, label="Join")
    game = await env.bot.store.channel_game(thread.id)
    seats = await env.bot.store.seats(game.id)
    shown = [(m.id, m.content) for m in thread.history()]
    link = f"https://discord.com/channels/{guild.id}/{thread.id}/{game.lobby_message_id}"
    for member, language in ((ann, "en"), (bob, "nl"), (cleo, "it")):
        told = words(language)("game_in_lobby", link=link, leave="Leave")  # the lobby's button, in English
        for command, options in COMMANDS_IN_PLAY:
            answer = await member.slash(thread, command, **options)
            assert answer.ephemeral and answer.response.content == told, (command, language)
    assert await env.bot.store.channel_game(thread.id) == game and game.status == LOBBY
    assert await env.bot.store.seats(game.id) == seats
    assert [(m.id, m.content) for m in thread.history()] == shown  # nothing public, nothing edited
    await bob.click(lobby, label="Leave")
    assert bob.id not in {s.user_id for s in await env.bot.store.seats(game.id)}
