"""Hostile names and typed text: shown as typed, never as markdown or a mention, and no message of
the bot can ping anyone but the players it means; refusals stay short whatever was typed."""

from __future__ import annotations

from typing import Any

from tests.bot.players import open_lobby, pending_member, pick_button, state_of
from tests.bot.turn.test_deadlines import texts

HOSTILE = ("@everyone", "<@&424242424242424242> **loud**", "@here_`x`")


def payloads(env: Any) -> list[dict[str, Any]]:
    """Every message the bot sent or edited: channel messages, interaction answers, follow-ups."""
    out = []
    for entry in env.http_requests:
        body = entry.json
        if not isinstance(body, dict) or entry.method not in ("POST", "PATCH"):
            continue
        if "/callback" in entry.path:
            body = body.get("data") or {}
        if "content" in body or "allowed_mentions" in body:
            out.append(body)
    return out


async def test_hostile_names_never_ping_and_read_as_typed(env: Any) -> None:
    """Members named "@everyone" and the like play: no message pings a role or everyone, every
    message's mentions are limited to the players it means, and the names are shown escaped."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    members = [guild.add_member(env.create_user(name)) for name in HOSTILE]
    channel, lobby = await open_lobby(members[0], channel, players=3, reminder_hours=0)
    for m in members[1:]:
        await m.click(lobby, label="Join")
    await members[0].click(lobby, label="Start")
    game, state, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    await member.click(panel, label=pick_button(panel, state))
    await members[0].slash(channel, "origins status")
    other = next(m for m in members if m is not members[0])
    await members[0].slash(channel, "origins kick", member=other)
    ids = {m.id for m in members}
    sent = payloads(env)
    assert len(sent) > 8
    for body in sent:
        allowed = body.get("allowed_mentions")
        assert allowed is not None, body
        assert allowed.get("parse", []) == [], body  # never @everyone, @here or roles by parsing
        assert not allowed.get("roles"), body
        assert set(map(int, allowed.get("users", []))) <= ids, body
    said = "\n".join(await texts(env, channel, limit=50))
    assert "@everyone" not in said
    assert "@here" not in said
    assert "<@&424242424242424242>" not in said
    assert "\\*\\*loud\\*\\*" in said  # markdown shown as typed
    after, _ = await state_of(env, channel)
    assert after.version == game.version + 1


async def test_a_five_thousand_character_move_gets_a_short_refusal(env: Any) -> None:
    """`/origins act` with 5,000 characters: a short private refusal, nothing changes."""
    from tests.bot.players import start_game

    channel, members = await start_game(env, "discovery", 2, reminder_hours=0)
    game, _, member = await pending_member(env, channel, members)
    for move in ("recruit " + "x" * 4992, "place @everyone " + "Z" * 4984, "pick " + "9" * 4995):
        refused = await member.slash(channel, "origins act", move=move)
        assert refused.ephemeral
        assert len(refused.response.content) < 200
        assert "@everyone" not in refused.response.content
    nearly = await member.slash(channel, "origins act", move="place <@&424242424242424242> " + "Q" * 80)
    assert (
        nearly.ephemeral
        and len(nearly.response.content) <= 400
        and "<@&424242424242424242>" not in nearly.response.content
    )
    assert (await state_of(env, channel))[0].version == game.version
