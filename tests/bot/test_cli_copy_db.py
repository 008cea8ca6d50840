"""`python -m bot copy-db SOURCE TARGET`: a database of games in every state copied into an empty one
answers every read as the source does; a target holding anything, a missing or unreadable source,
a target that cannot be created are refused in one line (exit code 2) with nothing written; a
snapshot its log does not replay is reported (exit code 1); a copy killed midway leaves a target
that the next copy-db takes whole."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import textwrap
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.copy_db import Bar, check_copy, replay_problem
from bot.features import ratings
from bot.store import (
    ACTIVE,
    ANNOUNCE,
    CANCELLED,
    LOBBY,
    OVER,
    REMINDER,
    TABLES,
    TIMER,
    Deadline,
    GameRow,
    Move,
    NextGame,
    ResultRow,
    SeatRow,
    Store,
    open_store,
)
from bot.store.sqlite import SqliteStore
from rules import Game, GameConfig, GameState, RandomAgent, new_game
from rules.core.snapshot import state_to_json
from tests.bot.store.backends import raw, raw_write
from tests.bot.test_cli import ROOT, run_bot
from tests.patience import PATIENCE
from tests.postgres import PostgresServer

GUILD, OTHER_GUILD = 1, 2
ANN, BOB, CLEO = 100, 200, 300
NOW = 1_000_000.0


class Table:
    """A game being played for real into the store: the rules' state and the stored row."""

    def __init__(self, store: Store, row: GameRow, state: GameState, seed: int) -> None:
        self.store, self.row, self.state = store, row, state
        self.agent = RandomAgent(seed)

    async def play(self, count: int, **last: Any) -> GameRow:
        """`count` real moves (the last with `last`: its status, results, next game)."""
        for i in range(count):
            action = self.agent.choose(self.state)
            self.state.play(action)
            extra = last if i == count - 1 else {}
            move = Move(
                game_id=self.row.id,
                expected_version=self.row.version,
                actor_id=None,
                actions=(str(action),),
                snapshot=state_to_json(self.state),
                **extra,
            )
            self.row = await self.store.record_move(move)
        return self.row

    async def finish(self, **last: Any) -> GameRow:
        """Played to the end; the last move stores the results (seat order is the finishing order)."""
        left = 0
        probe = self.state.copy()
        agent = RandomAgent(0)
        agent.rng.setstate(self.agent.rng.getstate())
        while not probe.is_over:
            probe.play(agent.choose(probe))
            left += 1
        seats = await self.store.seats(self.row.id)
        results = tuple(
            ResultRow(
                self.row.id,
                self.row.guild_id,
                self.row.channel_id,
                s.seat,
                s.user_id,
                40 - s.seat,
                s.seat + 1,
            )
            for s in seats
        )
        return await self.play(left, status=OVER, results=results, rate=ratings.rate, **last)


async def table(
    store: Store,
    channel: int,
    people: Sequence[int | None],
    *,
    game: str = "origins",
    guild: int = GUILD,
    seed: int = 1,
    options: dict[str, Any] | None = None,
    parent: int | None = None,
) -> Table:
    """A game started with these seats (a member, or None for an AI)."""
    config = GameConfig(players=len(people), game=Game(game), seed=seed)
    row = await store.create_game(
        guild_id=guild,
        channel_id=channel,
        parent_id=parent,
        creator_id=ANN,
        config={"players": len(people), "game": game},
        options=options or {"reminder_hours": 24, "timer_hours": 48},
    )
    for person in people:
        name, level = (f"member {person}", None) if person else ("AI (easy)", "easy")
        await store.add_seat(row.id, person, name, ai_level=level)
    state = new_game(config)
    row = await store.start_game(row.id, config=config.to_json(), snapshot=state_to_json(state))
    return Table(store, row, state, seed)


