# The game's own terms, shared by the bot, the pictures and the refusals. Ids follow the rules'
# names (rules.components: TERRAIN_NAMES, RESOURCE_NAMES, CAVEMAN_NAMES, TOKEN_NAMES; rules.box).
# A name alone is singular; a "-count" message says a number of them ({ $count } included).


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
caveman-gatherer = Verzamelaarster
caveman-sculptor = Beeldhouwster
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
# TODO translate
multipliers-fire-icons = fire icons
# TODO translate
multipliers-crowns = crowns
fire-token = vuurfiche
hut = hut
castle = kasteel
# The start tile as a term of a refusal's reason (rules: box.centre)
# TODO translate
centre-hut = hut
# TODO translate
centre-castle = castle
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
# TODO translate
game-called-origins = Kingdomino Origins
# TODO translate
game-called-classic = classic Kingdomino
# TODO translate
game-called-resources = Kingdomino with Resource Tokens
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

# TODO translate
resource-mammoth-plural = mammoths
# TODO translate
resource-fish-plural = fish
# TODO translate
resource-mushroom-plural = mushrooms
# TODO translate
resource-flint-plural = flints
# What a Painter counts around it: wooden resources of any kind, said short.
# TODO translate
resources-count =
    { $count ->
        [one] { $count } resource
       *[other] { $count } resources
    }
caveman = holbewoner
# TODO translate
craters-count =
    { $count ->
        [one] { $count } crater
       *[other] { $count } craters
    }
# A region's multipliers, no number: the full words, and (score sheet) Origins' short ones.
# TODO translate
fire-icons = fire icons
# TODO translate
crowns = crowns
# TODO translate
fires = fires
# TODO translate
fires-count =
    { $count ->
        [one] { $count } fire
       *[other] { $count } fires
    }
# TODO translate
without-fires = without fire
# TODO translate
without-crowns = without crowns
# TODO translate
token-wood-count =
    { $count ->
        [one] { $count } wood
       *[other] { $count } wood
    }
# TODO translate
token-wheat-count =
    { $count ->
        [one] { $count } wheat
       *[other] { $count } wheat
    }
# TODO translate
token-meat-count =
    { $count ->
        [one] { $count } meat
       *[other] { $count } meat
    }
# TODO translate
token-fish-count =
    { $count ->
        [one] { $count } fish
       *[other] { $count } fish
    }
# Kinds of token won (the Resource Tokens variant's score), gold, points, players.
# TODO translate
kinds-count =
    { $count ->
        [one] { $count } kind
       *[other] { $count } kinds
    }
# TODO translate
gold-count = { $count } gold
# TODO translate
points-count =
    { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
# TODO translate
points-short =
    { $count ->
        [one] { $count } pt
       *[other] { $count } pts
    }
# TODO translate
players-count =
    { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
