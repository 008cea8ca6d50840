"""What a player on a phone gets, message by message: every picture the bot posts is drawn for a
phone (1080 px wide, no text under 28 px), the turn prompt's picture is the decision card, the
whole table and the legend are a click away, and every alt text fits what Discord keeps."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, cast

import pytest

import lang
from bot.app import OriginsBot
from bot.settings import Settings
from bot.turn import pictures as pictures_module
from bot.turn.pictures import Pictures
from bot.workers.drawing import Drawer
from render import ALT_LIMIT, Picture
from render.core import parts
from rules import GameConfig, GameState, Mode
from tests.bot.players import open_lobby, play_until, play_whole_game, start_game, state_of
from tests.render.pseudo import english_left, pseudo
from tests.render.states import drawn_text

DISCORD_TEXT_LIMIT = 2000  # characters of a message's content
CARD_MAX_HEIGHT = 1400  # px: the prompt's picture, about square, shows readable in the chat


@pytest.fixture
def simcord_bot(db_path: Any) -> OriginsBot:
    """Pictures drawn in this process (threads), so that the text they draw can be recorded."""
    return OriginsBot(Settings(token="simcord", database=db_path, render_workers=0))


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, Picture]]]:
    """Every picture the bot draws meanwhile (its kind and the Picture), legends included."""
    pictures: list[tuple[str, Picture]] = []
    real = Drawer.draw

    async def draw(
        self: Drawer, kind: str, state: GameState, names: Sequence[str], **options: Any
    ) -> Picture:
        picture = await real(self, kind, state, names, **options)
        pictures.append((kind, picture))
        return picture

    monkeypatch.setattr(Drawer, "draw", draw)
    real_legend = pictures_module._legend

    def legend(game: Any, mode: Any, language: str) -> tuple[bytes, str]:
        png, alt = real_legend.__wrapped__(game, mode, language)  # drawn anew, not an earlier test's
        import io

        from PIL import Image

        with Image.open(io.BytesIO(png)) as img:
            pictures.append(("legend", Picture(png, alt, img.width, img.height)))
        return png, alt

    monkeypatch.setattr(pictures_module, "_legend", legend)
    yield pictures


def attachments(channel: Any) -> list[Any]:
    """Every attachment of every message in the channel, private ones included."""
    return [a for m in channel.history() for a in m.attachments]


async def test_every_picture_a_game_posts_reads_on_a_phone(
    env: Any, drawn: list[tuple[str, Picture]]
) -> None:
    """A whole Neolithic Tribe game (territories with previews and fire, the cave board, the
    table, the score sheet, the legend) and an onlooker's looks: every picture is 1080 px wide
    with no text under 28 px, every alt text and message fits Discord, and each turn prompt shows
    the decision card, no taller than about square."""
    with drawn_text() as texts:
        channel, members = await start_game(env, "tribe", 2, empire_of_fire=True, homo_habilis=True)
        await play_until(env, channel, members, stop=lambda s: s.round >= 4, seed=2)
        onlooker = channel.guild.add_member(env.create_user("eve"))
        full = await onlooker.click(channel.last_message, label="Full table")
        assert full.ephemeral and [a.filename for a in full.response.attachments] == ["table.png"]
        await onlooker.slash(channel, "origins board", player=members[1])
        row, state = await state_of(env, channel)  # the prompt again, below the onlooker's board
        await env.bot.services.announcer.announce_turn(row, state, await env.bot.store.seats(row.id))
        await play_whole_game(env, channel, members, seed=2)
    kinds = {kind for kind, _ in drawn}
    assert {"legend", "decision", "territory", "cave", "table", "final"} <= kinds, kinds
    for kind, picture in drawn:
        assert picture.width == parts.WIDTH, (kind, picture.width)
        assert picture.alt, kind
    small = sorted({(t, size) for t, size in texts if size < parts.MIN_TEXT})
    assert not small, small[:10]
    history = channel.history()
    assert all(len(m.content) <= DISCORD_TEXT_LIMIT for m in history)
    files = attachments(channel)
    assert files and all(a.description and len(a.description) <= ALT_LIMIT for a in files)
    prompts = [m for m in history if "it is your turn" in m.content]
    assert prompts and all([a.filename for a in m.attachments] == ["decision.png"] for m in prompts)
    cards = [p for kind, p in drawn if kind == "decision"]
    assert max(p.height for p in cards) <= CARD_MAX_HEIGHT


async def test_full_table_for_anyone_as_the_game_stands(env: Any) -> None:
    """**Full table** under a turn prompt gives whoever clicks it (a player or an onlooker) the
    whole table of the game as it is now, privately; the prompt keeps it until the turn passes."""
    channel, members = await start_game(env, "totem", 3)
    prompt = channel.last_message
    labels = [c.label for row in prompt.components for c in row.children]
    assert labels == ["Play your turn", "Full table"]
    onlooker = channel.guild.add_member(env.create_user("eve"))
    for who in (onlooker, members[0]):
        shown = await who.click(prompt, label="Full table")
        assert shown.ephemeral
        (table,) = shown.response.attachments
        assert table.filename == "table.png" and "Points: " in table.description
    _, state = await state_of(env, channel)
    assert not state.is_over


async def test_the_started_lobby_and_the_rules_carry_the_legend(env: Any) -> None:
    """Once the game starts its lobby message shows the legend of the pictures, and `/origins
    rules` has a button that shows it privately, in that game's pieces (cavemen in Tribe)."""
    channel, _ = await start_game(env, "tribe", 2)
    started = next(m for m in channel.history() if "The game has started" in m.content)
    (legend,) = started.attachments
    assert legend.filename == "legend.png" and "Cavemen:" in legend.description
    member = channel.guild.add_member(env.create_user("eve"))
    rules = await member.slash(channel, "origins rules")
    shown = await member.click(rules.response, label="What the pictures show")
    assert shown.ephemeral
    (again,) = shown.response.attachments
    assert again.filename == "legend.png" and again.description == legend.description


