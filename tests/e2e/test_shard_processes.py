"""Two real bot processes, shards 0 and 1 of 2, on one database (a SQLite file, and a real
PostgreSQL: issue 21's end-to-end test), against the fake Discord. Each serves its own servers'
games: games of AIs alone, and games of ann against an AI with a turn timer and a reminder.

Shard 1's process is killed outright (SIGKILL) the moment ann's move is acknowledged (the bot told
her it is stored), while it has that move's announcement and the AI's reply to make, and its other
games' AIs are thinking. It stays down for what the database is told were three hours: every
timestamp of its games' deadlines and AI claims is moved back (the bots keep their deadlines hours
apart and poll once a minute: the test stands in for the clock rather than waiting). So ann's
reminder and timer in another game come due while nobody serves it, and a claim its dead
process held on an AI turn has expired. Restarted, it plays on; then

- no acknowledged move is lost: ann's is in the action log, as hers;
- every member whose decision is pending has a prompt: the stored one, of the game's version,
  naming her, with its Play your turn button (the only such button in the channel);
- no deadline fired twice: one reminder and one timer's move where they came due, none elsewhere;
- no AI turn played twice: each game's action log counts up without a gap, and every move an AI
  or the autopilot was said to play is one stored (each said at most once; in the games of the
  process never killed, every one said exactly once);
- the games of AIs alone are played to the end, with their score sheets.

The commands are published first by `python -m bot sync` (a process of its own): the bots never
publish them."""

from __future__ import annotations

import asyncio
import json
import re
import signal
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from bot.components import ids
from rules import GameState, apply, legal_actions, state_from_json
from tests.bot.store.backends import Backend, PostgresBackend, SqliteBackend
from tests.e2e.fake_discord import Call, FakeDiscord, Server
from tests.e2e.test_lifecycle import STEP, BotProcess, _content, fake, linux_only, processes
from tests.patience import until
from tests.postgres import server as postgres_server

__all__ = ["fake", "processes"]  # the fixtures, shared with test_lifecycle
COUNT = 2
SETTINGS = {"SHARD_COUNT": str(COUNT), "AI_WORKERS": "1", "RENDER_WORKERS": "0", "AI_SECONDS": "0.05"}
REMINDER_HOURS, TIMER_HOURS = 1, 2  # the reminder first: both come due while the process is down
DOWN = 3 * 3600.0  # seconds shard 1's process is down, as its games' deadlines and claims see it
MOVES = re.compile(r"`([^`]+)`")  # the moves an AI's or the autopilot's message names


@pytest.fixture(params=["sqlite", "postgres"])
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Backend]:
    """The one database both processes share: a SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        yield SqliteBackend(tmp_path / "origins.sqlite3")
    else:
        yield PostgresBackend(await postgres_server().fresh_database())


def setting(database: Backend) -> str:
    """DATABASE for the bots."""
    if isinstance(database, PostgresBackend):
        return database.url
    assert isinstance(database, SqliteBackend)
    return str(database.path)


def connected(fake: FakeDiscord, server: Server) -> bool:
    try:
        fake.connection_of(server.guild_id)
    except RuntimeError:
        return False
    return True


async def lobby_of(fake: FakeDiscord, server: Server, game: str, **options: Any) -> tuple[int, int]:
    """ann opens a game of `game` in the server's channel: (its id, its lobby message's)."""
    (ann,) = fake.members
    new = await fake.slash(ann, "origins", f"new {game}", channel_id=server.channel_id, players=2, **options)
    await fake.callback(new, timeout=STEP)
    lobby = fake.originals[new["token"]]
    return int(fake.messages[lobby]["components"][0]["components"][0]["custom_id"].rsplit(":", 1)[1]), lobby


async def with_ais(fake: FakeDiscord, server: Server, lobby: int, game: int, ais: int) -> None:
    """`ais` AI seats join, and the game starts."""
    (ann,) = fake.members
    for _ in range(ais):
        await fake.callback(await fake.choose(ann, lobby, ids.lobby_ai(game), "hard"), timeout=STEP)
    await fake.callback(await fake.click(ann, lobby, ids.lobby("start", game)), timeout=STEP)


async def ais_playing(fake: FakeDiscord, server: Server) -> int:
    """ann opens a game, gives her seat to an AI, adds another, starts. The game's id."""
    (ann,) = fake.members
    game, lobby = await lobby_of(fake, server, "origins")
    await fake.callback(await fake.click(ann, lobby, ids.lobby("leave", game)), timeout=STEP)
    await with_ais(fake, server, lobby, game, 2)
    return game


async def ann_against_an_ai(fake: FakeDiscord, server: Server) -> int:
    """ann against a Hard AI, with a reminder and a turn timer. The game's id."""
    game, lobby = await lobby_of(
        fake, server, "classic", reminder_hours=REMINDER_HOURS, timer_hours=TIMER_HOURS
    )
    await with_ais(fake, server, lobby, game, 1)
    return game


