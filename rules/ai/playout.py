"""The greedy policy, fast: what the Hard agent's playouts play for every seat.

`FastGreedy` makes the choices `GreedyAgent` makes (the same values, so the same set of best
actions; ties broken by its own generator), three to four times faster. Instead of copying the
territory and scoring it again for every candidate, it splits the territory into regions once
per decision and adds up what an action changes: the regions the new squares join (squares ×
fire icons, or crowns), the best fire token, the wooden resources and totems (Totem mode), the
cavemen around the squares that gain a resource or a fire (Tribe mode; a caveman burnt by a
token is counted on a copy), and the bonuses the territory can still have (`rules.ai.outlook`:
Empire of Fire, Homo Habilis, Harmony, Middle Kingdom), which a discard may cost. A recruit is
planned the greedy way (the cheapest resources by what they earn the cavemen around them, the
square where the newcomer adds most) and the plan is then carried out; a totem tie is given as
ruling 5 says.

In the Resource Tokens variant greedy's values are already added up without copies
(`rules.ai.prospects`); the policy asks `rules.ai.harvesting.best_actions`, which values the
placements straight from the placement masks and an acting king's gains and witches from their
squares, without making and valuing every action, and it draws among the best as `GreedyAgent`
does: seed for seed, it plays greedy's very game.
"""

from __future__ import annotations

import random

from rules import cave
from rules.actions import BOARD, DISCARD, PILE, Action, Pick, Recruit, action_tables
from rules.ai import harvesting
from rules.ai.agents import GreedyAgent, totem_points_for
from rules.ai.outlook import OUTLOOK
from rules.ai.prospects import joined
from rules.components import (
    FIRE_LADY,
    GATHERER_RULES,
    PAINTER,
    PAINTER_POINTS,
    RECRUIT_BOARD_COST,
    RECRUIT_PILE_COST,
    RESOURCE_TERRAIN,
    SHAMAN,
    SHAMAN_POINTS,
    TERRAIN_RESOURCE,
    TERRAINS,
    VOLCANO,
    WARRIOR_POWER,
    Domino,
    SquareSpec,
)
from rules.config import Mode
from rules.game import DRAFT, FIRE, PAY, PICK, PLACE, RECRUIT, SETTLE, GameState
from rules.grid import bit_list
from rules.scoring import caveman_points
from rules.territory import DIRECTION_OFFSETS, Territory

Region = tuple[int, int, int]  # (mask, squares, fire icons)
Plan = tuple[Recruit, list[int], int]  # a recruit, the squares to pay, the square to settle
# Points a hunter-gatherer scores per wooden resource of its kind, by resource.
GATHERER_POINTS = {resource: each for resource, each in GATHERER_RULES.values()}


class _Grown:
    """The facts the bonuses read (`rules.scoring.Extent`) of a territory with squares added (or
    a domino discarded)."""

    __slots__ = ("bounds", "discarded", "grid", "occupied")

    def __init__(self, terr: Territory, new: int, discards: int = 0) -> None:
        g = self.grid = terr.grid
        self.occupied = terr.occupied | new
        self.discarded = terr.discarded + discards
        b = self.bounds = terr.bounds.copy()
        for cell in bit_list(new):
            r, c = g.row_of[cell], g.col_of[cell]
            b[0], b[1], b[2], b[3] = min(b[0], r), max(b[1], r), min(b[2], c), max(b[3], c)

    @property
    def square_count(self) -> int:
        return self.occupied.bit_count()


