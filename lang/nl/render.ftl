# The pictures' words (render/): what the table, the decision card, the territory, the cave
# board, the score sheet and the legend card draw, and their alt texts. The game's terms come
# from terms.ftl and arrive worded in variables ($terrain, $caveman, $resource, $centre...).
# Numbers that are not counts (domino numbers, squares such as E4, notation such as D|G) arrive
# as text. Pictures cut a text that does not fit its box with an ellipsis: short is better.

## Shared
list-and = { $most } en { $last }
list-or = { $most } of { $last }
# A seat without a name.
player-seat = Speler { $seat }
# A place in a ranking: 1st, 2nd, 3rd, 4th.
# Dutch: 1e, 2e, 3e, 4e, 11e, 21e: one form ($ordinal is always other).
place = { $ordinal ->
   *[other] { $place }e
}
# Dutch modes carry "modus" in their names already (Totemmodus).
mode-line = { $mode }
# The moment of the game, in a sentence and as a heading.
moment-draft = openingskeuze
moment-round = ronde { $round } van { $rounds }
moment-draft-title = Openingskeuze
moment-round-title = Ronde { $round } van { $rounds }
tokens-none = geen fiches
kinds-none = geen
# Who won or leads, after the names ($count: how many names).
share-the-win = { $names } winnen samen

## The turn card (top of the table and of the decision card): "<name> <action>", then a detail
turn-game-over = Spel afgelopen
turn-place = plaatst domino { $number }
turn-discard = verwijdert domino { $number }
turn-discard-detail = Hij past nergens in het gebied.
turn-place-final = De laatste ronde: daarna valt er niets te kiezen.
turn-place-then = Kiest daarna een domino uit de volgende rij.
turn-place-then-recruit = Kiest daarna een domino uit de volgende rij, en mag dan een holbewoner aantrekken.
turn-draft-pair = kiest twee domino's
turn-draft-pair-detail = Uit de eerste rij: de 1e en de 4e, of de 2e en de 3e.
turn-pick = kiest een domino
turn-draft-detail = Uit de eerste rij: de volgorde van de rij is de speelvolgorde.
turn-pick-or-act = kiest een domino of actie
turn-pick-or-act-detail = Uit de volgende rij; wie een actie uitvoert, zet de koning in de actiekolom.
turn-pick-detail = Uit de volgende rij: de volgorde van de rij is de speelvolgorde van de volgende ronde.
turn-fire = laat een vuurfiche landen
turn-fire-detail =
    Een fiche met { $fires ->
        [one] { $fires } vuur
       *[other] { $fires } vuren
    }, op { $near } tot { $far } vakken van de vulkaan op { $volcano }.
turn-totem = geeft de { $resource }totem af
turn-totem-detail = Aan { $to }: zij delen de meerderheid in { $resources }.
turn-recruit = mag een holbewoner aantrekken
turn-recruit-detail = Hulpbronnen: { $resources }. Open tegel: { $face_up } verschillende, uit de stapel: { $any }; of niemand.
turn-recruit-none = geen
turn-pay = betaalt voor de { $caveman }
turn-pay-detail = { $paid } van { $cost } betaald: een houten hulpbron van een soort die nog niet betaald is.
turn-settle = plaatst de { $caveman }
turn-settle-detail = Op een vak van het eigen gebied zonder vuur, hulpbron of andere holbewoner.
turn-act = voert een actie uit
turn-act-detail = Verzamel hulpbronnen op een kroonvak (1 goud), zet een heks in, of pas. { $gold } goud op { $centre ->
        [kasteel] het
       *[other] de
    } { $centre }.
turn-decides = beslist
turn-wins = wint
# The winner's banner: $amount is banner-points or banner-kinds; $winners, how many share the win.
banner-points =
    { $count ->
        [one] { $count } punt
       *[other] { $count } punten
    }
banner-kinds = { $kinds } gewonnen
banner =
    { $winners ->
        [one] { $amount }.
       *[other] Elk { $amount }.
    }
banner-ahead =
    { $winners ->
        [one] { $amount }, voor { $names } met { $then }.
       *[other] Elk { $amount }, voor { $names } met { $then }.
    }

## The lines of the draft
lines-first = Eerste rij: de openingskeuze
lines-placing = Nu te plaatsen
lines-next = Volgende rij
lines-not-chosen = Laatste rij: niet gekozen, het spel eindigt eerst
lines-final-round = Geen volgende rij: dit is de laatste ronde
# The Resource Tokens variant: the kings beside a line's caption.
lines-still-to-act = Nog aan de beurt:
lines-action-column = Actiekolom:
lines-no-king = geen

