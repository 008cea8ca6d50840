"""Every reason the rules (and the referee) give for a refusal: its code and its English sentence.

One template per code (`rules.core.errors` explains their form): the English of `str(exc)`,
and the list of the fields the code takes. The core's codes are here; each game brings its own
(rules/boxes/<game>/refusals.py), added to `ENGLISH` when the registry registers the game
(`add`), so that `ENGLISH` holds every code the rules can give once `rules` is imported. The
bot says the same in other languages from `reason-<code>` in lang/*/reasons.ftl, with the same
fields (tests/lang/test_reasons.py holds them together).

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
    "expected-pick": "`{action}` is not possible now: choose a domino of the next line (e.g. `{example}`)",
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
    # --- reading an action's text (`text`: as typed) ---------------------------------------------
    "no-action": "no action given",
    "not-one-action": "{text!r} holds {count} {count:action|actions}, not one",
    "unknown-verb": (
        "{text!r} is not an action (pick, place, discard, fire, totem, recruit, pay, settle, act, gain, "
        "witch, pass)"
    ),
    "usage": "{text!r}: expected `{usage}`",
    "pick-usage": "{text!r}: expected `pick NUMBER` (two numbers in the Neolithic)",
    "pick-count": "a pick names one domino (two in the Neolithic first pick)",
    "not-a-square": "{text!r} is not a square name like E4",
    "not-a-direction": "{text!r} is not a direction (right, down, left, up)",
    "not-a-domino-number": "{text!r} is not a domino number",
    "not-a-player-number": "{text!r} is not a player number",
    "players-from-one": "players are counted from 1",
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
    "snapshot-version": "unknown snapshot version {version}",
    # --- a territory in the text notation (`text`: the square's token as written) ----------------
    "notation-not-a-token": "{text!r} is not a square (e.g. {examples})",
    "notation-not-a-terrain": "{text!r} is not a terrain ({letters:list})",
    "notation-other-game": "{letter} ({terrain}) is {other}, not {game}",
    "notation-no-fire-tokens": "{text!r}: {game} has no fire tokens",
    "notation-no-fire-or-cavemen": "{text!r}: {game} has no fire tokens or cavemen",
    "notation-no-gold": "{text!r}: {game} has no gold",
    "notation-no-resources": "{text!r}: {game} has no wooden resources",
    "notation-craters": "{text!r}: a volcano has 1 to 3 craters",
    "notation-printed": "{text!r}: a square has at most {most} printed {multipliers}",
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
    "referee-domino-halves": '--domino {text!r}: give its two halves, first half first, e.g. "{example}"',
    "referee-domino-not-printed": (
        "{text!r} is not a printed square (a terrain letter with its fires, or a volcano with its "
        "craters: G, L1, V2)"
    ),
    "referee-domino-not-printed-classic": (
        "{text!r} is not a printed square (a terrain letter with its {multipliers}: W, F1, M3)"
    ),
    "referee-domino-unknown": "--domino {text!r}: no domino in the box has these two squares",
}


def add(codes: dict[str, str]) -> None:
    """Add a game's codes to `ENGLISH`; a code already there with other words is a clash."""
    for code, template in codes.items():
        if ENGLISH.setdefault(code, template) != template:
            raise ValueError(f"refusal code {code!r} is worded twice")
