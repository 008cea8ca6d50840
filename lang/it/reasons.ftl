# Why the bot refuses a move, a typed action or a game's settings: one message per reason code
# of the rules, `reason-<code>`. rules/refusals.py holds each code's English sentence and its
# variables; the English here says exactly the same (tests/lang/test_reasons.py checks both).
#
# The variables arrive ready to be said:
# - squares as written ("E4"), numbers as numbers (they choose the plural forms);
# - game terms already in this language, from terms.ftl ($terrain, $caveman, $direction, $centre...);
# - lists already joined: "a, b, c", or with reasons-or below ($counts, $players);
# - what a player typed ($text, $value, $name) with its quotes, as the rules quote it ('E4').
# Words between backticks (`place E4 right`), and lists of names in parentheses, are what a
# player types: they stay in English in every language.
#
# Italian: a reason starts lower case, as it follows "Non è una mossa che capisco: " or stands
# alone as the English does. The start tile takes its article from its word: "la Capanna" but
# "il castello" ({ $centre -> [castello] il castello *[other] la { $centre } }). Examples are
# introduced by "es." (esempio).

# A list of choices: "{ $items } or { $last }" ("1, 2 or 3"; $items holds all but the last).
reasons-or = { $items } o { $last }

## A move of the wrong kind for the pending decision (`action`: the move as typed)

reason-expected-place = `{ $action }` non è possibile ora: piazza la tessera { $number } (es. `place E4 right`)
reason-expected-draft-pick = `{ $action }` non è possibile ora: scegli dalla prima sequenza (es. `{ $example }`)
reason-expected-first-pick = `{ $action }` non è possibile ora: scegli dalla prima sequenza (es. `{ $example }`); nella scelta iniziale non si agisce
reason-expected-pick = `{ $action }` non è possibile ora: scegli una tessera della sequenza successiva (es. `{ $example }`)
reason-expected-pick-or-act = `{ $action }` non è possibile ora: scegli una tessera della sequenza successiva (es. `{ $example }`), oppure `act`
reason-expected-fire = `{ $action }` non è possibile ora: fai atterrare il gettone Fuoco (es. `fire C3`)
reason-expected-totem = `{ $action }` non è possibile ora: dai il Totem { $resource } al giocatore { $players }
reason-expected-recruit = `{ $action }` non è possibile ora: recluta un Cro-magnon oppure `recruit skip`
reason-expected-pay = `{ $action }` non è possibile ora: paga con una risorsa in legno del tuo territorio (es. `pay D4`)
reason-expected-settle = `{ $action }` non è possibile ora: scegli la casella per il tuo Cro-magnon (es. `settle C6`)
reason-expected-action = `{ $action }` non è possibile ora: ottieni risorse (es. `gain C3`), usa una strega (es. `witch D4 on 2 F5`) o passa

## The turn and the game

reason-game-over = la partita è finita
reason-not-your-turn = tocca al giocatore { $player } decidere, non a te
reason-square-off-board = { $square } è fuori dalla griglia (le caselle vanno da A1 a { $last })
reason-not-legal-now = `{ $action }` non è una mossa valida ora

## Placing a domino (`square` and `direction`: the placement asked for)

reason-discard-refused = la tessera { $number } si può piazzare, quindi va piazzata (si scarta solo una tessera che non entra da nessuna parte)
reason-placement-off-board = { $square } { $direction }: la seconda metà finirebbe fuori dalla griglia
reason-placement-on-centre =
    { $square } { $direction }: { $taken } è { $centre ->
        [castello] il castello
       *[other] la { $centre }
    }
reason-placement-taken = { $square } { $direction }: { $taken } è già occupata
reason-placement-too-big = { $square } { $direction }: il territorio non starebbe più in { $size }×{ $size }
reason-placement-unconnected =
    { $square } { $direction }: nessuna delle due metà tocca { $centre ->
        [castello] il castello
       *[other] la { $centre }
    } o una casella dello stesso paesaggio

## Picking a domino

reason-pick-taken = `{ $action }`: quella tessera non è libera, scegline una tra { $choices }

## The fire token