class TerritoryView:
    """One player's territory split into regions, and what a placement or a fire token adds.

    Values are in the player's own final-score terms, as `GreedyAgent` counts them, but as gains
    over the score as it stands: the same order, so the same best actions.
    """

    __slots__ = (
        "bonuses",
        "cave",
        "counts",
        "firelady",
        "gatherers",
        "grid",
        "holder",
        "others",
        "painter",
        "regions",
        "shaman",
        "terr",
        "totem",
    )

    def __init__(self, state: GameState, player: int) -> None:
        terr = state.territories[player]
        g = terr.grid
        mode = state.config.mode
        self.terr = terr
        self.grid = g
        options = state.config.options
        self.totem = mode is Mode.TOTEM
        regions: list[list[Region]] = [[] for _ in TERRAINS]
        for t in terr.scoring:  # volcano regions score nothing
            m = terr.terrain[t]
            found = regions[t]
            while m:
                region = g.region(m & -m, m)
                found.append((region, region.bit_count(), terr.fires_in(region)))
                m &= ~region
        self.regions = regions
        # The box's bonuses this game plays with, and whether the territory can still have each.
        self.bonuses = [
            (b.points, OUTLOOK[b.test], OUTLOOK[b.test](terr))
            for b in terr.box.bonuses
            if b.option in options
        ]
        if self.totem:
            self.counts = terr.resource_counts()
            self.others = tuple(
                max((t.resource_count(r) for p, t in enumerate(state.territories) if p != player), default=0)
                for r in range(4)
            )
            # At a fire decision the volcano domino's resource is counted but its totem not yet
            # moved (one evaluation per placement, after the token), so the token is valued, as
            # `GreedyAgent` values it, against the holders from before the placement.
            self.holder = tuple(state.totems[r] == player for r in range(4))
        # Tribe mode: where the cavemen that score from their surroundings stand.
        self.gatherers = [0, 0, 0, 0]  # by resource
        self.painter = self.firelady = self.shaman = self.cave = 0
        if mode is Mode.TRIBE:
            for cell, kind in terr.cavemen.items():
                bit = 1 << cell
                self.cave |= bit
                if kind in GATHERER_RULES:
                    self.gatherers[GATHERER_RULES[kind][0]] |= bit
                elif kind == PAINTER:
                    self.painter |= bit
                elif kind == FIRE_LADY:
                    self.firelady |= bit
                elif kind == SHAMAN:
                    self.shaman |= bit

    # --- the parts of a value ---------------------------------------------------------------

    def _join(self, terrain: int, new: int, fires: int, merged: list[Region]) -> int:
        """Points gained by adding the connected squares `new` of one terrain, with `fires`."""
        near = self.grid.spread(new)
        size = new.bit_count()
        mask = new
        old = 0
        for region, squares, f in self.regions[terrain]:
            if region & near:
                size += squares
                fires += f
                old += squares * f
                mask |= region
        merged.append((mask, size, fires))
        return size * fires - old

    def resource_points(self, changes: tuple[int, int, int, int]) -> int:
        """Totem mode: a point per wooden resource, and the totems, after `changes` of counts."""
        total = 0
        for r in range(4):
            change = changes[r]
            if change:
                mine = self.counts[r]
                others = self.others[r]
                holder = self.holder[r]
                total += (
                    change
                    + totem_points_for(r, mine + change, others, holder=holder)
                    - totem_points_for(r, mine, others, holder=holder)
                )
        return total

    def resource_worth(self, cell: int, resource: int) -> int:
        """Tribe mode: what a wooden resource on `cell` gives the cavemen around it."""
        ring = self.grid.ring[cell]
        worth = 0
        around = ring & self.gatherers[resource]
        if around:
            worth += GATHERER_POINTS[resource] * around.bit_count()
        if ring & self.painter:
            worth += PAINTER_POINTS * (ring & self.painter).bit_count()
        return worth

    def fire_ladies(self, cell: int, fires: int) -> int:
        """Tribe mode: what `fires` more fire icons on `cell` give the Fire Ladies around it."""
        return fires * (self.grid.ring[cell] & self.firelady).bit_count()

    def _options(self, new: int, discards: int = 0) -> int:
        """What the box's bonuses (Empire of Fire, Homo Habilis, Harmony, Middle Kingdom) gain or
        lose by adding the squares of `new` (or by `discards`): each asked of the territory so."""
        if not self.bonuses:
            return 0
        after = _Grown(self.terr, new, discards)
        delta = 0
        for points, test, before in self.bonuses:
            now = test(after)
            if now != before:
                delta += points if now else -points
        return delta

    def _size_at(self, bit: int, merged: list[Region]) -> int:
        """Squares in the region holding `bit` (regions `merged` by a placement first)."""
        for mask, size, _ in merged:
            if mask & bit:
                return size
        for found in self.regions:
            for mask, size, _ in found:
                if mask & bit:
                    return size
        return 0  # the hut

    # --- decisions ----------------------------------------------------------------------------

    def placement(self, dom: Domino, cell: int, direction: int) -> int:
        """What placing `dom` with its first half on `cell` is worth, its best fire token included."""
        second = cell + DIRECTION_OFFSETS[self.grid.stride][direction]
        a, b = dom.first, dom.second
        merged: list[Region] = []
        if a.terrain == b.terrain:
            value = self._join(a.terrain, (1 << cell) | (1 << second), a.fires + b.fires, merged)
        else:
            value = 0
            if a.terrain != VOLCANO:
                value += self._join(a.terrain, 1 << cell, a.fires, merged)
            if b.terrain != VOLCANO:
                value += self._join(b.terrain, 1 << second, b.fires, merged)
        if self.bonuses:
            value += self._options((1 << cell) | (1 << second))
        if self.cave:
            for c, half in ((cell, a), (second, b)):
                if half.resource >= 0:
                    value += self.resource_worth(c, half.resource)
                elif half.fires:
                    value += self.fire_ladies(c, half.fires)
        changes = [0, 0, 0, 0]
        if self.totem:
            for half in (a, b):
                if half.resource >= 0:
                    changes[half.resource] += 1
        placed = (dom, cell, direction)
        if a.terrain == VOLCANO:
            return value + self._best_fire(cell, a.craters, second, b, merged, changes, placed)
        if b.terrain == VOLCANO:
            return value + self._best_fire(second, b.craters, cell, a, merged, changes, placed)
        if self.totem:
            value += self.resource_points((changes[0], changes[1], changes[2], changes[3]))
        return value

    def _best_fire(
        self,
        volcano: int,
        fires: int,
        other: int,
        half: SquareSpec,
        merged: list[Region],
        changes: list[int],
        placed: tuple[Domino, int, int],
    ) -> int:
        """The best token of the volcano just put on `volcano` (`other`: the domino's other half).

        Like `GreedyAgent`: a token with no square to land on leaves the score as it is.
        """
        terr = self.terr
        other_bit = 1 << other
        free = (terr.occupied | other_bit) & ~terr.printed & ~terr.token_mask & ~terr.terrain[VOLCANO]
        if half.fires:
            free &= ~other_bit
        targets = self.grid.fire_range(fires, volcano) & free
        base = self.resource_points((changes[0], changes[1], changes[2], changes[3])) if self.totem else 0
        best = base
        first = True
        other_resource = half.resource
        resources = terr.resources | (other_bit if other_resource >= 0 else 0)
        hut = 1 << self.grid.hut
        while targets:
            low = targets & -targets
            targets ^= low
            gain = base + (fires * self._size_at(low, merged) if not low & hut else 0)
            if resources & low or self.cave:
                cell = low.bit_length() - 1
                r = -1
                if resources & low:
                    r = other_resource if cell == other else TERRAIN_RESOURCE[terr.specs[cell].terrain]
                if self.totem and r >= 0:
                    changes[r] -= 1
                    gain += self.resource_points((changes[0], changes[1], changes[2], changes[3])) - base
                    changes[r] += 1
                if self.cave:
                    gain += self._caveman_fire(cell, fires, r, placed)
            if first or gain > best:
                best = gain
                first = False
        return best

    def _caveman_fire(
        self, cell: int, fires: int, resource: int, placed: tuple[Domino, int, int] | None
    ) -> int:
        """Tribe mode: what a token on `cell` changes for the cavemen (`resource`: burnt there)."""
        if self.cave >> cell & 1:
            # A caveman burns: rare enough to count exactly on a copy.
            trial = self.terr.copy()
            if placed is not None:
                trial.place(*placed, resources=True)
            before = caveman_points(trial)
            trial.land_fire(cell, fires)
            return caveman_points(trial) - before
        gain = self.fire_ladies(cell, fires)
        if resource >= 0:
            gain -= self.resource_worth(cell, resource)
        return gain

    def discard(self) -> int:
        """What discarding a domino that fits nowhere is worth (a bonus it can no longer have)."""
        return self._options(0, discards=1)

    def fire(self, cell: int, fires: int) -> int:
        """What landing a token of `fires` on `cell` of this territory is worth."""
        bit = 1 << cell
        terr = self.terr
        gain = fires * self._size_at(bit, [])
        r = TERRAIN_RESOURCE[terr.specs[cell].terrain] if terr.resources & bit else -1
        if self.totem and r >= 0:
            changes = [0, 0, 0, 0]
            changes[r] = -1
            gain += self.resource_points((changes[0], changes[1], changes[2], changes[3]))
        if self.cave:
            gain += self._caveman_fire(cell, fires, r, None)
        return gain

    # --- recruits (Tribe) ---------------------------------------------------------------------

    def settle_gain(self, cell: int, kind: int, resources: int) -> int:
        """What a caveman of `kind` settled on `cell` adds (`resources`: those left after paying)."""
        terr = self.terr
        ring = self.grid.ring[cell]
        gain = SHAMAN_POINTS * (ring & self.shaman).bit_count()  # the shamans around it
        if kind in GATHERER_RULES:
            resource, each = GATHERER_RULES[kind]
            gain += each * (ring & resources & terr.terrain[RESOURCE_TERRAIN[resource]]).bit_count()
        elif kind == PAINTER:
            gain += PAINTER_POINTS * (ring & resources).bit_count()
        elif kind == FIRE_LADY:
            gain += terr.fires_in(ring)
        elif kind == SHAMAN:
            gain += SHAMAN_POINTS * (ring & self.cave).bit_count()
        else:
            g = self.grid
            group = g.region(1 << cell, terr.warriors | (1 << cell))
            size = group.bit_count()
            power = WARRIOR_POWER[kind]
            old = 0
            rest = group & ~(1 << cell)
            while rest:
                part = g.region(rest & -rest, rest)
                p = sum(WARRIOR_POWER[terr.cavemen[c]] for c in bit_list(part))
                old += part.bit_count() * p
                power += p
                rest &= ~part
            gain += size * power - old
        return gain

    def recruit_plan(self, state: GameState, action: Recruit) -> tuple[int, list[int], int]:
        """`GreedyAgent`'s plan for a recruit: its gain, the squares to pay, the square to settle."""
        terr = self.terr
        kind = state.cave_board[action.which] if action.source == BOARD else action.which
        cost = RECRUIT_BOARD_COST if action.source == BOARD else RECRUIT_PILE_COST
        paid = state.paid if state.recruit is not None else 0
        cheapest: dict[int, tuple[int, int]] = {}
        m = terr.resources
        while m:
            low = m & -m
            m ^= low
            cell = low.bit_length() - 1
            r = TERRAIN_RESOURCE[terr.specs[cell].terrain]
            if paid >> r & 1:
                continue
            loss = self.resource_worth(cell, r) if self.cave else 0
            if r not in cheapest or loss < cheapest[r][0]:
                cheapest[r] = (loss, cell)
        chosen = sorted(cheapest.values())[: cost - paid.bit_count()]
        cells = [c for _, c in chosen]
        resources = terr.resources
        for c in cells:
            resources &= ~(1 << c)
        hut = 1 << self.grid.hut
        squares = terr.occupied & ~hut & ~(terr.printed | terr.token_mask | resources | self.cave)
        best = 0
        square = -1
        while squares:
            low = squares & -squares
            squares ^= low
            cell = low.bit_length() - 1
            gain = self.settle_gain(cell, kind, resources)
            if square < 0 or gain > best:
                best = gain
                square = cell
        if square < 0:
            return -(1 << 30), cells, square  # nowhere to settle: never worth it
        return best - sum(v for v, _ in chosen), cells, square


