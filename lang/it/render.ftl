# The pictures' words (render/): what the table, the decision card, the territory, the cave
# board, the score sheet and the legend card draw, and their alt texts. The game's terms come
# from terms.ftl and arrive worded in variables ($terrain, $caveman, $resource, $centre...).
# Numbers that are not counts (domino numbers, squares such as E4, notation such as D|G) arrive
# as text. Pictures cut a text that does not fit its box with an ellipsis: short is better.
#
# Italian: terms as in terms.ftl's glossary. The start tile takes its article from its word
# ("la Capanna", "il castello": { $centre -> [castello] … *[other] … }); a caveman being paid
# for or settled is "il Cro-magnon <title>"; a domino in a sentence is "la tessera 7 (…)"
# (alt-domino says "tessera", the sentence adds "la").


## Shared

list-and = { $most } e { $last }
list-or = { $most } o { $last }
# A seat without a name.
player-seat = Giocatore { $seat }
# A place in a ranking: 1st, 2nd, 3rd, 4th.
# Italian: 1º, 2º, 3º, 4º, 11º, 21º: one written form, whatever $ordinal says (many for 8, 11, 80
# and 800, where an article before it would elide: l'8º).
place = { $ordinal ->
   *[other] { $place }º
}
mode-line = Modalità { $mode }
# The moment of the game, in a sentence and as a heading.
moment-draft = scelta iniziale
moment-round = turno { $round } di { $rounds }
moment-draft-title = Scelta iniziale
moment-round-title = Turno { $round } di { $rounds }
tokens-none = nessun gettone
kinds-none = nessuno
# Who won or leads, after the names ($count: how many names).
share-the-win = { $names } condividono la vittoria

## The turn card (top of the table and of the decision card): "<name> <action>", then a detail

turn-game-over = Partita finita
turn-place = piazza la tessera { $number }
turn-discard = scarta la tessera { $number }
turn-discard-detail = Non entra da nessuna parte nel territorio.
turn-place-final = L'ultimo turno: dopo non c'è niente da scegliere.
turn-place-then = Poi sceglie una tessera della sequenza successiva.
turn-place-then-recruit = Poi sceglie una tessera della sequenza successiva e può reclutare un Cro-magnon.
turn-draft-pair = sceglie due tessere
turn-draft-pair-detail = Della prima sequenza: la 1ª e la 4ª, oppure la 2ª e la 3ª.
turn-pick = sceglie una tessera
turn-draft-detail = Della prima sequenza: l'ordine della sequenza è l'ordine di gioco.
turn-pick-or-act = sceglie una tessera, o agisce
turn-pick-or-act-detail = Della sequenza successiva; chi agisce invece mette il re nella colonna azioni.
turn-pick-detail = Della sequenza successiva: il suo ordine è l'ordine di gioco del turno seguente.
turn-fire = fa atterrare un gettone Fuoco
turn-fire-detail =
    Un gettone da { $fires ->
        [one] { $fires } fuoco
       *[other] { $fires } fuochi
    }, su una casella distante da { $near } a { $far } dal vulcano in { $volcano }.
turn-totem = assegna il Totem { $resource }
turn-totem-detail = A { $to }: in parità per il maggior numero di { $resources }.
turn-recruit = può reclutare un Cro-magnon
turn-recruit-detail = Risorse: { $resources }. { $face_up } tipi diversi per uno scoperto, { $any } tipi per uno del mazzo; o rinuncia.
turn-recruit-none = nessuna
turn-pay =
    paga il { $caveman ->
        [Cro-magnon] Cro-magnon
       *[other] Cro-magnon { $caveman }
    }
turn-pay-detail = Pagate { $paid } su { $cost }: una risorsa in legno di un tipo non ancora pagato.
turn-settle =
    piazza il { $caveman ->
        [Cro-magnon] Cro-magnon
       *[other] Cro-magnon { $caveman }
    }