reason-fire-off-territory = { $square } non fa parte del tuo territorio
reason-fire-out-of-range =
    { $square } è fuori portata: un vulcano con { $craters ->
        [one] { $craters } cratere
       *[other] { $craters } crateri
    } spruzza { $far ->
        [one] solo accanto a sé
       *[other] fino a { $far } caselle di distanza
    }
reason-fire-on-volcano = { $square } è un vulcano: il fuoco non atterra mai su un vulcano
reason-fire-already-burning = su { $square } c'è già del fuoco

## Totems

reason-totem-to-tied = dai il Totem { $resource } al giocatore { $players }

## Recruiting a caveman

reason-recruit-slot-empty = la casella { $slot } della Grotta è vuota
reason-recruit-none-left = nel mazzo non resta nessun Cro-magnon { $caveman }
reason-recruit-too-poor = per farlo ti servono nel tuo territorio risorse in legno di { $kinds } tipi diversi
reason-pay-same-kind = hai già pagato con una risorsa di tipo { $resource }: ogni risorsa dev'essere di un tipo diverso
reason-pay-no-resource = su { $square } non c'è nessuna tua risorsa in legno
reason-settle-refused = { $square }: un Cro-magnon va su una casella del tuo territorio (non la Capanna) senza fuoco, senza risorse in legno e senza altri Cro-magnon

## The Resource Tokens variant's actions

reason-gain-no-gold = ottenere risorse costa 1 oro, e il tuo castello non ne ha
reason-gain-off-kingdom = { $square } non è una casella del tuo regno
reason-gain-no-crown = { $square } non ha corone: le risorse si ottengono su una casella con corona
# Only swamps and mines yield nothing: "palude" and "miniera", both feminine.
reason-gain-barren = { $square } è una { $terrain }: paludi e miniere non producono risorse
reason-gain-used-up = { $square } ha già tanti gettoni quante corone ({ $crowns }): una casella con corona si usa una volta per corona
reason-gain-supply-empty = nelle scorte non restano gettoni { $token }
reason-witch-used = la strega su { $square } è già stata usata: ogni strega si usa una volta a partita
reason-witch-not-yours = { $square } non è una tua strega: una strega è una casella palude con corone nel tuo regno
reason-witch-too-dear = la strega su { $square } costa { $crowns } oro, e il tuo castello ne ha { $gold }
reason-witch-targets =
    una strega con { $crowns ->
        [one] { $crowns } corona si usa su { $crowns } casella con corona
       *[other] { $crowns } corone si usa su { $crowns } caselle con corona
    }, ognuna di un avversario diverso
reason-witch-on-own = una strega si usa sulle caselle con corona degli avversari, non sulle tue
reason-witch-no-player = in questa partita non c'è nessun giocatore { $player }
reason-witch-not-crown = { $square } non è una casella con corona del giocatore { $player }
reason-witch-not-legal-now = `{ $action }` non è un uso valido della strega ora

## Reading an action's text (`text`: as typed)

reason-no-action = nessuna azione indicata
reason-not-one-action =
    { $text } contiene { $count ->
        [one] { $count } azione
       *[other] { $count } azioni
    }, non una
reason-unknown-verb = { $text } non è un'azione (pick, place, discard, fire, totem, recruit, pay, settle, act, gain, witch, pass)
reason-usage = { $text }: scrivi `{ $usage }`
reason-pick-usage = { $text }: scrivi `pick NUMBER` (due numeri nel Neolitico)
reason-recruit-usage = { $text }: scrivi `recruit board SLOT`, `recruit pile KIND` o `recruit skip`
reason-witch-usage = { $text }: scrivi `witch SQUARE on PLAYER SQUARE` (una coppia per ogni corona della strega)
reason-pick-count = una scelta indica una tessera (due nella prima scelta del Neolitico)
reason-not-a-square = { $text } non è il nome di una casella, come E4
reason-not-a-direction = { $text } non è una direzione (right, down, left, up)
reason-not-a-domino-number = { $text } non è un numero di tessera
reason-not-a-player-number = { $text } non è un numero di giocatore
reason-not-a-slot-number = { $text } non è il numero di una casella della Grotta
reason-not-a-resource = { $text } non è una risorsa ({ $names })
reason-not-a-caveman = { $text } non è un Cro-magnon ({ $names })
reason-players-from-one = i giocatori si contano da 1
reason-totem-malformed = un Totem va a un giocatore (da 1), indicato come mammoth, fish, mushroom o flint
reason-slot-out-of-range = la Grotta ha le caselle da 1 a { $slots }
reason-no-such-caveman = quel Cro-magnon non esiste
reason-recruit-source = recluta dalla Grotta (`board`) o dal mazzo (`pile`), oppure `recruit skip`
reason-witch-malformed = una strega si usa su un giocatore (da 1) e su una delle sue caselle con corona
reason-step-unreadable = { $text } non è né `gain` né `witch`
reason-step-witch-targets = { $text }: i bersagli di una strega si indicano con un giocatore e una casella

