"""Whole games through the bot's messages, restarts, and every kind of wrong click."""

from __future__ import annotations

from typing import Any

import pytest

from rules import PLACE, Pick, Place, as_a
from rules.boxes.origins import PAY, OriginsState
from tests.bot import restarts
from tests.bot.players import (
    button,
    components,
    open_lobby,
    pending_member,
    play_until,
    play_whole_game,
    start_game,
    state_of,
)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", ["discovery", "totem", "tribe"])
async def test_whole_game_through_buttons(env: Any, mode: str, players: int) -> None:
    """Every mode and player count, played only through prompts, panels, selects and buttons, to the end."""
    channel, members = await start_game(env, mode, players, empire_of_fire=True, homo_habilis=True)
    decisions = await play_whole_game(env, channel, members, seed=players)
    assert decisions >= 12 * players
    last = channel.last_message
    assert "over" in last.content and last.attachments[0].filename == "final.png"
    finished = (await env.bot.store.history(channel.id))[0]
    assert finished.status == "over"
    results = await env.bot.store.results(finished.id)
    assert sorted(r.seat for r in results) == list(range(players))
    assert min(r.place for r in results) == 1
    events = await env.bot.store.events(finished.id)
    assert len(events) == finished.version  # every stored action is in the log
    assert finished.id not in env.bot.services.sessions.held()  # an ended game leaves the memory


async def restart(env: Any, db_path: Any) -> None:
    """Kill the bot and start a new one on the same database, as after a crash."""
    await restarts.restart(env, db_path)


async def test_restart_in_the_middle_of_a_placement(env: Any, db_path: Any) -> None:
    """A panel opened before a restart still works after it: square, direction, Confirm."""
    channel, members = await start_game(env, "discovery", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == PLACE)
    game, state, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    place = next(a for a in state.legal_actions() if isinstance(a, Place))
    square = str(place.square)
    select = next(
        c["custom_id"]
        for c in components(panel)
        if c["type"] == 3 and any(o["value"] == square for o in c["options"])
    )
    directions = (await member.select(panel, [square], custom_id=select)).response
    await restart(env, db_path)
    preview = (
        await member.click(directions, label=("right", "down", "left", "up")[place.direction])
    ).response
    await member.click(preview, label="Confirm")
    after, _ = await state_of(env, channel)
    assert after.version == game.version + 1
    assert (await env.bot.store.events(game.id))[-1].action == str(place)
    assert await play_whole_game(env, channel, members) > 0  # and the game goes on to the end
    assert "over" in channel.last_message.content


async def test_restart_in_the_middle_of_a_recruit(env: Any, db_path: Any) -> None:
    """A recruit half paid before a restart is finished after it, and the game ends normally."""
    channel, members = await start_game(env, "tribe", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == PAY, seed=1)
    _, state = await state_of(env, channel)
    assert state.stage == PAY and as_a(OriginsState, state).recruit is not None
    await restart(env, db_path)
    assert await play_whole_game(env, channel, members, seed=1) > 0
    finished = (await env.bot.store.history(channel.id))[0]
    assert finished.status == "over"


async def test_two_panels_racing_apply_once(env: Any) -> None:
    """Two panels open at once (two clients): both confirm the move, it is stored once, the second refused."""
    channel, members = await start_game(env, "discovery", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == PLACE)
    game, state, member = await pending_member(env, channel, members)
    place = next(a for a in state.legal_actions() if isinstance(a, Place))
    square = str(place.square)
    direction = ("right", "down", "left", "up")[place.direction]
    previews = []
    for _ in range(2):  # the phone and the desktop client, both at the same moment of the game
        panel = (await member.click(channel.last_message, label="Play your turn")).response
        select = next(
            c["custom_id"]
            for c in components(panel)
            if c["type"] == 3 and any(o["value"] == square for o in c["options"])
        )
        directions = (await member.select(panel, [square], custom_id=select)).response
        previews.append((await member.click(directions, label=direction)).response)
    await member.click(previews[0], label="Confirm")
    second = await member.click(previews[1], label="Confirm")
    refusal = second.followups[-1].content if second.followups else second.response.content
    assert "earlier moment" in refusal
    after, _ = await state_of(env, channel)
    assert after.version == game.version + 1
    assert [e.action for e in await env.bot.store.events(game.id)].count(str(place)) == 1


async def test_old_prompt_opens_the_current_panel(env: Any) -> None:
    """An old turn prompt's Play button (stale version) still opens the panel for the current moment."""
    channel, members = await start_game(env, "discovery", 4)
    first_prompt = channel.last_message
    await play_until(env, channel, members, stop=lambda s: s.stage == PLACE)
    _game, _state, member = await pending_member(env, channel, members)
    assert first_prompt.id != channel.last_message.id
    refreshed = await env.bot.get_channel(channel.id).fetch_message(first_prompt.id)
    assert refreshed.components == []
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    assert "first half" in panel.content


