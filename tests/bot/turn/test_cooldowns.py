"""The cooldowns of the buttons that draw for whoever clicks (bot.turn.cooldowns): a member's burst
of clicks on **Full table**, the legend or a replay's step costs one picture a cooldown, the other
clicks answered privately with when to try again; other members and the players' own turn
controls are not held back; the bookkeeping forgets what has expired. On a hand-moved clock."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
import simcord.interactions

from bench.together import at_once, side_by_side
from bot.turn.cooldowns import COOLDOWNS, Cooldowns
from lang import words
from tests.bot.clock import Clock
from tests.bot.features.replay.test_views import finish
from tests.bot.players import button, open_lobby, pending_member, start_game

BURST = 8  # clicks of one member in the same instant


@pytest.fixture
def cooling(env: Any, clock: Clock) -> Cooldowns:
    """The bot's cooldowns as they run (`env` turns them off), on the hand-moved clock."""
    cooldowns = Cooldowns(COOLDOWNS, clock)
    env.bot.services.refusals.cooldowns = cooldowns
    return cooldowns


def answer(result: Any) -> Any:
    """The one message a click got: its response, or the followup after a deferral."""
    messages = [m for m in (result.response, *result.followups) if m is not None]
    assert len(messages) == 1, messages
    assert messages[0].ephemeral
    return messages[0]


def pictures(results: list[Any]) -> int:
    return sum(1 for r in results if answer(r).attachments)


def waits(results: list[Any], until: float, language: str = "en") -> int:
    """Clicks answered with the cooldown's sentence (try again at `until`), and nothing else."""
    said = words(language)("cooldown", when=f"<t:{int(until)}:R>")
    held = [answer(r) for r in results if not answer(r).attachments]
    assert all(m.content == said and not m.components for m in held), [m.content for m in held]
    return len(held)


async def burst(env: Any, clicks: list[tuple[Any, Any, str]]) -> list[Any]:
    """Each (member, message, label) clicked in the same instant."""
    with side_by_side(env):
        return list(
            await asyncio.gather(
                *(at_once(who, "click")(message, label=label) for who, message, label in clicks)
            )
        )


def asked(env: Any) -> int:
    """Pictures of a game asked for so far (drawn, or served by the cache: each one an upload)."""
    return int(env.bot.services.pictures.cache.counts.asked)


async def test_a_burst_on_full_table_draws_one_table_a_cooldown(
    env: Any, clock: Clock, cooling: Cooldowns
) -> None:
    """A member clicking **Full table** eight times at once gets one table and seven private
    answers saying when to try again; another member clicking in the same instant gets theirs;
    once the cooldown is over the first member gets a table again, and the ended ones are forgotten."""
    channel, (ann, bob) = await start_game(env, "discovery", 2)
    prompt = channel.last_message
    before = asked(env)
    results = await burst(env, [(ann, prompt, "Full table")] * BURST + [(bob, prompt, "Full table")])
    await env.settle()
    assert pictures(results[:BURST]) == 1
    assert waits(results[:BURST], clock.now + COOLDOWNS["table"]) == BURST - 1
    assert pictures(results[BURST:]) == 1
    assert asked(env) - before == 2
    clock.advance(COOLDOWNS["table"] - 0.5)
    assert waits([await ann.click(prompt, label="Full table")], clock.now + 0.5) == 1
    clock.advance(0.5)
    assert pictures([await ann.click(prompt, label="Full table")]) == 1
    assert asked(env) - before == 3
    assert len(cooling) == 1  # bob's cooldown is over and forgotten: only ann's new one is kept