## A game's configuration

reason-config-game-unknown = { $value } non è un gioco valido
reason-config-mode-unknown = { $value } non è una modalità valida
reason-config-option-unknown = { $value } non è un'opzione valida
reason-config-players = Una partita si gioca in { $counts } giocatori, non in { $players }.
reason-config-players-of = Una partita di { $game } si gioca in { $counts } giocatori, non in { $players }.
reason-config-seed = il seed dev'essere un numero intero
reason-config-no-mode = { $game } non ha la modalità { $mode } (le sue modalità: { $modes }).
reason-config-no-option = { $game } non ha l'opzione { $options } (le sue opzioni: { $offered }).
reason-config-no-options = { $game } si gioca senza opzioni, quindi non con { $options }.
reason-config-two-players-only = { $option } è un'opzione della partita a due giocatori.
reason-config-deck-numbers = il mazzo fisso deve elencare numeri di tessera distinti da 1 a { $count }
reason-config-deck-too-long = il mazzo fisso elenca più tessere delle { $count } del gioco
reason-config-chief-order =
    l'ordine dei capi tribù deve nominare ogni posto 0..{ $last } { $times ->
        [one] una volta
       *[other] { $times } volte
    }
reason-config-cavemen = la pila fissa di Cro-magnon elenca più tessere di quante ne contenga la scatola
reason-config-not-object = una configurazione di partita è un oggetto JSON
reason-config-unknown-keys = chiavi di configurazione sconosciute: { $keys }
reason-config-unreadable = configurazione non valida: { $detail }
reason-simulate-agent-count = indica un agente, o uno per posto ({ $players }), non { $count }
reason-simulate-unknown-agent = agente sconosciuto { $name } (scegli tra { $agents })
reason-simulate-no-games = simula almeno una partita

## Game records and snapshots

reason-record-not-object = il registro di una partita è un oggetto JSON con `config` e `actions`
reason-record-actions = `actions` dev'essere un elenco di testi di azioni
reason-record-not-json = non è JSON: riga { NUMBER($line, useGrouping: 0) }, colonna { NUMBER($column, useGrouping: 0) }: { $detail }
reason-snapshot-damaged = istantanea danneggiata: { $detail }
reason-snapshot-recruit = istantanea danneggiata: `recruit` non è un'azione di reclutamento
reason-snapshot-version = versione dell'istantanea sconosciuta: { $version }

## A territory in the text notation (`text`: the square's token as written)

