"""The ratings' rule and maths (bot/features/ratings.py) and their words (bot/leaderboard.py): which games
count, ties, AI seats, the shown number, the score sheet's line and the leaderboard's text."""

from __future__ import annotations

import pytest

from bot.features import leaderboard, ratings
from bot.features.leaderboard import MESSAGE_LIMIT, board_text, sheet_line
from bot.features.ratings import AUTOPILOT, LEFT, NEWCOMER, TOO_FEW_PEOPLE, Finisher, Skill, judge, settle
from bot.store import RatingChange, RatingRow, ResultRow, SeatRow
from lang import words

EN = words("en")

ANN, BOB, CLEO = 100, 200, 300


def people(*places: int) -> list[Finisher]:
    """Members 1, 2, 3... in seats 0, 1, 2... with these places."""
    return [Finisher(seat, seat + 1, place) for seat, place in enumerate(places)]


# --- which games count ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("finishers", "verdict"),
    [
        (people(1, 2), ratings.Verdict()),
        (people(1, 2, 3, 4), ratings.Verdict()),
        ([Finisher(0, None, 1), Finisher(1, None, 2)], ratings.Verdict(TOO_FEW_PEOPLE)),
        ([Finisher(0, ANN, 2), Finisher(1, None, 1), Finisher(2, None, 3)], ratings.Verdict(TOO_FEW_PEOPLE)),
        ([Finisher(0, ANN, 1), Finisher(1, BOB, 2, autopilot=True)], ratings.Verdict(AUTOPILOT, 1)),
        (
            [Finisher(0, ANN, 1), Finisher(1, None, 2), Finisher(2, BOB, 3, autopilot=True, removed=True)],
            ratings.Verdict(LEFT, 2),
        ),
        # The autopilot playing AI seats is what AIs do: only a person's seat matters.
        ([Finisher(0, ANN, 1), Finisher(1, BOB, 2), Finisher(2, None, 3, autopilot=True)], ratings.Verdict()),
        # A single person who also left: too few people is the first reason.
        ([Finisher(0, ANN, 1, removed=True), Finisher(1, None, 2)], ratings.Verdict(TOO_FEW_PEOPLE)),
    ],
)
def test_the_counting_rule(finishers: list[Finisher], verdict: ratings.Verdict) -> None:
    """Two people or more, none gone, none on autopilot at the end; AI seats do not count as people."""
    assert judge(finishers) == verdict
    assert judge(finishers).counted == (verdict.reason is None)


# --- the maths -----------------------------------------------------------------------------------------


def test_a_win_raises_and_a_loss_lowers_the_mean() -> None:
    """Newcomers: the winner's μ goes up, the loser's down by as much; both become surer."""
    after = settle(people(1, 2), {})
    assert after[1].mu > NEWCOMER.mu > after[2].mu
    assert after[1].mu - NEWCOMER.mu == pytest.approx(NEWCOMER.mu - after[2].mu)
    assert after[1].sigma < NEWCOMER.sigma and after[2].sigma < NEWCOMER.sigma


def test_shared_places_are_ties() -> None:
    """Equal places, equal ratings before: equal ratings after; a shared first beats a third."""
    after = settle(people(1, 1, 3), {})
    assert after[1] == after[2]
    assert after[1].mu > NEWCOMER.mu > after[3].mu


def test_ai_seats_are_left_out() -> None:
    """The people are ranked among themselves: AIs between them change nothing."""
    mixed = [Finisher(0, None, 1), Finisher(1, ANN, 2), Finisher(2, None, 3), Finisher(3, BOB, 4)]
    assert settle(mixed, {}) == {ANN: settle(people(1, 2), {})[1], BOB: settle(people(1, 2), {})[2]}


def test_an_upset_moves_ratings_more() -> None:
    """Beating a much stronger player gains more than beating an equal."""
    strong = Skill(35.0, 2.0)
    upset = settle(people(1, 2), {2: strong})
    expected = settle(people(1, 2), {2: NEWCOMER})
    assert upset[1].mu - NEWCOMER.mu > expected[1].mu - NEWCOMER.mu


