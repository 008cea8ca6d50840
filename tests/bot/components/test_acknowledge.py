"""Acknowledge first: a panel step, a Play click, Suggest and "I'm back" are acknowledged before
the bot reads the store. In a burst, the store's reads queue behind fifty games' writes (each
commit waits for the disk), and Discord drops a click not acknowledged within 3 s."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from rules import GreedyAgent
from tests.bot.players import pending_member, play_decision, start_game, state_of


@pytest.fixture
def order(env: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What happened, in order: "ack" when a click is acknowledged, "read" at each store read."""
    seen: list[str] = []
    store = env.bot.store
    for name in ("game", "seats"):
        real = getattr(store, name)

        async def read(*args: Any, _real: Any = real, **kwargs: Any) -> Any:
            seen.append("read")
            return await _real(*args, **kwargs)

        monkeypatch.setattr(store, name, read)
    real_defer = discord.InteractionResponse.defer

    async def defer(self: discord.InteractionResponse, *args: Any, **kwargs: Any) -> None:
        seen.append("ack")
        await real_defer(self, *args, **kwargs)

    monkeypatch.setattr(discord.InteractionResponse, "defer", defer)
    return seen


async def test_panel_steps_are_acknowledged_before_the_store_is_read(env: Any, order: list[str]) -> None:
    channel, members = await start_game(env, "discovery", 2, reminder_hours=0)
    agent = GreedyAgent(1)
    steps = 0
    while steps < 12:
        _, state, member = await pending_member(env, channel, members)
        order.clear()
        panel = (await member.click(channel.last_message, label="Play your turn")).response
        assert order[:1] == ["ack"], order  # the Play click
        if steps == 0:
            order.clear()
            suggested = await member.click(panel, label="Suggest")
            assert order[:1] == ["ack"], order
            assert suggested.ephemeral and "`" in suggested.response.content
        order.clear()
        await play_decision(member, panel, state, agent)
        assert order and order[0] == "ack", order  # every step of the decision, the first one too
        steps += 1
    _, state = await state_of(env, channel)
    assert state.round >= 2  # the decisions went through: twelve of them
