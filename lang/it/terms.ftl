# The game's own terms, shared by the bot, the pictures and the refusals. Ids follow the rules'
# names (rules.components: TERRAIN_NAMES, RESOURCE_NAMES, CAVEMAN_NAMES, TOKEN_NAMES; rules.box).
# A name alone is singular; a "-count" message says a number of them ({ $count } included).
#
# Glossario (Italian glossary; "R" = as in the Italian Kingdomino Origins rulebook, seeds/003).
# Use these words everywhere in lang/it, in sentences, buttons, pictures and refusals.
#
#   domino                    tessera (R: "48 tessere"); "domino 12" = "tessera 12"
#   starting tile             tessera di partenza (R)
#   square                    casella (R)
#   line (of dominoes)        sequenza (R: "sequenza di tessere"); first line = prima sequenza,
#                             next line = sequenza successiva
#   half (of a domino)        metà
#   terrain                   paesaggio (R: "lato paesaggio", "lo stesso paesaggio")
#   territory                 territorio (R: "territorio di caccia"); kingdom (classic) = regno
#   region                    regione (R)
#   desert, grassland, lake   deserto, steppa, lago (R: "un mammut su ogni steppa")
#   jungle, quarry, volcano   giungla, cava, vulcano (R)
#   crater                    cratere (R)
#   fire (thrown)             fuoco / spruzzo di fuoco (R: "spruzzano 2 fuochi"); throw = spruzzare
#   fire token                gettone Fuoco (R: "gettone da 2 fuochi")
#   fire icon                 icona Fuoco (R); campfire = falò (R)
#   comfort points            punti comfort (R)
#   hut                       Capanna (R, capitalised as there)
#   tribe chief               capo tribù, pl. capi tribù (R)
#   wooden resource           risorsa in legno (R)
#   mammoth, fish             mammut (pl. mammut), pesce (pl. pesci) (R)
#   mushroom, flint           fungo (pl. funghi), pietra focaia (pl. pietre focaie) (R)
#   totem                     Totem, tessera Totem (R); majority = maggioranza (R)
#   caveman                   Cro-magnon, invariable (R: "recluta un Cro-magnon")
#   cave board, pile          piano di gioco Grotta / Grotta (R), mazzo (R)
#   recruit                   reclutare (R)
#   hunter-gatherers          cacciatori raccoglitori (R); warriors = guerrieri (R)
#   group of warriors, power  orda, potenza (R)
#   the 10 cavemen (R)        Cacciatore, Pescatrice (Fishing child), Raccoglitrice, Scultrice,
#                             Pittore, Signora del fuoco, Sciamano, Guerriero Magrolino (Small),
#                             Guerriera Amazzone, Guerriero Energumeno (Oafish)
#   Discovery/Totem/Tribe     Modalità Scoperta / Totem / Tribù (R)
#   the Neolithic (2 players) il Neolitico (R)
#   Empire of Fire            Impero del fuoco (R)
#   Homo Habilis              Homo Habilis (R)
#   round                     turno (R: "12 turni di gioco"); a player's turn: "tocca a te"
#   place / discard / pick    piazzare / scartare / scegliere (R: "Gioca la tessera",
#                             "Scegli una nuova tessera")
#
# Classic Kingdomino and the Resource Tokens variant (no Italian text in seeds/; the names of
# the Italian edition as players use them, not checked against its rulebook):
#   castle, king, crown       castello, re (pl. re), corona
#   wheat, forest, swamp      campo di grano, foresta, palude; mine = miniera
#   grassland                 steppa: one id for both games, Origins' word kept
#   Harmony, Middle Kingdom   Armonia, Regno di Mezzo
#   Mighty Duel, Dynasty      Grande Duello, Dinastia
#   Resource Tokens           Gettoni Risorsa; wood, wheat, meat, fish = legno, grano, carne, pesce
#   gold, witch, harvest      oro, strega, raccolto; crown square = casella con corona
#
# The bot's own words: autopilot = pilota automatico, AI = IA, seat = posto, lobby = lobby,
# turn timer = timer del turno, reminder = promemoria.

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
fire-token = gettone Fuoco
hut = Capanna
castle = castello
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
caveman = Cro-magnon