turn-settle-detail = Su una casella del suo territorio senza fuoco, senza risorse e senza altri Cro-magnon.
turn-act = agisce
turn-act-detail =
    Ottenere risorse su una casella con corona (1 oro), usare una strega o passare. { $gold } oro { $centre ->
        [castello] sul castello
       *[other] sulla { $centre }
    }.
turn-decides = decide
turn-wins = vince
# The winner's banner: $amount is banner-points or banner-kinds; $winners, how many share the win.
banner-points =
    { $count ->
        [one] { $count } punto
       *[other] { $count } punti
    }
banner-kinds = { $kinds } al raccolto
banner =
    { $winners ->
        [one] { $amount }.
       *[other] { $amount } ciascuno.
    }
banner-ahead =
    { $winners ->
        [one] { $amount }, davanti a { $names } con { $then }.
       *[other] { $amount } ciascuno, davanti a { $names } con { $then }.
    }

## The lines of the draft

lines-first = Prima sequenza: la scelta iniziale
lines-placing = Da piazzare ora
lines-next = Sequenza successiva
lines-not-chosen = Ultima sequenza: non scelta, la partita finisce prima
lines-final-round = Nessuna sequenza successiva: è l'ultimo turno
# The Resource Tokens variant: the kings beside a line's caption.
lines-still-to-act = Devono ancora agire:
lines-action-column = Colonna azioni:
lines-no-king = nessuno

## Beside the territories: supplies, totems, the cave board

supplies-fire-tokens = Gettoni Fuoco rimasti
supplies-deck =
    { $count ->
        [one] { $count } tessera ancora coperta
       *[other] { $count } tessere ancora coperte
    }
supplies-deck-empty = Nessuna tessera ancora coperta
supplies-supply = Scorte
supplies-pool = { $gold } oro nella riserva
supplies-totems = Totem
supplies-totem = { $resource } { $points }
supplies-not-held = libero
supplies-cave =
    Grotta · { $count ->
        [one] { $count } tessera
       *[other] { $count } tessere
    } nel mazzo
cave-empty = vuota

## The scoreboard

scoreboard = Classifica
scoreboard-final = Classifica finale
scoreboard-wins = { $names } vince
scoreboard-leads = { $names } è in testa
scoreboard-tie = { $names } in testa a pari merito
# An optional bonus met so far, not yet earned.
scoreboard-bonus = +{ $points } se resta
scoreboard-totems = Totem:
scoreboard-no-totem = Nessun Totem
scoreboard-discarded =
    { $count ->
        [one] { $count } scartata
       *[other] { $count } scartate
    }

## The score sheet

sheet-title = Punteggi finali
sheet-title-so-far = Punteggi finora
sheet-over = partita finita
sheet-no-tie = Nessuna parità. A parità di punti deciderebbero la regione più grande, poi le { $multipliers }.
sheet-no-tie-gold =
    Nessuna parità. A parità di tipi vincerebbe chi ha più oro { $centre ->
        [castello] sul castello
       *[other] sulla { $centre }
    }.
# What a card's total counts, after the number.
sheet-unit-points =
    { $count ->
        [one] punto
       *[other] punti
    }
sheet-unit-kinds =
    { $count ->
        [one] tipo vinto
       *[other] tipi vinti
    }
sheet-tie-break = Spareggio: regione più grande { $largest }, { $multipliers }
sheet-tie-break-gold =
    Spareggio: { $gold } oro { $centre ->
        [castello] sul castello
       *[other] sulla { $centre }
    }
sheet-regions = Regioni: caselle × { $multipliers }
sheet-region = { $terrain } { $size } × { $multipliers }
sheet-more-regions =
    { $count ->
        [one] { $count } altra regione con punti
       *[other] altre { $count } regioni con punti
    }
sheet-zero-regions =
    { $count ->
        [one] { $count } regione { $none }
       *[other] { $count } regioni { $none }
    }
sheet-zero-regions-volcanoes =
    { $count ->
        [one] { $count } regione di vulcani o { $none }
       *[other] { $count } regioni di vulcani o { $none }
    }
