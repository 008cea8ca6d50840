"""Every sentence the bot says, in one catalogue (English now; Dutch and Italian later).

Handlers never hold user-facing text: they call `t(key, **fields)`. A missing key or field is a
bug, so `t` raises rather than showing a half-filled sentence.
"""

from __future__ import annotations

from typing import Final

EN: Final[dict[str, str]] = {
    # where and whether there is a game
    "dm_only_server": "Origins games live in server channels; use the command there, not in DMs.",
    "no_game": "There is no Origins game in this channel. Start one with `/origins new`.",
    "game_exists": "This channel already has a game: {link}. Finish or cancel it first.",
    "game_gone": "That game is over or was cancelled.",
    "not_this_game": "That button belongs to another game.",
    # lobby
    "lobby_title": "Kingdomino Origins: a new game",
    "lobby_settings": "**Mode:** {mode} · **Players:** {players}{neolithic} · **Options:** {options}",
    "lobby_timing": "**Reminder:** {reminder} · **Turn timer:** {timer}",
    "lobby_seats": "**Seats ({taken}/{players}):** {seats}",
    "lobby_help": "Press **Join** to take a seat. {creator} starts the game when every seat is taken.",
    "neolithic": " (the Neolithic, 7×7)",
    "no_options": "none",
    "hours": "{hours} h",
    "never": "none",
    "seat_free": "free",
    "joined": "You have a seat: {seat}.",
    "already_seated": "You already have a seat in this game.",
    "lobby_full": "Every seat is taken.",
    "left_lobby": "You left the lobby.",
    "not_seated": "You have no seat in this game.",
    "creator_stays": "You created this game: cancel it instead of leaving.",
    "only_creator_start": "Only {creator} can start this game.",
    "not_full": "{missing} more player(s) needed before the game can start.",
    "cancel_denied": "Only the game's creator or a member who can manage this channel may cancel it.",
    "cancelled": "The game was cancelled by {who}.",
    "started": "The game has started. Chiefs were drawn in this order: {order}.",
    "lobby_closed": "This lobby is closed.",
    # turns
    "your_turn": "{mention}, it is your turn: {what}",
    "turn_of": "It is {name}'s turn: {what}",
    "not_your_turn": "It is not your turn: {name} must {what}.",
    "stale": "That button is from an earlier moment of the game; here is the current one.",
    "play_button": "Play your turn",
    "suggest_button": "Suggest",
    "confirm": "Confirm",
    "back": "Back",
    "discard_button": "Discard the domino",
    "cannot_place": "Domino {domino} fits nowhere in your territory, so it must be discarded.",
    "choose_square": "Where does the first half of domino {domino} go? Squares with a legal placement:",
    "choose_square_page": "Squares {first}–{last}",
    "choose_direction": "Domino {domino}, first half on {square}: which way does the second half go?",
    "preview_place": "Domino {domino}: first half on {square}, second half {direction}. Confirm?",
    "choose_fire": "Your volcano throws a fire token of {fires}. Where does it land?",
    "preview_fire": "The fire token lands on {square}. Confirm?",
    "choose_pick": "Choose your next domino:",
    "choose_pair": "Choose your first two dominoes: 1 and 4, or 2 and 3 of the line:",
    "choose_totem": "The {resource} totem goes to one of the tied players: you choose.",
    "choose_recruit": "You may recruit a caveman:",
    "recruit_skip": "No recruit",
    "recruit_pile": "From the pile (4 kinds)",
    "choose_pay": "Pay with a wooden resource (each of a different kind):",
    "choose_settle": "Where does your caveman go?",
    "done_turn": "Done. It is {name}'s turn now.",
    "game_over": "The game is over. {winners} won!",
    "suggestions": "The greedy agent would play: {moves}",
    "decision_draft": "put a chief on a domino of the first line",
    "decision_place": "place domino {domino}",
    "decision_fire": "land a fire token",
    "decision_totem": "give the {resource} totem",
    "decision_pick": "choose a domino of the next line",
    "decision_recruit": "recruit a caveman (or skip)",
    "decision_pay": "pay for a caveman",
    "decision_settle": "place a caveman",
    # information
    "status": "Round {round} of 12 · {mode} · {who} must {what} (since {since}).\n{scores}",
    "status_lobby": "The game is in its lobby: {taken}/{players} seats taken.",
    "board_no_player": "{name} has no seat in this game.",
    "illegal": "{reason}",
    "malformed": "That is not a move I understand: {reason}",
    "error": "Something went wrong on my side; nothing was changed. Please try again.",
}


def t(key: str, **fields: object) -> str:
    """The catalogue's sentence for `key`, filled with `fields`."""
    return EN[key].format(**fields)
