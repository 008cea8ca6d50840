"""The Resource Tokens variant's reasons for a refusal: acting, gains, witches, tokens and gold
(see rules.core.refusals for the templates' form; lang/*/reasons.ftl words them)."""

from __future__ import annotations

from typing import Final

ENGLISH: Final[dict[str, str]] = {
    "expected-first-pick": (
        "`{action}` is not possible now: choose from the first line (e.g. `{example}`); "
        "there is no action at the initial draft"
    ),
    "expected-pick-or-act": (
        "`{action}` is not possible now: choose a domino of the next line (e.g. `{example}`), or `act`"
    ),
    "expected-action": (
        "`{action}` is not possible now: gain resources (e.g. `gain C3`), use a witch "
        "(e.g. `witch D4 on 2 F5`) or pass"
    ),
    "gain-no-gold": "gaining resources costs 1 gold, and your castle has none",
    "gain-off-kingdom": "{square} is not a square of your kingdom",
    "gain-no-crown": "{square} has no crown: resources are gained on a crown square",
    "gain-barren": "{square} is a {terrain}: swamps and mines yield no resources",
    "gain-used-up": (
        "{square} already holds as many tokens as it has crowns ({crowns}): "
        "a crown square is used once per crown"
    ),
    "gain-supply-empty": "no {token} tokens are left in the supply",
    "witch-used": "the witch on {square} has been used: each witch once a game",
    "witch-not-yours": (
        "{square} is not a witch of yours: a witch is a swamp square with crowns in your kingdom"
    ),
    "witch-too-dear": "the witch on {square} costs {crowns} gold, and your castle has {gold}",
    "witch-targets": (
        "a witch with {crowns} {crowns:crown|crowns} is used on {crowns} crown "
        "{crowns:square|squares}, each of a different opponent"
    ),
    "witch-on-own": "a witch is used on your opponents' crown squares, not on your own",
    "witch-no-player": "there is no player {player} in this game",
    "witch-not-crown": "{square} is not a crown square of player {player}",
    "witch-not-legal-now": "`{action}` is not a legal witch now",
    "witch-usage": "{text!r}: expected `witch SQUARE on PLAYER SQUARE` (a pair for each crown of the witch)",
    "witch-malformed": "a witch is used on a player (from 1) and one of their crown squares",
    "step-unreadable": "{text!r} is not a gain or a witch",
    "step-witch-targets": "{text!r}: a witch's targets come as a player and a square",
    "notation-token-count": "{text!r}: a square holds 1 or {most} resource tokens",
    "notation-barren": "{text!r}: a {terrain} yields no resource tokens",
    "notation-gold": (
        "{text!r}: gold lies only on the castle or on a used witch (a swamp with crowns, "
        "as much gold as crowns: S1$1, S2$2)"
    ),
}
