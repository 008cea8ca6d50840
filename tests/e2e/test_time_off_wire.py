"""Quiet hours and vacation over the wire: the synced options Discord shows, and `/origins vacation`
answered privately while the waiting game's prompt is edited to say why nothing happens."""

from __future__ import annotations

import asyncio

from bot.app import OriginsBot
from bot.features.time_off.model import NEVER
from bot.store import TIMER, GameRow
from rules import state_from_json
from tests.e2e.fake_discord import Call, FakeDiscord
from tests.e2e.wiring import STEP


async def prompted(bot: OriginsBot, game: int) -> GameRow:
    """The game's row once the bot has stored the id of the prompt it posted."""
    while (row := await bot.store.game(game)) is None or row.turn_message_id is None:
        await asyncio.sleep(0.01)
    return row


async def test_quiet_and_vacation_over_the_wire(fake: FakeDiscord, bot: OriginsBot) -> None:
    """The two commands sync with typed options (autocompleted zone and date); a vacation taken
    during a turn is told privately, pauses the timer, and edits the prompt without pinging."""
    ann, bob = fake.members
    await asyncio.wait_for(bot.tree.sync(), STEP)
    origins, _ = fake.commands[None]  # and the moderators' /origins-admin
    subcommands = {o["name"]: o for o in origins["options"] if o["type"] == 1}
    quiet = {o["name"]: o for o in subcommands["quiet"]["options"]}
    assert {name: o["type"] for name, o in quiet.items()} == {"start": 4, "end": 4, "timezone": 3, "off": 5}
    assert quiet["timezone"]["autocomplete"] and not any(o.get("required") for o in quiet.values())
    vacation = {o["name"]: o for o in subcommands["vacation"]["options"]}
    assert vacation["on"]["type"] == 5 and vacation["on"]["required"]
    assert vacation["until"]["type"] == 3 and vacation["until"]["autocomplete"]

    new = await fake.slash(ann, "origins", "new origins", players=2, timer_hours=5, reminder_hours=0)
    await fake.callback(new)
    lobby = fake.messages[fake.originals[new["token"]]]
    game = int(lobby["components"][0]["components"][0]["custom_id"].rsplit(":", 1)[1])
    await fake.callback(await fake.click(bob, int(lobby["id"]), f"origins:lobby:join:{game}"))
    await fake.callback(await fake.click(ann, int(lobby["id"]), f"origins:lobby:start:{game}"))

    def is_prompt(call: Call) -> bool:
        return call.method == "POST" and call.path == f"/channels/{fake.channel_id}/messages"

    prompt = await fake.wait_for(is_prompt)
    row = await asyncio.wait_for(prompted(bot, game), STEP)
    assert row.snapshot is not None and row.turn_message_id is not None
    pending = (ann, bob)[state_from_json(row.snapshot).current_player()]

    away = await fake.slash(pending, "origins", "vacation", on=True)
    assert (await fake.callback(away)).body == {"type": 5, "data": {"flags": 64}}
    told = await fake.wait_for(lambda c: c.method == "POST" and c.path.endswith(away["token"]))
    assert told.body["content"].startswith("You are on vacation")
    edited = f"/channels/{fake.channel_id}/messages/{row.turn_message_id}"
    edit = await fake.wait_for(lambda c: c.method == "PATCH" and c.path == edited)
    assert "is on vacation" in edit.body["content"] and prompt.body["content"] in edit.body["content"]
    assert edit.body["allowed_mentions"].get("users", []) == []
    timer = next(d for d in await bot.store.deadlines(game) if d.kind == TIMER)
    assert timer.due == NEVER and timer.seconds_left is not None and timer.seconds_left > 4 * 3600
    assert fake.problems == []