def best_placements(
    view: TerritoryView, dom: Domino, *, twins: bool = True
) -> tuple[int, list[tuple[int, int]]]:
    """The best gain of placing `dom` and every (cell, direction) with it (if it fits nowhere:
    the gain of its discard, and none).

    A domino with two identical halves covers the same squares the same way going right from
    one square or left from the next (and down or up): `twins=False` skips left and up for it.
    """
    masks: tuple[int, ...] = view.terr.placement_masks(dom.first.terrain, dom.second.terrain)
    if not twins and dom.first == dom.second:
        masks = masks[:2]
    a, b = dom.first, dom.second
    if not any(masks):
        return view.discard(), []
    # The common case, inlined: no volcano, no bonus. Then a placement's value is what its
    # squares add to the regions they join (plus, in Totem mode, the same resource points
    # wherever it goes; in Tribe mode, what they bring the cavemen around them).
    simple = VOLCANO not in (a.terrain, b.terrain) and not view.bonuses
    cave = view.cave
    constant = 0
    if simple and view.totem:
        changes = [0, 0, 0, 0]
        for half in (a, b):
            if half.resource >= 0:
                changes[half.resource] += 1
        constant = view.resource_points((changes[0], changes[1], changes[2], changes[3]))
    same = a.terrain == b.terrain
    fa, fb = a.fires, b.fires
    regions_a = view.regions[a.terrain] if a.terrain != VOLCANO else []
    regions_b = view.regions[b.terrain] if b.terrain != VOLCANO else []
    # A half on a terrain without fire, bringing none, adds nothing.
    dark_a = fa == 0 and not any(f for _, _, f in regions_a)
    dark_b = fb == 0 and not any(f for _, _, f in regions_b)
    neighbours = view.grid.neighbours
    offsets = DIRECTION_OFFSETS[view.grid.stride]
    best = 0
    top: list[tuple[int, int]] = []
    for direction, m in enumerate(masks):
        step = offsets[direction]
        while m:
            low = m & -m
            m ^= low
            cell = low.bit_length() - 1
            if not simple:
                v = view.placement(dom, cell, direction)
            elif same:
                if dark_a and dark_b:
                    v = constant
                else:
                    near = neighbours[cell] | neighbours[cell + step]
                    v = joined(regions_a, near, 2, fa + fb) + constant
            else:
                v = constant
                if not dark_a:
                    v += joined(regions_a, neighbours[cell], 1, fa)
                if not dark_b:
                    v += joined(regions_b, neighbours[cell + step], 1, fb)
            if cave and simple:  # the cavemen around squares that bring a resource or a fire
                for c, half in ((cell, a), (cell + step, b)):
                    if half.resource >= 0:
                        v += view.resource_worth(c, half.resource)
                    elif half.fires:
                        v += view.fire_ladies(c, half.fires)
            if not top or v > best:
                best = v
                top = [(cell, direction)]
            elif v == best:
                top.append((cell, direction))
    return best, top


