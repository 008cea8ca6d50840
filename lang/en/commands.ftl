# /origins in the command list: each command's, option's and choice's name and description
# (bot/i18n/translator.py). English names are the code's; descriptions are at most 100 characters.
# Names (in any language): lower case, no spaces, at most 32 characters, one word or hyphenated.

cmd-origins-desc = Play Kingdomino Origins

cmd-new = new
cmd-new-desc = Start a game in a thread of its own: choose the game, then only its own options
# The settings every game has, said once (terms) and given to each game's subcommand.
-players = players
-dynasty = dynasty
-dynasty-desc = Dynasty: three games in a row, won by the total score
-reminder_hours = reminder_hours
-reminder_hours-desc = Remind the player to act after this many hours (0: never)
-timer_hours = timer_hours
-timer_hours-desc = Autopilot plays a turn after this many hours (0: never)
-autopilot = autopilot
-autopilot-desc = How well the autopilot plays for absent players (default Normal)
-language = language
-language-desc = The game's language (default: the server's)
cmd-new-origins = origins
cmd-new-origins-desc = Kingdomino Origins: Discovery, Totem or Tribe mode
opt-new-origins-mode = mode
opt-new-origins-mode-desc = Discovery (default), Totem or Tribe
opt-new-origins-players = { -players }
opt-new-origins-players-desc = 2 (the Neolithic, 7×7), 3 or 4 (default)
opt-new-origins-empire_of_fire = empire_of_fire
opt-new-origins-empire_of_fire-desc = +10 if your hut is in the centre
opt-new-origins-homo_habilis = homo_habilis
opt-new-origins-homo_habilis-desc = +5 for a complete territory with no discard
opt-new-origins-dynasty = { -dynasty }
opt-new-origins-dynasty-desc = { -dynasty-desc }
opt-new-origins-reminder_hours = { -reminder_hours }
opt-new-origins-reminder_hours-desc = { -reminder_hours-desc }
opt-new-origins-timer_hours = { -timer_hours }
opt-new-origins-timer_hours-desc = { -timer_hours-desc }
opt-new-origins-autopilot = { -autopilot }
opt-new-origins-autopilot-desc = { -autopilot-desc }
opt-new-origins-language = { -language }
opt-new-origins-language-desc = { -language-desc }
cmd-new-classic = classic
cmd-new-classic-desc = Kingdomino, the classic game, with its optional rules
opt-new-classic-players = { -players }
opt-new-classic-players-desc = 2 (5×5 with 24 dominoes), 3 or 4 (default)
opt-new-classic-harmony = harmony
opt-new-classic-harmony-desc = +5 for a complete kingdom with no discard
opt-new-classic-middle_kingdom = middle_kingdom
opt-new-classic-middle_kingdom-desc = +10 if your castle is in the centre
opt-new-classic-mighty_duel = mighty_duel
opt-new-classic-mighty_duel-desc = 2 players: all 48 dominoes on 7×7
opt-new-classic-draft_121 = draft_121
opt-new-classic-draft_121-desc = 2 players: kings drawn first, second, second, first
opt-new-classic-dynasty = { -dynasty }
opt-new-classic-dynasty-desc = { -dynasty-desc }
opt-new-classic-reminder_hours = { -reminder_hours }
opt-new-classic-reminder_hours-desc = { -reminder_hours-desc }
opt-new-classic-timer_hours = { -timer_hours }
opt-new-classic-timer_hours-desc = { -timer_hours-desc }
opt-new-classic-autopilot = { -autopilot }
opt-new-classic-autopilot-desc = { -autopilot-desc }
opt-new-classic-language = { -language }
opt-new-classic-language-desc = { -language-desc }
cmd-new-resources = resources
cmd-new-resources-desc = Kingdomino with the Resource Tokens variant, for 3 or 4 players
opt-new-resources-players = { -players }
opt-new-resources-players-desc = 3 or 4 (default)
opt-new-resources-reminder_hours = { -reminder_hours }
opt-new-resources-reminder_hours-desc = { -reminder_hours-desc }
opt-new-resources-timer_hours = { -timer_hours }
opt-new-resources-timer_hours-desc = { -timer_hours-desc }
opt-new-resources-autopilot = { -autopilot }
opt-new-resources-autopilot-desc = { -autopilot-desc }
opt-new-resources-language = { -language }
opt-new-resources-language-desc = { -language-desc }
choice-game-origins = Kingdomino Origins
choice-game-classic = Kingdomino
choice-game-resources = Kingdomino: Resource Tokens
choice-mode-discovery = Discovery
choice-mode-totem = Totem
choice-mode-tribe = Tribe
choice-autopilot-easy = Easy
choice-autopilot-normal = Normal
choice-autopilot-hard = Hard

