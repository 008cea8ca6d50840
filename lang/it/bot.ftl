# The bot's sentences (converted from bot/messages.py's EN catalogue).
# Italian: game terms as in terms.ftl's glossary; commands named as the Italian command list
# shows them (commands.ftl: /origins nuova, tavolo, stato, piazza, scegli, fuoco, agisci,
# lingua). Moves typed for the engine stay in English (`place E4 right`, `gain C3`).
# Players are addressed with "tu"; sentences about a player avoid gendered participles
# ("{ $by } ha rimosso { $name }", "Rieccomi") since names do not tell the gender.
dm_only_server = Le partite di Origins si giocano nei canali dei server: usa il comando lì, non nei messaggi diretti.
no_game = In questo canale non c'è nessuna partita di Origins. Iniziane una con `/origins nuova`.
game_exists = Qui c'è già una partita: { $link }. Prima finiscila o annullala.
game_gone = Quella partita è finita o è stata annullata.
game_in_lobby = Questa partita non è ancora cominciata: è ancora nella lobby ({ $link }), dove il pulsante **{ $leave }** libera il tuo posto.
not_this_game = Quel pulsante appartiene a un'altra partita.
lobby_title = { $title }: nuova partita
lobby_settings = **Modalità:** { $mode } · **Giocatori:** { $players }{ $neolithic } · **Opzioni:** { $options }
lobby_settings_classic = **Giocatori:** { $players } ({ $size }×{ $size }, { $deck } tessere) · **Opzioni:** { $options }
lobby_settings_resources = **Giocatori:** { $players } (nessun limite di dimensioni, { $deck } tessere, { $rounds } turni; 3 oro su ogni castello) · **Opzioni:** { $options }
lobby_timing = **Promemoria:** { $reminder } · **Timer del turno:** { $timer } · **Pilota automatico:** { $autopilot }
lobby_seats = **Posti ({ $taken }/{ $players }):** { $seats }
lobby_help = Premi **Partecipa** per prendere posto. { $creator } può riempire i posti con giocatori IA e avvierà la partita quando tutti i posti saranno occupati.
lobby_ai_placeholder = Aggiungi o rimuovi un giocatore IA…
lobby_ai_add = Aggiungi un'IA: { $level }
lobby_ai_remove = Rimuovi un giocatore IA
lobby_ai_levels-easy = Facile: da principiante, sensata ma poco precisa
lobby_ai_levels-normal = Normale: sempre il miglior guadagno immediato
lobby_ai_levels-hard = Difficile: pensa in anticipo (qualche secondo a mossa)
ai_name = IA { $level }
ai_only_creator = Solo chi ha creato la partita ({ $creator }) può aggiungere o rimuovere giocatori IA.
no_ai_seated = Non c'è nessun giocatore IA da rimuovere.
neolithic = { " " }(il Neolitico, 7×7)
no_options = nessuna
hours = { $hours } h
never = nessuno
seat_free = libero
joined = Hai un posto: { $seat }.
already_seated = Hai già un posto in questa partita.
lobby_full = Tutti i posti sono occupati.
left_lobby = Hai lasciato la lobby.
not_seated = Non hai un posto in questa partita.
only_creator_start = Solo { $creator } può avviare questa partita.
not_full =
    { $missing ->
        [one] Serve ancora un giocatore prima che la partita possa iniziare.
       *[other] Servono ancora { $missing } giocatori prima che la partita possa iniziare.
    }
