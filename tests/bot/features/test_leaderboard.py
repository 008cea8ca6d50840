"""Ratings in the bot under SimCord: the score sheet's rating line, `/origins leaderboard`, games
that do not count, and restarts (in the middle of a game, or between the last move and the score
sheet) that change nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.app import OriginsBot
from bot.features.ratings import NEWCOMER, Skill, recount
from bot.settings import Settings
from rules import GreedyAgent
from tests.bot import restarts
from tests.bot.players import (
    AGENT_SEED,
    fast_forward,
    one_decision_left,
    open_lobby,
    pending_member,
    play_decision,
    play_whole_game,
    state_of,
)
from tests.bot.store.rated import file_tables
from tests.bot.turn.test_ai import lobby_with_ais
from tests.bot.turn.test_recovery import crash_next_move


@pytest.fixture
def simcord_bot(db_path: Path) -> OriginsBot:
    # AIs think 50 ms a decision: a game of AIs plays to its end within one settle.
    return OriginsBot(Settings(token="simcord", database=db_path, render_workers=0, ai_seconds=0.05))


async def new_game(env: Any, guild: Any, members: list[Any], name: str = "origins", **options: Any) -> Any:
    """A game of these members in a new channel of `guild`, started through the lobby: its thread."""
    channel = guild.create_text_channel(name)
    options = {"mode": "discovery", **options}
    thread, lobby = await open_lobby(members[0], channel, players=len(members), **options)
    for member in members[1:]:
        await member.click(lobby, label="Join")
    await members[0].click(lobby, label="Start")
    return thread


async def score_sheet(env: Any, channel: Any) -> str:
    """The text of the channel's score sheet (the message that says the game is over)."""
    said = [m async for m in env.bot.get_channel(channel.id).history(limit=None)]
    sheets = [m.content for m in said if m.content.startswith("The game is over")]
    assert len(sheets) == 1, [m.content for m in said]
    return str(sheets[0])


async def expected_line(
    env: Any, game_id: int, names: dict[int, str], title: str = "Kingdomino Origins"
) -> str:
    """The rating line the sheet should have, from the stored changes."""
    parts = []
    for change in await env.bot.store.rating_changes(game_id):
        before = Skill(change.mu_before, change.sigma_before).shown
        after = Skill(change.mu, change.sigma).shown
        sign = "+" if after > before else "−" if after < before else "±"
        parts.append(f"{names[change.user_id]} {before:,} → {after:,} ({sign}{abs(after - before)})")
    return f"Ratings ({title}): " + " · ".join(parts)


async def finish_last_decision(env: Any, channel: Any, members: list[Any]) -> Any:
    """Greedy moves to the last decision, which its member plays through the panel; the game row."""
    state = await fast_forward(env, channel, one_decision_left)
    game, _, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    await play_decision(member, panel, state, GreedyAgent(AGENT_SEED))
    return game


async def test_two_members_play_to_the_end_and_the_sheet_shows_their_rating_change(env: Any) -> None:
    """A whole game of two members through the buttons: the score sheet says each one's rating
    before and after ("ann 1,500 → 1,5xx (+nn)"), the winner up, the loser down; the leaderboard
    lists both, best first."""
    guild = env.create_guild()
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    channel = await new_game(env, guild, [ann, bob])
    game, _ = await state_of(env, channel)
    await play_whole_game(env, channel, [ann, bob])
    sheet = await score_sheet(env, channel)
    line = await expected_line(env, game.id, {ann.id: "ann", bob.id: "bob"})
    assert sheet.splitlines()[-1] == line
    results = {r.user_id: r.place for r in await env.bot.store.results(game.id)}
    changes = {c.user_id: c for c in await env.bot.store.rating_changes(game.id)}
    assert set(changes) == {ann.id, bob.id}
    assert all(c.mu_before == NEWCOMER.mu for c in changes.values())
    if results[ann.id] != results[bob.id]:
        winner, loser = sorted((ann.id, bob.id), key=lambda u: results[u])
        assert changes[winner].mu > NEWCOMER.mu > changes[loser].mu
    board = await ann.slash(channel, "origins leaderboard")
    assert board.ephemeral
    text = board.response.content
    assert text.startswith("**Kingdomino Origins: ratings in this server** (2 rated players)")
    order = sorted(changes.values(), key=lambda c: -Skill(c.mu, c.sigma).ordinal)
    first, second = (text.index(f"<@{c.user_id}>") for c in order)
    assert first < second
    assert "1 game (provisional)" in text and "You:" not in text  # ann is in the top
    newcomer = guild.add_member(env.create_user("eve"))
    theirs = (await newcomer.slash(channel, "origins leaderboard", game="origins")).response.content
    assert "You have no Kingdomino Origins rating in this server yet." in theirs
    classic = (await ann.slash(channel, "origins leaderboard", game="classic")).response.content
    assert classic.startswith("Nobody has a Kingdomino rating in this server yet")


