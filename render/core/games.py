"""What the pictures ask a game about its own pieces, and the registry of each game's pictures.

The shared drawing (render.layers, render.alt, render.pictures) asks the game's `BoxPictures`
for what is its own, never which game it is: what stands on a square (Origins' resources, fire
tokens and cavemen; the variant's tokens and gold), what its dominoes carry, its decisions on the
turn card, its supplies, a player's holdings on the scoreboard, its legend, its score sheet's
own lines, and its alt texts. The base class is the plain game's: nothing of its own, every
default the shared drawing's. Each game's part (render/boxes/<game>) overrides what it has;
render.boxes registers them, with their sprites and palettes. This module imports no game's
part (tests/test_layering.py): a game without a part is drawn as the plain game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from PIL import Image, ImageDraw

from lang import Words
from rules import Box, Game, GameState, Mode, Pending, SquareSpec, Territory, TieBreak

if TYPE_CHECKING:
    from render.layers.cards import Card
    from render.layers.sheet_lines import Line
    from render.layers.supplies import Block
    from render.pictures.legend import Section
    from rules import Breakdown

RGB = tuple[int, int, int]
# Draws a square's printed multipliers (flames, crowns) along its top: (draw, side in px, count).
MultiplierDrawer = Callable[[ImageDraw.ImageDraw, int, int], None]
# What the lines of the draft show beside a caption: its title and the kings, in order.
Kings = tuple[str, list[int]]


class BoxPictures:
    """A game's pictures, as the shared drawing asks them (see the module doc); the plain game."""

    # --- sprites and colours --------------------------------------------------------------------

    palette_extras: tuple[RGB, ...] = ()  # colours of pieces only this game has (render.boxes)
    tall_multipliers = False  # printed multipliers stand tall: a square's icon makes room

    def draw_multipliers(self, d: ImageDraw.ImageDraw, big: int, count: int) -> None:
        """A square's printed multipliers along its top (`big`: the side, supersampled)."""

    def centre(self, seat: int, size: int) -> Image.Image:
        """The start tile of a seat's territory (the hut, the castle)."""
        raise NotImplementedError("a game's pictures draw its start tile")

    def pawn(self, seat: int, size: int) -> Image.Image:
        """The pawn a seat drafts with (the chief, the king)."""
        raise NotImplementedError("a game's pictures draw its pawn")

    # --- the board (render.layers.board) -----------------------------------------------------

    def draw_pieces(self, img: Image.Image, terr: Territory, p: int, left: int, top: int, cell: int) -> None:
        """What stands on square `p` besides its print (drawn over it)."""

    def burns(self, terr: Territory, p: int) -> bool:
        """Whether a fire token landing on `p` would destroy a piece there."""
        return False

    # --- the lines of the draft (render.layers.draft_lines) ----------------------------------------

    def above_the_line(self, state: GameState) -> bool:
        """Whether the acting king stands above the line, before anyone on it places."""
        return False

    def kings(self, state: GameState, words: Words) -> tuple[Kings | None, Kings | None]:
        """The kings beside the captions of the line being placed and of the next line."""
        return None, None

    def carried(self, state: GameState) -> bool:
        """Whether a domino not yet placed shows what its squares bring (Totem, Tribe)."""
        return False

    def draw_carried(self, img: Image.Image, half: SquareSpec, left: int, top: int, square: int) -> None:
        """What one square of a domino brings, on it (`carried`)."""

    # --- the turn card (render.layers.turn_card) ---------------------------------------------------

    def decision_card(
        self, state: GameState, pending: Pending, names: Sequence[str], words: Words
    ) -> Card | None:
        """The card of a decision of the game's own (None: the shared card says "decides")."""
        return None

    def place_then(self, state: GameState) -> str:
        """The message saying what follows a placement."""
        return "turn-place-then"

    def pick_keys(self) -> tuple[str, str]:
        """The messages of a pick's card after the draft: what to do, and what follows."""
        return "turn-pick", "turn-pick-detail"

    def amount(self, words: Words, n: int) -> str:
        """What the winner won with, on the banner ("23 points")."""
        return words("banner-points", count=n)

    def then(self, words: Words, n: int) -> str:
        """What the next player had, on the banner."""
        return str(n)

    def standing(self, words: Words, n: int, *, short: bool = False) -> str:
        """A player's standing as the game stands: points ("12 points", short "12 pts")."""
        return words("points-short" if short else "points-count", count=n)

    def header_extra(self, state: GameState, player: int, words: Words) -> str:
        """What the territory picture's header says after the standing (nothing)."""
        return ""

    # --- supplies, scoreboard, standings ---------------------------------------------------------

    def supply_blocks(
        self, state: GameState, names: Sequence[str], w: int, words: Words
    ) -> list[Block] | None:
        """The blocks beside the territories (None: the dominoes still face down)."""
        return None

    def holdings(self, state: GameState) -> bool:
        """Whether the scoreboard's strips have a second line (here: for dominoes discarded)."""
        return any(t.discarded for t in state.territories)

    def draw_holdings(
        self, img: Image.Image, state: GameState, player: int, x: int, mid: int, right: int, words: Words
    ) -> int | None:
        """A strip's second line: what the player holds, from `x`; returns where the dominoes
        discarded are told after it (None: they are not)."""
        return x

    def ranked_by_sheets(self) -> bool:
        """Whether the scoreboard ranks by the score sheets at any time (no bonus held apart)."""
        return False

    # --- the legend and the score sheet -----------------------------------------------------------

    def legend_sections(self, box: Box, mode: Mode, words: Words) -> list[Section]:
        """The legend's sections after the terrains."""
        return []

    def sheet_lines(self, state: GameState, sheet: Breakdown, words: Words) -> list[Line] | None:
        """A player's whole sheet, when the game is not scored by regions (None: it is)."""
        return None

    def own_lines(self, state: GameState, sheet: Breakdown, words: Words) -> list[Line]:
        """The sheet's lines of the game's own, after the regions."""
        return []

    def total_unit(self, words: Words, n: int) -> str:
        """What a player's card counts its total in ("points")."""
        return words("sheet-unit-points", count=n)

    def no_tie_words(self, box: Box, words: Words) -> str | None:
        """The sheet's note on the tie-break rule when nobody is level (None: the shared one)."""
        return None

    # --- alt texts (render.alt) --------------------------------------------------------------------

    def half_words(self, half: SquareSpec, words: Words, terrain: str) -> str | None:
        """A domino's square with what it brings (`carried`), in words; None: its print alone."""
        return None

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
        """Who must decide what, for the game's own decisions (None: the shared sentence)."""
        return None

    def territory_words(
        self, state: GameState, player: int, names: Sequence[str] | None, words: Words
    ) -> tuple[str, list[str]] | None:
        """A territory's head and details when not told by its points (None: they are)."""
        return None

    def territory_details(self, state: GameState, player: int, sheet: Breakdown, words: Words) -> list[str]:
        """A territory's details after its regions: the game's own pieces."""
        return []

    def table_words(self, state: GameState, names: Sequence[str] | None, words: Words) -> list[str] | None:
        """The table's sentences after the lines when not the players' points (None: they are)."""
        return None

    def table_details(self, state: GameState, names: Sequence[str] | None, words: Words) -> list[str]:
        """The table's sentences after the points: the game's own supplies."""
        return []

    def tie_words(self, tie: TieBreak, level: str, words: Words) -> str | None:
        """How a tie of the game's own was broken (None: by the rules' measures)."""
        return None

    def sheet_words(self, sheet: Breakdown, name: str, words: Words) -> str | None:
        """A player's sheet in one sentence, when not told by its points (None: it is)."""
        return None

    def point_parts(self, sheet: Breakdown, mode: Mode, words: Words) -> list[tuple[str, int]]:
        """The parts of a total the game adds after the regions (before the bonuses)."""
        return []

    def r_mark(self) -> str:
        """The message explaining the notation's "r" mark on the map (the variant: tokens)."""
        return "map-resource"


PLAIN: Final = BoxPictures()
_PICTURES: dict[Game, BoxPictures] = {}


def register(game: Game, pictures: BoxPictures) -> None:
    """Draw the games of `game` with `pictures` (render.boxes registers every game's)."""
    _PICTURES[game] = pictures


def pictures_of(box: Box) -> BoxPictures:
    """The pictures of a game of `box` (a game without its own: the plain game's)."""
    return _PICTURES.get(box.game, PLAIN)


def own_tie_words(tie: TieBreak, level: str, words: Words) -> str | None:
    """How a tie of a game's own kind was broken, said by the game whose tie it is (None: a tie
    on the rules' measures). A tie knows no game; each game knows its own."""
    for pictures in _PICTURES.values():
        said = pictures.tie_words(tie, level, words)
        if said is not None:
            return said
    return None


__all__ = ["PLAIN", "BoxPictures", "Kings", "MultiplierDrawer", "own_tie_words", "pictures_of", "register"]
