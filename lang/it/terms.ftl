# The game's own terms, shared by the bot, the pictures and the refusals. Ids follow the rules'
# names (rules.components: TERRAIN_NAMES, RESOURCE_NAMES, CAVEMAN_NAMES, TOKEN_NAMES; rules.box).
# A name alone is singular; a "-count" message says a number of them ({ $count } included).


## Terrains

terrain-desert = deserto
terrain-grassland = steppa
terrain-lake = lago
terrain-jungle = giungla
terrain-quarry = cava
terrain-volcano = vulcano
terrain-wheat = campo di grano
terrain-forest = foresta
terrain-swamp = palude
terrain-mine = miniera

## Wooden resources (Totem and Tribe modes)

resource-mammoth = mammut
resource-fish = pesce
resource-mushroom = fungo
resource-flint = pietra focaia
resource-mammoth-count =
    { $count ->
        [one] { $count } mammut
       *[other] { $count } mammut
    }
resource-fish-count =
    { $count ->
        [one] { $count } pesce
       *[other] { $count } pesci
    }
resource-mushroom-count =
    { $count ->
        [one] { $count } fungo
       *[other] { $count } funghi
    }
resource-flint-count =
    { $count ->
        [one] { $count } pietra focaia
       *[other] { $count } pietre focaie
    }
resource-any-count =
    { $count ->
        [one] { $count } risorsa in legno
       *[other] { $count } risorse in legno
    }

## Cavemen (Tribe mode): their titles

caveman-hunter = Cacciatore
caveman-fisher = Pescatrice
caveman-gatherer = Raccoglitrice
caveman-sculptor = Scultrice
caveman-painter = Pittore
caveman-firelady = Signora del fuoco
caveman-shaman = Sciamano
caveman-warrior1 = Guerriero Magrolino
caveman-warrior2 = Guerriera Amazzone
caveman-warrior3 = Guerriero Energumeno
cavemen-count =
    { $count ->
        [one] { $count } Cro-magnon
       *[other] { $count } Cro-magnon
    }

## What multiplies a region, the start tile, the pawn

fire-icons-count =
    { $count ->
        [one] { $count } icona Fuoco
       *[other] { $count } icone Fuoco
    }
crowns-count =
    { $count ->
        [one] { $count } corona
       *[other] { $count } corone
    }
# What multiplies a region, in the plural (rules: box.multipliers)
# TODO translate
multipliers-fire-icons = fire icons
# TODO translate
multipliers-crowns = crowns
fire-token = gettone Fuoco
hut = Capanna
castle = castello
# The start tile as a term of a refusal's reason (rules: box.centre)
# TODO translate
centre-hut = hut
# TODO translate
centre-castle = castle
chief = capo tribù
chiefs = capi tribù
king = re
kings = re

## The Resource Tokens variant's tokens

token-wood = legno
token-wheat = grano
token-meat = carne
token-fish = pesce

## Modes, games and optional rules

mode-discovery = Scoperta
mode-totem = Totem
mode-tribe = Tribù
game-origins = Kingdomino Origins
game-classic = Kingdomino
game-resources = Kingdomino: Gettoni Risorsa
# A game named inside a sentence, told apart from the others (rules: box.called)
# TODO translate
game-called-origins = Kingdomino Origins
# TODO translate
game-called-classic = classic Kingdomino
# TODO translate
game-called-resources = Kingdomino with Resource Tokens
option-empire-of-fire = Impero del fuoco
option-homo-habilis = Homo Habilis
option-harmony = Armonia
option-middle-kingdom = Regno di Mezzo
option-mighty-duel = Grande Duello
option-one-two-one = Sorteggio 1-2-1
option-dynasty = Dinastia

## Directions of a domino's second half, and the players' colours

direction-up = in alto
direction-down = in basso
direction-left = a sinistra
direction-right = a destra
colour-pink = rosa
colour-black = nero
colour-green = verde
colour-blue = blu

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
caveman = Cro-magnon
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
