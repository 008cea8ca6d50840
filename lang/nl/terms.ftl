# The game's own terms, shared by the bot, the pictures and the refusals. Ids follow the rules'
# names (rules.components: TERRAIN_NAMES, RESOURCE_NAMES, CAVEMAN_NAMES, TOKEN_NAMES; rules.box).
# A name alone is singular; a "-count" message says a number of them ({ $count } included).
#
# Woordenlijst (glossary) for every Dutch catalogue. Terms marked (R) are the Dutch Kingdomino
# Origins rulebook's own (shared/seeds/001_…); (K) the names Dutch players know from classic
# Kingdomino, not confirmed from a rulebook; (*) chosen here, the rulebook we have is silent.
#
#   Kingdomino Origins
#   domino, mv. domino's (R) · rij (domino's) = line (R) · vak = square (R) · regio = region (R)
#   jachtgebied, kort: gebied = territory (R) · comfortpunten = comfort points (R)
#   starttegel = start tile (R) · hut = hut (R) · stamhoofd, mv. stamhoofden = chief (R)
#   spelronde, kort: ronde = round (R) · beurt = turn (R) · trekstapel = draw pile (R)
#   plaatsen = place ("Plaats je domino", R) · kiezen = pick ("Kies een nieuwe domino", R)
#   verwijderen = discard a domino (R: "domino's moeten verwijderen")
#   openingskeuze = the initial draft (*; the rulebook describes it without a name)
#   vulkaan = volcano (R) · krater = crater (R) · vuur, mv. vuren = fire (R)
#   vuurfiche (het) = fire token (R) · vuurpictogram = fire icon (R) · landen = land (R)
#   hulpbron = resource, houten hulpbron = wooden resource (R)
#   mammoet, vis, paddenstoel, vuursteen (R)
#   woestijn, steppe, meer, jungle, steengroeve, vulkaan = the terrains (R)
#   totem, totemtegel (R); "de mammoettotem" (*) · meerderheid = majority (R)
#   holbewoner = caveman (R) · holbewonertegel (R) · grottenbord = cave board (R)
#   vak van het grottenbord = slot (R: "de 4 vrije vakken van het bord")
#   gedekte stapel, kort: stapel = the face-down pile (R) · open = face up (*)
#   aantrekken = recruit (R) · jager-verzamelaars (R) · krijgers (R) · kracht = power (R)
#   groep = group (R) · eenzame krijger = a warrior alone (R)
#   Jager (R), Vuurdame (R), Kleine krijger (R), Amazonekrijger (R), Lompe krijger (R);
#   Visster (*), Verzamelster (*), Beeldhouwer (*), Schilder (*), Sjamaan (*):
#   female where the English rulebook says "her", as in the Italian and French editions,
#   except the Sculptor: "Beeldhouwster" does not fit under its badge on the table (178 px).
#   Ontdekkingsmodus, Totemmodus, Stammodus (R) · Keizer van het vuur (R) · Homo Habilis (R)
#   Neolithicum (R) · bonuspunten = bonuses (R)
#
#   Classic Kingdomino and the Resource Tokens variant
#   koning = king · kasteel = castle · koninkrijk = kingdom · kroon, mv. kronen = crown (K)
#   graanveld, bos, meer, moeras, mijn = wheat, forest, lake, swamp, mine (K); grassland is one
#   id with Origins, so it stays the rulebook's "steppe" there too (*)
#   Harmonie, Middenrijk (K) · Machtig duel, 1-2-1-draft, Dynastie (*)
#   "het klassieke Kingdomino" = classic Kingdomino in a sentence (*)
#   hulpbronfiches = Resource Tokens (*, "hulpbron" as in Origins) · hout, graan, vlees, vis (*),
#   counted as mass nouns ("3 hout, 2 vis"); "houtfiche", "visfiche" for one token (*)
#   goud = gold · pot = the gold pool · voorraad = supply · heks = witch · kroonvak = crown square
#   verzamelen = gain (resources) · een actie uitvoeren = act · actiekolom = action column ·
#   passen = pass · oogst = harvest · soort = kind · inzetten = use (a witch) (*)
#
#   The bot: plek = seat · lobby · autopiloot · AI-speler · bevestigen · terug · thread ·
#   revanche = rematch · rating, ranglijst = leaderboard · rusturen = quiet hours · vakantie ·
#   terugkijken = replay · verslag = a game's record · zet = a move typed as text (*)
#   Pictures: tiebreak = tie-break (as in tennis) · pnt = pts · open tegel = face-up tile (*)
#   "de"/"het" before the start tile: "de hut" but "het kasteel"; messages that name it by
#   $centre choose the article with { $centre -> [kasteel] het *[other] de } (the value is
#   this catalogue's own word, centre-castle / castle).


## Terrains

terrain-desert = woestijn
terrain-grassland = steppe
terrain-lake = meer
terrain-jungle = jungle
terrain-quarry = steengroeve
terrain-volcano = vulkaan
terrain-wheat = graanveld
terrain-forest = bos
terrain-swamp = moeras
terrain-mine = mijn