async def test_ratings_carry_from_game_to_game_and_the_board_follows(env: Any) -> None:
    """A second game starts from the ratings the first left; the board's default game is the one
    rated last; a member outside the top sees their own rank."""
    guild = env.create_guild()
    ann, bob, cleo = (guild.add_member(env.create_user(n)) for n in ("ann", "bob", "cleo"))
    first = await new_game(env, guild, [ann, bob], "one")
    one = await finish_last_decision(env, first, [ann, bob])
    second = await new_game(env, guild, [ann, cleo], "two", game="classic")
    two = await finish_last_decision(env, second, [ann, cleo])
    after_one = {c.user_id: c for c in await env.bot.store.rating_changes(one.id)}
    ann_two = next(c for c in await env.bot.store.rating_changes(two.id) if c.user_id == ann.id)
    assert ann_two.mu_before == NEWCOMER.mu  # another game: Kingdomino has its own ratings
    assert after_one[ann.id].mu != NEWCOMER.mu
    third = await new_game(env, guild, [bob, ann], "three")
    three = await finish_last_decision(env, third, [bob, ann])
    ann_three = next(c for c in await env.bot.store.rating_changes(three.id) if c.user_id == ann.id)
    assert (ann_three.mu_before, ann_three.sigma_before) == (after_one[ann.id].mu, after_one[ann.id].sigma)
    board = (await cleo.slash(second, "origins leaderboard")).response.content
    assert board.startswith("**Kingdomino Origins:")  # the game rated last in this server
    assert "You have no Kingdomino Origins rating" in board
    assert "2 games (provisional)" in board


async def test_a_game_of_ais_is_not_rated(env: Any, db_path: Path) -> None:
    """AI players only: the sheet says in one line that a rated game needs two people."""
    channel, _ = await lobby_with_ais(env, "discovery", ["easy", "easy"], creator_plays=False)
    sheet = await score_sheet(env, channel)
    assert sheet.splitlines()[-1].startswith("Not rated: a rated game needs two people or more")
    assert file_tables(db_path) == ([], [])


async def test_a_game_with_a_removed_player_is_not_rated(env: Any, db_path: Path) -> None:
    """Bob is kicked; the autopilot plays his seat to the end: not rated, and the sheet says why."""
    guild = env.create_guild()
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    channel = await new_game(env, guild, [ann, bob])
    kicked = await ann.slash(channel, "origins kick", member=bob)
    assert "removed" in kicked.response.content
    game, state = await state_of(env, channel)
    agent = GreedyAgent(AGENT_SEED)
    sessions = env.bot.services.sessions
    while not state.is_over:  # ann plays hers; the autopilot plays bob's, as the timer would
        seat = state.current_player()
        user = ann.id if seat == 0 else None
        played = await sessions.play(
            game.id, [agent.choose(state)], user_id=user, seat=None if user else seat
        )
        state = played.state
    await env.bot.services.loop.after_move(played, None, edit=False)
    sheet = await score_sheet(env, channel)
    assert sheet.splitlines()[-1] == "Not rated: bob left the game before the end."
    assert file_tables(db_path) == ([], [])


async def test_a_restart_in_the_middle_changes_nothing(env: Any, db_path: Path) -> None:
    """The bot restarts halfway through; the game ends once, rated once, as the stored results say."""
    guild = env.create_guild()
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    channel = await new_game(env, guild, [ann, bob])
    game, _ = await state_of(env, channel)
    await fast_forward(env, channel, lambda s: s.round >= 4)
    await restarts.restart(env, db_path)
    await env.settle()
    await finish_last_decision(env, channel, [ann, bob])
    sheet = await score_sheet(env, channel)
    assert sheet.splitlines()[-1] == await expected_line(env, game.id, {ann.id: "ann", bob.id: "bob"})
    rows, changes = file_tables(db_path)
    assert [row[5] for row in rows] == [1, 1]  # one game each
    await env.bot.store.recompute_ratings(recount)
    assert file_tables(db_path) == (rows, changes)


async def test_a_crash_before_the_score_sheet_rates_once_and_tells_the_same(
    env: Any, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last move is stored (and rated) but the bot dies before the score sheet: after the
    restart the sheet says the same change, and nobody is rated twice."""
    guild = env.create_guild()
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    channel = await new_game(env, guild, [ann, bob])
    game, _ = await state_of(env, channel)
    state = await fast_forward(env, channel, one_decision_left)
    _, _, member = await pending_member(env, channel, [ann, bob])
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    crash_next_move(monkeypatch)
    await play_decision(member, panel, state, GreedyAgent(AGENT_SEED))
    monkeypatch.undo()
    stored = file_tables(db_path)
    assert [row[5] for row in stored[0]] == [1, 1]
    await restarts.restart(env, db_path)
    await env.settle()
    sheet = await score_sheet(env, channel)
    assert sheet.splitlines()[-1] == await expected_line(env, game.id, {ann.id: "ann", bob.id: "bob"})
    assert file_tables(db_path) == stored
