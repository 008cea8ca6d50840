"""Every reason the rules (and the referee) give for a refusal: its code and its English sentence.

One template per code (`rules.errors` explains their form): the English of `str(exc)`, and the
list of the fields the code takes. The bot says the same in other languages from `reason-<code>`
in lang/*/reasons.ftl, with the same fields (tests/lang/test_reasons.py holds them together).

Words between backticks are what a player types (`place E4 right`, `recruit skip`), as are the
lists of names in parentheses: they stay as they are in every language.
"""

from __future__ import annotations

from typing import Final

ENGLISH: Final[dict[str, str]] = {
    # --- a move of the wrong kind for the pending decision (`action`: the move as typed) ---------
    "expected-place": "`{action}` is not possible now: place domino {number} (e.g. `place E4 right`)",
    # `example`: a pick of the line on offer, as typed (`pick 23`; `pick 5 31` in the Neolithic draft)
    "expected-draft-pick": "`{action}` is not possible now: choose from the first line (e.g. `{example}`)",
    "expected-first-pick": (
        "`{action}` is not possible now: choose from the first line (e.g. `{example}`); "
        "there is no action at the initial draft"
    ),
    "expected-pick": "`{action}` is not possible now: choose a domino of the next line (e.g. `{example}`)",
    "expected-pick-or-act": (
        "`{action}` is not possible now: choose a domino of the next line (e.g. `{example}`), or `act`"
    ),
    "expected-fire": "`{action}` is not possible now: land the fire token (e.g. `fire C3`)",
    "expected-totem": "`{action}` is not possible now: give the {resource} totem to {players:or}",
    "expected-recruit": "`{action}` is not possible now: recruit a caveman or `recruit skip`",
    "expected-pay": (
        "`{action}` is not possible now: pay with a wooden resource of your territory (e.g. `pay D4`)"
    ),
    "expected-settle": (
        "`{action}` is not possible now: choose the square for your caveman (e.g. `settle C6`)"
    ),
    "expected-action": (
        "`{action}` is not possible now: gain resources (e.g. `gain C3`), use a witch "
        "(e.g. `witch D4 on 2 F5`) or pass"
    ),
    # --- the turn and the game -------------------------------------------------------------------
    "game-over": "the game is over",
    "not-your-turn": "it is player {player}'s decision, not yours",
    "square-off-board": "{square} is off the board (squares run from A1 to {last})",
    "not-legal-now": "`{action}` is not a legal move now",
    # --- placing a domino (`square` and `direction`: the placement asked for) --------------------
    "discard-refused": (
        "domino {number} can be placed, so it must be (a discard is only for a domino that fits nowhere)"
    ),
    "placement-off-board": "{square} {direction}: the second half would be off the board",
    "placement-on-centre": "{square} {direction}: {taken} is the {centre}",
    "placement-taken": "{square} {direction}: {taken} is already taken",
    "placement-too-big": "{square} {direction}: the territory would no longer fit in {size}×{size}",
    "placement-unconnected": (
        "{square} {direction}: neither half touches the {centre} or a square of its own terrain"
    ),
    # --- picking a domino ------------------------------------------------------------------------
    "pick-taken": "`{action}` is not free to take: choose one of {choices:list}",
    # --- the fire token --------------------------------------------------------------------------
    "fire-off-territory": "{square} is not part of your territory",
    "fire-out-of-range": (
        "{square} is out of range: a {craters}-crater volcano throws "
        "{far:next to it|up to {far} squares away}"
    ),
    "fire-on-volcano": "{square} is a volcano: fire never lands on one",
    "fire-already-burning": "{square} already has fire on it",
    # --- totems ----------------------------------------------------------------------------------
    "totem-to-tied": "give the {resource} totem to player {players:or}",
    # --- recruiting a caveman --------------------------------------------------------------------
    "recruit-slot-empty": "slot {slot} of the cave board is empty",
    "recruit-none-left": "no {caveman} is left in the pile",
    "recruit-too-poor": "you need wooden resources of {kinds} different kinds in your territory for that",
    "pay-same-kind": "you already paid a {resource}: each resource must be of a different kind",
    "pay-no-resource": "there is no wooden resource of yours on {square}",
    "settle-refused": (
        "{square}: a caveman goes on a square of your territory (not the hut) "
        "with no fire, no wooden resource and no other caveman"
    ),
    # --- the Resource Tokens variant's actions ---------------------------------------------------
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
    # --- reading an action's text (`text`: as typed) ---------------------------------------------
    "no-action": "no action given",
    "not-one-action": "{text!r} holds {count} {count:action|actions}, not one",
    "unknown-verb": (
        "{text!r} is not an action (pick, place, discard, fire, totem, recruit, pay, settle, act, gain, "
        "witch, pass)"
    ),
    "usage": "{text!r}: expected `{usage}`",
    "pick-usage": "{text!r}: expected `pick NUMBER` (two numbers in the Neolithic)",
    "recruit-usage": "{text!r}: expected `recruit board SLOT`, `recruit pile KIND` or `recruit skip`",
    "witch-usage": "{text!r}: expected `witch SQUARE on PLAYER SQUARE` (a pair for each crown of the witch)",
    "pick-count": "a pick names one domino (two in the Neolithic first pick)",
    "not-a-square": "{text!r} is not a square name like E4",
    "not-a-direction": "{text!r} is not a direction (right, down, left, up)",
    "not-a-domino-number": "{text!r} is not a domino number",
    "not-a-player-number": "{text!r} is not a player number",
    "not-a-slot-number": "{text!r} is not a cave board slot number",
    "not-a-resource": "{text!r} is not a resource ({names:list})",
    "not-a-caveman": "{text!r} is not a caveman ({names:list})",
    "players-from-one": "players are counted from 1",
    "totem-malformed": "a totem goes to a player (from 1) as mammoth, fish, mushroom or flint",
    "slot-out-of-range": "the cave board has slots 1 to {slots}",
    "no-such-caveman": "there is no such caveman",
    "recruit-source": "recruit from the `board` or the `pile`, or `recruit skip`",
    "witch-malformed": "a witch is used on a player (from 1) and one of their crown squares",
    "step-unreadable": "{text!r} is not a gain or a witch",
    "step-witch-targets": "{text!r}: a witch's targets come as a player and a square",
    # --- a game's configuration ------------------------------------------------------------------
    "config-game-unknown": "{value!r} is not a valid Game",
    "config-mode-unknown": "{value!r} is not a valid Mode",
    "config-option-unknown": "{value!r} is not a valid Option",
    # What `/origins new` can meet says itself in full sentences: they are the whole answer.
    "config-players": "A game is played by {counts:or} players, not {players}.",
    "config-players-of": "A game of {game} is played by {counts:or} players, not {players}.",
    "config-seed": "the seed must be an integer",
    "config-no-mode": "{game} has no {mode} mode (its modes: {modes:list}).",
    "config-no-option": "{game} has no option {options:list} (its options: {offered:list}).",
    "config-no-options": "{game} is played without options, so not with {options:list}.",
    "config-two-players-only": "{option} is an option of the two-player game.",
    "config-deck-numbers": "the fixed deck must list distinct domino numbers from 1 to {count}",
    "config-deck-too-long": "the fixed deck lists more dominoes than the game's {count}",
    "config-chief-order": ("the chief order must name each seat 0..{last} {times} {times:time|times}"),
    "config-cavemen": "the fixed caveman pile names more tiles than the box holds",
    "config-not-object": "a game configuration is a JSON object",
    "config-unknown-keys": "unknown configuration keys: {keys:list}",
    "config-unreadable": "bad configuration: {detail}",
    "simulate-agent-count": "give one agent, or one per seat ({players}), not {count}",
    "simulate-unknown-agent": "unknown agent {name!r} (choose from {agents:list})",
    "simulate-no-games": "simulate at least one game",
    # --- game records and snapshots --------------------------------------------------------------
    "record-not-object": "a game record is a JSON object with `config` and `actions`",
    "record-actions": "`actions` must be a list of action texts",
    "record-not-json": "not JSON: line {line}, column {column}: {detail}",
    "snapshot-damaged": "damaged snapshot: {detail}",
    "snapshot-recruit": "damaged snapshot: `recruit` is not a recruit action",
    "snapshot-version": "unknown snapshot version {version}",
    # --- a territory in the text notation (`text`: the square's token as written) ----------------
    "notation-not-a-token": "{text!r} is not a square (e.g. {examples})",
    "notation-not-a-terrain": "{text!r} is not a terrain ({letters:list})",
    "notation-other-game": "{letter} ({terrain}) is {other}, not {game}",
    "notation-no-fire-tokens": "{text!r}: {game} has no fire tokens",
    "notation-no-fire-or-cavemen": "{text!r}: {game} has no fire tokens or cavemen",
    "notation-no-gold": "{text!r}: {game} has no gold",
    "notation-no-resources": "{text!r}: {game} has no wooden resources",
    "notation-fires": "{text!r}: fire tokens carry 1 to 3 fires",
    "notation-craters": "{text!r}: a volcano has 1 to 3 craters",
    "notation-printed": "{text!r}: a square has at most {most} printed {multipliers}",
    "notation-one-resource": "{text!r}: a square holds one wooden resource, written r",
    "notation-resource-on-fire": "{text!r}: this square has printed fire",
    "notation-no-resource-here": "{text!r}: this square carries no wooden resource",
    "notation-fire-on-fire": "{text!r}: fire tokens never land on printed fire or a volcano",
    "notation-fire-and-resource": "{text!r}: fire destroys the resource where its token lands",
    "notation-not-a-caveman": "{text!r} is not a caveman ({names:list})",
    "notation-caveman-crowded": "{text!r}: a caveman stands only where there is no fire or resource",
    "notation-token-count": "{text!r}: a square holds 1 or {most} resource tokens",
    "notation-barren": "{text!r}: a {terrain} yields no resource tokens",
    "notation-gold": (
        "{text!r}: gold lies only on the castle or on a used witch (a swamp with crowns, "
        "as much gold as crowns: S1$1, S2$2)"
    ),
    "notation-empty": "the territory is empty",
    "notation-blank-row": "blank row inside the territory",
    "notation-row-length": (
        "{count} {count:square|squares}, but row 0 has {first}: rows must be equally long"
    ),
    "notation-no-centre": "the territory has no {centre} ({letter})",
    "notation-second-centre": "a second {centre}: a territory has exactly one",
    "notation-too-big": (
        "the squares span rows {top}–{bottom} and columns {left}–{right} ({height}×{width}): "
        "more than {size}×{size}"
    ),
    "notation-too-far": "that square is too far from the {centre} to be in a territory",
    "notation-not-connected": "this square is not connected to the {centre}",
    # --- the referee's command line (python -m rules): never said by the bot ---------------------
    "referee-cannot-read": "cannot read {source}: {detail}",
    "referee-not-utf8": "{source}: not UTF-8 text (byte {byte})",
    "referee-mode-required": "--mode is required for {game} ({modes:list})",
    "referee-no-mode": "--mode {mode}: {game} has no {mode} mode",
    "referee-no-option": "--option {option}: {game} has no such option (its options: {offered:list})",
    "referee-no-options": "--option {option}: {game} has no options",
    "referee-totem-mode": "--totem counts only with --mode totem",
    "referee-no-volcanoes": "{game} has no volcanoes: there is no fire token to land",
    "referee-domino-halves": '--domino {text!r}: give its two halves, first half first, e.g. "{example}"',
    "referee-domino-not-printed": (
        "{text!r} is not a printed square (a terrain letter with its fires, or a volcano with its "
        "craters: G, L1, V2)"
    ),
    "referee-domino-not-printed-classic": (
        "{text!r} is not a printed square (a terrain letter with its {multipliers}: W, F1, M3)"
    ),
    "referee-domino-unknown": "--domino {text!r}: no domino in the box has these two squares",
    "referee-volcano-too-far": "that square is too far from the hut to be in the territory",
    "referee-volcano-on-hut": "that square is the hut, not a volcano",
    "referee-volcano-on-nothing": "that square is empty, not a volcano",
    "referee-volcano-on-terrain": "that square is a {terrain} square, not a volcano",
    # The referee's tests hold this sentence as it is; the translations say it with real plurals.
    "referee-volcano-craters": (
        "that volcano has {craters} crater(s), so it throws a {craters}-fire token, not a {fires}-fire one"
    ),
}
