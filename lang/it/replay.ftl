# /origins replay: a finished game, move by move, and its record to download.
# Game terms ($caveman, $resource, $kind, $direction, $what) come worded from terms.ftl; $name is a
# seat's name as typed. A caption is a few phrases joined by "; ", each starting lower case.
# Italian: /origins rivedi; a caveman and a totem are named after their noun ("il Cro-magnon
# Pescatrice", "il Totem pesce") so that no article depends on the title; past tenses with
# "avere" (ha scelto, ha piazzato) so that no participle depends on the player's gender.


## The message: a head line, then where the replay stands

replay-head = **Partita #{ $id }** · { $game } · { $names } · finita il { $when }
replay-start =
    All'inizio i { $chiefs } sono stati estratti in quest'ordine: { $order }. { $steps ->
        [one] Segue una mossa.
       *[other] Seguono { $steps } mosse.
    }
replay-move = Mossa { $step } di { $steps } · { $round } · { $what } · `{ $action }`
replay-draft = la scelta iniziale
replay-round = turno { $round } di { $rounds }

## The buttons

replay-button-first = ⏮ Inizio
replay-button-back = ◀
replay-button-next = ▶
replay-button-last = Fine ⏭
replay-button-round-back = « Turno
replay-button-round-next = Turno »
replay-button-export = Scarica il registro

## What a move did

replay-pick = { $name } ha scelto la tessera { $domino }
replay-pick-pair = { $name } ha scelto le tessere { $first } e { $second }
replay-pick-last = { $name } ha preso la tessera { $domino }, l'ultima rimasta
replay-place = { $name } ha piazzato la tessera { $domino } su { $square }, seconda metà { $direction }
replay-discard = { $name } ha scartato la tessera { $domino }, che non entrava da nessuna parte
replay-fire =
    { $name } ha fatto atterrare il suo gettone Fuoco da { $fires ->
        [one] { $fires } fuoco
       *[other] { $fires } fuochi
    } su { $square }
replay-burnt = il fuoco ha distrutto ciò che c'era lì ({ $what })
replay-fire-lost =
    il gettone Fuoco da { $fires ->
        [one] { $fires } fuoco
       *[other] { $fires } fuochi
    } di { $name } non aveva dove atterrare ed è stato scartato
replay-totem-taken = { $name } ha preso il Totem { $resource }
replay-totem-passed = il Totem { $resource } è passato da { $giver } a { $name }
replay-totem-returned = { $name } ha rimesso sul tavolo il Totem { $resource }
replay-recruit-board = { $name } ha reclutato il Cro-magnon { $caveman } dalla casella { $slot } della Grotta
replay-recruit-pile = { $name } ha reclutato il Cro-magnon { $caveman } dal mazzo
replay-recruit-skip = { $name } non ha reclutato nessuno
replay-pay = { $name } ha pagato con la risorsa su { $square } ({ $resource })
replay-settle = { $name } ha messo il Cro-magnon { $caveman } su { $square }
replay-act = { $name } ha scelto di agire nel turno successivo invece di prendere una tessera
replay-pass = { $name } ha passato
replay-gold = la miniera di { $name } su { $square } ha portato { $gold } oro
replay-gain =
    { $name } ha ottenuto risorse su { $square }: { $count ->
        [one] { $count } gettone { $kind }
       *[other] { $count } gettoni { $kind }
    }
replay-witch = { $name } ha usato la strega su { $square } contro { $targets }
replay-witch-target = { $square } di { $name }
replay-spoilt =
    { $name } ha perso { $count ->
        [one] { $count } gettone
       *[other] { $count } gettoni
    }
replay-line-discard = la tessera { $domino }, che nessuno ha scelto, è stata scartata
replay-round-begins = è iniziato il turno { $round }
replay-over = la partita è finita: { $result }

## Choosing a game (the autocomplete of `game:`)

replay-choice =
    #{ $id } · { $game }, { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    } · vinta da { $winners }

## The record

replay-record = Il registro della partita #{ $id } (le impostazioni e ogni mossa, i nomi ai posti e i punteggi finali). `python -m rules replay { $file }` la rigioca.

## Refusals

replay-not-a-number = “{ $text }” non è un numero di partita: `/origins storico` li elenca (#12 o 12).
replay-none-here = In questo canale non è ancora finita nessuna partita: scegline una con `partita:` (`/origins storico` le elenca).
replay-unknown = In questo server non c'è nessuna partita finita #{ $id } che tu possa vedere.
replay-lobby = La partita #{ $id } è ancora nella lobby: non c'è ancora niente da rivedere.
replay-running = La partita #{ $id } è ancora in corso: si potrà rivedere quando sarà finita (il suo registro contiene le tessere ancora da pescare).
replay-cancelled = La partita #{ $id } è stata annullata prima della fine: si possono rivedere solo le partite finite.
replay-broken = La partita #{ $id } non si rigioca più con questa versione delle regole, quindi non posso mostrarla.
