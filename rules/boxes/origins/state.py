"""Kingdomino Origins' turn: the core loop (rules.core.game) with its hooks, one class per mode.

- Discovery (`OriginsState`): a volcano placed throws a fire token, landed at once by its player
  (the `FIRE` stage, rules.boxes.origins.fire); then the pick.
- Totem (`TotemState`): dominoes bring wooden resources; after each placement (its fire token
  included) the totems move to whoever has the most of their resource, and a holder overtaken by
  a tie hands its totem over: that choice interrupts whatever comes next, as the holder's
  decision (rules.boxes.origins.totems).
- Tribe (`TribeState`): dominoes bring wooden resources; after a pick, the player may recruit a
  caveman from the cave board or the pile (`RECRUIT`, `PAY`, `SETTLE`: rules.boxes.origins.cave).

Every mode's state holds every Origins piece (a Discovery game's totems and cave are empty), as
snapshots have always listed them.
"""

from __future__ import annotations

from typing import Any, ClassVar, Self

from rules.boxes.origins import cave, fire, totems
from rules.boxes.origins.actions import GiveTotem, Recruit
from rules.boxes.origins.cave import PAY, RECRUIT, SETTLE
from rules.boxes.origins.fire import FIRE
from rules.boxes.origins.pieces import (
    CAVE_BOARD_SLOTS,
    CAVEMAN_NAMES,
    CAVEMAN_TILES,
    FIRE_TOKEN_SUPPLY,
    RESOURCE_NAMES,
    wooden_resource,
)
from rules.boxes.origins.territory import OriginsTerritory
from rules.core.actions import Action, parse_action
from rules.core.decisions import OVER_TURN, PICK, Pending, wrong
from rules.core.errors import IllegalAction, RulesError, Term
from rules.core.game import GameState
from rules.core.pieces import VOLCANO, Domino
from rules.names import Decision


class OriginsState(GameState):
    """A game of Kingdomino Origins in Discovery mode; the base of the other modes."""

    __slots__ = (
        "cave_board",
        "cave_pile",
        "fire_at",
        "fire_supply",
        "paid",
        "recruit",
        "totem_queue",
        "totems",
    )

    DECISIONS: ClassVar[dict[int, Decision]] = {**GameState.DECISIONS, FIRE: Decision.FIRE}
    STAGE_NAMES: ClassVar[dict[int, str]] = {**GameState.STAGE_NAMES, FIRE: "fire"}
    # Whether a domino placed brings its wooden resources (Totem and Tribe).
    PUTS_RESOURCES: ClassVar[bool] = False

    territories: list[OriginsTerritory]  # type: ignore[assignment]  # only this class fills it
    totems: list[int]  # holder of each totem, -1 on the table
    totem_queue: list[tuple[int, int, tuple[int, ...]]]  # (resource, holder, tied players)
    fire_at: tuple[int, int] | None  # (volcano cell, craters) awaiting its token
    fire_supply: dict[int, int]  # fire tokens left in the supply, by fires
    cave_board: list[int]  # caveman kind in each face-up slot, -1 empty
    cave_pile: list[int]  # the face-down pile, top first
    recruit: Recruit | None  # the recruit being paid for and settled
    paid: int  # resources paid so far for `recruit`, as a bit set of kinds

    def _territory(self) -> OriginsTerritory:
        return OriginsTerritory(self.grid, self.config.box, puts_resources=self.PUTS_RESOURCES)

    def _setup(self) -> None:
        # A line's wooden resources (Totem/Tribe) need no record: every square that takes one
        # has one until the domino is placed (ruling 7), so the territory puts them down then.
        self.totems = [-1] * 4
        self.totem_queue = []
        self.fire_at = None
        self.fire_supply = dict(FIRE_TOKEN_SUPPLY)
        self.cave_board = [-1] * CAVE_BOARD_SLOTS
        self.cave_pile = []
        self.recruit = None
        self.paid = 0

    def copy(self) -> Self:
        new = super().copy()
        new.totems = self.totems.copy()
        new.totem_queue = self.totem_queue.copy()
        new.fire_at = self.fire_at
        new.fire_supply = self.fire_supply.copy()
        new.cave_board = self.cave_board.copy()
        new.cave_pile = self.cave_pile.copy()
        new.recruit = self.recruit
        new.paid = self.paid
        return new

    # --- the fire token ---------------------------------------------------------------------------

    def _placed(self, player: int, dom: Domino, cell: int, second: int) -> None:
        volcano = cell if dom.first.terrain == VOLCANO else second if dom.second.terrain == VOLCANO else -1
        if volcano >= 0:
            self.fire_at = (volcano, self.territories[player].specs[volcano].craters)
            self.stage = FIRE  # the totems wait for the token (`_placement_totems`)
        else:
            self.stage = PICK
            self._placement_totems()

    def _stage_actions(self, stage: int) -> list[Action]:
        if stage == FIRE:
            return fire.options(self)
        return []

    def _stage_act(self, stage: int, action: Action) -> None:
        if stage == FIRE:
            self._placement_totems(fire.land(self, action))
        else:
            super()._stage_act(stage, action)

    def _settled(self, stage: int) -> bool:
        if stage == FIRE:
            if fire.targets(self):
                return True
            fire.lose(self)
            self._placement_totems()
            return False
        return True

    def _placement_totems(self, burnt: int = -1) -> None:
        """What the totems do once a placement is over, its fire token included (Totem mode)."""

    # --- words and snapshots ----------------------------------------------------------------------

    def _pieces_json(self) -> tuple[dict[str, Any], dict[str, Any]]:
        g = self.grid
        return {
            "totems": list(self.totems),
            "totem_queue": [[RESOURCE_NAMES[r], h, list(tied)] for r, h, tied in self.totem_queue],
            "fire_at": None if self.fire_at is None else [g.name(self.fire_at[0]), self.fire_at[1]],
            "fire_supply": {str(k): v for k, v in sorted(self.fire_supply.items())},
            "cave_board": [CAVEMAN_NAMES[k] if k >= 0 else None for k in self.cave_board],
            "cave_pile": [CAVEMAN_NAMES[k] for k in self.cave_pile],
            "recruit": None if self.recruit is None else str(self.recruit),
            "paid": [RESOURCE_NAMES[r] for r in range(4) if self.paid >> r & 1],
        }, {}

    def _load_pieces(self, data: dict[str, Any]) -> None:
        g = self.grid
        self.totems = [int(h) for h in data["totems"]]
        self.totem_queue = [
            (RESOURCE_NAMES.index(r), int(h), tuple(int(p) for p in tied))
            for r, h, tied in data["totem_queue"]
        ]
        at = data["fire_at"]
        self.fire_at = None if at is None else (g.parse(at[0]), int(at[1]))
        self.fire_supply = {int(k): int(v) for k, v in data["fire_supply"].items()}
        self.cave_board = [CAVEMAN_NAMES.index(k) if k is not None else -1 for k in data["cave_board"]]
        self.cave_pile = [CAVEMAN_NAMES.index(k) for k in data["cave_pile"]]
        recruit = data["recruit"]
        self.recruit = None
        if recruit is not None:
            action = parse_action(recruit)
            if not isinstance(action, Recruit):
                raise RulesError("snapshot-recruit")
            self.recruit = action
        self.paid = sum(1 << RESOURCE_NAMES.index(r) for r in data["paid"])