cancel_denied = Solo chi ha creato la partita può annullarla così; un moderatore usa `/origins-gestione annulla`.
admin_cancel_denied = Solo chi può gestire questo canale (o questo thread) può annullare una partita con `/origins-gestione annulla`; chi l'ha creata usa `/origins annulla`.
cancelled = { $who } ha annullato la partita.
started = La partita è iniziata. I { $chiefs } sono stati estratti in quest'ordine: { $order }.
lobby_closed = Questa lobby è chiusa.
lobby_changed = La lobby è cambiata mentre premevi Inizia (si è liberato un posto, o la partita è già iniziata): dacci un'altra occhiata.
your_turn = { $mention }, tocca a te: { $what }
turn_of = Tocca a { $name }: { $what }
not_your_turn = Non tocca a te: { $name } deve { $what }.
stale = Quel pulsante risale a un momento precedente della partita; non è cambiato nulla.
stale_current = _Risaliva a un momento precedente della partita; ecco la situazione attuale._
not_seated_any_more = Non partecipi più a questa partita (l'hai lasciata o ti è stato tolto il posto): al tuo posto gioca il pilota automatico.
stored_not_posted = La tua mossa è registrata. Discord ha rifiutato il mio messaggio nel canale, quindi lì il turno successivo non è ancora annunciato: lo ripubblicherò a breve.
too_long = È decisamente troppo lungo per essere una mossa (al massimo { $limit } caratteri).
play_button = Gioca il tuo turno
table_button = Tavolo completo
legend_button = Cosa mostrano le immagini
suggest_button = Suggerisci
confirm = Conferma
back = Indietro
discard_button = Scarta la tessera
cannot_place = La tessera { $domino } non entra da nessuna parte nel tuo territorio, quindi va scartata.
choose_square = Dove va la prima metà della tessera { $domino }? Caselle con un piazzamento valido:
choose_square_page = Caselle { $first }–{ $last }
choose_direction = Tessera { $domino }, prima metà su { $square }: da che parte va la seconda metà?
preview_place = Tessera { $domino }: prima metà su { $square }, seconda metà { $direction }. Confermi?
choose_fire =
    Il tuo vulcano spruzza un gettone Fuoco da { $fires ->
        [one] { $fires } fuoco
       *[other] { $fires } fuochi
    }. Dove atterra?
preview_fire = Il gettone Fuoco atterra su { $square }. Confermi?
choose_pick = Scegli la tua prossima tessera:
choose_pair = Scegli le tue prime due tessere della sequenza: la 1 e la 4, o la 2 e la 3:
choose_totem = Il Totem { $resource } va a uno dei giocatori in parità: scegli tu.
choose_recruit = Puoi reclutare un Cro-magnon dalla Grotta (hai { $resources }):
recruit_skip = Nessun reclutamento
recruit_pile = Dal mazzo (4 tipi di risorse)
choose_pay = Paga il Cro-magnon { $caveman } con una risorsa in legno (ognuna di tipo diverso):
choose_settle = Dove va il Cro-magnon { $caveman }?
act_button = Agisci invece
act_explained = Oppure **agisci invece**: il tuo re va sopra la sequenza e nel turno successivo agisce per primo (ottiene risorse, usa una strega o passa) senza tessere da piazzare; le tessere che nessuno ha scelto vengono scartate.
choose_act = Il tuo re agisce: **ottieni risorse** (1 oro), **usa una strega** o **passa**. Poi scegli una tessera, o agisci di nuovo. Il tuo castello ha { $gold } oro.
no_gain = Nessuna tua casella con corona può ottenere risorse ora: costa 1 oro, paludi e miniere non producono nulla e una casella con corona ottiene risorse una volta per corona.
gain_placeholder = Ottieni risorse su una casella con corona (1 oro)…
gain_option =
    { $square } · { $terrain }: { $placed ->
        [one] { $placed } gettone { $kind }
       *[other] { $placed } gettoni { $kind }
    }
witch_button = Strega { $square } ({ $crowns } oro)
pass_button = Passa
choose_witch_target = La strega su { $square } costa { $crowns } oro e si usa una volta sola, su una casella con corona di un avversario diverso per ogni corona. Scegli una casella con corona (ne restano { $left } da scegliere): ogni sua vicina senza corone perde un gettone:
witch_target_placeholder = Una casella con corona di { $name }…
witch_target_option =
    { $square } · { $spoilt ->
        [one] rimuove { $spoilt } gettone
       *[other] rimuove { $spoilt } gettoni
    }
preview_gain =
    Ottieni su { $square }: 1 oro va nella riserva (il tuo castello ne ha { $gold }); { $placed ->
        [one] { $placed } gettone { $kind } va
       *[other] { $placed } gettoni { $kind } vanno
    } su { $squares }. Confermi?
preview_witch = La strega su { $square } costa { $cost } oro (il tuo castello ne ha { $gold }) e dopo non si potrà più usare: { $spoils }. Confermi?
witch_spoils =
    { $name } perde { $count ->
        [one] { $count } gettone
       *[other] { $count } gettoni
    } intorno a { $square }
witch_spoils_none = { $name } non perde nulla intorno a { $square } (nessun gettone sulle caselle vicine senza corone)
standing_kinds =
    { $kinds ->
        [one] { $kinds } tipo
       *[other] { $kinds } tipi
    } ({ $tokens }; { $gold } oro)
reminder = { $mention }, un promemoria: tocca ancora a te ({ $what }).
autopilot_played = Il timer del turno è scaduto: il pilota automatico ha giocato per { $name } ({ $moves }).
autopilot_sticks = { $name } resta col pilota automatico finché non preme **Rieccomi**.
autopilot_for_good = { $name } ha lasciato la partita: il pilota automatico gioca al suo posto fino alla fine.
ai_thinking = 🤖 **{ $name }** sta pensando…
ai_played = 🤖 **{ $name }** ha giocato { $moves }.
autopilot_turn = Il pilota automatico ha giocato per { $name } ({ $moves }).
im_back_button = Rieccomi
welcome_back = Eccoti di nuovo: i tuoi turni tornano nelle tue mani.
not_your_seat = Solo il giocatore di quel posto può riprenderselo.
notify_on = Ti manderò un messaggio diretto quando tocca a te (in qualsiasi partita).
notify_off = Niente più messaggi diretti: ti menzionerò solo nel canale della partita.
dm_turn = Tocca a te in { $channel }: { $what }. { $link }
dm_fallback = { $mention }, non riesco a mandarti messaggi diretti (li hai disattivati): tocca a te, qui.
left_game = { $name } ha lasciato la partita: da ora al suo posto gioca il pilota automatico.
kicked = { $by } ha rimosso { $name }: da ora al suo posto gioca il pilota automatico.
kicked_lobby = { $by } ha rimosso { $name } dalla lobby.
lobby_reposted = Il messaggio della lobby era stato eliminato; eccolo di nuovo.
kick_creator = Non si può rimuovere chi ha creato la partita; piuttosto annullala.
kick_denied = Solo chi ha creato la partita può rimuovere così un giocatore; un moderatore usa `/origins-gestione rimuovi`.
admin_kick_denied = Solo chi può gestire questo canale (o questo thread) può rimuovere un giocatore con `/origins-gestione rimuovi`; chi ha creato la partita usa `/origins rimuovi`.
done_turn = Fatto. Ora tocca a { $name }.
done_over = Fatto: era l'ultima mossa. { $result } Il foglio segnapunti è nel canale.
and-list = { $head } e { $last }
game_over = La partita è finita. { $result }
won = Vince { $winner }!
tie_first = Primo posto a pari merito per { $winners }!
dynasty_standing = Dinastia: la partita { $game } di { $games } è finita. Totali finora: { $standing }. La prossima partita inizia ora.
dynasty_over = La Dinastia è finita dopo { $games } partite: vince { $winners }, con { $points } punti in tutto. Totali: { $standing }.
dynasty_over_tie = La Dinastia è finita dopo { $games } partite: primo posto a pari merito per { $winners }, con { $points } punti ciascuno. Totali: { $standing }.
dynasty_lobby = { " " }· **Dinastia:** 3 partite, vince il totale
suggestions = Un'IA che punta al guadagno immediato giocherebbe: { $moves }
decision_draft = mettere un { $chief } su una tessera della prima sequenza
decision_place = piazzare la tessera { $domino }
decision_discard = scartare la tessera { $domino }, che non entra da nessuna parte
decision_draft_pair = scegliere due tessere della prima sequenza: la { $a } e la { $b }, o la { $c } e la { $d }
decision_fire = far atterrare un gettone Fuoco
decision_totem = assegnare il Totem { $resource }
decision_pick = scegliere una tessera della sequenza successiva
decision_pick_or_act = scegliere una tessera della sequenza successiva, o agire
decision_act = ottenere risorse, usare una strega o passare
decision_recruit = reclutare un Cro-magnon (o rinunciare)
decision_pay = pagare il Cro-magnon { $caveman }
decision_settle = piazzare il Cro-magnon { $caveman }
status =
    Turno { $round } di { $rounds } · { $mode } · { $who } deve { $what } (ultima mossa { $since }).
    { $scores }
status_lobby = La partita è ancora nella lobby: { $taken }/{ $players } posti occupati.
board_no_player = { $name } non ha un posto in questa partita.
rules_head = Kingdomino Origins, **modalità { $mode }** · regole opzionali: { $options }.
rules_titles-game = Questa partita
rules_titles-turn = Il turno di gioco
rules_titles-scoring = Punteggio
rules_titles-rulings = Le decisioni del bot
rules_previous = ◀ Precedente
rules_next = Successiva ▶
rules_pages-game-table = { $players } giocatori, ognuno costruisce un territorio di 5×5 caselle intorno alla propria Capanna, con un capo tribù a testa, in 12 turni.
rules_pages-game-neolithic = 2 giocatori: il Neolitico. Ognuno costruisce un territorio di 7×7 con due capi tribù e tutte le 48 tessere; il primo giocatore estratto prende le tessere 1 e 4 oppure 2 e 3 della prima sequenza, l'altro riceve le restanti.
rules_pages-game-bot = Su Discord: quando tocca a te ti menziono; premi **Gioca il tuo turno** per il tuo pannello privato (oppure usa `/origins piazza`, `scegli`, `fuoco`, `agisci`). `/origins tavolo` mostra il tavolo o un territorio, `/origins stato` a chi tocca e i punteggi finora.
rules_pages-turn-text =
    A ogni turno i capi tribù agiscono nell'ordine della sequenza, dalla tessera più bassa:
    1. **Gioca** la tessera sotto il tuo capo tribù: a contatto con la tua Capanna, o con almeno una metà accanto allo stesso paesaggio, dentro il tuo 5×5 (7×7). Se non entra da nessuna parte, viene scartata.
    2. **Fuoco:** un vulcano spruzza un gettone Fuoco (1 cratere: da 1 fuoco, a 1–3 caselle di distanza; 2 crateri: da 2 fuochi, a 1–2 caselle; 3 crateri: da 3 fuochi, su una casella accanto; distanze contate come le mosse del re negli scacchi). Atterra su una tua casella senza fuoco né vulcano e brucia ciò che vi si trova.
    3. **Scegli** una tessera della sequenza successiva: il posto del tuo capo tribù lì decide il tuo ordine nel turno seguente; più alto è il numero, migliore è la tessera, e più tardi giochi.
    4. In modalità Tribù puoi poi **reclutare** un Cro-magnon.
    Dopo la scelta nell'ultima sequenza, un ultimo turno di soli piazzamenti.
rules_pages-scoring-regions = Una regione è un gruppo di caselle adiacenti dello stesso paesaggio. Vale le sue caselle × le sue icone Fuoco (stampate e sui gettoni Fuoco). I vulcani non valgono nulla.
rules_pages-scoring-totem = Totem: +1 per ogni risorsa in legno rimasta sulle tue caselle; un Totem va a chi ha strettamente più risorse del suo tipo: mammut 3, pesce 4, fungo 5, pietra focaia 6 punti.
rules_pages-scoring-tribe = Tribù: un Cro-magnon costa 2 risorse di tipo diverso (scoperto) o di 4 tipi (uno qualsiasi del mazzo). Cacciatore, Pescatrice, Raccoglitrice, Scultrice e Pittore fanno punti per ogni risorsa intorno a loro, la Signora del fuoco per ogni icona Fuoco, lo Sciamano per ogni Cro-magnon; i guerrieri per orda: numero × potenza totale.
rules_pages-scoring-ties = Parità: vince la regione più grande, poi più icone Fuoco; poi la vittoria è condivisa.
rules_modes-discovery = Le regioni valgono caselle × icone Fuoco (stampate e sui gettoni Fuoco).
rules_modes-totem = Come Scoperta, più 1 punto per ogni risorsa in legno rimasta e i Totem che possiedi (mammut 3, pesce 4, fungo 5, pietra focaia 6) per avere strettamente più risorse di quel tipo.
rules_modes-tribe = Come Scoperta, più i Cro-magnon: dopo aver scelto la tessera puoi pagare 2 risorse in legno di tipo diverso per un Cro-magnon scoperto, o di 4 tipi per uno qualsiasi del mazzo.
rules_rulings =
    Dove il regolamento tace:
    1. Il territorio, Capanna compresa, deve stare in 5×5 (7×7 con 2 giocatori); la Capanna non deve per forza essere al centro.
    2. Una tessera che si può piazzare va piazzata; una che non si può piazzare viene scartata.
    3. La gittata del fuoco si conta in mosse del re degli scacchi: 1 cratere spruzza 1 fuoco a 1–3 caselle, 2 crateri 2 fuochi a 1–2 caselle, 3 crateri 3 fuochi accanto al vulcano; mai su un vulcano, un fuoco stampato o un gettone; la Capanna può riceverne uno. Nessuna casella valida: il gettone viene scartato.
    4. Il fuoco brucia la risorsa in legno o il Cro-magnon dove atterra.
    5. Un Totem cambia di mano solo quando qualcuno ha strettamente più risorse del suo tipo; si controlla una volta per turno, dopo che il gettone Fuoco di quel turno è atterrato; chi ha un Totem e viene superato da più giocatori in parità sceglie a quale di loro darlo.
    6. Un Cro-magnon va su una casella paesaggio senza fuoco, risorse o Cro-magnon; niente reclutamento nell'ultimo turno.
    7. Parità: regione più grande, poi più icone Fuoco, poi vittoria condivisa.
rules_options-empire-of-fire = Impero del fuoco: +10 se ogni casella è entro 2 (3 nel Neolitico) mosse del re dalla Capanna, cioè se la Capanna è al centro.
rules_options-homo-habilis = Homo Habilis: +5 per un territorio completo, senza tessere scartate.
rules_options-harmony = Armonia: +5 per un regno completo, senza tessere scartate.
rules_options-middle-kingdom = Regno di Mezzo: +10 se il castello è la casella centrale del tuo regno (sulla riga e sulla colonna centrali delle sue caselle, completo o no).
rules_options-mighty-duel = Grande Duello: i due giocatori usano tutte le 48 tessere e costruiscono regni di 7×7.
rules_options-one-two-one = Sorteggio 1-2-1: i re vengono estratti nell'ordine primo giocatore, secondo, secondo, primo.
rules_classic-head = Kingdomino (il gioco classico) · regole opzionali: { $options }.
rules_classic-table = { $players } giocatori, ognuno costruisce un regno di 5×5 intorno al proprio castello, con un re a testa, in 12 turni da 4 tessere{ $discard }.
rules_classic-three = ; la tessera che nessuno sceglie viene scartata
rules_classic-duel = 2 giocatori, due re a testa: { $deck } tessere, regni di { $size }×{ $size }, { $rounds } turni.
rules_classic-terrains = Paesaggi: campi di grano, foreste, laghi, steppe, paludi e miniere; alcune caselle hanno corone stampate.
rules_classic-bot = Su Discord: quando tocca a te ti menziono; premi **Gioca il tuo turno** per il tuo pannello privato (oppure usa `/origins piazza`, `scegli`, `agisci`). `/origins tavolo` mostra il tavolo o un regno, `/origins stato` a chi tocca e i punteggi finora.
rules_classic-turn =
    A ogni turno i re agiscono nell'ordine della sequenza, dalla tessera più bassa:
    1. **Gioca** la tessera sotto il tuo re: a contatto con il tuo castello (va bene con ogni paesaggio), o con almeno una metà accanto allo stesso paesaggio, dentro il tuo { $size }×{ $size }. Se non entra da nessuna parte viene scartata; se entra, va piazzata.
    2. **Scegli** una tessera della sequenza successiva: il posto del tuo re lì decide il tuo ordine nel turno seguente.
    Dopo la scelta nell'ultima sequenza, un ultimo turno di soli piazzamenti.
rules_classic-regions = Una regione è un gruppo di caselle adiacenti dello stesso paesaggio. Vale le sue caselle × le sue corone; una regione senza corone non vale nulla.
rules_classic-ties = Parità: vince la regione più grande, poi più corone; poi la vittoria è condivisa.
rules_classic-rulings =
    Dove il regolamento tace:
    1. Il regno, castello compreso, deve stare in { $size }×{ $size }; il castello non deve per forza essere al centro.
    2. Una tessera che si può piazzare va piazzata; una che non si può piazzare viene scartata.
    3. Regno di Mezzo: il castello è la casella centrale dell'estensione del regno (la sua riga centrale e la sua colonna centrale), il che vale anche per un regno incompleto.
    4. Parità: regione più grande, poi più corone, poi vittoria condivisa.
rules_resources-head = Kingdomino con i Gettoni Risorsa (una variante del gioco classico ideata dai fan).
rules_resources-table = { $players } giocatori, un re a testa, tutte le 48 tessere in sequenze da 4; i regni non hanno limiti di dimensioni. Ogni castello parte con 3 oro; la riserva tiene il resto dei 22. Le scorte: 22 legno (foresta), 26 grano, 14 carne (steppa), 18 pesci (lago).
rules_resources-bot = Su Discord: quando tocca a te ti menziono; premi **Gioca il tuo turno** per il tuo pannello privato (oppure usa `/origins piazza`, `scegli`, `agisci` con una mossa come `act`, `gain C3`, `witch D4 on 2 F5` o `pass`). `/origins tavolo` mostra il tavolo o un regno, `/origins stato` a chi tocca e il raccolto come sarebbe adesso.
rules_resources-turn =
    A ogni turno vengono prima i re che hanno scelto di agire, nell'ordine in cui l'hanno scelto: ognuno **ottiene risorse**, **usa una strega** o **passa**, poi sceglie una tessera o agisce di nuovo. Poi i re sulle tessere, dalla tessera più bassa, **piazzano** la loro (a contatto col castello o con lo stesso paesaggio; se si può piazzare, va piazzata) e ne **scelgono** una della sequenza successiva, oppure **agiscono invece** (il re va sopra la sequenza; le tessere che nessuno ha scelto vengono scartate).
    { "*" }*Ottenere risorse:** 1 oro alla riserva: un gettone su una tua casella con corona (non una palude né una miniera: non danno risorse) e uno su ciascuna delle sue 8 vicine dello stesso paesaggio che non ne ha. La seconda volta, una doppia corona riceve un secondo gettone e ognuna di quelle vicine con meno di 2 gettoni ne riceve un altro.
    { "*" }*Strega** (una palude con corone, una volta a partita): paga in oro le sue corone (l'oro resta sulla strega); per ogni corona, una casella con corona di un avversario diverso perde un gettone da ogni vicina senza corone.
    { "*" }*Miniere:** piazzare una miniera porta dalla riserva tanto oro quante sono le sue corone (finché la riserva basta).
rules_resources-scoring = La partita finisce quando andrebbe pescata una nuova sequenza e non ne restano (11 turni). Il **raccolto**: per ogni tipo di gettone, lo vincono i giocatori che ne hanno di più (almeno uno). Vince chi ha più tipi; in caso di parità, chi ha più oro sul castello (l'oro su una strega è speso); se ancora pari, il posto è condiviso.
rules_resources-rulings =
    Dove la variante non è precisa:
    1. Nessuna azione nella scelta iniziale né nell'ultimo turno (non porterebbe a nulla).
    2. Una casella con corona si può usare finché ha meno gettoni che corone, e **un gettone ricevuto come vicina conta come un uso**: una corona singola che l'ha ricevuto così non si può più usare, una doppia corona ancora una volta. Questo decide spesso dove si possono ottenere risorse.
    3. Se le scorte non bastano, si serve prima la casella con corona, poi le sue vicine in ordine di lettura.
    4. Una strega richiede un bersaglio per corona, ognuno di un avversario diverso; i gettoni rimossi tornano nelle scorte.
    5. Agire è sempre consentito, anche senza niente con cui agire; passare è sempre possibile.
    6. Le caselle hanno nomi su una griglia di 45×45 con il castello in W23 (colonne dopo la Z: AA, AB…).
history_none = Ancora nessuna partita finita in questo canale.
history_line = #{ $id } · { $mode }, { $players } giocatori · { $when } · { $outcome }
history_cancelled = annullata
history_won =
    vinta da { $winners } ({ $score ->
        [one] { $score } punto
       *[other] { $score } punti
    })
history_won_kinds =
    vinta da { $winners } ({ $score ->
        [one] { $score } tipo di risorsa
       *[other] { $score } tipi di risorse
    })
stats =
    { $name } in questo server: { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }, { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    }, { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } punti di media.
stats_no_points =
    { $name } in questo server: { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }, { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    }.
stats_none = { $name } non ha ancora finito nessuna partita in questo server.
illegal = { $reason }
malformed = Non è una mossa che capisco: { $reason }
error = Qualcosa è andato storto da parte mia; non è cambiato nulla. Riprova.
store_unavailable = Non riesco a raggiungere il mio database in questo momento; non è cambiato nulla. Riprova tra poco.
store_unavailable_unsure = Ho perso il contatto con il mio database mentre salvavo, quindi non so se è stato salvato. Ricontrolla la partita tra poco.
seat_label = Giocatore { $seat }
this_channel = questo canale
lobby_button-join = Partecipa
lobby_button-leave = Esci
lobby_button-start = Inizia
lobby_button-cancel = Annulla
level-easy = Facile
level-normal = Normale
level-hard = Difficile
# the server's language (/origins lingua la mostra, /origins-gestione lingua la imposta)
language_is = Le nuove partite di questo server usano la lingua: { $language }. Chi può gestire il server la cambia con `/origins-gestione lingua`; ogni partita può sceglierne una sua con l'opzione `lingua:` di `/origins nuova`.
language_denied = Solo chi può gestire questo server può cambiarne la lingua.
language_set = Le nuove partite di questo server useranno la lingua: { $language }. Le partite già iniziate mantengono la loro.
# A button that draws for whoever clicks it (Full table, the legend, a replay step), clicked again
# within its cooldown: nothing is drawn; $when is a Discord relative timestamp (<t:…:R>).
cooldown = L'hai chiesto un attimo fa. Puoi richiederlo { $when }.
