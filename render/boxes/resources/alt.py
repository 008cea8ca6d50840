"""The Resource Tokens variant in the alt texts: the choice to act and the acting king, a
kingdom's tokens by square, its gold and its witches, the table's action column, harvest and
supply, a sheet's harvest, and the gold that breaks a tie."""

from __future__ import annotations

from collections.abc import Sequence

from lang import Words
from render.alt.describe import against_words, player_name, who
from render.boxes.resources import words as own
from render.core import terms
from rules import Decision, Pending, TieBreak
from rules.boxes.resources import (
    TOKEN_KINDS,
    GoldTieBreak,
    HarvestSheet,
    HarvestTerritory,
    ResourcesState,
    kinds_won,
)

# Who must decide what on the picture's narrow line (the variant says it shorter).
_SHORT_PENDING = {Decision.ACT: "pending-act-short", Decision.PICK: "pending-pick-or-act-short"}


def pending_words(pending: Pending, name: str, *, spoken: bool, words: Words) -> str | None:
    """A choice (a domino, or to act) and an action, short on the picture's line."""
    if not spoken and pending.decision in _SHORT_PENDING:
        return words(_SHORT_PENDING[pending.decision], name=name)  # the panel's line is narrow
    if pending.decision is Decision.PICK:
        return words("pending-pick-or-act", name=name)
    return None


def territory_words(
    state: ResourcesState, player: int, names: Sequence[str] | None, words: Words
) -> tuple[str, list[str]]:
    """The Resource Tokens variant: squares (no size limit), the kinds won now; then each token by
    square, gold on the castle and the witches used. Crown regions score nothing here."""
    terr = state.territories[player]
    won = kinds_won([t.token_counts() for t in state.territories])[player]
    head = words(
        "alt-kingdom",
        who=who(names, player, words),
        squares=terr.square_count,
        kinds=own.kinds(words, len(won)),
        which=own.kind_list(words, won),
    )
    centre = terms.centre(words, terr.box)
    details = [
        words("alt-tokens", tokens=_tokens_by_square(terr, words)),
        words("alt-gold", centre=centre, gold=terr.gold),
    ]
    if terr.witches:
        used = [words("alt-witch", square=terr.grid.name(c), gold=g) for c, g in sorted(terr.witches.items())]
        details.append(words("alt-witches", witches=", ".join(used)))
    return head, details


def _tokens_by_square(terr: HarvestTerritory, words: Words) -> str:
    """Each kind held, with its squares: "3 wheat (U22, U23 ×2), 1 fish (S24)"."""
    by_kind: dict[int, list[str]] = {}
    for cell, n in sorted(terr.resource_tokens.items()):
        by_kind.setdefault(terr.token_kind(cell), []).append(terr.grid.name(cell) + " ×2" * (n == 2))
    counts = terr.token_counts()
    held = [
        words("alt-token-squares", tokens=own.token_count(words, k, counts[k]), squares=", ".join(by_kind[k]))
        for k in TOKEN_KINDS
        if counts[k]
    ]
    return ", ".join(held) if held else words("alt-tokens-none")


def table_words(state: ResourcesState, names: Sequence[str] | None, words: Words) -> list[str]:
    """The Resource Tokens variant's table: the kings acting before the line, each player's
    kinds won now, tokens and gold, and the supply."""
    box = state.config.box
    centre = terms.centre(words, box)

    def kings(seats: list[int]) -> str:
        return ", ".join(player_name(names, p, words) for p in seats) if seats else words("kings-none")

    parts = []
    if state.actors:
        parts.append(words("alt-still-to-act", kings=kings(state.actors)))
    parts.append(words("alt-action-column", kings=kings(state.column)))
    counts = [t.token_counts() for t in state.territories]
    won = kinds_won(counts)
    for p, terr in enumerate(state.territories):
        parts.append(
            words(
                "alt-harvest-over" if state.is_over else "alt-harvest-now",
                name=player_name(names, p, words),
                kinds=own.kinds(words, len(won[p])),
                which=own.kind_list(words, won[p]),
                tokens=own.tokens(words, counts[p]),
                gold=terr.gold,
                centre=centre,
                witches=len(terr.witches),
            )
        )
    parts.append(words("alt-supply", tokens=own.tokens(words, state.supply), gold=state.gold_pool))
    return parts


def tie_words(tie: TieBreak, level: str, words: Words) -> str | None:
    """Players level on kinds won, told apart by the gold on their castles (or not)."""
    if not isinstance(tie, GoldTieBreak):
        return None
    if tie.decided_by == "shared":
        return words("tie-gold-shared", names=level, kinds=tie.points, gold=tie.gold[0])
    key = "tie-gold-some-shared" if len(set(tie.gold)) < len(tie.gold) else "tie-gold"
    return words(key, names=level, kinds=tie.points, gold=against_words(tie.gold, words))


def harvest_words(sheet: HarvestSheet, name: str, words: Words) -> str:
    """One player's harvest: tokens by kind (those won marked), kinds won, gold."""
    kinds = ", ".join(
        words(
            "alt-harvest-kind-won" if k in sheet.won else "alt-harvest-kind",
            token=own.token(words, k),
            count=sheet.tokens[k],
        )
        for k in TOKEN_KINDS
    )
    return words(
        "alt-harvest",
        name=name,
        kinds=kinds,
        won=own.kinds(words, sheet.total),
        gold=sheet.gold,
        centre=terms.centre(words, sheet.game_box),
        spent=sheet.witch_gold,
    )
