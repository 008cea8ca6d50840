"""Kingdomino with Resource Tokens on Discord: whole games through every panel of the variant
(act instead of a pick, gain, witch, pass), the lobby, the rules pages, the scores in words of
kinds, and the refusals of what the variant does not have."""

from __future__ import annotations

import re
from typing import Any

import pytest
import simcord

from bot.features import rulebook
from bot.turn.panels.act import Step, parse_step_value, step
from lang import words as catalogue
from rules import (
    Action,
    Gain,
    Game,
    GameConfig,
    GameState,
    GreedyAgent,
    IllegalAction,
    MalformedAction,
    Witch,
    as_a,
    final_scores,
    state_from_json,
)
from rules.boxes.resources import ACT, HarvestTerritory
from tests.bot.players import (
    button,
    fast_forward,
    pending_member,
    play_whole_game,
    select_with,
    start_game,
    state_of,
)
from tests.bot.restarts import restart

EN = catalogue("en")

# Seeded deals: the tests that wait for a witch or a gain meet it on every run.
pytestmark = pytest.mark.usefixtures("seeded_deals")


class Eager:
    """Greedy, but acts every other round and, acting, uses a witch or gains whenever it can: a
    game that goes through every panel of the variant."""

    def __init__(self, seed: int) -> None:
        self.greedy = GreedyAgent(seed)

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        for kind in (Witch, Gain):
            found = [a for a in actions if isinstance(a, kind)]
            if found:
                return found[0]
        if ACT in actions and state.round % 2 == 0:
            return ACT
        return self.greedy.choose(state)


def kinds_of_events(state: GameState) -> set[str]:
    return {str(e[0]) for e in state.events}


@pytest.mark.parametrize(("players", "seed"), [(3, 0), (4, 1)])
async def test_whole_game_through_every_panel(env: Any, players: int, seed: int) -> None:
    channel, members = await start_game(env, "discovery", players, game="resources")
    _, state = await state_of(env, channel)
    assert state.config.game is Game.RESOURCES and state.config.rounds == 11
    lobby = next(m.content for m in channel.history() if "Resource Tokens: a new game" in m.content)
    assert "no size limit, 48 dominoes, 11 rounds" in lobby and "Mode" not in lobby
    decisions = await play_whole_game(env, channel, members, seed=seed, agent=Eager)
    assert decisions > players * 11
    finished = (await env.bot.store.history(channel.id))[0]
    assert finished.status == "over" and finished.config["game"] == "resources"
    last = channel.last_message
    assert "over" in last.content and last.attachments[0].filename == "final.png"
    # The finished game's actions went through every panel of the variant.
    final = state_from_json(finished.snapshot)
    assert final.is_over
    played = {str(a).split()[0] for a in final.actions}
    assert {"act", "gain", "pass", "pick", "place"} <= played, played
    results = await env.bot.store.results(finished.id)
    sheets = final_scores(final).players
    assert sorted(r.seat for r in results) == list(range(players))
    for r in results:
        assert r.score == sheets[r.seat].total <= 4  # kinds won, not points
    # History and stats speak of kinds, not points.
    history = await members[0].slash(channel, "origins history")
    assert "resource kinds" in history.response.content and "points" not in history.response.content
    stats = await members[0].slash(channel, "origins stats")
    assert re.search(r"\d+ games?\b", stats.response.content) and "points" not in stats.response.content


async def test_a_witch_is_chosen_step_by_step_and_previewed(env: Any) -> None:
    """The witch panel asks for one target per crown, previews what it removes, and the
    Confirm commits exactly that witch; Back returns to the act panel with nothing changed."""
    channel, members = await start_game(env, "discovery", 3, game="resources")
    agent = Eager(0)

    def witch_ready(state: GameState) -> bool:
        return any(isinstance(a, Witch) for a in state.legal_actions())

    await advance_to(env, channel, agent, witch_ready)
    game, state, member = await pending_member(env, channel, members)
    witch = next(a for a in state.legal_actions() if isinstance(a, Witch))
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    assert "Your king acts" in panel.content
    message = (await member.click(panel, label=button(panel, starts=f"Witch {witch.square} "))).response
    assert "still to choose" in message.content
    back = (await member.click(message, label="Back")).response
    assert "Your king acts" in back.content
    assert (await state_of(env, channel))[0].version == game.version  # nothing was played
    message = (await member.click(back, label=button(back, starts=f"Witch {witch.square} "))).response
    for seat, square in witch.targets:
        value = f"{seat + 1} {square}"
        message = (await member.select(message, [value], custom_id=select_with(message, value))).response
    probe = state.copy()
    probe.play(witch)
    removed = sum(1 for e in probe.events[len(state.events) :] if e[0] == "spoilt")
    said = f"loses {removed} token{'s' * (removed != 1)}" if removed else "loses nothing"
    assert "Confirm?" in message.content and said in message.content
    crowns = as_a(HarvestTerritory, state.territories[state.current_player()]).crowns_at(
        state.grid.cell(witch.square)
    )
    assert f"costs {crowns} gold" in message.content
    await member.click(message, label="Confirm")
    _, after = await state_of(env, channel)
    assert str(after.actions[len(state.actions)]) == str(witch)