cmd-cancel = cancel
cmd-cancel-desc = Cancel the game here (its creator; moderators use /origins-admin)

cmd-play = play
cmd-play-desc = Open your private turn panel

cmd-pick = pick
cmd-pick-desc = Choose a domino of the next line
opt-pick-domino = domino
opt-pick-domino-desc = The domino's number

cmd-place = place
cmd-place-desc = Place your domino: its first half's square and a direction
opt-place-square = square
opt-place-square-desc = The square of the domino's first half (A1…)
opt-place-direction = direction
opt-place-direction-desc = Where its second half goes
choice-direction-right = right
choice-direction-down = down
choice-direction-left = left
choice-direction-up = up

cmd-fire = fire
cmd-fire-desc = Land your volcano's fire token
opt-fire-square = square
opt-fire-square-desc = The square the fire token lands on

cmd-act = act
cmd-act-desc = Any move as text: recruit board 2 pay D4 E5 at C6, totem fish to 2, gain C3, pass…
opt-act-move = move
opt-act-move-desc = The move, as the rules write it

cmd-notify = notify
cmd-notify-desc = A DM when it is your turn: on or off
opt-notify-on = on
opt-notify-on-desc = True: a DM on your turn, in any game

cmd-leave = leave
cmd-leave-desc = Leave this channel's game: the autopilot takes your seat

cmd-kick = kick
cmd-kick-desc = Remove a player (the creator; moderators: /origins-admin): the autopilot takes over
opt-kick-member = member
opt-kick-member-desc = The player to remove

cmd-language = language
cmd-language-desc = The language of this server's new games (moderators change it with /origins-admin)

cmd-board = board
cmd-board-desc = Show the table, or one player's territory
opt-board-player = player
opt-board-player-desc = The player whose territory to show (empty: the whole table)

cmd-status = status
cmd-status-desc = Round, whose turn, scores so far

cmd-rules = rules
cmd-rules-desc = The rules of this channel's game, and this bot's rulings

cmd-history = history
cmd-history-desc = This channel's past games

cmd-stats = stats
cmd-stats-desc = Games, wins and average score in this server
opt-stats-member = member
opt-stats-member-desc = Whose games (empty: yours)

cmd-replay = replay
cmd-replay-desc = Step through a finished game, or download its record
opt-replay-game = game
opt-replay-game-desc = The game's number, as /origins history shows it (default: this channel's last finished game)
opt-replay-export = export
opt-replay-export-desc = Download the game's record (a JSON file that python -m rules replay reads) instead

cmd-leaderboard = leaderboard
cmd-leaderboard-desc = This server's best players of a game, by rating
opt-leaderboard-game = game
opt-leaderboard-game-desc = The game (default: the one rated last in this server)

cmd-quiet = quiet
cmd-quiet-desc = Your quiet hours: no pings, reminders wait, your turn timer paused
opt-quiet-start = start
opt-quiet-start-desc = The hour your quiet hours begin, 0 to 23 (your time)
opt-quiet-end = end
opt-quiet-end-desc = The hour they end, 0 to 23 (your time)
opt-quiet-timezone = timezone
opt-quiet-timezone-desc = Your time zone, such as Europe/Amsterdam, or an offset such as UTC+2
opt-quiet-off = off
opt-quiet-off-desc = True: no quiet hours any more

cmd-vacation = vacation
cmd-vacation-desc = Away for days: your turn timers wait in all your games
opt-vacation-on = on
opt-vacation-on-desc = True: you are away; False: you are back
opt-vacation-until = until
opt-vacation-until-desc = The date you are back (YYYY-MM-DD); without it, until you turn it off

cmd-games = games
cmd-games-desc = Your games in this server, those where it is your turn first

# /origins-admin: the moderators' own command (bot/commands/admin.py), which server admins allow or
# deny per role and channel in Server Settings > Integrations. Its name is translated too.
cmd-origins-admin = origins-admin
cmd-origins-admin-desc = Moderate this server's Origins games
cmd-origins-admin-language = language
cmd-origins-admin-language-desc = Set the language of this server's new games (Manage Server)
opt-origins-admin-language-language = language
opt-origins-admin-language-language-desc = The language for new games here
cmd-origins-admin-cancel = cancel
cmd-origins-admin-cancel-desc = Cancel the game here, whoever created it
cmd-origins-admin-kick = kick
cmd-origins-admin-kick-desc = Remove a player from the game here: the autopilot takes over
opt-origins-admin-kick-member = member
opt-origins-admin-kick-member-desc = The player to remove
