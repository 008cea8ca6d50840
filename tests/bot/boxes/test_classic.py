"""Classic Kingdomino on Discord: the lobby, whole games through the panels, the rules pages, and
the refusals of settings the game does not have."""

from __future__ import annotations

from typing import Any

import pytest
import simcord

from bot.features import rulebook
from lang import words
from rules import Game, GameConfig, Option
from tests.bot.players import play_whole_game, start_game, state_of

EN = words("en")


@pytest.mark.parametrize(
    ("players", "options", "rounds"),
    [
        (2, {}, 6),
        (2, {"mighty_duel": True, "draft_121": True, "harmony": True}, 12),
        (3, {"middle_kingdom": True}, 12),
        (4, {"harmony": True, "middle_kingdom": True}, 12),
    ],
)
async def test_whole_classic_game_through_buttons(
    env: Any, players: int, options: dict[str, bool], rounds: int
) -> None:
    channel, members = await start_game(env, "discovery", players, game="classic", **options)
    _, state = await state_of(env, channel)
    assert state.config.game is Game.CLASSIC and state.config.rounds == rounds
    lobby_texts = [m.content for m in channel.history() if "Kingdomino: a new game" in m.content]
    assert lobby_texts and "Mode" not in lobby_texts[-1]  # classic has no modes
    assert f"{state.config.size}×{state.config.size}, {state.config.deck_size} dominoes" in lobby_texts[-1]
    assert "kings were drawn" in lobby_texts[-1]
    decisions = await play_whole_game(env, channel, members, seed=players)
    # Every king places a domino each round (or discards it), and picks one in the draft and in
    # every round but the last; the last king to pick from four dominoes has no choice.
    kings = state.config.chiefs_per_player * players
    assert decisions >= kings * rounds + (kings - 1) * rounds
    last = channel.last_message
    assert "over" in last.content and last.attachments[0].filename == "final.png"
    finished = (await env.bot.store.history(channel.id))[0]
    assert finished.status == "over" and finished.config["game"] == "classic"
    results = await env.bot.store.results(finished.id)
    assert sorted(r.seat for r in results) == list(range(players))


@pytest.mark.parametrize(
    ("options", "missing"),
    [
        ({"mode": "tribe"}, "mode"),  # Origins' modes and options: not offered for Kingdomino
        ({"empire_of_fire": True}, "empire_of_fire"),
        ({"homo_habilis": True}, "homo_habilis"),
    ],
)
async def test_settings_the_game_does_not_have_are_not_offered(
    env: Any, options: dict[str, Any], missing: str
) -> None:
    """`/origins new classic` has no option of Origins': Discord refuses it before the bot hears
    of it, and nothing is created."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann = guild.add_member(env.create_user("ann"))
    with pytest.raises(simcord.OptionError, match=f"has no option '{missing}'"):
        await ann.slash(channel, "origins new classic", players=2, **options)
    assert await env.bot.store.channel_game(channel.id) is None  # nothing was created


async def test_settings_the_game_cannot_play_together_are_refused(env: Any) -> None:
    """An option of the two-player game for four players: refused privately with the rules'
    reason, in the catalogue's terms, and nothing is created."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann = guild.add_member(env.create_user("ann"))
    answer = await ann.slash(channel, "origins new classic", mighty_duel=True, players=4)
    assert answer.ephemeral and "Mighty Duel is an option of the two-player game" in answer.response.content
    assert await env.bot.store.channel_game(channel.id) is None  # nothing was created


def test_rules_pages_speak_of_the_classic_game() -> None:
    config = GameConfig(game=Game.CLASSIC, players=2, options=frozenset({Option.MIDDLE_KINGDOM}))
    pages = rulebook.pages(config, EN)
    text = "\n".join(pages)
    assert len(pages) == 4 and all(len(p) < 2000 for p in pages)
    assert "Kingdomino (the classic game)" in text and "Middle Kingdom" in text and "crowns" in text
    assert "24 dominoes, 5×5 kingdoms, 6 rounds" in text
    for word in ("fire", "hut", "chief", "volcano", "Neolithic"):
        assert word not in text.lower().replace("middle kingdom", ""), word
    # The page buttons carry the game: a classic config comes back from its key.
    key = rulebook.config_key(config)
    mode, players, bits = key.split(":")
    assert rulebook.config_from_key(mode, int(players), int(bits)) == config


def test_an_origins_rules_key_keeps_its_meaning() -> None:
    """Page buttons posted before classic existed carry Origins' two option bits: still the same."""
    config = rulebook.config_from_key("tribe", 3, 3)
    assert config.game is Game.ORIGINS
    assert config.options == {Option.EMPIRE_OF_FIRE, Option.HOMO_HABILIS}
