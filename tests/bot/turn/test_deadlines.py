"""Waiting for days: reminders, the turn timer's autopilot, "I'm back", all on SimCord's clock."""

from __future__ import annotations

from typing import Any

from bot.turn.scheduler import POLL_SECONDS
from tests.bot.players import pending_member, play_first_pick, start_game, state_of
from tests.bot.restarts import restart

HOUR = 3600


async def advance(env: Any, seconds: float) -> None:
    """Let time pass in steps of 15 minutes (each step must settle within SimCord's budget)."""
    while seconds > 0:
        step = min(seconds, 15 * 60)
        await env.advance_time(step)
        seconds -= step


async def texts(env: Any, channel: Any, limit: int = 30) -> list[str]:
    """The channel's recent messages, oldest first, read as the bot reads them."""
    messages = [m async for m in env.bot.get_channel(channel.id).history(limit=limit)]
    return [m.content for m in reversed(messages)]


async def test_reminder_mentions_the_waiting_player_once(env: Any) -> None:
    """After the reminder time the player to act is mentioned once, and nothing is played for them."""
    channel, members = await start_game(env, "discovery", 2, reminder_hours=2)
    game, _, member = await pending_member(env, channel, members)
    await advance(env, 2 * HOUR - 10 * POLL_SECONDS)
    assert not any("reminder" in text for text in await texts(env, channel))
    await advance(env, 12 * POLL_SECONDS)
    reminders = [text for text in await texts(env, channel) if "reminder" in text]
    assert len(reminders) == 1 and member.mention in reminders[0]
    await advance(env, 3 * HOUR)
    assert len([text for text in await texts(env, channel) if "reminder" in text]) == 1  # once
    after, _ = await state_of(env, channel)
    assert after.version == game.version  # a reminder plays nothing


async def test_timer_runs_out_the_autopilot_plays_and_the_turn_passes(env: Any) -> None:
    """When the turn timer runs out, the autopilot plays that turn and the next player is prompted."""
    channel, members = await start_game(env, "discovery", 3, reminder_hours=0, timer_hours=1)
    game, state, member = await pending_member(env, channel, members)
    await advance(env, HOUR + 2 * POLL_SECONDS)
    after, new_state = await state_of(env, channel)
    assert after.version > game.version
    assert new_state.current_player() != state.current_player()
    assert any("autopilot played for" in text for text in await texts(env, channel))
    events = await env.bot.store.events(game.id)
    assert events[-1].actor_id is None  # played by the autopilot, not a member
    assert member.mention not in (await texts(env, channel))[-2]  # the new prompt names someone else


async def test_two_timeouts_keep_the_seat_on_autopilot_until_im_back(env: Any) -> None:
    """Two timeouts in a row: the seat stays on autopilot; its player presses I'm back and plays again."""
    channel, members = await start_game(env, "discovery", 2, reminder_hours=0, timer_hours=1)
    game, _, _ = await pending_member(env, channel, members)
    for _ in range(4):  # nobody plays: every turn times out
        await advance(env, HOUR + 2 * POLL_SECONDS)
    seats = await env.bot.store.seats(game.id)
    assert all(s.autopilot for s in seats)
    messages = [m async for m in env.bot.get_channel(channel.id).history(limit=30)]
    notice = next(
        m for m in messages if m.components and "I'm back" in str(m.components[0].children[0].label)
    )
    seat = int(notice.components[0].children[0].custom_id.rsplit(":", 1)[1])
    owner = next(m for m in members if m.id == seats[seat].user_id)
    stranger = next(m for m in members if m is not owner)
    refused = await stranger.click(notice, label="I'm back")
    assert refused.ephemeral and "Only the player" in refused.response.content
    welcome = await owner.click(notice, label="I'm back")
    assert welcome.ephemeral and "Welcome back" in welcome.response.content
    seats = await env.bot.store.seats(game.id)
    assert not seats[seat].autopilot and seats[seat].autopilot_streak == 0
    assert seats[1 - seat].autopilot  # the other seat is still on autopilot


