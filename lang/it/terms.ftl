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
#                             Pittore, Signora del fuoco, Sciamano, and the warriors by their
#                             names (R: "guerrieri Magrolini", "guerriere Amazzoni", "guerriero
#                             Energumeno"): Magrolino (Small), Amazzone, Energumeno (Oafish);
#                             "Guerriero Magrolino" did not fit the pictures' titles
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
#   wheat, forest, swamp      grano (as the token; "campi di grano" in prose), foresta, palude;
#                             mine = miniera
#   grassland                 steppa: one id for both games, Origins' word kept
#   Harmony, Middle Kingdom   Armonia, Regno di Mezzo
#   Mighty Duel, Dynasty      Grande Duello, Dinastia
#   Resource Tokens           Gettoni Risorsa; wood, wheat, meat, fish = legno, grano, carne, pesce
#   gold, witch, harvest      oro, strega, raccolto; crown square = casella con corona
#
# The bot's own words: autopilot = pilota automatico, AI = IA, seat = posto, lobby = lobby,
# turn timer = timer del turno, reminder = promemoria.
#
# Second pass (pictures, refusals, replay, ratings, threads, time off):
#   cave board slot           casella della Grotta (R: "le 4 caselle libere del piano di gioco")
#   face up / face down       scoperto / coperto; the face-down pile = il mazzo coperto
#   initial draft             scelta iniziale; action column (Resource Tokens) = colonna azioni
#   standings, score sheet    classifica, foglio segnapunti (R: "blocco segnapunti")
#   tie-break                 spareggio; "tie for the lead" = in testa a pari merito
#   Resource Tokens' tokens   gettoni (risorsa); supply = scorte; pool = riserva; kind = tipo
#   the start tile's article  "la Capanna" but "il castello": sentences that name $centre with an
#                             article choose it with a selector ({ $centre -> [castello] … })
#   a caveman or resource     named after its noun, so that no article depends on the title:
#   in a sentence             "il Cro-magnon { $caveman }", "il Totem { $resource }"
#   rating, leaderboard       valutazione (rated = valutato), classifica
#   replay                    /origins rivedi (a game "rivista" move by move); record = registro
#   quiet hours, vacation     ore di quiete, vacanza; time zone = fuso orario
#   thread                    thread (as Discord's Italian client says it); rematch = rivincita


## Terrains

terrain-desert = deserto
terrain-grassland = steppa
terrain-lake = lago
terrain-jungle = giungla
terrain-quarry = cava
terrain-volcano = vulcano
terrain-wheat = grano
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
caveman-warrior1 = Magrolino
caveman-warrior2 = Amazzone
caveman-warrior3 = Energumeno
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
multipliers-fire-icons = icone Fuoco
multipliers-crowns = corone
fire-token = gettone Fuoco
hut = Capanna
castle = castello
# The start tile as a term of a refusal's reason (rules: box.centre). Italian: sentences that
# need its article choose "la Capanna" or "il castello" with a selector on this very word.
centre-hut = Capanna
centre-castle = castello
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
game-called-origins = Kingdomino Origins
game-called-classic = Kingdomino classico
game-called-resources = Kingdomino con i Gettoni Risorsa
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

resource-mammoth-plural = mammut
resource-fish-plural = pesci
resource-mushroom-plural = funghi
resource-flint-plural = pietre focaie
# What a Painter counts around it: wooden resources of any kind, said short.
resources-count =
    { $count ->
        [one] { $count } risorsa
       *[other] { $count } risorse
    }
caveman = Cro-magnon
craters-count =
    { $count ->
        [one] { $count } cratere
       *[other] { $count } crateri
    }
# A region's multipliers, no number: the full words, and (score sheet) Origins' short ones.
fire-icons = icone Fuoco
crowns = corone
fires = fuochi
fires-count =
    { $count ->
        [one] { $count } fuoco
       *[other] { $count } fuochi
    }
without-fires = senza fuoco
without-crowns = senza corone
# Wood, wheat and meat are counted as stuff ("3 legno", as the variant's supply says it); fish
# as fish.
token-wood-count = { $count } legno
token-wheat-count = { $count } grano
token-meat-count = { $count } carne
token-fish-count =
    { $count ->
        [one] { $count } pesce
       *[other] { $count } pesci
    }
# Kinds of token won (the Resource Tokens variant's score), gold, points, players.
kinds-count =
    { $count ->
        [one] { $count } tipo
       *[other] { $count } tipi
    }
gold-count = { $count } oro
points-count =
    { $count ->
        [one] { $count } punto
       *[other] { $count } punti
    }
points-short = { $count } pt
players-count =
    { $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }
