"""`/origins replay`: a finished game step by step (each step's picture is the table after that
many actions), by round, across a restart; its record read back by the referee CLI; and the
refusals (no such game, another server's, a channel one cannot see, in play, in the lobby,
cancelled, a record that no longer replays), the same for forged buttons, the autocomplete
offering only what one may see."""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
import sys
from pathlib import Path
from typing import Any

import discord
import pytest

import render
from bot.components import ids
from bot.i18n.messages import alt_text
from rules import GameConfig, GreedyAgent, parse_action, replay
from tests.bot.forging import answers, forge, last_word
from tests.bot.players import AGENT_SEED, open_lobby, play_whole_game, slash_new, start_game, state_of
from tests.bot.restarts import restart

STEP = re.compile(r"Move (\d+) of (\d+)")


async def finish(env: Any, channel: Any) -> Any:
    """The channel's game played to its end by greedy moves (no Discord), the score sheet posted."""
    game, state = await state_of(env, channel)
    seats = {s.seat: s.user_id for s in await env.bot.store.seats(game.id)}
    agent = GreedyAgent(AGENT_SEED)
    while not state.is_over:
        played = await env.bot.services.sessions.play(
            game.id, [agent.choose(state)], user_id=seats[state.current_player()]
        )
        state = played.state
    await env.bot.services.loop.after_move(played, None, edit=False)
    return await env.bot.store.game(game.id)


async def new_game_in(channel: Any, members: list[Any], mode: str = "discovery", **options: Any) -> Any:
    """A game started through `/origins new`, Join and Start: in `channel` if it is a thread
    (the game's own, once its earlier game is over), else in a thread it opens; the place."""
    if channel.is_thread:
        answer = await slash_new(members[0], channel, mode=mode, players=len(members), **options)
        place, lobby = channel, answer.response
    else:
        place, lobby = await open_lobby(members[0], channel, mode=mode, players=len(members), **options)
    for member in members[1:]:
        await member.click(lobby, label="Join")
    await members[0].click(lobby, label="Start")
    return place


def buttons(message: Any) -> dict[str, bool]:
    """The message's buttons: label -> enabled."""
    return {c["label"]: not c.get("disabled") for row in message.components for c in row["components"]}


def step_of(message: Any) -> int:
    """The step a replay message shows (0: before the first move)."""
    found = STEP.search(message.content)
    return int(found[1]) if found else 0


async def the_game(env: Any, game_id: int) -> tuple[GameConfig, list[Any], list[str]]:
    """Config, actions and seat names, read from the store (not through the replay's code)."""
    row = await env.bot.store.game(game_id)
    actions = [parse_action(e.action) for e in await env.bot.store.events(game_id)]
    names = [s.name for s in sorted(await env.bot.store.seats(game_id), key=lambda s: s.seat)]
    return GameConfig.from_json(row.config), actions, names


def refused(result: Any) -> str:
    """A refusal: one private sentence, no picture, no buttons."""
    message = result.response or result.followups[0]
    assert result.ephemeral and message.ephemeral
    assert message.attachments == [] and message.components == []
    return str(message.content)


def hidden_channel(guild: Any, *seeing: Any) -> Any:
    """A channel of `guild` that only `seeing` (and the bot) may view."""
    allowed = discord.PermissionOverwrite(view_channel=True)
    overwrites = {guild.default_role: discord.PermissionOverwrite(view_channel=False), guild.me: allowed}
    return guild.create_text_channel("hidden", overwrites={**overwrites, **dict.fromkeys(seeing, allowed)})


async def test_a_whole_game_step_by_step(env: Any) -> None:
    """A game played through the bot replays move by move: each step's picture is the table of the
    game after that many actions (drawn here from a replay of the stored ones), the buttons that
    would leave the game are disabled at both ends, and ◀ steps back."""
    channel, members = await start_game(env, "discovery", 2, game="classic")
    await play_whole_game(env, channel, members)
    (finished,) = await env.bot.store.history(channel.id)
    config, actions, names = await the_game(env, finished.id)
    shown = await members[0].slash(channel, "origins replay")
    assert shown.ephemeral
    message = shown.response
    assert f"**Game #{finished.id}** · Kingdomino · ann and bob" in message.content
    assert f"{len(actions)} moves follow" in message.content
    assert buttons(message) == {
        "⏮ Start": False,
        "◀": False,
        "▶": True,
        "End ⏭": True,
        "« Round": False,
        "Round »": True,
        "Download the record": True,
    }
    for step in range(len(actions) + 1):
        if step:
            message = (await members[0].click(message, label="▶")).response
        assert step_of(message) == step
        (picture,) = message.attachments
        expected = render.table(replay(config, actions[:step]), names=names)
        assert await picture.read() == expected.png, step
        assert picture.description == alt_text(expected.alt)
    assert (
        f"Move {len(actions)} of {len(actions)}" in message.content and "the game is over" in message.content
    )
    assert [label for label, enabled in buttons(message).items() if not enabled] == ["▶", "End ⏭", "Round »"]
    back = (await members[0].click(message, label="◀")).response
    assert step_of(back) == len(actions) - 1


