"""The Resource Tokens variant's score sheet: its harvest, a line per kind of token, the gold and
the kinds won (its crown regions score nothing, and are left out)."""

from __future__ import annotations

from lang import Words
from render import sprites
from render.boxes.resources import token_sprites
from render.boxes.resources.words import token
from render.core import terms
from render.core.terms import capital
from render.layers.sheet_lines import ICON, TOKEN, WON, Line, Style
from rules.boxes.resources import TOKEN_KINDS, HarvestSheet, ResourcesState


def harvest_lines(state: ResourcesState, sheet: HarvestSheet, words: Words) -> list[Line]:
    """The Resource Tokens variant's harvest: a line per kind of token (1 if the player has the
    most, or shares it), the gold that breaks ties, and the kinds won.

    The crown regions are left out: they score nothing in the variant.
    """
    counts = [t.token_counts() for t in state.territories]
    lines = [Line(Style.SECTION, words("sheet-tokens"))]
    for kind in TOKEN_KINDS:
        held = [c[kind] for c in counts]
        lines.append(_kind_line(kind, sheet.tokens[kind], max(held), held.count(max(held)) > 1, words))
    centre = terms.centre(words, sheet.game_box)
    spent = (
        words("sheet-gold-spent", gold=sheet.witch_gold) if sheet.witch_gold else words("sheet-none-spent")
    )
    lines += [
        Line(Style.SECTION, words("sheet-gold")),
        Line(
            Style.ITEM,
            words("sheet-gold-on", gold=sheet.gold, centre=centre),
            detail=spent,
            icons=(token_sprites.coin(sheet.gold, ICON),),
        ),
        Line(Style.TOTAL, words("sheet-kinds-won"), points=str(sheet.total)),
        Line(Style.MEASURES, words("sheet-tie-break-gold", gold=sheet.gold, centre=centre)),
    ]
    return lines


def _kind_line(kind: int, held: int, best: int, shared: bool, words: Words) -> Line:
    """One kind: how many tokens, against the most anyone has; won: a crown beside the token."""
    won = held == best > 0
    if not best:
        detail = words("sheet-kind-nobody")
    elif won:
        detail = words("sheet-kind-shared" if shared else "sheet-kind-most")
    else:
        detail = words("sheet-kind-behind", most=best)
    icons = (token_sprites.token(kind, TOKEN), *((sprites.crown(WON),) if won else ()))
    label = words("sheet-kind", token=capital(token(words, kind)), count=held)
    return Line(Style.ITEM, label, detail, "1" if won else "0", icons, muted=not won)