async def stock(store: Store) -> None:
    """Games in every state: lobbies, games in play of each kind (deadlines, time off, autopilot, a
    removed player, prompts and "I'm back" messages, AI turns claimed), finished rated games, a
    cancelled game, a Dynasty whose second game is in play; members' and servers' preferences."""
    await store.create_game(guild_id=GUILD, channel_id=10, creator_id=ANN, config={"players": 2}, options={})
    waiting = await store.create_game(
        guild_id=GUILD, channel_id=51, parent_id=11, creator_id=BOB, config={"players": 3}, options={}
    )
    await store.add_seat(waiting.id, BOB, "Bob")
    kinds: list[tuple[str, list[int | None]]] = [
        ("origins", [ANN, None]),
        ("classic", [ANN, BOB]),
        ("resources", [BOB, CLEO, None]),
    ]
    for channel, (game, people) in enumerate(kinds, start=20):
        playing = await table(store, channel, people, game=game, seed=channel)
        row = await playing.play(5 + channel % 3)
        await store.put_deadlines(
            row.id,
            [
                Deadline(row.id, REMINDER, NOW + 3600, row.version, 0),
                # waiting through a vacation with no end: due never, 40 minutes of turn left
                Deadline(
                    row.id, TIMER, float("inf"), row.version, 0, attempts=1, since=NOW, seconds_left=2400.0
                ),
                Deadline(row.id, ANNOUNCE, NOW, row.version),
            ],
        )
        await store.keep_prompt(row.id, row.version, 9000 + channel)
        await store.set_autopilot(row.id, 1, True)
        await store.keep_back(row.id, 1, 9100 + channel)
        # a process thinking for the turn when the bot was stopped: its claim is copied as it is
        assert await store.claim_ai_turn(row.id, row.version, f"process {channel}", 60.0)
    gone = await table(store, 30, [ANN, BOB, CLEO], seed=30)
    await gone.play(3)
    await store.remove_player(gone.row.id, CLEO)
    finished: list[tuple[int, list[int | None]]] = [
        (31, [ANN, BOB]),
        (32, [BOB, CLEO, ANN]),
        (33, [ANN, None]),
    ]
    for channel, people in finished:
        done = await table(store, channel, people, game="classic", seed=channel)
        await done.finish()
    elsewhere = await table(store, 40, [ANN, CLEO], guild=OTHER_GUILD, seed=40)
    over = await elsewhere.finish()
    await store.keep_prompt(over.id, over.version, 9999)  # too late: the game has ended
    stopped = await table(store, 34, [ANN, BOB], seed=34)
    await stopped.play(2)
    await store.update_game(stopped.row.id, status=CANCELLED)
    await dynasty(store)
    await store.set_pref(ANN, "language", "nl")
    await store.set_pref(BOB, "away", json.dumps({"from": NOW, "until": None}))
    await store.set_server_pref(GUILD, "language", "it")


async def dynasty(store: Store) -> None:
    """A Dynasty: its first game finished, the second stored with its last move and in play."""
    first = await table(
        store, 52, [ANN, BOB], parent=12, seed=52, options={"dynasty": {"series": None, "game": 1}}
    )
    config = GameConfig(players=2, seed=53)
    seats = tuple(SeatRow(0, s.seat, s.user_id, s.name) for s in await store.seats(first.row.id))
    nxt = NextGame(
        config=config.to_json(),
        options={"dynasty": {"series": first.row.id, "game": 2}},
        snapshot=state_to_json(new_game(config)),
        seats=seats,
        deadlines=(Deadline(0, REMINDER, NOW + 60, 0, 0),),
    )
    await first.finish(next_game=nxt)


async def made(path: Path, fill: Callable[[Store], Awaitable[None]] = stock) -> None:
    store = SqliteStore(path, clock=lambda: NOW)
    await store.open()
    try:
        await fill(store)
    finally:
        await store.close()


