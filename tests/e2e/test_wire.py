"""The wire path (DESIGN.md §6): the bot with an unmodified discord.py, against the fake Discord.

Real sockets on loopback: discord.py logs in over REST, connects to the gateway (zlib-stream),
syncs `/origins`, receives a slash command and button clicks as INTERACTION_CREATE events, and
answers through interaction callbacks, webhooks and channel messages, uploading PNGs.
"""

from __future__ import annotations

import asyncio
import io
import math

import discord
from PIL import Image

import render
from bot.app import OriginsBot
from rules import state_from_json
from tests.e2e.fake_discord import PNG_SIGNATURE, Call, FakeDiscord
from tests.e2e.wiring import STEP, custom_ids


def _png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_SIGNATURE)
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "PNG"
        image.load()
        return image.size


async def test_lobby_start_and_board_over_the_wire(fake: FakeDiscord, bot: OriginsBot) -> None:
    ann, bob = fake.members
    guild = bot.get_guild(fake.guild_id)
    assert guild is not None and guild.get_channel(fake.channel_id) is not None
    assert fake.gateway_query["compress"] == "zlib-stream"  # so every frame went out compressed
    assert fake.identify is not None and fake.identify["intents"] == discord.Intents.default().value
    assert fake.heartbeats >= 1 and math.isfinite(bot.latency)  # discord.py's first heartbeat was ACKed

    # command sync: the players' `/origins` group with its subcommands, and the moderators' own
    synced = await asyncio.wait_for(bot.tree.sync(), STEP)
    assert [c.name for c in synced] == ["origins", "origins-admin"]
    origins, admin = fake.commands[None]
    assert [o["name"] for o in admin["options"]] == ["language", "cancel", "kick"]
    subcommands = {o["name"] for o in origins["options"] if o["type"] == 1}
    assert {"board", "play", "pick", "place", "fire", "status", "cancel"} <= subcommands
    # `/origins new` is a group: one subcommand per game, each with its own options
    (new,) = [o for o in origins["options"] if o["name"] == "new"]
    assert new["type"] == 2 and [g["name"] for g in new["options"]] == ["origins", "classic", "resources"]

    # /origins new: the lobby message, with its buttons
    new = await fake.slash(ann, "origins", "new origins", players=2)
    reply = await fake.callback(new)
    assert reply.body["type"] == 4 and not reply.uploads
    lobby = fake.messages[fake.originals[new["token"]]]  # the callback's own message: no extra GET
    assert "**Seats (1/2):** ann, free" in lobby["content"]
    buttons = custom_ids(lobby)
    assert buttons and all(b.startswith("origins:lobby:") for b in buttons)
    game = int(buttons[0].rsplit(":", 1)[1])
    row = await bot.store.game(game)
    assert row is not None and row.lobby_message_id == int(lobby["id"])  # snowflakes are strings
    assert buttons == [f"origins:lobby:{verb}:{game}" for verb in ("join", "leave", "start", "cancel", "ai")]

    # bob presses Join: the lobby message is updated in place (type 7) with the new seat list
    join = await fake.click(bob, int(lobby["id"]), f"origins:lobby:join:{game}")
    update = await fake.callback(join)
    assert update.body["type"] == 7
    assert "**Seats (2/2):** ann, bob" in update.body["data"]["content"]
    assert custom_ids(update.body["data"]) == buttons

    # ann presses Start: deferred update, the lobby loses its buttons, a turn prompt is posted
    start = await fake.click(ann, int(lobby["id"]), f"origins:lobby:start:{game}")
    assert (await fake.callback(start)).body["type"] == 6
    edited = f"/webhooks/{fake.app_id}/{start['token']}/messages/@original"
    edit = await fake.wait_for(lambda c: c.method == "PATCH" and c.path == edited)
    assert "The game has started" in edit.body["content"] and edit.body["components"] == []
    assert fake.messages[int(lobby["id"])]["components"] == []
    (legend,) = edit.uploads  # the started lobby shows what the pictures' icons mean
    assert legend.filename == "legend.png" and legend.data.startswith(PNG_SIGNATURE)
    assert edit.body["attachments"][0]["description"].startswith("What the pictures show")

    def is_prompt(call: Call) -> bool:
        return call.method == "POST" and call.path == f"/channels/{fake.channel_id}/messages"

    prompt = await fake.wait_for(is_prompt)
    (card,) = prompt.uploads
    assert card.filename == "decision.png" and card.data.startswith(PNG_SIGNATURE)
    assert prompt.body["attachments"][0]["description"]  # the picture's alt text travels with it
    row = await bot.store.channel_game(fake.channel_id)
    assert row is not None and row.id == game and row.snapshot is not None
    state = state_from_json(row.snapshot)
    assert card.data == render.decision(state, names=["ann", "bob"]).png
    pending = (ann, bob)[state.current_player()]
    assert prompt.body["content"].startswith(f"<@{pending.id}>, it is your turn")
    play, full = [c for r in prompt.body["components"] for c in r["components"]]
    assert play["label"] == "Play your turn" and play["custom_id"] == f"origins:play:{game}:{row.version}"
    assert full["label"] == "Full table" and full["custom_id"] == f"origins:table:{game}"

    # Full table: a private deferred reply, then the whole table in its followup
    posted = next(m for m in fake.messages.values() if m["content"] == prompt.body["content"])
    click = await fake.click(bob, int(posted["id"]), full["custom_id"])
    assert (await fake.callback(click)).body == {"type": 5, "data": {"flags": 64}}
    path = f"/webhooks/{fake.app_id}/{click['token']}"
    sent = await fake.wait_for(lambda c: c.method == "POST" and c.path == path)
    (whole,) = sent.uploads
    assert whole.filename == "table.png" and whole.data == render.table(state, names=["ann", "bob"]).png

    # /origins board: a deferred reply ("thinking…"), then the table as a PNG in the followup
    board = await fake.slash(bob, "origins", "board")
    assert (await fake.callback(board)).body["type"] == 5
    followup_path = f"/webhooks/{fake.app_id}/{board['token']}"
    followup = await fake.wait_for(lambda c: c.method == "POST" and c.path == followup_path)
    (png,) = followup.uploads
    assert png.filename == "table.png"
    expected = render.table(state, names=["ann", "bob"])
    assert _png_size(png.data) == (expected.width, expected.height)
    assert png.data == expected.png  # the very picture of the stored game
    shown = fake.messages[fake.originals[board["token"]]]  # the "thinking" message, filled in
    assert shown["flags"] == 0 and [a["filename"] for a in shown["attachments"]] == ["table.png"]
    assert (shown["attachments"][0]["width"], shown["attachments"][0]["height"]) == _png_size(png.data)

    assert fake.problems == []


async def test_a_forged_player_count_is_refused_with_its_reason(fake: FakeDiscord, bot: OriginsBot) -> None:
    """Discord offers `/origins new resources` for 3 or 4 players only; an interaction forged with
    2 (the fake does not check ranges) is refused privately with the rules' reason, and no game
    is created."""
    ann, _ = fake.members
    await asyncio.wait_for(bot.tree.sync(), STEP)
    new = await fake.slash(ann, "origins", "new resources", players=2)
    answer = (await fake.callback(new)).body
    assert answer["type"] == 4 and answer["data"]["flags"] == 64
    assert (
        answer["data"]["content"]
        == "A game of Kingdomino with Resource Tokens is played by 3 or 4 players, not 2."
    )
    assert await bot.store.channel_game(fake.channel_id) is None
    assert fake.problems == []