async def advance_to(env: Any, channel: Any, agent: Any, stop: Any) -> GameState:
    """Moves through the session service (no Discord) until `stop(state)`; then the turn prompt."""
    game, state = await state_of(env, channel)
    seats = {s.seat: s.user_id for s in await env.bot.store.seats(game.id)}
    while not stop(state):
        assert not state.is_over, "this deal never gets there: pick another seed"
        played = await env.bot.services.sessions.play(
            game.id, [agent.choose(state)], user_id=seats[state.current_player()]
        )
        state = played.state
    row, state = await state_of(env, channel)
    await env.bot.services.announcer.announce_turn(row, state, await env.bot.store.seats(game.id))
    return state


class ActsAlways(Eager):
    def choose(self, state: GameState) -> Action:
        return ACT if ACT in state.legal_actions() else self.greedy.choose(state)


def can_gain(state: GameState) -> bool:
    return any(isinstance(a, Gain) for a in state.legal_actions())


async def test_a_witch_half_chosen_survives_a_restart(env: Any, db_path: Any) -> None:
    """The witch's steps carry the choice so far: after a restart the targets panel still answers,
    and its Confirm plays the witch."""
    channel, members = await start_game(env, "discovery", 3, game="resources")
    await advance_to(env, channel, Eager(0), lambda s: any(isinstance(a, Witch) for a in s.legal_actions()))
    game, state, member = await pending_member(env, channel, members)
    witch = next(a for a in state.legal_actions() if isinstance(a, Witch))
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    message = (await member.click(panel, label=button(panel, starts=f"Witch {witch.square} "))).response
    await restart(env, db_path)
    await env.settle()
    for seat, square in witch.targets:
        value = f"{seat + 1} {square}"
        message = (await member.select(message, [value], custom_id=select_with(message, value))).response
    assert "Confirm?" in message.content
    await member.click(message, label="Confirm")
    after, state_after = await state_of(env, channel)
    assert after.version == game.version + 1 and str(state_after.actions[-1]) == str(witch)


async def test_a_gain_from_an_earlier_moment_is_stale(env: Any) -> None:
    """Two panels of the same moment (phone and desktop): Pass on one; a gain chosen on the
    other is refused as stale and nothing more is played."""
    channel, members = await start_game(env, "discovery", 3, game="resources")
    await advance_to(env, channel, ActsAlways(0), can_gain)
    game, state, member = await pending_member(env, channel, members)
    panels = [(await member.click(channel.last_message, label="Play your turn")).response for _ in range(2)]
    await member.click(panels[0], label="Pass")
    gain = next(a for a in state.legal_actions() if isinstance(a, Gain))
    value = str(gain.square)
    second = await member.select(panels[1], [value], custom_id=select_with(panels[1], value))
    refusal = second.followups[-1].content if second.followups else second.response.content
    assert "earlier moment" in refusal
    after, _ = await state_of(env, channel)
    assert after.version == game.version + 1
    assert [e.action for e in await env.bot.store.events(game.id)][-1] == "pass"


async def test_forged_steps_are_refused_by_the_rules(env: Any) -> None:
    """A step whose text is no legal gain or witch now (a forged custom id) raises the rules'
    refusal, which the bot words privately; nothing is played."""
    channel, _ = await start_game(env, "discovery", 3, game="resources")
    state = await advance_to(env, channel, ActsAlways(0), can_gain)
    names = ["ann", "bob", "cleo"]
    player = state.current_player()
    crowned = [c for c, spec in state.territories[player].specs.items() if spec.fires]
    castle = str(state.grid.squares[state.grid.hut])
    for text, said in (
        (f"gain {castle}", "is not a legal move now"),
        ("witch A1", "is not a legal witch now"),
        (f"witch {state.grid.squares[crowned[0]]} on 9 A1", "is not a legal witch now"),
    ):
        with pytest.raises(IllegalAction, match=said):
            step(state, 1, 0, text, names, EN)
    with pytest.raises(MalformedAction):
        step(state, 1, 0, "witch ZZZ9", names, EN)
    gain = next(a for a in state.legal_actions() if isinstance(a, Gain))
    built = step(state, 1, 0, f"gain {gain.square}", names, EN)
    assert "Confirm?" in built.content and built.picture is not None
    assert built.picture[1]["highlight"]  # the squares that would get a token


