"""The fixed grid a territory lives on, and bitboard geometry over it.

A territory of N×N (5 or 7) lives on a (2N−1)×(2N−1) grid with the hut in the centre, so that a
square's name never changes during a game (DESIGN.md §2). A game without a size limit (the
Resource Tokens variant) uses the N that any of its kingdoms fits in (`Box.size`): 23, a 45×45
grid whose columns run A–Z, then AA–AS, as in a spreadsheet. Squares are bits of a Python int: cell
index `row * stride + col`, with one padding column per row (stride = width + 1) so that a shift
by one never wraps from the end of a row into the start of the next.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Final, NamedTuple

COLUMN_LETTERS: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

RIGHT: Final = 0
DOWN: Final = 1
LEFT: Final = 2
UP: Final = 3
DIRECTIONS: Final = (RIGHT, DOWN, LEFT, UP)
DIRECTION_NAMES: Final = ("right", "down", "left", "up")
# Row and column step from the first half of a domino to its second half.
DIRECTION_STEPS: Final = ((0, 1), (1, 0), (0, -1), (-1, 0))


class _Offsets(dict[int, tuple[int, int, int, int]]):
    """The steps as cell-index offsets, per grid stride (made on first use)."""

    def __missing__(self, stride: int) -> tuple[int, int, int, int]:
        self[stride] = offsets = (1, stride, -1, -stride)
        return offsets


DIRECTION_OFFSETS: Final = _Offsets()
_SQUARE_NAME: Final = re.compile(r"([A-Z]{1,2})(\d+)", re.ASCII)


def column_name(col: int) -> str:
    """A, B, ..., Z, AA, AB, ...: the column's letters (0-based), as in a spreadsheet."""
    name = COLUMN_LETTERS[col % 26]
    return name if col < 26 else COLUMN_LETTERS[col // 26 - 1] + name


def column_index(name: str) -> int:
    """The inverse of `column_name`."""
    last = COLUMN_LETTERS.index(name[-1])
    return last if len(name) == 1 else 26 * (COLUMN_LETTERS.index(name[0]) + 1) + last


class Square(NamedTuple):
    """A square by (row, column), 0-based; named like a chessboard square: column letter(s), row."""

    row: int
    col: int

    def __str__(self) -> str:
        if not (0 <= self.col < 26 * 27 and self.row >= 0):
            return f"(row {self.row}, column {self.col})"  # no name: far off any board
        return f"{column_name(self.col)}{self.row + 1}"

    @classmethod
    def parse(cls, text: str) -> Square:
        """'E4' -> Square(3, 4), 'AB12' -> Square(11, 27). Raises ValueError on anything else."""
        text = text.strip().upper()
        m = _SQUARE_NAME.fullmatch(text)
        if m is None or int(m.group(2)) < 1:
            raise ValueError(f"{text!r} is not a square name like E4")
        return cls(int(m.group(2)) - 1, column_index(m.group(1)))


def iter_bits(mask: int) -> Iterator[int]:
    """The indices of the set bits of `mask`, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def bit_list(mask: int) -> list[int]:
    """The indices of the set bits of `mask`, lowest first, as a list."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Grid:
    """Geometry tables for territories of `size`×`size` (5, 7 for the Neolithic, 23 unlimited)."""

    size: int
    width: int
    stride: int
    hut: int
    mask: int
    neighbours: tuple[int, ...]
    ring: tuple[int, ...]

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError("a territory is at least 1×1")
        self.size = size
        self.width = 2 * size - 1
        self.stride = self.width + 1
        self.hut = self.index(size - 1, size - 1)
        cells = [self.index(r, c) for r in range(self.width) for c in range(self.width)]
        self.cells = tuple(cells)
        self.mask = sum(1 << p for p in cells)
        self.bits = self.width * self.stride
        n = self.bits
        self.neighbours = tuple(self._around(p, king=False) for p in range(n))
        self.ring = tuple(self._around(p, king=True) for p in range(n))
        # Rows r0..r1 (and columns c0..c1) as masks, for the "fits in N×N" rectangle.
        w = self.width
        row_masks = [sum(1 << self.index(r, c) for c in range(w)) for r in range(w)]
        col_masks = [sum(1 << self.index(r, c) for r in range(w)) for c in range(w)]
        self.row_band = [[sum(row_masks[lo : hi + 1]) for hi in range(w)] for lo in range(w)]
        self.col_band = [[sum(col_masks[lo : hi + 1]) for hi in range(w)] for lo in range(w)]
        self.row_of = tuple(p // self.stride for p in range(n))
        self.col_of = tuple(p % self.stride for p in range(n))
        self.squares = tuple(Square(p // self.stride, p % self.stride) for p in range(n))
        self._cell_by_square = {self.squares[p]: p for p in cells}
        # King-move distance from the hut; Empire of Fire asks for ≤ size // 2 everywhere.
        centre = size - 1
        self.empire = sum(
            1 << p
            for p in cells
            if max(abs(self.row_of[p] - centre), abs(self.col_of[p] - centre)) <= size // 2
        )

    def index(self, row: int, col: int) -> int:
        return row * self.stride + col

    def contains(self, row: int, col: int) -> bool:
        return 0 <= row < self.width and 0 <= col < self.width

    @property
    def last(self) -> str:
        """The name of the grid's last square, bottom right (the first is A1)."""
        return f"{column_name(self.width - 1)}{self.width}"

    def name(self, cell: int) -> str:
        return str(self.squares[cell])

    def cell(self, square: Square) -> int:
        """The cell index of a square; ValueError if the square is off this grid."""
        cell = self._cell_by_square.get(square)
        if cell is not None:
            return cell
        if not self.contains(square.row, square.col):
            raise ValueError(f"{square} is off the board (squares run from A1 to {self.last})")
        return self.index(square.row, square.col)

    def parse(self, text: str) -> int:
        return self.cell(Square.parse(text))

    def _around(self, p: int, *, king: bool) -> int:
        r, c = divmod(p, self.stride)
        if c >= self.width:
            return 0
        out = 0
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr, dc) == (0, 0) or (not king and dr and dc):
                    continue
                if self.contains(r + dr, c + dc):
                    out |= 1 << self.index(r + dr, c + dc)
        return out

    def spread(self, mask: int) -> int:
        """Every square orthogonally next to a square of `mask` (on the grid)."""
        s = self.stride
        return ((mask << 1) | (mask >> 1) | (mask << s) | (mask >> s)) & self.mask

    def region(self, seed: int, within: int) -> int:
        """The orthogonally connected part of `within` that contains the bits of `seed`."""
        s = self.stride
        region = seed
        while True:
            grown = (region | (region << 1) | (region >> 1) | (region << s) | (region >> s)) & within
            if grown == region:
                return region
            region = grown


@cache
def grid(size: int) -> Grid:
    """The shared, read-only geometry for territories of this size."""
    return Grid(size)
