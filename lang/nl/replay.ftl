# /origins replay: a finished game, move by move, and its record to download.
# Game terms ($caveman, $resource, $kind, $direction, $what) come worded from terms.ftl; $name is a
# seat's name as typed. A caption is a few phrases joined by "; ", each starting lower case.
# Dutch: possessives reworded so that a phrase starts with its player ("Zoë liet een vuurfiche
# landen"), "verslag" for the record, "terugkijken" for the command.

## The message: a head line, then where the replay stands
replay-head = **Spel #{ $id }** · { $game } · { $names } · afgelopen op { $when }
replay-start =
    Voor de eerste zet: de { $chiefs } werden in deze volgorde getrokken: { $order }. { $steps ->
        [one] Er volgt één zet.
       *[other] Er volgen { $steps } zetten.
    }
replay-move = Zet { $step } van { $steps } · { $round } · { $what } · `{ $action }`
replay-draft = openingskeuze
replay-round = ronde { $round } van { $rounds }

## The buttons
replay-button-first = ⏮ Begin
replay-button-back = ◀
replay-button-next = ▶
replay-button-last = Einde ⏭
replay-button-round-back = « Ronde
replay-button-round-next = Ronde »
replay-button-export = Verslag downloaden

## What a move did
replay-pick = { $name } koos domino { $domino }
replay-pick-pair = { $name } koos de domino's { $first } en { $second }
replay-pick-last = { $name } nam domino { $domino }, de laatste die over was
replay-place = { $name } plaatste domino { $domino } op { $square }, tweede helft { $direction }
replay-discard = { $name } verwijderde domino { $domino }, want die paste nergens
replay-fire =
    { $name } liet een vuurfiche met { $fires ->
        [one] { $fires } vuur
       *[other] { $fires } vuren
    } landen op { $square }
replay-burnt = het vuur vernietigde daar de { $what }
replay-fire-lost =
    { $name } kon een vuurfiche met { $fires ->
        [one] { $fires } vuur
       *[other] { $fires } vuren
    } nergens laten landen; het werd verwijderd
replay-totem-taken = { $name } nam de { $resource }totem
replay-totem-passed = de { $resource }totem ging van { $giver } naar { $name }
replay-totem-returned = { $name } legde de { $resource }totem terug op tafel
replay-recruit-board = { $name } trok de { $caveman } aan van vak { $slot } van het grottenbord
replay-recruit-pile = { $name } trok de { $caveman } aan uit de stapel
replay-recruit-skip = { $name } trok niemand aan
replay-pay = { $name } betaalde met de { $resource } op { $square }
replay-settle = { $name } plaatste de { $caveman } op { $square }
replay-act = { $name } koos voor een actie in de volgende ronde in plaats van een domino
replay-pass = { $name } paste
replay-gold = { $name } kreeg { $gold } goud voor de mijn op { $square }
replay-gain =
    { $name } verzamelde hulpbronnen op { $square }: { $count ->
        [one] { $count } { $kind }fiche
       *[other] { $count } { $kind }fiches
    }
replay-witch = { $name } zette de heks op { $square } in tegen { $targets }
replay-witch-target = { $square } van { $name }
replay-spoilt =
    { $name } verloor { $count ->
        [one] { $count } fiche
       *[other] { $count } fiches
    }
replay-line-discard = domino { $domino }, door niemand gekozen, werd verwijderd
replay-round-begins = ronde { $round } begon
replay-over = het spel is afgelopen: { $result }

## Choosing a game (the autocomplete of `game:`)
replay-choice =
    #{ $id } · { $game }, { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    } · gewonnen door { $winners }

## The record
replay-record = Het verslag van spel #{ $id } (de instellingen en elke zet, de namen op de plekken en de eindscores). `python -m rules replay { $file }` speelt het opnieuw af.

## Refusals
replay-not-a-number = “{ $text }” is geen spelnummer: `/origins geschiedenis` toont ze (#12 of 12).
replay-none-here = In dit kanaal is nog geen spel uitgespeeld: kies er een met `spel:` (`/origins geschiedenis` toont ze).
replay-unknown = Er is op deze server geen afgelopen spel #{ $id } dat jij kunt zien.
replay-lobby = Spel #{ $id } staat nog in de lobby: er valt nog niets terug te kijken.
replay-running = Spel #{ $id } wordt nog gespeeld: je kunt het terugkijken zodra het afgelopen is (het verslag bevat de domino's die nog komen).
replay-cancelled = Spel #{ $id } is voor het einde geannuleerd: alleen uitgespeelde spellen kun je terugkijken.
replay-broken = Spel #{ $id } laat zich met deze versie van de regels niet meer afspelen, dus ik kan het niet tonen.
