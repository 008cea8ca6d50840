"""The game: one state, its pending decision, its legal actions, and applying an action.

`GameState` is mutable on purpose: `play` changes it in place (agents and simulations step
thousands of games a second), and the functional `apply` copies first. Nothing outside the
state's own methods (and the modules of its game's package they call) changes a state.

The core loop (RULES.md §2, ruling 11): the initial draft on line 1, line 2 revealed; then each
round the chiefs act in line order: place, then pick in the next line; when the last line has
been picked from, a final round of placements only. That is the whole of classic Kingdomino. A
game changes the loop by overriding the hooks below in its own `GameState` subclass (the way a
chess variant overrides a board's), never by a switch here:

- `_setup`, `_draft_order`, `_territory`: the pieces, the first draft, an empty territory;
- `_placed`: what follows a placement (a fire token to land: Origins' `FIRE` stage);
- `_picked`: what follows a pick (a caveman to recruit: Tribe mode's `RECRUIT`);
- `_stage_actions`, `_stage_act`, `_settled`: a game's own stages: their legal actions, applying
  one, and resolving one that needs no decision;
- `_choices`, `_not_a_pick`: the pick's legal actions and its refusal (the variant's `act`);
- `_round_started`, `_end_turn`: the start of a round and the end of a chief's turn;
- `DECISIONS` and `STAGE_NAMES`: each stage's decision and its name in a snapshot;
- `_pieces_json`, `_load_pieces`: the game's own fields in a snapshot (rules.core.snapshot).

Hooks run once per decision or placement, never per square: the hot paths (placement masks,
legal placements) stay in the core.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeVar

from rules.core import reasons
from rules.core.actions import DISCARD, PICKS, Action, Discard, Pick, Place, pick, place_table
from rules.core.decisions import DRAFT, OVER, OVER_TURN, PICK, PLACE, Pending, square_cell, wrong
from rules.core.errors import IllegalAction, NotYourTurn
from rules.core.grid import Grid, grid
from rules.core.pieces import Domino
from rules.core.rng import Rng
from rules.core.territory import Territory
from rules.names import Decision

if TYPE_CHECKING:
    from rules.core.config import GameConfig


class GameState:
    """A whole game at one moment. Read its fields; change it only through `play`/`apply`."""

    __slots__ = (
        "_masks",
        "_masks_at",
        "actions",
        "config",
        "deck",
        "dominoes",
        "draft_order",
        "events",
        "grid",
        "line",
        "line_owners",
        "next_line",
        "next_owners",
        "position",
        "rng",
        "round",
        "stage",
        "territories",
    )

    # What each stage asks of the pending player, and its name in a snapshot; a game's subclass
    # extends both with its own stages.
    DECISIONS: ClassVar[dict[int, Decision]] = {
        DRAFT: Decision.DRAFT,
        PLACE: Decision.PLACE,
        PICK: Decision.PICK,
    }
    STAGE_NAMES: ClassVar[dict[int, str]] = {DRAFT: "draft", PLACE: "place", PICK: "pick", OVER: "over"}

    config: GameConfig
    grid: Grid
    rng: Rng
    dominoes: tuple[Domino, ...]  # the box's dominoes, by number - 1
    deck: list[int]  # dominoes still in the box, in draw order
    line: list[int]  # the line being placed this round (dominoes in line order)
    line_owners: list[int]  # the player whose chief is on each domino of `line`
    next_line: list[int]  # the line being picked into; empty in the final round
    next_owners: list[int]  # -1 where no chief has been put yet
    draft_order: list[int]  # chiefs in the order they were drawn, as players
    round: int  # 0 during the initial draft, then 1..config.rounds
    stage: int
    position: int  # DRAFT: index in draft_order; else index in `line` of the chief acting
    territories: list[Territory]
    events: list[tuple[Any, ...]]  # what happened, including what happened by itself
    actions: list[Action]  # every action applied, in order: with the config, the whole game
    _masks: tuple[int, int, int, int]  # placement masks of the decision numbered `_masks_at`
    _masks_at: int

    # --- set-up --------------------------------------------------------------------------------

    @classmethod
    def new(cls, config: GameConfig) -> Self:
        s = cls.__new__(cls)
        s.config = config
        s.grid = grid(config.size)
        s.rng = Rng(config.seed)
        box = config.box
        s.dominoes = box.dominoes
        rest = [d.number for d in box.dominoes if d.number not in config.deck]
        s.rng.shuffle(rest)
        # The two-player classic game plays half the box: the first dominoes of the shuffle.
        s.deck = (list(config.deck) + rest)[: config.deck_size]
        s.draft_order = list(config.chiefs) if config.chiefs else s._draft_order()
        s.territories = [s._territory() for _ in range(config.players)]
        s.events = []
        s.actions = []
        s._setup()
        s.line, s.line_owners = [], []
        s.next_line = s._reveal()
        s.next_owners = [-1] * len(s.next_line)
        s.round = 0
        s.stage = DRAFT
        s.position = 0
        s._masks_at = -1
        s._advance()
        return s

    def _draft_order(self) -> list[int]:
        """The chiefs in the order they are drawn: shuffled by the game's seed."""
        cfg = self.config
        order = [p for p in range(cfg.players) for _ in range(cfg.chiefs_per_player)]
        self.rng.shuffle(order)
        return order

    def _territory(self) -> Territory:
        """An empty territory of this game (a game whose squares carry pieces makes its own)."""
        return Territory(self.grid, self.config.box)

    def _setup(self) -> None:
        """The game's own pieces, before the first line is drawn (none in the core)."""

    def copy(self) -> Self:
        new = object.__new__(type(self))
        new.config = self.config
        new.grid = self.grid
        new.rng = Rng(self.rng.state)
        new.dominoes = self.dominoes
        new.deck = self.deck.copy()
        new.line = self.line.copy()
        new.line_owners = self.line_owners.copy()
        new.next_line = self.next_line.copy()
        new.next_owners = self.next_owners.copy()
        new.draft_order = self.draft_order.copy()
        new.round = self.round
        new.stage = self.stage
        new.position = self.position
        new.territories = [t.copy() for t in self.territories]
        new.events = self.events.copy()
        new.actions = self.actions.copy()
        new._masks = self._masks if self._masks_at >= 0 else (0, 0, 0, 0)
        new._masks_at = self._masks_at
        return new

    def _reveal(self) -> list[int]:
        """Draw the next line, in number order."""
        length = self.config.box.line_length
        drawn = sorted(self.deck[:length])
        del self.deck[:length]
        return drawn

    # --- who decides what -----------------------------------------------------------------------

    @property
    def neolithic(self) -> bool:
        """The paired first pick: two dominoes at once, 1+4 or 2+3 (Origins' Neolithic, 2 players)."""
        return self.config.box.paired_draft(self.config.players)

    @property
    def is_over(self) -> bool:
        return self.stage == OVER

    @property
    def final_round(self) -> bool:
        """The round with no choice: no line left to choose from, or (when the last line drawn
        is not chosen from) none left to draw after it."""
        if self.round == 0:
            return False
        return not self.next_line or (not self.deck and not self.config.box.last_line_chosen)

    def current_player(self) -> int:
        """The player whose decision is pending; -1 when the game is over."""
        stage = self.stage
        if stage == DRAFT:
            return self.draft_order[self.position]
        if stage == OVER:
            return -1
        return self.line_owners[self.position]

    def pending(self) -> Pending | None:
        if self.stage == OVER:
            return None
        player = self.current_player()
        if self.stage == PLACE:
            return Pending(player, Decision.PLACE, domino=self.line[self.position], box=self.config.box)
        return Pending(player, self.DECISIONS[self.stage], box=self.config.box)

    def domino_to_place(self) -> Domino | None:
        """The domino the pending decision places, if it is a placement."""
        if self.stage != PLACE:
            return None
        return self.dominoes[self.line[self.position] - 1]

    # --- legal actions --------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action, in a stable order (see each stage's helper)."""
        stage = self.stage
        if stage == PLACE:
            return self._placements()
        if stage == PICK:
            return self._choices()
        if stage == DRAFT:
            return self._picks()
        return self._stage_actions(stage)

    def _choices(self) -> list[Action]:
        """What a chief may do instead of placing, after placing: choose a domino."""
        return self._picks()

    def _stage_actions(self, stage: int) -> list[Action]:
        """The legal actions of a game's own stage (none once the game is over)."""
        return []

    def _placement_masks(self) -> tuple[int, int, int, int]:
        # legal_actions and play both need them: computed once per decision (the number of
        # actions played so far identifies the decision).
        stamp = len(self.actions)
        if self._masks_at == stamp:
            return self._masks
        dom = self.dominoes[self.line[self.position] - 1]
        terr = self.territories[self.line_owners[self.position]]
        self._masks = terr.placement_masks(dom.first.terrain, dom.second.terrain)
        self._masks_at = stamp
        return self._masks

    def _placements(self) -> list[Action]:
        """Placements by direction (right, down, left, up), then square in reading order."""
        tables = place_table(self.grid)
        out: list[Action] = []
        add = out.append
        for d, m in enumerate(self._placement_masks()):
            row = tables[d]
            while m:
                low = m & -m
                add(row[low.bit_length() - 1])
                m ^= low
        return out if out else [DISCARD]

    def _picks(self) -> list[Action]:
        """Free dominoes of the next line in line order; the Neolithic first pick: 1+4, 2+3."""
        line = self.next_line
        if self.stage == DRAFT and self.neolithic:
            return [pick(line[0], line[3]), pick(line[1], line[2])]
        return [PICKS[n] for n, owner in zip(line, self.next_owners, strict=True) if owner < 0]

    # --- applying an action ---------------------------------------------------------------------

    def play(self, action: Action, *, player: int | None = None) -> None:
        """Apply `action` in place; raises IllegalAction (and changes nothing) if not allowed.

        `player`, if given, is who is acting: anyone else than the pending player is refused.
        """
        if self.stage == OVER:
            raise IllegalAction("game-over")
        if player is not None and player != self.current_player():
            raise NotYourTurn("not-your-turn", player=self.current_player() + 1)
        self._act(action)
        self.actions.append(action)
        self._advance()

    def _act(self, action: Action) -> None:
        stage = self.stage
        if stage == PLACE:
            self._place(action)
        elif stage in (DRAFT, PICK):
            self._pick(action)
        else:
            self._stage_act(stage, action)

    def _stage_act(self, stage: int, action: Action) -> None:
        """Apply an action of a game's own stage (the core has none)."""
        raise wrong(action, "not-legal-now")

    def _place(self, action: Action) -> None:
        player = self.line_owners[self.position]
        dom = self.dominoes[self.line[self.position] - 1]
        masks = self._placement_masks()
        if isinstance(action, Discard):
            if any(masks):
                raise IllegalAction("discard-refused", number=dom.number)
            self.territories[player].discarded += 1
            self.events.append(("discard", player, dom.number))
            self.stage = PICK
            return
        if not isinstance(action, Place):
            raise wrong(action, "expected-place", number=dom.number)
        cell = square_cell(self.grid, action.square)
        if not masks[action.direction] >> cell & 1:
            raise reasons.placement(self, dom, cell, action)
        terr = self.territories[player]
        terr.place(dom, cell, action.direction)
        self.events.append(("place", player, dom.number, cell, action.direction))
        self._placed(player, dom, cell, terr.second_cell(cell, action.direction))

    def _placed(self, player: int, dom: Domino, cell: int, second: int) -> None:
        """What follows a placement (its halves on `cell` and `second`): the pick."""
        self.stage = PICK

    def _pick(self, action: Action) -> None:
        legal = self._picks()
        if not isinstance(action, Pick):
            raise self._not_a_pick(action, str(legal[0]))
        if action not in legal:
            choices = tuple(str(a).removeprefix("pick ") for a in legal)
            raise IllegalAction("pick-taken", action=str(action), choices=choices)
        player = self.current_player()
        if self.stage == DRAFT and self.neolithic:
            other = 1 - player
            for i, n in enumerate(self.next_line):
                self.next_owners[i] = player if n in action.numbers else other
            self.events.append(("pick", player, *action.numbers))
            self._start_round()
            return
        self._take(self.next_line.index(action.numbers[0]), player)

    def _not_a_pick(self, action: Action, example: str) -> IllegalAction:
        """The refusal of something other than a pick when a pick is expected (`example`: a pick
        the player could make now, as they would type it)."""
        return wrong(
            action, "expected-draft-pick" if self.stage == DRAFT else "expected-pick", example=example
        )

    def _take(self, index: int, player: int) -> None:
        self.next_owners[index] = player
        self.events.append(("pick", player, self.next_line[index]))
        if self.stage == DRAFT:
            self.position += 1
            if self.position == len(self.draft_order):
                self._start_round()
        else:
            self._picked()

    def _picked(self) -> None:
        """What follows a pick in the next line: the chief's turn is over."""
        self.stage = OVER_TURN

    # --- what happens by itself -----------------------------------------------------------------

    def _advance(self) -> None:
        """Resolve everything that needs no decision, up to the next decision."""
        step = self._step
        while not step():
            pass

    def _step(self) -> bool:
        """Resolve one thing that needs no decision; True when a decision is pending instead."""
        stage = self.stage
        if stage in (PLACE, OVER):
            return True
        if stage == PICK:
            if self.final_round:
                self.stage = OVER_TURN
                return False
            free = [i for i, o in enumerate(self.next_owners) if o < 0]
            if len(free) != 1 or not self._lone_pick_forced():
                return True
            self._take(free[0], self.current_player())
        elif stage == OVER_TURN:
            self._end_turn()
        elif stage == DRAFT:
            free = [i for i, o in enumerate(self.next_owners) if o < 0]
            if self.neolithic or len(free) != 1:
                return True
            self._take(free[0], self.draft_order[self.position])  # the last chief: no choice
        else:
            return self._settled(stage)
        return False

    def _lone_pick_forced(self) -> bool:
        """Whether a chief with one domino left to choose takes it at once (not when it has
        something else to choose instead)."""
        return True

    def _settled(self, stage: int) -> bool:
        """A game's own stage: resolve it if it needs no decision (and return False), else
        return True (its decision is pending)."""
        return True

    def _end_turn(self) -> None:
        """The acting chief is done: the next chief on the line, or the next round."""
        self.position += 1
        self._next_turn()

    def _next_turn(self) -> None:
        if self.position < len(self.line):
            self.stage = PLACE
        elif not self.final_round:
            self._start_round()
        else:
            self.stage = OVER
            self.events.append(("over",))

    def _start_round(self) -> None:
        chosen = [(n, o) for n, o in zip(self.next_line, self.next_owners, strict=True) if o >= 0]
        for n, o in zip(self.next_line, self.next_owners, strict=True):
            if o < 0:
                self.events.append(("line-discard", -1, n))  # 3 players: nobody chose it
        self.line = [n for n, _ in chosen]
        self.line_owners = [o for _, o in chosen]
        self.round += 1
        self.next_line = self._reveal() if self.deck else []
        self.next_owners = [-1] * len(self.next_line)
        self.events.append(("round", -1, self.round))
        self.position = 0
        self.stage = PLACE
        self._round_started()

    def _round_started(self) -> None:
        """What a game does as a round starts, the new line drawn (nothing in the core)."""

    # --- snapshots (rules.core.snapshot) --------------------------------------------------------

    def _pieces_json(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """The game's own fields in a snapshot, as plain JSON types (none in the core): those
        written before the events (Origins' pieces, as version 1 lists them), and after the
        actions (what a game added later: the variant's gold, supply and kings)."""
        return {}, {}

    def _load_pieces(self, data: dict[str, Any]) -> None:
        """Set the game's own fields from a snapshot's `data` (what `_pieces_json` wrote)."""


S = TypeVar("S", bound=GameState)
T = TypeVar("T")


def as_a(kind: type[T], thing: object) -> T:
    """`thing` (a state or territory, typed as the core's) as its game's own `kind`: how code that
    reads one game's pieces (Origins' fire, the variant's tokens) gets them typed, since the core's
    types know no game's pieces. A TypeError if it is another game's."""
    if not isinstance(thing, kind):
        raise TypeError(f"{type(thing).__name__} is not a {kind.__name__}")
    return thing


# --- the functional API --------------------------------------------------------------------------


def new_game(config: GameConfig) -> GameState:
    """A new game, the initial draft pending."""
    return config.box.rules.state_class(config).new(config)


def legal_actions(state: GameState) -> list[Action]:
    return state.legal_actions()


def apply(state: S, action: Action, *, player: int | None = None) -> S:
    """A new state with `action` applied; `state` is unchanged. Raises a RulesError.
    (A game's state stays typed as its own.)"""
    new = state.copy()
    new.play(action, player=player)
    return new


def pending(state: GameState) -> Pending | None:
    return state.pending()


def is_over(state: GameState) -> bool:
    return state.is_over


def replay(config: GameConfig, actions: list[Action]) -> GameState:
    """The state after playing `actions` from the start of the game `config` describes."""
    state = new_game(config)
    for action in actions:
        state.play(action)
    return state


def same_turn_since(state: GameState, steps: int) -> bool:
    """Whether the player to act now was already to act after the game's first `steps` actions,
    and acted every one since: their turn was under way then (a prompt posted at that moment is
    this turn's, not an earlier one's)."""
    seat, actions = state.current_player(), state.actions
    if not 0 <= steps <= len(actions):
        return False
    then = replay(state.config, list(actions[:steps]))
    for action in actions[steps:]:
        if then.current_player() != seat:
            return False
        then.play(action)
    return then.current_player() == seat


__all__ = [
    "DRAFT",
    "OVER",
    "PICK",
    "PLACE",
    "Decision",
    "GameState",
    "Pending",
    "apply",
    "is_over",
    "legal_actions",
    "new_game",
    "pending",
    "replay",
    "same_turn_since",
]
