"""Discord's budget: the REST requests each move makes outside its interaction's answers (the
ones Discord counts against a bot's ~50 a second), counted as SimCord receives them.

A member's move that passes the turn posts the next prompt and retires the old one; one that keeps
the turn refreshes the prompt's card; an AI's move shows Discord's typing, turns its thinking line
into what it played and posts the next prompt. A thinking line never carries a button: it is never
edited a second time to take its buttons away (bench/requests.py prints the counts per move)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app import OriginsBot
from bot.settings import Settings
from rules import GreedyAgent, Pick, Place
from tests.bot.players import AGENT_SEED, after, fast_forward, pending_member, play_decision, start_game
from tests.bot.turn.test_ai import lobby_with_ais, play_against_ais

pytestmark = pytest.mark.usefixtures("seeded_deals")


@pytest.fixture
def simcord_bot(db_path: Any) -> OriginsBot:
    return OriginsBot(Settings(token="simcord", database=db_path, render_workers=0, ai_seconds=0.05))


def counted(env: Any, since: int) -> list[tuple[str, str]]:
    """The requests since the `since`-th that answer no interaction: (method, path)."""
    return [
        (r.method, r.path)
        for r in env.http_requests[since:]
        if r.path.strip("/").split("/")[0] not in ("interactions", "webhooks")
    ]


def messages_path(channel: Any) -> str:
    return f"/channels/{channel.id}/messages"


async def test_a_pick_that_passes_the_turn_posts_the_next_prompt_and_retires_the_old_one(env: Any) -> None:
    channel, members = await start_game(env, "discovery", 2)
    _, state, member = await pending_member(env, channel, members)
    old = channel.last_message
    panel = (await member.click(old, label="Play your turn")).response
    since = len(env.http_requests)
    assert isinstance(GreedyAgent(AGENT_SEED).choose(state), Pick)
    await play_decision(member, panel, state, GreedyAgent(AGENT_SEED))
    assert counted(env, since) == [
        ("POST", messages_path(channel)),
        ("PATCH", f"{messages_path(channel)}/{old.id}"),
    ]


async def test_a_placement_that_keeps_the_turn_refreshes_the_prompt_only(env: Any) -> None:
    channel, members = await start_game(env, "discovery", 2)

    def placement_that_keeps(state: Any) -> bool:
        move = GreedyAgent(AGENT_SEED).choose(state.copy())
        return isinstance(move, Place) and after(state).current_player() == state.current_player()

    state = await fast_forward(env, channel, placement_that_keeps)
    _, state, member = await pending_member(env, channel, members)
    prompt = channel.last_message
    panel = (await member.click(prompt, label="Play your turn")).response
    since = len(env.http_requests)
    await play_decision(member, panel, state, GreedyAgent(AGENT_SEED))
    assert counted(env, since) == [("PATCH", f"{messages_path(channel)}/{prompt.id}")]


async def test_each_ai_move_costs_three_requests_and_its_thinking_line_is_edited_once(env: Any) -> None:
    """A whole game, one member against three Easy AIs, to the score sheet."""
    channel, ann = await lobby_with_ais(env, "discovery", ["easy", "easy", "easy"])
    await play_against_ais(env, channel, ann)
    requests = counted(env, 0)  # the first AIs played as the game started
    played = [m for m in channel.history() if m.content.startswith("🤖") and " played " in m.content]
    assert played, "the AIs played"
    for line in played:  # posted as a thinking line, then edited once into what the AI played
        assert requests.count(("PATCH", f"{messages_path(channel)}/{line.id}")) == 1, line.content
    typing = requests.count(("POST", f"/channels/{channel.id}/typing"))
    assert typing == len(played)  # one AI turn, one typing indicator


async def test_an_ai_making_the_last_move_leaves_its_thinking_line_alone_at_the_score_sheet(env: Any) -> None:
    """Four AIs to the end: the last prompt is a thinking line, edited once into the last move;
    the store knows it as retired all the same (start-up has nothing to retire)."""
    channel, _ = await lobby_with_ais(env, "discovery", ["easy"] * 4, creator_plays=False)
    requests = counted(env, 0)
    played = [m for m in channel.history() if m.content.startswith("🤖") and " played " in m.content]
    assert channel.last_message.content.startswith("The game is over")
    for line in played:
        assert requests.count(("PATCH", f"{messages_path(channel)}/{line.id}")) == 1, line.content
    assert await env.bot.store.ended_with_prompts() == []


async def test_a_turns_dm_costs_its_message_only_once_the_dm_is_open(env: Any) -> None:
    """A member who asked for a DM on their turn: the prompt, the old one retired, the DM; the DM
    channel is opened once per member, the user never fetched."""
    channel, members = await start_game(env, "discovery", 2)
    for m in members:
        await m.slash(channel, "origins notify", on=True)
    dms: list[list[tuple[str, str]]] = []
    for _ in range(16):
        _, state, member = await pending_member(env, channel, members)
        panel = (await member.click(channel.last_message, label="Play your turn")).response
        since = len(env.http_requests)
        await play_decision(member, panel, state, GreedyAgent(AGENT_SEED))
        requests = counted(env, since)
        if any(path.endswith("/messages") and path != messages_path(channel) for _, path in requests):
            dms.append(requests)
    assert len(dms) >= 3
    assert not any(method == "GET" for requests in dms for method, _ in requests)
    opened = [r for requests in dms for r in requests if r == ("POST", "/users/@me/channels")]
    assert len(opened) <= len(members) < len(dms)  # the later DMs go to a DM channel open already
    for requests in dms:
        assert len(requests) == 3 + requests.count(("POST", "/users/@me/channels")), requests