async def test_by_round_and_to_either_end(env: Any) -> None:
    """« and » stop where each round begins (the move that ends a round says so), » goes to the end
    from the last round; ⏮ and ⏭ go to the start and the end."""
    channel, members = await start_game(env, "totem", 3)
    row = await finish(env, channel)
    config, actions, _ = await the_game(env, row.id)
    state, begins = replay(config, []), []
    for step, action in enumerate(actions, start=1):
        was = state.round
        state.play(action)
        if state.round != was:
            begins.append(step)
    ann = members[0]
    message = (await ann.slash(channel, "origins replay", game=f"#{row.id}")).response
    forward, contents = [], []
    while buttons(message)["Round »"]:
        message = (await ann.click(message, label="Round »")).response
        forward.append(step_of(message))
        contents.append(message.content)
    assert forward == [*begins, len(actions)]
    assert all(f"round {n} began" in text for n, text in enumerate(contents[:-1], start=1))
    backward = []
    while buttons(message)["« Round"]:
        message = (await ann.click(message, label="« Round")).response
        backward.append(step_of(message))
    assert backward == [*begins[::-1], 0]
    end = (await ann.click(message, label="End ⏭")).response
    assert step_of(end) == len(actions) and "the game is over" in end.content
    start = (await ann.click(end, label="⏮ Start")).response
    assert step_of(start) == 0 and "Before the first move" in start.content


async def test_the_buttons_work_after_a_restart(env: Any, db_path: Path) -> None:
    """A replay opened before a restart goes on after it: its buttons carry the game and the step."""
    channel, members = await start_game(env, "tribe", 2)
    row = await finish(env, channel)
    ann = members[0]
    message = (await ann.slash(channel, "origins replay")).response
    for _ in range(2):
        message = (await ann.click(message, label="▶")).response
    await restart(env, db_path)
    message = (await ann.click(message, label="▶")).response
    assert step_of(message) == 3
    _, actions, _ = await the_game(env, row.id)
    assert message.content.endswith(f"`{actions[2]}`")
    record = await ann.click(message, label="Download the record")
    assert [a.filename for a in (record.response or record.followups[0]).attachments] == [
        f"origins-game-{row.id}.json"
    ]


async def test_the_record_replays_in_the_referee(env: Any, tmp_path: Path) -> None:
    """**Download the record** (and `export:true`) give the game's record, which `python -m rules
    replay` reads back to the very scores of the game's score sheet."""
    channel, members = await start_game(env, "tribe", 3)
    row = await finish(env, channel)
    ann = members[0]
    message = (await ann.slash(channel, "origins replay")).response
    clicked = await ann.click(message, label="Download the record")
    sent = clicked.response or clicked.followups[0]
    assert clicked.ephemeral and f"python -m rules replay origins-game-{row.id}.json" in sent.content
    (attached,) = sent.attachments
    data = await attached.read()
    exported = await ann.slash(channel, "origins replay", game=str(row.id), export=True)
    assert exported.ephemeral
    (again,) = (exported.response or exported.followups[0]).attachments
    assert await again.read() == data
    record = json.loads(data)
    seats = sorted(await env.bot.store.seats(row.id), key=lambda s: s.seat)
    results = {r.seat: r for r in await env.bot.store.results(row.id)}
    assert record["names"] == [s.name for s in seats] and record["game_id"] == row.id
    assert record["scores"] == [results[s.seat].score for s in seats]
    assert record["places"] == [results[s.seat].place for s in seats]
    path = tmp_path / attached.filename
    path.write_bytes(data)
    referee = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "rules", "replay", "--json", str(path), stdout=asyncio.subprocess.PIPE
    )
    out, _ = await referee.communicate()
    assert referee.returncode == 0
    replayed = json.loads(out)
    assert replayed["over"] is True
    assert [p["total"] for p in replayed["scores"]["players"]] == record["scores"]
    assert replayed["state"] == row.snapshot  # the game as the bot stored it at its end


