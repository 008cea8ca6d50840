"""The edition seam: what differs between the games the engine plays, as data in one place.

A `Box` is one game's box: its terrains, its dominoes, what multiplies a region (fire icons or
crowns), its centre tile (hut or castle), the line length, the player counts with their
territory size, deck and chiefs, its modes and optional rules, and the bonuses those rules
score. A variant played with a box's pieces is a `Box` too: the Resource Tokens variant of
classic Kingdomino (`RESOURCES`) has classic's dominoes, no size limit, 3 or 4 players, and its
own flow and scoring (`resource_tokens`: gold, actions instead of picks, the harvest;
`rules.tokens` and `rules.harvest`). The engine, the referee, the pictures and the bot ask the
game's box (`config.box`) instead of testing which game it is, so that a new game is a new `Box`
and not a branch in every file.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from rules.components import CLASSIC_DOMINOES, CLASSIC_TERRAINS, DOMINOES, ORIGINS_TERRAINS, Domino
from rules.errors import Term


class Game(StrEnum):
    ORIGINS = "origins"
    CLASSIC = "classic"
    RESOURCES = "resources"  # classic Kingdomino with the Resource Tokens variant


class Mode(StrEnum):
    DISCOVERY = "discovery"
    TOTEM = "totem"
    TRIBE = "tribe"


class Option(StrEnum):
    EMPIRE_OF_FIRE = "empire-of-fire"  # Origins
    HOMO_HABILIS = "homo-habilis"
    HARMONY = "harmony"  # classic
    MIDDLE_KINGDOM = "middle-kingdom"
    MIGHTY_DUEL = "mighty-duel"
    ONE_TWO_ONE = "one-two-one"


@dataclass(frozen=True)
class Bonus:
    """An optional rule that scores points when the territory meets its condition."""

    option: Option
    title: str  # as printed on the score sheet
    points: int
    test: str  # the scoring function's name in rules.scoring (`BONUS_TESTS`)
    rule: str  # one line for the rules page and the lobby


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
    volcanoes: bool  # volcanoes, fire tokens (and the modes' resources and cavemen)
    example_tokens: str  # notation examples for an error message
    modes: tuple[Mode, ...]  # the first is the default
    options: tuple[Option, ...]  # the optional rules this box offers
    bonuses: tuple[Bonus, ...]
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
    # The Resource Tokens rules: gold, "Perform an Action" instead of a pick, the harvest.
    resource_tokens: bool = False

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

    # The box's words as terms of a refusal's reason (rules.errors.Term), for any language.

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


ORIGINS: Final = Box(
    game=Game.ORIGINS,
    title="Kingdomino Origins",
    called="Kingdomino Origins",
    terrains=ORIGINS_TERRAINS,
    dominoes=DOMINOES,
    multiplier="fire icon",
    multipliers="fire icons",
    json_key="fires",
    json_total_key="fire_icons",
    max_printed=2,
    centre="hut",
    centre_letter="H",
    chief="chief",
    volcanoes=True,
    example_tokens="G, L1, Qr, J!2, D@hunter, V2, H",
    modes=(Mode.DISCOVERY, Mode.TOTEM, Mode.TRIBE),
    options=(Option.EMPIRE_OF_FIRE, Option.HOMO_HABILIS),
    bonuses=(
        Bonus(Option.EMPIRE_OF_FIRE, "Empire of Fire", 10, "centred", "+10 if the hut is in the centre"),
        Bonus(
            Option.HOMO_HABILIS,
            "Homo Habilis",
            5,
            "complete",
            "+5 for a complete territory, no domino discarded",
        ),
    ),
    duel_size=7,
    paired_first_pick=True,
)

CLASSIC: Final = Box(
    game=Game.CLASSIC,
    title="Kingdomino",
    called="classic Kingdomino",
    terrains=CLASSIC_TERRAINS,
    dominoes=CLASSIC_DOMINOES,
    multiplier="crown",
    multipliers="crowns",
    json_key="crowns",
    json_total_key="crowns",
    max_printed=3,
    centre="castle",
    centre_letter="C",
    chief="king",
    volcanoes=False,
    example_tokens="W, F1, M3, C",
    modes=(Mode.DISCOVERY,),
    options=(Option.HARMONY, Option.MIDDLE_KINGDOM, Option.MIGHTY_DUEL, Option.ONE_TWO_ONE),
    bonuses=(
        Bonus(Option.HARMONY, "Harmony", 5, "complete", "+5 for a complete kingdom, no domino discarded"),
        Bonus(
            Option.MIDDLE_KINGDOM,
            "Middle Kingdom",
            10,
            "middle",
            "+10 if the castle is the centre of the kingdom's extent",
        ),
    ),
    duel_size=5,
    duel_deck=24,
    big_duel=Option.MIGHTY_DUEL,
    one_two_one=Option.ONE_TWO_ONE,
)

# The variant is played with classic's pieces and words: what differs is set here.
RESOURCES: Final = replace(
    CLASSIC,
    game=Game.RESOURCES,
    title="Kingdomino: Resource Tokens",
    called="Kingdomino with Resource Tokens",
    example_tokens="W, F1r, G2r2, S1$1, C$3",
    options=(),
    bonuses=(),
    duel_deck=None,
    big_duel=None,
    one_two_one=None,
    players=(3, 4),
    size_limit=False,
    last_line_chosen=False,
    resource_tokens=True,
)

# Every game the engine plays, the variant with them: the bot's `/origins new` offers each.
BOXES: Final = {ORIGINS.game: ORIGINS, CLASSIC.game: CLASSIC, RESOURCES.game: RESOURCES}


def box(game: Game | str) -> Box:
    return BOXES[Game(game)]
