# The game's own terms, shared by the bot, the pictures and the refusals. Ids follow the rules'
# names (rules.components: TERRAIN_NAMES, RESOURCE_NAMES, CAVEMAN_NAMES, TOKEN_NAMES; rules.box).
# A name alone is singular; a "-count" message says a number of them ({ $count } included).

## Terrains
# TODO translate
terrain-desert = desert
# TODO translate
terrain-grassland = grassland
# TODO translate
terrain-lake = lake
# TODO translate
terrain-jungle = jungle
# TODO translate
terrain-quarry = quarry
# TODO translate
terrain-volcano = volcano
# TODO translate
terrain-wheat = wheat
# TODO translate
terrain-forest = forest
# TODO translate
terrain-swamp = swamp
# TODO translate
terrain-mine = mine

## Wooden resources (Totem and Tribe modes)
# TODO translate
resource-mammoth = mammoth
# TODO translate
resource-fish = fish
# TODO translate
resource-mushroom = mushroom
# TODO translate
resource-flint = flint
# TODO translate
resource-mammoth-count = { $count ->
    [one] { $count } mammoth
   *[other] { $count } mammoths
}
# TODO translate
resource-fish-count = { $count ->
    [one] { $count } fish
   *[other] { $count } fish
}
# TODO translate
resource-mushroom-count = { $count ->
    [one] { $count } mushroom
   *[other] { $count } mushrooms
}
# TODO translate
resource-flint-count = { $count ->
    [one] { $count } flint
   *[other] { $count } flints
}
# TODO translate
resource-any-count = { $count ->
    [one] { $count } wooden resource
   *[other] { $count } wooden resources
}

## Cavemen (Tribe mode): their titles
# TODO translate
caveman-hunter = Hunter
# TODO translate
caveman-fisher = Fishing child
# TODO translate
caveman-gatherer = Gatherer
# TODO translate
caveman-sculptor = Sculptor
# TODO translate
caveman-painter = Painter
# TODO translate
caveman-firelady = Fire Lady
# TODO translate
caveman-shaman = Shaman
# TODO translate
caveman-warrior1 = Small warrior
# TODO translate
caveman-warrior2 = Amazon warrior
# TODO translate
caveman-warrior3 = Oafish warrior
# TODO translate
cavemen-count = { $count ->
    [one] { $count } caveman
   *[other] { $count } cavemen
}

## What multiplies a region, the start tile, the pawn
# TODO translate
fire-icons-count = { $count ->
    [one] { $count } fire icon
   *[other] { $count } fire icons
}
# TODO translate
crowns-count = { $count ->
    [one] { $count } crown
   *[other] { $count } crowns
}
# TODO translate
fire-token = fire token
# TODO translate
hut = hut
# TODO translate
castle = castle
# TODO translate
chief = chief
# TODO translate
chiefs = chiefs
# TODO translate
king = king
# TODO translate
kings = kings

## The Resource Tokens variant's tokens
# TODO translate
token-wood = wood
# TODO translate
token-wheat = wheat
# TODO translate
token-meat = meat
# TODO translate
token-fish = fish

## Modes, games and optional rules
# TODO translate
mode-discovery = Discovery
# TODO translate
mode-totem = Totem
# TODO translate
mode-tribe = Tribe
# TODO translate
game-origins = Kingdomino Origins
# TODO translate
game-classic = Kingdomino
# TODO translate
game-resources = Kingdomino: Resource Tokens
# TODO translate
option-empire-of-fire = Empire of Fire
# TODO translate
option-homo-habilis = Homo Habilis
# TODO translate
option-harmony = Harmony
# TODO translate
option-middle-kingdom = Middle Kingdom
# TODO translate
option-mighty-duel = Mighty Duel
# TODO translate
option-one-two-one = 1-2-1 draft
# TODO translate
option-dynasty = Dynasty

## Directions of a domino's second half, and the players' colours
# TODO translate
direction-up = up
# TODO translate
direction-down = down
# TODO translate
direction-left = left
# TODO translate
direction-right = right
# TODO translate
colour-pink = pink
# TODO translate
colour-black = black
# TODO translate
colour-green = green
# TODO translate
colour-blue = blue

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
resources-count = { $count ->
    [one] { $count } resource
   *[other] { $count } resources
}
# TODO translate
caveman = caveman
# TODO translate
craters-count = { $count ->
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
fires-count = { $count ->
    [one] { $count } fire
   *[other] { $count } fires
}
# TODO translate
without-fires = without fire
# TODO translate
without-crowns = without crowns
# TODO translate
token-wood-count = { $count ->
    [one] { $count } wood
   *[other] { $count } wood
}
# TODO translate
token-wheat-count = { $count ->
    [one] { $count } wheat
   *[other] { $count } wheat
}
# TODO translate
token-meat-count = { $count ->
    [one] { $count } meat
   *[other] { $count } meat
}
# TODO translate
token-fish-count = { $count ->
    [one] { $count } fish
   *[other] { $count } fish
}
# Kinds of token won (the Resource Tokens variant's score), gold, points, players.
# TODO translate
kinds-count = { $count ->
    [one] { $count } kind
   *[other] { $count } kinds
}
# TODO translate
gold-count = { $count } gold
# TODO translate
points-count = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
# TODO translate
points-short = { $count ->
    [one] { $count } pt
   *[other] { $count } pts
}
# TODO translate
players-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
