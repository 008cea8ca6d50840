"""The Resource Tokens variant's pictures: classic Kingdomino's (render.boxes.classic), and what
the variant adds (render.core.games asks it):

    token_sprites.py   its tokens and gold coins          board.py   tokens and gold on a square
    cards.py      the acting king on the turn card        supplies.py   the supply and the pool
    scoreboard.py  tokens and gold on a player's strip    sheet.py   the harvest sheet
    legend.py     its legend's section                    words.py, alt.py   its terms, alt texts
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from lang import Words
from render.boxes.classic import ClassicPictures
from render.boxes.resources import alt, board, cards, legend, scoreboard, sheet, supplies, token_sprites
from render.boxes.resources.words import kinds
from render.core import terms
from render.layers.cards import Card
from render.layers.sheet_lines import Line
from render.layers.supplies import Block
from render.pictures.legend import Section
from rules import Box, Breakdown, GameState, Mode, Pending, Territory, TieBreak
from rules.boxes.resources import HarvestSheet, HarvestTerritory, ResourcesState


def _variant(state: GameState) -> ResourcesState:
    assert isinstance(state, ResourcesState)
    return state


class ResourcesPictures(ClassicPictures):
    """The variant's pictures (see the module doc)."""

    palette_extras = token_sprites.COLOURS

    def draw_pieces(self, img: Image.Image, terr: Territory, p: int, left: int, top: int, cell: int) -> None:
        assert isinstance(terr, HarvestTerritory)
        board.draw_pieces(img, terr, p, left, top, cell)

    def above_the_line(self, state: GameState) -> bool:
        return bool(_variant(state).actors)

    def kings(self, state: GameState, words: Words) -> tuple[tuple[str, list[int]], tuple[str, list[int]]]:
        s = _variant(state)
        return (words("lines-still-to-act"), s.actors), (words("lines-action-column"), s.column)

    def decision_card(
        self, state: GameState, pending: Pending, names: Sequence[str], words: Words
    ) -> Card | None:
        return cards.decision_card(_variant(state), pending, words)

    def pick_keys(self) -> tuple[str, str]:
        return "turn-pick-or-act", "turn-pick-or-act-detail"

    def amount(self, words: Words, n: int) -> str:
        return words("banner-kinds", kinds=kinds(words, n))

    def then(self, words: Words, n: int) -> str:
        return kinds(words, n)

    def standing(self, words: Words, n: int, *, short: bool = False) -> str:
        return kinds(words, n)

    def header_extra(self, state: GameState, player: int, words: Words) -> str:
        """The gold on the castle, the tie-break, beside the kinds it breaks."""
        return words("gold-count", count=_variant(state).territories[player].gold)

    def supply_blocks(self, state: GameState, names: Sequence[str], w: int, words: Words) -> list[Block]:
        return supplies.blocks(_variant(state), names, w, words)

    def holdings(self, state: GameState) -> bool:
        return True

    def draw_holdings(
        self, img: Image.Image, state: GameState, player: int, x: int, mid: int, right: int, words: Words
    ) -> None:
        scoreboard.draw_holdings(img, _variant(state), player, x, mid, right, words)

    def ranked_by_sheets(self) -> bool:
        return True

    def legend_sections(self, box: Box, mode: Mode, words: Words) -> list[Section]:
        return [*super().legend_sections(box, mode, words), legend.tokens_section(words)]

    def sheet_lines(self, state: GameState, sheet_: Breakdown, words: Words) -> list[Line]:
        assert isinstance(sheet_, HarvestSheet)
        return sheet.harvest_lines(_variant(state), sheet_, words)

    def total_unit(self, words: Words, n: int) -> str:
        return words("sheet-unit-kinds", count=n)

    def no_tie_words(self, box: Box, words: Words) -> str:
        """The rule when nobody is level: gold on the castle breaks a tie."""
        return words("sheet-no-tie-gold", centre=terms.centre(words, box))

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
        return alt.pending_words(pending, name, spoken=spoken, words=words)

    def territory_words(
        self, state: GameState, player: int, names: Sequence[str] | None, words: Words
    ) -> tuple[str, list[str]]:
        return alt.territory_words(_variant(state), player, names, words)

    def table_words(self, state: GameState, names: Sequence[str] | None, words: Words) -> list[str]:
        return alt.table_words(_variant(state), names, words)

    def tie_words(self, tie: TieBreak, level: str, words: Words) -> str | None:
        return alt.tie_words(tie, level, words)

    def sheet_words(self, sheet_: Breakdown, name: str, words: Words) -> str | None:
        assert isinstance(sheet_, HarvestSheet)
        return alt.harvest_words(sheet_, name, words)

    def r_mark(self) -> str:
        return "map-token"


__all__ = ["ResourcesPictures"]
