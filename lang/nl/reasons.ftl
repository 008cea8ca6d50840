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

# A list of choices: "{ $items } or { $last }" ("1, 2 or 3"; $items holds all but the last).
reasons-or = { $items } of { $last }

## A move of the wrong kind for the pending decision (`action`: the move as typed)
reason-expected-place = `{ $action }` kan nu niet: plaats domino { $number } (bijv. `place E4 right`)
reason-expected-draft-pick = `{ $action }` kan nu niet: kies uit de eerste rij (bijv. `{ $example }`)
reason-expected-first-pick = `{ $action }` kan nu niet: kies uit de eerste rij (bijv. `{ $example }`); bij de openingskeuze is er geen actie
reason-expected-pick = `{ $action }` kan nu niet: kies een domino uit de volgende rij (bijv. `{ $example }`)
reason-expected-pick-or-act = `{ $action }` kan nu niet: kies een domino uit de volgende rij (bijv. `{ $example }`), of `act`
reason-expected-fire = `{ $action }` kan nu niet: laat het vuurfiche landen (bijv. `fire C3`)
reason-expected-totem = `{ $action }` kan nu niet: geef de { $resource }totem aan speler { $players }
reason-expected-recruit = `{ $action }` kan nu niet: trek een holbewoner aan, of `recruit skip`
reason-expected-pay = `{ $action }` kan nu niet: betaal met een houten hulpbron uit je gebied (bijv. `pay D4`)
reason-expected-settle = `{ $action }` kan nu niet: kies het vak voor je holbewoner (bijv. `settle C6`)
reason-expected-action = `{ $action }` kan nu niet: verzamel hulpbronnen (bijv. `gain C3`), zet een heks in (bijv. `witch D4 on 2 F5`) of pas

## The turn and the game
reason-game-over = het spel is afgelopen
reason-not-your-turn = speler { $player } moet nu beslissen, niet jij
reason-square-off-board = { $square } ligt buiten het bord (de vakken lopen van A1 tot { $last })
reason-not-legal-now = `{ $action }` is nu geen geldige zet

## Placing a domino (`square` and `direction`: the placement asked for)
reason-discard-refused = domino { $number } kan geplaatst worden, dus dat moet ook (alleen een domino die nergens past, wordt verwijderd)
reason-placement-off-board = { $square } { $direction }: de tweede helft zou buiten het bord vallen
reason-placement-on-centre = { $square } { $direction }: op { $taken } staat je { $centre }
reason-placement-taken = { $square } { $direction }: { $taken } is al bezet
reason-placement-too-big = { $square } { $direction }: het gebied zou niet meer binnen { $size }×{ $size } passen
reason-placement-unconnected = { $square } { $direction }: geen van beide helften raakt je { $centre } of een vak met hetzelfde terrein

## Picking a domino
reason-pick-taken = `{ $action }` is niet meer vrij: kies uit { $choices }

## The fire token
reason-fire-off-territory = { $square } hoort niet bij je gebied
reason-fire-out-of-range =
    { $square } ligt buiten bereik: een vulkaan met { $craters ->
        [one] { $craters } krater
       *[other] { $craters } kraters
    } spuwt { $far ->
        [one] alleen op een vak ernaast
       *[other] tot { $far } vakken ver
    }
reason-fire-on-volcano = { $square } is een vulkaan: daar landt nooit vuur
reason-fire-already-burning = { $square } heeft al een vuurpictogram of vuurfiche

## Totems
reason-totem-to-tied = geef de { $resource }totem aan speler { $players }

## Recruiting a caveman
reason-recruit-slot-empty = vak { $slot } van het grottenbord is leeg
reason-recruit-none-left = er zit geen { $caveman } meer in de stapel
reason-recruit-too-poor = daarvoor heb je houten hulpbronnen van { $kinds } verschillende soorten in je gebied nodig
reason-pay-same-kind = je hebt al met een { $resource } betaald: elke hulpbron moet van een andere soort zijn
reason-pay-no-resource = op { $square } ligt geen houten hulpbron van jou
reason-settle-refused = { $square }: een holbewoner komt op een vak van je gebied (niet de hut) zonder vuur, zonder houten hulpbron en zonder andere holbewoner

## The Resource Tokens variant's actions
reason-gain-no-gold = hulpbronnen verzamelen kost 1 goud, en er ligt geen goud op je kasteel
reason-gain-off-kingdom = { $square } is geen vak van je koninkrijk
reason-gain-no-crown = { $square } heeft geen kroon: je verzamelt hulpbronnen op een kroonvak
reason-gain-barren = { $square } is een { $terrain }: moerassen en mijnen leveren geen hulpbronnen op
reason-gain-used-up = op { $square } liggen al evenveel fiches als het kronen heeft ({ $crowns }): een kroonvak verzamelt één keer per kroon
reason-gain-supply-empty = er zijn geen { $token }fiches meer in de voorraad
reason-witch-used = de heks op { $square } is al ingezet: elke heks één keer per spel
reason-witch-not-yours = { $square } is geen heks van jou: een heks is een moerasvak met kronen in je koninkrijk
reason-witch-too-dear = de heks op { $square } kost { $crowns } goud, en op je kasteel ligt { $gold } goud
reason-witch-targets =
    een heks met { $crowns ->
        [one] { $crowns } kroon
       *[other] { $crowns } kronen
    } wordt ingezet op { $crowns ->
        [one] { $crowns } kroonvak
       *[other] { $crowns } kroonvakken
    }, elk van een andere tegenstander