sheet-no-region = Ancora nessuna regione
sheet-resources-totem = Risorse: 1 punto l'una
sheet-resources-tribe = Risorse: niente punti in Tribù
sheet-totems = Totem
sheet-totem = Totem { $resource }
sheet-no-totem = Nessun Totem
sheet-cavemen = Cro-magnon
sheet-caveman = { $caveman } su { $square }
# Power 2 is the Amazon warrior's, a woman ("da sola").
sheet-warrior-alone =
    { $power ->
        [2] da sola: potenza { $power }
       *[other] da solo: potenza { $power }
    }
sheet-warriors = { $count } guerrieri su { $squares }
sheet-warriors-power = { $count } guerrieri × potenza { $power }
sheet-no-caveman = Nessun Cro-magnon
sheet-more-cavemen = altri { $count } Cro-magnon e orde
sheet-bonuses = Bonus
sheet-complete = completo, nessuna tessera scartata
sheet-discarded =
    { $count ->
        [one] { $count } tessera scartata
       *[other] { $count } tessere scartate
    }
sheet-squares-of = { $squares } caselle su { $all }
sheet-centred =
    { $centre ->
        [castello] il castello è al centro
       *[other] la { $centre } è al centro
    }
sheet-centred-not =
    { $centre ->
        [castello] il castello non è al centro
       *[other] la { $centre } non è al centro
    }
sheet-middle =
    { $centre ->
        [castello] il castello è nel mezzo
       *[other] la { $centre } è nel mezzo
    }
sheet-middle-not =
    { $centre ->
        [castello] il castello non è nel mezzo
       *[other] la { $centre } non è nel mezzo
    }
sheet-total = Totale
# The Resource Tokens variant's harvest.
sheet-tokens = Gettoni: ogni tipo a chi ne ha di più
sheet-kind =
    { $token }: { $count ->
        [one] { $count } gettone
       *[other] { $count } gettoni
    }
sheet-kind-nobody = nessuno ne ha: non vinto
sheet-kind-shared = ne ha di più, a pari merito: vinto
sheet-kind-most = ne ha di più: vinto
sheet-kind-behind = il massimo è { $most }
sheet-gold = Oro: decide le parità
sheet-gold-on =
    { $gold } oro { $centre ->
        [castello] sul castello
       *[other] sulla { $centre }
    }
sheet-gold-spent = { $gold } oro speso in stregonerie
sheet-none-spent = niente speso
sheet-kinds-won = Tipi vinti

## A hunter-gatherer's points, and each caveman's rule

# "4 mammoths × 3": what it counts around it, times the points each.
caveman-why = { $counted } × { $each }
rule-gatherer = { $points } per ogni { $resource } intorno
rule-painter = { $points } per ogni risorsa in legno intorno
rule-fire-lady = { $points } per ogni icona Fuoco intorno
rule-shaman = { $points } per ogni Cro-magnon intorno
# Power 2 is the Amazon warrior's, a woman ("guerriera").
rule-warrior =
    { $power ->
        [2] guerriera di potenza { $power }: un'orda vale guerrieri × potenza totale
       *[other] guerriero di potenza { $power }: un'orda vale guerrieri × potenza totale
    }

## The cave board (Tribe mode, the recruit panel). $command is the rules' action text, as typed.

cave-title = Grotta
cave-over = La partita è finita
cave-final-round = Ultimo turno: niente reclutamento
cave-face-up = Scoperti: { $cost } risorse di tipi diversi · { $command }
cave-slot-empty = Vuota
cave-taken = Cro-magnon reclutato
cave-refilled = si riempie al prossimo turno
cave-pile =
    Mazzo coperto: { $count ->
        [one] { $count } tessera
       *[other] { $count } tessere
    }