async def test_a_move_in_time_cancels_the_deadlines(env: Any) -> None:
    """A player who moves before the timer keeps the turn theirs: the old deadline is stale and ignored."""
    channel, members = await start_game(env, "discovery", 2, reminder_hours=0, timer_hours=1)
    game, state, member = await pending_member(env, channel, members)
    await play_first_pick(member, channel, state)
    moved, _ = await state_of(env, channel)
    deadlines = await env.bot.store.deadlines(game.id)
    assert deadlines and all(d.version == moved.version for d in deadlines)  # new deadlines, old ones gone
    events = await env.bot.store.events(game.id)
    assert events[-1].actor_id == member.id


async def test_deadlines_survive_a_restart(env: Any, db_path: Any) -> None:
    """A timer set before a restart fires after it: deadlines live in the database."""
    channel, members = await start_game(env, "discovery", 2, reminder_hours=0, timer_hours=1)
    game, _, _ = await pending_member(env, channel, members)
    await restart(env, db_path)
    await advance(env, HOUR + 2 * POLL_SECONDS)
    after, _ = await state_of(env, channel)
    assert after.version > game.version


async def test_notify_sends_a_dm_on_my_turn(env: Any) -> None:
    """A member who opted in gets a DM when their turn comes, with a link to the prompt."""
    channel, members = await start_game(env, "discovery", 3)
    _, state, member = await pending_member(env, channel, members)
    for m in members:
        reply = await m.slash(channel, "origins notify", on=True)
        assert reply.ephemeral and "DM" in reply.response.content
    await play_first_pick(member, channel, state)
    _, _, next_member = await pending_member(env, channel, members)
    assert next_member is not member  # 3 players: the next chief of the draft is someone else's
    dm = next_member.user.dm_channel.last_message
    assert dm is not None and "Your turn in" in dm.content
    assert dm.content.endswith(f"/{channel.id}/{channel.last_message.id}")  # links to the turn prompt


async def test_closed_dms_fall_back_to_the_channel(env: Any) -> None:
    """If the DM is refused (DMs closed), the bot says so in the game's channel instead."""
    channel, members = await start_game(env, "discovery", 2, reminder_hours=0, timer_hours=1)
    _, state, member = await pending_member(env, channel, members)
    other = next(m for m in members if m is not member)
    await other.slash(channel, "origins notify", on=True)
    env.inject_error("POST", "/users/@me/channels", status=403)  # no DM channel can be opened
    await advance(env, HOUR + 2 * POLL_SECONDS)  # the timer plays the first turn; the next is theirs
    _, after = await state_of(env, channel)
    assert after.current_player() != state.current_player()
    assert any("could not DM you" in text and other.mention in text for text in await texts(env, channel))


async def test_leave_and_kick_hand_the_seat_to_the_autopilot(env: Any) -> None:
    """A player who leaves is played by the autopilot; kick is for the creator or channel managers."""
    channel, members = await start_game(env, "discovery", 3, reminder_hours=0)
    game, state, member = await pending_member(env, channel, members)
    onlooker = channel.guild.add_member(env.create_user("eve"))
    denied = await onlooker.slash(channel, "origins kick", member=members[1])
    assert denied.ephemeral and "Only the game's creator" in denied.response.content
    left = await member.slash(channel, "origins leave")
    assert not left.ephemeral and "left the game" in left.response.content
    await advance(env, 2 * POLL_SECONDS)  # the autopilot plays the leaver's turn at the next poll
    after, new_state = await state_of(env, channel)
    assert after.version > game.version and new_state.current_player() != state.current_player()
    creator = members[0]
    kicked = next(m for m in members if m is not member and m is not creator)
    removal = await creator.slash(channel, "origins kick", member=kicked)
    assert "removed" in removal.response.content
    seats = {s.user_id: s for s in await env.bot.store.seats(game.id)}
    untouched = [m for m in members if m is not member and m is not kicked]
    assert seats[member.id].autopilot and seats[kicked.id].autopilot
    assert untouched and not any(seats[m.id].autopilot for m in untouched)
