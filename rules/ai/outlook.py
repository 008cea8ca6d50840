"""How the AI players judge the optional rules' bonuses while the game is still going.

The greedy values a move by the player's score as if the game ended with it. For most of the
score that is the right question, but two bonuses are only settled by the finished territory,
and asking the final score sheet's question of an unfinished one misleads:

- Middle Kingdom (classic) asks whether the castle is the centre of the kingdom's extent. Nearly
  every domino changes the answer (an extent of an even number of rows has no centre), so a
  greedy asking it chases and flees 10 points turn after turn. What a move really decides is
  whether the castle can still end in the middle: no square farther than N//2 from it, the test
  of Empire of Fire (Origins), which holds for an unfinished territory as its ruling says.
- Harmony (classic) and Homo Habilis (Origins) ask for a complete territory with no domino
  discarded. Asked of an unfinished territory the answer is always no, so a greedy never sees the
  5 points until its last domino, and happily leaves a square that no domino can fill. What a
  move decides is whether the territory can still be completed: nothing discarded, and no empty
  square inside its extent cut off from every other free square it could share a domino with.

Harmony's judgement is exact once the game is over: every player places as many dominoes as
fill the territory, so one with no discard is complete. Middle Kingdom's is exact for a complete
territory (its castle is in the middle exactly when no square is farther than N//2 from it); a
kingdom left with gaps by a discard must also end with the castle in the middle of its smaller
extent, which the outlook does not ask.

Measured (`GreedyAgent` with these judgements in one seat, with the score sheet's in the others,
300 seeded games each, load ~1.3 on 2 cores): classic with Harmony and Middle Kingdom, 2 players
67% wins, margin +6.3 ± 1.6 points; 4 players 41% (par 25%), +6.7 ± 1.5; Mighty Duel (150 games)
69%, +14.8 ± 4.8; Origins 4 players with Homo Habilis and Empire of Fire +1.3 ± 1.6 (no clear
change).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core.box import Bonus
from rules.core.scoring import Extent, centred
from rules.core.territory import Territory
from rules.names import Option


def may_be_completed(terr: Extent) -> bool:
    """No domino discarded, and no empty square of the extent that a domino could never cover."""
    if terr.discarded:
        return False
    g = terr.grid
    n = g.size
    last = g.width - 1
    rmin, rmax, cmin, cmax = terr.bounds
    # The extent only grows, and the squares it may still grow into only shrink: an empty square
    # inside the extent with no free neighbour within reach stays a hole for good.
    inside = g.row_band[rmin][rmax] & g.col_band[cmin][cmax]
    reach = (
        g.row_band[max(0, rmax - n + 1)][min(last, rmin + n - 1)]
        & g.col_band[max(0, cmax - n + 1)][min(last, cmin + n - 1)]
    )
    free = reach & ~terr.occupied
    return not inside & free & ~g.spread(free)


# By the name of the bonus's test (`rules.core.box.Bonus.test`): the Middle Kingdom's is asked
# as Empire of Fire's until the end (see the module doc).
OUTLOOK: dict[str, Callable[[Extent], bool]] = {
    "centred": centred,
    "complete": may_be_completed,
    "middle": centred,
}


def outlook_of(bonus: Bonus) -> Callable[[Extent], bool]:
    """How the AI judges whether a territory can still have `bonus` (a bonus it knows no
    outlook for: as the score sheet judges it)."""
    return OUTLOOK.get(bonus.test, bonus.met)


def bonus_outlook(terr: Territory, options: frozenset[Option]) -> int:
    """The points of the bonuses in play that the territory can still have (see the module doc)."""
    total = 0
    for bonus in terr.box.bonuses:
        if bonus.option in options and outlook_of(bonus)(terr):
            total += bonus.points
    return total


__all__ = ["OUTLOOK", "bonus_outlook", "may_be_completed", "outlook_of"]