cave-pile-empty = Mazzo coperto: vuoto
cave-pile-cost = Uno qualsiasi per { $cost } risorse di { $cost } tipi
cave-pile-cost-example = Uno qualsiasi per { $cost } risorse di { $cost } tipi · es. { $command }
cave-pile-none = Nessuna tessera coperta: recluta tra quelli scoperti
cave-pile-kind = { $caveman } ×{ $count }

## The legend card

legend-title = Cosa mostrano le immagini
legend-alt = { legend-title }. { $legend }
legend-section = { $title }: { $items }.
legend-terrains = Paesaggi
legend-fire = Fuoco
legend-crowns = Corone
legend-resources = Risorse in legno
legend-cavemen = Cro-magnon
legend-tokens = Gettoni
legend-fire-icon = icona Fuoco
legend-fire-token =
    gettone Fuoco ({ $count ->
        [one] { $count } fuoco
       *[other] { $count } fuochi
    })
legend-volcano =
    vulcano ({ $count ->
        [one] { $count } cratere
       *[other] { $count } crateri
    })
legend-crown = corona
legend-gold = oro

## Alt texts: who must decide what

pending-over = La partita è finita.
pending-place = { $name } deve piazzare la { $domino }.
pending-discard = { $name } deve scartare la { $domino }.
pending-discard-spoken = { $name } deve scartare la { $domino }: non entra da nessuna parte.
pending-draft = { $name } deve mettere un { $chief } su una tessera della prima sequenza.
# The Neolithic first pick; $a $b $c $d: the first line's domino numbers in order.
pending-draft-pair = { $name } deve scegliere { $a }+{ $d } o { $b }+{ $c }.
pending-draft-pair-spoken = { $name } deve scegliere due tessere della prima sequenza: la { $a } e la { $d }, o la { $b } e la { $c }; le altre due vanno all'altro giocatore.
pending-fire = { $name } deve far atterrare il gettone Fuoco.
pending-pick = { $name } deve scegliere una tessera della sequenza successiva.
pending-pick-or-act = { $name } deve scegliere una tessera della sequenza successiva, o invece agire.
pending-pick-or-act-short = { $name } deve scegliere una tessera, o agire.
pending-recruit = { $name } deve reclutare un Cro-magnon, o rinunciare.
pending-pay =
    { $name } deve pagare il { $caveman ->
        [Cro-magnon] Cro-magnon
       *[other] Cro-magnon { $caveman }
    } con una risorsa in legno.
pending-settle =
    { $name } deve scegliere la casella per il { $caveman ->
        [Cro-magnon] Cro-magnon
       *[other] Cro-magnon { $caveman }
    }.
pending-totem = { $name } deve dare il Totem { $resource } a { $to }.
pending-act = { $name } deve ottenere risorse, usare una strega o passare.
pending-act-short = { $name } agisce: risorse, strega o passo.

## Alt texts: dominoes

alt-domino = tessera { $squares }
alt-domino-squares = { $number } ({ $first } | { $second })
# As printed: "domino 23 (W1|M)", the notation's letters.
alt-domino-notation = tessera { $number } ({ $first }|{ $second })
alt-half-with = { $terrain } con { $what }
alt-half-resource = { $terrain } con { $resource }

## Alt texts: the table

alt-who = { $name } (giocatore { $seat }, { $colour })
alt-table = { $game }, { $players }, { $moment }.
alt-table-mode = { $game }, { $mode }, { $players }, { $moment }.
alt-table-draft = la scelta iniziale
alt-line-placed = { $number } piazzata da { $name }
alt-line-placed-over = { $number } di { $name }
alt-line-placing = { $domino }, che { $name } sta piazzando
alt-line-to-place = { $domino }, che { $name } deve piazzare
alt-line-now = Da piazzare ora: { $dominoes }.
alt-line-last = Ultima sequenza, tutta piazzata: { $dominoes }.
alt-line-unchosen = Ultima sequenza pescata, non scelta (la partita finisce prima): { $numbers }.
alt-line-unchosen-over = Ultima sequenza pescata, non scelta (la partita è finita prima): { $numbers }.
alt-line-taken = { $domino }, presa da { $name }
alt-line-free = { $domino }, libera
alt-line-first = Prima sequenza: { $dominoes }.
alt-line-next = Sequenza successiva: { $dominoes }.
alt-player-points = { $name } { $points }
alt-points = Punti: { $points }.
alt-totem-held = { $resource } ({ $points }) di { $name }
alt-totems-held = Totem: { $totems }.
alt-totems-none = Totem: nessuno assegnato.
alt-cave =
    Grotta: { $faces }; { $pile ->
        [one] { $pile } tessera
       *[other] { $pile } tessere
    } nel mazzo coperto.