def test_step_texts_read_back() -> None:
    assert parse_step_value("gain", "C3") == "gain C3"
    assert parse_step_value("witch D4", "2 F5") == "witch D4 on 2 F5"
    assert parse_step_value("witch D4 on 2 F5", "3 AB12") == "witch D4 on 2 F5 3 AB12"
    step = Step("witch d4 on 2 f5 3 ab12")
    assert step.text() == "witch D4 on 2 F5 3 AB12" and step.targets[1] == (2, step.targets[1][1])
    for bad in ("witch", "witch Q0", "witch D4 on 2", "witch D4 on x F5", "fire C3"):
        with pytest.raises(MalformedAction):
            Step(bad)


@pytest.mark.parametrize(
    ("options", "refused"),
    [
        ({"players": 2}, "players"),  # 3 or 4: the option's range
        ({"harmony": True}, "has no option 'harmony'"),  # no options at all
        ({"mode": "totem"}, "has no option 'mode'"),
        ({"dynasty": True}, "has no option 'dynasty'"),  # won by kinds: no series on points
    ],
)
async def test_settings_the_variant_does_not_have_are_not_offered(
    env: Any, options: dict[str, Any], refused: str
) -> None:
    """`/origins new resources` offers neither options, modes, Dynasty nor two players: Discord
    refuses them before the bot hears of them, and nothing is created."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann = guild.add_member(env.create_user("ann"))
    options.setdefault("players", 3)
    with pytest.raises(simcord.OptionError, match=refused):
        await ann.slash(channel, "origins new resources", **options)
    assert await env.bot.store.channel_game(channel.id) is None


async def test_status_tells_the_harvest_as_it_stands(env: Any) -> None:
    channel, members = await start_game(env, "discovery", 3, game="resources")
    state = await fast_forward(env, channel, lambda s: s.round >= 4)
    answer = await members[0].slash(channel, "origins status")
    text = answer.response.content
    for kingdom in state.territories:
        terr = as_a(HarvestTerritory, kingdom)
        wood, wheat, meat, fish = terr.token_counts()
        assert f"wood {wood}, wheat {wheat}, meat {meat}, fish {fish}; {terr.gold} gold" in text
    assert re.search(r"\b\d+ kinds? \(", text) and "of 11" in text


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "en",
            [
                "**a token it received as a neighbour counts as a use**",
                "not a swamp or a mine",
                "fewer than 2",
                "as far as the pool goes",
                "the gold stays on it",
            ],
        ),
        (
            "nl",
            [
                "**een fiche die het als buurvak kreeg, telt als een keer verzameld**",
                "geen moeras of mijn",
                "minder dan 2 fiches",
                "zolang de pot strekt",
                "het goud blijft op haar liggen",
            ],
        ),
        (
            "it",
            [
                "**un gettone ricevuto come vicina conta come un uso**",
                "non una palude né una miniera",
                "meno di 2 gettoni",
                "finché la riserva basta",
                "l'oro resta sulla strega",
            ],
        ),
    ],
)
def test_the_rules_pages_state_the_variants_rulings(language: str, said: list[str]) -> None:
    """The variant's pages say each ruling the engine follows (RULES.md §3b): a token a crown
    square got as a neighbour counts as a use of it (it decides many gains), swamps and mines
    yield nothing, a double crown's second gain adds one to each neighbour holding fewer than
    two, mines pay as far as the pool goes, a witch's gold stays on it."""
    text = "\n".join(rulebook.pages(GameConfig(game=Game.RESOURCES, players=3), catalogue(language)))
    for ruling in said:
        assert ruling in text, ruling


def test_rules_pages_speak_of_the_variant() -> None:
    config = GameConfig(game=Game.RESOURCES, players=4)
    pages = rulebook.pages(config, EN)
    text = "\n".join(pages)
    assert len(pages) == 4 and all(len(p) < 2000 for p in pages)
    for words in ("Resource Tokens", "Witch", "harvest", "3 gold", "W23", "act instead"):
        assert words.lower() in text.lower(), words
    for word in ("fire", "hut", "chief", "volcano"):
        assert word not in text.lower(), word
    key = rulebook.config_key(config)
    mode, players, bits = key.split(":")
    assert rulebook.config_from_key(mode, int(players), int(bits)) == config
    # A forged page button (2 players, options the variant lacks) still opens a page.
    forged = rulebook.config_from_key("resources", 2, 3)
    assert forged.game is Game.RESOURCES and forged.players in (3, 4) and not forged.options
