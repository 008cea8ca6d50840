"""Ratings in SqliteStore on real SQLite files: written in the transaction of the results (a crash
between them is impossible), the counting rule as stored, the leaderboard's order and ranks, and
the recompute from stored results equal to the incremental updates over many random games."""

from __future__ import annotations

import asyncio
import random
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot import ratings
from bot.sqlite_store import SqliteStore
from bot.store import OVER, GameRow, Move, RatingChange, RatingRow, ResultRow, SeatRow
from tests.bot.clock import Clock
from tests.bot.test_store import raw
from tests.patience import PATIENCE

ROOT = Path(__file__).resolve().parent.parent.parent
GUILD, OTHER_GUILD = 1, 2
ANN, BOB, CLEO, DAN = 100, 200, 300, 400

pytestmark = pytest.mark.asyncio


async def started(
    store: SqliteStore,
    seats: Sequence[int | None],
    *,
    game: str = "origins",
    guild: int = GUILD,
    channel: int = 10,
) -> GameRow:
    """A game in play with these seats (a member id, or None for an AI)."""
    config: dict[str, Any] = {"players": len(seats), **({} if game == "origins" else {"game": game})}
    row = await store.create_game(
        guild_id=guild, channel_id=channel, creator_id=ANN, config=config, options={}
    )
    for user in seats:
        await store.add_seat(
            row.id, user, f"member {user}" if user else "AI Easy", ai_level=None if user else "easy"
        )
    return await store.start_game(row.id, config={**config, "seed": 1}, snapshot={"turn": 0})


def last_move(game: GameRow, places: Sequence[int], seats: Sequence[int | None]) -> Move:
    """The game's last move (by the autopilot: no member's seat to check), with its results."""
    results = tuple(
        ResultRow(game.id, game.guild_id, game.channel_id, seat, user, 50 - place, place)
        for seat, (user, place) in enumerate(zip(seats, places, strict=True))
    )
    return Move(
        game_id=game.id,
        expected_version=game.version,
        actor_id=None,
        actions=("place A1 up",),
        snapshot={"turn": "over"},
        status=OVER,
        results=results,
    )


async def finished(
    store: SqliteStore,
    seats: Sequence[int | None],
    places: Sequence[int],
    *,
    autopilot: Sequence[int] = (),
    removed: Sequence[int] = (),
    **where: Any,
) -> GameRow:
    """A game played to its end: seats (member ids or None), their places; `autopilot` seats on
    autopilot at the end, `removed` members gone."""
    game = await started(store, seats, **where)
    for seat in autopilot:
        await store.set_autopilot(game.id, seat, True)
    for user in removed:
        await store.remove_player(game.id, user)
    return await store.record_move(last_move(game, places, seats))


def tables(db_path: Path) -> tuple[list[Any], list[Any]]:
    """Both ratings tables, every column, in a stable order."""
    return (
        raw(db_path, "SELECT * FROM ratings ORDER BY guild_id, game, user_id"),
        raw(db_path, "SELECT * FROM rating_changes ORDER BY game_id, user_id"),
    )


# --- what is stored with a game's results ---------------------------------------------------------


async def test_migration_adds_the_ratings_tables(store: SqliteStore, db_path: Path) -> None:
    """The ratings and rating_changes tables exist, both empty at first."""
    assert tables(db_path) == ([], [])
    names = {n for (n,) in raw(db_path, "SELECT name FROM sqlite_master WHERE type IN ('table', 'index')")}
    assert {"ratings", "rating_changes"} <= names


async def test_a_counted_game_rates_its_people_with_its_results(store: SqliteStore, clock: Clock) -> None:
    """Two members: both rated in the same move, winner up and loser down, from the newcomer's rating."""
    clock.advance(50)
    game = await finished(store, [ANN, BOB], [1, 2])
    changes = await store.rating_changes(game.id)
    assert [c.user_id for c in changes] == [ANN, BOB]
    for c in changes:
        assert (c.mu_before, c.sigma_before) == (ratings.NEWCOMER.mu, ratings.NEWCOMER.sigma)
    ann, bob = changes
    assert ann.mu > ratings.NEWCOMER.mu > bob.mu
    assert ann.sigma < ratings.NEWCOMER.sigma
    top = await store.leaderboard(GUILD, "origins", 10)
    assert [(rank, row.user_id, row.games) for rank, row in top] == [(1, ANN, 1), (2, BOB, 1)]
    assert top[0][1] == RatingRow(GUILD, "origins", ANN, ann.mu, ann.sigma, 1, clock.now)