# The Resource Tokens variant's table.
kings-none = nessuno
alt-still-to-act = Devono ancora agire in questo turno, in ordine: { $kings }.
alt-action-column = Colonna azioni (agiscono per primi nel turno successivo, in ordine): { $kings }.
alt-harvest-now =
    { $name }: al raccolto ora { $kinds } ({ $which }); { $tokens }; { $gold } oro { $centre ->
        [castello] sul castello
       *[other] sulla { $centre }
    }{ $witches ->
        [0] { "" }
        [one] , { $witches } strega usata
       *[other] , { $witches } streghe usate
    }.
alt-harvest-over =
    { $name }: al raccolto { $kinds } ({ $which }); { $tokens }; { $gold } oro { $centre ->
        [castello] sul castello
       *[other] sulla { $centre }
    }{ $witches ->
        [0] { "" }
        [one] , { $witches } strega usata
       *[other] , { $witches } streghe usate
    }.
alt-supply = Scorte: { $tokens }; { $gold } oro nella riserva.

## Alt texts: a territory

alt-territory =
    Territorio di { $who }: { $squares } caselle su { $all }, { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } = { $sum }.
alt-preview = Anteprima: { $domino } con la prima metà su { $square }, la seconda { $direction }.
alt-highlighted = Caselle evidenziate: { $squares }.
alt-regions = Regioni che fanno punti: { $regions }.
alt-region = { $terrain } { $size } × { $multipliers } = { $points }
alt-resources = Risorse in legno: { $resources }.
alt-totems = Totem: { $totems }.
alt-totem = { $resource } { $points }
alt-cavemen = Cro-magnon: { $cavemen }.
alt-caveman-at = { $caveman } { $square }
alt-caveman = { $caveman }: { $why } = { $points }
# Power 2 is the Amazon warrior's, a woman ("da sola").
alt-warrior-alone =
    { $power ->
        [2] { $caveman } da sola: potenza { $power } = { $points }
       *[other] { $caveman } da solo: potenza { $power } = { $points }
    }
alt-warriors = { $count } guerrieri insieme, { $where }: { $count } × potenza { $power } = { $points }
alt-idle = { $cavemen }: niente intorno = 0
# The Resource Tokens variant's kingdom.
alt-kingdom =
    Territorio di { $who }: { $squares ->
        [one] { $squares } casella
       *[other] { $squares } caselle
    }. Se il raccolto fosse ora: { $kinds } ({ $which }).
alt-tokens = Gettoni risorsa: { $tokens }.
alt-tokens-none = nessuno
alt-token-squares = { $tokens } ({ $squares })
alt-gold =
    Oro { $centre ->
        [castello] sul castello
       *[other] sulla { $centre }
    }: { $gold }.
alt-witches = Streghe usate: { $witches }.
alt-witch = { $square } con { $gold } oro
# A territory's map in the rules' notation (RULES.md §4): its letters are the same in every language.
map = Mappa nella notazione delle regole ({ $legend }): colonne { $columns }; { $rows }; { $end }.
map-bare = Mappa nella notazione delle regole: colonne { $columns }; { $rows }; { $end }.
map-row = riga { $row }: { $squares }
map-end = fine della mappa
map-key = { $mark } { $meaning }
map-empty = vuota
map-digit = cifra: { $multipliers }
map-digit-craters = cifra: { $multipliers } o crateri di un vulcano
map-resource = r: risorsa in legno
map-token = r: un gettone risorsa, r2: due
map-fire = !N: gettone Fuoco da N fuochi
map-gold = $N: N oro
map-caveman = @: Cro-magnon

