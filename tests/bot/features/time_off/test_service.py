"""Quiet hours and vacation through the bot on SimCord's clock (2026-01-01 00:00 UTC at the start):
prompts that do not ping, reminders held, timers paused and resumed with the exact time left,
several games and servers, restarts, the autopilot never playing for a member who is away, and
bad input refused with one private sentence."""

from __future__ import annotations

import asyncio
import itertools
from dataclasses import replace
from datetime import datetime
from typing import Any

import pytest

from bot.features.time_off.model import NEVER, Vacation, describe
from bot.store import REMINDER, TIMER
from bot.turn.session import MemberAway
from lang import words
from tests.bot.players import open_lobby, pending_member, state_of
from tests.bot.restarts import restart
from tests.bot.turn.test_deadlines import HOUR, advance, texts

CHANNELS = itertools.count(1)


def at(text: str) -> float:
    """The unix time of "YYYY-MM-DD HH:MM" UTC."""
    return datetime.fromisoformat(f"{text}+00:00").timestamp()


def now(env: Any) -> float:
    return float(env.now().timestamp())


async def advance_to(env: Any, moment: float) -> None:
    await advance(env, moment - now(env))


def said(result: Any) -> str:
    """What the member was told: the last follow-up of a deferred answer, else the answer."""
    messages = [result.response, *result.followups]
    return str(messages[-1].content)


def posts(env: Any, channel: Any, containing: str) -> list[dict[str, Any]]:
    """The bodies of the bot's new messages in the channel whose text contains `containing`."""
    return [
        entry.json
        for entry in env.http_requests
        if entry.method == "POST"
        and entry.path == f"/channels/{channel.id}/messages"
        and isinstance(entry.json, dict)
        and containing in entry.json.get("content", "")
    ]


def pinged(body: dict[str, Any]) -> set[int]:
    return set(map(int, body["allowed_mentions"].get("users", [])))


async def table(env: Any, guild: Any, members: list[Any], channel: Any = None, **options: Any) -> Any:
    """The thread of a started game of `members` (the first creates it) in a channel of `guild`
    (a new one by default)."""
    channel = channel or guild.create_text_channel(f"origins-{next(CHANNELS)}")
    thread, lobby = await open_lobby(members[0], channel, mode="discovery", players=len(members), **options)
    for m in members[1:]:
        await m.click(lobby, label="Join")
    await members[0].click(lobby, label="Start")
    return thread


async def until_turn_of(env: Any, channel: Any, member: Any) -> None:
    """Moves of the others (through the session, greedy) until `member` must decide; then their
    prompt is posted as it would be."""
    from rules import GreedyAgent

    game, state = await state_of(env, channel)
    seats = {s.seat: s.user_id for s in await env.bot.store.seats(game.id)}
    agent = GreedyAgent(5)
    while seats[state.current_player()] != member.id:
        played = await env.bot.services.sessions.play(
            game.id, [agent.choose(state)], user_id=seats[state.current_player()]
        )
        state = played.state
        await env.bot.services.loop.after_move(played, None, edit=False)


async def turn_deadlines(env: Any, game_id: int) -> dict[str, Any]:
    return {d.kind: d for d in await env.bot.store.deadlines(game_id) if d.kind in (REMINDER, TIMER)}


# --- quiet hours -----------------------------------------------------------------------------------


