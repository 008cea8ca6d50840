# /origins in the command list: each command's, option's and choice's name and description
# (bot/i18n/translator.py). English names are the code's; descriptions are at most 100 characters.
# Names (in any language): lower case, no spaces, at most 32 characters, one word or hyphenated.
# Italian names: what an Italian player types (bot.ftl and the other files name them the same
# way: /origins nuova, /origins tavolo, `lingua:`...). Game terms as in terms.ftl's glossary.

cmd-origins-desc = Gioca a Kingdomino Origins

cmd-new = nuova
cmd-new-desc = Inizia una partita in un thread tutto suo: scegli il gioco, poi solo le sue opzioni
# Le impostazioni che ogni gioco ha, dette una volta (termini) e date al sottocomando di ogni gioco.
-players = giocatori
-dynasty = dinastia
-dynasty-desc = Dinastia: tre partite di fila, vince il punteggio totale
-reminder_hours = ore_promemoria
-reminder_hours-desc = Ricorda al giocatore di agire dopo queste ore (0: mai)
-timer_hours = ore_timer
-timer_hours-desc = Il pilota automatico gioca il turno dopo queste ore (0: mai)
-autopilot = pilota_automatico
-autopilot-desc = Quanto bene gioca il pilota automatico per gli assenti (predefinito: Normale)
-language = lingua
-language-desc = La lingua della partita (predefinita: quella del server)
cmd-new-origins = origins
cmd-new-origins-desc = Kingdomino Origins: modalità Scoperta, Totem o Tribù
opt-new-origins-mode = modalità
opt-new-origins-mode-desc = Scoperta (predefinita), Totem o Tribù
opt-new-origins-players = { -players }
opt-new-origins-players-desc = 2 (il Neolitico, 7×7), 3 o 4 (predefinito)
opt-new-origins-empire_of_fire = impero_del_fuoco
opt-new-origins-empire_of_fire-desc = +10 se la tua Capanna è al centro
opt-new-origins-homo_habilis = homo_habilis
opt-new-origins-homo_habilis-desc = +5 per un territorio completo, senza tessere scartate
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
cmd-new-classic = classico
cmd-new-classic-desc = Kingdomino, il gioco classico, con le sue regole opzionali
opt-new-classic-players = { -players }
opt-new-classic-players-desc = 2 (5×5 con 24 tessere), 3 o 4 (predefinito)
opt-new-classic-harmony = armonia
opt-new-classic-harmony-desc = +5 per un regno completo, senza tessere scartate
opt-new-classic-middle_kingdom = regno_di_mezzo
opt-new-classic-middle_kingdom-desc = +10 se il tuo castello è al centro
opt-new-classic-mighty_duel = grande_duello
opt-new-classic-mighty_duel-desc = 2 giocatori: tutte le 48 tessere, su 7×7
opt-new-classic-draft_121 = sorteggio_121
opt-new-classic-draft_121-desc = 2 giocatori: re estratti primo, secondo, secondo, primo
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
cmd-new-resources = gettoni_risorsa
cmd-new-resources-desc = Kingdomino con la variante dei Gettoni Risorsa, da 3 o 4 giocatori
opt-new-resources-players = { -players }
opt-new-resources-players-desc = 3 o 4 (predefinito)
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
choice-game-resources = Kingdomino: Gettoni Risorsa
choice-mode-discovery = Scoperta
choice-mode-totem = Totem
choice-mode-tribe = Tribù
choice-autopilot-easy = Facile
choice-autopilot-normal = Normale
choice-autopilot-hard = Difficile

cmd-cancel = annulla
cmd-cancel-desc = Annulla la partita qui (il creatore; i moderatori usano /origins-gestione)

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
cmd-kick-desc = Rimuovi un giocatore (il creatore; i moderatori: /origins-gestione): subentra il pilota automatico
opt-kick-member = membro
opt-kick-member-desc = Il giocatore da rimuovere

cmd-language = lingua
cmd-language-desc = La lingua delle nuove partite del server (i moderatori la cambiano con /origins-gestione)

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

cmd-replay = rivedi
cmd-replay-desc = Rivedi una partita finita mossa per mossa, o scaricane il registro
opt-replay-game = partita
opt-replay-game-desc = Il numero della partita, come in /origins storico (predefinita: l'ultima finita nel canale)
opt-replay-export = esporta
opt-replay-export-desc = Scarica invece il registro della partita (un file JSON per python -m rules replay)

cmd-leaderboard = classifica
cmd-leaderboard-desc = I migliori giocatori di un gioco in questo server, per valutazione
opt-leaderboard-game = gioco
opt-leaderboard-game-desc = Il gioco (predefinito: l'ultimo valutato in questo server)

cmd-quiet = quiete
cmd-quiet-desc = Le tue ore di quiete: niente menzioni, promemoria in attesa, timer del turno in pausa
opt-quiet-start = inizio
opt-quiet-start-desc = L'ora in cui iniziano le tue ore di quiete, da 0 a 23 (ora locale)
opt-quiet-end = fine
opt-quiet-end-desc = L'ora in cui finiscono, da 0 a 23 (ora locale)
opt-quiet-timezone = fuso_orario
opt-quiet-timezone-desc = Il tuo fuso orario, come Europe/Rome, o uno scarto come UTC+2
opt-quiet-off = disattiva
opt-quiet-off-desc = True: niente più ore di quiete

cmd-vacation = vacanza
cmd-vacation-desc = Assente per qualche giorno: i timer dei tuoi turni aspettano in tutte le tue partite
opt-vacation-on = attiva
opt-vacation-on-desc = True: sei assente; False: sei di ritorno
opt-vacation-until = rientro
opt-vacation-until-desc = La data del tuo rientro (AAAA-MM-GG); senza, finché non la disattivi

cmd-games = partite
cmd-games-desc = Le tue partite in questo server, prima quelle in cui tocca a te

# /origins-admin: il comando dei moderatori (bot/commands/admin.py), che gli amministratori del server
# consentono o negano per ruolo e canale in Impostazioni server > Integrazioni.
cmd-origins-admin = origins-gestione
cmd-origins-admin-desc = Gestisci le partite di Origins di questo server
cmd-origins-admin-language = lingua
cmd-origins-admin-language-desc = Imposta la lingua delle nuove partite del server (serve Gestisci server)
opt-origins-admin-language-language = lingua
opt-origins-admin-language-language-desc = La lingua delle nuove partite qui
cmd-origins-admin-cancel = annulla
cmd-origins-admin-cancel-desc = Annulla la partita qui, chiunque l'abbia creata
cmd-origins-admin-kick = rimuovi
cmd-origins-admin-kick-desc = Rimuovi un giocatore dalla partita qui: subentra il pilota automatico
opt-origins-admin-kick-member = membro
opt-origins-admin-kick-member-desc = Il giocatore da rimuovere
