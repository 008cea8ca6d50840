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
  hands). Gold is worth a token while there is still an action to spend it on, and a tenth (the
  tie-break) after;
- a choice: each domino is worth what its best placement adds to the prospects, plus 1.5 for its
  squares (room to grow), if its crown squares can still be harvested (placed next round, a gain
  the round after at the earliest); `act` is worth the best action it could take now, plus a
  little for choosing first next round, or -1 when no action is worth anything. So greedy builds
  while its kingdom has little to harvest, and acts once a gain is worth more than any domino on
  offer. (The constants were tuned against earlier versions of this heuristic in a few hundred
  seeded games; they are not more than that.)

Placements are valued by the prospects after them, with the classic region score as a faint
tie-break so that kingdoms keep growing in coherent regions.
"""

from __future__ import annotations

from rules.actions import Act, Action, Gain, Pick, Place, Witch
from rules.components import MINE, SWAMP, Domino
from rules.game import ACTION, DRAFT, GameState
from rules.grid import bit_list
from rules.harvest import kinds_won
from rules.scoring import quick_score
from rules.territory import Territory
from rules.tokens import crown_squares

KIND_BONUS = 2.0  # a kind won (or shared) by an action, in tokens
WITCH_TOKEN = 0.5  # a token removed from an opponent, in tokens of one's own
WITCH_CROWN = 0.5  # an unused witch crown, in the prospects
FIRST_CHOICE = 0.3  # choosing first next round, for acting
NOTHING_TO_DO = -1.0  # acting with no action worth taking: only when no domino is worth more
SQUARES_WORTH = 1.5  # a domino that can still be harvested: room to grow, whatever its crowns
REGION_TIE_BREAK = 0.01  # per classic point: only tells apart placements of equal prospects


def values(state: GameState, actions: list[Action]) -> list[float]:
    """The greedy values of `actions`, the legal actions of the pending decision."""
    player = state.current_player()
    if state.stage == ACTION:
        return [_action_worth(state, player, a) for a in actions]
    if isinstance(actions[0], Place):
        dom = state.dominoes[state.line[state.position] - 1]
        terr = state.territories[player]
        g = state.grid
        return [
            _placed(state, terr, dom, g.cell(a.square), a.direction) if isinstance(a, Place) else 0.0
            for a in actions
        ]
    if isinstance(actions[0], Pick):
        return _choice_values(state, player, actions)
    return [0.0] * len(actions)  # a forced discard


# --- prospects ----------------------------------------------------------------------------------


def gain_yield(state: GameState, terr: Territory, cell: int) -> int:
    """Tokens a gain on `cell` would place now (0 if it cannot be used), as `rules.tokens` does."""
    crowns = terr.crowns_at(cell)
    kind = terr.token_kind(cell)
    before = terr.resource_tokens.get(cell, 0)
    if kind < 0 or before >= crowns:
        return 0
    same = terr.terrain[terr.specs[cell].terrain] & state.grid.ring[cell]
    room = sum(1 for p in bit_list(same) if terr.resource_tokens.get(p, 0) <= before)
    return min(1 + room, state.supply[kind])


def prospects(state: GameState, terr: Territory) -> float:
    """What the kingdom could still harvest (see the module doc), gold and witches aside."""
    total = float(sum(gain_yield(state, terr, c) for c in bit_list(crown_squares(terr))))
    used = sum(1 << c for c in terr.witches)
    for cell in bit_list(terr.terrain[SWAMP] & terr.printed & ~used):
        total += WITCH_CROWN * terr.crowns_at(cell)
    return total


def _gold_worth(state: GameState) -> float:
    """Gold is fuel while an action can still follow, then only the tie-break."""
    return 1.0 if state.round + 1 < state.config.rounds else 0.1


def _standing(state: GameState, terr: Territory) -> float:
    """Prospects, with the faint region tie-break."""
    return prospects(state, terr) + REGION_TIE_BREAK * quick_score(
        terr, state.config.mode, state.config.options
    )


def _placed(state: GameState, terr: Territory, dom: Domino, cell: int, direction: int) -> float:
    trial = terr.copy()
    trial.place(dom, cell, direction, resources=False)
    return _standing(state, trial) + _gold_worth(state) * _mined(state, dom)


def _mined(state: GameState, dom: Domino) -> int:
    gold = sum(h.fires for h in dom.squares if h.terrain == MINE)
    return min(gold, state.gold_pool)


# --- actions ----------------------------------------------------------------------------------


def _won(counts: list[tuple[int, ...]], player: int) -> int:
    return len(kinds_won(counts)[player])


def _action_worth(state: GameState, player: int, action: Action) -> float:
    counts = [t.token_counts() for t in state.territories]
    before = _won(counts, player)
    terr = state.territories[player]
    gold = _gold_worth(state)
    if isinstance(action, Gain):
        cell = state.grid.cell(action.square)
        placed = gain_yield(state, terr, cell)
        mine = list(counts[player])
        mine[terr.token_kind(cell)] += placed
        counts[player] = tuple(mine)
        return placed + _kind_bonus(state) * (_won(counts, player) - before) - gold
    if isinstance(action, Witch):
        removed = 0
        for p, square in action.targets:
            victim = state.territories[p]
            theirs = list(counts[p])
            around = state.grid.ring[state.grid.cell(square)] & ~crown_squares(victim)
            for q in bit_list(around):
                if victim.resource_tokens.get(q, 0):
                    theirs[victim.token_kind(q)] -= 1
                    removed += 1
            counts[p] = tuple(theirs)
        crowns = terr.crowns_at(state.grid.cell(action.square))
        return WITCH_TOKEN * removed + _kind_bonus(state) * (_won(counts, player) - before) - gold * crowns
    return 0.0  # pass


def _kind_bonus(state: GameState) -> float:
    """A kind won is worth more as the end nears: early leads are cheap and change hands."""
    return KIND_BONUS * state.round / state.config.rounds


def _best_action_now(state: GameState, player: int) -> float:
    """The worth of the best action the player could take if it were acting now."""
    copy = state.copy()
    copy.actors = [player]  # the options of `player` as an acting king
    copy.stage = ACTION
    return max(_action_worth(copy, player, a) for a in copy.legal_actions())


def _choice_values(state: GameState, player: int, actions: list[Action]) -> list[float]:
    terr = state.territories[player]
    now = _standing(state, terr)
    # A domino chosen now is placed next round; its crown squares yield from the round after.
    usable = state.stage == DRAFT or state.round + 2 <= state.config.rounds
    out = []
    for a in actions:
        if isinstance(a, Act):
            best = _best_action_now(state, player)
            out.append(best + FIRST_CHOICE if best > 0 else NOTHING_TO_DO)
            continue
        assert isinstance(a, Pick)
        best = 0.0
        for n in a.numbers:
            dom = state.dominoes[n - 1]
            masks = terr.placement_masks(dom.first.terrain, dom.second.terrain)
            gains = [
                _placed(state, terr, dom, cell, d) - now for d, m in enumerate(masks) for cell in bit_list(m)
            ]
            value = max(gains, default=0.0) + SQUARES_WORTH
            best += value if usable else _gold_worth(state) * _mined(state, dom)
        out.append(best)
    return out
