# /origins in the command list: each command's, option's and choice's name and description
# (bot/translator.py). English names are the code's; descriptions are at most 100 characters.
# Names (in any language): lower case, no spaces, at most 32 characters, one word or hyphenated.

cmd-origins-desc = Speel Kingdomino Origins
cmd-new = nieuw
cmd-new-desc = Begin hier een spel Kingdomino Origins (of Kingdomino)
opt-new-game = spel
opt-new-game-desc = Kingdomino Origins (standaard), het klassieke Kingdomino, of Kingdomino met hulpbronfiches
opt-new-mode = modus
opt-new-mode-desc = Origins: Ontdekkings-, Totem- of Stammodus
opt-new-players = spelers
opt-new-players-desc = 2 (Origins: het Neolithicum, 7×7; Kingdomino: 5×5 met 24 domino's), 3 of 4 (hulpbronfiches)
opt-new-empire_of_fire = keizer_van_het_vuur
opt-new-empire_of_fire-desc = Origins: +10 als je hut in het midden staat
opt-new-homo_habilis = homo_habilis
opt-new-homo_habilis-desc = Origins: +5 voor een volledig gebied zonder verwijderde domino
opt-new-harmony = harmonie
opt-new-harmony-desc = Kingdomino: +5 voor een volledig koninkrijk zonder verwijderde domino
opt-new-middle_kingdom = middenrijk
opt-new-middle_kingdom-desc = Kingdomino: +10 als je kasteel in het midden staat
opt-new-mighty_duel = machtig_duel
opt-new-mighty_duel-desc = Kingdomino, 2 spelers: alle 48 domino's op 7×7
opt-new-draft_121 = draft_121
opt-new-draft_121-desc = Kingdomino, 2 spelers: koningen getrokken als eerste, tweede, tweede, eerste
opt-new-dynasty = dynastie
opt-new-dynasty-desc = Dynastie: drie spellen na elkaar, gewonnen met de totaalscore (niet met hulpbronfiches)
opt-new-reminder_hours = herinnering_uren
opt-new-reminder_hours-desc = Herinner spelers na zoveel uur aan hun beurt (0: nooit)
opt-new-timer_hours = timer_uren
opt-new-timer_hours-desc = De autopiloot speelt een beurt na zoveel uur (0: nooit)
opt-new-autopilot = autopiloot
opt-new-autopilot-desc = Hoe goed de autopiloot speelt voor afwezige spelers (standaard Normaal)
opt-new-language = taal
opt-new-language-desc = De taal van het spel (standaard: die van de server)
choice-game-origins = Kingdomino Origins
choice-game-classic = Kingdomino
choice-game-resources = Kingdomino: Hulpbronfiches
choice-mode-discovery = Ontdekkingsmodus
choice-mode-totem = Totemmodus
choice-mode-tribe = Stammodus
choice-autopilot-easy = Makkelijk
choice-autopilot-normal = Normaal
choice-autopilot-hard = Moeilijk
cmd-cancel = annuleer
cmd-cancel-desc = Annuleer het spel van dit kanaal (maker of Kanalen beheren)
cmd-play = speel
cmd-play-desc = Open je eigen beurtpaneel
cmd-pick = kies
cmd-pick-desc = Kies een domino uit de volgende rij
opt-pick-domino = domino
opt-pick-domino-desc = Het nummer van de domino
cmd-place = plaats
cmd-place-desc = Plaats je domino: het vak van de eerste helft en een richting
opt-place-square = vak
opt-place-square-desc = Het vak van de eerste helft van de domino (A1…)
opt-place-direction = richting
opt-place-direction-desc = Waar de tweede helft komt
choice-direction-right = rechts
choice-direction-down = omlaag
choice-direction-left = links
choice-direction-up = omhoog
cmd-fire = vuur
cmd-fire-desc = Laat het vuurfiche van je vulkaan landen
opt-fire-square = vak
opt-fire-square-desc = Het vak waarop het vuurfiche landt
cmd-act = zet
cmd-act-desc = Elke zet als tekst: recruit board 2 pay D4 E5 at C6, totem fish to 2, gain C3, pass…
opt-act-move = tekst
opt-act-move-desc = De zet, zoals de regels hem schrijven (in het Engels)
cmd-notify = meldingen
cmd-notify-desc = Een DM als je aan de beurt bent: aan of uit
opt-notify-on = aan
opt-notify-on-desc = True: een DM bij je beurt, in elk spel
cmd-leave = verlaat
cmd-leave-desc = Verlaat het spel van dit kanaal: de autopiloot neemt je plek over
cmd-kick = verwijder
cmd-kick-desc = Verwijder een speler (maker of Kanalen beheren): de autopiloot neemt het over
opt-kick-member = lid
opt-kick-member-desc = De speler die weg moet
cmd-language = taal
cmd-language-desc = De taal van nieuwe spellen op deze server (Server beheren om te wijzigen)
opt-language-language = taal
opt-language-language-desc = De taal voor nieuwe spellen hier (leeg laten om hem te zien)
cmd-board = bord
cmd-board-desc = Toon de tafel, of het gebied van één speler
opt-board-player = speler
opt-board-player-desc = De speler wiens gebied je wilt zien (leeg: de hele tafel)
cmd-status = status
cmd-status-desc = Ronde, wie aan de beurt is, de scores tot nu toe
cmd-rules = regels
cmd-rules-desc = De regels van het spel in dit kanaal, en hoe deze bot beslist
cmd-history = geschiedenis
cmd-history-desc = De afgelopen spellen in dit kanaal
cmd-stats = statistieken
cmd-stats-desc = Spellen, overwinningen en gemiddelde score op deze server
opt-stats-member = lid
opt-stats-member-desc = Wiens spellen (leeg: de jouwe)
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
# TODO translate
cmd-quiet = quiet
# TODO translate
cmd-quiet-desc = Your quiet hours: no pings, reminders wait, your turn timer paused
# TODO translate
opt-quiet-start = start
# TODO translate
opt-quiet-start-desc = The hour your quiet hours begin, 0 to 23 (your time)
# TODO translate
opt-quiet-end = end
# TODO translate
opt-quiet-end-desc = The hour they end, 0 to 23 (your time)
# TODO translate
opt-quiet-timezone = timezone
# TODO translate
opt-quiet-timezone-desc = Your time zone, such as Europe/Amsterdam, or an offset such as UTC+2
# TODO translate
opt-quiet-off = off
# TODO translate
opt-quiet-off-desc = True: no quiet hours any more
# TODO translate
cmd-vacation = vacation
# TODO translate
cmd-vacation-desc = Away for days: your turn timers wait in all your games
# TODO translate
opt-vacation-on = on
# TODO translate
opt-vacation-on-desc = True: you are away; False: you are back
# TODO translate
opt-vacation-until = until
# TODO translate
opt-vacation-until-desc = The date you are back (YYYY-MM-DD); without it, until you turn it off
# TODO translate
cmd-games = games
# TODO translate
cmd-games-desc = Your games in this server, those where it is your turn first