reason-notation-not-a-token = { $text } non è una casella (es. { $examples })
reason-notation-not-a-terrain = { $text } non è un paesaggio ({ $letters })
reason-notation-other-game = { $letter } ({ $terrain }) è di { $other }, non di { $game }
reason-notation-no-fire-tokens = { $text }: { $game } non ha gettoni Fuoco
reason-notation-no-fire-or-cavemen = { $text }: { $game } non ha né gettoni Fuoco né Cro-magnon
reason-notation-no-gold = { $text }: { $game } non ha oro
reason-notation-no-resources = { $text }: { $game } non ha risorse in legno
reason-notation-fires = { $text }: i gettoni Fuoco portano da 1 a 3 fuochi
reason-notation-craters = { $text }: un vulcano ha da 1 a 3 crateri
reason-notation-printed = { $text }: una casella ha al massimo { $most } { $multipliers } stampate
reason-notation-one-resource = { $text }: una casella porta una sola risorsa in legno, scritta r
reason-notation-resource-on-fire = { $text }: questa casella ha un fuoco stampato
reason-notation-no-resource-here = { $text }: questa casella non porta risorse in legno
reason-notation-fire-on-fire = { $text }: i gettoni Fuoco non atterrano mai su un fuoco stampato o su un vulcano
reason-notation-fire-and-resource = { $text }: il fuoco distrugge la risorsa dove atterra il suo gettone
reason-notation-not-a-caveman = { $text } non è un Cro-magnon ({ $names })
reason-notation-caveman-crowded = { $text }: un Cro-magnon sta solo dove non ci sono né fuoco né risorse
reason-notation-token-count = { $text }: una casella porta 1 o { $most } gettoni risorsa
# Only swamps and mines yield nothing: "palude" and "miniera", both feminine.
reason-notation-barren = { $text }: una { $terrain } non produce gettoni risorsa
reason-notation-gold = { $text }: l'oro sta solo sul castello o su una strega usata (una palude con corone, tanto oro quante corone: S1$1, S2$2)
reason-notation-empty = il territorio è vuoto
reason-notation-blank-row = riga vuota dentro il territorio
reason-notation-row-length =
    { $count ->
        [one] { $count } casella
       *[other] { $count } caselle
    }, ma la riga 0 ne ha { $first }: le righe devono avere la stessa lunghezza
reason-notation-no-centre =
    il territorio non ha { $centre ->
        [castello] il castello
       *[other] la { $centre }
    } ({ $letter })
reason-notation-second-centre =
    { $centre ->
        [castello] un secondo castello: un territorio ne ha esattamente uno
       *[other] una seconda { $centre }: un territorio ne ha esattamente una
    }
reason-notation-too-big = le caselle occupano le righe { $top }–{ $bottom } e le colonne { $left }–{ $right } ({ $height }×{ $width }): più di { $size }×{ $size }
reason-notation-too-far =
    quella casella è troppo lontana { $centre ->
        [castello] dal castello
       *[other] dalla { $centre }
    } per far parte di un territorio
reason-notation-not-connected =
    questa casella non è collegata { $centre ->
        [castello] al castello
       *[other] alla { $centre }
    }

## The referee's command line (python -m rules): never said by the bot, kept for one catalogue of reasons

reason-referee-cannot-read = impossibile leggere { $source }: { $detail }
reason-referee-not-utf8 = { $source }: non è testo UTF-8 (byte { NUMBER($byte, useGrouping: 0) })
reason-referee-mode-required = --mode è obbligatorio per { $game } ({ $modes })
reason-referee-no-mode = --mode { $mode }: { $game } non ha la modalità { $mode }
reason-referee-no-option = --option { $option }: { $game } non ha questa opzione (le sue opzioni: { $offered })
reason-referee-no-options = --option { $option }: { $game } non ha opzioni
reason-referee-totem-mode = --totem conta solo con --mode totem
reason-referee-no-volcanoes = { $game } non ha vulcani: non c'è nessun gettone Fuoco da far atterrare
reason-referee-domino-halves = --domino { $text }: indica le sue due metà, prima la prima, es. "{ $example }"
reason-referee-domino-not-printed = { $text } non è una casella stampata (una lettera di paesaggio con i suoi fuochi, o un vulcano con i suoi crateri: G, L1, V2)
reason-referee-domino-not-printed-classic = { $text } non è una casella stampata (una lettera di paesaggio con le sue { $multipliers }: W, F1, M3)
reason-referee-domino-unknown = --domino { $text }: nessuna tessera della scatola ha queste due caselle
reason-referee-volcano-too-far = quella casella è troppo lontana dalla Capanna per far parte del territorio
reason-referee-volcano-on-hut = quella casella è la Capanna, non un vulcano
reason-referee-volcano-on-nothing = quella casella è vuota, non un vulcano
reason-referee-volcano-on-terrain = quella casella è di tipo { $terrain }, non un vulcano
# "crater(s)": the referee's tests hold its English as it is; translations use real plurals.
reason-referee-volcano-craters =
    quel vulcano ha { $craters ->
        [one] { $craters } cratere, quindi spruzza un gettone da { $craters } fuoco
       *[other] { $craters } crateri, quindi spruzza un gettone da { $craters } fuochi
    }, non da { $fires }
