"""A territory as text a screen reader can read row by row: the notation of RULES.md §4.

The map covers what the picture shows: a territory with a size limit over the part of its grid
it can still grow into, one without (the Resource Tokens variant) over its own squares only.
Rows and columns carry the names the actions use (A1, E5, W23), and each row's tokens are the
referee's (`rules.notation`), so a row read back with `parse_territory` gives the same squares.
"""

from __future__ import annotations

import re
from typing import Final

from rules.components import TERRAIN_LETTERS, TERRAIN_NAMES
from rules.grid import column_name
from rules.notation import format_territory
from rules.territory import Territory

MAP_END: Final = "end of map"  # a row's last token may be "." (empty): the map ends in words


def map_frame(terr: Territory) -> tuple[int, int, int, int]:
    """The grid rows and columns the map covers: first row, last row, first column, last column."""
    rmin, rmax, cmin, cmax = terr.bounds
    if not terr.box.size_limit:
        return rmin, rmax, cmin, cmax
    n, last = terr.grid.size, terr.grid.width - 1
    return max(0, rmax - n + 1), min(last, rmin + n - 1), max(0, cmax - n + 1), min(last, cmin + n - 1)


def map_rows(terr: Territory) -> list[tuple[int, list[str]]]:
    """Each row of the map: its number as the actions name it (from 1) and its tokens."""
    frame = map_frame(terr)
    lines = format_territory(terr, frame=frame).split("\n")
    return [(frame[0] + i + 1, line.split()) for i, line in enumerate(lines)]


def describe_map(terr: Territory, *, legend: bool = True) -> str:
    """The map in one sentence: a legend of what it uses (unless `legend` is False: a long text
    keeps its room for the squares), its columns, then each row by number."""
    c0, c1 = map_frame(terr)[2:]
    rows = map_rows(terr)
    columns = " ".join(column_name(c) for c in range(c0, c1 + 1))
    key = f" ({_legend(terr, {t for _, row in rows for t in row})})" if legend else ""
    body = "; ".join(f"row {number}: {' '.join(row)}" for number, row in rows)
    return f"Map in the notation of the rules{key}: columns {columns}; {body}; {MAP_END}."


def _legend(terr: Territory, tokens: set[str]) -> str:
    """What the map's letters and marks mean: only those it uses, in the box's words."""
    box = terr.box
    parts = [f"{box.centre_letter} {box.centre}"]
    if "." in tokens:
        parts.append(". empty")
    marks = [m for m in map(_MARKS.match, tokens) if m is not None]
    letters = {m.group(1) for m in marks}
    parts += [
        f"{TERRAIN_LETTERS[t]} {TERRAIN_NAMES[t]}" for t in box.terrains if TERRAIN_LETTERS[t] in letters
    ]
    if any(m.group(2) for m in marks):
        parts.append(f"digit: {box.multipliers}" + " or a volcano's craters" * box.volcanoes)
    if any(m.group(3) for m in marks):
        parts.append("r: a resource token, r2: two" if box.resource_tokens else "r: wooden resource")
    if any(m.group(4) for m in marks):
        parts.append("!N: fire token of N fires")
    if any(m.group(5) for m in marks):
        parts.append("$N: N gold")
    if any(m.group(6) for m in marks):
        parts.append("@: caveman")
    return ", ".join(parts)


# A square's token, split into the parts the legend explains (the hut or castle has no terrain).
_MARKS: Final = re.compile(r"^([A-Z])(\d*)(r\d?)?(!\d)?(\$\d+)?(@.+)?$")
