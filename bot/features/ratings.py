"""Ratings: which finished games count, and what each does to its players' ratings (openskill).

Pure functions, computed here and only persisted by the store: a game's last move hands `rate`
to the store, which applies it inside the transaction that writes the results, to the ratings it
reads there (so a result is never stored without its rating, nor the other way round, and no other
game's update comes in between); `python -m bot ratings --recompute` hands it `recount`, the same
`rate` game after game in finishing order: the same inputs through the same code give the same
floats.

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

from bot.store import ORDINAL_Z, Ending, Finisher, Rated, RatingChange, RatingRow

MODEL: Final = PlackettLuce()  # openskill's defaults: μ 25, σ 25/3, β 25/6, τ 25/300
Z: Final = ORDINAL_Z  # the conservative rating is μ − Z·σ (openskill's ordinal), the leaderboard's order
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


def rate(ending: Ending, current: Mapping[int, RatingRow]) -> Rated:
    """The ratings a finished game leaves its people with (none if it does not count), and what it
    changed; `current`: the people's ratings before it. The one rule both the last move (through
    the store) and the recompute apply."""
    if not judge(ending.finishers).counted:
        return [], []
    before = {user: Skill(row.mu, row.sigma) for user, row in current.items()}
    after = settle(ending.finishers, before)
    rows, changes = [], []
    for user, skill in after.items():
        old = before.get(user, NEWCOMER)
        games = current[user].games + 1 if user in current else 1
        rows.append(
            RatingRow(ending.guild_id, ending.game, user, skill.mu, skill.sigma, games, ending.finished_at)
        )
        changes.append(RatingChange(ending.game_id, user, old.mu, old.sigma, skill.mu, skill.sigma))
    return rows, changes


def recount(endings: Sequence[Ending]) -> Rated:
    """`rate` over every finished game in the order given (their finishing order), each from the
    ratings the games before left: the final ratings (one per server, game and member) and every
    change."""
    table: dict[tuple[int, str, int], RatingRow] = {}
    changes: list[RatingChange] = []
    for ending in endings:
        known = ((ending.guild_id, ending.game, user) for user in ending.people)
        current = {key[2]: table[key] for key in known if key in table}
        rows, changed = rate(ending, current)
        table.update(((r.guild_id, r.game, r.user_id), r) for r in rows)
        changes.extend(changed)
    return list(table.values()), changes


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
    "rate",
    "recount",
    "settle",
]
