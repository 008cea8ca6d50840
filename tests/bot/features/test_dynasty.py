"""Dynasty: three games in a row in the channel, the same players, won by the total score; the
next game is stored with the last move, so a restart in between loses nothing."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.turn.announce import Announcer
from tests.bot.players import (
    fast_forward,
    one_decision_left,
    play_until,
    play_whole_game,
    start_game,
    state_of,
)
from tests.bot.restarts import restart

# Seeded deals: the same three games on every run (a rare tie once changed a winner line).
pytestmark = pytest.mark.usefixtures("seeded_deals")


async def series(env: Any, channel_id: int) -> list[Any]:
    """The channel's Dynasty games, first first."""
    games = [g for g in await env.bot.store.history(channel_id, limit=10) if "dynasty" in g.options]
    return sorted(games, key=lambda g: g.options["dynasty"]["game"])


async def test_a_dynasty_of_three_classic_games(env: Any) -> None:
    channel, members = await start_game(env, "discovery", 2, game="classic", dynasty=True, reminder_hours=0)
    lobby = next(m.content for m in channel.history() if "a new game" in m.content)
    assert "Dynasty" in lobby
    await play_whole_game(env, channel, members, seed=5)  # plays on into games 2 and 3
    games = await series(env, channel.id)
    assert [g.options["dynasty"]["game"] for g in games] == [1, 2, 3]
    assert all(g.status == "over" and g.config["game"] == "classic" for g in games)
    assert len({g.config["seed"] for g in games}) == 3  # three different deals
    assert {g.options["dynasty"]["series"] for g in games[1:]} == {games[0].id}
    assert await env.bot.store.channel_game(channel.id) is None  # no fourth game
    for g in games:
        seats = await env.bot.store.seats(g.id)
        assert sorted(s.user_id for s in seats) == sorted(m.id for m in members)
    # Each score sheet says the standing; the last one names the Dynasty's winner by total.
    totals: dict[int, int] = {}
    for g in games:
        for r in await env.bot.store.results(g.id):
            totals[r.user_id] = totals.get(r.user_id, 0) + r.score
    sheets = [m.content for m in channel.history() if m.content.startswith("The game is over")]
    assert len(sheets) == 3
    assert "Dynasty: game 1 of 3 is done" in sheets[0] and "Dynasty: game 2 of 3 is done" in sheets[1]
    # Each game rated on its own (two people, none gone): its rating line says so.
    for sheet in sheets:
        (rated,) = [line for line in sheet.splitlines() if line.startswith("Ratings (")]
        assert rated.startswith("Ratings (Kingdomino, this game on its own; the Dynasty is won on the total")
    best = max(totals.values())
    winners = [m for m in members if totals[m.id] == best]
    (over,) = [
        line for line in sheets[2].splitlines() if line.startswith("The Dynasty is over after 3 games")
    ]
    # the Dynasty's winners, not the last game's ("X won, with" or "X and Y tie for first place, with")
    named = re.split(r" won, | tie for first place, ", over.split(": ", 1)[1])[0]
    assert f"with {best} points in all" in over
    assert sorted(re.split(r", | and ", named)) == sorted(m.name for m in winners)


async def test_the_next_game_survives_a_crash_before_its_prompt(
    env: Any, db_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bot dies between the last move and the next game's first prompt: the next game is
    stored already, and the restarted bot posts its prompt at once."""
    channel, members = await start_game(env, "discovery", 2, game="classic", dynasty=True, reminder_hours=0)
    await fast_forward(env, channel, one_decision_left)

    async def crashed(self: Announcer, row: Any) -> bool:
        return False  # as if the process had died right after the score sheet

    monkeypatch.setattr(Announcer, "start_next", crashed)
    await play_until(env, channel, members, stop=lambda state: state.round == 0)  # game 2 is dealt
    following, state = await state_of(env, channel)
    assert following is not None and following.options["dynasty"]["game"] == 2
    assert not state.is_over and state.round == 0
    prompts = [m for m in channel.history() if "your turn" in m.content]
    before = len(prompts)
    monkeypatch.undo()
    await restart(env, db_path)
    await env.settle()
    prompts = [m for m in channel.history() if "your turn" in m.content]
    assert len(prompts) == before + 1
    seats = await env.bot.store.seats(following.id)
    pending = next(s for s in seats if s.seat == state.current_player())
    assert f"<@{pending.user_id}>" in prompts[-1].content


async def test_a_single_game_has_no_successor(env: Any) -> None:
    channel, members = await start_game(env, "discovery", 2, game="classic", reminder_hours=0)
    await play_whole_game(env, channel, members, seed=2)
    assert await env.bot.store.channel_game(channel.id) is None
    sheet = channel.last_message.content
    assert sheet.startswith("The game is over") and "Dynasty" not in sheet