async def test_the_legend_follows_the_game(env: Any) -> None:
    """A classic Kingdomino game's legend shows crowns, not fire; a Discovery game's no cavemen."""
    guild = env.create_guild()
    channel = guild.create_text_channel("kingdom")
    ann = guild.add_member(env.create_user("ann"))
    thread, _ = await open_lobby(ann, channel, game="classic", players=2)
    rules = await ann.slash(thread, "origins rules")
    (legend,) = (await ann.click(rules.response, label="What the pictures show")).response.attachments
    assert "Crowns: crown." in legend.description and "fire" not in legend.description
    other = guild.create_text_channel("origins")
    thread, _ = await open_lobby(ann, other, mode="discovery", players=2)
    rules = await ann.slash(thread, "origins rules")
    (legend,) = (await ann.click(rules.response, label="What the pictures show")).response.attachments
    assert "Fire: fire icon" in legend.description and "Cavemen" not in legend.description


async def test_the_legend_in_the_language_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """The legend card is drawn in the language asked for (the pseudo-language of the picture
    tests stands in for Dutch, whose words are English placeholders so far), each language's card
    cached apart from the others'; English when none is asked for."""
    real = lang.words
    monkeypatch.setattr(
        pictures_module, "words", lambda language="en": pseudo() if language == "nl" else real(language)
    )
    pictures_module._legend.cache_clear()
    try:
        config = GameConfig(players=2, mode=Mode.TRIBE)
        english = await Pictures.legend(cast(Any, None), config, real("en"))
        dutch = await Pictures.legend(cast(Any, None), config, real("nl"))
        assert english.description is not None and "Cavemen:" in english.description
        assert dutch.description is not None and not english_left(dutch.description)
        assert english.fp.read() != dutch.fp.read()
        assert pictures_module._legend.cache_info().currsize == 2
    finally:
        pictures_module._legend.cache_clear()