## Beside the territories: supplies, totems, the cave board
supplies-fire-tokens = Vuurfiches over
supplies-deck =
    { $count ->
        [one] { $count } domino in de trekstapel
       *[other] { $count } domino's in de trekstapel
    }
supplies-deck-empty = De trekstapel is leeg
supplies-supply = Voorraad
supplies-pool = { $gold } goud in de pot
supplies-totems = Totems
supplies-totem = { $resource } { $points }
supplies-not-held = vrij
supplies-cave =
    Grottenbord · { $count ->
        [one] { $count } tegel
       *[other] { $count } tegels
    } in de stapel
cave-empty = leeg

## The scoreboard
scoreboard = Stand
scoreboard-final = Eindstand
scoreboard-wins = { $names } wint
scoreboard-leads = { $names } staat voor
scoreboard-tie = { $names } delen de leiding
# An optional bonus met so far, not yet earned.
scoreboard-bonus = +{ $points } voorlopig
scoreboard-totems = Totems:
scoreboard-no-totem = Geen totem
scoreboard-discarded = { $count } verwijderd

## The score sheet
sheet-title = Eindscores
sheet-title-so-far = Scores tot nu toe
sheet-over = het spel is afgelopen
sheet-no-tie = Geen gelijkspel. Bij een gelijke stand zou de grootste regio beslissen, dan het aantal { $multipliers }.
sheet-no-tie-gold = Geen gelijkspel. Bij evenveel soorten zou het meeste goud op { $centre ->
        [kasteel] het
       *[other] de
    } { $centre } beslissen.
# What a card's total counts, after the number.
sheet-unit-points =
    { $count ->
        [one] punt
       *[other] punten
    }
sheet-unit-kinds =
    { $count ->
        [one] soort
       *[other] soorten
    }
sheet-tie-break = Tiebreak: grootste regio { $largest }, { $multipliers }
sheet-tie-break-gold = Tiebreak: { $gold } goud op { $centre ->
        [kasteel] het
       *[other] de
    } { $centre }
sheet-regions = Regio's: vakken × { $multipliers }
sheet-region = { $terrain } { $size } × { $multipliers }
sheet-more-regions =
    { $count ->
        [one] { $count } andere regio met punten
       *[other] { $count } andere regio's met punten
    }
sheet-zero-regions =
    { $count ->
        [one] { $count } regio { $none }
       *[other] { $count } regio's { $none }
    }
sheet-zero-regions-volcanoes =
    { $count ->
        [one] { $count } regio op vulkanen of { $none }
       *[other] { $count } regio's op vulkanen of { $none }
    }
sheet-no-region = Nog geen regio
sheet-resources-totem = Hulpbronnen: 1 punt per stuk
sheet-resources-tribe = Hulpbronnen tellen niet mee
sheet-totems = Totems
sheet-totem = { $resource }totem
sheet-no-totem = Geen totem
sheet-cavemen = Holbewoners
sheet-caveman = { $caveman } op { $square }
sheet-warrior-alone = alleen: kracht { $power }
sheet-warriors = { $count } krijgers op { $squares }
sheet-warriors-power = { $count } krijgers × kracht { $power }
sheet-no-caveman = Geen holbewoner
sheet-more-cavemen = Nog { $count } holbewoners en groepen
sheet-bonuses = Bonuspunten
sheet-complete = volledig, geen domino verwijderd
sheet-discarded =
    { $count ->
        [one] { $count } domino verwijderd
       *[other] { $count } domino's verwijderd
    }
sheet-squares-of = { $squares } van { $all } vakken
sheet-centred = { $centre ->
        [kasteel] het
       *[other] de
    } { $centre } staat in het midden
sheet-centred-not = { $centre ->
        [kasteel] het
       *[other] de
    } { $centre } staat niet in het midden
sheet-middle = { $centre ->
        [kasteel] het
       *[other] de
    } { $centre } staat in het midden
sheet-middle-not = { $centre ->
        [kasteel] het
       *[other] de
    } { $centre } staat niet in het midden
sheet-total = Totaal
# The Resource Tokens variant's harvest.
sheet-tokens = Fiches: meeste per soort wint
sheet-kind =
    { $token }: { $count ->
        [one] { $count } fiche
       *[other] { $count } fiches
    }
