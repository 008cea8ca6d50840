"""The game: one state, its pending decision, its legal actions, and applying an action.

`GameState` is mutable on purpose: `play` changes it in place (agents and simulations step
thousands of games a second), and the functional `apply` copies first. Nothing outside this
module changes a state.

Flow (RULES.md §2, ruling 11): the initial draft on line 1, line 2 revealed; then each round the
chiefs act in line order: place (fire token after a volcano), pick in the next line, recruit in
Tribe mode; when the last line has been picked from, a final round of placements only. Totem
hand-overs to a tied player interrupt whatever comes next, as the holder's decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from rules import totems
from rules.actions import (
    BOARD,
    DISCARD,
    PILE,
    RECRUIT_SKIP,
    SKIP,
    Action,
    Discard,
    Fire,
    GiveTotem,
    Pay,
    Pick,
    Place,
    Recruit,
    Settle,
    action_tables,
    pick,
)
from rules.components import (
    CAVE_BOARD_SLOTS,
    CAVEMAN_NAMES,
    CAVEMAN_TILES,
    DOMINOES,
    FIRE_TOKEN_SUPPLY,
    RECRUIT_BOARD_COST,
    RECRUIT_PILE_COST,
    RESOURCE_NAMES,
    RESOURCE_TERRAIN,
    Domino,
    domino,
)
from rules.config import GameConfig, Mode
from rules.errors import IllegalAction, NotYourTurn
from rules.grid import Grid, Square, grid
from rules.rng import Rng
from rules.territory import DIRECTION_NAMES, DIRECTION_STEPS, Territory

LINE_LENGTH = 4
PICKS = [Pick((n,)) for n in range(len(DOMINOES) + 1)]  # interned: picks are on the hot path

# Stages of play. A non-empty totem queue comes before any of them.
DRAFT = 0
PLACE = 1
FIRE = 2
PICK = 3
RECRUIT = 4
PAY = 5
SETTLE = 6
OVER = 7


class Decision(StrEnum):
    """What the pending player must decide."""

    DRAFT = "draft"  # the initial draft: a chief on line 1 (two dominoes in the Neolithic)
    PLACE = "place"
    FIRE = "fire"
    TOTEM = "totem"
    PICK = "pick"
    RECRUIT = "recruit"
    PAY = "pay"
    SETTLE = "settle"


_STAGE_DECISION = {
    DRAFT: Decision.DRAFT,
    PLACE: Decision.PLACE,
    FIRE: Decision.FIRE,
    PICK: Decision.PICK,
    RECRUIT: Decision.RECRUIT,
    PAY: Decision.PAY,
    SETTLE: Decision.SETTLE,
}


@dataclass(frozen=True)
class Pending:
    """Who must decide what now."""

    player: int
    decision: Decision
    domino: int | None = None  # PLACE: the domino under the chief
    resource: int | None = None  # TOTEM: the totem to hand over
    candidates: tuple[int, ...] = ()  # TOTEM: the tied players

    def __str__(self) -> str:
        who = f"Player {self.player + 1}"
        if self.decision is Decision.PLACE:
            return f"{who} must place domino {self.domino} ({domino(self.domino or 1)})"
        if self.decision is Decision.TOTEM:
            names = " or ".join(str(p + 1) for p in self.candidates)
            return f"{who} must give the {RESOURCE_NAMES[self.resource or 0]} totem to player {names}"
        return f"{who} must {_TODO[self.decision]}"


_TODO = {
    Decision.DRAFT: "put a chief on a domino of the first line",
    Decision.FIRE: "land the fire token",
    Decision.PICK: "choose a domino of the next line",
    Decision.RECRUIT: "recruit a caveman, or skip",
    Decision.PAY: "pay for the caveman with a wooden resource",
    Decision.SETTLE: "choose the square for the caveman",
}


class GameState:
    """A whole game at one moment. Read its fields; change it only through `play`/`apply`."""

    __slots__ = (
        "_masks",
        "_masks_at",
        "actions",
        "cave_board",
        "cave_pile",
        "config",
        "deck",
        "draft_order",
        "events",
        "fire_at",
        "fire_supply",
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
        "territories",
        "totem_queue",
        "totems",
    )

    config: GameConfig
    grid: Grid
    rng: Rng
    deck: list[int]  # dominoes still in the box, in draw order
    line: list[int]  # the line being placed this round (dominoes in line order)
    line_owners: list[int]  # the player whose chief is on each domino of `line`
    next_line: list[int]  # the line being picked into; empty in the final round
    next_owners: list[int]  # -1 where no chief has been put yet
    draft_order: list[int]  # chiefs in the order they were drawn, as players
    round: int  # 0 during the initial draft, then 1..12
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
        rest = [d.number for d in DOMINOES if d.number not in config.deck]
        s.rng.shuffle(rest)
        s.deck = list(config.deck) + rest
        if config.chiefs:
            s.draft_order = list(config.chiefs)
        else:
            s.draft_order = [p for p in range(config.players) for _ in range(config.chiefs_per_player)]
            s.rng.shuffle(s.draft_order)
        s.territories = [Territory(s.grid) for _ in range(config.players)]
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
            s._refill_cave()
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
        new.events = self.events.copy()
        new.actions = self.actions.copy()
        new._masks = self._masks if self._masks_at >= 0 else (0, 0, 0, 0)
        new._masks_at = self._masks_at
        return new

    def _reveal(self) -> list[int]:
        """Draw the next line (in number order), resources going on it in Totem/Tribe."""
        drawn = sorted(self.deck[:LINE_LENGTH])
        del self.deck[:LINE_LENGTH]
        return drawn

    def _refill_cave(self) -> None:
        for slot in range(CAVE_BOARD_SLOTS):
            if self.cave_board[slot] < 0 and self.cave_pile:
                self.cave_board[slot] = self.cave_pile.pop(0)

    # --- who decides what -----------------------------------------------------------------------

    @property
    def neolithic(self) -> bool:
        return self.config.players == 2

    @property
    def is_over(self) -> bool:
        return self.stage == OVER

    @property
    def final_round(self) -> bool:
        return self.round > 0 and not self.next_line

    def current_player(self) -> int:
        """The player whose decision is pending; -1 when the game is over."""
        if self.totem_queue:
            return self.totem_queue[0][1]
        if self.stage == DRAFT:
            return self.draft_order[self.position]
        if self.stage == OVER:
            return -1
        return self.line_owners[self.position]

    def pending(self) -> Pending | None:
        if self.totem_queue:
            resource, holder, tied = self.totem_queue[0]
            return Pending(holder, Decision.TOTEM, resource=resource, candidates=tied)
        if self.stage == OVER:
            return None
        player = self.current_player()
        if self.stage == PLACE:
            return Pending(player, Decision.PLACE, domino=self.line[self.position])
        return Pending(player, _STAGE_DECISION[self.stage])

    def domino_to_place(self) -> Domino | None:
        if self.stage != PLACE or self.totem_queue:
            return None
        return domino(self.line[self.position])

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
            return self._picks()
        if stage == FIRE:
            return self._cells(self._fire_targets(), action_tables(self.grid).fire)
        if stage == RECRUIT:
            return self._recruit_options()
        if stage == PAY:
            return self._cells(self._payable(), action_tables(self.grid).pay)
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
        dom = DOMINOES[self.line[self.position] - 1]
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

    def _recruit_options(self) -> list[Action]:
        """Board slots left to right, then pile kinds in kind order, then skip."""
        terr = self.territories[self.line_owners[self.position]]
        kinds = terr.resource_kinds()
        out: list[Action] = []
        if kinds >= RECRUIT_BOARD_COST:
            out.extend(Recruit(BOARD, slot) for slot, k in enumerate(self.cave_board) if k >= 0)
        if kinds >= RECRUIT_PILE_COST:
            out.extend(Recruit(PILE, kind) for kind in sorted(set(self.cave_pile)))
        if out:
            out.append(RECRUIT_SKIP)
        return out

    def _can_recruit(self) -> bool:
        kinds = self.territories[self.line_owners[self.position]].resource_kinds()
        if kinds >= RECRUIT_PILE_COST and self.cave_pile:
            return True
        return kinds >= RECRUIT_BOARD_COST and max(self.cave_board) >= 0

    def _payable(self) -> int:
        terr = self.territories[self.line_owners[self.position]]
        mask = 0
        for resource, t in enumerate(RESOURCE_TERRAIN):
            if not self.paid >> resource & 1:
                mask |= terr.terrain[t]
        return mask & terr.resources

    # --- applying an action ---------------------------------------------------------------------

    def play(self, action: Action, *, player: int | None = None) -> None:
        """Apply `action` in place; raises IllegalAction (and changes nothing) if not allowed.

        `player`, if given, is who is acting: anyone else than the pending player is refused.
        """
        if self.stage == OVER:
            raise IllegalAction("the game is over")
        if player is not None and player != self.current_player():
            raise NotYourTurn(f"it is player {self.current_player() + 1}'s decision, not yours")
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
                self._recruit(action)
            elif stage == PAY:
                self._pay(action)
            else:
                self._settle(action)
        self.actions.append(action)
        self._advance()

    @staticmethod
    def _wrong(action: Action, what: str) -> IllegalAction:
        return IllegalAction(f"`{action}` is not possible now: {what}")

    def _cell_of(self, square: Square) -> int:
        try:
            return self.grid.cell(square)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None

    def _place(self, action: Action) -> None:
        player = self.line_owners[self.position]
        dom = DOMINOES[self.line[self.position] - 1]
        masks = self._placement_masks()
        if isinstance(action, Discard):
            if any(masks):
                raise IllegalAction(
                    f"domino {dom.number} can be placed, so it must be (a discard is only for "
                    "a domino that fits nowhere)"
                )
            self.territories[player].discarded += 1
            self.events.append(("discard", player, dom.number))
            self.stage = PICK
            return
        if not isinstance(action, Place):
            raise self._wrong(action, f"place domino {dom.number} (e.g. `place E4 right`)")
        cell = self._cell_of(action.square)
        if not masks[action.direction] >> cell & 1:
            raise IllegalAction(self._why_not(dom, cell, action))
        terr = self.territories[player]
        volcano = terr.place(dom, cell, action.direction, resources=self.config.mode is not Mode.DISCOVERY)
        self.events.append(("place", player, dom.number, cell, action.direction))
        if self.config.mode is Mode.TOTEM:
            kinds = tuple({h.resource for h in (dom.first, dom.second) if h.resource >= 0})
            if kinds:
                self._update_totems(kinds)
        if volcano >= 0:
            craters = terr.specs[volcano].craters
            self.fire_at = (volcano, craters)
            self.stage = FIRE
        else:
            self.stage = PICK

    def _why_not(self, dom: Domino, cell: int, action: Place) -> str:
        """Why a placement is illegal, in one sentence (the masks said it is)."""
        terr = self.territories[self.line_owners[self.position]]
        g = self.grid
        where = f"{action.square} {DIRECTION_NAMES[action.direction]}"
        dr, dc = DIRECTION_STEPS[action.direction]
        if not g.contains(action.square.row + dr, action.square.col + dc):
            return f"{where}: the second half would be off the board"
        second = terr.second_cell(cell, action.direction)
        for p in (cell, second):
            if terr.occupied >> p & 1:
                what = "the hut" if p == g.hut else "already taken"
                return f"{where}: {g.name(p)} is {what}"
        if not (terr.allowed >> cell & 1 and terr.allowed >> second & 1):
            n = g.size
            return f"{where}: the territory would no longer fit in {n}×{n}"
        return f"{where}: neither half touches the hut or a square of its own terrain"

    def _pick(self, action: Action) -> None:
        if not isinstance(action, Pick):
            raise self._wrong(action, "choose a domino of the next line (e.g. `pick 23`)")
        legal = self._picks()
        if action not in legal:
            choices = ", ".join(str(a).removeprefix("pick ") for a in legal)
            raise IllegalAction(f"`{action}` is not free to take: choose one of {choices}")
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
            raise self._wrong(action, "land the fire token (e.g. `fire C3`)")
        assert self.fire_at is not None
        cell = self._cell_of(action.square)
        targets = self._fire_targets()
        if not targets >> cell & 1:
            raise IllegalAction(self._why_no_fire(cell, action.square))
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
        if lost_resource >= 0 and self.config.mode is Mode.TOTEM:
            self._update_totems((lost_resource,))

    def _why_no_fire(self, cell: int, square: Square) -> str:
        assert self.fire_at is not None
        volcano, craters = self.fire_at
        terr = self.territories[self.line_owners[self.position]]
        bit = 1 << cell
        if not terr.occupied & bit:
            return f"{square} is not part of your territory"
        if not self.grid.fire_range(craters, volcano) & bit:
            _near, far = (1, 3) if craters == 1 else (1, 2) if craters == 2 else (1, 1)
            span = "next to it" if far == 1 else f"up to {far} squares away"
            return f"{square} is out of range: a {craters}-crater volcano throws {span}"
        if terr.terrain[5] & bit:
            return f"{square} is a volcano: fire never lands on one"
        return f"{square} already has fire on it"

    def _give_totem(self, action: Action) -> None:
        resource, holder, tied = self.totem_queue[0]
        names = " or ".join(str(p + 1) for p in tied)
        if not isinstance(action, GiveTotem):
            raise self._wrong(action, f"give the {RESOURCE_NAMES[resource]} totem to {names}")
        if action.resource != resource or action.player not in tied:
            raise IllegalAction(f"give the {RESOURCE_NAMES[resource]} totem to player {names}")
        self.totem_queue.pop(0)
        self.totems[resource] = action.player
        self.events.append(("totem", action.player, resource, holder))

    def _update_totems(self, kinds: tuple[int, ...]) -> None:
        self.events.extend(totems.update(self.territories, self.totems, self.totem_queue, kinds))

    def _recruit(self, action: Action) -> None:
        if not isinstance(action, Recruit):
            raise self._wrong(action, "recruit a caveman or `recruit skip`")
        if action not in self._recruit_options():
            raise IllegalAction(self._why_no_recruit(action))
        if action.source == SKIP:
            self.stage = OVER_TURN
            return
        self.recruit = action
        self.paid = 0
        self.stage = PAY

    def _why_no_recruit(self, action: Recruit) -> str:
        if action.source == BOARD and self.cave_board[action.which] < 0:
            return f"slot {action.which + 1} of the cave board is empty"
        if action.source == PILE and action.which not in self.cave_pile:
            return f"no {CAVEMAN_NAMES[action.which]} is left in the pile"
        cost = RECRUIT_BOARD_COST if action.source == BOARD else RECRUIT_PILE_COST
        return f"you need wooden resources of {cost} different kinds in your territory for that"

    def _pay(self, action: Action) -> None:
        if not isinstance(action, Pay):
            raise self._wrong(action, "pay with a wooden resource of your territory (e.g. `pay D4`)")
        assert self.recruit is not None
        player = self.line_owners[self.position]
        terr = self.territories[player]
        cell = self._cell_of(action.square)
        if not self._payable() >> cell & 1:
            if terr.resources >> cell & 1:
                kind = RESOURCE_NAMES[terr.resource_at(cell)]
                raise IllegalAction(f"you already paid a {kind}: each resource must be of a different kind")
            raise IllegalAction(f"there is no wooden resource of yours on {action.square}")
        resource = terr.resource_at(cell)
        terr.resources &= ~(1 << cell)
        self.paid |= 1 << resource
        self.events.append(("pay", player, cell, resource))
        cost = RECRUIT_BOARD_COST if self.recruit.source == BOARD else RECRUIT_PILE_COST
        if self.paid.bit_count() == cost:
            self.stage = SETTLE

    def _settle(self, action: Action) -> None:
        if not isinstance(action, Settle):
            raise self._wrong(action, "choose the square for your caveman (e.g. `settle C6`)")
        assert self.recruit is not None
        player = self.line_owners[self.position]
        terr = self.territories[player]
        cell = self._cell_of(action.square)
        if not terr.caveman_squares() >> cell & 1:
            raise IllegalAction(
                f"{action.square}: a caveman goes on a square of your territory (not the hut) "
                "with no fire, no wooden resource and no other caveman"
            )
        recruit = self.recruit
        if recruit.source == BOARD:
            kind = self.cave_board[recruit.which]
            self.cave_board[recruit.which] = -1
        else:
            kind = recruit.which
            self.cave_pile.remove(kind)
            self.rng.shuffle(self.cave_pile)
        terr.settle(cell, kind)
        self.events.append(("settle", player, cell, kind, recruit.source))
        self.recruit = None
        self.paid = 0
        self.stage = OVER_TURN

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
                if not self.next_line:
                    self.stage = OVER_TURN
                    continue
                free = [i for i, o in enumerate(self.next_owners) if o < 0]
                if len(free) != 1:
                    return
                self._take(free[0], self.line_owners[self.position])
            elif stage == RECRUIT:
                if self._can_recruit():
                    return
                self.stage = OVER_TURN
            elif stage == OVER_TURN:
                self._end_turn()
            else:
                return

    def _lose_fire_token(self) -> None:
        assert self.fire_at is not None
        fires = self.fire_at[1]
        self.fire_supply[fires] -= 1
        self.events.append(("fire-lost", self.line_owners[self.position], fires))
        self.fire_at = None
        self.stage = PICK

    def _end_turn(self) -> None:
        self.position += 1
        if self.position < len(self.line):
            self.stage = PLACE
        elif self.next_line:
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
            self._refill_cave()
        self.events.append(("round", -1, self.round))
        self.position = 0
        self.stage = PLACE


# A pseudo-stage: the acting chief's turn is done; `_advance` moves to the next one.
OVER_TURN = 8


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