def test_settle_needs_two_people() -> None:
    """Rating a game of one person is a caller's mistake, never a silent no-op."""
    with pytest.raises(ValueError, match="two people"):
        settle([Finisher(0, ANN, 1), Finisher(1, None, 2)], {})


def test_the_shown_number() -> None:
    """1,500 + 20 × (μ − 3σ): a newcomer shows 1,500; a sure strong player far more."""
    assert NEWCOMER.shown == 1500
    assert Skill(30.0, 2.0).shown == 1500 + 20 * 24
    assert Skill(10.0, 5.0).shown == 1400
    assert ratings.provisional(ratings.PROVISIONAL_GAMES - 1) and not ratings.provisional(
        ratings.PROVISIONAL_GAMES
    )


# --- the score sheet's line ---------------------------------------------------------------------------


def seats(*specs: tuple[int | None, str], autopilot: int = -1, removed: int = -1) -> list[SeatRow]:
    return [
        SeatRow(7, seat, user, name, autopilot=seat in (autopilot, removed), removed=seat == removed)
        for seat, (user, name) in enumerate(specs)
    ]


def results(*users: int | None) -> list[ResultRow]:
    return [ResultRow(7, 1, 10, seat, user, 40 - seat, seat + 1) for seat, user in enumerate(users)]


def test_the_sheet_tells_each_rated_change() -> None:
    """ "ann 1,512 → 1,538 (+26)": before, after and the change of the shown number, names as typed."""
    assert Skill(25.6, 25 / 3).shown == 1512 and Skill(26.9, 25 / 3).shown == 1538
    change = RatingChange(7, ANN, 25.6, 25 / 3, 26.9, 25 / 3)
    down = RatingChange(7, BOB, 25.0, 0.0001, 24.0, 0.0001)
    line = sheet_line("origins", seats((ANN, "ann"), (BOB, "**bob**")), results(ANN, BOB), [change, down], EN)
    assert (
        line == "Ratings (Kingdomino Origins): ann 1,512 → 1,538 (+26) · \\*\\*bob\\*\\* 2,000 → 1,980 (−20)"
    )


def test_the_sheet_says_why_a_game_was_not_rated() -> None:
    """One short line: too few people, a player gone, a seat on autopilot (named)."""
    alone = sheet_line("classic", seats((ANN, "ann"), (None, "AI Easy")), results(ANN, None), [], EN)
    assert alone.startswith("Not rated") and "two people" in alone
    idle = sheet_line("classic", seats((ANN, "ann"), (BOB, "bob"), autopilot=1), results(ANN, BOB), [], EN)
    assert idle == "Not rated: bob's seat was on autopilot at the end."
    gone = sheet_line(
        "classic", seats((ANN, "ann"), (BOB, "@everyone"), removed=1), results(ANN, BOB), [], EN
    )
    assert "left" in gone and "@everyone" not in gone.replace("@\u200beveryone", "")
    # A counted game without changes finished before ratings existed: nothing to say.
    assert sheet_line("classic", seats((ANN, "ann"), (BOB, "bob")), results(ANN, BOB), [], EN) == ""