reason-witch-on-own = een heks zet je in op kroonvakken van je tegenstanders, niet op je eigen
reason-witch-no-player = er is geen speler { $player } in dit spel
reason-witch-not-crown = { $square } is geen kroonvak van speler { $player }
reason-witch-not-legal-now = `{ $action }` is nu geen geldige inzet van een heks

## Reading an action's text (`text`: as typed)
reason-no-action = geen zet opgegeven
reason-not-one-action =
    { $text } bevat { $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    }, niet één
reason-unknown-verb = { $text } is geen zet (pick, place, discard, fire, totem, recruit, pay, settle, act, gain, witch, pass)
reason-usage = { $text }: schrijf `{ $usage }`
reason-pick-usage = { $text }: schrijf `pick NUMBER` (twee nummers in het Neolithicum)
reason-recruit-usage = { $text }: schrijf `recruit board SLOT`, `recruit pile KIND` of `recruit skip`
reason-witch-usage = { $text }: schrijf `witch SQUARE on PLAYER SQUARE` (een paar voor elke kroon van de heks)
reason-pick-count = een keuze noemt één domino (twee bij de openingskeuze in het Neolithicum)
reason-not-a-square = { $text } is geen vaknaam zoals E4
reason-not-a-direction = { $text } is geen richting (right, down, left, up)
reason-not-a-domino-number = { $text } is geen dominonummer
reason-not-a-player-number = { $text } is geen spelernummer
reason-not-a-slot-number = { $text } is geen nummer van een vak van het grottenbord
reason-not-a-resource = { $text } is geen hulpbron ({ $names })
reason-not-a-caveman = { $text } is geen holbewoner ({ $names })
reason-players-from-one = spelers worden geteld vanaf 1
reason-totem-malformed = een totem (mammoth, fish, mushroom of flint) gaat naar een speler (vanaf 1)
reason-slot-out-of-range = het grottenbord heeft de vakken 1 tot en met { $slots }
reason-no-such-caveman = zo'n holbewoner bestaat niet
reason-recruit-source = trek aan uit het bord (`board`) of de stapel (`pile`), of schrijf `recruit skip`
reason-witch-malformed = een heks wordt ingezet op een speler (vanaf 1) en een van diens kroonvakken
reason-step-unreadable = { $text } is geen gain of witch
reason-step-witch-targets = { $text }: de doelwitten van een heks zijn telkens een speler en een vak

## A game's configuration
reason-config-game-unknown = { $value } is geen geldig spel
reason-config-mode-unknown = { $value } is geen geldige modus
reason-config-option-unknown = { $value } is geen geldige optie
reason-config-players = Een spel heeft { $counts } spelers nodig, niet { $players }.
reason-config-players-of = Voor { $game } zijn { $counts } spelers nodig, niet { $players }.
reason-config-seed = de seed moet een geheel getal zijn
reason-config-no-mode = { $game } heeft geen { $mode } (de modi: { $modes }).
reason-config-no-option = { $game } heeft geen optie { $options } (de opties: { $offered }).
reason-config-no-options = { $game } speel je zonder opties, dus niet met { $options }.
reason-config-two-players-only = { $option } is een optie voor spellen met 2 spelers.
reason-config-deck-numbers = de vaste stapel moet verschillende dominonummers van 1 tot en met { $count } bevatten
reason-config-deck-too-long = de vaste stapel bevat meer domino's dan de { $count } van het spel
reason-config-chief-order = de volgorde van de stamhoofden moet elke plek 0..{ $last } { $times } keer noemen
reason-config-cavemen = de vaste stapel holbewoners noemt meer tegels dan er in de doos zitten
reason-config-not-object = een spelconfiguratie is een JSON-object
reason-config-unknown-keys = onbekende configuratiesleutels: { $keys }
reason-config-unreadable = ongeldige configuratie: { $detail }
reason-simulate-agent-count = geef één agent, of één per plek ({ $players }), niet { $count }
reason-simulate-unknown-agent = onbekende agent { $name } (kies uit { $agents })
reason-simulate-no-games = simuleer minstens één spel

## Game records and snapshots
reason-record-not-object = een spelverslag is een JSON-object met `config` en `actions`
reason-record-actions = `actions` moet een lijst van zetten als tekst zijn
reason-record-not-json = geen JSON: regel { NUMBER($line, useGrouping: 0) }, kolom { NUMBER($column, useGrouping: 0) }: { $detail }
reason-snapshot-damaged = beschadigde momentopname: { $detail }
reason-snapshot-recruit = beschadigde momentopname: `recruit` is geen aantrekactie
reason-snapshot-version = onbekende versie { $version } van een momentopname

