"""The Resource Tokens variant of classic Kingdomino (seed 004): gold, actions, the action column.

The variant's flow: `ResourcesState` (rules.boxes.resources.state) calls these through the
core loop's hooks. The harvest (the end scoring) is rules.boxes.resources.harvest.

Instead of choosing a domino a king may `act`: it goes into the action column above the line
(below the kings that chose to act earlier this round), and the dominoes nobody chose are
discarded when the next round starts. That round, the kings of the column come first, in the
column's order: each gains resources, uses a witch or passes, then chooses a domino or acts
again; then the kings on dominoes place them and choose, as usual.

The project's rulings where the variant's text is loose:

- A king that acted has no domino to place the round after: it acts instead. There is no action
  at the initial draft (a lone castle has nothing to act with) nor in the last round, whose
  choice is skipped (the game ends before anything could come of it).
- A crown square takes as many gains as it has crowns: it may be used while it holds fewer
  tokens than crowns (tokens it got as a neighbour count). A gain puts one token on it and one on
  each of its 8 neighbours of the same terrain holding fewer tokens than it will (none on a
  first use; fewer than two on a double crown's second). Swamp and mine crowns yield nothing.
- Tokens are limited by the supply: a gain needs at least one token of its kind; when the
  supply runs out, the crown square is served first, then its neighbours in reading order (row
  by row from the top, left to right), and the rest go without.
- A witch's gold stays on it (spent); the tokens it removes go back to the supply. A witch needs
  exactly one target per crown, each a crown square of a different opponent (any terrain), and
  removes one token from each of the target's 8 neighbours that is not a crown square.
- Acting is always allowed, even with nothing to act with (a king may act to choose first next
  round); `pass` is always among the actions.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import TYPE_CHECKING

from rules.boxes.resources.actions import PASS, Gain, Pass, Witch, gain_table
from rules.boxes.resources.pieces import GOLD_SUPPLY, START_GOLD, TERRAIN_TOKEN, TOKEN_NAMES, TOKEN_SUPPLY
from rules.boxes.resources.territory import HarvestTerritory
from rules.core.actions import Action
from rules.core.decisions import OVER_TURN, PICK, square_cell, wrong
from rules.core.errors import IllegalAction, Term
from rules.core.grid import Square, bit_list
from rules.core.pieces import MINE, SWAMP, TERRAIN_NAMES, Domino

if TYPE_CHECKING:
    from rules.boxes.resources.state import ResourcesState

# The stage: a king above the line acts (8 is the core's OVER_TURN).
ACTION = 9


def setup(state: ResourcesState) -> None:
    """Three gold on each castle, the rest in the pool; every resource token in the supply."""
    for terr in state.territories:
        terr.gold = START_GOLD
    state.gold_pool = GOLD_SUPPLY - START_GOLD * len(state.territories)
    state.supply = list(TOKEN_SUPPLY)


def start_round(state: ResourcesState) -> None:
    """The kings above the last line act first this round, in the order they chose to act."""
    state.actors = state.column
    state.column = []


def act(state: ResourcesState, player: int) -> None:
    """The king goes into the action column, below those already there."""
    state.column.append(player)
    state.events.append(("act", player))
    state.stage = OVER_TURN


def mined(state: ResourcesState, player: int, dom: Domino, cells: tuple[int, int]) -> None:
    """A mine placed brings gold from the pool to the castle: its crowns, as far as the pool goes."""
    terr = state.territories[player]
    for cell, half in zip(cells, dom.squares, strict=True):
        if half.terrain == MINE and half.fires:
            gold = min(half.fires, state.gold_pool)
            state.gold_pool -= gold
            terr.gold += gold
            state.events.append(("gold", player, cell, gold))


# --- what an acting king may do ---------------------------------------------------------------


def crown_squares(terr: HarvestTerritory) -> int:
    """Squares with crowns (the castle has none)."""
    return terr.printed


def gain_squares(state: ResourcesState, player: int) -> int:
    """Crown squares a gain may use now: yielding a resource, not full, its kind in the supply."""
    terr = state.territories[player]
    if terr.gold < 1:
        return 0
    out = 0
    for cell in bit_list(crown_squares(terr)):
        kind = terr.token_kind(cell)
        if kind >= 0 and terr.resource_tokens.get(cell, 0) < terr.crowns_at(cell) and state.supply[kind]:
            out |= 1 << cell
    return out


def witches(terr: HarvestTerritory) -> list[int]:
    """Witches not used yet: swamp squares with crowns, in reading order."""
    return bit_list(terr.terrain[SWAMP] & terr.printed & ~sum(1 << c for c in terr.witches))


def options(state: ResourcesState) -> list[Action]:
    """Gains by square in reading order; then each witch (reading order) with every choice of
    opponents (seat order) and their crown squares (reading order); then pass."""
    player = state.current_player()
    gains = gain_table(state.grid)
    out: list[Action] = [gains[c] for c in bit_list(gain_squares(state, player))]
    terr = state.territories[player]
    squares = state.grid.squares
    targets = {
        p: [squares[c] for c in bit_list(crown_squares(t))]
        for p, t in enumerate(state.territories)
        if p != player
    }
    for cell in witches(terr):
        crowns = terr.crowns_at(cell)
        if crowns > terr.gold:
            continue
        for seats in combinations(sorted(targets), crowns):
            for chosen in product(*(targets[p] for p in seats)):
                out.append(Witch(squares[cell], tuple(zip(seats, chosen, strict=True))))
    out.append(PASS)
    return out


def perform(state: ResourcesState, action: Action) -> None:
    """The acting king's action; then it chooses a domino or acts again."""
    player = state.current_player()
    if isinstance(action, Gain):
        _gain(state, player, action)
    elif isinstance(action, Witch):
        _witch(state, player, action)
    elif isinstance(action, Pass):
        state.events.append(("pass", player))
    else:
        raise wrong(action, "expected-action")
    state.stage = PICK