def tables(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, read with the standard library."""
    return {name: raw(path, f"SELECT * FROM {name} ORDER BY 1, 2, 3") for name in TABLES}


async def reads(store: Store, path: Path) -> list[Any]:
    """Every read the bot makes, of every game, member, channel and server in the database."""
    games = [row for (row,) in raw(path, "SELECT id FROM games ORDER BY id")]
    out: list[Any] = []
    for game_id in games:
        out += [
            await store.game(game_id),
            await store.sitting(game_id),
            await store.events(game_id),
            await store.deadlines(game_id),
            await store.results(game_id),
            await store.rating_changes(game_id),
            await store.backs(game_id),
        ]
    for channel in (10, 11, 12, 20, 21, 22, 30, 31, 34, 40, 51, 52):
        out += [await store.channel_game(channel), await store.thread_games(channel)]
        out += [await store.history(channel, threads=True), await store.finished_games(GUILD, channel)]
    for user in (ANN, BOB, CLEO):
        out += [await store.prefs(user), await store.active_games_of(user)]
        for guild in (GUILD, OTHER_GUILD):
            out += [await store.member_games(guild, user), await store.stats(guild, user)]
            for game in ("origins", "classic"):
                out += [await store.standing(guild, game, user)]
    for guild in (GUILD, OTHER_GUILD):
        out += [await store.server_prefs(guild), await store.latest_rated_game(guild)]
        for game in ("origins", "classic", "resources"):
            out += [await store.leaderboard(guild, game, 10), await store.rated_players(guild, game)]
    out += [await store.open_games(), await store.ended_with_prompts(), await store.ended_with_backs()]
    out += [await store.due_deadlines(NOW + 10**9)]
    return out


async def opened_reads(path: Path) -> list[Any]:
    """`reads` of the database at `path`, through the store the bot opens (with its cache)."""
    store = open_store(path)
    await store.open()
    try:
        return await reads(store, path)
    finally:
        await store.close()


# --- the copy -------------------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_a_copy_answers_every_read_as_the_source(tmp_path: Path) -> None:
    """Every table copied row for row, every read of a real bot store the same, the counts printed,
    the bar at the end, and the next game numbered after the copied ones."""
    source, target = tmp_path / "old.sqlite3", tmp_path / "new.sqlite3"
    await made(source)
    result = run_bot(tmp_path, "copy-db", str(source), str(target))
    assert result.returncode == 0, result.stderr
    before = tables(source)
    assert tables(target) == before
    assert all(before[name] for name in TABLES)  # every table had something to copy
    assert {row[4] for row in before["games"]} == {LOBBY, ACTIVE, OVER, CANCELLED}
    assert await opened_reads(target) == await opened_reads(source)
    lines = result.stdout.splitlines()
    assert lines[0] == f"Copied {source} to {target}:"
    assert [line.split() for line in lines[1 : 1 + len(TABLES)]] == [
        [name, str(len(before[name]))] for name in TABLES
    ]
    playing = sum(1 for row in before["games"] if row[7] is not None)  # a snapshot: started
    assert lines[-1] == f"Checked: every row is SOURCE's, {playing} games replayed to their snapshots."
    games = len(before["games"])
    assert result.stderr.splitlines()[-1].endswith(f"] {games}/{games} games")
    store = SqliteStore(target)
    await store.open()
    try:
        newer = await store.create_game(guild_id=GUILD, channel_id=99, creator_id=ANN, config={}, options={})
    finally:
        await store.close()
    assert newer.id == max(row[0] for row in before["games"]) + 1


async def one_lobby(store: Store) -> None:
    await store.create_game(guild_id=GUILD, channel_id=77, creator_id=BOB, config={"players": 2}, options={})


@pytest.mark.asyncio
async def test_a_target_holding_games_is_refused_unchanged(tmp_path: Path) -> None:
    source, target = tmp_path / "old.sqlite3", tmp_path / "new.sqlite3"
    await made(source)
    await made(target, one_lobby)
    before = tables(target)
    result = run_bot(tmp_path, "copy-db", str(source), str(target))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"python -m bot: error: TARGET {str(target)!r} is not empty (games: 1): copy-db copies only into "
        "an empty database; nothing was written"
    ]
    assert result.stdout == ""
    assert tables(target) == before


@pytest.mark.parametrize(
    ("corrupt", "reported"),
    [
        # a snapshot one round further than its log
        (
            "UPDATE games SET snapshot = json_set(snapshot, '$.round', json_extract(snapshot, '$.round') + 1)"
            " WHERE channel_id = 21",
            "its log replays to another state than its snapshot",
        ),
        # an action the rules refuse at that point of the game
        (
            "UPDATE events SET action = 'pick 99'"
            " WHERE seq = 3 AND game_id = (SELECT id FROM games WHERE channel_id = 22)",
            "its log does not replay",
        ),
        # a move lost from the log
        (
            "DELETE FROM events WHERE seq = 2 AND game_id = (SELECT id FROM games WHERE channel_id = 20)",
            "actions in its log",
        ),
    ],
)
@pytest.mark.asyncio
async def test_a_log_that_does_not_replay_to_its_snapshot_is_reported(
    tmp_path: Path, corrupt: str, reported: str
) -> None:
    """The copy is made (the source's games as they are), and the check names the game: exit code 1."""
    source, target = tmp_path / "old.sqlite3", tmp_path / "new.sqlite3"
    await made(source)
    raw_write(source, corrupt)
    result = run_bot(tmp_path, "copy-db", str(source), str(target))
    assert result.returncode == 1, result.stderr
    failed = [line for line in result.stderr.splitlines() if "check failed" in line]
    assert len(failed) == 1 and reported in failed[0]
    assert "Checked:" not in result.stdout and "Copied" in result.stdout
    assert tables(target) == tables(source)


@pytest.mark.asyncio
async def test_a_row_that_is_not_the_sources_is_named(tmp_path: Path) -> None:
    """The side-by-side check finds rows changed in the copy (counts alike): the first per table."""
    source, target = tmp_path / "old.sqlite3", tmp_path / "new.sqlite3"
    await made(source)
    assert run_bot(tmp_path, "copy-db", str(source), str(target)).returncode == 0
    raw_write(target, "UPDATE seats SET name = 'Someone' WHERE game_id = 2 AND seat = 0")
    raw_write(target, "UPDATE ratings SET mu = mu + 1 WHERE user_id = ?", (BOB,))
    theirs, ours = SqliteStore(source), SqliteStore(target)
    await theirs.open()
    await ours.open()
    try:
        replayed, failures = await check_copy(theirs, ours, batch=3)
    finally:
        await theirs.close()
        await ours.close()
    assert failures == [
        "seats: the row of game_id 2, seat 0 in TARGET is not SOURCE's",
        f"ratings: the row of guild_id {GUILD}, game classic, user_id {BOB} in TARGET is not SOURCE's",
    ]
    assert replayed == sum(1 for row in tables(source)["games"] if row[7] is not None)


KILLED_COPY = """
import asyncio, os, signal, sys
from bot.copy_db import Bar, copy_database

class Dying(Bar):
    def advance(self, games):
        super().advance(games)
        if self.done >= {after}:  # games written in the open transaction: the process dies now
            os.kill(os.getpid(), signal.SIGKILL)

asyncio.run(copy_database(sys.argv[1], sys.argv[2], stream=sys.stderr, bar=Dying, batch=2))
"""


@pytest.mark.parametrize("after", [2, 8])
@pytest.mark.asyncio
async def test_a_copy_killed_midway_leaves_a_target_the_next_copy_takes(tmp_path: Path, after: int) -> None:
    """SIGKILL while the rows are being written (some batches in, none committed): the target holds
    nothing, and copy-db run again copies it whole."""
    source, target = tmp_path / "old.sqlite3", tmp_path / "new.sqlite3"
    await made(source)
    killed = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(KILLED_COPY.format(after=after)), str(source), str(target)],
        cwd=tmp_path,
        env={"PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        check=False,
    )
    assert killed.returncode == -9, killed.stderr
    assert f"{after}/" in killed.stderr  # it died with games written but not committed
    assert tables(target) == {name: [] for name in TABLES}
    result = run_bot(tmp_path, "copy-db", str(source), str(target))
    assert result.returncode == 0, result.stderr
    assert tables(target) == tables(source)


# --- refusals -------------------------------------------------------------------------------------


def test_a_missing_source_is_refused_and_nothing_created(tmp_path: Path) -> None:
    source, target = tmp_path / "nowhere.sqlite3", tmp_path / "new.sqlite3"
    result = run_bot(tmp_path, "copy-db", str(source), str(target))
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and "does not exist" in result.stderr
    assert not source.exists() and not target.exists()


def test_a_source_that_is_no_database_is_refused(tmp_path: Path) -> None:
    source, target = tmp_path / "notes.txt", tmp_path / "new.sqlite3"
    source.write_text("not a database, but a long enough text to be read as one " * 20)
    result = run_bot(tmp_path, "copy-db", str(source), str(target))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"python -m bot: error: cannot read SOURCE {str(source)!r}: file is not a database;"
        " nothing was written"
    ]
    assert not target.exists()


