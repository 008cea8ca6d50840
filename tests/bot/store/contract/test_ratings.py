"""The store's contract for ratings: written in the transaction of the results (a failure
between them is impossible), the counting rule as stored, the leaderboard's order and ranks, and
the recompute from stored results equal to the incremental updates over many random games."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from bot.features import ratings
from bot.store import Ending, Finisher, Rated, RatingChange, RatingRow, SeatRow, Store
from tests.bot.clock import Clock
from tests.bot.store.backends import Backend
from tests.bot.store.rated import (
    ANN,
    BOB,
    CLEO,
    DAN,
    GUILD,
    OTHER_GUILD,
    finished,
    last_move,
    put_ratings,
    random_games,
    started,
    tables,
)

pytestmark = pytest.mark.asyncio


async def test_a_counted_game_rates_its_people_with_its_results(store: Store, clock: Clock) -> None:
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


async def test_ai_seats_are_left_out_and_the_people_ranked_among_themselves(store: Store) -> None:
    """People in 2nd and 4th place behind AIs: rated as a plain win and loss between the two."""
    mixed = await finished(store, [None, ANN, None, BOB], [1, 2, 3, 4], channel=10)
    alone = await finished(store, [CLEO, DAN], [1, 2], channel=11)
    by_user = {c.user_id: c for c in await store.rating_changes(mixed.id)}
    assert set(by_user) == {ANN, BOB}
    same = {c.user_id: c for c in await store.rating_changes(alone.id)}
    assert (by_user[ANN].mu, by_user[ANN].sigma) == (same[CLEO].mu, same[CLEO].sigma)
    assert (by_user[BOB].mu, by_user[BOB].sigma) == (same[DAN].mu, same[DAN].sigma)


async def test_shared_places_are_ties(store: Store) -> None:
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
    store: Store,
    backend: Backend,
    seats: list[int | None],
    autopilot: tuple[int, ...],
    removed: tuple[int, ...],
) -> None:
    """Results are stored as ever; no rating is created or changed."""
    game = await finished(store, seats, list(range(1, len(seats) + 1)), autopilot=autopilot, removed=removed)
    assert len(await store.results(game.id)) == len(seats)
    assert await tables(backend) == ([], [])
    assert await store.rating_changes(game.id) == []


async def test_an_autopilot_turned_off_before_the_end_counts(store: Store) -> None:
    """A seat that was on autopilot for a while but whose player came back is rated."""
    game = await started(store, [ANN, BOB])
    await store.set_autopilot(game.id, 1, True)
    await store.set_autopilot(game.id, 1, False)
    await store.record_move(last_move(game, [2, 1], [ANN, BOB]))
    assert [c.user_id for c in await store.rating_changes(game.id)] == [ANN, BOB]


async def test_the_last_move_putting_a_seat_on_autopilot_is_not_rated(store: Store) -> None:
    """The autopilot's second timeout in a row is the last move: that seat ended on autopilot."""
    game = await started(store, [ANN, BOB])
    final = replace(
        last_move(game, [1, 2], [ANN, BOB]),
        seat=SeatRow(game.id, 1, BOB, f"member {BOB}", autopilot=True, autopilot_streak=2),
    )
    await store.record_move(final)
    assert len(await store.results(game.id)) == 2
    assert await store.rating_changes(game.id) == []


async def test_a_doubled_last_move_rates_once(store: Store) -> None:
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


async def test_ratings_are_per_server_and_per_game(store: Store) -> None:
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


async def test_games_played_accumulate(store: Store) -> None:
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
    store: Store, clock: Clock
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


async def test_the_seats_of_an_ended_game_do_not_change(store: Store) -> None:
    """After the end nobody can be removed or put on (or off) autopilot: the rating was decided
    on how the seats ended, and the recompute reads them again."""
    game = await finished(store, [ANN, BOB], [1, 2], autopilot=(1,))
    seats = await store.seats(game.id)
    assert await store.remove_player(game.id, ANN) is None
    assert await store.set_autopilot(game.id, 1, False) is None
    assert await store.set_autopilot(game.id, 0, True) is None
    assert await store.seats(game.id) == seats


