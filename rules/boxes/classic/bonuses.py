"""Classic Kingdomino's own bonus: the Middle Kingdom (Harmony is the core's `complete`)."""

from __future__ import annotations

from rules.core.scoring import Extent


def middle_kingdom(terr: Extent) -> bool:
    """The castle is the centre square of the kingdom's extent: the middle row and the middle
    column of its occupied squares (the project's ruling, which also holds for an unfinished
    kingdom; a kingdom of an even number of rows or columns has no centre)."""
    rmin, rmax, cmin, cmax = terr.bounds
    g = terr.grid
    return rmin + rmax == 2 * g.row_of[g.hut] and cmin + cmax == 2 * g.col_of[g.hut]