class TotemState(OriginsState):
    """Totem mode: wooden resources, and the totems they win (ruling 5)."""

    __slots__ = ()

    PUTS_RESOURCES: ClassVar[bool] = True

    # A hand-over to a tied player comes before whatever else is pending, as the holder's.

    def current_player(self) -> int:
        if self.totem_queue:
            return self.totem_queue[0][1]
        return super().current_player()

    def pending(self) -> Pending | None:
        if self.totem_queue:
            resource, holder, tied = self.totem_queue[0]
            return Pending(holder, Decision.TOTEM, resource=resource, candidates=tied, box=self.config.box)
        return super().pending()

    def domino_to_place(self) -> Domino | None:
        return None if self.totem_queue else super().domino_to_place()

    def legal_actions(self) -> list[Action]:
        if self.totem_queue:
            resource, _, tied = self.totem_queue[0]
            return [GiveTotem(resource, p) for p in tied]
        return super().legal_actions()

    def _act(self, action: Action) -> None:
        if self.totem_queue:
            self._give_totem(action)
        else:
            super()._act(action)

    def _advance(self) -> None:
        step = self._step
        while not self.totem_queue:
            if step():
                return

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
        """Move the totems once for the whole placement, its fire token included.

        Evaluating after the domino and again after its token would let a turn that leaves the
        counts as they were still move a totem (a resource gained, then burnt): the project's
        ruling is one evaluation per placement, on the counts it ends with.
        """
        dom = self.dominoes[self.line[self.position] - 1]
        kinds = {k for k in (wooden_resource(dom.first), wooden_resource(dom.second)) if k >= 0}
        if burnt >= 0:
            kinds.add(burnt)
        if kinds:
            self.events.extend(
                totems.update(self.territories, self.totems, self.totem_queue, tuple(sorted(kinds)))
            )


class TribeState(OriginsState):
    """Tribe mode: wooden resources, and the cavemen they recruit (ruling 6)."""

    __slots__ = ()

    DECISIONS: ClassVar[dict[int, Decision]] = {
        **OriginsState.DECISIONS,
        RECRUIT: Decision.RECRUIT,
        PAY: Decision.PAY,
        SETTLE: Decision.SETTLE,
    }
    STAGE_NAMES: ClassVar[dict[int, str]] = {
        **OriginsState.STAGE_NAMES,
        RECRUIT: "recruit",
        PAY: "pay",
        SETTLE: "settle",
    }
    PUTS_RESOURCES: ClassVar[bool] = True

    def _setup(self) -> None:
        super()._setup()
        fixed = [CAVEMAN_NAMES.index(name) for name in self.config.cavemen]
        pile = list(CAVEMAN_TILES)
        for kind in fixed:
            pile.remove(kind)
        self.rng.shuffle(pile)
        self.cave_pile = fixed + pile
        cave.refill(self)

    def _picked(self) -> None:
        self.stage = RECRUIT

    def _round_started(self) -> None:
        if self.next_line:
            cave.refill(self)

    def _stage_actions(self, stage: int) -> list[Action]:
        if stage == RECRUIT:
            return cave.options(self)
        if stage == PAY:
            return cave.pay_options(self)
        if stage == SETTLE:
            return cave.settle_options(self)
        return super()._stage_actions(stage)

    def _stage_act(self, stage: int, action: Action) -> None:
        if stage == RECRUIT:
            cave.choose(self, action)
        elif stage == PAY:
            cave.pay(self, action)
        elif stage == SETTLE:
            cave.settle(self, action)
        else:
            super()._stage_act(stage, action)

    def _settled(self, stage: int) -> bool:
        if stage == RECRUIT:
            if cave.can_recruit(self):
                return True
            self.stage = OVER_TURN
            return False
        return super()._settled(stage)