async def test_foreign_clicks_are_refused_privately(env: Any) -> None:
    """A member whose turn it is not, or who is not playing, gets a private 'not your turn'."""
    channel, members = await start_game(env, "discovery", 2)
    game, state = await state_of(env, channel)
    seats = await env.bot.store.seats(game.id)
    waiting = next(m for m in members if m.id != seats[state.current_player()].user_id)
    onlooker = channel.guild.add_member(env.create_user("eve"))
    for who in (waiting, onlooker):
        result = await who.click(channel.last_message, label="Play your turn")
        assert result.ephemeral
        assert "not your turn" in result.response.content.lower()
    after, _ = await state_of(env, channel)
    assert after.version == game.version


async def test_slash_command_path_with_autocomplete(env: Any) -> None:
    """Power users: autocomplete offers only legal choices, and /origins pick and place apply them."""
    channel, members = await start_game(env, "discovery", 4)
    moves = 0
    while moves < 6:
        game, state, member = await pending_member(env, channel, members)
        legal = state.legal_actions()
        if state.stage == PLACE:
            offered = await member.autocomplete(channel, "origins place", "square", "")
            squares = {str(a.square) for a in legal if isinstance(a, Place)}
            assert {c["value"] for c in offered} <= squares and offered
            place = next(a for a in legal if isinstance(a, Place))
            direction = ("right", "down", "left", "up")[place.direction]
            placed = await member.slash(
                channel, "origins place", square=str(place.square), direction=direction
            )
            _, now = await state_of(env, channel)
            if not now.is_over and now.current_player() == state.current_player():  # e.g. the pick follows
                # the first followup fills the deferred reply: the next panel, privately
                assert placed.ephemeral and placed.response.components
        else:
            offered = await member.autocomplete(channel, "origins pick", "domino", "")
            assert {c["value"] for c in offered} == {
                " ".join(map(str, a.numbers)) for a in legal if isinstance(a, Pick)
            }
            await member.slash(channel, "origins pick", domino=offered[0]["value"])
        after, _ = await state_of(env, channel)
        assert after.version == game.version + 1
        moves += 1


async def test_illegal_slash_move_changes_nothing(env: Any) -> None:
    """An illegal placement typed by hand gets one private sentence and stores nothing."""
    channel, members = await start_game(env, "discovery", 2)
    await play_until(env, channel, members, stop=lambda s: s.stage == PLACE)
    game, _state, member = await pending_member(env, channel, members)
    result = await member.slash(channel, "origins place", square="G7", direction="right")  # the hut
    assert result.ephemeral
    text = (result.followups[0].content if result.followups else result.response.content).lower()
    assert "hut" in text
    bad = await member.slash(channel, "origins place", square="Z99", direction="up")
    assert bad.ephemeral
    after, _ = await state_of(env, channel)
    assert after.version == game.version


async def test_lobby_refusals(env: Any) -> None:
    """Join twice, start by a non-creator or before seats are full, a second game, cancel rights."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    ann, bob, eve = (guild.add_member(env.create_user(n)) for n in ("ann", "bob", "eve"))
    thread, lobby = await open_lobby(ann, channel, players=3)
    assert (await ann.click(lobby, label="Join")).ephemeral  # already seated
    await bob.click(lobby, label="Join")
    assert "more player" in (await ann.click(lobby, label="Start")).response.content
    assert "Only" in (await bob.click(lobby, label="Start")).response.content
    second = await bob.slash(thread, "origins new origins")
    assert second.ephemeral and "already a game here" in second.response.content
    denied = await eve.click(lobby, label="Cancel")
    assert denied.ephemeral
    await ann.click(lobby, label="Cancel")
    assert await env.bot.store.channel_game(thread.id) is None
    fresh = await eve.slash(thread, "origins new origins")  # the thread is free again: the next game is there
    assert not fresh.ephemeral and "a new game" in fresh.response.content
    assert len(channel.threads) == 1


async def test_no_game_in_channel(env: Any) -> None:
    """Watching or playing where there is no game gets the private 'no game' sentence."""
    guild = env.create_guild()
    channel = guild.create_text_channel("quiet")
    ann = guild.add_member(env.create_user("ann"))
    for command in ("origins board", "origins status", "origins play"):
        result = await ann.slash(channel, command)
        assert result.ephemeral
        assert "no Origins game" in result.response.content


async def test_board_and_status_for_watchers(env: Any) -> None:
    """Any member can see the table, one territory, and the status line."""
    channel, members = await start_game(env, "totem", 2)
    onlooker = channel.guild.add_member(env.create_user("eve"))
    table = await onlooker.slash(channel, "origins board")
    assert not table.ephemeral
    assert channel.last_message.attachments[0].filename == "table.png"
    await onlooker.slash(channel, "origins board", player=members[1])
    assert channel.last_message.attachments[0].filename == "territory.png"
    stranger = await members[0].slash(channel, "origins board", player=onlooker)
    assert stranger.ephemeral and "no seat" in stranger.response.content
    status = await onlooker.slash(channel, "origins status")
    assert status.ephemeral and "must" in status.response.content


async def test_button_labels_show_the_line(env: Any) -> None:
    """The pick panel offers exactly the free dominoes of the line, with their squares."""
    channel, members = await start_game(env, "discovery", 4)
    _game, state, member = await pending_member(env, channel, members)
    panel = (await member.click(channel.last_message, label="Play your turn")).response
    for action in state.legal_actions():
        assert isinstance(action, Pick)
        assert button(panel, starts=f"{action.numbers[0]} · ")