sheet-kind-nobody = niemand heeft er: niet gewonnen
sheet-kind-shared = gedeelde meerderheid: gewonnen
sheet-kind-most = de meeste: gewonnen
sheet-kind-behind = de meeste: { $most }
sheet-gold = Goud: beslist bij gelijkspel
sheet-gold-on = { $gold } goud op { $centre ->
        [kasteel] het
       *[other] de
    } { $centre }
sheet-gold-spent = { $gold } goud uitgegeven aan hekserij
sheet-none-spent = niets uitgegeven
sheet-kinds-won = Gewonnen soorten

## A hunter-gatherer's points, and each caveman's rule
# "4 mammoths × 3": what it counts around it, times the points each.
caveman-why = { $counted } × { $each }
rule-gatherer = { $points } per { $resource } eromheen
rule-painter = { $points } per houten hulpbron eromheen
rule-fire-lady = { $points } per vuurpictogram eromheen
rule-shaman = { $points } per holbewoner eromheen
rule-warrior = krijger met kracht { $power }: een groep scoort krijgers × totale kracht

## The cave board (Tribe mode, the recruit panel). $command is the rules' action text, as typed.
cave-title = Grottenbord
cave-over = Het spel is afgelopen
cave-final-round = Laatste ronde: niemand aantrekken
cave-face-up = Open: { $cost } verschillende hulpbronnen · { $command }
cave-slot-empty = Leeg
cave-taken = aangetrokken
cave-refilled = volgende ronde aangevuld
cave-pile =
    Gedekte stapel: { $count ->
        [one] { $count } tegel
       *[other] { $count } tegels
    }
cave-pile-empty = Gedekte stapel: leeg
cave-pile-cost = Naar keuze voor { $cost } verschillende hulpbronnen
cave-pile-cost-example = Naar keuze voor { $cost } verschillende hulpbronnen · bijv. { $command }
cave-pile-none = Geen gedekte tegel meer: trek aan van de open vakken
cave-pile-kind = { $caveman } ×{ $count }

## The legend card
legend-title = Wat de afbeeldingen tonen
legend-alt = { legend-title }. { $legend }
legend-section = { $title }: { $items }.
legend-terrains = Terreinen
legend-fire = Vuur
legend-crowns = Kronen
legend-resources = Houten hulpbronnen
legend-cavemen = Holbewoners
legend-tokens = Fiches
legend-fire-icon = vuurpictogram
legend-fire-token =
    vuurfiche ({ $count ->
        [one] { $count } vuur
       *[other] { $count } vuren
    })
legend-volcano =
    vulkaan ({ $count ->
        [one] { $count } krater
       *[other] { $count } kraters
    })
legend-crown = kroon
legend-gold = goud

## Alt texts: who must decide what
pending-over = Het spel is afgelopen.
pending-place = { $name } moet { $domino } plaatsen.
pending-discard = { $name } moet { $domino } verwijderen.
pending-discard-spoken = { $name } moet { $domino } verwijderen: hij past nergens.
pending-draft = { $name } moet een { $chief } op een domino van de eerste rij zetten.
# The Neolithic first pick; $a $b $c $d: the first line's domino numbers in order.
pending-draft-pair = { $name } moet { $a }+{ $d } of { $b }+{ $c } kiezen.
pending-draft-pair-spoken = { $name } moet twee domino's van de eerste rij kiezen: { $a } en { $d }, of { $b } en { $c }; de andere twee gaan naar de andere speler.
pending-fire = { $name } moet het vuurfiche laten landen.
pending-pick = { $name } moet een domino uit de volgende rij kiezen.
pending-pick-or-act = { $name } moet een domino uit de volgende rij kiezen, of in plaats daarvan een actie uitvoeren.
pending-pick-or-act-short = { $name } moet een domino kiezen, of een actie uitvoeren.
pending-recruit = { $name } moet een holbewoner aantrekken, of niemand.
pending-pay = { $name } moet met een houten hulpbron betalen voor de { $caveman }.
pending-settle = { $name } moet het vak voor de { $caveman } kiezen.
pending-totem = { $name } moet de { $resource }totem aan { $to } geven.
pending-act = { $name } moet hulpbronnen verzamelen, een heks inzetten, of passen.
pending-act-short = { $name } voert een actie uit: verzamelen, heks of passen.

