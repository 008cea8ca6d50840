"""A game's box as data, and the registry of the games the engine plays.

A `Box` is one game's box: its terrains, its dominoes, what multiplies a region (fire icons or
crowns), its centre tile (hut or castle), the line length, the player counts with their
territory size, deck and chiefs, its modes and optional rules, and the bonuses those rules
score; and `rules`, the hooks object through which the core loop, the scoring and the notation
ask the game about its own mechanics (rules.core.hooks). A variant played with a box's pieces
is a `Box` too: the Resource Tokens variant has classic's dominoes and its own rules.

The core never imports a game: each game's package (rules/boxes/<game>) builds its `Box`, and
the registry (rules.boxes) registers it here, with its refusal codes and its action verbs. The
engine, the referee, the pictures and the bot then ask `config.box` instead of testing which game
it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from rules.core import actions, refusals
from rules.core.errors import Term
from rules.core.pieces import Domino
from rules.names import Game, Mode, Option

if TYPE_CHECKING:
    from rules.core.grid import Grid
    from rules.core.hooks import BoxRules
    from rules.core.scoring import Extent
    from rules.core.territory import Territory


@dataclass(frozen=True)
class Bonus:
    """An optional rule that scores points when the territory meets its condition."""

    option: Option
    title: str  # as printed on the score sheet
    points: int
    test: str  # what it asks, by name: "complete", "centred", "middle" (the pictures word each)
    rule: str  # one line for the rules page and the lobby
    met: Callable[[Extent], bool] = field(compare=False, repr=False)  # whether a territory has it


@dataclass(frozen=True)
class Box:
    game: Game
    title: str  # the game's name on its box
    called: str  # the game's name in a sentence, told apart from the other
    terrains: tuple[int, ...]  # the box's terrains, in its rulebook's order
    dominoes: tuple[Domino, ...]  # by number: dominoes[n - 1]
    multiplier: str  # what multiplies a region's size, singular ...
    multipliers: str  # ... and plural
    json_key: str  # a region's multipliers in the referee's JSON ("fires", "crowns") ...
    json_total_key: str  # ... and a territory's ("fire_icons", "crowns")
    max_printed: int  # the most multipliers printed on one square
    centre: str  # the start tile every territory grows from
    centre_letter: str  # its notation letter (RULES.md §4)
    chief: str  # the pawn a player drafts with
    example_tokens: str  # notation examples for an error message
    modes: tuple[Mode, ...]  # the first is the default
    options: tuple[Option, ...]  # the optional rules this box offers
    bonuses: tuple[Bonus, ...]
    rules: BoxRules = field(compare=False, repr=False)  # the game's mechanics (rules.core.hooks)
    # What the bot still asks of a box (its panels), where the engine and the pictures ask
    # `rules`: volcanoes and fire tokens; the Resource Tokens rules (gold, actions, the harvest).
    volcanoes: bool = False
    resource_tokens: bool = False
    # Terrains printed with craters instead of multipliers (the volcano): their digit counts
    # craters, and their regions never score.
    crater_terrains: tuple[int, ...] = ()
    line_length: int = 4
    # Two players: two chiefs each, on a territory of `duel_size`; `duel_deck` dominoes (None: all).
    # `big_duel` names the option that plays the two-player game with all dominoes on 7×7.
    duel_size: int = 7
    duel_deck: int | None = None
    big_duel: Option | None = None
    # The Neolithic first pick: the first chief drawn takes dominoes 1+4 or 2+3 of the first line.
    paired_first_pick: bool = False
    # The option that drafts the two players' four kings a, b, b, a instead of at random.
    one_two_one: Option | None = None
    players: tuple[int, ...] = (2, 3, 4)
    # False: a kingdom may grow in any direction; its squares are named on a grid big enough for
    # any kingdom the game can build (`size`).
    size_limit: bool = True
    # False: the game ends when a new line should be drawn and none is left, so the choice from
    # the last line drawn is skipped (nothing would come of it) and its dominoes are never placed.
    last_line_chosen: bool = True
    # The game's own refusal codes (rules.core.refusals) and action verbs (rules.core.actions),
    # made known to the core when the game is registered.
    refusals: dict[str, str] = field(default_factory=dict, compare=False, repr=False)
    verbs: dict[str, actions.Reader] = field(default_factory=dict, compare=False, repr=False)

    def size(self, players: int, options: frozenset[Option]) -> int:
        """Territories are size × size.

        Without a size limit, the size that any kingdom of the game fits in: a kingdom of k
        dominoes is 2k + 1 squares, so it spans at most 2k + 1 rows and columns; named on a grid
        of (2·size − 1)² with the castle in the centre, it never leaves the grid.
        """
        if not self.size_limit:
            return 2 * self.rounds(players, options) + 1
        if players != 2:
            return 5
        return 7 if self._big_duel(options) else self.duel_size

    def deck_size(self, players: int, options: frozenset[Option]) -> int:
        """How many dominoes the game plays with."""
        if players == 2 and self.duel_deck is not None and not self._big_duel(options):
            return self.duel_deck
        return len(self.dominoes)

    def _big_duel(self, options: frozenset[Option]) -> bool:
        return self.big_duel is not None and self.big_duel in options

    def rounds(self, players: int, options: frozenset[Option]) -> int:
        """Rounds of placing (after the initial draft): one per line drawn (but the last, when
        nobody chooses from it)."""
        lines = self.deck_size(players, options) // self.line_length
        return lines if self.last_line_chosen else lines - 1

    @staticmethod
    def chiefs_per_player(players: int) -> int:
        return 2 if players == 2 else 1

    def paired_draft(self, players: int) -> bool:
        return self.paired_first_pick and players == 2

    def domino(self, number: int) -> Domino:
        return self.dominoes[number - 1]

    def territory(self, g: Grid) -> Territory:
        """An empty territory of this game on grid `g` (its own kind: `BoxRules.territory`)."""
        return self.rules.territory(self, g)

    @property
    def scoring_terrains(self) -> tuple[int, ...]:
        """The terrains whose regions may score (a crater terrain's never do)."""
        return tuple(t for t in self.terrains if t not in self.crater_terrains)

    # The box's words as terms of a refusal's reason (rules.core.errors.Term), for any language.

    @property
    def called_term(self) -> Term:
        return Term("game-called", self.game.value, self.called)

    @property
    def title_term(self) -> Term:
        return Term("game", self.game.value, self.title)

    @property
    def centre_term(self) -> Term:
        return Term("centre", self.centre)

    @property
    def multipliers_term(self) -> Term:
        return Term("multipliers", self.multipliers.replace(" ", "-"), self.multipliers)

    def play_name(self, mode: Mode) -> str:
        """What is played, in a sentence: the mode for a game of several ("tribe mode"), else
        the game ("classic Kingdomino")."""
        return f"{mode} mode" if len(self.modes) > 1 else self.called


# Every game the engine plays, in the order registered (rules.boxes): the bot offers each.
BOXES: Final[dict[Game, Box]] = {}


def register(b: Box) -> None:
    """Make a game playable: its box, its refusal codes and its action verbs."""
    if b.game in BOXES:
        raise ValueError(f"{b.game} is registered twice")
    refusals.add(b.refusals)
    actions.add_verbs(b.verbs)
    actions.intern_picks(len(b.dominoes))
    BOXES[b.game] = b


def box(game: Game | str) -> Box:
    """The box of a registered game, by its name."""
    return BOXES[game if isinstance(game, Game) else Game(game)]


__all__ = ["BOXES", "Bonus", "Box", "box", "register"]