async def test_a_failing_rating_stores_no_result_and_no_move(
    store: Store, backend: Backend, monkeypatch: pytest.MonkeyPatch
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
    assert await tables(backend) == ([], [])
    await store.record_move(last_move(game, [1, 2], [ANN, BOB]))  # the same move, now whole
    assert len(await store.rating_changes(game.id)) == 2


async def test_a_failing_rating_write_rolls_back_the_results(
    store: Store, backend: Backend, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A rating row SQLite refuses (a broken constraint) leaves no result and no rating either."""
    game = await started(store, [ANN, BOB])
    real = ratings.settle
    monkeypatch.setattr(
        ratings, "settle", lambda *a: {u: ratings.Skill(s.mu, -1.0) for u, s in real(*a).items()}
    )
    with pytest.raises(backend.integrity_error):
        await store.record_move(last_move(game, [1, 2], [ANN, BOB]))
    assert await store.results(game.id) == []
    assert (await store.game(game.id)).status == "active"  # type: ignore[union-attr]
    assert await tables(backend) == ([], [])


async def test_leaderboard_orders_by_the_conservative_rating(store: Store, backend: Backend) -> None:
    """μ − 3σ decides, not μ: a sure good player is above an unsure better one; equal ratings
    share a rank (more games first), and the next rank skips."""
    await put_ratings(
        backend,
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


async def test_recompute_equals_the_incremental_ratings(store: Store, clock: Clock, backend: Backend) -> None:
    """Over many random stored games, rebuilding from the results gives exactly (every float) the
    ratings and changes the games wrote as they finished, and a replay of the rule in the order
    they finished gives them too."""
    rng = random.Random(12)
    order = await random_games(store, clock, rng, 160)
    incremental = await tables(backend)
    assert len(incremental[0]) > 10 and len(incremental[1]) > 60  # many games did count
    games, written = await store.recompute_ratings(ratings.recount)
    assert await tables(backend) == incremental
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


async def test_recompute_rates_games_finished_before_ratings_existed(store: Store, backend: Backend) -> None:
    """Ratings lost (or never written: games finished before the upgrade) come back from the
    results; a second recompute changes nothing."""
    first = await finished(store, [ANN, BOB], [1, 2], channel=10)
    await finished(store, [BOB, CLEO, None], [2, 1, 3], channel=11)
    before = await tables(backend)
    await backend.write("DELETE FROM ratings")
    await backend.write("DELETE FROM rating_changes WHERE game_id = ?", (first.id,))
    assert await store.recompute_ratings(ratings.recount) == (2, 3)
    assert await tables(backend) == before
    assert await store.recompute_ratings(ratings.recount) == (2, 3)
    assert await tables(backend) == before


async def test_recompute_of_an_empty_database(store: Store, backend: Backend) -> None:
    """No finished game: nothing rated, the tables stay empty."""
    await started(store, [ANN, BOB])
    assert await store.recompute_ratings(ratings.recount) == (0, 0)
    assert await tables(backend) == ([], [])


async def test_rating_change_rows_match_the_ratings(store: Store) -> None:
    """A game's change rows say where each rating went: the leaderboard holds the same numbers."""
    game = await finished(store, [ANN, BOB, CLEO], [2, 1, 3])
    rows = {row.user_id: row for _, row in await store.leaderboard(GUILD, "origins", 10)}
    for change in await store.rating_changes(game.id):
        assert isinstance(change, RatingChange)
        assert (rows[change.user_id].mu, rows[change.user_id].sigma) == (change.mu, change.sigma)


# --- the rule is the caller's ------------------------------------------------------------------------


async def test_the_store_applies_the_callers_rule_to_what_it_reads_in_the_transaction(
    store: Store, clock: Clock, backend: Backend
) -> None:
    """The last move's `rate` gets the finished game as stored (server, game, its results' stamp,
    each seat's place, autopilot and departure) and the ratings its people had, and the store writes
    exactly what it answers, nothing of its own."""
    first = await finished(store, [ANN, BOB], [1, 2], channel=10)
    before = {row.user_id: row for _, row in await store.leaderboard(GUILD, "origins", 10)}
    seen: list[tuple[Ending, dict[int, RatingRow]]] = []
    made = RatingRow(GUILD, "origins", CLEO, 1.5, 0.5, 7, 2.0)

    def rule(ending: Ending, current: Mapping[int, RatingRow]) -> Rated:
        seen.append((ending, dict(current)))
        return [made], [RatingChange(ending.game_id, CLEO, 0.0, 1.0, 1.5, 0.5)]

    clock.advance(60)
    game = await started(store, [ANN, None, CLEO], channel=11)
    await store.set_autopilot(game.id, 2, True)
    await store.record_move(replace(last_move(game, [2, 3, 1], [ANN, None, CLEO]), rate=rule))
    ((ending, current),) = seen
    stamp = {r.finished_at for r in await store.results(game.id)}
    assert ending == Ending(
        game.id,
        GUILD,
        "origins",
        stamp.pop(),
        (Finisher(0, ANN, 2), Finisher(1, None, 3), Finisher(2, CLEO, 1, autopilot=True)),
    )
    assert current == {ANN: before[ANN]}  # the people's ratings only, read in the transaction
    assert {row.user_id: row for _, row in await store.leaderboard(GUILD, "origins", 10)}[CLEO] == made
    assert await store.rating_changes(game.id) == [RatingChange(game.id, CLEO, 0.0, 1.0, 1.5, 0.5)]
    assert first.id != game.id and len((await tables(backend))[0]) == 3


async def test_a_last_move_without_a_rule_stores_its_results_unrated(store: Store, backend: Backend) -> None:
    """Results handed in with no `rate` are stored as ever, and no rating is read or written."""
    game = await started(store, [ANN, BOB])
    await store.record_move(replace(last_move(game, [1, 2], [ANN, BOB]), rate=None))
    assert len(await store.results(game.id)) == 2
    assert await tables(backend) == ([], [])
