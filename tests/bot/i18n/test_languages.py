"""The bot's languages: `/origins` localised for Discord in every language of the catalogues,
a game's public messages in the game's language, each member's private answers in theirs, and
the server's language as the default for new games."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import discord
import pytest
import simcord.interactions
from discord import app_commands

import lang
from bot.app import OriginsBot
from bot.i18n.translator import Translator
from bot.settings import Settings
from lang import DEFAULT, LANGUAGES, NAMES
from tests.bot.players import open_lobby, play_whole_game, state_of

OTHERS = [lg for lg in LANGUAGES if lg != DEFAULT]


@pytest.fixture
def simcord_bot(db_path: Any) -> OriginsBot:
    """Pictures drawn in this process (threads), so that the words of their alt texts are the
    ones `speaking` tags."""
    return OriginsBot(Settings(token="simcord", database=db_path, render_workers=0))


# Discord's rule for a command's or an option's name (lower case letters of any script, digits,
# "-" and "_", 1 to 32 of them).
NAME = re.compile(r"^[-_\w]{1,32}$")


def walk(payload: dict[str, Any], path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Each command, option and choice of a synced command's payload, with where it stands."""
    here = f"{path}/{payload['name']}"
    yield here, payload
    for option in payload.get("options", []):
        yield from walk(option, here)
    for chosen in payload.get("choices", []):
        yield f"{here}={chosen['value']}", chosen


async def synced(env: Any) -> list[dict[str, Any]]:
    translator = Translator()
    return [await c.get_translated_payload(env.bot.tree, translator) for c in env.bot.tree.get_commands()]


async def test_every_command_option_and_choice_in_every_language(env: Any) -> None:
    """Each command, option and choice of /origins has a name and a description in Dutch and
    Italian (choices: a name), names as Discord takes them and unique beside each other."""
    for payload in await synced(env):
        for where, item in walk(payload):
            is_choice = "=" in where.rsplit("/", 1)[-1]
            for language in OTHERS:
                locale = language  # Discord's "nl" and "it"
                if where == "/origins":  # the bot's own name, the same everywhere
                    assert locale in item["description_localizations"], where
                    continue
                if is_choice and where.split("/")[-1].startswith("language="):
                    continue  # languages are named in their own words in every language
                name = item["name_localizations"].get(locale)
                assert name, (where, language)
                if is_choice:
                    assert len(name) <= 100, (where, name)
                    continue
                assert NAME.match(name) and name == name.lower(), (where, name)
                description = item["description_localizations"].get(locale)
                assert description and len(description) <= 100, (where, language, description)
        for language in OTHERS:
            for _, item in walk(payload):
                siblings = [o["name_localizations"].get(language) for o in item.get("options", [])]
                assert len(siblings) == len(set(siblings)), (payload["name"], language, siblings)


async def test_the_english_catalogue_is_the_codes_english(env: Any) -> None:
    """The English names and descriptions Discord shows are lang/en/commands.ftl's, so that the
    other languages translate what English members see."""
    english = lang.words(DEFAULT)
    seen = 0
    for command in env.bot.tree.get_commands():
        assert isinstance(command, app_commands.Group)
        assert command.description == english(f"cmd-{command.name}-desc")
        # `/origins`' commands are named by their path under it, another group's with its name first
        under = "origins " if command.name == "origins" else ""
        if not under:
            assert english(f"cmd-{command.name}") == command.name
        for sub in command.walk_commands():  # `/origins new` and its subcommands too
            path = sub.qualified_name.removeprefix(under).replace(" ", "-")
            assert english(f"cmd-{path}") == sub.name
            assert english(f"cmd-{path}-desc") == sub.description
            if isinstance(sub, app_commands.Command):
                seen += 1
                for param in sub.parameters:
                    assert english(f"opt-{path}-{param.name}") == param.name
                    assert english(f"opt-{path}-{param.name}-desc") == param.description
    assert seen == 26  # 20 commands, `/origins new` for each of the three games, 3 moderators' ones


# --- who hears which language -------------------------------------------------------------------


