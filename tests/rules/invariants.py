"""The invariants every seeded game keeps, shared by the contract test (tests/rules/test_contract.py)
and the games' own tests: conservation of the squares and dominoes and the pending decision for
every game; each registered game's own (`GAME_CHECKS`: Origins' wooden resources, fire tokens,
cavemen and totems; the variant's resource tokens, gold and kings), and, for a game without
them, that none of another game's pieces ever appears; legal actions (all apply, nothing else
does); JSON snapshots equal to the replay of their record.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from rules import (
    GameState,
    IllegalAction,
    MalformedAction,
    NotYourTurn,
    apply,
    parse_action,
    record_from_json,
    record_to_json,
    state_from_json,
    state_to_json,
)
from rules.boxes.classic import no_origins_pieces
from rules.boxes.origins import (
    CAVEMAN_NAMES,
    CAVEMAN_TILES,
    DOMINOES,
    FIRE,
    FIRE_TOKEN_SUPPLY,
    RESOURCE_NAMES,
    RESOURCE_SUPPLY,
    RESOURCES,
    OriginsState,
    OriginsTerritory,
    volcano_half,
    wooden_resource,
)
from rules.boxes.resources import (
    GOLD_SUPPLY,
    START_GOLD,
    TERRAIN_TOKEN,
    TOKEN_KINDS,
    TOKEN_SUPPLY,
    HarvestTerritory,
    ResourcesState,
)
from rules.core.actions import Action
from rules.core.decisions import PLACE
from rules.core.grid import DIRECTION_NAMES, Square
from rules.core.pieces import SWAMP
from rules.names import Game, Mode

# --- every game -------------------------------------------------------------------------------


def canonical(state: GameState) -> str:
    """The whole state as canonical JSON text, to compare states exactly."""
    return json.dumps(state_to_json(state), sort_keys=True)


def events_of(state: GameState, kind: str) -> list[tuple[Any, ...]]:
    return [e for e in state.events if e[0] == kind]


def above_the_line(state: GameState) -> bool:
    """Whether the acting king is above the line, acting before any king on it places (the
    Resource Tokens variant)."""
    return isinstance(state, ResourcesState) and bool(state.actors)


def check_squares_and_dominoes(state: GameState) -> None:
    """Squares = 1 + 2 × dominoes placed; every domino is in exactly one place."""
    placed = events_of(state, "place")
    discards = events_of(state, "discard")
    line_discards = events_of(state, "line-discard")
    for p, terr in enumerate(state.territories):
        assert terr.square_count == 1 + 2 * sum(1 for e in placed if e[1] == p)
        assert terr.discarded == sum(1 for e in discards if e[1] == p)
    used = {e[2] for e in placed} | {e[2] for e in discards}
    unplayed = [n for n in state.line if n not in used]
    everywhere = (
        state.deck
        + state.next_line
        + unplayed
        + [e[2] for e in placed]
        + [e[2] for e in discards]
        + [e[2] for e in line_discards]
    )
    # Every domino of the game's deck (all 48, or the classic duel's 24 of them) once, in one place.
    assert len(everywhere) == len(set(everywhere)) == state.config.deck_size
    assert set(everywhere) <= set(range(1, len(state.dominoes) + 1))
    # The chiefs of the current line have played exactly the dominoes before the acting one.
    if state.is_over:
        assert not unplayed
    elif state.round > 0:
        # The kings above the line (the Resource Tokens variant) come before any on dominoes.
        done = state.position + (0 if state.stage == PLACE or above_the_line(state) else 1)
        assert [n for n in state.line if n in used] == state.line[:done]


def check_pending(state: GameState) -> None:
    """The pending decision, the current player and the legal actions agree."""
    legal = state.legal_actions()
    pending = state.pending()
    if state.is_over:
        assert pending is None and legal == [] and state.current_player() == -1
        return
    assert pending is not None and legal
    assert pending.player == state.current_player()
    assert len(set(legal)) == len(legal)


# --- each game's own ----------------------------------------------------------------------------


def check_resources(state: OriginsState) -> None:
    """Wooden resources on territories + burnt + paid = resources put out, kind by kind."""
    put_out: Counter[int] = Counter()
    if state.PUTS_RESOURCES:
        for e in events_of(state, "place"):
            for half in state.dominoes[e[2] - 1].squares:
                if wooden_resource(half) >= 0:
                    put_out[wooden_resource(half)] += 1
    burnt = Counter(e[3] for e in events_of(state, "burnt-resource"))
    paid = Counter(e[3] for e in events_of(state, "pay"))
    for r in RESOURCES:
        on = sum(t.resource_counts()[r] for t in state.territories)
        assert on + burnt[r] + paid[r] == put_out[r], RESOURCE_NAMES[r]
        assert put_out[r] <= RESOURCE_SUPPLY[r]


def check_fire(state: OriginsState) -> None:
    """Tokens on territories + lost + supply = the 10 in the box; one token per volcano placed."""
    on = Counter(f for t in state.territories for f in t.tokens.values())
    lost = Counter(e[2] for e in events_of(state, "fire-lost"))
    for fires, count in FIRE_TOKEN_SUPPLY.items():
        assert on[fires] + lost[fires] + state.fire_supply[fires] == count
    assert sum(on.values()) + sum(lost.values()) + sum(state.fire_supply.values()) == 10
    volcanoes: Counter[int] = Counter()
    for e in events_of(state, "place"):
        half = volcano_half(state.dominoes[e[2] - 1])
        if half is not None:
            volcanoes[half.craters] += 1
    thrown = Counter(e[3] for e in events_of(state, "fire")) + lost
    if state.fire_at is not None:
        thrown[state.fire_at[1]] += 1
    assert thrown == volcanoes
    assert (state.fire_at is not None) == (state.stage == FIRE)
    landed = {(e[1], e[2]): e[3] for e in events_of(state, "fire")}
    tokens = {(p, cell): f for p, t in enumerate(state.territories) for cell, f in t.tokens.items()}
    assert landed == tokens


def check_cavemen(state: OriginsState) -> None:
    """Cavemen on territories + burnt + board + pile = the 22 tiles, kind by kind (Tribe only)."""
    if state.config.mode is not Mode.TRIBE:
        assert all(not t.cavemen for t in state.territories)
        assert state.cave_board == [-1] * 4 and not state.cave_pile
        return
    where = Counter(k for t in state.territories for k in t.cavemen.values())
    where += Counter(e[3] for e in events_of(state, "burnt-caveman"))
    where += Counter(k for k in state.cave_board if k >= 0)
    where += Counter(state.cave_pile)
    assert where == Counter(CAVEMAN_TILES)
    assert sum(where.values()) == 22
    settled = len(events_of(state, "settle"))
    assert settled == sum(len(t.cavemen) for t in state.territories) + len(events_of(state, "burnt-caveman"))


def check_totems(state: OriginsState) -> None:
    """Totem mode: each holder has the most, nobody holds a resource nobody has (ruling 5).

    While a volcano's token is pending, the kinds its domino brought wait for it (evaluated once
    per placement, after the token).
    """
    if state.config.mode is not Mode.TOTEM:
        assert state.totems == [-1] * 4 and not state.totem_queue
        return
    waiting = set()
    if state.stage == FIRE:
        assert not state.totem_queue  # nothing is evaluated before the token lands
        dom = DOMINOES[state.line[state.position] - 1]
        waiting = {wooden_resource(h) for h in (dom.first, dom.second) if wooden_resource(h) >= 0}
    queued = {r for r, _, _ in state.totem_queue}
    for r in RESOURCES:
        if r in queued or r in waiting:
            continue
        counts = [t.resource_count(r) for t in state.territories]
        best = max(counts)
        holder = state.totems[r]
        if best == 0:
            assert holder == -1
        elif holder >= 0:
            assert counts[holder] == best
        else:
            assert counts.count(best) > 1  # on the table only while the lead is shared


def check_resource_tokens(state: ResourcesState) -> None:
    """The Resource Tokens variant: tokens on kingdoms + supply = the box's, as the gains and the
    witches say; castles + witches + pool = 22 gold, as the mines, gains and witches say; tokens
    only where a gain can put them; every king in exactly one place."""
    on = [sum(t.token_counts()[k] for t in state.territories) for k in TOKEN_KINDS]
    gained: Counter[int] = Counter()
    for e in events_of(state, "gain"):
        gained[e[3]] += e[4]
    spoilt = Counter(e[3] for e in events_of(state, "spoilt"))
    for k in TOKEN_KINDS:
        assert on[k] + state.supply[k] == TOKEN_SUPPLY[k] and state.supply[k] >= 0
        assert on[k] == gained[k] - spoilt[k]
    for terr in state.territories:
        for cell, n in terr.resource_tokens.items():
            assert 1 <= n <= 2 and TERRAIN_TOKEN[terr.specs[cell].terrain] >= 0
        for cell, gold in terr.witches.items():
            assert terr.specs[cell].terrain == SWAMP and gold == terr.specs[cell].fires > 0
    castles = [t.gold for t in state.territories]
    witches = [sum(t.witches.values()) for t in state.territories]
    assert sum(castles) + sum(witches) + state.gold_pool == GOLD_SUPPLY
    assert min(castles) >= 0 and state.gold_pool >= 0
    for p in range(state.config.players):
        mined = sum(e[3] for e in events_of(state, "gold") if e[1] == p)
        gains = sum(1 for e in events_of(state, "gain") if e[1] == p)
        assert castles[p] == START_GOLD + mined - gains - witches[p]
    if state.round > 0 and not state.is_over and not state.final_round:
        # Every king is above the old line, on a domino of it, above the next line or on it.
        chosen = state.column + [o for o in state.next_owners if o >= 0]
        waiting = state.actors + state.line_owners[state.position :]  # the one deciding included
        assert sorted(chosen + waiting) == list(range(state.config.players))


# Events only a game with those pieces has.
ORIGINS_EVENTS = {
    "fire",
    "fire-lost",
    "burnt-resource",
    "burnt-caveman",
    "totem",
    "totem-return",
    "pay",
    "settle",
}
VARIANT_EVENTS = {"act", "gain", "witch", "pass", "spoilt", "gold"}


def check_no_origins_pieces(state: GameState) -> None:
    """A game without Origins' pieces: no fire token, wooden resource, totem or caveman anywhere,
    its snapshot lists them all empty (as version 1 has always listed them)."""
    assert not isinstance(state, OriginsState)
    assert all(not isinstance(t, OriginsTerritory) for t in state.territories)
    assert not {e[0] for e in state.events} & ORIGINS_EVENTS
    snapshot = state_to_json(state)
    assert {key: snapshot[key] for key in no_origins_pieces()} == no_origins_pieces()


def check_no_variant(state: GameState) -> None:
    """A game without the Resource Tokens variant's pieces: no tokens, gold or action column."""
    assert not isinstance(state, ResourcesState)
    assert all(not isinstance(t, HarvestTerritory) for t in state.territories)
    assert not {e[0] for e in state.events} & VARIANT_EVENTS
    assert not {"gold_pool", "supply", "column", "actors"} & set(state_to_json(state))


