"""What each move of a finished game did, in words: the captions of `/origins replay`.

A move is one action; its caption is told from the engine's events (`GameState.events`), which
say what the action did and everything that followed by itself before the next decision: the
last chief taking the last domino, a fire token with nowhere to land, a totem changing hands, a
new round, the end. So a caption names the domino placed (which the action `place E4 right` does
not) and the consequences a player would otherwise have to work out from two pictures.

The sentences are lang/en/replay.ftl's; game terms come from lang/en/terms.ftl.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from bot.i18n.messages import and_join, result
from lang import Words
from rules import DIRECTION_NAMES, Action, GameState, Pick, Recruit, as_a, final_scores
from rules.boxes.origins import BOARD, CAVEMAN_NAMES, RESOURCE_NAMES, SKIP, OriginsState
from rules.boxes.resources import TOKEN_NAMES

Event = tuple[Any, ...]


def caption(before: GameState, action: Action, after: GameState, names: Sequence[str], w: Words) -> str:
    """What `action`, played on `before`, did (`after` is the state it led to): a few phrases, in
    `w`'s language.

    `names`: the seats' names as a message shows them (`plain`)."""
    actor = names[before.current_player()]
    phrases = []
    if isinstance(action, Recruit):  # choosing a caveman leaves no event: its payment and place do
        phrases.append(_recruit(before, action, actor, w))
    own_pick = isinstance(action, Pick)
    spoilt: Counter[int] = Counter()
    for event in after.events[len(before.events) :]:
        if event[0] == "spoilt":  # a witch's harm, one event per token: told per player below
            spoilt[event[1]] += 1
            continue
        phrase = _phrase(after, event, names, w, own_pick=own_pick)
        own_pick = own_pick and event[0] != "pick"
        if phrase:
            phrases.append(phrase)
    phrases += [w("replay-spoilt", name=names[p], count=n) for p, n in sorted(spoilt.items())]
    return "; ".join(phrases)


def _recruit(before: GameState, action: Recruit, actor: str, w: Words) -> str:
    if action.source == SKIP:
        return w("replay-recruit-skip", name=actor)
    if action.source == BOARD:
        kind = as_a(OriginsState, before).cave_board[action.which]
        return w("replay-recruit-board", name=actor, caveman=caveman(kind, w), slot=action.which + 1)
    return w("replay-recruit-pile", name=actor, caveman=caveman(action.which, w))


def _phrase(state: GameState, event: Event, names: Sequence[str], w: Words, *, own_pick: bool) -> str:
    """One event in words; "" for events that tell nothing new."""
    kind, who = event[0], event[1] if len(event) > 1 else -1
    name = names[who] if isinstance(who, int) and 0 <= who < len(names) else ""
    square = state.grid.name
    tell = _TELLERS.get(kind)
    if kind == "pick":
        numbers = event[2:]
        if len(numbers) == 2:
            return w("replay-pick-pair", name=name, first=numbers[0], second=numbers[1])
        return w("replay-pick" if own_pick else "replay-pick-last", name=name, domino=numbers[0])
    if kind == "totem":
        resource, giver = event[2], event[3]
        if giver < 0:
            return w("replay-totem-taken", name=name, resource=resource_name(resource, w))
        return w("replay-totem-passed", name=name, giver=names[giver], resource=resource_name(resource, w))
    if kind == "witch":
        pairs = zip(event[3::2], event[4::2], strict=True)
        targets = and_join([w("replay-witch-target", name=names[p], square=square(c)) for p, c in pairs], w)
        return w("replay-witch", name=name, square=square(event[2]), targets=targets)
    if kind == "over":
        winners = [names[p] for p in final_scores(state).winners]
        return w("replay-over", result=result(winners, w))
    return "" if tell is None else tell(event, name, square, w)


def caveman(kind: int, w: Words) -> str:
    """A caveman's title (lang/*/terms.ftl)."""
    return w(f"caveman-{CAVEMAN_NAMES[kind]}")


def resource_name(kind: int, w: Words) -> str:
    """A wooden resource's name (lang/*/terms.ftl)."""
    return w(f"resource-{RESOURCE_NAMES[kind]}")


Teller = Callable[[Event, str, Callable[[int], str], Words], str]
# The events told by their fields alone: (event, the player's name, a cell's square name, the
# words) -> words.
_TELLERS: dict[str, Teller] = {
    "place": lambda e, name, sq, w: w(
        "replay-place",
        name=name,
        domino=e[2],
        square=sq(e[3]),
        direction=w(f"direction-{DIRECTION_NAMES[e[4]]}"),
    ),
    "discard": lambda e, name, sq, w: w("replay-discard", name=name, domino=e[2]),
    "fire": lambda e, name, sq, w: w("replay-fire", name=name, square=sq(e[2]), fires=e[3]),
    "burnt-resource": lambda e, name, sq, w: w("replay-burnt", what=resource_name(e[3], w)),
    "burnt-caveman": lambda e, name, sq, w: w("replay-burnt", what=caveman(e[3], w)),
    "fire-lost": lambda e, name, sq, w: w("replay-fire-lost", name=name, fires=e[2]),
    "totem-return": lambda e, name, sq, w: w(
        "replay-totem-returned", name=name, resource=resource_name(e[2], w)
    ),
    "pay": lambda e, name, sq, w: w(
        "replay-pay", name=name, square=sq(e[2]), resource=resource_name(e[3], w)
    ),
    "settle": lambda e, name, sq, w: w("replay-settle", name=name, square=sq(e[2]), caveman=caveman(e[3], w)),
    "act": lambda e, name, sq, w: w("replay-act", name=name),
    "pass": lambda e, name, sq, w: w("replay-pass", name=name),
    "gold": lambda e, name, sq, w: w("replay-gold", name=name, square=sq(e[2]), gold=e[3]),
    "gain": lambda e, name, sq, w: w(
        "replay-gain", name=name, square=sq(e[2]), kind=w(f"token-{TOKEN_NAMES[e[3]]}"), count=e[4]
    ),
    "line-discard": lambda e, name, sq, w: w("replay-line-discard", domino=e[2]),
    "round": lambda e, name, sq, w: w("replay-round-begins", round=e[2]),
}

# Every event kind a caption tells (the others would be left out of it).
TOLD = frozenset(_TELLERS) | {"pick", "totem", "witch", "over", "spoilt"}