async def test_refusals(env: Any) -> None:
    """No such number, another server's game (the same words: its existence is not told), a game
    in play, in its lobby or cancelled, a number that is no number, a channel without a finished
    game: one private sentence each, no picture, no record."""
    channel, members = await start_game(env, "discovery", 2)
    ann, guild, store = members[0], channel.guild, env.bot.store
    mine = await finish(env, channel)
    await new_game_in(channel, members)
    running = await store.channel_game(channel.id)
    waiting, _ = await open_lobby(ann, guild.create_text_channel("waiting"), players=2)
    lobby = await store.channel_game(waiting.id)
    dropped, _ = await open_lobby(ann, guild.create_text_channel("dropped"), players=2)
    await ann.slash(dropped, "origins cancel")
    (cancelled,) = await store.history(dropped.id)
    bare = guild.create_text_channel("bare")
    other, strangers = await start_game(env, "discovery", 2)
    theirs = await finish(env, other)
    unknown = mine.id + 1000
    assert refused(await ann.slash(channel, "origins replay", game=str(unknown))) == (
        f"There is no finished game #{unknown} in this server that you can see."
    )
    assert refused(await ann.slash(channel, "origins replay", game=f"#{theirs.id}")) == (
        f"There is no finished game #{theirs.id} in this server that you can see."
    )
    assert refused(
        await strangers[0].slash(other, "origins replay", game=str(mine.id), export=True)
    ).startswith(f"There is no finished game #{mine.id} ")
    assert "is still being played" in refused(
        await ann.slash(channel, "origins replay", game=str(running.id))
    )
    assert "is still being played" in refused(
        await ann.slash(channel, "origins replay", game=str(running.id), export=True)
    )
    assert "still in its lobby" in refused(await ann.slash(channel, "origins replay", game=str(lobby.id)))
    assert "was cancelled" in refused(await ann.slash(channel, "origins replay", game=str(cancelled.id)))
    assert "is not a game number" in refused(await ann.slash(channel, "origins replay", game="@everyone"))
    assert "No game has finished in this channel" in refused(await ann.slash(bare, "origins replay"))
    # The game that is over, for comparison: the same member, the same channel.
    shown = await ann.slash(channel, "origins replay", game=str(mine.id))
    assert shown.ephemeral and step_of(shown.response) == 0 and shown.response.attachments


async def test_a_channel_one_cannot_see(env: Any) -> None:
    """The autocomplete lists the server's finished games, this channel's first, newest first;
    a game of a channel a member cannot see is neither offered to them nor shown to them (nor is
    one in play there told apart from a number that does not exist), while those who see that
    channel get it."""
    channel, members = await start_game(env, "discovery", 2)
    ann, guild = members[0], channel.guild
    first = await finish(env, channel)
    await new_game_in(channel, members)
    second = await finish(env, channel)
    other = await new_game_in(guild.create_text_channel("other"), members)
    third = await finish(env, other)
    eve, zed = (guild.add_member(env.create_user(name)) for name in ("eve", "zed"))
    hidden = hidden_channel(guild, eve, zed)
    hidden_game = await new_game_in(hidden, [eve, zed])
    secret = await finish(env, hidden_game)
    offered = await ann.autocomplete(channel, "origins replay", "game", "")
    assert [c["value"] for c in offered] == [str(second.id), str(first.id), str(third.id)]
    (latest,) = await env.bot.store.finished_games(guild.id, channel.id, limit=1)
    assert (
        offered[0]["name"] == f"#{second.id} · Discovery, 2 players · won by {' and '.join(latest.winners)}"
    )
    typed = await ann.autocomplete(channel, "origins replay", "game", f"#{third.id}")
    assert [c["value"] for c in typed] == [str(third.id)]
    assert await ann.autocomplete(channel, "origins replay", "game", "zz") == []
    assert refused(await ann.slash(channel, "origins replay", game=str(secret.id))) == (
        f"There is no finished game #{secret.id} in this server that you can see."
    )
    await new_game_in(hidden_game, [eve, zed])
    playing = await env.bot.store.channel_game(hidden_game.id)  # in play, and as unknown to ann
    assert refused(await ann.slash(channel, "origins replay", game=str(playing.id))) == (
        f"There is no finished game #{playing.id} in this server that you can see."
    )
    assert "is still being played" in refused(
        await eve.slash(channel, "origins replay", game=str(playing.id))
    )
    seen = await eve.autocomplete(channel, "origins replay", "game", "")
    assert str(secret.id) in [c["value"] for c in seen]
    shown = await eve.slash(channel, "origins replay", game=str(secret.id))
    assert f"**Game #{secret.id}** · Discovery · eve and zed" in shown.response.content