def _origins(state: GameState) -> None:
    assert isinstance(state, OriginsState)
    check_resources(state)
    check_fire(state)
    check_cavemen(state)
    check_totems(state)
    check_no_variant(state)


def _resources(state: GameState) -> None:
    assert isinstance(state, ResourcesState)
    check_resource_tokens(state)
    check_no_origins_pieces(state)


def _classic(state: GameState) -> None:
    check_no_origins_pieces(state)
    check_no_variant(state)


# Each game's own invariants; a game without an entry keeps the common ones.
GAME_CHECKS: dict[Game, Callable[[GameState], None]] = {
    Game.ORIGINS: _origins,
    Game.CLASSIC: _classic,
    Game.RESOURCES: _resources,
}


def check_invariants(state: GameState) -> None:
    check_squares_and_dominoes(state)
    own = GAME_CHECKS.get(state.config.game)
    if own is not None:
        own(state)
    check_pending(state)


# --- legal and illegal actions ----------------------------------------------------------------


def check_every_legal_action_applies(state: GameState) -> None:
    """Each legal action applies to a copy without error and keeps the invariants."""
    before = canonical(state)
    for action in state.legal_actions():
        after = apply(state, action)
        assert after.actions[-1] == action
        check_invariants(after)
    assert canonical(state) == before