## Alt texts: dominoes
alt-domino = domino { $squares }
alt-domino-squares = { $number } ({ $first } | { $second })
# As printed: "domino 23 (W1|M)", the notation's letters.
alt-domino-notation = domino { $number } ({ $first }|{ $second })
alt-half-with = { $terrain } met { $what }
alt-half-resource = { $terrain } met een { $resource }

## Alt texts: the table
alt-who = { $name } (speler { $seat }, { $colour })
alt-table = { $game }, { $players }, { $moment }.
alt-table-mode = { $game }, { $mode }, { $players }, { $moment }.
alt-table-draft = de openingskeuze
alt-line-placed = { $number } geplaatst door { $name }
alt-line-placed-over = { $number } door { $name }
alt-line-placing = { $domino }, van { $name }, wordt nu geplaatst
alt-line-to-place = { $domino }, van { $name }, nog te plaatsen
alt-line-now = Nu te plaatsen: { $dominoes }.
alt-line-last = Laatste rij, alles geplaatst: { $dominoes }.
alt-line-unchosen = Laatste rij getrokken, niet gekozen (het spel eindigt eerst): { $numbers }.
alt-line-unchosen-over = Laatste rij getrokken, niet gekozen (het spel eindigde eerst): { $numbers }.
alt-line-taken = { $domino }, gekozen door { $name }
alt-line-free = { $domino }, vrij
alt-line-first = Eerste rij: { $dominoes }.
alt-line-next = Volgende rij: { $dominoes }.
alt-player-points = { $name } { $points }
alt-points = Punten: { $points }.
alt-totem-held = { $resource } ({ $points }) bij { $name }
alt-totems-held = Totems: { $totems }.
alt-totems-none = Totems: nog door niemand genomen.
alt-cave =
    Grottenbord: { $faces }; { $pile ->
        [one] { $pile } tegel
       *[other] { $pile } tegels
    } in de gedekte stapel.
# The Resource Tokens variant's table.
kings-none = geen
alt-still-to-act = Nog aan de beurt deze ronde, in volgorde: { $kings }.
alt-action-column = Actiekolom (volgende ronde als eerste aan de beurt, in volgorde): { $kings }.
alt-harvest-now =
    { $name }: nu { $kinds } gewonnen ({ $which }); { $tokens }; { $gold } goud op { $centre ->
        [kasteel] het
       *[other] de
    } { $centre }{ $witches ->
        [0] { "" }
        [one] , { $witches } heks ingezet
       *[other] , { $witches } heksen ingezet
    }.
alt-harvest-over =
    { $name }: { $kinds } gewonnen ({ $which }); { $tokens }; { $gold } goud op { $centre ->
        [kasteel] het
       *[other] de
    } { $centre }{ $witches ->
        [0] { "" }
        [one] , { $witches } heks ingezet
       *[other] , { $witches } heksen ingezet
    }.
alt-supply = Voorraad: { $tokens }; { $gold } goud in de pot.

## Alt texts: a territory
alt-territory =
    Gebied van { $who }: { $squares } van { $all } vakken, { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } = { $sum }.
alt-preview = Voorbeeld: { $domino } met de eerste helft op { $square }, de tweede { $direction }.
alt-highlighted = Gemarkeerde vakken: { $squares }.
alt-regions = Regio's met punten: { $regions }.
alt-region = { $terrain } { $size } × { $multipliers } = { $points }
alt-resources = Houten hulpbronnen: { $resources }.
alt-totems = Totems: { $totems }.
alt-totem = { $resource } { $points }
alt-cavemen = Holbewoners: { $cavemen }.
alt-caveman-at = { $caveman } { $square }
alt-caveman = { $caveman }: { $why } = { $points }
alt-warrior-alone = { $caveman } alleen: kracht { $power } = { $points }
alt-warriors = { $count } krijgers samen, { $where }: { $count } × kracht { $power } = { $points }
alt-idle = { $cavemen }: niets eromheen = 0
# The Resource Tokens variant's kingdom.
alt-kingdom =
    Gebied van { $who }: { $squares ->
        [one] { $squares } vak
       *[other] { $squares } vakken
    }. Bij een oogst nu: { $kinds } gewonnen ({ $which }).
alt-tokens = Hulpbronfiches: { $tokens }.
alt-tokens-none = geen
alt-token-squares = { $tokens } ({ $squares })
alt-gold = Goud op { $centre ->
        [kasteel] het
       *[other] de
    } { $centre }: { $gold }.