def _gain(state: ResourcesState, player: int, action: Gain) -> None:
    terr = state.territories[player]
    cell = square_cell(state.grid, action.square)
    if not gain_squares(state, player) >> cell & 1:
        raise _why_not_gain(state, terr, cell, action.square)
    terr.gold -= 1
    state.gold_pool += 1
    kind = terr.token_kind(cell)
    before = terr.resource_tokens.get(cell, 0)
    placed = 0
    same = terr.terrain[terr.specs[cell].terrain]
    for p in [cell, *bit_list(state.grid.ring[cell] & same)]:
        if not state.supply[kind]:
            break
        held = terr.resource_tokens.get(p, 0)
        if p == cell or held <= before:
            terr.resource_tokens[p] = held + 1
            state.supply[kind] -= 1
            placed += 1
    state.events.append(("gain", player, cell, kind, placed))


def _why_not_gain(state: ResourcesState, terr: HarvestTerritory, cell: int, square: Square) -> IllegalAction:
    spec = terr.specs.get(cell)
    if terr.gold < 1:
        return IllegalAction("gain-no-gold")
    if spec is None:
        return IllegalAction("gain-off-kingdom", square=str(square))
    if not spec.fires:
        return IllegalAction("gain-no-crown", square=str(square))
    kind = TERRAIN_TOKEN[spec.terrain]
    if kind < 0:
        return IllegalAction(
            "gain-barren", square=str(square), terrain=Term("terrain", TERRAIN_NAMES[spec.terrain])
        )
    if terr.resource_tokens.get(cell, 0) >= spec.fires:
        return IllegalAction("gain-used-up", square=str(square), crowns=spec.fires)
    return IllegalAction("gain-supply-empty", token=Term("token", TOKEN_NAMES[kind]))


def _witch(state: ResourcesState, player: int, action: Witch) -> None:
    terr = state.territories[player]
    cell = square_cell(state.grid, action.square)
    crowns = terr.crowns_at(cell)
    if cell not in witches(terr):
        if cell in terr.witches:
            raise IllegalAction("witch-used", square=str(action.square))
        raise IllegalAction("witch-not-yours", square=str(action.square))
    if crowns > terr.gold:
        raise IllegalAction("witch-too-dear", square=str(action.square), crowns=crowns, gold=terr.gold)
    targets = [(p, _target_cell(state, player, p, square)) for p, square in action.targets]
    seats = [p for p, _ in targets]
    if len(targets) != crowns or len(set(seats)) != len(seats):
        raise IllegalAction("witch-targets", crowns=crowns)
    terr.gold -= crowns
    terr.witches[cell] = crowns
    state.events.append(("witch", player, cell, *(x for target in targets for x in target)))
    for p, target in targets:
        victim = state.territories[p]
        around = state.grid.ring[target] & ~crown_squares(victim)
        for q in bit_list(around):
            held = victim.resource_tokens.get(q, 0)
            if held:
                kind = victim.token_kind(q)
                if held == 1:
                    del victim.resource_tokens[q]
                else:
                    victim.resource_tokens[q] = held - 1
                state.supply[kind] += 1
                state.events.append(("spoilt", p, q, kind))


def _target_cell(state: ResourcesState, player: int, p: int, square: Square) -> int:
    """A witch's target: a crown square of an opponent; IllegalAction for anything else."""
    if p == player:
        raise IllegalAction("witch-on-own")
    if p >= len(state.territories):
        raise IllegalAction("witch-no-player", player=p + 1)
    cell = square_cell(state.grid, square)
    if not crown_squares(state.territories[p]) >> cell & 1:
        raise IllegalAction("witch-not-crown", square=str(square), player=p + 1)
    return cell
