"""Languages over the wire: an unmodified discord.py syncs `/origins` with Dutch and Italian
localisations the fake Discord checks as Discord would, and a Dutch game speaks Dutch in its
channel while an Italian member's private answers are Italian."""

from __future__ import annotations

import asyncio

import pytest

from bot.app import OriginsBot
from lang import NAMES, words
from tests.e2e.fake_discord import PNG_SIGNATURE, FakeDiscord
from tests.e2e.wiring import STEP

NL, IT = words("nl"), words("it")
pytestmark = pytest.mark.fake_discord(members=("ann", "bea"), locales={"bea": "it"})


async def test_commands_sync_with_their_localisations(fake: FakeDiscord, bot: OriginsBot) -> None:
    """The synced `/origins` and `/origins-admin` carry Dutch and Italian names and descriptions
    for their commands, options and choices, which the fake accepts only if Discord would."""
    await asyncio.wait_for(bot.tree.sync(), STEP)
    assert fake.problems == []
    origins, admin = fake.commands[None]
    assert admin["name_localizations"] == {"nl": NL("cmd-origins-admin"), "it": IT("cmd-origins-admin")}
    assert origins["description_localizations"]["nl"] == NL("cmd-origins-desc")
    new = next(o for o in origins["options"] if o["name"] == "new")
    assert new["name_localizations"] == {"nl": NL("cmd-new"), "it": IT("cmd-new")}
    assert new["description_localizations"]["it"] == IT("cmd-new-desc")
    classic = next(o for o in new["options"] if o["name"] == "classic")
    assert classic["name_localizations"] == {"nl": "klassiek", "it": "classico"}
    game = next(o for o in new["options"] if o["name"] == "origins")
    mode = next(o for o in game["options"] if o["name"] == "mode")
    tribe = next(c for c in mode["choices"] if c["value"] == "tribe")
    assert tribe["name_localizations"] == {"nl": NL("choice-mode-tribe"), "it": IT("choice-mode-tribe")}


async def test_a_dutch_game_with_an_italian_member(fake: FakeDiscord, bot: OriginsBot) -> None:
    """`/origins new language:nl` (the command as Discord sends it, by its English name): the
    lobby and the turn prompt are Dutch; the Italian member's refusal is Italian."""
    await asyncio.wait_for(bot.tree.sync(), STEP)
    ann, bea = fake.members
    new = await fake.slash(ann, "origins", "new origins", players=2, language="nl")
    assert (await fake.callback(new)).body["type"] == 4
    lobby = fake.messages[fake.originals[new["token"]]]
    assert NL("lobby_help", creator=f"<@{ann.id}>") in lobby["content"]
    game = int(lobby["components"][0]["components"][0]["custom_id"].rsplit(":", 1)[1])
    assert [c["label"] for c in lobby["components"][0]["components"]] == [
        NL(f"lobby_button-{verb}") for verb in ("join", "leave", "start", "cancel")
    ]
    await fake.callback(await fake.click(bea, int(lobby["id"]), f"origins:lobby:join:{game}"))
    refused = await fake.click(bea, int(lobby["id"]), f"origins:lobby:start:{game}")
    answer = (await fake.callback(refused)).body
    assert answer["data"]["flags"] == 64
    assert answer["data"]["content"] == IT("only_creator_start", creator=f"<@{ann.id}>")
    await fake.callback(await fake.click(ann, int(lobby["id"]), f"origins:lobby:start:{game}"))
    prompt = await fake.wait_for(
        lambda c: c.method == "POST" and c.path == f"/channels/{fake.channel_id}/messages" and bool(c.uploads)
    )
    assert prompt.uploads[0].data.startswith(PNG_SIGNATURE)
    labels = [c["label"] for r in prompt.body["components"] for c in r["components"]]
    assert labels == [NL("play_button"), NL("table_button")]
    assert fake.problems == []


async def test_the_old_language_option_is_answered_not_obeyed(fake: FakeDiscord, bot: OriginsBot) -> None:
    """A client still offering `/origins language language:` as synced before `/origins-admin`
    sends it: the bot ignores the option its command no longer has and answers privately with the
    server's language and where moderators change it; the server's language is unchanged."""
    await asyncio.wait_for(bot.tree.sync(), STEP)
    ann, _ = fake.members
    origins = next(c for c in fake.commands[None] if c["name"] == "origins")
    old = next(o for o in origins["options"] if o["name"] == "language")
    old["options"] = [{"name": "language", "type": 3, "description": "The language", "required": False}]
    answer = (await fake.callback(await fake.slash(ann, "origins", "language", language="it"))).body
    assert answer["data"]["flags"] == 64  # private
    assert answer["data"]["content"] == words("en")("language_is", language=NAMES["en"])
    assert "`/origins-admin language`" in answer["data"]["content"]
    assert await bot.services.languages.server_language(fake.guild_id, None) == "en"
    assert fake.problems == []
