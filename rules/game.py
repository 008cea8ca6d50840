"""The game: one state, its pending decision, its legal actions, and applying an action.

`GameState` is mutable on purpose: `play` changes it in place (agents and simulations step
thousands of games a second), and the functional `apply` copies first. Nothing outside this
module (and its Tribe-mode part, `rules.cave`) changes a state.

Flow (RULES.md §2, ruling 11): the initial draft on line 1, line 2 revealed; then each round the
chiefs act in line order: place (fire token after a volcano), pick in the next line, recruit in
Tribe mode; when the last line has been picked from, a final round of placements only. Totems
are evaluated once per placement, after its fire token; a hand-over to a tied player interrupts
whatever comes next, as the holder's decision.

The Resource Tokens variant (`box.resource_tokens`) hooks into this flow through `rules.tokens`:
a king may `act` instead of a pick; the kings that acted come first the next round (`actors`),
each with its action, then its choice; mines bring gold; and the game ends when a new line
should be drawn and none is left, so the choice from the last line drawn is skipped.
"""

from __future__ import annotations

from typing import Any

from rules import cave, reasons, tokens, totems
from rules.actions import (
    ACT,
    DISCARD,
    Act,
    Action,
    Discard,
    Fire,
    GiveTotem,
    Pick,
    Place,
    Recruit,
    action_tables,
    pick,
)
from rules.box import BOXES
from rules.components import (
    CAVE_BOARD_SLOTS,
    CAVEMAN_NAMES,
    CAVEMAN_TILES,
    FIRE_TOKEN_SUPPLY,
    RESOURCE_NAMES,
    Domino,
)
from rules.config import GameConfig, Mode
from rules.decisions import (
    ACTION,
    DRAFT,
    FIRE,
    OVER,
    OVER_TURN,
    PAY,
    PICK,
    PLACE,
    RECRUIT,
    SETTLE,
    STAGE_DECISION,
    Decision,
    Pending,
    square_cell,
    wrong,
)
from rules.errors import IllegalAction, NotYourTurn, Term
from rules.grid import Grid, grid
from rules.rng import Rng
from rules.territory import Territory

# Interned (picks are on the hot path), for the numbers of every box's dominoes.
PICKS = [Pick((n,)) for n in range(max(len(b.dominoes) for b in BOXES.values()) + 1)]


