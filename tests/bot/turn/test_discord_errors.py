"""Discord refusing the bot after a move is stored: the move stays, nobody is told otherwise, and
the game never stalls: the scheduler posts what the channel is owed, and no turn loses its timer."""

from __future__ import annotations

from typing import Any

from bot.store import ANNOUNCE, TIMER
from bot.turn.session import POST_GRACE
from bot.workers.thinking import Thinker
from rules import GreedyAgent
from tests.bot.players import open_lobby, pending_member, pick_button, play_first_pick, start_game, state_of
from tests.bot.turn.test_deadlines import HOUR, advance, texts

POSTS = "/channels/*/messages"


def heal(env: Any) -> None:
    """Discord works again: every injected fault is gone."""
    env.backend.faults.clear()


async def prompts_for(env: Any, channel: Any, member: Any) -> int:
    """How many turn prompts in the channel mention `member`."""
    return sum(
        1
        for text in await texts(env, channel, limit=50)
        if text.startswith(f"{member.mention}, it is your turn")
    )


async def test_a_refused_prompt_keeps_the_move_and_is_posted_later(env: Any) -> None:
    """Discord refuses the next turn's prompt (403 after a permission change): the move is stored,
    the mover hears it was, never "nothing was changed", and the scheduler posts the prompt later."""
    channel, members = await start_game(env, "discovery", 3, reminder_hours=0)
    game, state, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    env.inject_error("POST", POSTS, status=403, code=50013, message="Missing Permissions", times=None)
    result = await member.click(panel, label=pick_button(panel, state))
    after, new_state = await state_of(env, channel)
    assert after.version == game.version + 1  # stored
    replies = [result.response.content, *(m.content for m in result.followups)]
    assert any("Your move is stored" in text for text in replies), replies
    assert not any("nothing was changed" in text for text in replies)
    owed = [d for d in await env.bot.store.deadlines(game.id) if d.kind == ANNOUNCE]
    assert [d.version for d in owed] == [after.version]
    _, _, next_member = await pending_member(env, channel, members)
    assert await prompts_for(env, channel, next_member) == 0
    heal(env)
    await advance(env, POST_GRACE + 2 * 60)
    assert await prompts_for(env, channel, next_member) == 1
    assert not [d for d in await env.bot.store.deadlines(game.id) if d.kind == ANNOUNCE]
    assert (await state_of(env, channel))[0].version == after.version  # posting plays nothing
    assert new_state.current_player() != state.current_player()


async def test_a_server_error_on_the_mover_reply_still_announces_the_turn(env: Any) -> None:
    """Discord fails the mover's own panel update (a 503): the channel still gets the next prompt."""
    channel, members = await start_game(env, "discovery", 3, reminder_hours=0)
    game, state, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    env.inject_error("PATCH", "/webhooks/*/messages/@original", status=503, times=None)
    await member.click(panel, label=pick_button(panel, state))
    heal(env)
    after, _ = await state_of(env, channel)
    assert after.version == game.version + 1
    _, _, next_member = await pending_member(env, channel, members)
    assert await prompts_for(env, channel, next_member) == 1
    assert not [d for d in await env.bot.store.deadlines(game.id) if d.kind == ANNOUNCE]


async def test_posting_fails_after_an_autopilot_move_and_the_next_timer_survives(env: Any) -> None:
    """The autopilot plays a timed-out turn but Discord refuses every message: the next turn's timer
    is kept (the scheduler must not drop it), so that turn times out and is played too."""
    channel, members = await start_game(env, "discovery", 3, reminder_hours=0, timer_hours=1)
    game, _, _ = await pending_member(env, channel, members)
    env.inject_error("POST", POSTS, status=403, code=50013, message="Missing Permissions", times=None)
    await advance(env, HOUR + 2 * 60)
    first, _ = await state_of(env, channel)
    assert first.version > game.version  # the autopilot played, though nothing could be posted
    timers = [d for d in await env.bot.store.deadlines(game.id) if d.kind == TIMER]
    assert [d.version for d in timers] == [first.version]
    await advance(env, HOUR + 2 * 60)
    second, _ = await state_of(env, channel)
    assert second.version > first.version  # the next turn timed out as well: no stall
    heal(env)
    await advance(env, POST_GRACE + 2 * 60)
    _, _, pending = await pending_member(env, channel, members)
    assert await prompts_for(env, channel, pending) >= 1


async def test_a_member_who_moves_while_the_autopilot_thinks_keeps_their_timer(env: Any) -> None:
    """The autopilot starts thinking for a timed-out turn; meanwhile its player moves. The autopilot's
    move is refused, and the next turn's timer (set by the member's move) is not deleted."""
    channel, members = await start_game(env, "discovery", 3, reminder_hours=0, timer_hours=1)
    game, state, member = await pending_member(env, channel, members)
    real_turn = Thinker.turn
    moved: list[int] = []

    async def member_moves_meanwhile(self: Thinker, *args: Any, **kwargs: Any) -> Any:
        actions = await real_turn(self, *args, **kwargs)
        if not moved:  # the member's own click lands while the worker thinks
            played = await env.bot.services.sessions.play(
                game.id, [GreedyAgent(0).choose(state)], user_id=member.id
            )
            moved.append(played.row.version)
        return actions

    Thinker.turn = member_moves_meanwhile  # type: ignore[method-assign]
    try:
        await advance(env, HOUR + 2 * 60)
    finally:
        Thinker.turn = real_turn  # type: ignore[method-assign]
    after, _ = await state_of(env, channel)
    assert moved == [game.version + 1] and after.version == moved[0]
    events = await env.bot.store.events(game.id)
    assert events[-1].actor_id == member.id  # the member's move stands, the autopilot's was refused
    timers = [d for d in await env.bot.store.deadlines(game.id) if d.kind == TIMER]
    assert [d.version for d in timers] == [after.version]


async def test_a_refused_first_prompt_after_start_is_posted_later(env: Any) -> None:
    """Start is pressed but Discord refuses the first prompt: the game waits for nobody, since the
    prompt's deadline was stored with the start and the scheduler posts it."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    channel, lobby = await open_lobby(ann, channel, players=2)
    await bob.click(lobby, label="Join")
    env.inject_error("POST", POSTS, status=503, times=None)
    await ann.click(lobby, label="Start")
    heal(env)
    game, _ = await state_of(env, channel)
    assert game.status == "active"
    _, _, first = await pending_member(env, channel, [ann, bob])
    assert await prompts_for(env, channel, first) == 0
    await advance(env, POST_GRACE + 2 * 60)
    assert await prompts_for(env, channel, first) == 1
    await play_first_pick(first, channel, (await state_of(env, channel))[1])
    assert (await state_of(env, channel))[0].version == 1