@pytest.fixture
def speaking(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Members' Discord locales (by user id; others "en-US") and every Dutch or Italian sentence
    tagged with its language (⟦nl⟧…), so that a test can tell who was spoken to in which."""
    locales: dict[int, str] = {}
    real_payload = simcord.interactions.base_payload

    def payload(*args: Any, **kwargs: Any) -> Any:
        record, body = real_payload(*args, **kwargs)
        body["locale"] = locales.get(kwargs["user_id"], "en-US")
        return record, body

    monkeypatch.setattr(simcord.interactions, "base_payload", payload)
    real_call = lang.Words.__call__

    def tagged(self: lang.Words, key: str, /, **fields: object) -> str:
        text = real_call(self, key, **fields)
        return text if self.language == DEFAULT else f"⟦{self.language}⟧{text}"

    monkeypatch.setattr(lang.Words, "__call__", tagged)
    return locales


def spoken(text: str) -> set[str]:
    return set(re.findall(r"⟦(\w+)⟧", text))


def label(language: str, key: str) -> str:
    """A button's label as the bot words it in `language` (tagged, under `speaking`)."""
    return lang.words(language)(key)


async def test_public_in_the_games_language_private_in_the_members(
    env: Any, speaking: dict[int, str]
) -> None:
    """A Dutch game: its lobby, turn prompts and every other public line are Dutch; a member whose
    Discord is Italian gets Italian panels and refusals, one in French (not ours) the game's
    Dutch, one in English English."""
    guild = env.create_guild()
    ann, bob, cleo = (guild.add_member(env.create_user(n)) for n in ("ann", "bob", "cleo"))
    speaking.update({ann.id: "it", bob.id: "fr"})
    opened = guild.create_text_channel("spel")
    channel, lobby = await open_lobby(ann, opened, players=3, mode="tribe", language="nl")
    assert spoken(lobby.content) == {"nl"}
    assert spoken(opened.last_message.content) == {"nl"}  # the channel's line linking to the thread
    for member in (bob, cleo):
        await member.click(lobby, label=label("nl", "lobby_button-join"))
    await ann.click(lobby, label=label("nl", "lobby_button-start"))
    prompt = channel.last_message
    assert spoken(prompt.content) == {"nl"}
    _, state = await state_of(env, channel)
    seats = {s.seat: s.user_id for s in await env.bot.store.seats((await state_of(env, channel))[0].id)}
    by_id = {m.id: m for m in (ann, bob, cleo)}
    actor = by_id[seats[state.current_player()]]
    expected = {ann.id: {"it"}, bob.id: {"nl"}, cleo.id: set()}[actor.id]
    panel = await actor.click(prompt, label=label("nl", "play_button"))
    assert panel.ephemeral and spoken(panel.response.content) == expected
    for other in (m for m in (ann, bob, cleo) if m is not actor):
        refusal = await other.slash(channel, "origins play")
        want = {ann.id: {"it"}, bob.id: {"nl"}, cleo.id: set()}[other.id]
        assert refusal.ephemeral and spoken(refusal.response.content) == want, refusal.response.content
    status = await cleo.slash(channel, "origins status")
    assert status.ephemeral and not spoken(status.response.content)
    assert all(spoken(m.content) <= {"nl"} for m in channel.history() if not m.flags.ephemeral)


async def test_the_servers_language_for_new_games(env: Any, speaking: dict[int, str]) -> None:
    """A member who may manage the server sets its language (`/origins-admin language`); others
    may only see it (`/origins language`). New games speak it unless `/origins new language:`
    says otherwise; a game keeps its language when the server's changes."""
    guild = env.create_guild()
    admin_rights = discord.Permissions(manage_guild=True, manage_channels=True)
    admins = guild.create_role("admins", permissions=admin_rights)
    channel = guild.create_text_channel("giochi")
    other = guild.create_text_channel("other")
    admin = guild.add_member(env.create_user("ada"), roles=[admins])
    member = guild.add_member(env.create_user("ben"))
    seen = await member.slash(channel, "origins language")
    assert seen.ephemeral and NAMES[DEFAULT] in seen.response.content
    assert "/origins-admin language" in seen.response.content
    done = await admin.slash(channel, "origins-admin language", language="it")
    assert done.ephemeral and NAMES["it"] in done.response.content
    thread, lobby = await open_lobby(member, channel, players=2)
    assert spoken(lobby.content) == {"it"}
    _, own = await open_lobby(member, other, players=2, language="nl")
    assert spoken(own.content) == {"nl"}
    await admin.slash(channel, "origins-admin language", language="en")
    row = await env.bot.store.channel_game(thread.id)
    assert row is not None and row.options["language"] == "it"
    await member.click(lobby, label=label("it", "lobby_button-leave"))
    relabelled = next(m for m in thread.history() if m.id == lobby.id)
    assert spoken(relabelled.content) == {"it"}  # the lobby drawn again keeps the game's language


@pytest.mark.parametrize("language", ["nl", "it"])
async def test_a_whole_game_in_each_language(env: Any, speaking: dict[int, str], language: str) -> None:
    """A Tribe game in `language`, its two players' Discord in `language` too, played through the
    lobby, prompts and private panels by their labels as the players read them, to the score
    sheet: every line of the game's thread, public or private, is in `language` (pictures
    included: their alt texts)."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    speaking.update({ann.id: language, bob.id: language})
    thread, lobby = await open_lobby(ann, channel, mode="tribe", players=2, language=language)
    assert spoken(lobby.content) == {language}
    await bob.click(lobby, label=label(language, "lobby_button-join"))
    await ann.click(lobby, label=label(language, "lobby_button-start"))
    speaker = lang.words(language)
    decisions = await play_whole_game(env, thread, [ann, bob], seed=1, speaks=lambda _m, _row: speaker)
    assert decisions > 40
    history = thread.history()
    assert any(a.filename == "final.png" for m in history for a in m.attachments)
    for message in history:
        if message.content:
            assert spoken(message.content) == {language}, message.content[:200]
        for attachment in message.attachments:
            assert spoken(attachment.description or "") == {language}, attachment.filename
