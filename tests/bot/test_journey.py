"""A game from the lobby onward, through the bot's buttons, exactly as members would play."""

from __future__ import annotations

from rules import Pick, state_from_json
from tests.bot.players import open_lobby


async def test_lobby_to_first_pick(env) -> None:  # type: ignore[no-untyped-def]
    """new -> three joins -> start; the first chief's player picks through their private panel."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    members = [guild.add_member(env.create_user(n)) for n in ("ann", "bob", "cleo", "dan")]
    channel, lobby = await open_lobby(members[0], channel, mode="tribe", players=4)
    assert lobby is not None and "ann" in lobby.content
    for m in members[1:]:
        await m.click(lobby, label="Join")
    start = await members[0].click(lobby, label="Start")
    assert start.acknowledged
    started = next(m for m in channel.history() if m.id == lobby.id)
    assert [a.filename for a in started.attachments] == ["legend.png"]
    prompt = channel.last_message
    assert [a.filename for a in prompt.attachments] == ["decision.png"]
    store = env.bot.store
    game = await store.channel_game(channel.id)
    state = state_from_json(game.snapshot)
    pending = state.current_player()
    actor = members[pending]
    assert actor.mention in prompt.content
    panel = await actor.click(prompt, label="Play your turn")
    assert panel.ephemeral
    first_pick = state.legal_actions()[0]
    assert isinstance(first_pick, Pick)
    label = f"{first_pick.numbers[0]} · "
    button = next(
        c["label"]
        for row in panel.response.components
        for c in row["components"]
        if c.get("label", "").startswith(label)
    )
    await actor.click(panel.response, label=button)
    game = await store.channel_game(channel.id)
    assert game.version == 1
    assert [e.action for e in await store.events(game.id)] == [str(first_pick)]