async def test_a_turn_that_starts_in_quiet_hours_waits_for_morning(env: Any, db_path: Any) -> None:
    """Quiet 23 to 3 in Amsterdam (22:00 to 02:00 UTC) and a game started at midnight: the prompt
    names the player without pinging or DMing them; the 1 h reminder is held until 02:00, then
    pings; the 2 h timer runs from 02:00, so the autopilot plays at 04:00, not at 02:00; a restart
    at 01:00 changes nothing."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    members = [guild.add_member(env.create_user(n)) for n in ("ann", "bob")]
    for m in members:
        reply = await m.slash(channel, "origins quiet", start=23, end=3, timezone="europe/amsterdam")
        assert reply.ephemeral and "Europe/Amsterdam" in said(reply) and "01:00" in said(reply)
        await m.slash(channel, "origins notify", on=True)
    channel = await table(env, guild, members, channel, reminder_hours=1, timer_hours=2)
    game, _, member = await pending_member(env, channel, members)
    prompt = posts(env, channel, f"{member.mention}, it is your turn")
    assert len(prompt) == 1 and pinged(prompt[0]) == set()
    assert "quiet time" in channel.last_message.content
    assert member.user.dm_channel is None or member.user.dm_channel.last_message is None
    deadlines = await turn_deadlines(env, game.id)
    assert deadlines[REMINDER].due == at("2026-01-01 02:00")
    assert deadlines[TIMER].due == at("2026-01-01 04:00")
    status = await members[0].slash(channel, "origins status")
    assert "quiet time" in status.response.content
    await advance_to(env, at("2026-01-01 01:00"))
    await restart(env, db_path)
    await advance_to(env, at("2026-01-01 01:58"))
    assert not posts(env, channel, "a reminder")
    await advance_to(env, at("2026-01-01 02:02"))
    reminders = posts(env, channel, "a reminder")
    assert len(reminders) == 1 and pinged(reminders[0]) == {member.id}
    await advance_to(env, at("2026-01-01 03:58"))
    assert (await state_of(env, channel))[0].version == game.version
    await advance_to(env, at("2026-01-01 04:03"))
    assert (await state_of(env, channel))[0].version > game.version
    assert any("autopilot played for" in text for text in await texts(env, channel))


async def test_a_reminder_due_at_night_is_held_until_the_quiet_hours_end(env: Any) -> None:
    """Quiet 2 to 5 UTC and a turn begun at midnight: its 3 h reminder, due at 03:00, is sent at
    05:00 with a ping; its 3 h timer counts 00:00 to 02:00 and 05:00 to 06:00."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    members = [guild.add_member(env.create_user(n)) for n in ("ann", "bob")]
    for m in members:
        await m.slash(channel, "origins quiet", start=2, end=5, timezone="UTC")
    channel = await table(env, guild, members, channel, reminder_hours=3, timer_hours=3)
    game, _, member = await pending_member(env, channel, members)
    assert pinged(posts(env, channel, f"{member.mention}, it is your turn")[0]) == {member.id}
    deadlines = await turn_deadlines(env, game.id)
    start = deadlines[TIMER].since
    assert deadlines[REMINDER].due == at("2026-01-01 05:00")
    assert deadlines[TIMER].due == at("2026-01-01 05:00") + 3 * HOUR - (at("2026-01-01 02:00") - start)
    await advance_to(env, at("2026-01-01 04:58"))
    assert not posts(env, channel, "a reminder")
    await advance_to(env, at("2026-01-01 05:02"))
    assert [pinged(body) for body in posts(env, channel, "a reminder")] == [{member.id}]