@pytest.mark.parametrize("language", ["en", "nl", "it"])
def test_a_dynasty_games_line_says_it_is_rated_on_its_own(language: str) -> None:
    """In a Dynasty each game is rated as a game of its own while the Dynasty is won on the total:
    the line says so whether the game was rated or not, and a game outside a Dynasty says nothing
    of it."""
    w = words(language)
    change = RatingChange(7, ANN, 25.6, 25 / 3, 26.9, 25 / 3)
    both = seats((ANN, "ann"), (BOB, "bob"))
    rated = sheet_line("classic", both, results(ANN, BOB), [change], w, dynasty=True)
    single = sheet_line("classic", both, results(ANN, BOB), [change], w)
    head = w("ratings.changes", game=w("game.classic"), changes="")
    changes = single.removeprefix(head)  # "ann 1,512 → 1,538 (+26)"
    assert single.startswith(head) and changes
    assert rated == w("ratings.changes-dynasty", game=w("game.classic"), changes=changes) != single
    idle = seats((ANN, "ann"), (BOB, "bob"), autopilot=1)
    not_rated = sheet_line("classic", idle, results(ANN, BOB), [], w, dynasty=True)
    alone = sheet_line("classic", idle, results(ANN, BOB), [], w)
    assert not_rated == f"{alone} {w('ratings.dynasty')}"
    if language == "en":
        assert "this game on its own; the Dynasty is won on the total score" in rated
        assert not_rated.endswith(
            "Each game of a Dynasty is rated on its own; the Dynasty is won on the total score."
        )
        assert "Dynasty" not in single


# --- the leaderboard ---------------------------------------------------------------------------------


def rating(user: int, mu: float, sigma: float = 1.0, games: int = 10) -> RatingRow:
    return RatingRow(1, "origins", user, mu, sigma, games)


def test_the_board_lists_ranks_ratings_games_and_provisional() -> None:
    """One line per player in the given order; provisional ones marked; the asker in the top gets
    no extra line; how the number is made comes last."""
    top = [
        (1, rating(ANN, 40.0, games=12)),
        (2, rating(BOB, 30.0, games=1)),
        (2, rating(CLEO, 30.0, games=4)),
    ]
    text = board_text("origins", top, 3, BOB, top[1], EN)
    lines = text.splitlines()
    assert lines[0] == "**Kingdomino Origins: ratings in this server** (3 rated players)"
    assert lines[1] == f"**#1** <@{ANN}> — 2,240 · 12 games"
    assert lines[2] == f"**#2** <@{BOB}> — 2,040 · 1 game (provisional)"
    assert lines[3].startswith("**#2**") and "4 games (provisional)" in lines[3]
    assert lines[4].startswith("-# Rating = 1,500 + 20 × (μ − 3σ)")
    assert len(lines) == 5


def test_the_board_adds_the_askers_own_rank_or_says_they_have_none() -> None:
    """Outside the top: "You: #27 — …"; unrated: one sentence; nobody rated: one sentence."""
    top = [(1, rating(ANN, 40.0))]
    mine = board_text("classic", top, 30, BOB, (27, rating(BOB, 20.0, games=3)), EN)
    assert "You: **#27** — 1,840 · 3 games (provisional)" in mine.splitlines()
    unrated = board_text("classic", top, 1, CLEO, None, EN)
    assert "You have no Kingdomino rating in this server yet." in unrated.splitlines()
    empty = board_text("resources", [], 0, CLEO, None, EN)
    assert empty.startswith("Nobody has a Kingdomino: Resource Tokens rating in this server yet")


def test_the_board_fits_a_message() -> None:
    """The longest board (ten players with huge numbers, the asker far below) is under 2,000
    characters; a tighter limit drops the lowest lines, never the title, the asker or the how."""
    top = [(10**6 + n, rating(10**19 + n, 10**6, games=10**6)) for n in range(leaderboard.BOARD_SIZE)]
    me = (10**7, rating(2 * 10**19, 10**5, games=10**6))
    text = board_text("resources", top, 10**7, 1, me, EN)
    assert len(text) <= MESSAGE_LIMIT
    assert len(text.splitlines()) == leaderboard.BOARD_SIZE + 3
    tight = board_text("resources", top, 10**7, 1, me, EN, limit=700)
    assert len(tight) <= 700
    lines = tight.splitlines()
    assert lines[0].startswith("**Kingdomino: Resource Tokens") and lines[-2].startswith("You: ")
    assert lines[-1].startswith("-# Rating") and 1 < len(lines) - 3 < leaderboard.BOARD_SIZE