## Wooden resources (Totem and Tribe modes)

resource-mammoth = mammoet
resource-fish = vis
resource-mushroom = paddenstoel
resource-flint = vuursteen
resource-mammoth-count =
    { $count ->
        [one] { $count } mammoet
       *[other] { $count } mammoeten
    }
resource-fish-count =
    { $count ->
        [one] { $count } vis
       *[other] { $count } vissen
    }
resource-mushroom-count =
    { $count ->
        [one] { $count } paddenstoel
       *[other] { $count } paddenstoelen
    }
resource-flint-count =
    { $count ->
        [one] { $count } vuursteen
       *[other] { $count } vuurstenen
    }
resource-any-count =
    { $count ->
        [one] { $count } houten hulpbron
       *[other] { $count } houten hulpbronnen
    }

## Cavemen (Tribe mode): their titles

caveman-hunter = Jager
caveman-fisher = Visster
caveman-gatherer = Verzamelster
caveman-sculptor = Beeldhouwer
caveman-painter = Schilder
caveman-firelady = Vuurdame
caveman-shaman = Sjamaan
caveman-warrior1 = Kleine krijger
caveman-warrior2 = Amazonekrijger
caveman-warrior3 = Lompe krijger
cavemen-count =
    { $count ->
        [one] { $count } holbewoner
       *[other] { $count } holbewoners
    }

## What multiplies a region, the start tile, the pawn

fire-icons-count =
    { $count ->
        [one] { $count } vuurpictogram
       *[other] { $count } vuurpictogrammen
    }
crowns-count =
    { $count ->
        [one] { $count } kroon
       *[other] { $count } kronen
    }
# What multiplies a region, in the plural (rules: box.multipliers)
multipliers-fire-icons = vuurpictogrammen
multipliers-crowns = kronen
fire-token = vuurfiche
hut = hut
castle = kasteel
# The start tile as a term of a refusal's reason (rules: box.centre)
centre-hut = hut
centre-castle = kasteel
chief = stamhoofd
chiefs = stamhoofden
king = koning
kings = koningen

## The Resource Tokens variant's tokens

token-wood = hout
token-wheat = graan
token-meat = vlees
token-fish = vis

## Modes, games and optional rules

mode-discovery = Ontdekkingsmodus
mode-totem = Totemmodus
mode-tribe = Stammodus
game-origins = Kingdomino Origins
game-classic = Kingdomino
game-resources = Kingdomino: Hulpbronfiches
# A game named inside a sentence, told apart from the others (rules: box.called)
game-called-origins = Kingdomino Origins
game-called-classic = het klassieke Kingdomino
game-called-resources = Kingdomino met hulpbronfiches
option-empire-of-fire = Keizer van het vuur
option-homo-habilis = Homo Habilis
option-harmony = Harmonie
option-middle-kingdom = Middenrijk
option-mighty-duel = Machtig duel
option-one-two-one = 1-2-1-draft
option-dynasty = Dynastie

## Directions of a domino's second half, and the players' colours

direction-up = omhoog
direction-down = omlaag
direction-left = naar links
direction-right = naar rechts
colour-pink = roze
colour-black = zwart
colour-green = groen
colour-blue = blauw

## More of the same, as the pictures and their alt texts need them

resource-mammoth-plural = mammoeten
resource-fish-plural = vissen
resource-mushroom-plural = paddenstoelen
resource-flint-plural = vuurstenen
# What a Painter counts around it: wooden resources of any kind, said short.
resources-count =
    { $count ->
        [one] { $count } hulpbron
       *[other] { $count } hulpbronnen
    }
caveman = holbewoner
craters-count =
    { $count ->
        [one] { $count } krater
       *[other] { $count } kraters
    }
# A region's multipliers, no number: the full words, and (score sheet) Origins' short ones.
fire-icons = vuurpictogrammen
crowns = kronen
fires = vuren
fires-count =
    { $count ->
        [one] { $count } vuur
       *[other] { $count } vuren
    }
without-fires = zonder vuur
without-crowns = zonder kroon
token-wood-count =
    { $count ->
        [one] { $count } hout
       *[other] { $count } hout
    }
token-wheat-count =
    { $count ->
        [one] { $count } graan
       *[other] { $count } graan
    }
token-meat-count =
    { $count ->
        [one] { $count } vlees
       *[other] { $count } vlees
    }
token-fish-count =
    { $count ->
        [one] { $count } vis
       *[other] { $count } vis
    }
# Kinds of token won (the Resource Tokens variant's score), gold, points, players.
kinds-count =
    { $count ->
        [one] { $count } soort
       *[other] { $count } soorten
    }
gold-count = { $count } goud
points-count =
    { $count ->
        [one] { $count } punt
       *[other] { $count } punten
    }
points-short =
    { $count ->
        [one] { $count } pnt
       *[other] { $count } pnt
    }
players-count =
    { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    }
