"""A player who leaves or is removed is gone for good: no click, command or old button of theirs
acts any more, and the autopilot plays their seat to the end."""

from __future__ import annotations

from typing import Any

from tests.bot.players import pending_member, pick_button, start_game, state_of
from tests.bot.turn.test_deadlines import HOUR, advance, texts


async def test_a_kicked_player_can_no_longer_act(env: Any) -> None:
    """Removed while it is their turn: their open panel, the prompt's Play button, `/origins act`
    and autocomplete all refuse them; nothing is stored; the autopilot plays the turn."""
    channel, members = await start_game(env, "discovery", 3, reminder_hours=0)
    game, state, member = await pending_member(env, channel, members)
    prompt = channel.last_message
    panel = (await member.click(prompt, label="Play your turn")).response
    creator = members[0] if member is not members[0] else members[1]
    if member is members[0]:  # the creator cannot kick themself: another member leaves instead
        left = await member.slash(channel, "origins leave")
        assert "left the game" in left.response.content
    else:
        kicked = await creator.slash(channel, "origins kick", member=member)
        assert "removed" in kicked.response.content
    pick = state.legal_actions()[0]
    refused = await member.click(panel, label=pick_button(panel, state))
    said = [refused.response.content, *(m.content for m in refused.followups)]
    assert any("no longer playing" in text for text in said), said
    again = await member.click(prompt, label="Play your turn")
    assert again.ephemeral and "no longer playing" in again.response.content
    typed = await member.slash(channel, "origins act", move=str(pick))
    assert typed.ephemeral and "no longer playing" in typed.response.content
    choices = await member.autocomplete(channel, "origins pick", "domino", "")
    assert choices == []
    after, _ = await state_of(env, channel)
    assert after.version == game.version  # nothing of theirs was stored
    await advance(env, 2 * 60)  # the autopilot plays the removed seat at the next poll
    played, new_state = await state_of(env, channel)
    assert played.version > game.version and new_state.current_player() != state.current_player()
    assert (await env.bot.store.events(game.id))[-1].actor_id is None


async def test_an_old_im_back_button_does_nothing_for_a_kicked_player(env: Any) -> None:
    """A player on autopilot after two timeouts is then removed: their "I'm back" button refuses,
    and the seat stays the autopilot's."""
    channel, members = await start_game(env, "discovery", 2, reminder_hours=0, timer_hours=1)
    game, _, _ = await pending_member(env, channel, members)
    for _ in range(4):
        await advance(env, HOUR + 2 * 60)
    messages = [m async for m in env.bot.get_channel(channel.id).history(limit=40)]
    notice = next(
        m for m in messages if m.components and "I'm back" in str(m.components[0].children[0].label)
    )
    seat = int(notice.components[0].children[0].custom_id.rsplit(":", 1)[1])
    seats = await env.bot.store.seats(game.id)
    owner = next(m for m in members if m.id == seats[seat].user_id)
    creator = members[0]
    if owner is creator:
        await owner.slash(channel, "origins leave")
    else:
        await creator.slash(channel, "origins kick", member=owner)
    refused = await owner.click(notice, label="I'm back")
    assert refused.ephemeral and "no longer playing" in refused.response.content
    seat_now = (await env.bot.store.seats(game.id))[seat]
    assert seat_now.removed and seat_now.autopilot
    assert any("autopilot plays their seat" in text for text in await texts(env, channel, limit=40))