async def test_ai_seats_are_left_out_and_the_people_ranked_among_themselves(store: SqliteStore) -> None:
    """People in 2nd and 4th place behind AIs: rated as a plain win and loss between the two."""
    mixed = await finished(store, [None, ANN, None, BOB], [1, 2, 3, 4], channel=10)
    alone = await finished(store, [CLEO, DAN], [1, 2], channel=11)
    by_user = {c.user_id: c for c in await store.rating_changes(mixed.id)}
    assert set(by_user) == {ANN, BOB}
    same = {c.user_id: c for c in await store.rating_changes(alone.id)}
    assert (by_user[ANN].mu, by_user[ANN].sigma) == (same[CLEO].mu, same[CLEO].sigma)
    assert (by_user[BOB].mu, by_user[BOB].sigma) == (same[DAN].mu, same[DAN].sigma)


async def test_shared_places_are_ties(store: SqliteStore) -> None:
    """Two newcomers sharing first place keep the same mean; a third behind them loses."""
    game = await finished(store, [ANN, BOB, CLEO], [1, 1, 3])
    ann, bob, cleo = await store.rating_changes(game.id)
    assert (ann.mu, ann.sigma) == (bob.mu, bob.sigma)
    assert ann.mu > ratings.NEWCOMER.mu > cleo.mu


@pytest.mark.parametrize(
    ("seats", "autopilot", "removed"),
    [
        ([None, None], (), ()),  # AIs only
        ([ANN, None, None], (), ()),  # one person against AIs
        ([ANN, BOB], (1,), ()),  # a seat on autopilot at the end
        ([ANN, BOB, None], (), (BOB,)),  # a player who left (or was removed)
    ],
)
async def test_games_that_do_not_count_store_results_but_no_rating(
    store: SqliteStore,
    db_path: Path,
    seats: list[int | None],
    autopilot: tuple[int, ...],
    removed: tuple[int, ...],
) -> None:
    """Results are stored as ever; no rating is created or changed."""
    game = await finished(store, seats, list(range(1, len(seats) + 1)), autopilot=autopilot, removed=removed)
    assert len(await store.results(game.id)) == len(seats)
    assert tables(db_path) == ([], [])
    assert await store.rating_changes(game.id) == []


async def test_an_autopilot_turned_off_before_the_end_counts(store: SqliteStore) -> None:
    """A seat that was on autopilot for a while but whose player came back is rated."""
    game = await started(store, [ANN, BOB])
    await store.set_autopilot(game.id, 1, True)
    await store.set_autopilot(game.id, 1, False)
    await store.record_move(last_move(game, [2, 1], [ANN, BOB]))
    assert [c.user_id for c in await store.rating_changes(game.id)] == [ANN, BOB]


async def test_the_last_move_putting_a_seat_on_autopilot_is_not_rated(store: SqliteStore) -> None:
    """The autopilot's second timeout in a row is the last move: that seat ended on autopilot."""
    game = await started(store, [ANN, BOB])
    final = replace(
        last_move(game, [1, 2], [ANN, BOB]),
        seat=SeatRow(game.id, 1, BOB, f"member {BOB}", autopilot=True, autopilot_streak=2),
    )
    await store.record_move(final)
    assert len(await store.results(game.id)) == 2
    assert await store.rating_changes(game.id) == []


async def test_a_doubled_last_move_rates_once(store: SqliteStore) -> None:
    """Two clicks racing on the last move: one is stored (and rated), the other refused."""
    game = await started(store, [ANN, BOB])
    outcomes = await asyncio.gather(
        store.record_move(last_move(game, [1, 2], [ANN, BOB])),
        store.record_move(last_move(game, [2, 1], [ANN, BOB])),
        return_exceptions=True,
    )
    assert sorted(type(o).__name__ for o in outcomes) == ["GameRow", "StaleVersion"]
    assert {row.user_id: row.games for _, row in await store.leaderboard(GUILD, "origins", 10)} == {
        ANN: 1,
        BOB: 1,
    }
    assert len(await store.rating_changes(game.id)) == 2


