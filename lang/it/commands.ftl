# /origins in the command list: each command's, option's and choice's name and description
# (bot/translator.py). English names are the code's; descriptions are at most 100 characters.
# Names (in any language): lower case, no spaces, at most 32 characters, one word or hyphenated.

cmd-origins-desc = Gioca a Kingdomino Origins
cmd-new = nuova
cmd-new-desc = Inizia qui una partita a Kingdomino Origins (o a Kingdomino)
opt-new-game = gioco
opt-new-game-desc = Kingdomino Origins (predefinito), il Kingdomino classico o Kingdomino con i Gettoni Risorsa
opt-new-mode = modalità
opt-new-mode-desc = Origins: Scoperta, Totem o Tribù
opt-new-players = giocatori
opt-new-players-desc = 2 (Origins: il Neolitico, 7×7; Kingdomino: 5×5 con 24 tessere), 3 o 4 (Gettoni Risorsa)
opt-new-empire_of_fire = impero_del_fuoco
opt-new-empire_of_fire-desc = Origins: +10 se la tua Capanna è al centro
opt-new-homo_habilis = homo_habilis
opt-new-homo_habilis-desc = Origins: +5 per un territorio completo, senza tessere scartate
opt-new-harmony = armonia
opt-new-harmony-desc = Kingdomino: +5 per un regno completo, senza tessere scartate
opt-new-middle_kingdom = regno_di_mezzo
opt-new-middle_kingdom-desc = Kingdomino: +10 se il tuo castello è al centro
opt-new-mighty_duel = grande_duello
opt-new-mighty_duel-desc = Kingdomino, 2 giocatori: tutte le 48 tessere, su 7×7
opt-new-draft_121 = sorteggio_121
opt-new-draft_121-desc = Kingdomino, 2 giocatori: re estratti primo, secondo, secondo, primo
opt-new-dynasty = dinastia
opt-new-dynasty-desc = Dinastia: tre partite di fila, vince il punteggio totale (non con i Gettoni Risorsa)
opt-new-reminder_hours = ore_promemoria
opt-new-reminder_hours-desc = Ricorda al giocatore di agire dopo queste ore (0: mai)
opt-new-timer_hours = ore_timer
opt-new-timer_hours-desc = Il pilota automatico gioca il turno dopo queste ore (0: mai)
opt-new-autopilot = pilota_automatico
opt-new-autopilot-desc = Quanto bene gioca il pilota automatico per gli assenti (predefinito: Normale)
opt-new-language = lingua
opt-new-language-desc = La lingua della partita (predefinita: quella del server)
choice-game-origins = Kingdomino Origins
choice-game-classic = Kingdomino
choice-game-resources = Kingdomino: Gettoni Risorsa
choice-mode-discovery = Scoperta
choice-mode-totem = Totem
choice-mode-tribe = Tribù
choice-autopilot-easy = Facile
choice-autopilot-normal = Normale
choice-autopilot-hard = Difficile
cmd-cancel = annulla
cmd-cancel-desc = Annulla la partita di questo canale (creatore o permesso Gestisci canali)
cmd-play = gioca
cmd-play-desc = Apri il tuo pannello privato del turno
cmd-pick = scegli
cmd-pick-desc = Scegli una tessera della sequenza successiva
opt-pick-domino = tessera
opt-pick-domino-desc = Il numero della tessera
cmd-place = piazza
cmd-place-desc = Piazza la tua tessera: la casella della prima metà e una direzione
opt-place-square = casella
opt-place-square-desc = La casella della prima metà della tessera (A1…)
opt-place-direction = direzione
opt-place-direction-desc = Dove va la seconda metà
choice-direction-right = a destra
choice-direction-down = in basso
choice-direction-left = a sinistra
choice-direction-up = in alto
cmd-fire = fuoco
cmd-fire-desc = Fai atterrare il gettone Fuoco del tuo vulcano
opt-fire-square = casella
opt-fire-square-desc = La casella dove atterra il gettone Fuoco
cmd-act = agisci
cmd-act-desc = Una mossa scritta (in inglese): recruit board 2 pay D4 E5 at C6, totem fish to 2, gain C3, pass…
opt-act-move = mossa
opt-act-move-desc = La mossa, scritta come nelle regole (in inglese)
cmd-notify = notifiche
cmd-notify-desc = Un messaggio diretto quando tocca a te: attivalo o disattivalo
opt-notify-on = attive
opt-notify-on-desc = True: un messaggio diretto quando tocca a te, in ogni partita
cmd-leave = esci
cmd-leave-desc = Lascia la partita di questo canale: il pilota automatico prende il tuo posto
cmd-kick = rimuovi
cmd-kick-desc = Rimuovi un giocatore (creatore o permesso Gestisci canali): subentra il pilota automatico
opt-kick-member = membro
opt-kick-member-desc = Il giocatore da rimuovere
cmd-language = lingua
cmd-language-desc = La lingua delle nuove partite del server (per cambiarla serve il permesso Gestisci server)
opt-language-language = lingua
opt-language-language-desc = La lingua delle nuove partite qui (lascia vuoto per vederla)
cmd-board = tavolo
cmd-board-desc = Mostra il tavolo o il territorio di un giocatore
opt-board-player = giocatore
opt-board-player-desc = Il giocatore di cui mostrare il territorio (vuoto: tutto il tavolo)
cmd-status = stato
cmd-status-desc = Turno, a chi tocca, punteggi finora
cmd-rules = regole
cmd-rules-desc = Le regole della partita di questo canale e come le applica il bot
cmd-history = storico
cmd-history-desc = Le partite passate di questo canale
cmd-stats = statistiche
cmd-stats-desc = Partite, vittorie e punteggio medio in questo server
opt-stats-member = membro
opt-stats-member-desc = Di chi sono le partite (vuoto: le tue)
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