async def test_a_burst_on_the_legend_sends_one_legend(
    env: Any, clock: Clock, cooling: Cooldowns, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The legend under `/origins rules`, clicked in a burst: one legend, the other clicks told
    when to try again, in the member's language (ann's Discord speaks Dutch); another member is
    not held back."""
    guild = env.create_guild()
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    real_payload = simcord.interactions.base_payload

    def payload(*args: Any, **kwargs: Any) -> Any:
        record, body = real_payload(*args, **kwargs)
        body["locale"] = "nl" if kwargs["user_id"] == ann.id else "en-US"
        return record, body

    monkeypatch.setattr(simcord.interactions, "base_payload", payload)
    thread, _ = await open_lobby(ann, guild.create_text_channel("origins"), players=2)
    rules = (await ann.slash(thread, "origins rules")).response
    theirs = (await bob.slash(thread, "origins rules")).response
    label = button(rules, starts="Wat de afbeeldingen")
    clicks = [(ann, rules, label)] * BURST + [(bob, theirs, "What the pictures show")]
    results = await burst(env, clicks)
    await env.settle()
    assert pictures(results[:BURST]) == 1
    assert waits(results[:BURST], clock.now + COOLDOWNS["legend"], "nl") == BURST - 1
    assert pictures(results[BURST:]) == 1
    clock.advance(COOLDOWNS["legend"])
    assert pictures([await ann.click(rules, label=label)]) == 1


async def test_a_burst_on_a_replay_step_draws_one_step(env: Any, clock: Clock, cooling: Cooldowns) -> None:
    """▶ clicked in a burst on a replay: the replay moves on once (one picture), the other clicks
    are told when to try again (new private messages: the replay itself is left as shown);
    another member stepping their own replay in the same instant is not held back."""
    channel, (ann, bob) = await start_game(env, "discovery", 2, game="classic")
    await finish(env, channel)
    mine = (await ann.slash(channel, "origins replay")).response
    theirs = (await bob.slash(channel, "origins replay")).response
    before = asked(env)
    results = await burst(env, [(ann, mine, "▶")] * BURST + [(bob, theirs, "▶")])
    await env.settle()
    assert pictures(results[:BURST]) == 1
    assert waits(results[:BURST], clock.now + COOLDOWNS["replay"]) == BURST - 1
    assert pictures(results[BURST:]) == 1
    assert asked(env) - before == 2
    clock.advance(COOLDOWNS["replay"])
    assert pictures([await ann.click(mine, label="▶")]) == 1
    assert asked(env) - before == 3


async def test_the_players_own_controls_are_never_held_back(
    env: Any, clock: Clock, cooling: Cooldowns
) -> None:
    """**Play your turn** clicked again and again opens the panel every time, with no cooldown."""
    channel, members = await start_game(env, "discovery", 2)
    _, _, member = await pending_member(env, channel, members)
    for _ in range(4):
        panel = answer(await member.click(channel.last_message, label="Play your turn"))
        assert panel.components and "You asked for that" not in panel.content
    assert len(cooling) == 0


def test_expired_cooldowns_are_forgotten() -> None:
    """Only the members within their cooldown are remembered: a thousand members clicking a second
    apart leave five (the table's five seconds) in the bookkeeping, and none once it is over."""
    clock = Clock()
    cooldowns = Cooldowns({"table": 5.0, "replay": 1.0}, clock)
    for member in range(1000):
        assert cooldowns.take("table", member) is None
        assert cooldowns.take("replay", member) is None
        assert cooldowns.take("table", member) == clock.now + 5.0
        clock.advance(1.0)
    assert len(cooldowns) == 5 + 1
    clock.advance(5.0)
    assert cooldowns.take("table", -1) is None
    assert len(cooldowns) == 1


def test_a_clock_put_back_never_keeps_a_member_waiting_longer() -> None:
    """The wall clock put back an hour: the cooldowns taken before are forgotten, not an hour long."""
    clock = Clock(10_000.0)
    cooldowns = Cooldowns({"table": 5.0}, clock)
    assert cooldowns.take("table", 1) is None
    clock.advance(-3600.0)
    assert cooldowns.take("table", 1) is None
    assert cooldowns.take("table", 1) == clock.now + 5.0
    assert len(cooldowns) == 1


def test_a_clock_put_back_a_little_keeps_the_cooldowns_that_remain_within_reach() -> None:
    """The clock put back less than a cooldown: a cooldown ending within five seconds of the new
    time still runs, one ending further off is over."""
    clock = Clock(10_000.0)
    cooldowns = Cooldowns({"table": 5.0}, clock)
    assert cooldowns.take("table", 1) is None  # ends at 10,005
    clock.advance(2.0)
    assert cooldowns.take("table", 2) is None  # ends at 10,007
    clock.advance(-1.0)  # 10,001: member 1's ends in four seconds, member 2's in six
    assert cooldowns.take("table", 1) == 10_005.0
    assert cooldowns.take("table", 2) is None  # over: begun anew, to end at 10,006
    assert cooldowns.take("table", 2) == 10_006.0
    clock.advance(-3.0)  # 9,998: both would end more than five seconds from now: over
    assert cooldowns.take("table", 2) is None
    assert cooldowns.take("table", 1) is None
    assert cooldowns.take("table", 1) == 10_003.0
    assert len(cooldowns) == 2