@pytest.mark.asyncio
async def test_a_target_that_cannot_be_created_is_refused(tmp_path: Path) -> None:
    source, target = tmp_path / "old.sqlite3", tmp_path / "gone" / "new.sqlite3"
    await made(source, one_lobby)
    result = run_bot(tmp_path, "copy-db", str(source), str(target))
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and "cannot create TARGET" in result.stderr
    assert not target.parent.exists()


@pytest.mark.asyncio
async def test_a_copy_into_postgresql_answers_every_read_as_the_source(
    tmp_path: Path, postgres: PostgresServer
) -> None:
    """SQLite to a real PostgreSQL (a URL as TARGET): every table's rows counted, checked, every
    read of the bot's store the same, the next game numbered after the copied ones, and the
    URL's password never printed."""
    source = tmp_path / "old.sqlite3"
    await made(source)
    # A password in the URL (the test server trusts its local users: it is not checked) is never printed.
    url = (await postgres.empty_database()).replace("postgres@", "postgres:s3cret@", 1)
    result = run_bot(tmp_path, "copy-db", str(source), url)
    assert result.returncode == 0, result.stderr
    assert "s3cret" not in result.stdout + result.stderr
    assert result.stdout.splitlines()[0] == f"Copied {source} to {url.replace('s3cret', '***')}:"
    before = tables(source)
    lines = result.stdout.splitlines()
    assert [line.split() for line in lines[1 : 1 + len(TABLES)]] == [
        [name, str(len(before[name]))] for name in TABLES
    ]
    assert lines[-1].startswith("Checked: every row is SOURCE's")
    target = open_store(url)
    await target.open()
    try:
        assert await target.table_counts() == {name: len(rows) for name, rows in before.items()}
        assert await reads(target, source) == await opened_reads(source)
        newer = await target.create_game(guild_id=GUILD, channel_id=99, creator_id=ANN, config={}, options={})
    finally:
        await target.close()
    assert newer.id == max(row[0] for row in before["games"]) + 1


