"""AI players in the bot: added in the lobby, thinking in a worker process, playing whole games."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.app import OriginsBot
from bot.services import counting
from bot.settings import Settings
from bot.store.rows import ACTIVE, GameRow, SeatRow
from bot.turn.autopilot import hard_seats
from bot.workers.thinking import Thinker
from rules import GreedyAgent
from tests.bot.players import open_lobby, play_decision, select_with, state_of
from tests.bot.restarts import restart

# The Hard AI thinks 50 ms a decision here (1 s in production): a whole game stays quick.
FAST = Settings(token="simcord", ai_seconds=0.05)

# Consecutive AI turns run inside one settle of SimCord; the first starts the worker process.


@pytest.fixture
def simcord_bot(db_path: Any) -> OriginsBot:
    # Threads draw (as the `simcord_bot` fixture): these tests are about the thinking workers, and two
    # drawing workers spawned per test would only slow them.
    return OriginsBot(
        Settings(token="simcord", database=db_path, ai_seconds=FAST.ai_seconds, render_workers=0)
    )


async def lobby_with_ais(
    env: Any, mode: str, levels: list[str], *, creator_plays: bool = True, **options: Any
) -> tuple[Any, Any]:
    """A channel whose lobby the creator fills with AIs through the lobby's select, then starts."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann = guild.add_member(env.create_user("ann"))
    players = len(levels) + (1 if creator_plays else 0)
    channel, lobby = await open_lobby(ann, channel, mode=mode, players=players, **options)
    if not creator_plays:
        lobby = (await ann.click(lobby, label="Leave")).response
    for level in levels:
        lobby = (await ann.select(lobby, [level], custom_id=select_with(lobby, level))).response
    await ann.click(lobby, label="Start")
    return channel, ann


async def play_against_ais(env: Any, channel: Any, human: Any) -> int:
    """The human plays every turn through the prompt and panel; the AIs play theirs meanwhile."""
    agent = GreedyAgent(1)
    turns = 0
    game, state = await state_of(env, channel)
    while game is not None and game.status == "active":
        seats = {s.seat: s for s in await env.bot.store.seats(game.id)}
        assert seats[state.current_player()].user_id == human.id  # every AI turn is already played
        panel = (await human.click(channel.last_message, label="Play your turn")).response
        seat = state.current_player()
        while True:
            panel = await play_decision(human, panel, state, agent)
            game, state = await state_of(env, channel)
            if game is None or state.is_over or state.current_player() != seat or not panel.components:
                break  # the AIs may have played round to this member again: their panel says "Done"
        turns += 1
    return turns


async def texts(env: Any, channel: Any) -> list[str]:
    return [m.content async for m in env.bot.get_channel(channel.id).history(limit=None)]


@pytest.mark.hard_ai
@pytest.mark.parametrize("mode", ["discovery", "totem", "tribe"])
async def test_one_human_against_three_ais(env: Any, mode: str) -> None:
    """One member against Easy, Normal and Hard AIs plays a whole game to the score sheet."""
    channel, ann = await lobby_with_ais(env, mode, ["easy", "normal", "hard"])
    await play_against_ais(env, channel, ann)
    finished = (await env.bot.store.history(channel.id))[0]
    assert finished.status == "over"
    by_actor: dict[int | None, list[str]] = {}
    for event in await env.bot.store.events(finished.id):
        by_actor.setdefault(event.actor_id, []).append(event.action.split()[0])
    assert sum(verb in ("place", "discard") for verb in by_actor[ann.id]) == 12  # 48 dominoes, 4 players
    assert sum(verb in ("place", "discard") for verb in by_actor[None]) == 36
    seats = await env.bot.store.seats(finished.id)
    assert sorted(s.name for s in seats) == ["AI Easy", "AI Hard", "AI Normal", "ann"]
    results = await env.bot.store.results(finished.id)
    assert sorted(r.user_id is None for r in results) == [False, True, True, True]
    sheet = channel.last_message.attachments[0]
    assert sheet.filename == "final.png" and "AI Hard" in sheet.description  # the AIs show as such
    said = await texts(env, channel)
    assert any(text.startswith("🤖 **AI Hard** played") for text in said)
    assert not any("is thinking" in text for text in said)  # every thinking line became its move