## A territory in the text notation (`text`: the square's token as written)
reason-notation-not-a-token = { $text } is geen vak (bijv. { $examples })
reason-notation-not-a-terrain = { $text } is geen terrein ({ $letters })
reason-notation-other-game = { $letter } ({ $terrain }) hoort bij { $other }, niet bij { $game }
reason-notation-no-fire-tokens = { $text }: { $game } heeft geen vuurfiches
reason-notation-no-fire-or-cavemen = { $text }: { $game } heeft geen vuurfiches en geen holbewoners
reason-notation-no-gold = { $text }: { $game } heeft geen goud
reason-notation-no-resources = { $text }: { $game } heeft geen houten hulpbronnen
reason-notation-fires = { $text }: een vuurfiche heeft 1 tot 3 vuren
reason-notation-craters = { $text }: een vulkaan heeft 1 tot 3 kraters
reason-notation-printed = { $text }: een vak heeft hoogstens { $most } gedrukte { $multipliers }
reason-notation-one-resource = { $text }: een vak draagt één houten hulpbron, geschreven als r
reason-notation-resource-on-fire = { $text }: dit vak heeft een vuurpictogram
reason-notation-no-resource-here = { $text }: op dit vak komt geen houten hulpbron
reason-notation-fire-on-fire = { $text }: een vuurfiche landt nooit op een vuurpictogram of een vulkaan
reason-notation-fire-and-resource = { $text }: vuur vernietigt de hulpbron waar het fiche landt
reason-notation-not-a-caveman = { $text } is geen holbewoner ({ $names })
reason-notation-caveman-crowded = { $text }: een holbewoner staat alleen waar geen vuur en geen hulpbron is
reason-notation-token-count = { $text }: een vak draagt 1 of { $most } hulpbronfiches
reason-notation-barren = { $text }: een { $terrain } levert geen hulpbronfiches op
reason-notation-gold = { $text }: goud ligt alleen op het kasteel of op een ingezette heks (een moeras met kronen, evenveel goud als kronen: S1$1, S2$2)
reason-notation-empty = het gebied is leeg
reason-notation-blank-row = lege rij binnen het gebied
reason-notation-row-length =
    { $count ->
        [one] { $count } vak
       *[other] { $count } vakken
    }, maar rij 0 heeft er { $first }: de rijen moeten even lang zijn
reason-notation-no-centre = het gebied heeft geen { $centre } ({ $letter })
reason-notation-second-centre = een tweede { $centre }: een gebied heeft er precies één
reason-notation-too-big = de vakken beslaan rij { $top }–{ $bottom } en kolom { $left }–{ $right } ({ $height }×{ $width }): meer dan { $size }×{ $size }
reason-notation-too-far =
    dat vak ligt te ver van { $centre ->
        [kasteel] het
       *[other] de
    } { $centre } om in een gebied te liggen
reason-notation-not-connected =
    dit vak is niet verbonden met { $centre ->
        [kasteel] het
       *[other] de
    } { $centre }

## The referee's command line (python -m rules): never said by the bot, kept for one catalogue of reasons
reason-referee-cannot-read = kan { $source } niet lezen: { $detail }
reason-referee-not-utf8 = { $source }: geen UTF-8-tekst (byte { NUMBER($byte, useGrouping: 0) })
reason-referee-mode-required = --mode is verplicht voor { $game } ({ $modes })
reason-referee-no-mode = --mode { $mode }: { $game } heeft geen modus { $mode }
reason-referee-no-option = --option { $option }: { $game } heeft zo'n optie niet (de opties: { $offered })
reason-referee-no-options = --option { $option }: { $game } heeft geen opties
reason-referee-totem-mode = --totem telt alleen met --mode totem
reason-referee-no-volcanoes = { $game } heeft geen vulkanen: er is geen vuurfiche om te laten landen
reason-referee-domino-halves = --domino { $text }: geef beide helften, de eerste helft eerst, bijv. "{ $example }"
reason-referee-domino-not-printed = { $text } is geen gedrukt vak (een terreinletter met zijn vuren, of een vulkaan met zijn kraters: G, L1, V2)
reason-referee-domino-not-printed-classic = { $text } is geen gedrukt vak (een terreinletter met zijn { $multipliers }: W, F1, M3)
reason-referee-domino-unknown = --domino { $text }: geen domino in de doos heeft deze twee vakken
reason-referee-volcano-too-far = dat vak ligt te ver van de hut om in het gebied te liggen
reason-referee-volcano-on-hut = dat vak is de hut, geen vulkaan
reason-referee-volcano-on-nothing = dat vak is leeg, geen vulkaan
reason-referee-volcano-on-terrain = dat vak is { $terrain }, geen vulkaan
# "crater(s)": the referee's tests hold its English as it is; translations use real plurals.
reason-referee-volcano-craters =
    die vulkaan heeft { $craters ->
        [one] { $craters } krater, dus spuwt hij een fiche met { $craters } vuur
       *[other] { $craters } kraters, dus spuwt hij een fiche met { $craters } vuren
    }, niet een met { $fires ->
        [one] { $fires } vuur
       *[other] { $fires } vuren
    }