async def test_ratings_are_per_server_and_per_game(store: SqliteStore) -> None:
    """The same two members in two servers and two games have four separate ratings."""
    await finished(store, [ANN, BOB], [1, 2], channel=10)
    await finished(store, [ANN, BOB], [1, 2], channel=11, guild=OTHER_GUILD)
    await finished(store, [ANN, BOB], [1, 2], channel=12, game="classic")
    await finished(store, [ANN, BOB, CLEO], [1, 2, 3], channel=13, game="resources")
    for guild, game in (
        (GUILD, "origins"),
        (OTHER_GUILD, "origins"),
        (GUILD, "classic"),
        (GUILD, "resources"),
    ):
        assert [row.games for _, row in await store.leaderboard(guild, game, 10)][:2] == [1, 1]
    assert await store.leaderboard(OTHER_GUILD, "classic", 10) == []
    assert await store.latest_rated_game(GUILD) == "resources"
    assert await store.latest_rated_game(GUILD + 99) is None


async def test_games_played_accumulate(store: SqliteStore) -> None:
    """Each counted game adds one to its people's games and starts from their last rating."""
    first = await finished(store, [ANN, BOB], [1, 2], channel=10)
    second = await finished(store, [BOB, ANN], [1, 2], channel=11)
    after_first = {c.user_id: c for c in await store.rating_changes(first.id)}
    before_second = {c.user_id: c for c in await store.rating_changes(second.id)}
    for user in (ANN, BOB):
        assert (before_second[user].mu_before, before_second[user].sigma_before) == (
            after_first[user].mu,
            after_first[user].sigma,
        )
    assert {row.user_id: row.games for _, row in await store.leaderboard(GUILD, "origins", 10)} == {
        ANN: 2,
        BOB: 2,
    }


async def test_results_are_stamped_in_finishing_order_even_if_the_clock_stands_or_steps_back(
    store: SqliteStore, clock: Clock
) -> None:
    """Each game's finished_at is after every earlier game's, so that the recompute's order is the
    order the games were rated in."""
    stamps = []
    for n, step in enumerate((0.0, 0.0, -30.0, 5.0)):
        clock.advance(step)
        game = await finished(store, [ANN, BOB], [1, 2], channel=10 + n)
        stamps.append({r.finished_at for r in await store.results(game.id)})
    assert all(len(s) == 1 for s in stamps)
    flat = [s.pop() for s in stamps]
    assert flat == sorted(flat) and len(set(flat)) == len(flat)
    assert flat[0] == 1000.0


async def test_the_seats_of_an_ended_game_do_not_change(store: SqliteStore) -> None:
    """After the end nobody can be removed or put on (or off) autopilot: the rating was decided
    on how the seats ended, and the recompute reads them again."""
    game = await finished(store, [ANN, BOB], [1, 2], autopilot=(1,))
    seats = await store.seats(game.id)
    assert await store.remove_player(game.id, ANN) is None
    assert await store.set_autopilot(game.id, 1, False) is None
    assert await store.set_autopilot(game.id, 0, True) is None
    assert await store.seats(game.id) == seats


# --- the same transaction -----------------------------------------------------------------------------


