"""`/origins replay` over the wire, against the fake Discord on loopback: an ephemeral deferred
reply with the table and the buttons, a step edited in place with a new picture, and the record
uploaded as a JSON file that the rules engine reads back."""

from __future__ import annotations

import asyncio
import json

import render
from bot.app import OriginsBot
from rules import Game, GameConfig, GreedyAgent, final_scores, parse_action, record_from_json, replay
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.wiring import STEP, custom_ids

EPHEMERAL = 64


async def finished_game(bot: OriginsBot, fake: FakeDiscord) -> int:
    """A classic game of ann and bob in the fake's channel, played to its end through the sessions."""
    store, sessions = bot.store, bot.services.sessions
    ann, bob = fake.members
    config = GameConfig(game=Game.CLASSIC, players=2)
    row = await store.create_game(
        guild_id=fake.guild_id,
        channel_id=fake.channel_id,
        creator_id=ann.id,
        config=config.to_json(),
        options={},
    )
    seats = [await store.add_seat(row.id, user.id, user.name) for user in (ann, bob)]
    _, state = await sessions.start(row, seats)
    agent = GreedyAgent(1)
    while not state.is_over:
        player = seats[state.current_player()].user_id
        state = (await sessions.play(row.id, [agent.choose(state)], user_id=player)).state
    return row.id


async def test_replay_and_its_record_over_the_wire(fake: FakeDiscord, bot: OriginsBot) -> None:
    """The replay is a private deferred reply whose followup carries the table and seven buttons;
    ▶ is a deferred update whose edit uploads the next step's table; the record is a JSON upload."""
    await asyncio.wait_for(bot.tree.sync(), STEP)
    ann, _ = fake.members
    game = await finished_game(bot, fake)
    row = await bot.store.game(game)
    assert row is not None
    config = GameConfig.from_json(row.config)
    actions = [e.action for e in await bot.store.events(game)]

    command = await fake.slash(ann, "origins", "replay")
    assert (await fake.callback(command)).body == {"type": 5, "data": {"flags": EPHEMERAL}}
    path = f"/webhooks/{fake.app_id}/{command['token']}"
    sent = await fake.wait_for(lambda c: c.method == "POST" and c.path == path)
    (start,) = sent.uploads
    assert start.data == render.table(replay(config, []), names=["ann", "bob"]).png
    shown = fake.messages[fake.originals[command["token"]]]
    assert shown["flags"] & EPHEMERAL and f"{len(actions)} moves follow" in shown["content"]
    buttons = custom_ids(shown)
    assert buttons[:4] == [
        f"origins:replay:{game}:0:first",
        f"origins:replay:{game}:0:back",
        f"origins:replay:{game}:1:next",
        f"origins:replay:{game}:{len(actions)}:last",
    ]
    assert buttons[-1] == f"origins:export:{game}" and len(buttons) == 7

    forward = await fake.click(ann, int(shown["id"]), f"origins:replay:{game}:1:next")
    assert (await fake.callback(forward)).body["type"] == 6
    edited = f"/webhooks/{fake.app_id}/{forward['token']}/messages/@original"
    edit = await fake.wait_for(lambda c: c.method == "PATCH" and c.path == edited)
    (first,) = edit.uploads
    state = replay(config, [parse_action(actions[0])])
    assert first.data == render.table(state, names=["ann", "bob"]).png
    assert edit.body["content"].endswith(f"`{actions[0]}`")

    download = await fake.click(ann, int(shown["id"]), f"origins:export:{game}")
    assert (await fake.callback(download)).body == {"type": 5, "data": {"flags": EPHEMERAL}}
    path = f"/webhooks/{fake.app_id}/{download['token']}"
    record = await fake.wait_for(lambda c: c.method == "POST" and c.path == path)
    (upload,) = record.uploads
    assert upload.filename == f"origins-game-{game}.json"
    data = json.loads(upload.data)
    final = record_from_json(data)
    assert data["actions"] == actions and [b.total for b in final_scores(final).players] == data["scores"]
    assert fake.problems == []