class GameState:
    """A whole game at one moment. Read its fields; change it only through `play`/`apply`."""

    __slots__ = (
        "_masks",
        "_masks_at",
        "actions",
        "actors",
        "cave_board",
        "cave_pile",
        "column",
        "config",
        "deck",
        "dominoes",
        "draft_order",
        "events",
        "fire_at",
        "fire_supply",
        "gold_pool",
        "grid",
        "line",
        "line_owners",
        "next_line",
        "next_owners",
        "paid",
        "position",
        "recruit",
        "rng",
        "round",
        "stage",
        "supply",
        "territories",
        "totem_queue",
        "totems",
    )

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
    totems: list[int]  # holder of each totem, -1 on the table
    totem_queue: list[tuple[int, int, tuple[int, ...]]]  # (resource, holder, tied players)
    fire_at: tuple[int, int] | None  # (volcano cell, craters) awaiting its token
    fire_supply: dict[int, int]  # fire tokens left in the supply, by fires
    cave_board: list[int]  # caveman kind in each face-up slot, -1 empty
    cave_pile: list[int]  # the face-down pile, top first
    recruit: Recruit | None  # the recruit being paid for and settled
    paid: int  # resources paid so far for `recruit`, as a bit set of kinds
    # The Resource Tokens variant (empty and 0 in the other games):
    gold_pool: int  # gold in the pool (the rest is on castles and witches)
    supply: list[int]  # resource tokens in the supply, by kind
    column: list[int]  # the action column: kings that chose to act this round, in that order
    actors: list[int]  # kings that acted last round and have yet to act this round, in order
    events: list[tuple[Any, ...]]  # what happened, including what happened by itself
    actions: list[Action]  # every action applied, in order: with the config, the whole game
    _masks: tuple[int, int, int, int]  # placement masks of the decision numbered `_masks_at`
    _masks_at: int

    # --- set-up --------------------------------------------------------------------------------

    @classmethod
    def new(cls, config: GameConfig) -> GameState:
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
        if config.chiefs:
            s.draft_order = list(config.chiefs)
        elif box.one_two_one is not None and box.one_two_one in config.options:
            first = s.rng.below(2)
            s.draft_order = [first, 1 - first, 1 - first, first]
        else:
            s.draft_order = [p for p in range(config.players) for _ in range(config.chiefs_per_player)]
            s.rng.shuffle(s.draft_order)
        s.territories = [Territory(s.grid, box) for _ in range(config.players)]
        s.gold_pool = 0
        s.supply = []
        s.column = []
        s.actors = []
        if box.resource_tokens:
            tokens.setup(s)
        s.totems = [-1] * 4
        s.totem_queue = []
        s.fire_at = None
        s.fire_supply = dict(FIRE_TOKEN_SUPPLY)
        s.cave_board = [-1] * CAVE_BOARD_SLOTS
        s.cave_pile = []
        if config.mode is Mode.TRIBE:
            fixed = [CAVEMAN_NAMES.index(name) for name in config.cavemen]
            pile = list(CAVEMAN_TILES)
            for kind in fixed:
                pile.remove(kind)
            s.rng.shuffle(pile)
            s.cave_pile = fixed + pile
            cave.refill(s)
        s.recruit = None
        s.paid = 0
        s.events = []
        s.actions = []
        s.line, s.line_owners = [], []
        s.next_line = s._reveal()
        s.next_owners = [-1] * len(s.next_line)
        s.round = 0
        s.stage = DRAFT
        s.position = 0
        s._masks_at = -1
        s._advance()
        return s

    def copy(self) -> GameState:
        new = GameState.__new__(GameState)
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
        new.totems = self.totems.copy()
        new.totem_queue = self.totem_queue.copy()
        new.fire_at = self.fire_at
        new.fire_supply = self.fire_supply.copy()
        new.cave_board = self.cave_board.copy()
        new.cave_pile = self.cave_pile.copy()
        new.recruit = self.recruit
        new.paid = self.paid
        new.gold_pool = self.gold_pool
        new.supply = self.supply.copy()
        new.column = self.column.copy()
        new.actors = self.actors.copy()
        new.events = self.events.copy()
        new.actions = self.actions.copy()
        new._masks = self._masks if self._masks_at >= 0 else (0, 0, 0, 0)
        new._masks_at = self._masks_at
        return new

    def _reveal(self) -> list[int]:
        """Draw the next line, in number order.

        Its wooden resources (Totem/Tribe) need no record: every square that takes one has one
        until the domino is placed (ruling 7), so `Territory.place` puts them down then.
        """
        length = self.config.box.line_length
        drawn = sorted(self.deck[:length])
        del self.deck[:length]
        return drawn

    # --- who decides what -----------------------------------------------------------------------

    @property
    def neolithic(self) -> bool:
        """The Neolithic's first pick: two dominoes at once, 1+4 or 2+3 (Origins, 2 players)."""
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
        if self.totem_queue:
            return self.totem_queue[0][1]
        if self.stage == DRAFT:
            return self.draft_order[self.position]
        if self.stage == OVER:
            return -1
        if self.actors:  # the kings above the line come first
            return self.actors[0]
        return self.line_owners[self.position]

    def pending(self) -> Pending | None:
        if self.totem_queue:
            resource, holder, tied = self.totem_queue[0]
            return Pending(holder, Decision.TOTEM, resource=resource, candidates=tied, box=self.config.box)
        if self.stage == OVER:
            return None
        player = self.current_player()
        if self.stage == PLACE:
            return Pending(player, Decision.PLACE, domino=self.line[self.position], box=self.config.box)
        return Pending(player, STAGE_DECISION[self.stage], box=self.config.box)

    def domino_to_place(self) -> Domino | None:
        if self.stage != PLACE or self.totem_queue:
            return None
        return self.dominoes[self.line[self.position] - 1]

    # --- legal actions --------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action, in a stable order (see each stage's helper)."""
        if self.totem_queue:
            resource, _, tied = self.totem_queue[0]
            return [GiveTotem(resource, p) for p in tied]
        stage = self.stage
        if stage == PLACE:
            return self._placements()
        if stage in (PICK, DRAFT):
            picks = self._picks()
            return [*picks, ACT] if stage == PICK and self.config.box.resource_tokens else picks
        if stage == ACTION:
            return tokens.options(self)
        if stage == FIRE:
            return self._cells(self._fire_targets(), action_tables(self.grid).fire)
        if stage == RECRUIT:
            return cave.options(self)
        if stage == PAY:
            return self._cells(cave.payable(self), action_tables(self.grid).pay)
        if stage == SETTLE:
            terr = self.territories[self.line_owners[self.position]]
            return self._cells(terr.caveman_squares(), action_tables(self.grid).settle)
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
        tables = action_tables(self.grid).place
        out: list[Action] = []
        add = out.append
        for d, m in enumerate(self._placement_masks()):
            row = tables[d]
            while m:
                low = m & -m
                add(row[low.bit_length() - 1])
                m ^= low
        return out if out else [DISCARD]

    @staticmethod
    def _cells(mask: int, table: tuple[Action, ...]) -> list[Action]:
        out = []
        while mask:
            low = mask & -mask
            out.append(table[low.bit_length() - 1])
            mask ^= low
        return out

    def _picks(self) -> list[Action]:
        """Free dominoes of the next line in line order; the Neolithic first pick: 1+4, 2+3."""
        line = self.next_line
        if self.stage == DRAFT and self.neolithic:
            return [pick(line[0], line[3]), pick(line[1], line[2])]
        return [PICKS[n] for n, owner in zip(line, self.next_owners, strict=True) if owner < 0]

    def _fire_targets(self) -> int:
        assert self.fire_at is not None
        cell, craters = self.fire_at
        return self.territories[self.line_owners[self.position]].fire_targets(cell, craters)

    # --- applying an action ---------------------------------------------------------------------

    def play(self, action: Action, *, player: int | None = None) -> None:
        """Apply `action` in place; raises IllegalAction (and changes nothing) if not allowed.

        `player`, if given, is who is acting: anyone else than the pending player is refused.
        """
        if self.stage == OVER:
            raise IllegalAction("game-over")
        if player is not None and player != self.current_player():
            raise NotYourTurn("not-your-turn", player=self.current_player() + 1)
        if self.totem_queue:
            self._give_totem(action)
        else:
            stage = self.stage
            if stage == PLACE:
                self._place(action)
            elif stage in (DRAFT, PICK):
                self._pick(action)
            elif stage == FIRE:
                self._fire(action)
            elif stage == RECRUIT:
                cave.choose(self, action)
            elif stage == PAY:
                cave.pay(self, action)
            elif stage == ACTION:
                tokens.perform(self, action)
            else:
                cave.settle(self, action)
        self.actions.append(action)
        self._advance()

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
        volcano = terr.place(dom, cell, action.direction, resources=self.config.mode is not Mode.DISCOVERY)
        self.events.append(("place", player, dom.number, cell, action.direction))
        if self.config.box.resource_tokens:
            tokens.mined(self, player, dom, (cell, terr.second_cell(cell, action.direction)))
        if volcano >= 0:
            craters = terr.specs[volcano].craters
            self.fire_at = (volcano, craters)
            self.stage = FIRE  # the totems wait for the token (`_placement_totems`)
        else:
            self.stage = PICK
            self._placement_totems()

    def _pick(self, action: Action) -> None:
        variant = self.config.box.resource_tokens
        if isinstance(action, Act) and variant and self.stage == PICK:
            tokens.act(self, self.current_player())
            return
        legal = self._picks()
        if not isinstance(action, Pick):
            example = str(legal[0])  # a pick the player could make now, as they would type it
            if self.stage == DRAFT:
                raise wrong(
                    action, "expected-first-pick" if variant else "expected-draft-pick", example=example
                )
            raise wrong(action, "expected-pick-or-act" if variant else "expected-pick", example=example)
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

    def _take(self, index: int, player: int) -> None:
        self.next_owners[index] = player
        self.events.append(("pick", player, self.next_line[index]))
        if self.stage == DRAFT:
            self.position += 1
            if self.position == len(self.draft_order):
                self._start_round()
        else:
            self.stage = RECRUIT if self.config.mode is Mode.TRIBE else OVER_TURN

    def _fire(self, action: Action) -> None:
        if not isinstance(action, Fire):
            raise wrong(action, "expected-fire")
        assert self.fire_at is not None
        cell = square_cell(self.grid, action.square)
        targets = self._fire_targets()
        if not targets >> cell & 1:
            raise reasons.fire(self, cell, action.square)
        player = self.line_owners[self.position]
        fires = self.fire_at[1]
        self.fire_supply[fires] -= 1
        lost_resource, lost_caveman = self.territories[player].land_fire(cell, fires)
        self.events.append(("fire", player, cell, fires))
        if lost_resource >= 0:
            self.events.append(("burnt-resource", player, cell, lost_resource))
        if lost_caveman >= 0:
            self.events.append(("burnt-caveman", player, cell, lost_caveman))
        self.fire_at = None
        self.stage = PICK
        self._placement_totems(lost_resource)

    def _give_totem(self, action: Action) -> None:
        resource, holder, tied = self.totem_queue[0]
        totem, players = Term("resource", RESOURCE_NAMES[resource]), tuple(p + 1 for p in tied)
        if not isinstance(action, GiveTotem):
            raise wrong(action, "expected-totem", resource=totem, players=players)
        if action.resource != resource or action.player not in tied:
            raise IllegalAction("totem-to-tied", resource=totem, players=players)
        self.totem_queue.pop(0)
        self.totems[resource] = action.player
        self.events.append(("totem", action.player, resource, holder))

    def _placement_totems(self, burnt: int = -1) -> None:
        """Totem mode: move the totems once for the whole placement, its fire token included.

        Evaluating after the domino and again after its token would let a turn that leaves the
        counts as they were still move a totem (a resource gained, then burnt): the project's
        ruling is one evaluation per placement, on the counts it ends with.
        """
        if self.config.mode is not Mode.TOTEM:
            return
        dom = self.dominoes[self.line[self.position] - 1]
        kinds = {h.resource for h in (dom.first, dom.second) if h.resource >= 0}
        if burnt >= 0:
            kinds.add(burnt)
        if kinds:
            self.events.extend(
                totems.update(self.territories, self.totems, self.totem_queue, tuple(sorted(kinds)))
            )

    # --- what happens by itself -----------------------------------------------------------------

    def _advance(self) -> None:
        """Resolve everything that needs no decision, up to the next decision."""
        while not self.totem_queue:
            stage = self.stage
            if stage == DRAFT:
                free = [i for i, o in enumerate(self.next_owners) if o < 0]
                if self.neolithic or len(free) != 1:
                    return
                self._take(free[0], self.draft_order[self.position])  # the last chief: no choice
            elif stage == FIRE:
                if self._fire_targets():
                    return
                self._lose_fire_token()
            elif stage == PICK:
                if self.final_round:
                    self.stage = OVER_TURN
                    continue
                free = [i for i, o in enumerate(self.next_owners) if o < 0]
                if len(free) != 1 or self.config.box.resource_tokens:  # acting is a choice too
                    return
                self._take(free[0], self.current_player())
            elif stage == RECRUIT:
                if cave.can_recruit(self):
                    return
                self.stage = OVER_TURN
            elif stage == OVER_TURN:
                self._end_turn()
            else:
                return  # PLACE, ACTION: always the player's decision

    def _lose_fire_token(self) -> None:
        assert self.fire_at is not None
        fires = self.fire_at[1]
        self.fire_supply[fires] -= 1
        self.events.append(("fire-lost", self.line_owners[self.position], fires))
        self.fire_at = None
        self.stage = PICK
        self._placement_totems()

    def _end_turn(self) -> None:
        if self.actors:  # a king above the line is done; the kings on dominoes wait for them all
            self.actors.pop(0)
            if self.actors:
                self.stage = ACTION
                return
        else:
            self.position += 1
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
        if self.next_line and self.config.mode is Mode.TRIBE:
            cave.refill(self)
        if self.config.box.resource_tokens:
            tokens.start_round(self)
        self.events.append(("round", -1, self.round))
        self.position = 0
        self.stage = ACTION if self.actors else PLACE


# --- the functional API --------------------------------------------------------------------------


def new_game(config: GameConfig) -> GameState:
    """A new game, the initial draft pending."""
    return GameState.new(config)


def legal_actions(state: GameState) -> list[Action]:
    return state.legal_actions()


def apply(state: GameState, action: Action, *, player: int | None = None) -> GameState:
    """A new state with `action` applied; `state` is unchanged. Raises a RulesError."""
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


__all__ = [
    "ACTION",
    "DRAFT",
    "FIRE",
    "OVER",
    "PAY",
    "PICK",
    "PLACE",
    "RECRUIT",
    "SETTLE",
    "Decision",
    "GameState",
    "Pending",
    "apply",
    "is_over",
    "legal_actions",
    "new_game",
    "pending",
    "replay",
]