def random_square(rng: random.Random, state: GameState) -> str:
    """A square name, mostly on the grid, sometimes just off it."""
    width = state.grid.width
    return str(Square(rng.randrange(width + 2), rng.randrange(width + 2)))


def random_action_text(rng: random.Random, state: GameState) -> str:
    """A well-formed action text of any kind, legal or not."""
    square = random_square(rng, state)
    numbers = [*state.next_line, *state.line, rng.randrange(1, 49)]
    verb = rng.randrange(14 if isinstance(state, ResourcesState) else 10)
    if verb == 10:
        return rng.choice(["act", "pass"])
    if verb == 11:
        return f"gain {square}"
    if verb >= 12:
        seats = [rng.randrange(1, 6) for _ in range(rng.randrange(1, 3))]
        return f"witch {square} on " + " ".join(f"{p} {random_square(rng, state)}" for p in seats)
    if verb == 0:
        return f"pick {rng.choice(numbers)}"
    if verb == 1:
        return f"pick {rng.choice(numbers)} {rng.choice(numbers)}"
    if verb in (2, 3):
        return f"place {square} {rng.choice(DIRECTION_NAMES)}"
    if verb == 4:
        return "discard"
    if verb == 5:
        return f"fire {square}"
    if verb == 6:
        return f"totem {rng.choice(RESOURCE_NAMES)} to {rng.randrange(1, 6)}"
    if verb == 7:
        return rng.choice(
            [
                f"recruit board {rng.randrange(1, 5)}",
                f"recruit pile {rng.choice(CAVEMAN_NAMES)}",
                "recruit skip",
            ]
        )
    if verb == 8:
        return f"pay {square}"
    return f"settle {square}"


