# The game's own terms, shared by the bot, the pictures and the refusals. Ids follow the rules'
# names (rules.components: TERRAIN_NAMES, RESOURCE_NAMES, CAVEMAN_NAMES, TOKEN_NAMES; rules.box).
# A name alone is singular; a "-count" message says a number of them ({ $count } included).

## Terrains
terrain-desert = desert
terrain-grassland = grassland
terrain-lake = lake
terrain-jungle = jungle
terrain-quarry = quarry
terrain-volcano = volcano
terrain-wheat = wheat
terrain-forest = forest
terrain-swamp = swamp
terrain-mine = mine

## Wooden resources (Totem and Tribe modes)
resource-mammoth = mammoth
resource-fish = fish
resource-mushroom = mushroom
resource-flint = flint
resource-mammoth-count = { $count ->
    [one] { $count } mammoth
   *[other] { $count } mammoths
}
resource-fish-count = { $count ->
    [one] { $count } fish
   *[other] { $count } fish
}
resource-mushroom-count = { $count ->
    [one] { $count } mushroom
   *[other] { $count } mushrooms
}
resource-flint-count = { $count ->
    [one] { $count } flint
   *[other] { $count } flints
}
resource-any-count = { $count ->
    [one] { $count } wooden resource
   *[other] { $count } wooden resources
}

## Cavemen (Tribe mode): their titles
caveman-hunter = Hunter
caveman-fisher = Fishing child
caveman-gatherer = Gatherer
caveman-sculptor = Sculptor
caveman-painter = Painter
caveman-firelady = Fire Lady
caveman-shaman = Shaman
caveman-warrior1 = Small warrior
caveman-warrior2 = Amazon warrior
caveman-warrior3 = Oafish warrior
cavemen-count = { $count ->
    [one] { $count } caveman
   *[other] { $count } cavemen
}

## What multiplies a region, the start tile, the pawn
fire-icons-count = { $count ->
    [one] { $count } fire icon
   *[other] { $count } fire icons
}
crowns-count = { $count ->
    [one] { $count } crown
   *[other] { $count } crowns
}
# What multiplies a region, in the plural (rules: box.multipliers)
multipliers-fire-icons = fire icons
multipliers-crowns = crowns
fire-token = fire token
hut = hut
castle = castle
# The start tile as a term of a refusal's reason (rules: box.centre)
centre-hut = hut
centre-castle = castle
chief = chief
chiefs = chiefs
king = king
kings = kings

## The Resource Tokens variant's tokens
token-wood = wood
token-wheat = wheat
token-meat = meat
token-fish = fish

## Modes, games and optional rules
mode-discovery = Discovery
mode-totem = Totem
mode-tribe = Tribe
game-origins = Kingdomino Origins
game-classic = Kingdomino
game-resources = Kingdomino: Resource Tokens
# A game named inside a sentence, told apart from the others (rules: box.called)
game-called-origins = Kingdomino Origins
game-called-classic = classic Kingdomino
game-called-resources = Kingdomino with Resource Tokens
option-empire-of-fire = Empire of Fire
option-homo-habilis = Homo Habilis
option-harmony = Harmony
option-middle-kingdom = Middle Kingdom
option-mighty-duel = Mighty Duel
option-one-two-one = 1-2-1 draft
option-dynasty = Dynasty

## Directions of a domino's second half, and the players' colours
direction-up = up
direction-down = down
direction-left = left
direction-right = right
colour-pink = pink
colour-black = black
colour-green = green
colour-blue = blue

## More of the same, as the pictures and their alt texts need them
resource-mammoth-plural = mammoths
resource-fish-plural = fish
resource-mushroom-plural = mushrooms
resource-flint-plural = flints
# What a Painter counts around it: wooden resources of any kind, said short.
resources-count = { $count ->
    [one] { $count } resource
   *[other] { $count } resources
}
caveman = caveman
craters-count = { $count ->
    [one] { $count } crater
   *[other] { $count } craters
}
# A region's multipliers, no number: the full words, and (score sheet) Origins' short ones.
fire-icons = fire icons
crowns = crowns
fires = fires
fires-count = { $count ->
    [one] { $count } fire
   *[other] { $count } fires
}
without-fires = without fire
without-crowns = without crowns
token-wood-count = { $count ->
    [one] { $count } wood
   *[other] { $count } wood
}
token-wheat-count = { $count ->
    [one] { $count } wheat
   *[other] { $count } wheat
}
token-meat-count = { $count ->
    [one] { $count } meat
   *[other] { $count } meat
}
token-fish-count = { $count ->
    [one] { $count } fish
   *[other] { $count } fish
}
# Kinds of token won (the Resource Tokens variant's score), gold, points, players.
kinds-count = { $count ->
    [one] { $count } kind
   *[other] { $count } kinds
}
gold-count = { $count } gold
points-count = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
points-short = { $count ->
    [one] { $count } pt
   *[other] { $count } pts
}
players-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