## Alt texts: points that add up, the cave board, the score sheet

part = { $label } { $points }
part-regions = regioni
part-resources = risorse in legno
part-totems = Totem
part-cavemen = Cro-magnon
alt-slot = casella { $slot } { $caveman } ({ $rule })
alt-slot-empty = casella { $slot } vuota
# A caveman's title has no plural: "Cacciatore (2)".
alt-pile-kind = { $caveman } ({ $count })
alt-pile =
    il mazzo coperto contiene { $count ->
        [one] { $count } tessera
       *[other] { $count } tessere
    }
alt-pile-kinds =
    il mazzo coperto contiene { $count ->
        [one] { $count } tessera
       *[other] { $count } tessere
    }: { $kinds }
alt-cave-board = Grotta: { $slots }; { $pile }. Si recluta con { $face_up } risorse in legno di tipi diversi per una tessera scoperta, o { $any } di { $any } tipi per una tessera qualsiasi del mazzo.
alt-final = Punteggi finali: { $ranking }.
alt-final-so-far = Punteggi finora: { $ranking }.
alt-ranked = { $place }. { $name } { $standing }
winner = { $name } ha vinto.
winner-so-far = { $name } è in testa.
winners-tie = { $names } condividono il primo posto.
winners-tie-so-far = { $names } condividono per ora il primo posto.
alt-sheet =
    { $name }: { $total } = { $sum } ({ $scoring ->
        [one] { $scoring } regione con punti
       *[other] { $scoring } regioni con punti
    }, regione più grande { $largest }, { $multipliers }).
alt-harvest-kind = { $token } { $count }
# Meat (carne) is the one feminine kind.
alt-harvest-kind-won =
    { $token } { $count } ({ $token ->
        [carne] vinta
       *[other] vinto
    })
alt-harvest =
    { $name }: { $kinds }; al raccolto { $won }; { $gold } oro { $centre ->
        [castello] sul castello
       *[other] sulla { $centre }
    }{ $spent ->
        [0] { "" }
       *[other] , { $spent } oro speso in stregonerie
    }.

## Tie-breaks: how players level on points were told apart

# "23 against 19 against 17".
tie-against = { $a } contro { $b }
tie-shared =
    { $names } sono a pari merito con { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }, regione più grande e { $multipliers }: condividono il posto.
tie-region =
    { $names } sono a pari merito con { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }; decide la regione più grande ({ $regions } caselle).
tie-multipliers =
    { $names } sono a pari merito con { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } e regione più grande ({ $region }); decidono le { $multipliers } ({ $counts }).
tie-both =
    { $names } sono a pari merito con { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }; decidono la regione più grande ({ $regions } caselle), poi le { $multipliers } ({ $counts }).
tie-both-some-shared =
    { $names } sono a pari merito con { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }; decidono la regione più grande ({ $regions } caselle), poi le { $multipliers } ({ $counts }); chi è pari in entrambe condivide il posto.
tie-gold-shared =
    { $names } sono a pari merito con { $kinds ->
        [one] { $kinds } tipo vinto
       *[other] { $kinds } tipi vinti
    } e { $gold } oro ciascuno: condividono il posto.
tie-gold =
    { $names } sono a pari merito con { $kinds ->
        [one] { $kinds } tipo vinto
       *[other] { $kinds } tipi vinti
    }; decide chi ha più oro sul castello ({ $gold }).
tie-gold-some-shared =
    { $names } sono a pari merito con { $kinds ->
        [one] { $kinds } tipo vinto
       *[other] { $kinds } tipi vinti
    }; decide chi ha più oro sul castello ({ $gold }); chi è pari anche nell'oro condivide il posto.