@dataclass
class Game:
    """A game as the database holds it now."""

    id: int
    status: str
    version: int
    state: GameState | None
    prompt: int | None  # the stored prompt's message id
    prompt_version: int | None
    ann_seat: int | None

    @property
    def anns_turn(self) -> bool:
        return (
            self.status == "active"
            and self.state is not None
            and self.ann_seat is not None
            and self.state.current_player() == self.ann_seat
        )


async def read_game(database: Backend, ann: int, game: int) -> Game:
    ((status, version, snapshot, prompt, prompt_version),) = await database.rows(
        "SELECT status, version, snapshot, turn_message_id, turn_message_version FROM games WHERE id = ?",
        (game,),
    )
    seat = await database.rows("SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game, ann))
    state = None if snapshot is None else state_from_json(json.loads(str(snapshot)))
    return Game(game, str(status), int(version), state, prompt, prompt_version, seat[0][0] if seat else None)


async def events(database: Backend, game: int) -> list[tuple[int, int | None, str]]:
    """The game's action log: (seq, who, action), in order."""
    rows = await database.rows(
        "SELECT seq, actor_id, action FROM events WHERE game_id = ? ORDER BY seq", (game,)
    )
    return [(int(seq), None if actor is None else int(actor), str(action)) for seq, actor, action in rows]


def channel_messages(fake: FakeDiscord, server: Server) -> list[dict[str, Any]]:
    return [m for _, m in sorted(fake.messages.items()) if int(m["channel_id"]) == server.channel_id]


def said(fake: FakeDiscord, server: Server, words: str) -> int:
    """How many of the channel's messages say `words`."""
    return sum(words in str(m["content"]) for m in channel_messages(fake, server))


def said_played(fake: FakeDiscord, server: Server) -> Counter[str]:
    """The moves the channel was told an AI or the autopilot played."""
    return Counter(
        move
        for m in channel_messages(fake, server)
        if "played" in str(m["content"])
        for move in MOVES.findall(str(m["content"]))
    )


async def anns_move(
    fake: FakeDiscord, database: Backend, server: Server, game: int, *, hands_over: bool
) -> tuple[int, str]:
    """ann plays her turn by typing a legal move (`/origins act`), until one hands the turn to the
    AI (`hands_over`) or just one; returns once the bot has told her the last is stored (the
    acknowledgement): (the version it made, its text). She plays once her turn's prompt is in the
    channel, as she would: a move made before the bot stores its prompt is another test's
    (tests/bot/turn/test_prompts.py)."""
    (ann,) = fake.members
    await until(lambda: prompted(fake, database, server, game, after=-1), f"ann's prompt in game {game}")
    while True:
        now = await read_game(database, ann.id, game)
        assert now.state is not None
        action = legal_actions(now.state)[0]
        last = not hands_over or apply(now.state, action).current_player() != now.ann_seat
        move = await fake.slash(ann, "origins", "act", channel_id=server.channel_id, move=str(action))
        await fake.callback(move, timeout=STEP)  # deferred: the move is not stored yet
        told = await fake.wait_for(
            partial(followup, f"/webhooks/{fake.app_id}/{move['token']}"), timeout=STEP
        )
        assert "Done" in _content(told) or not last, told.body  # "Done. It is …'s turn now."
        if last:
            return now.version + 1, str(action)


def followup(path: str, call: Call) -> bool:
    return call.method == "POST" and call.path == path


async def _anns_turn(database: Backend, ann: int, game: int) -> bool:
    return (await read_game(database, ann, game)).anns_turn


async def prompted(fake: FakeDiscord, database: Backend, server: Server, game: int, *, after: int) -> bool:
    """Whether ann's decision is pending in the game, past version `after`, and the stored prompt
    of its version is in the channel, naming her, with the only Play your turn button there."""
    (ann,) = fake.members
    now = await read_game(database, ann.id, game)
    if not now.anns_turn or now.version <= after or now.prompt is None or now.prompt_version != now.version:
        return False
    message = fake.messages.get(int(now.prompt))
    if message is None or int(message["channel_id"]) != server.channel_id:
        return False
    play = ids.play_turn(game, now.version)
    buttons = {m["id"]: buttons_of(m) for m in channel_messages(fake, server)}
    with_play = [i for i, b in buttons.items() if any(c.startswith("origins:play:") for c in b)]
    return (
        str(message["content"]).startswith(f"<@{ann.id}>, it is your turn")
        and play in buttons_of(message)
        and with_play == [message["id"]]
    )


def buttons_of(message: dict[str, Any]) -> list[str]:
    return [c.get("custom_id", "") for row in message["components"] for c in row["components"]]


@linux_only
async def test_two_shard_processes_on_one_database_and_one_killed(
    fake: FakeDiscord, tmp_path: Path, processes: list[BotProcess], database: Backend
) -> None:
    (ann,) = fake.members
    # shard 0: ann against an AI, and AIs alone; shard 1: the same, and a game where ann is away
    mine, alone, away = (fake.add_server(shard=(1, COUNT)) for _ in range(3))
    theirs, alone0 = (fake.add_server(shard=(0, COUNT)) for _ in range(2))
    sync = BotProcess(fake, tmp_path, DATABASE=setting(database))
    processes.append(sync)
    assert await asyncio.wait_for((await sync.start("sync")).wait(), STEP) == 0, sync.log
    assert [c["name"] for c in fake.commands[None]] == ["origins", "origins-admin"]
    bots = []
    for shard in range(COUNT):
        folder = tmp_path / f"shard{shard}"
        folder.mkdir()
        bots.append(BotProcess(fake, folder, DATABASE=setting(database), SHARD_IDS=str(shard), **SETTINGS))
    processes.extend(bots)
    for bot in bots:
        await bot.start()
    servers = [mine, alone, away, theirs, alone0]
    await until(lambda: all(connected(fake, s) for s in servers), "both shards to connect")

    # `killed`, `missed`, `ais1`: shard 1's; `kept`, `ais0`: shard 0's
    killed, missed, kept = [await ann_against_an_ai(fake, s) for s in (mine, away, theirs)]
    await anns_move(fake, database, theirs, kept, hands_over=True)  # the survivor's game plays on
    await until(lambda: _anns_turn(database, ann.id, missed), "ann's turn in the game she misses")
    waiting = (await read_game(database, ann.id, missed)).version
    ais0, ais1 = await ais_playing(fake, alone0), await ais_playing(fake, alone)
    game_of = {killed: mine, missed: away, kept: theirs, ais0: alone0, ais1: alone}
    guilds = await database.rows("SELECT id, guild_id FROM games")
    assert {g: s.guild_id for g, s in game_of.items()} == dict(guilds)
    await until(lambda: _version_at_least(database, ais1, 3), "shard 1's AIs to play a few moves")
    # ann's move, handing the turn to the AI: acknowledged, then shard 1's process dies at once
    version, move = await anns_move(fake, database, mine, killed, hands_over=True)
    proc = bots[1].proc
    assert proc is not None
    proc.send_signal(signal.SIGKILL)
    assert await asyncio.wait_for(proc.wait(), STEP) == -signal.SIGKILL
    await until(lambda: not connected(fake, mine), "the fake to see shard 1 gone")
    assert [s for (s,) in await database.rows("SELECT status FROM games WHERE id = ?", (ais1,))] == [
        "active"
    ]  # mid-game
    for game in (killed, ais1, missed):  # down for hours, as far as its games can tell
        await database.write(
            "UPDATE deadlines SET due = due - ?, since = since - ? WHERE game_id = ?", (DOWN, DOWN, game)
        )
        await database.write("UPDATE ai_claims SET expires = expires - ? WHERE game_id = ?", (DOWN, game))
    await bots[1].start()

    for game in (ais1, ais0):
        await until(partial(_status_is, database, game, "over"), f"game {game} to be played to the end")
    # each game of AIs alone has its score sheet (posted after its last move is said)
    await until(
        lambda: all(said(fake, s, "The game is over") == 1 for s in (alone, alone0)), "both score sheets"
    )
    # ann's turn again after the AI's reply, and in the game she missed, after her timer's move
    for game, since in ((killed, version), (missed, waiting), (kept, 0)):
        waits = partial(prompted, fake, database, game_of[game], game, after=since)
        await until(waits, f"ann's prompt in game {game}")

    # no acknowledged move lost
    assert (version, ann.id, move) in await events(database, killed)
    # no deadline fired twice: those that came due while shard 1 was down, once; no others
    assert said(fake, away, "a reminder: it is still your turn") == 1
    assert said(fake, away, "The turn timer ran out") == 1
    assert said(fake, mine, "a reminder: it is still your turn") <= 1
    assert said(fake, mine, "The turn timer ran out") <= 1
    assert said(fake, theirs, "a reminder") == said(fake, theirs, "The turn timer ran out") == 0
    # no AI turn played twice
    for game, server in game_of.items():
        log = await events(database, game)
        assert [seq for seq, _, _ in log] == list(range(1, len(log) + 1))
        assert (await read_game(database, ann.id, game)).version == len(log)
        stored = Counter(action for _, actor, action in log if actor is None)
        told = said_played(fake, server)
        assert told <= stored, (game, told - stored)
        if game in (kept, ais0):
            assert told == stored, game  # never killed: every move said, once
    assert fake.problems == []
    for bot in bots:  # the restarted process's log is its own
        assert "Traceback" not in bot.log, bot.log
        assert "taken over while thinking" not in bot.log, bot.log


async def _version_at_least(database: Backend, game: int, version: int) -> bool:
    rows = await database.rows("SELECT version FROM games WHERE id = ?", (game,))
    return int(rows[0][0]) >= version


async def _status_is(database: Backend, game: int, status: str) -> bool:
    return await database.rows("SELECT status FROM games WHERE id = ?", (game,)) == [(status,)]
