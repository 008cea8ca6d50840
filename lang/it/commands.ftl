# /origins in the command list: each command's, option's and choice's name and description
# (bot/translator.py). English names are the code's; descriptions are at most 100 characters.
# Names (in any language): lower case, no spaces, at most 32 characters, one word or hyphenated.

# TODO translate
cmd-origins-desc = Play Kingdomino Origins
# TODO translate
cmd-new = new
# TODO translate
cmd-new-desc = Start a game of Kingdomino Origins (or Kingdomino) here
# TODO translate
opt-new-game = game
# TODO translate
opt-new-game-desc = Kingdomino Origins (default), the classic Kingdomino, or Kingdomino with Resource Tokens
# TODO translate
opt-new-mode = mode
# TODO translate
opt-new-mode-desc = Origins: Discovery, Totem or Tribe
# TODO translate
opt-new-players = players
# TODO translate
opt-new-players-desc = 2 (Origins: the Neolithic, 7×7; Kingdomino: 5×5 with 24 dominoes), 3 or 4 (Resource Tokens)
# TODO translate
opt-new-empire_of_fire = empire_of_fire
# TODO translate
opt-new-empire_of_fire-desc = Origins: +10 if your hut is in the centre
# TODO translate
opt-new-homo_habilis = homo_habilis
# TODO translate
opt-new-homo_habilis-desc = Origins: +5 for a complete territory with no discard
# TODO translate
opt-new-harmony = harmony
# TODO translate
opt-new-harmony-desc = Kingdomino: +5 for a complete kingdom with no discard
# TODO translate
opt-new-middle_kingdom = middle_kingdom
# TODO translate
opt-new-middle_kingdom-desc = Kingdomino: +10 if your castle is in the centre
# TODO translate
opt-new-mighty_duel = mighty_duel
# TODO translate
opt-new-mighty_duel-desc = Kingdomino, 2 players: all 48 dominoes on 7×7
# TODO translate
opt-new-draft_121 = draft_121
# TODO translate
opt-new-draft_121-desc = Kingdomino, 2 players: kings drawn first, second, second, first
# TODO translate
opt-new-dynasty = dynasty
# TODO translate
opt-new-dynasty-desc = Dynasty: three games in a row, won by the total score (not with Resource Tokens)
# TODO translate
opt-new-reminder_hours = reminder_hours
# TODO translate
opt-new-reminder_hours-desc = Remind the player to act after this many hours (0: never)
# TODO translate
opt-new-timer_hours = timer_hours
# TODO translate
opt-new-timer_hours-desc = Autopilot plays a turn after this many hours (0: never)
# TODO translate
opt-new-autopilot = autopilot
# TODO translate
opt-new-autopilot-desc = How well the autopilot plays for absent players (default Normal)
# TODO translate
opt-new-language = language
# TODO translate
opt-new-language-desc = The game's language (default: the server's)
# TODO translate
choice-game-origins = Kingdomino Origins
# TODO translate
choice-game-classic = Kingdomino
# TODO translate
choice-game-resources = Kingdomino: Resource Tokens
# TODO translate
choice-mode-discovery = Discovery
# TODO translate
choice-mode-totem = Totem
# TODO translate
choice-mode-tribe = Tribe
# TODO translate
choice-autopilot-easy = Easy
# TODO translate
choice-autopilot-normal = Normal
# TODO translate
choice-autopilot-hard = Hard
# TODO translate
cmd-cancel = cancel
# TODO translate
cmd-cancel-desc = Cancel this channel's game (creator or Manage Channels)
# TODO translate
cmd-play = play
# TODO translate
cmd-play-desc = Open your private turn panel
# TODO translate
cmd-pick = pick
# TODO translate
cmd-pick-desc = Choose a domino of the next line
# TODO translate
opt-pick-domino = domino
# TODO translate
opt-pick-domino-desc = The domino's number
# TODO translate
cmd-place = place
# TODO translate
cmd-place-desc = Place your domino: its first half's square and a direction
# TODO translate
opt-place-square = square
# TODO translate
opt-place-square-desc = The square of the domino's first half (A1…)
# TODO translate
opt-place-direction = direction
# TODO translate
opt-place-direction-desc = Where its second half goes
# TODO translate
choice-direction-right = right
# TODO translate
choice-direction-down = down
# TODO translate
choice-direction-left = left
# TODO translate
choice-direction-up = up
# TODO translate
cmd-fire = fire
# TODO translate
cmd-fire-desc = Land your volcano's fire token
# TODO translate
opt-fire-square = square
# TODO translate
opt-fire-square-desc = The square the fire token lands on
# TODO translate
cmd-act = act
# TODO translate
cmd-act-desc = Any move as text: recruit board 2 pay D4 E5 at C6, totem fish to 2, gain C3, pass…
# TODO translate
opt-act-move = move
# TODO translate
opt-act-move-desc = The move, as the rules write it
# TODO translate
cmd-notify = notify
# TODO translate
cmd-notify-desc = A DM when it is your turn: on or off
# TODO translate
opt-notify-on = on
# TODO translate
opt-notify-on-desc = True: a DM on your turn, in any game
# TODO translate
cmd-leave = leave
# TODO translate
cmd-leave-desc = Leave this channel's game: the autopilot takes your seat
# TODO translate
cmd-kick = kick
# TODO translate
cmd-kick-desc = Remove a player (creator or Manage Channels): the autopilot takes over
# TODO translate
opt-kick-member = member
# TODO translate
opt-kick-member-desc = The player to remove
# TODO translate
cmd-language = language
# TODO translate
cmd-language-desc = The language of this server's new games (Manage Server to change it)
# TODO translate
opt-language-language = language
# TODO translate
opt-language-language-desc = The language for new games here (leave empty to see it)
# TODO translate
cmd-board = board
# TODO translate
cmd-board-desc = Show the table, or one player's territory
# TODO translate
opt-board-player = player
# TODO translate
opt-board-player-desc = The player whose territory to show (empty: the whole table)
# TODO translate
cmd-status = status
# TODO translate
cmd-status-desc = Round, whose turn, scores so far
# TODO translate
cmd-rules = rules
# TODO translate
cmd-rules-desc = The rules of this channel's game, and this bot's rulings
# TODO translate
cmd-history = history
# TODO translate
cmd-history-desc = This channel's past games
# TODO translate
cmd-stats = stats
# TODO translate
cmd-stats-desc = Games, wins and average score in this server
# TODO translate
opt-stats-member = member
# TODO translate
opt-stats-member-desc = Whose games (empty: yours)
# TODO translate
cmd-replay = replay
# TODO translate
cmd-replay-desc = Step through a finished game, or download its record
# TODO translate
opt-replay-game = game
# TODO translate
opt-replay-game-desc = The game's number, as /origins history shows it (default: this channel's last finished game)
# TODO translate
opt-replay-export = export
# TODO translate
opt-replay-export-desc = Download the game's record (a JSON file that python -m rules replay reads) instead
# TODO translate
cmd-leaderboard = leaderboard
# TODO translate
cmd-leaderboard-desc = This server's best players of a game, by rating
# TODO translate
opt-leaderboard-game = game
# TODO translate
opt-leaderboard-game-desc = The game (default: the one rated last in this server)
