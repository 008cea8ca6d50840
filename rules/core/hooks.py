"""What the core asks a game about its own mechanics: `BoxRules`, the hooks object of a `Box`.

The base class is the plain game (classic Kingdomino is nothing more, plus its bonuses and its
1-2-1 draft); a game overrides the hooks it needs in its package (rules/boxes/<game>/box.py):

- `state_class`: its `GameState` subclass for a config, whose methods are the turn's hooks (the
  stages after a placement or a pick, the start of a round; rules.core.game);
- `territory`: an empty territory of its own (its squares' pieces);
- `check`: what a config must also satisfy (Origins: its fixed caveman pile);
- `read_centre`, `read_marks`: the notation's marks it reads on the centre tile and on a square;
- `what_to_do`: its decisions in an English sentence (`Pending.__str__`);
- `sheet`, `final_scores`, `points`, `territory_sheet`: how it is scored and won.

Each is asked once per decision, placement or score sheet, never on the hot path of the
placement masks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.decisions import Pending
from rules.core.errors import NotationError
from rules.core.game import GameState
from rules.core.grid import Grid
from rules.core.pieces import SquareSpec
from rules.core.scoring import Breakdown, FinalScores, breakdown, quick_score, rank
from rules.core.territory import Territory
from rules.core.token import Token
from rules.names import Decision, Mode, Option

if TYPE_CHECKING:
    from rules.core.box import Box
    from rules.core.config import GameConfig


class BoxRules:
    """A game's mechanics, as the core asks them (see the module doc); the base: the plain game."""

    # --- the turn and the pieces --------------------------------------------------------------

    def state_class(self, config: GameConfig) -> type[GameState]:
        """The state class that plays a game of this config."""
        return GameState

    def territory(self, box: Box, g: Grid) -> Territory:
        """An empty territory of this game on grid `g`."""
        return Territory(g, box)

    def check(self, config: GameConfig) -> None:
        """Raise ConfigError for what else a config of this game must satisfy (the core checks
        players, mode, options, seed, the fixed deck and chiefs)."""

    # --- the notation (rules.core.notation) ------------------------------------------------------

    def read_centre(self, box: Box, text: str, fire: str | None, gold: str | None) -> Token:
        """The centre tile as written (`fire`, `gold`: its "!N" and "$N" marks, if any): the
        base has no fire tokens and no gold."""
        if fire is not None:
            raise NotationError("notation-no-fire-tokens", text=text, game=box.called_term)
        if gold is not None:
            raise NotationError("notation-no-gold", text=text, game=box.called_term)
        return Token(None, centre=box.centre_letter)

    def read_marks(
        self,
        box: Box,
        text: str,
        spec: SquareSpec,
        res: str | None,
        fire: str | None,
        gold: str | None,
        who: str | None,
    ) -> Token:
        """A printed square's token, its marks read (`res` "r" or "rN", `fire` N of "!N", `gold`
        N of "$N", `who` KIND of "@KIND"): the base has none of them."""
        if fire is not None or who is not None:
            raise NotationError("notation-no-fire-or-cavemen", text=text, game=box.called_term)
        if gold is not None:
            raise NotationError("notation-no-gold", text=text, game=box.called_term)
        if res:
            raise NotationError("notation-no-resources", text=text, game=box.called_term)
        return Token(spec)

    # --- words ------------------------------------------------------------------------------------

    def what_to_do(self, pending: Pending) -> str:
        """What the pending player must do, after "Player N must" (a placement and the draft
        are the core's own sentences)."""
        if pending.decision is Decision.PICK:
            return "choose a domino of the next line"
        return f"decide ({pending.decision})"

    # --- scoring ----------------------------------------------------------------------------------

    def sheet(self, state: GameState, player: int) -> Breakdown:
        """One player's score sheet as the game stands."""
        return breakdown(state.territories[player], options=state.config.options, player=player)

    def final_scores(self, state: GameState) -> FinalScores:
        """Every player's sheet and the ranking (mid-game: as the game stands)."""
        sheets = tuple(self.sheet(state, p) for p in range(state.config.players))
        ranking, breaks = rank(sheets)
        return FinalScores(sheets, ranking, breaks)

    def points(self, state: GameState, player: int) -> int:
        """A player's total as the game stands, fast (the table's figure, a playout's outcome)."""
        return quick_score(state.territories[player], state.config.options)

    def territory_sheet(
        self, terr: Territory, *, mode: Mode, options: frozenset[Option], held: tuple[int, ...]
    ) -> Breakdown:
        """The sheet of a territory alone, as the referee scores one (`held`: what its player
        holds off the territory that scores, by the game's own reckoning: Origins' totems)."""
        return breakdown(terr, options=options)


__all__ = ["BoxRules"]