def near_miss(rng: random.Random, action: Action) -> str:
    """A legal action's text with its square moved by one, often illegal."""
    words = str(action).split()
    for i, word in enumerate(words):
        if word[0].isupper() and word[-1].isdigit():
            square = Square.parse(word)
            col = max(0, square.col + rng.choice((-1, 0, 1)))
            row = max(0, square.row + rng.choice((-1, 0, 1)))
            words[i] = str(Square(row, col))
    return " ".join(words)


def check_only_legal_actions_apply(state: GameState, rng: random.Random, tries: int = 25) -> None:
    """A well-formed action applies iff it is in legal_actions; otherwise IllegalAction."""
    legal = state.legal_actions()
    allowed = set(legal)
    before = canonical(state)
    for i in range(tries):
        text = near_miss(rng, rng.choice(legal)) if i % 3 == 0 else random_action_text(rng, state)
        try:
            action = parse_action(text)
        except MalformedAction:
            continue
        if action in allowed:
            apply(state, action)
        else:
            with pytest.raises(IllegalAction) as refused:
                apply(state, action)
            message = str(refused.value)
            assert message and "\n" not in message  # one sentence for the player
    # A legal action offered by anyone else than the pending player is refused.
    for seat in range(state.config.players):
        if seat != state.current_player():
            with pytest.raises(NotYourTurn):
                apply(state, legal[0], player=seat)
    assert canonical(state) == before


# --- snapshots --------------------------------------------------------------------------------


def check_snapshot_equals_replay(state: GameState) -> GameState:
    """The JSON snapshot and the replayed JSON record both equal the state; returns the loaded one."""
    text = json.dumps(state_to_json(state))
    loaded = state_from_json(json.loads(text))
    assert canonical(loaded) == canonical(state)
    record = json.loads(json.dumps(record_to_json(state)))
    replayed = record_from_json(record)
    assert canonical(replayed) == canonical(state)
    return loaded