async def test_quiet_hours_shown_changed_and_turned_off(env: Any) -> None:
    """`/origins quiet` alone shows the setting; a new start keeps the zone; off forgets them."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann = guild.add_member(env.create_user("ann"))
    assert "no quiet hours" in said(await ann.slash(channel, "origins quiet"))
    await ann.slash(channel, "origins quiet", start=22, end=7, timezone="UTC+2")
    again = await ann.slash(channel, "origins quiet", start=23, end=6)
    assert "23:00 to 06:00, UTC+02:00" in said(again)
    assert "23:00 to 06:00" in said(await ann.slash(channel, "origins quiet"))
    assert "off" in said(await ann.slash(channel, "origins quiet", off=True))
    assert await env.bot.store.prefs(ann.id) == {}


async def test_time_zone_autocomplete_offers_common_zones_then_filters(env: Any) -> None:
    """Nothing typed: common zones (at most 25); typed text: the names containing it, an offset
    as typed. (SimCord's interactions all speak en-US; the locale's order is tested in
    test_time_off.)"""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann = guild.add_member(env.create_user("ann"))
    offered = await ann.autocomplete(channel, "origins quiet", "timezone", "")
    assert "Europe/Amsterdam" in [c["value"] for c in offered] and len(offered) <= 25
    typed = await ann.autocomplete(channel, "origins quiet", "timezone", "new_y")
    assert [c["value"] for c in typed] == ["America/New_York"]
    offset = await ann.autocomplete(channel, "origins quiet", "timezone", "utc+1")
    assert offset[0]["value"] == "UTC+01:00"


# --- vacation --------------------------------------------------------------------------------------


async def test_vacation_pauses_the_timer_and_resumes_it_with_the_exact_time_left(env: Any) -> None:
    """A 3 h timer; 1 h later its member goes on vacation: the timer stops (the prompt and status
    say so); 2 h later they are back: exactly 2 h remain, and the autopilot plays then."""
    guild = env.create_guild()
    members = [guild.add_member(env.create_user(n)) for n in ("ann", "bob")]
    channel = await table(env, guild, members, reminder_hours=0, timer_hours=3)
    game, _, member = await pending_member(env, channel, members)
    start = (await turn_deadlines(env, game.id))[TIMER].since
    await advance_to(env, start + HOUR)
    away = await member.slash(channel, "origins vacation", on=True)
    assert away.ephemeral and "paused in your game in play" in said(away)
    timer = (await turn_deadlines(env, game.id))[TIMER]
    assert timer.due == NEVER and timer.seconds_left == 2 * HOUR
    assert "is on vacation" in channel.last_message.content  # the prompt, edited
    assert "is on vacation" in (await members[0].slash(channel, "origins status")).response.content
    await advance(env, 2 * HOUR)
    assert (await state_of(env, channel))[0].version == game.version
    back = await member.slash(channel, "origins vacation", on=False)
    assert "Welcome back" in said(back)
    timer = (await turn_deadlines(env, game.id))[TIMER]
    assert timer.due == now(env) + 2 * HOUR and timer.seconds_left == 2 * HOUR
    assert "is on vacation" not in channel.last_message.content
    await advance(env, 2 * HOUR - 3 * 60)
    assert (await state_of(env, channel))[0].version == game.version
    await advance(env, 5 * 60)
    assert (await state_of(env, channel))[0].version > game.version


async def test_a_vacation_until_a_date_ends_by_itself(env: Any) -> None:
    """`until:2026-01-02` at 03:00 UTC: back at midnight, the timer's 7 h left run from then; the
    table reads when."""
    guild = env.create_guild()
    members = [guild.add_member(env.create_user(n)) for n in ("ann", "bob")]
    channel = await table(env, guild, members, reminder_hours=0, timer_hours=10)
    game, _, member = await pending_member(env, channel, members)
    start = (await turn_deadlines(env, game.id))[TIMER].since
    await advance_to(env, start + 3 * HOUR)
    away = await member.slash(channel, "origins vacation", on=True, until="2026-01-02")
    back_at = int(at("2026-01-02 00:00"))
    assert f"<t:{back_at}:D>" in said(away)
    assert (await turn_deadlines(env, game.id))[TIMER].due == at("2026-01-02 00:00") + 7 * HOUR
    assert f"on vacation until <t:{back_at}:D>" in channel.last_message.content
    status = await members[0].slash(channel, "origins status")
    assert f"on vacation until <t:{back_at}:D>" in status.response.content
    off = await env.bot.services.time_off.of(member.id)
    english = words("en")
    assert describe(off, "ann", at("2026-01-01 23:59"), english) and not describe(
        off, "ann", back_at, english
    )


async def test_vacation_across_several_games_and_servers(env: Any) -> None:
    """Ann plays in two servers and three games: on vacation, every timer of hers waits, also of a
    turn that comes to her while she is away (its prompt names her, pings nobody); back, all run,
    and the turn that began while she was away reminds her at once."""
    ann = env.create_user("ann")
    first, second = env.create_guild(), env.create_guild()
    ann_one, bob = first.add_member(ann), first.add_member(env.create_user("bob"))
    ann_two, cleo = second.add_member(ann), second.add_member(env.create_user("cleo"))
    channels = [
        await table(env, first, [ann_one, bob], reminder_hours=1, timer_hours=1),
        await table(env, second, [cleo, ann_two], reminder_hours=1, timer_hours=1),
        await table(env, first, [bob, ann_one], reminder_hours=1, timer_hours=1),
    ]
    for channel, mine in zip(channels, (ann_one, ann_two, bob), strict=True):
        await until_turn_of(env, channel, mine)
    away = await ann_two.slash(channels[1], "origins vacation", on=True)
    assert "paused in your 3 games in play" in said(away)
    for channel in channels[:2]:
        game = (await state_of(env, channel))[0]
        deadlines = await turn_deadlines(env, game.id)
        assert deadlines[TIMER].due == NEVER and deadlines[REMINDER].due == NEVER
    await until_turn_of(env, channels[2], ann_one)  # Bob plays: the turn comes to Ann, away
    games = [(await state_of(env, c))[0] for c in channels]
    deadlines = await turn_deadlines(env, games[2].id)
    assert deadlines[TIMER].due == NEVER and deadlines[REMINDER].seconds_left == 0
    prompt = posts(env, channels[2], f"{ann.mention}, it is your turn")[-1]
    assert pinged(prompt) == set() and "is on vacation" in prompt["content"]
    await advance(env, 2 * HOUR)  # without the vacation, each timer would have played
    assert [(await state_of(env, c))[0].version for c in channels] == [g.version for g in games]
    assert not any(posts(env, c, "a reminder") for c in channels)
    await ann_one.slash(channels[0], "origins vacation", on=False)
    for game in games:
        assert (await turn_deadlines(env, game.id))[TIMER].due == now(env) + HOUR
    await advance(env, 3 * 60)  # the third game's reminder: she is back, and pinged now
    reminders = posts(env, channels[2], "a reminder")
    assert len(reminders) == 1 and pinged(reminders[0]) == {ann.id}
    assert not posts(env, channels[0], "a reminder")  # the others keep their hour to run


async def test_a_restart_during_vacation_loses_nothing(env: Any, db_path: Any) -> None:
    """Vacation on, the bot restarts twice: the timer still waits, and resumes with what was left."""
    guild = env.create_guild()
    members = [guild.add_member(env.create_user(n)) for n in ("ann", "bob")]
    channel = await table(env, guild, members, reminder_hours=0, timer_hours=2)
    game, _, member = await pending_member(env, channel, members)
    start = (await turn_deadlines(env, game.id))[TIMER].since
    await advance_to(env, start + HOUR)
    await member.slash(channel, "origins vacation", on=True)
    await restart(env, db_path)
    await advance(env, HOUR + 30 * 60)
    await restart(env, db_path)
    await advance(env, 30 * 60)
    assert (await state_of(env, channel))[0].version == game.version
    await member.slash(channel, "origins vacation", on=False)
    assert (await turn_deadlines(env, game.id))[TIMER].due == now(env) + HOUR
    await advance(env, HOUR + 2 * 60)
    assert (await state_of(env, channel))[0].version > game.version


async def test_the_autopilot_never_plays_for_a_member_on_vacation(env: Any) -> None:
    """A member's seat on autopilot waits while they are away, even when the autopilot is asked to play
    it (the scheduler's race); the creator can still kick, and then the autopilot plays."""
    guild = env.create_guild()
    members = [guild.add_member(env.create_user(n)) for n in ("ann", "bob", "cleo")]
    channel = await table(env, guild, members, reminder_hours=0, timer_hours=1)
    game, _, member = await pending_member(env, channel, members)
    other = next(m for m in members if m is not member)
    await until_turn_of(env, channel, other)
    await member.slash(channel, "origins vacation", on=True)
    seat = next(s for s in await env.bot.store.seats(game.id) if s.user_id == member.id)
    await env.bot.store.set_autopilot(game.id, seat.seat, True)  # as after two timeouts in a row
    await until_turn_of(env, channel, member)
    row, _ = await state_of(env, channel)
    assert (await turn_deadlines(env, row.id))[TIMER].due == NEVER
    with pytest.raises(MemberAway):
        await env.bot.services.autopilot.play_due(row, seat.seat)
    await advance(env, 2 * HOUR)
    assert (await state_of(env, channel))[0].version == row.version
    assert (await env.bot.store.events(game.id))[-1].actor_id is not None  # nothing by the autopilot
    if member is members[0]:  # the creator cannot kick themself: they leave instead
        await member.slash(channel, "origins leave")
    else:
        await members[0].slash(channel, "origins kick", member=member)
    await advance(env, 3 * 60)
    assert (await state_of(env, channel))[0].version > row.version


# --- bad input -------------------------------------------------------------------------------------


async def test_bad_input_is_refused_with_one_private_sentence(env: Any) -> None:
    """Unknown zones, equal or out-of-range hours, a missing zone, bad or past dates, `until` with
    off, and off when not away: each refused privately in one sentence, nothing stored."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann = guild.add_member(env.create_user("ann"))
    cases: list[tuple[str, dict[str, Any], str]] = [
        ("origins quiet", {"start": 22, "end": 7, "timezone": "Mars/Olympus"}, "do not know the time zone"),
        ("origins quiet", {"start": 22, "end": 22, "timezone": "UTC"}, "differ"),
        ("origins quiet", {"start": 24, "end": 7, "timezone": "UTC"}, "from 0 to 23"),
        ("origins quiet", {"start": -3, "end": 7, "timezone": "UTC"}, "from 0 to 23"),
        ("origins quiet", {"start": 22, "end": 7}, "time zone too"),
        ("origins quiet", {"start": 22}, "both"),
        ("origins vacation", {"on": True, "until": "next week"}, "not a date"),
        ("origins vacation", {"on": True, "until": "2025-12-31"}, "has passed"),
        ("origins vacation", {"on": True, "until": "2030-01-01"}, "at most 366 days"),
        ("origins vacation", {"on": False, "until": "2026-02-01"}, "goes with"),
        ("origins vacation", {"on": False}, "not on vacation"),
    ]
    for command, options, reason in cases:
        refused = await ann.slash(channel, command, **options)
        text = said(refused)
        assert refused.ephemeral and reason in text, (options, text)
        assert text.count(". ") + text.count(": ") <= 2 and len(text) < 300
    assert await env.bot.store.prefs(ann.id) == {}


# --- failures and races ----------------------------------------------------------------------------


async def test_discord_refusing_the_prompt_edit_loses_nothing(env: Any) -> None:
    """Discord refuses the edit of the prompt when the member goes on vacation: the vacation and
    its paused timer are stored all the same, and the member is told."""
    guild = env.create_guild()
    members = [guild.add_member(env.create_user(n)) for n in ("ann", "bob")]
    channel = await table(env, guild, members, reminder_hours=0, timer_hours=3)
    game, _, member = await pending_member(env, channel, members)
    env.inject_error("PATCH", f"/channels/{channel.id}/messages/*", status=500)
    away = await member.slash(channel, "origins vacation", on=True)
    assert "You are on vacation" in said(away)
    assert (await turn_deadlines(env, game.id))[TIMER].due == NEVER
    assert "is on vacation" not in channel.last_message.content  # the edit was refused
    assert "is on vacation" in (await members[0].slash(channel, "origins status")).response.content


async def test_a_vacation_begun_while_the_turn_passes_to_the_member(env: Any) -> None:
    """Bob's move (which makes it Ann's turn) and Ann's vacation at the same moment, in either
    order: Ann's timer ends up paused, never counting from the old settings."""
    guild = env.create_guild()
    members = [guild.add_member(env.create_user(n)) for n in ("ann", "bob")]
    ann, bob = members
    channel = await table(env, guild, members, reminder_hours=0, timer_hours=3)
    await until_turn_of(env, channel, bob)
    game, state = await state_of(env, channel)
    from rules import GreedyAgent

    seats = {s.seat: s.user_id for s in await env.bot.store.seats(game.id)}
    moves = []
    while seats[(probe := state.copy()).current_player()] == bob.id:  # Bob's whole turn
        action = GreedyAgent(5).choose(probe)
        moves.append(action)
        state.play(action)

    async def bob_plays() -> None:
        for action in moves:
            await env.bot.services.sessions.play(game.id, [action], user_id=bob.id)

    away = env.bot.services.time_off
    await asyncio.gather(bob_plays(), away.change(ann.id, lambda o, t: replace(o, vacation=Vacation(t))))
    row, after = await state_of(env, channel)
    assert seats[after.current_player()] == ann.id
    assert (await turn_deadlines(env, row.id))[TIMER].due == NEVER
