"""Kingdomino Origins' pictures: what the shared drawing asks of it (render.core.games).

sprites.py, caveman_sprites.py   the hut, the chief, flames, fire tokens, resources, cavemen
board.py      what stands on a square       lines.py    what a domino brings
cards.py      the fire, totem and recruit decisions on the turn card
supplies.py   fire tokens, totems, the cave board     scoreboard.py   a player's holdings
sheet.py      the modes' lines of the score sheet     legend.py   its legend's sections
words.py, alt.py   its terms and its alt texts       cave.py   the cave board's picture
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from lang import Words
from render.boxes.origins import alt, board, cards, legend, lines, scoreboard, sheet, sprites, supplies
from render.core.games import BoxPictures
from render.layers.cards import Card
from render.layers.sheet_lines import Line
from render.layers.supplies import Block
from render.pictures.legend import Section
from rules import Box, Breakdown, GameState, Mode, Pending, SquareSpec, Territory
from rules.boxes.origins import OriginsSheet, OriginsState, OriginsTerritory


def _origins(state: GameState) -> OriginsState:
    assert isinstance(state, OriginsState)
    return state


def _territory(terr: Territory) -> OriginsTerritory:
    assert isinstance(terr, OriginsTerritory)
    return terr


class OriginsPictures(BoxPictures):
    """Kingdomino Origins' pictures (see the module doc)."""

    tall_multipliers = True  # flames stand taller than crowns

    def draw_multipliers(self, d: ImageDraw.ImageDraw, big: int, count: int) -> None:
        sprites.flames(d, big, count)

    def centre(self, seat: int, size: int) -> Image.Image:
        return sprites.hut(seat, size)

    def pawn(self, seat: int, size: int) -> Image.Image:
        return sprites.chief(seat, size)

    def draw_pieces(self, img: Image.Image, terr: Territory, p: int, left: int, top: int, cell: int) -> None:
        board.draw_pieces(img, _territory(terr), p, left, top, cell)

    def burns(self, terr: Territory, p: int) -> bool:
        return board.burns(_territory(terr), p)

    def carried(self, state: GameState) -> bool:
        return _origins(state).PUTS_RESOURCES

    def draw_carried(self, img: Image.Image, half: SquareSpec, left: int, top: int, square: int) -> None:
        lines.draw_carried(img, half, left, top, square)

    def decision_card(
        self, state: GameState, pending: Pending, names: Sequence[str], words: Words
    ) -> Card | None:
        return cards.decision_card(_origins(state), pending, names, words)

    def place_then(self, state: GameState) -> str:
        return "turn-place-then-recruit" if state.config.mode is Mode.TRIBE else "turn-place-then"

    def supply_blocks(self, state: GameState, names: Sequence[str], w: int, words: Words) -> list[Block]:
        return supplies.blocks(_origins(state), names, w, words)

    def holdings(self, state: GameState) -> bool:
        return _origins(state).PUTS_RESOURCES or super().holdings(state)

    def draw_holdings(
        self, img: Image.Image, state: GameState, player: int, x: int, mid: int, right: int, words: Words
    ) -> int:
        return scoreboard.draw_holdings(img, _origins(state), player, x, mid, right, words)

    def legend_sections(self, box: Box, mode: Mode, words: Words) -> list[Section]:
        return legend.legend_sections(box, mode, words)

    def own_lines(self, state: GameState, sheet_: Breakdown, words: Words) -> list[Line]:
        return sheet.own_lines(state, sheet_, words)

    def half_words(self, half: SquareSpec, words: Words, terrain: str) -> str | None:
        return alt.half_words(half, words, terrain)

    def pending_words(
        self,
        state: GameState,
        pending: Pending,
        name: str,
        names: Sequence[str] | None,
        *,
        spoken: bool,
        words: Words,
    ) -> str | None:
        return alt.pending_words(_origins(state), pending, name, names, words)

    def territory_details(self, state: GameState, player: int, sheet_: Breakdown, words: Words) -> list[str]:
        assert isinstance(sheet_, OriginsSheet)
        return alt.territory_details(_origins(state).territories[player], sheet_, words)

    def table_details(self, state: GameState, names: Sequence[str] | None, words: Words) -> list[str]:
        return alt.table_details(_origins(state), names, words)

    def point_parts(self, sheet_: Breakdown, mode: Mode, words: Words) -> list[tuple[str, int]]:
        assert isinstance(sheet_, OriginsSheet)
        return alt.point_parts(sheet_, mode, words)


__all__ = ["OriginsPictures"]
