"""Dynasty: three games in a row in one channel, the same players, won by the total of the three.

A game of the series carries `{"dynasty": {"series": FIRST_GAME_ID, "game": N}}` in its options
(the first game: series None, game 1). The last move of games 1 and 2 stores the next game with
it (`Sessions`), so the series survives any restart; the score sheet of each game says the
standing, the last one the Dynasty's winner.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store import GameRow, ResultRow

GAMES = 3


@dataclass(frozen=True)
class Place:
    """Where a game stands in its series."""

    series: int  # the id of the series' first game
    game: int  # 1..GAMES

    @property
    def last(self) -> bool:
        return self.game >= GAMES


def place(row: GameRow) -> Place | None:
    """The game's place in its Dynasty, or None for a single game."""
    data = row.options.get("dynasty")
    if not isinstance(data, dict):
        return None
    return Place(int(data.get("series") or row.id), int(data.get("game", 1)))


def next_options(row: GameRow) -> dict[str, Any] | None:
    """The options of the series' next game (None after the last one, or for a single game)."""
    at = place(row)
    if at is None or at.last:
        return None
    return {**row.options, "dynasty": {"series": at.series, "game": at.game + 1}}


def totals(results: Sequence[ResultRow]) -> dict[int, int]:
    """Each seat's points over the series' games."""
    out: dict[int, int] = {}
    for r in results:
        out[r.seat] = out.get(r.seat, 0) + r.score
    return out


def leaders(scores: Mapping[int, int]) -> list[int]:
    """The seats with the highest total (a tie shares the Dynasty)."""
    best = max(scores.values(), default=0)
    return sorted(seat for seat, total in scores.items() if total == best)