async def test_forged_buttons_of_a_channel_one_cannot_see(env: Any) -> None:
    """The replay's buttons ask what `/origins replay` asks: a member who cannot see the channel a
    game was played in, forging its step button or its download (in a channel they see), hears
    that there is no such game, in the words of a number that does not exist: no picture, no
    record. So whether the game is read from the store or was loaded for someone who may see it;
    those members' own forged buttons work."""
    channel, members = await start_game(env, "discovery", 2)
    ann, guild = members[0], channel.guild
    eve, zed = (guild.add_member(env.create_user(name)) for name in ("eve", "zed"))
    hidden = hidden_channel(guild, eve, zed)
    secret = await finish(env, await new_game_in(hidden, [eve, zed]))
    unknown = f"There is no finished game #{secret.id} in this server that you can see."
    buttons = [(ids.replay(secret.id, 1, "next"), "the step"), (ids.export(secret.id), "the record")]
    for loaded in (False, True):
        for custom_id, what in buttons:
            result = await forge(env, ann, channel, custom_id)
            assert [m.attachments for m in answers(result)] == [[]] * len(answers(result)), what
            assert answers(result)[-1].ephemeral and last_word(result) == unknown, (what, loaded)
        if not loaded:  # eve replays it: the game is now among those loaded, and her buttons work
            shown = await forge(env, eve, channel, ids.replay(secret.id, 1, "next"))
            assert step_of(answers(shown)[-1]) == 1 and answers(shown)[-1].attachments
            record = await forge(env, eve, channel, ids.export(secret.id))
            assert [a.filename for a in answers(record)[-1].attachments] == [f"origins-game-{secret.id}.json"]


async def test_a_channel_of_game_threads(env: Any) -> None:
    """Used in the text channel whose threads hold the games, `/origins replay` without a number
    shows the last game finished in those threads, and the autocomplete offers them first."""
    guild = env.create_guild()
    channel = guild.create_text_channel("origins")
    members = [guild.add_member(env.create_user(name)) for name in ("ann", "bob")]
    ann = members[0]
    assert "No game has finished in this channel" in refused(await ann.slash(channel, "origins replay"))
    first = await finish(env, await new_game_in(channel, members))
    elsewhere = await finish(env, await new_game_in(guild.create_text_channel("elsewhere"), members))
    shown = await ann.slash(channel, "origins replay")
    assert shown.ephemeral and f"**Game #{first.id}**" in shown.response.content
    offered = await ann.autocomplete(channel, "origins replay", "game", "")
    assert [c["value"] for c in offered] == [str(first.id), str(elsewhere.id)]
    second = await finish(env, await new_game_in(channel, members))
    assert f"**Game #{second.id}**" in (await ann.slash(channel, "origins replay")).response.content
    offered = await ann.autocomplete(channel, "origins replay", "game", "")
    assert [c["value"] for c in offered] == [str(second.id), str(first.id), str(elsewhere.id)]


async def test_a_record_that_no_longer_replays(
    env: Any, db_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A finished game whose stored actions the rules now refuse (a damaged row, an engine that
    changed) is refused in one sentence and logged as a warning; nothing half-drawn is shown."""
    channel, members = await start_game(env, "discovery", 2, game="classic")
    row = await finish(env, channel)
    with sqlite3.connect(db_path) as db:
        db.execute("UPDATE events SET action = 'pick 99' WHERE game_id = ? AND seq = 1", (row.id,))
    text = refused(await members[0].slash(channel, "origins replay"))
    assert text == f"Game #{row.id} no longer replays with this version of the rules, so I cannot show it."
    (warning,) = [r for r in caplog.records if "does not replay" in r.getMessage()]
    assert warning.levelname == "WARNING" and warning.exc_info is not None
