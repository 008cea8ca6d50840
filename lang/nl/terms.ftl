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
#   vulkaan = volcano (R) · krater = crater (R) · vuur, mv. vuren = fire (R)
#   vuurfiche (het) = fire token (R) · vuurpictogram = fire icon (R) · landen = land (R)
#   hulpbron = resource, houten hulpbron = wooden resource (R)
#   mammoet, vis, paddenstoel, vuursteen (R)
#   woestijn, steppe, meer, jungle, steengroeve, vulkaan = the terrains (R)
#   totem, totemtegel (R) · meerderheid = majority (R)
#   holbewoner = caveman (R) · holbewonertegel (R) · grottenbord = cave board (R)
#   gedekte stapel, kort: stapel = the face-down pile (R) · aantrekken = recruit (R)
#   jager-verzamelaars (R) · krijgers (R) · kracht = power (R) · groep = group (R)
#   Jager (R), Vuurdame (R), Kleine krijger (R), Amazonekrijger (R), Lompe krijger (R);
#   Visster (*), Verzamelaarster (*), Beeldhouwster (*), Schilder (*), Sjamaan (*):
#   female where the English rulebook says "her", as in the Italian and French editions.
#   Ontdekkingsmodus, Totemmodus, Stammodus (R) · Keizer van het vuur (R) · Homo Habilis (R)
#   Neolithicum (R)
#
#   Classic Kingdomino and the Resource Tokens variant
#   koning = king · kasteel = castle · koninkrijk = kingdom · kroon, mv. kronen = crown (K)
#   graanveld, bos, meer, moeras, mijn = wheat, forest, lake, swamp, mine (K); grassland is one
#   id with Origins, so it stays the rulebook's "steppe" there too (*)
#   Harmonie, Middenrijk (K) · Machtig duel, 1-2-1-draft, Dynastie (*)
#   hulpbronfiches = Resource Tokens (*, "hulpbron" as in Origins) · hout, graan, vlees, vis (*)
#   goud = gold · pot = the gold pool · voorraad = supply · heks = witch · kroonvak = crown square
#   verzamelen = gain (resources) · een actie uitvoeren = act · passen = pass · oogst = harvest (*)
#
#   The bot: plek = seat · lobby · autopiloot · AI-speler · bevestigen · terug

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
resource-mammoth-count = { $count ->
    [one] { $count } mammoet
   *[other] { $count } mammoeten
}
resource-fish-count = { $count ->
    [one] { $count } vis
   *[other] { $count } vissen
}
resource-mushroom-count = { $count ->
    [one] { $count } paddenstoel
   *[other] { $count } paddenstoelen
}
resource-flint-count = { $count ->
    [one] { $count } vuursteen
   *[other] { $count } vuurstenen
}
resource-any-count = { $count ->
    [one] { $count } houten hulpbron
   *[other] { $count } houten hulpbronnen
}

## Cavemen (Tribe mode): their titles

caveman-hunter = Jager
caveman-fisher = Visster
caveman-gatherer = Verzamelaarster
caveman-sculptor = Beeldhouwster
caveman-painter = Schilder
caveman-firelady = Vuurdame
caveman-shaman = Sjamaan
caveman-warrior1 = Kleine krijger
caveman-warrior2 = Amazonekrijger
caveman-warrior3 = Lompe krijger
cavemen-count = { $count ->
    [one] { $count } holbewoner
   *[other] { $count } holbewoners
}

## What multiplies a region, the start tile, the pawn

fire-icons-count = { $count ->
    [one] { $count } vuurpictogram
   *[other] { $count } vuurpictogrammen
}
crowns-count = { $count ->
    [one] { $count } kroon
   *[other] { $count } kronen
}
fire-token = vuurfiche
hut = hut
castle = kasteel
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
caveman = holbewoner
