"""`/origins leaderboard` over the wire: synced with its game choices, answered as a private
deferral and then the board in the followup, mentioning the players without pinging anyone."""

from __future__ import annotations

import asyncio

from bot.app import OriginsBot
from tests.bot.store.rated import finished
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.wiring import STEP


async def test_leaderboard_over_the_wire(fake: FakeDiscord, bot: OriginsBot) -> None:
    """A rated game stored, then bob asks: "thinking…" privately, then the board of both players,
    best first, with allowed mentions that ping nobody; another game's board says nobody is rated."""
    ann, bob = fake.members
    await asyncio.wait_for(bot.tree.sync(), STEP)
    origins, _ = fake.commands[None]  # and the moderators' /origins-admin
    command = next(o for o in origins["options"] if o["name"] == "leaderboard")
    (game,) = command["options"]
    assert [c["value"] for c in game["choices"]] == ["origins", "classic", "resources"]
    assert not game.get("required")

    await finished(bot.store, [ann.id, bob.id], [2, 1], guild=fake.guild_id)
    asked = await fake.slash(bob, "origins", "leaderboard")
    assert (await fake.callback(asked)).body == {"type": 5, "data": {"flags": 64}}
    path = f"/webhooks/{fake.app_id}/{asked['token']}"
    sent = await fake.wait_for(lambda c: c.method == "POST" and c.path == path)
    text = sent.body["content"]
    assert text.startswith("**Kingdomino Origins: ratings in this server** (2 rated players)")
    assert text.index(f"<@{bob.id}>") < text.index(f"<@{ann.id}>")  # bob won
    assert sent.body["allowed_mentions"] == {"parse": []}
    assert sent.body["flags"] & 64  # private

    other = await fake.slash(ann, "origins", "leaderboard", game="resources")
    await fake.callback(other)
    path = f"/webhooks/{fake.app_id}/{other['token']}"
    none = await fake.wait_for(lambda c: c.method == "POST" and c.path == path)
    assert none.body["content"].startswith("Nobody has a Kingdomino: Resource Tokens rating")
    assert fake.problems == []
