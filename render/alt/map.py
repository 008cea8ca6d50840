"""A territory as text a screen reader can read row by row: the notation of RULES.md §4.

The map covers what the picture shows: a territory with a size limit over the part of its grid
it can still grow into, one without (the Resource Tokens variant) over its own squares only.
Rows and columns carry the names the actions use (A1, E5, W23), and each row's tokens are the
referee's (`rules.notation`), so a row read back with `parse_territory` gives the same squares.
The notation's letters and marks are the rules' in every language; their legend is worded.
"""

from __future__ import annotations

import re
from typing import Final

from lang import Words
from render.core import terms
from render.core.games import pictures_of
from rules import TERRAIN_LETTERS, Territory, column_name, format_territory


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


def describe_map(terr: Territory, words: Words, *, legend: bool = True) -> str:
    """The map in one sentence: a legend of what it uses (unless `legend` is False: a long text
    keeps its room for the squares), its columns, then each row by number; a row's last token may
    be "." (empty), so the map ends in words (`map-end`)."""
    c0, c1 = map_frame(terr)[2:]
    rows = map_rows(terr)
    columns = " ".join(column_name(c) for c in range(c0, c1 + 1))
    body = "; ".join(words("map-row", row=number, squares=" ".join(row)) for number, row in rows)
    end = words("map-end")
    if not legend:
        return words("map-bare", columns=columns, rows=body, end=end)
    key = _legend(terr, {t for _, row in rows for t in row}, words)
    return words("map", legend=key, columns=columns, rows=body, end=end)


def _legend(terr: Territory, tokens: set[str], words: Words) -> str:
    """What the map's letters and marks mean: only those it uses, in the box's words."""
    box = terr.box
    parts = [words("map-key", mark=box.centre_letter, meaning=terms.centre(words, box))]
    if "." in tokens:
        parts.append(words("map-key", mark=".", meaning=words("map-empty")))
    marks = [m for m in map(_MARKS.match, tokens) if m is not None]
    letters = {m.group(1) for m in marks}
    parts += [
        words("map-key", mark=TERRAIN_LETTERS[t], meaning=terms.terrain(words, t))
        for t in box.terrains
        if TERRAIN_LETTERS[t] in letters
    ]
    if any(m.group(2) for m in marks):
        key = "map-digit-craters" if box.crater_terrains else "map-digit"
        parts.append(words(key, multipliers=terms.multipliers(words, box)))
    if any(m.group(3) for m in marks):
        parts.append(words(pictures_of(box).r_mark()))
    if any(m.group(4) for m in marks):
        parts.append(words("map-fire"))
    if any(m.group(5) for m in marks):
        parts.append(words("map-gold"))
    if any(m.group(6) for m in marks):
        parts.append(words("map-caveman"))
    return ", ".join(parts)


# A square's token, split into the parts the legend explains (the hut or castle has no terrain).
_MARKS: Final = re.compile(r"^([A-Z])(\d*)(r\d?)?(!\d)?(\$\d+)?(@.+)?$")