alt-witches = Ingezette heksen: { $witches }.
alt-witch = { $square } met { $gold } goud
# A territory's map in the rules' notation (RULES.md §4): its letters are the same in every language.
map = Kaart in de notatie van de regels ({ $legend }): kolommen { $columns }; { $rows }; { $end }.
map-bare = Kaart in de notatie van de regels: kolommen { $columns }; { $rows }; { $end }.
map-row = rij { $row }: { $squares }
map-end = einde van de kaart
map-key = { $mark } { $meaning }
map-empty = leeg
map-digit = cijfer: { $multipliers }
map-digit-craters = cijfer: { $multipliers } of de kraters van een vulkaan
map-resource = r: houten hulpbron
map-token = r: een hulpbronfiche, r2: twee
map-fire = !N: vuurfiche met N vuren
map-gold = $N: N goud
map-caveman = @: holbewoner

## Alt texts: points that add up, the cave board, the score sheet
part = { $label } { $points }
part-regions = regio's
part-resources = houten hulpbronnen
part-totems = totems
part-cavemen = holbewoners
alt-slot = vak { $slot } { $caveman } ({ $rule })
alt-slot-empty = vak { $slot } leeg
alt-pile-kind = { $count }× { $caveman }
alt-pile =
    de gedekte stapel bevat { $count ->
        [one] { $count } tegel
       *[other] { $count } tegels
    }
alt-pile-kinds =
    de gedekte stapel bevat { $count ->
        [one] { $count } tegel
       *[other] { $count } tegels
    }: { $kinds }
alt-cave-board = Grottenbord: { $slots }; { $pile }. Trek aan met { $face_up } houten hulpbronnen van verschillende soorten voor een open tegel, of { $any } van { $any } soorten voor een tegel naar keuze uit de stapel.
alt-final = Eindscores: { $ranking }.
alt-final-so-far = Scores tot nu toe: { $ranking }.
alt-ranked = { $place }. { $name } { $standing }
winner = { $name } heeft gewonnen.
winner-so-far = { $name } staat voor.
winners-tie = { $names } delen de eerste plaats.
winners-tie-so-far = { $names } delen voorlopig de eerste plaats.
alt-sheet =
    { $name }: { $total } = { $sum } ({ $scoring ->
        [one] { $scoring } regio met punten
       *[other] { $scoring } regio's met punten
    }, grootste regio { $largest }, { $multipliers }).
alt-harvest-kind = { $token } { $count }
alt-harvest-kind-won = { $token } { $count } (gewonnen)
alt-harvest =
    { $name }: { $kinds }; { $won } gewonnen; { $gold } goud op { $centre ->
        [kasteel] het
       *[other] de
    } { $centre }{ $spent ->
        [0] { "" }
       *[other] , { $spent } goud uitgegeven aan hekserij
    }.

## Tie-breaks: how players level on points were told apart
# "23 against 19 against 17".
tie-against = { $a } tegen { $b }
tie-shared =
    { $names } staan gelijk met { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }, de grootste regio en evenveel { $multipliers }: zij delen de plaats.
tie-region =
    { $names } staan gelijk met { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }; de grootste regio beslist ({ $regions } vakken).
tie-multipliers =
    { $names } staan gelijk met { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } en de grootste regio ({ $region }); het aantal { $multipliers } beslist ({ $counts }).
tie-both =
    { $names } staan gelijk met { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }; eerst de grootste regio ({ $regions } vakken), dan het aantal { $multipliers } ({ $counts }) beslist.
tie-both-some-shared =
    { $names } staan gelijk met { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }; eerst de grootste regio ({ $regions } vakken), dan het aantal { $multipliers } ({ $counts }) beslist; wie op beide gelijk staat, deelt een plaats.
tie-gold-shared =
    { $names } staan gelijk met { $kinds ->
        [one] { $kinds } gewonnen soort
       *[other] { $kinds } gewonnen soorten
    } en elk { $gold } goud: zij delen de plaats.
tie-gold =
    { $names } staan gelijk met { $kinds ->
        [one] { $kinds } gewonnen soort
       *[other] { $kinds } gewonnen soorten
    }; het meeste goud op het kasteel beslist ({ $gold }).
tie-gold-some-shared =
    { $names } staan gelijk met { $kinds ->
        [one] { $kinds } gewonnen soort
       *[other] { $kinds } gewonnen soorten
    }; het meeste goud op het kasteel beslist ({ $gold }); wie evenveel goud heeft, deelt een plaats.
