"""A game in its own thread, over the wire: `/origins new` in the fake Discord's channel opens a
public thread (POST /channels/{id}/threads), the lobby is posted in it, the channel's answer
links to it; the game is joined, started and prompted in the thread, and its Play button opens
the private panel there. The channel itself points to the thread."""

from __future__ import annotations

import asyncio

from bot.app import OriginsBot
from bot.components import ids
from bot.features.threads import ARCHIVE_MINUTES
from rules import state_from_json
from tests.e2e.fake_discord import (
    EPHEMERAL,
    PUBLIC_THREAD,
    THREAD_CREATED,
    THREAD_PERMISSIONS,
    Call,
    FakeDiscord,
)
from tests.e2e.wiring import STEP


async def test_a_game_in_its_thread_over_the_wire(fake: FakeDiscord, bot: OriginsBot) -> None:
    fake.permissions = THREAD_PERMISSIONS  # the bot was invited with Create Public Threads
    ann, bob = fake.members
    await asyncio.wait_for(bot.tree.sync(), STEP)

    # /origins new in the channel: acknowledged first, then the thread, its lobby, the answer
    new = await fake.slash(ann, "origins", "new origins", players=2)
    assert (await fake.callback(new)).body["type"] == 5  # "thinking…", public
    opened = await fake.wait_for(
        lambda c: c.method == "POST" and c.path == f"/channels/{fake.channel_id}/threads"
    )
    assert opened.body["type"] == PUBLIC_THREAD and opened.body["auto_archive_duration"] == ARCHIVE_MINUTES
    (thread_id,) = fake.threads

    def in_thread(call: Call) -> bool:
        return call.method == "POST" and call.path == f"/channels/{thread_id}/messages"

    lobby_post = await fake.wait_for(in_thread)
    assert "**Seats (1/2):** ann, free" in lobby_post.body["content"]
    answer_path = f"/webhooks/{fake.app_id}/{new['token']}"
    await fake.wait_for(lambda c: c.method == "POST" and c.path == answer_path)
    answer = fake.messages[fake.originals[new["token"]]]  # "thinking…", filled in by the followup
    assert answer["channel_id"] == str(fake.channel_id) and not answer["flags"] & EPHEMERAL
    assert answer["content"] == f"<@{ann.id}> opened a game of Kingdomino Origins: join it in <#{thread_id}>."
    notices = [m for m in fake.messages.values() if m["type"] == THREAD_CREATED]
    assert [(n["channel_id"], n["content"]) for n in notices] == [(str(fake.channel_id), opened.body["name"])]
    lobby = next(m for m in fake.messages.values() if m["channel_id"] == str(thread_id) and m["components"])
    game = int(lobby["components"][0]["components"][0]["custom_id"].rsplit(":", 1)[1])
    assert opened.body["name"] == f"Kingdomino Origins · Discovery · #{game}"
    row = await bot.store.game(game)
    assert row is not None and (row.channel_id, row.parent_id) == (thread_id, fake.channel_id)
    assert row.lobby_message_id == int(lobby["id"])

    # in the channel itself, a command that needs a game names the thread
    status = await fake.slash(bob, "origins", "status")
    said = (await fake.callback(status)).body
    assert (
        said["type"] == 4
        and said["data"]["flags"] == EPHEMERAL
        and f"<#{thread_id}>" in said["data"]["content"]
    )

    # Join and Start in the thread: the lobby is updated there, the first prompt posted there
    join = await fake.click(bob, int(lobby["id"]), ids.lobby("join", game))
    assert join["channel_id"] == str(thread_id)
    assert (await fake.callback(join)).body["type"] == 7
    start = await fake.click(ann, int(lobby["id"]), ids.lobby("start", game))
    assert (await fake.callback(start)).body["type"] == 6
    prompt = await fake.wait_for(lambda c: in_thread(c) and "it is your turn" in str(c.body.get("content")))
    assert [u.filename for u in prompt.uploads] == ["decision.png"]
    for _ in range(int(STEP / 0.05)):  # the bot stores the prompt's id once Discord answered
        row = await bot.store.game(game)
        if row is not None and row.turn_message_id is not None:
            break
        await asyncio.sleep(0.05)
    assert row is not None and row.turn_message_id is not None and row.snapshot is not None
    pending = (ann, bob)[state_from_json(row.snapshot).current_player()]
    assert prompt.body["content"].startswith(f"<@{pending.id}>, it is your turn")
    assert fake.messages[row.turn_message_id]["channel_id"] == str(thread_id)

    # Play your turn, clicked in the thread: the private panel
    play = await fake.click(pending, row.turn_message_id, ids.play_turn(game, row.version))
    assert play["channel_id"] == str(thread_id)
    assert (await fake.callback(play)).body == {"type": 5, "data": {"flags": EPHEMERAL}}
    panel_path = f"/webhooks/{fake.app_id}/{play['token']}"
    panel = await fake.wait_for(lambda c: c.method == "POST" and c.path == panel_path)
    assert panel.body["components"]  # the picks of the first line
    assert fake.problems == []