def test_copy_db_needs_a_source_and_a_target(tmp_path: Path) -> None:
    result = run_bot(tmp_path, "copy-db", "only.sqlite3")
    assert result.returncode == 2
    assert "TARGET" in result.stderr and len(result.stderr.strip().splitlines()) == 1


# --- its parts ------------------------------------------------------------------------------------


def test_the_bar_writes_a_line_per_tenth_off_a_terminal() -> None:
    stream = io.StringIO()
    bar = Bar(40, stream)
    for _ in range(40):
        bar.advance(1)
    bar.close()
    lines = stream.getvalue().splitlines()
    assert len(lines) == 11  # 0/40, then each tenth
    assert lines[0] == f"[{'.' * Bar.WIDTH}] 0/40 games" and lines[-1] == f"[{'#' * Bar.WIDTH}] 40/40 games"


def test_a_lobby_and_a_game_in_play_replay() -> None:
    """A lobby has no snapshot and no log; a game in play's log rebuilds its snapshot exactly."""
    assert replay_problem({"id": 1, "snapshot": None, "version": 0, "config": {}}, []) is None
    config = GameConfig(players=2, seed=5)
    state = new_game(config)
    agent = RandomAgent(5)
    events = []
    for seq in range(1, 8):
        action = agent.choose(state)
        state.play(action)
        events.append({"game_id": 1, "seq": seq, "action": str(action)})
    game = {
        "id": 1,
        "snapshot": json.loads(json.dumps(state_to_json(state))),
        "version": 7,
        "config": config.to_json(),
    }
    assert replay_problem(game, list(reversed(events))) is None
    assert replay_problem({**game, "version": 8}, events) is not None