@pytest.mark.hard_ai
@pytest.mark.parametrize(("levels", "hard"), [(["hard", "hard", "hard"], 3), (["easy", "hard", "normal"], 1)])
async def test_hard_seats_share_a_rounds_thinking(
    env: Any, monkeypatch: pytest.MonkeyPatch, levels: list[str], hard: int
) -> None:
    """Each AI turn is thought with the game's count of Hard seats, which share a round's
    thinking (rules.ai.turn): a member's wait for them stays bounded however many there are."""
    asked: list[tuple[str, int]] = []
    real_turn = Thinker.turn

    async def turn(self: Thinker, state: Any, seat: int, level: str, seed: int, hard_seats: int = 1) -> Any:
        asked.append((level, hard_seats))
        return await real_turn(self, state, seat, level, seed, hard_seats)

    monkeypatch.setattr(Thinker, "turn", turn)
    channel, ann = await lobby_with_ais(env, "discovery", levels)
    await play_against_ais(env, channel, ann)
    assert {level for level, _ in asked} == set(levels)
    assert {count for _, count in asked} == {hard}


def test_hard_seats_count_the_autopilot_when_it_plays_hard() -> None:
    """Hard's seats: its AI seats, and the players' seats the autopilot plays when it plays Hard."""
    seats = [
        SeatRow(7, 0, None, "AI Hard", ai_level="hard"),
        SeatRow(7, 1, None, "AI Normal", ai_level="normal"),
        SeatRow(7, 2, 11, "ann", autopilot=True),
        SeatRow(7, 3, 12, "bob", removed=True),
        SeatRow(7, 4, 13, "cy"),
    ]
    row = GameRow(7, 1, 2, 3, ACTIVE, {}, {}, None, 5)
    assert hard_seats(row, seats) == 1
    assert hard_seats(dataclasses.replace(row, options={"autopilot_level": "hard"}), seats) == 3


@pytest.mark.hard_ai
async def test_metrics_count_a_whole_game(env: Any) -> None:
    """Scraped after a member's whole game against Easy, Normal and Hard AIs (issue 23): each AI
    turn's thinking timed by its level, the member's clicks counted by kind, the pictures and the
    store's calls timed, nothing failed, and no game left in play."""
    channel, ann = await lobby_with_ais(env, "discovery", ["easy", "normal", "hard"])
    turns = await play_against_ais(env, channel, ann)
    finished = (await env.bot.store.history(channel.id))[0]
    ai_actions = sum(e.actor_id is None for e in await env.bot.store.events(finished.id))
    metrics = env.bot.services.metrics
    scraped = (await metrics.scrape(counting(env.bot.store, None))).decode()
    got = {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(scraped)
        for sample in family.samples
    }

    def value(metric: str, **labels: str) -> float:
        return got.get((metric, tuple(sorted(labels.items()))), 0.0)

    levels = ("easy", "normal", "hard")
    thought = sum(value("origins_thinking_seconds_count", level=level) for level in levels)
    # A turn handed to the workers plays the seat's decisions until another player's is due: an AI
    # last in a round and first in the next plays both in one. 36 AI turns in 12 rounds, at most
    # one such pair a round.
    assert all(value("origins_thinking_seconds_count", level=level) > 0 for level in levels)
    assert thought >= 36 - 12
    assert thought <= ai_actions  # one observation a turn, whose moves come in a row
    clicks = sum(
        v
        for (name, labels), v in got.items()
        if name == "origins_interactions_total" and dict(labels)["kind"] in ("button", "select")
    )
    assert value("origins_interactions_total", kind="button", name="play") == turns  # Play your turn
    assert clicks >= 2 * turns + 4  # and her turns' decisions; the lobby's three AI seats, Start
    assert value("origins_picture_seconds_count", kind="final") == 1
    assert value("origins_store_seconds_count", call="create_game") == 1
    assert value("origins_open_games") == 0 and value("origins_ai_queue") == 0
    assert value("origins_failed_interactions_total") == 0


@pytest.mark.hard_ai
async def test_four_ais_play_to_the_end_by_themselves(env: Any) -> None:
    """The creator leaves their seat, seats four AIs and starts: the game runs to its end alone."""
    channel, _ = await lobby_with_ais(env, "tribe", ["hard", "normal", "easy", "easy"], creator_plays=False)
    finished = (await env.bot.store.history(channel.id))[0]
    assert finished.status == "over"
    assert sorted(s.name for s in await env.bot.store.seats(finished.id)) == [
        "AI Easy",
        "AI Easy 2",
        "AI Hard",
        "AI Normal",
    ]
    events = await env.bot.store.events(finished.id)
    assert len(events) == finished.version and all(e.actor_id is None for e in events)
    assert channel.last_message.attachments[0].filename == "final.png"


