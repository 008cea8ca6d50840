"""A Hard seat's turn on a time budget: a member's wait for the Hard seats of a round is bounded.

A member facing AI seats waits for every decision they make before the turn comes back. Hard
thinks at most its budget per decision (the bot's AI_SECONDS), and a turn is two or three
decisions (a placement, perhaps a fire token, a pick): three Hard seats at 1 s a decision kept a
member waiting 4.5 s or more one round in ten (issue 22, docs/benchmarks.md). So the Hard seats of
a game share `ROUND` decisions' budgets a round: each Hard turn gets `ROUND / hard_seats` of them.
A lone Hard seat thinks as before, each decision its whole budget; three share three seconds at
1 s a decision, a second a turn.

Within a turn, a placement may use `PLACE_SHARE` of what the turn has left, so that the pick after
it still gets a search of its own (given the whole turn, a close placement left the pick only
greedy's first choice); every other decision may use all that is left; no decision more than its
own budget, none less than `FLOOR`. Most searches end long before their budget (racing,
rules.ai.montecarlo): what they leave goes to the next decision.
"""

from __future__ import annotations

from rules.core.decisions import PLACE
from rules.core.game import GameState

ROUND = 3.0  # decisions' budgets a round, shared by a game's Hard seats
PLACE_SHARE = 0.6  # of what the turn has left, the most a placement may use
FLOOR = 0.1  # seconds: a decision's budget once the turn's is spent


class TurnBudget:
    """The thinking time of one Hard seat's turn, given out decision by decision: `decision`
    seconds at most for each, `ROUND * decision / hard_seats` in all."""

    def __init__(self, decision: float, hard_seats: int = 1) -> None:
        if decision <= 0:
            raise ValueError("a decision's budget must be positive")
        self.decision = decision
        self.seconds = ROUND * decision / max(hard_seats, 1)
        self.spent = 0.0

    def next(self, state: GameState) -> float:
        """The budget of the decision `state` asks for, the next of this turn."""
        left = self.seconds - self.spent
        share = PLACE_SHARE if state.stage == PLACE else 1.0
        return max(FLOOR, min(self.decision, left * share))

    def took(self, seconds: float) -> None:
        """A decision of this turn took `seconds`."""
        self.spent += seconds


__all__ = ["FLOOR", "PLACE_SHARE", "ROUND", "TurnBudget"]