async def test_a_failing_rating_stores_no_result_and_no_move(
    store: SqliteStore, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rating step failing after the results were written rolls back the whole last move."""
    game = await started(store, [ANN, BOB])

    def broken(*args: Any) -> Any:
        raise RuntimeError("openskill on fire")

    monkeypatch.setattr(ratings, "settle", broken)
    with pytest.raises(RuntimeError, match="on fire"):
        await store.record_move(last_move(game, [1, 2], [ANN, BOB]))
    monkeypatch.undo()
    assert await store.game(game.id) == game
    assert await store.results(game.id) == []
    assert await store.events(game.id) == []
    assert tables(db_path) == ([], [])
    await store.record_move(last_move(game, [1, 2], [ANN, BOB]))  # the same move, now whole
    assert len(await store.rating_changes(game.id)) == 2


async def test_a_failing_rating_write_rolls_back_the_results(
    store: SqliteStore, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A rating row SQLite refuses (a broken constraint) leaves no result and no rating either."""
    game = await started(store, [ANN, BOB])
    real = ratings.settle
    monkeypatch.setattr(
        ratings, "settle", lambda *a: {u: ratings.Skill(s.mu, -1.0) for u, s in real(*a).items()}
    )
    with pytest.raises(sqlite3.IntegrityError):
        await store.record_move(last_move(game, [1, 2], [ANN, BOB]))
    assert await store.results(game.id) == []
    assert (await store.game(game.id)).status == "active"  # type: ignore[union-attr]
    assert tables(db_path) == ([], [])


CRASH = """
import asyncio, os, sys
from bot.sqlite_store import SqliteStore
from bot.store import Move, OVER, ResultRow

async def main(db_path: str, game_id: int) -> None:
    store = SqliteStore(db_path)
    await store.open()
    game = await store.game(game_id)

    async def die(self, db, game_id):  # the results are written, the rating not yet
        rows = await db.execute_fetchall("SELECT COUNT(*) FROM results WHERE game_id = ?", (game_id,))
        print(rows[0][0], flush=True)
        os._exit(9)

    SqliteStore._rate = die
    results = tuple(
        ResultRow(game.id, game.guild_id, game.channel_id, seat, user, 40, seat + 1)
        for seat, user in enumerate((100, 200))
    )
    await store.record_move(Move(game.id, game.version, None, ("place A1 up",), {}, OVER, results=results))

asyncio.run(main(sys.argv[1], int(sys.argv[2])))
"""


async def test_a_process_dying_between_results_and_ratings_leaves_neither(
    db_path: Path, clock: Clock
) -> None:
    """A real crash (os._exit) after the results were written and before the rating: the file
    holds neither, the game is still in play, and the same last move then stores both."""
    store = SqliteStore(db_path, clock=clock)
    await store.open()
    game = await started(store, [ANN, BOB])
    await store.close()
    died = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(CRASH), str(db_path), str(game.id)],
        cwd=ROOT,
        check=False,
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert died.returncode == 9, died.stderr
    assert died.stdout.strip() == "2"  # it did die with the results written inside its transaction
    assert raw(db_path, "SELECT COUNT(*) FROM results") == [(0,)]
    assert tables(db_path) == ([], [])
    store = SqliteStore(db_path, clock=clock)
    await store.open()
    try:
        assert await store.game(game.id) == game
        await store.record_move(last_move(game, [1, 2], [ANN, BOB]))
        assert len(await store.results(game.id)) == 2
        assert len(await store.rating_changes(game.id)) == 2
    finally:
        await store.close()


# --- the leaderboard -----------------------------------------------------------------------------------


def put_ratings(db_path: Path, rows: Sequence[tuple[int, float, float, int]], game: str = "origins") -> None:
    """Ratings written straight into the file: (user, mu, sigma, games)."""
    conn = sqlite3.connect(db_path)
    with conn:
        conn.executemany(
            "INSERT INTO ratings VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(GUILD, game, user, mu, sigma, games, 1.0) for user, mu, sigma, games in rows],
        )
    conn.close()


async def test_leaderboard_orders_by_the_conservative_rating(store: SqliteStore, db_path: Path) -> None:
    """μ − 3σ decides, not μ: a sure good player is above an unsure better one; equal ratings
    share a rank (more games first), and the next rank skips."""
    put_ratings(
        db_path,
        [
            (1, 30.0, 8.0, 1),  # μ high, very unsure: 6
            (2, 28.0, 2.0, 40),  # 22
            (3, 25.0, 1.0, 30),  # 22, fewer games
            (4, 20.0, 1.0, 9),  # 17
            (5, 25.0, 8.333, 1),  # about 0
        ],
    )
    top = await store.leaderboard(GUILD, "origins", 10)
    assert [(rank, row.user_id) for rank, row in top] == [(1, 2), (1, 3), (3, 4), (4, 1), (5, 5)]
    assert [(rank, row.user_id) for rank, row in await store.leaderboard(GUILD, "origins", 2)] == [
        (1, 2),
        (1, 3),
    ]
    assert await store.rated_players(GUILD, "origins") == 5
    assert await store.rated_players(GUILD, "classic") == 0
    for rank, row in top:
        assert await store.standing(GUILD, "origins", row.user_id) == (rank, row)
    assert await store.standing(GUILD, "origins", 99) is None
    assert await store.standing(OTHER_GUILD, "origins", 2) is None


# --- the recompute ---------------------------------------------------------------------------------------