class FastGreedy:
    """`GreedyAgent`'s choices, computed faster (see the module doc); for playouts."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.greedy = GreedyAgent(seed)
        self.greedy.rng = self.rng
        self.plan: tuple[int, Plan] | None = None  # (round * 100 + position, plan) of a recruit

    def choose(self, state: GameState) -> Action:
        if state.totem_queue:
            return self.greedy.choose(state)
        if state.config.box.resource_tokens:
            # The same best actions in the same order, and the same draw among them as
            # `GreedyAgent`: seed for seed, the very game greedy players would play.
            top = harvesting.best_actions(state)
            return top[0] if len(top) == 1 else top[self.rng.randrange(len(top))]
        stage = state.stage
        if stage == RECRUIT:
            options = self._recruits(state)
            action, plan = options[0] if len(options) == 1 else options[self._index(len(options))]
            self.plan = None if plan is None else (state.round * 100 + state.position, plan)
            return action
        if stage in (PAY, SETTLE):
            return self._follow(state)
        top = self._placements(state, twins=False) if stage == PLACE else self.best_actions(state)
        return top[0] if len(top) == 1 else top[self._index(len(top))]

    def _index(self, n: int) -> int:
        return int(self.rng.random() * n)

    def best_actions(self, state: GameState) -> list[Action]:
        """Every action `GreedyAgent` values best (in the order of the legal actions)."""
        if state.config.box.resource_tokens:
            return harvesting.best_actions(state)
        if not state.totem_queue:
            stage = state.stage
            if stage == PLACE:
                return self._placements(state)
            if stage in (PICK, DRAFT):
                return self._picks(state)
            if stage == FIRE:
                return self._fires(state)
            if stage == RECRUIT:
                return [a for a, _ in self._recruits(state)]
        ranked = self.greedy.rank(state)
        return [a for v, a in ranked if v == ranked[0][0]]

    def _placements(self, state: GameState, *, twins: bool = True) -> list[Action]:
        player = state.line_owners[state.position]
        dom = state.dominoes[state.line[state.position] - 1]
        _, top = best_placements(TerritoryView(state, player), dom, twins=twins)
        if not top:
            return [DISCARD]
        table = action_tables(state.grid).place
        return [table[direction][cell] for cell, direction in top]

    def _picks(self, state: GameState) -> list[Action]:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions
        view = TerritoryView(state, state.current_player())
        values: dict[int, int] = {}
        best = 0
        top: list[Action] = []
        for a in actions:
            assert isinstance(a, Pick)
            v = 0
            for n in a.numbers:
                if n not in values:
                    values[n] = best_placements(view, state.dominoes[n - 1], twins=False)[0]
                v += values[n]
            if not top or v > best:
                best = v
                top = [a]
            elif v == best:
                top.append(a)
        return top

    def _fires(self, state: GameState) -> list[Action]:
        player = state.line_owners[state.position]
        assert state.fire_at is not None
        fires = state.fire_at[1]
        view = TerritoryView(state, player)
        targets = state.territories[player].fire_targets(*state.fire_at)
        best = 0
        top: list[int] = []
        while targets:
            low = targets & -targets
            targets ^= low
            cell = low.bit_length() - 1
            v = view.fire(cell, fires)
            if not top or v > best:
                best = v
                top = [cell]
            elif v == best:
                top.append(cell)
        table = action_tables(state.grid).fire
        return [table[cell] for cell in top]

    def _recruits(self, state: GameState) -> list[tuple[Action, Plan | None]]:
        """Skip, or the recruits with the best planned gain (the pile only for a better tile)."""
        view = TerritoryView(state, state.line_owners[state.position])
        best = 0.0
        top: list[tuple[Action, Plan | None]] = []
        for a in state.legal_actions():
            assert isinstance(a, Recruit)
            if a.source in (BOARD, PILE):
                gain, cells, square = view.recruit_plan(state, a)
                value = gain - (0.5 if a.source == PILE else 0.0)
                plan: Plan | None = (a, cells, square)
            else:
                value, plan = 0.0, None
            if not top or value > best:
                best = value
                top = [(a, plan)]
            elif value == best:
                top.append((a, plan))
        return top

    def _follow(self, state: GameState) -> Action:
        """Pay and settle as planned when the recruit was chosen (else ask `GreedyAgent`)."""
        plan = self.plan
        if plan is None or plan[0] != state.round * 100 + state.position or plan[1][0] != state.recruit:
            return self.greedy.choose(state)
        _, cells, square = plan[1]
        tables = action_tables(state.grid)
        if state.stage == PAY:
            payable = cave.payable(state)
            for cell in cells:
                if payable >> cell & 1:
                    return tables.pay[cell]
        elif state.territories[state.line_owners[state.position]].caveman_squares() >> square & 1:
            return tables.settle[square]
        return self.greedy.choose(state)


__all__ = ["FastGreedy", "TerritoryView", "best_placements"]
