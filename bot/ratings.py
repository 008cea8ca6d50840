"""Ratings: which finished games count, and what each does to its players' ratings (openskill).

Pure functions: the store calls them inside the transaction that writes a game's results (so a
result is never stored without its rating, nor the other way round), and again, game after game
in finishing order, when `python -m bot ratings --recompute` rebuilds the table: the same inputs
through the same code give the same floats.

- Model: openskill's Plackett-Luce, a free-for-all of 2 to 4 players ranked by their places in
  the game (shared places are ties). Each person is a team of one.
- One rating per server and per game (rules' `Game`: Kingdomino Origins, Kingdomino, and its
  Resource Tokens variant): they are different games, won in different ways (the variant by
  resource kinds), and one person may be strong at one and new to another. Origins' modes and
  every player count share their game's rating.
- What counts: at least two people, none of whom left or was removed, and no person's seat on
  autopilot at the end (the autopilot, not the person, finished that game). AI seats are left out:
  the people are ranked among themselves by their places (an AI between them changes nothing).
  Rating the AIs as opponents would need a fixed skill for each level, which nobody has measured.
- Shown: the conservative estimate μ − 3σ (openskill's ordinal), scaled as SHOWN_BASE +
  SHOWN_SCALE × ordinal: every newcomer starts at 1,500 and rises as games make the estimate surer;
  a strong regular passes 2,000 within a few dozen games.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from openskill.models import PlackettLuce

MODEL: Final = PlackettLuce()  # openskill's defaults: μ 25, σ 25/3, β 25/6, τ 25/300
Z: Final = 3.0  # the conservative rating is μ − Z·σ (openskill's ordinal)
SHOWN_BASE: Final = 1500
SHOWN_SCALE: Final = 20
PROVISIONAL_GAMES: Final = 5  # fewer rated games than this: the rating is shown as provisional

# Why a finished game is not rated (the score sheet says it in one line).
TOO_FEW_PEOPLE: Final = "people"  # an AI-only game, or a single person against AIs
LEFT: Final = "left"  # a person left the game or was removed
AUTOPILOT: Final = "autopilot"  # a person's seat was on autopilot at the end


@dataclass(frozen=True)
class Skill:
    """A rating: openskill's mean μ and uncertainty σ."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """The conservative estimate μ − 3σ: what the leaderboard sorts by."""
        return self.mu - Z * self.sigma

    @property
    def shown(self) -> int:
        """The number players see (newcomers: 1,500)."""
        return round(SHOWN_BASE + SHOWN_SCALE * self.ordinal)


NEWCOMER: Final = Skill(MODEL.mu, MODEL.sigma)


@dataclass(frozen=True)
class Finisher:
    """One seat of a finished game as the counting rule sees it."""

    seat: int
    user_id: int | None  # None: an AI seat
    place: int  # 1 = won; shared places are ties
    autopilot: bool = False  # on autopilot when the game ended
    removed: bool = False  # the person left or was removed

    @property
    def person(self) -> bool:
        return self.user_id is not None


@dataclass(frozen=True)
class Verdict:
    """Whether a game is rated; if not, why (one of the reasons above) and whose seat."""

    reason: str | None = None
    seat: int | None = None

    @property
    def counted(self) -> bool:
        return self.reason is None


def judge(finishers: Sequence[Finisher]) -> Verdict:
    """The counting rule: two people or more, nobody gone, nobody's seat on autopilot at the end."""
    people = sorted((f for f in finishers if f.person), key=lambda f: f.seat)
    if len(people) < 2:
        return Verdict(TOO_FEW_PEOPLE)
    gone = next((f for f in people if f.removed), None)
    if gone is not None:
        return Verdict(LEFT, gone.seat)
    idle = next((f for f in people if f.autopilot), None)
    if idle is not None:
        return Verdict(AUTOPILOT, idle.seat)
    return Verdict()


def settle(finishers: Sequence[Finisher], current: Mapping[int, Skill]) -> dict[int, Skill]:
    """The people's ratings after a counted game, by user id (`current`: those they had; a
    newcomer starts at NEWCOMER). AI seats are left out; places rank the people among themselves."""
    people = sorted((f for f in finishers if f.user_id is not None), key=lambda f: f.seat)
    if len(people) < 2:
        raise ValueError("a rated game needs two people or more")
    before = [current.get(f.user_id, NEWCOMER) for f in people if f.user_id is not None]
    teams = [[MODEL.rating(mu=s.mu, sigma=s.sigma)] for s in before]
    after = MODEL.rate(teams, ranks=[float(f.place) for f in people])
    return {
        f.user_id: Skill(team[0].mu, team[0].sigma)
        for f, team in zip(people, after, strict=True)
        if f.user_id is not None
    }


def provisional(games: int) -> bool:
    """Too few rated games for the rating to say much yet."""
    return games < PROVISIONAL_GAMES


__all__ = [
    "AUTOPILOT",
    "LEFT",
    "MODEL",
    "NEWCOMER",
    "PROVISIONAL_GAMES",
    "SHOWN_BASE",
    "SHOWN_SCALE",
    "TOO_FEW_PEOPLE",
    "Finisher",
    "Skill",
    "Verdict",
    "judge",
    "provisional",
    "settle",
]