async def random_games(store: SqliteStore, clock: Clock, rng: random.Random, count: int) -> list[int]:
    """`count` finished games in two servers and the three games: 2-4 seats of six members and
    AIs, places with ties, now and then a seat on autopilot or a player gone; the clock moves,
    stands still or steps back. Returns the game ids in the order they finished."""
    order = []
    members = [ANN, BOB, CLEO, DAN, 500, 600]
    for n in range(count):
        players = rng.randint(2, 4)
        people = rng.sample(members, rng.randint(0, players))
        seats: list[int | None] = [*people, *([None] * (players - len(people)))]
        rng.shuffle(seats)
        scores = [rng.randint(0, 4) for _ in seats]
        places = [1 + sum(other > score for other in scores) for score in scores]
        autopilot = [s for s, user in enumerate(seats) if user is not None and rng.random() < 0.08]
        removed = [user for user in people if rng.random() < 0.04]
        clock.advance(rng.choice((0.0, 0.0, 7.5, 3600.0, -60.0)))
        game = await finished(
            store,
            seats,
            places,
            autopilot=autopilot,
            removed=removed,
            guild=rng.choice((GUILD, OTHER_GUILD)),
            game=rng.choice(("origins", "classic", "resources")),
            channel=1000 + n,
        )
        order.append(game.id)
    return order


async def test_recompute_equals_the_incremental_ratings(
    store: SqliteStore, clock: Clock, db_path: Path
) -> None:
    """Over many random stored games, rebuilding from the results gives exactly (every float) the
    ratings and changes the games wrote as they finished, and a replay of the rule in the order
    they finished gives them too."""
    rng = random.Random(12)
    order = await random_games(store, clock, rng, 160)
    incremental = tables(db_path)
    assert len(incremental[0]) > 10 and len(incremental[1]) > 60  # many games did count
    games, written = await store.recompute_ratings()
    assert tables(db_path) == incremental
    assert written == len(incremental[0])
    assert games == len({row[0] for row in incremental[1]})
    # The rule, replayed by hand in the order the games finished.
    table: dict[tuple[int, str, int], ratings.Skill] = {}
    for game_id in order:
        row = await store.game(game_id)
        assert row is not None
        seats = {s.seat: s for s in await store.seats(game_id)}
        finishers = [
            ratings.Finisher(r.seat, r.user_id, r.place, seats[r.seat].autopilot, seats[r.seat].removed)
            for r in await store.results(game_id)
        ]
        if not ratings.judge(finishers).counted:
            assert await store.rating_changes(game_id) == []
            continue
        kind = row.config.get("game", "origins")
        current = {
            user: table[(row.guild_id, kind, user)]
            for f in finishers
            if (user := f.user_id) is not None and (row.guild_id, kind, user) in table
        }
        for user, skill in ratings.settle(finishers, current).items():
            table[(row.guild_id, kind, user)] = skill
    assert {(g, k, u): (mu, sigma) for g, k, u, mu, sigma, *_ in incremental[0]} == {
        key: (s.mu, s.sigma) for key, s in table.items()
    }


async def test_recompute_rates_games_finished_before_ratings_existed(
    store: SqliteStore, db_path: Path
) -> None:
    """Ratings lost (or never written: games finished before the upgrade) come back from the
    results; a second recompute changes nothing."""
    first = await finished(store, [ANN, BOB], [1, 2], channel=10)
    await finished(store, [BOB, CLEO, None], [2, 1, 3], channel=11)
    before = tables(db_path)
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("DELETE FROM ratings")
        conn.execute("DELETE FROM rating_changes WHERE game_id = ?", (first.id,))
    conn.close()
    assert await store.recompute_ratings() == (2, 3)
    assert tables(db_path) == before
    assert await store.recompute_ratings() == (2, 3)
    assert tables(db_path) == before


async def test_recompute_of_an_empty_database(store: SqliteStore, db_path: Path) -> None:
    """No finished game: nothing rated, the tables stay empty."""
    await started(store, [ANN, BOB])
    assert await store.recompute_ratings() == (0, 0)
    assert tables(db_path) == ([], [])


async def test_rating_change_rows_match_the_ratings(store: SqliteStore) -> None:
    """A game's change rows say where each rating went: the leaderboard holds the same numbers."""
    game = await finished(store, [ANN, BOB, CLEO], [2, 1, 3])
    rows = {row.user_id: row for _, row in await store.leaderboard(GUILD, "origins", 10)}
    for change in await store.rating_changes(game.id):
        assert isinstance(change, RatingChange)
        assert (rows[change.user_id].mu, rows[change.user_id].sigma) == (change.mu, change.sigma)