@pytest.mark.hard_ai
async def test_classic_ais_play_a_whole_game(env: Any) -> None:
    """Kingdomino with one member against Easy and Hard: the AIs play the classic dominoes."""
    channel, ann = await lobby_with_ais(env, "discovery", ["easy", "hard"], game="classic", harmony=True)
    await play_against_ais(env, channel, ann)
    finished = (await env.bot.store.history(channel.id))[0]
    assert finished.status == "over" and finished.config["game"] == "classic"
    events = await env.bot.store.events(finished.id)
    ai_places = [e for e in events if e.actor_id is None and e.action.split()[0] in ("place", "discard")]
    assert len(ai_places) == 24  # 12 rounds, 2 AIs with one king each
    assert channel.last_message.attachments[0].filename == "final.png"


@pytest.mark.hard_ai
async def test_resource_tokens_ais_play_a_whole_game(env: Any) -> None:
    """Kingdomino with Resource Tokens, one member against Normal and Hard: the AIs act, gain and
    pick in the variant, and the game ends with its harvest."""
    channel, ann = await lobby_with_ais(env, "discovery", ["normal", "hard"], game="resources")
    await play_against_ais(env, channel, ann)
    finished = (await env.bot.store.history(channel.id))[0]
    assert finished.status == "over" and finished.config["game"] == "resources"
    events = await env.bot.store.events(finished.id)
    ai_verbs = {e.action.split()[0] for e in events if e.actor_id is None}
    assert {"pick", "place"} <= ai_verbs
    turns = ("place", "discard", "act")
    ai_turns = [e for e in events if e.actor_id is None and e.action.split()[0] in turns]
    assert len(ai_turns) >= 2 * 10  # each AI places or acts every round after the draft
    results = await env.bot.store.results(finished.id)
    assert all(r.score <= 4 for r in results)  # kinds won
    assert channel.last_message.attachments[0].filename == "final.png"


async def test_lobby_ai_seats_for_the_creator_only(env: Any) -> None:
    """Only the creator adds or removes AIs; a full lobby takes none; removal frees the last AI seat."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    channel, lobby = await open_lobby(ann, channel, players=3)
    denied = await bob.select(lobby, ["hard"], custom_id=select_with(lobby, "hard"))
    assert denied.ephemeral and "Only the game's creator" in denied.response.content
    lobby = (await ann.select(lobby, ["hard"], custom_id=select_with(lobby, "hard"))).response
    lobby = (await ann.select(lobby, ["hard"], custom_id=select_with(lobby, "hard"))).response
    assert "AI Hard, AI Hard 2" in lobby.content and "3/3" in lobby.content
    full = await ann.select(lobby, ["easy"], custom_id=select_with(lobby, "easy"))
    assert full.ephemeral and "Every seat is taken" in full.response.content
    lobby = (await ann.select(lobby, ["remove"], custom_id=select_with(lobby, "remove"))).response
    assert "AI Hard 2" not in lobby.content and "2/3" in lobby.content
    await bob.click(lobby, label="Join")
    game = await env.bot.store.channel_game(channel.id)
    assert [(s.name, s.ai_level) for s in await env.bot.store.seats(game.id)] == [
        ("ann", None),
        ("AI Hard", "hard"),
        ("bob", None),
    ]


async def test_an_ai_that_fails_resumes_after_a_restart(env: Any, db_path: Any, logged_errors: Any) -> None:
    """A worker failure loses nothing: the game waits on the AI's turn, and a restart plays it."""
    logged_errors.allow("an AI turn failed")
    real_turn = Thinker.turn

    async def broken(self: Thinker, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("the worker process died")

    Thinker.turn = broken  # type: ignore[method-assign]
    try:
        channel, ann = await lobby_with_ais(env, "discovery", ["normal"])
        game, state = await state_of(env, channel)
        seats = await env.bot.store.seats(game.id)
        while seats[state.current_player()].user_id == ann.id:  # ann plays until the AI's turn
            panel = (await ann.click(channel.last_message, label="Play your turn")).response
            await play_decision(ann, panel, state, GreedyAgent(0))
            game, state = await state_of(env, channel)
        assert logged_errors.matching("an AI turn failed")
    finally:
        Thinker.turn = real_turn  # type: ignore[method-assign]
    stuck, state = await state_of(env, channel)
    assert (await env.bot.store.seats(stuck.id))[state.current_player()].user_id is None
    await restart(env, db_path, ai_seconds=0.05)
    await env.settle()
    after, state = await state_of(env, channel)
    assert after.version > stuck.version
    assert (await env.bot.store.seats(after.id))[state.current_player()].user_id == ann.id
    assert await play_against_ais(env, channel, ann) > 0
