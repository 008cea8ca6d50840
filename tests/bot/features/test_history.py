"""The information commands: history, stats; and where the commands may be used (rules: test_edges)."""

from __future__ import annotations

from typing import Any

from tests.bot.players import play_whole_game, start_game


async def test_history_and_stats_after_a_game(env: Any) -> None:
    """A finished game shows in the channel's history with its winner, and in each player's stats."""
    channel, members = await start_game(env, "discovery", 2)
    await play_whole_game(env, channel, members)
    history = await members[0].slash(channel, "origins history")
    assert history.ephemeral and "won by" in history.response.content
    finished = (await env.bot.store.history(channel.id))[0]
    results = {r.user_id: r for r in await env.bot.store.results(finished.id)}
    for member in members:
        stats = await member.slash(channel, "origins stats")
        text = stats.response.content
        wins = 1 if results[member.id].place == 1 else 0
        won = "1 win" if wins == 1 else "0 wins"
        assert f"1 game, {won}, {results[member.id].score:.1f} points" in text
    newcomer = channel.guild.add_member(env.create_user("eve"))
    none = await newcomer.slash(channel, "origins stats")
    assert "not finished a game" in none.response.content


async def test_commands_are_for_server_channels_only(env: Any) -> None:
    """The /origins group is registered as guild-only, so Discord never offers it in DMs."""
    group = next(c for c in env.bot.tree.get_commands() if c.name == "origins")
    assert group.guild_only
