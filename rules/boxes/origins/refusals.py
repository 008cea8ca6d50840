"""Kingdomino Origins' reasons for a refusal: fire, totems, cavemen, wooden resources (see
rules.core.refusals for the templates' form; lang/*/reasons.ftl words them)."""

from __future__ import annotations

from typing import Final

ENGLISH: Final[dict[str, str]] = {
    "expected-fire": "`{action}` is not possible now: land the fire token (e.g. `fire C3`)",
    "expected-totem": "`{action}` is not possible now: give the {resource} totem to {players:or}",
    "expected-recruit": "`{action}` is not possible now: recruit a caveman or `recruit skip`",
    "expected-pay": (
        "`{action}` is not possible now: pay with a wooden resource of your territory (e.g. `pay D4`)"
    ),
    "expected-settle": (
        "`{action}` is not possible now: choose the square for your caveman (e.g. `settle C6`)"
    ),
    "fire-off-territory": "{square} is not part of your territory",
    "fire-out-of-range": (
        "{square} is out of range: a {craters}-crater volcano throws "
        "{far:next to it|up to {far} squares away}"
    ),
    "fire-on-volcano": "{square} is a volcano: fire never lands on one",
    "fire-already-burning": "{square} already has fire on it",
    "totem-to-tied": "give the {resource} totem to player {players:or}",
    "recruit-slot-empty": "slot {slot} of the cave board is empty",
    "recruit-none-left": "no {caveman} is left in the pile",
    "recruit-too-poor": "you need wooden resources of {kinds} different kinds in your territory for that",
    "pay-same-kind": "you already paid a {resource}: each resource must be of a different kind",
    "pay-no-resource": "there is no wooden resource of yours on {square}",
    "settle-refused": (
        "{square}: a caveman goes on a square of your territory (not the hut) "
        "with no fire, no wooden resource and no other caveman"
    ),
    "recruit-usage": "{text!r}: expected `recruit board SLOT`, `recruit pile KIND` or `recruit skip`",
    "not-a-slot-number": "{text!r} is not a cave board slot number",
    "not-a-resource": "{text!r} is not a resource ({names:list})",
    "not-a-caveman": "{text!r} is not a caveman ({names:list})",
    "totem-malformed": "a totem goes to a player (from 1) as mammoth, fish, mushroom or flint",
    "slot-out-of-range": "the cave board has slots 1 to {slots}",
    "no-such-caveman": "there is no such caveman",
    "recruit-source": "recruit from the `board` or the `pile`, or `recruit skip`",
    "config-cavemen": "the fixed caveman pile names more tiles than the box holds",
    "snapshot-recruit": "damaged snapshot: `recruit` is not a recruit action",
    "notation-fires": "{text!r}: fire tokens carry 1 to 3 fires",
    "notation-one-resource": "{text!r}: a square holds one wooden resource, written r",
    "notation-resource-on-fire": "{text!r}: this square has printed fire",
    "notation-no-resource-here": "{text!r}: this square carries no wooden resource",
    "notation-fire-on-fire": "{text!r}: fire tokens never land on printed fire or a volcano",
    "notation-fire-and-resource": "{text!r}: fire destroys the resource where its token lands",
    "notation-not-a-caveman": "{text!r} is not a caveman ({names:list})",
    "notation-caveman-crowded": "{text!r}: a caveman stands only where there is no fire or resource",
    "referee-totem-mode": "--totem counts only with --mode totem",
    "referee-no-volcanoes": "{game} has no volcanoes: there is no fire token to land",
    "referee-volcano-too-far": "that square is too far from the hut to be in the territory",
    "referee-volcano-on-hut": "that square is the hut, not a volcano",
    "referee-volcano-on-nothing": "that square is empty, not a volcano",
    "referee-volcano-on-terrain": "that square is a {terrain} square, not a volcano",
    "referee-volcano-craters": (
        "that volcano has {craters} crater(s), so it throws a {craters}-fire token, not a {fires}-fire one"
    ),
}
