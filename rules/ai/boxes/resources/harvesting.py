"""How the greedy agent values actions in the Resource Tokens variant: a simple heuristic.

Values are counted in resource tokens. The game is won on kinds, and tokens come only from
gains (1 gold each) on crown squares, so the heuristic looks at three things:

- a kingdom's *prospects*: the tokens a gain on each usable crown square would place now, summed
  (crown squares of forest, wheat, grassland or lake, with same-terrain neighbours around them),
  plus the gold its mines bring and the crowns of its unused witches (half a token each);
- an action's *worth*: a gain is worth the tokens it places, plus a bonus for each kind it makes
  the player win (or share), less its gold; a witch, half a token per token it removes, plus the
  bonus per kind that changes hands to the player, less its gold; `pass` is worth 0. The kind
  bonus grows from 0 in the first round to 2 in the last (early leads are cheap and change
  hands). Gold is worth a token while there is still an action to spend it on, and an eighth
  (the tie-break) after;
- a choice: each domino is worth what its best placement adds to the prospects, plus 1.5 for its
  squares (room to grow), if its crown squares can still be harvested (placed next round, a gain
  the round after at the earliest); `act` is worth the best action it could take now, plus a
  little for choosing first next round, or -1 when no action is worth anything. So greedy builds
  while its kingdom has little to harvest, and acts once a gain is worth more than any domino on
  offer. (The constants were tuned against earlier versions of this heuristic in a few hundred
  seeded games; they are not more than that.)

Placements are valued by what they add to the prospects, with the classic region score as a
faint tie-break so that kingdoms keep growing in coherent regions; `rules.ai.boxes.resources.prospects` adds
that up without counting the whole kingdom again for every placement.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

from rules.ai.boxes.resources.prospects import UNIT, WITCH_UNITS, KingdomProspects
from rules.boxes.resources import (
    ACTION,
    PASS,
    TOKEN_KINDS,
    Act,
    Gain,
    HarvestTerritory,
    ResourcesState,
    Witch,
    crown_squares,
    gain_squares,
    gain_table,
    witches,
)
from rules.core.actions import Action, Pick, Place, place_table
from rules.core.decisions import DRAFT, PLACE
from rules.core.grid import bit_list
from rules.core.pieces import MINE, SWAMP, Domino
from rules.core.scoring import quick_score

KIND_BONUS = 2.0  # a kind won (or shared) by an action, in tokens
WITCH_TOKEN = 0.5  # a token removed from an opponent, in tokens of one's own
WITCH_CROWN = WITCH_UNITS / UNIT  # an unused witch crown, in the prospects: half a token
FIRST_CHOICE = 0.3  # choosing first next round, for acting
NOTHING_TO_DO = -1.0  # acting with no action worth taking: only when no domino is worth more
SQUARES_WORTH = 1.5  # a domino that can still be harvested: room to grow, whatever its crowns
# Per point of region score: only tells apart placements of equal prospects. It and the late
# gold's worth are binary fractions, so that `rules.ai.boxes.resources.prospects` adds them up exactly.
REGION_TIE_BREAK = 1 / UNIT
LATE_GOLD = 1 / 8  # gold when no action can follow: the tie-break only

Counts = list[tuple[int, ...]]  # token counts by player, by kind


def values(state: ResourcesState, actions: list[Action]) -> list[float]:
    """The greedy values of `actions`, the legal actions of the pending decision."""
    player = state.current_player()
    moment = Moment(state)
    if state.stage == ACTION:
        return [_action_worth(state, player, moment, a) for a in actions]
    if isinstance(actions[0], Place):
        # A placement is valued by what it adds: the kingdom as it is counts the same for all.
        dom = state.dominoes[state.line[state.position] - 1]
        view = KingdomProspects(state, player)
        gold = moment.gold * _mined(state, dom)
        g = state.grid
        return [
            view.placement(dom, g.cell(a.square), a.direction) / UNIT + gold if isinstance(a, Place) else 0.0
            for a in actions
        ]
    if isinstance(actions[0], Pick):
        return _choice_values(state, player, moment, actions)
    return [0.0] * len(actions)  # a forced discard


def best_actions(state: ResourcesState) -> list[Action]:
    """Every legal action of the best value, in the order of the legal actions, without making
    and valuing every placement, gain and witch as an action (the playouts' greedy)."""
    if state.stage == PLACE:
        dom = state.dominoes[state.line[state.position] - 1]
        player = state.current_player()
        masks = state.territories[player].placement_masks(dom.first.terrain, dom.second.terrain)
        if not any(masks):
            return state.legal_actions()  # the discard
        _, top = KingdomProspects(state, player).best_placements(dom, masks)
        table = place_table(state.grid)
        return [table[direction][cell] for cell, direction in top]
    if state.stage == ACTION:
        return _best_actions_now(state)
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions
    worth = values(state, actions)
    best = max(worth)
    return [a for a, v in zip(actions, worth, strict=True) if v == best]


class Moment:
    """What the heuristic's values depend on besides the kingdom: how far the game is, and the
    tokens each player holds (read once a decision)."""

    __slots__ = ("_spoils", "_won", "bonus", "counts", "gold")

    def __init__(self, state: ResourcesState) -> None:
        rounds = state.config.rounds
        # A kind won is worth more as the end nears: early leads are cheap and change hands.
        self.bonus = KIND_BONUS * state.round / rounds
        # Gold is fuel while an action can still follow, then only the tie-break.
        self.gold = LATE_GOLD if state.round + 1 >= rounds else 1.0
        self.counts: Counts = [t.token_counts() for t in state.territories]
        self._spoils: dict[tuple[int, int], tuple[int, ...]] = {}
        self._won: dict[int, int] = {}

    def won(self, player: int) -> int:
        """The kinds `player` wins as the tokens stand."""
        known = self._won.get(player)
        if known is None:
            known = self._won[player] = _kinds_won(self.counts, player)
        return known

    def spoils(self, state: ResourcesState, player: int, target: int) -> tuple[int, ...]:
        """The tokens, by kind, a witch on `player`'s crown square `target` would remove."""
        key = (player, target)
        known = self._spoils.get(key)
        if known is None:
            victim = state.territories[player]
            lost = [0] * len(TOKEN_KINDS)
            around = state.grid.ring[target] & ~crown_squares(victim)
            for q in victim.resource_tokens:
                if around >> q & 1:
                    lost[victim.token_kind(q)] += 1
            known = self._spoils[key] = tuple(lost)
        return known


# --- prospects ----------------------------------------------------------------------------------


def gain_yield(state: ResourcesState, terr: HarvestTerritory, cell: int) -> int:
    """Tokens a gain on `cell` would place now (0 if it cannot be used), as the variant's
    `tokens.options` counts them."""
    crowns = terr.crowns_at(cell)
    kind = terr.token_kind(cell)
    before = terr.resource_tokens.get(cell, 0)
    if kind < 0 or before >= crowns:
        return 0
    same = terr.terrain[terr.specs[cell].terrain] & state.grid.ring[cell]
    room = sum(1 for p in bit_list(same) if terr.resource_tokens.get(p, 0) <= before)
    return min(1 + room, state.supply[kind])


def prospects(state: ResourcesState, terr: HarvestTerritory) -> float:
    """What the kingdom could still harvest (see the module doc), gold aside."""
    total = float(sum(gain_yield(state, terr, c) for c in bit_list(crown_squares(terr))))
    used = sum(1 << c for c in terr.witches)
    for cell in bit_list(terr.terrain[SWAMP] & terr.printed & ~used):
        total += WITCH_CROWN * terr.crowns_at(cell)
    return total


def standing(state: ResourcesState, terr: HarvestTerritory) -> float:
    """Prospects with the faint region tie-break: a placement is valued by how it changes this."""
    return prospects(state, terr) + REGION_TIE_BREAK * quick_score(terr, state.config.options)


def _mined(state: ResourcesState, dom: Domino) -> int:
    gold = sum(h.fires for h in dom.squares if h.terrain == MINE)
    return min(gold, state.gold_pool)


# --- actions ----------------------------------------------------------------------------------


def spoils_nothing(state: ResourcesState, action: Action) -> bool:
    """Whether `action` is a witch with no token to remove around any of its targets: gold paid
    for nothing, whatever else the position is."""
    if not isinstance(action, Witch):
        return False
    g = state.grid
    for p, square in action.targets:
        victim = state.territories[p]
        around = g.ring[g.cell(square)] & ~crown_squares(victim)
        if any(around >> q & 1 for q in victim.resource_tokens):
            return False
    return True


def _kinds_won(counts: Counts, player: int) -> int:
    """The kinds `player` has the most tokens of (at least one; ties count), as the harvest says."""
    mine = counts[player]
    return sum(1 for k in TOKEN_KINDS if mine[k] and mine[k] >= max(c[k] for c in counts))


def _action_worth(state: ResourcesState, player: int, moment: Moment, action: Action) -> float:
    g = state.grid
    if isinstance(action, Gain):
        return _gain_worth(state, player, moment, g.cell(action.square))
    if isinstance(action, Witch):
        targets = [(p, g.cell(square)) for p, square in action.targets]
        return _witch_worth(state, player, moment, g.cell(action.square), targets)
    return 0.0  # pass


def _gain_worth(state: ResourcesState, player: int, moment: Moment, cell: int) -> float:
    """The tokens a gain places, the kinds it wins, less its gold."""
    terr = state.territories[player]
    placed = gain_yield(state, terr, cell)
    counts = moment.counts
    after = counts.copy()
    mine = list(counts[player])
    mine[terr.token_kind(cell)] += placed
    after[player] = tuple(mine)
    return placed + moment.bonus * (_kinds_won(after, player) - moment.won(player)) - moment.gold


def _witch_worth(
    state: ResourcesState, player: int, moment: Moment, cell: int, targets: list[tuple[int, int]]
) -> float:
    """Half a token per token the witch removes, the kinds that change hands to the player, less
    its gold."""
    crowns = state.territories[player].crowns_at(cell)
    after = moment.counts.copy()
    removed = 0
    for p, target in targets:
        spoils = moment.spoils(state, p, target)
        lost = sum(spoils)
        if lost:
            after[p] = tuple(n - k for n, k in zip(after[p], spoils, strict=True))
            removed += lost
    if not removed:
        return -moment.gold * crowns
    won = _kinds_won(after, player) - moment.won(player)
    return WITCH_TOKEN * removed + moment.bonus * won - moment.gold * crowns


def _witch_targets(
    state: ResourcesState, player: int, crowns: int, moment: Moment | None = None
) -> Iterator[list[tuple[int, int]]]:
    """Every choice of targets for a witch of `crowns`, in the order the variant's
    `tokens.options` lists them: opponents in seat order, each one's crown squares in reading
    order.

    With `moment`, only the targets with tokens around them and the first without: a witch's
    worth depends on the tokens it removes, so the other targets without any add no new worth.
    """
    targets = {}
    for p, terr in enumerate(state.territories):
        if p != player:
            squares = bit_list(crown_squares(terr))
            if moment is not None:
                dead = [c for c in squares if not any(moment.spoils(state, p, c))]
                squares = [c for c in squares if c not in dead[1:]]
            targets[p] = squares
    for seats in combinations(sorted(targets), crowns):
        for chosen in product(*(targets[p] for p in seats)):
            yield list(zip(seats, chosen, strict=True))


# An action as a key: (cell, targets) for a witch; (cell, None) for a gain; (-1, None) for a pass.
ActionKey = tuple[int, list[tuple[int, int]] | None]
PASS_KEY: ActionKey = (-1, None)


def action_worths(
    state: ResourcesState, player: int, moment: Moment, *, every: bool = True
) -> Iterator[tuple[float, ActionKey]]:
    """The worth of each action `player` could take if it were acting now that might be worth
    taking, in the order of the variant's `tokens.options` (gains, witches, pass), without
    making them.

    A witch whose targets hold no token to remove is worth less than a pass (its gold, for
    nothing): it is left out, which spares listing the hundreds of such choices a two-crown
    witch has. `every=False`: one witch of each worth is enough (for the best worth).
    """
    for cell in bit_list(gain_squares(state, player)):
        yield _gain_worth(state, player, moment, cell), (cell, None)
    terr = state.territories[player]
    worth: dict[tuple[tuple[int, int], ...], float] = {}  # by the targets that lose tokens
    for cell in witches(terr):
        crowns = terr.crowns_at(cell)
        if crowns > terr.gold:
            continue
        worth.clear()
        for targets in _witch_targets(state, player, crowns, None if every else moment):
            live = tuple(t for t in targets if any(moment.spoils(state, *t)))
            if live:
                if live not in worth:
                    worth[live] = _witch_worth(state, player, moment, cell, list(live))
                yield worth[live], (cell, targets)
    yield 0.0, PASS_KEY


def best_action_worth(state: ResourcesState, player: int, moment: Moment) -> float:
    """The worth of the best action `player` could take if it were acting now (a pass: 0)."""
    return max(worth for worth, _ in action_worths(state, player, moment, every=False))


def _best_actions_now(state: ResourcesState) -> list[Action]:
    """The acting king's best actions, made from their keys (see `best_actions`)."""
    worths = list(action_worths(state, state.current_player(), Moment(state)))
    best = max(worth for worth, _ in worths)
    squares = state.grid.squares
    out: list[Action] = []
    for worth, (cell, targets) in worths:
        if worth == best:
            if cell < 0:
                out.append(PASS)
            elif targets is None:
                out.append(gain_table(state.grid)[cell])
            else:
                out.append(Witch(squares[cell], tuple((p, squares[t]) for p, t in targets)))
    return out


# --- choices ----------------------------------------------------------------------------------


def domino_value(
    state: ResourcesState, view: KingdomProspects, moment: Moment, dom: Domino, *, usable: bool
) -> float:
    """What choosing `dom` is worth to the kingdom `view` looks at (see the module doc)."""
    gold = moment.gold * _mined(state, dom)
    if not usable:
        return gold
    masks = view.terr.placement_masks(dom.first.terrain, dom.second.terrain)
    if not any(masks):
        return SQUARES_WORTH
    best, _ = view.best_placements(dom, masks)
    return best / UNIT + gold + SQUARES_WORTH


def _choice_values(state: ResourcesState, player: int, moment: Moment, actions: list[Action]) -> list[float]:
    view = KingdomProspects(state, player)
    # A domino chosen now is placed next round; its crown squares yield from the round after.
    usable = state.stage == DRAFT or state.round + 2 <= state.config.rounds
    out = []
    for a in actions:
        if isinstance(a, Act):
            best = best_action_worth(state, player, moment)
            out.append(best + FIRST_CHOICE if best > 0 else NOTHING_TO_DO)
            continue
        assert isinstance(a, Pick)
        dominoes = (state.dominoes[n - 1] for n in a.numbers)
        out.append(sum(domino_value(state, view, moment, dom, usable=usable) for dom in dominoes))
    return out
