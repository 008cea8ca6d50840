"""`/origins games`: privately, the member's open games in this server, those where it is their
turn first (with what to do and a link to the prompt), then the others, newest first; within
Discord's 2,000 characters, saying how many games were left out."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.features import my_games as mine
from lang import words
from tests.bot.players import open_lobby, pending_member

# Seeded deals: ann's turn in the first game, bob's in the second, on every run.
pytestmark = pytest.mark.usefixtures("seeded_deals")


async def started_in(env: Any, channel: Any, creator: Any, other: Any) -> tuple[Any, Any]:
    """A 2-player game started in a thread of `channel`; (thread, its row)."""
    thread, lobby = await open_lobby(creator, channel, players=2, reminder_hours=0)
    await other.click(lobby, label="Join")
    await creator.click(lobby, label="Start")
    return thread, await env.bot.store.channel_game(thread.id)


async def test_my_games_lists_my_turns_first_then_the_others(env: Any) -> None:
    """ann's games: those waiting for her first, linking to their prompt; then games waiting on
    others and lobbies, newest first; nothing of another server, of an ended game, or of a game
    she left; nobody else sees the answer."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ann_user = env.create_user("ann")
    ann, bob, cleo = (
        guild.add_member(u) for u in (ann_user, env.create_user("bob"), env.create_user("cleo"))
    )
    games = [await started_in(env, channel, ann, bob), await started_in(env, channel, bob, ann)]
    mine_lobby, _ = await open_lobby(ann, channel, players=3)
    joined, lobby = await open_lobby(cleo, channel, players=2)
    await ann.click(lobby, label="Join")
    left_thread, left = await started_in(env, channel, cleo, ann)
    await ann.slash(left_thread, "origins leave")
    cancelled, lobby = await open_lobby(ann, channel, players=2)
    await ann.click(lobby, label="Cancel")
    elsewhere = env.create_guild("elsewhere")
    await open_lobby(elsewhere.add_member(ann_user), elsewhere.create_text_channel("games"), players=2)

    answer = await ann.slash(channel, "origins games")
    assert answer.ephemeral
    text = answer.response.content
    mine_now = [(t, row) for t, row in games if (await pending_member(env, t, [ann, bob]))[2] is ann]
    waiting = [(thread, row) for thread, row in games if (thread, row) not in mine_now]
    assert len(mine_now) == len(waiting) == 1
    lines = text.splitlines()
    assert len(text) <= 2000
    if mine_now:
        count = "one game" if len(mine_now) == 1 else f"{len(mine_now)} games"
        assert lines[0] == f"**Your turn** in {count}:"
    for thread, row in mine_now:
        line = next(x for x in lines if f"**#{row.id}**" in x)
        link = f"https://discord.com/channels/{guild.id}/{thread.id}/{row.turn_message_id}"
        assert thread.mention in line and f"]({link})" in line
        assert lines.index(line) < lines.index(next(x for x in lines if "other open game" in x))
        assert "choose" in line or "put" in line  # what she must do
    for thread, _ in waiting:
        assert "bob must" in next(x for x in lines if thread.mention in x)
    order = [int(m) for m in re.findall(r"\*\*#(\d+)\*\*", text)]
    others = order[len(mine_now) :]
    assert others == sorted(others, reverse=True)  # newest first
    shown = {int(m) for m in order}
    expected = {row.id for _, row in games}
    expected |= {(await env.bot.store.channel_game(t.id)).id for t in (mine_lobby, joined)}
    assert shown == expected  # not the game she left, the cancelled one or the other server's
    assert left.id not in shown
    assert "in the lobby, 1 of 3 seats taken" in next(x for x in lines if mine_lobby.mention in x)
    assert "press **Start**" not in text  # cleo's full lobby is hers to start, not ann's
    assert cancelled.mention not in text
    nothing = await cleo.slash(channel, "origins games")
    assert nothing.ephemeral and ann.mention not in nothing.response.content


async def test_my_games_without_any(env: Any) -> None:
    """A member with no open game is told so, privately, and how to start one."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    eve = guild.add_member(env.create_user("eve"))
    answer = await eve.slash(channel, "origins games")
    assert answer.ephemeral and "You have no open game in this server" in answer.response.content


def test_a_long_list_is_cut_within_discord_limit() -> None:
    """Eighty games cannot all be listed: the message stays within 2,000 characters, keeps whole
    lines (the turns first), and says exactly how many games it left out."""
    turns = [f"**#{n}** Tribe in <#{10**18 + n}>: choose a domino of the next line" for n in range(30)]
    others = [f"**#{n}** Kingdomino in <#{10**18 + n}>: bob must place domino 12" for n in range(100, 150)]
    text = mine.compose(turns, others, words("en"))
    assert len(text) <= 2000
    lines = text.splitlines()
    assert lines[0] == "**Your turn** in 30 games:"
    listed = [line for line in lines if line.startswith("**#")]
    assert listed == turns[: len(listed)] or listed == (turns + others)[: len(listed)]
    left = 80 - len(listed)
    assert lines[-1] == f"…and {left} more games that this message has no room for."
    short = mine.compose(turns[:1], others[:2], words("en"))
    assert short.splitlines() == [
        "**Your turn** in one game:",
        turns[0],
        "**Your 2 other open games:**",
        *others[:2],
    ]
