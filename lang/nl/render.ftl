# The pictures' words (render/): what the table, the decision card, the territory, the cave
# board, the score sheet and the legend card draw, and their alt texts. The game's terms come
# from terms.ftl and arrive worded in variables ($terrain, $caveman, $resource, $centre...).
# Numbers that are not counts (domino numbers, squares such as E4, notation such as D|G) arrive
# as text. Pictures cut a text that does not fit its box with an ellipsis: short is better.


## Shared

# TODO translate
list-and = { $most } and { $last }
# TODO translate
list-or = { $most } or { $last }
# A seat without a name.
# TODO translate
player-seat = Player { $seat }
# A place in a ranking: 1st, 2nd, 3rd, 4th.
# Dutch: 1e, 2e, 3e, 4e (no selector needed).
place = { $place }e
# TODO translate
mode-line = { $mode } mode
# The moment of the game, in a sentence and as a heading.
# TODO translate
moment-draft = initial draft
# TODO translate
moment-round = round { $round } of { $rounds }
# TODO translate
moment-draft-title = Initial draft
# TODO translate
moment-round-title = Round { $round } of { $rounds }
# TODO translate
tokens-none = no tokens
# TODO translate
kinds-none = none
# Who won or leads, after the names ($count: how many names).
# TODO translate
share-the-win = { $names } share the win

## The turn card (top of the table and of the decision card): "<name> <action>", then a detail

# TODO translate
turn-game-over = Game over
# TODO translate
turn-place = places domino { $number }
# TODO translate
turn-discard = discards domino { $number }
# TODO translate
turn-discard-detail = It fits nowhere in the territory.
# TODO translate
turn-place-final = The final round: nothing to choose after it.
# TODO translate
turn-place-then = Then chooses a domino of the next line.
# TODO translate
turn-place-then-recruit = Then chooses a domino of the next line, then may recruit a caveman.
# TODO translate
turn-draft-pair = chooses two dominoes
# TODO translate
turn-draft-pair-detail = Of the first line: the 1st and the 4th, or the 2nd and the 3rd.
# TODO translate
turn-pick = chooses a domino
# TODO translate
turn-draft-detail = Of the first line: the order of the line is the order of play.
# TODO translate
turn-pick-or-act = chooses a domino, or acts
# TODO translate
turn-pick-or-act-detail = Of the next line; acting instead puts the king in the action column.
# TODO translate
turn-pick-detail = Of the next line: the order of the line is the order of play next round.
# TODO translate
turn-fire = lands a fire token
# TODO translate
turn-fire-detail =
    A token of { $fires ->
        [one] { $fires } fire
       *[other] { $fires } fires
    }, on a square { $near } to { $far } away from the volcano on { $volcano }.
# TODO translate
turn-totem = hands over the { $resource } totem
# TODO translate
turn-totem-detail = To { $to }: tied for the most { $resources }.
# TODO translate
turn-recruit = may recruit a caveman
# TODO translate
turn-recruit-detail = Resources: { $resources }. { $face_up } of different kinds for a tile of the board, { $any } kinds for any of the pile; or skip.
# TODO translate
turn-recruit-none = none
# TODO translate
turn-pay = pays for the { $caveman }
# TODO translate
turn-pay-detail = { $paid } of { $cost } paid: a wooden resource of a kind not paid yet.
# TODO translate
turn-settle = places the { $caveman }
# TODO translate
turn-settle-detail = On a square of their territory with no fire, no resource and no other caveman.
# TODO translate
turn-act = acts
# TODO translate
turn-act-detail = Gain resources on a crown square (1 gold), use a witch, or pass. { $gold } gold on the { $centre }.
# TODO translate
turn-decides = decides
# TODO translate
turn-wins = wins
# The winner's banner: $amount is banner-points or banner-kinds; $winners, how many share the win.
# TODO translate
banner-points =
    { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
# TODO translate
banner-kinds = { $kinds } won
# TODO translate
banner =
    { $winners ->
        [one] { $amount }.
       *[other] { $amount } each.
    }
# TODO translate
banner-ahead =
    { $winners ->
        [one] { $amount }, ahead of { $names } with { $then }.
       *[other] { $amount } each, ahead of { $names } with { $then }.
    }

## The lines of the draft

# TODO translate
lines-first = First line: the initial draft
# TODO translate
lines-placing = Placing now
# TODO translate
lines-next = Next line
# TODO translate
lines-not-chosen = Last line: not chosen, the game ends first
# TODO translate
lines-final-round = No next line: this is the final round
# The Resource Tokens variant: the kings beside a line's caption.
# TODO translate
lines-still-to-act = Still to act:
# TODO translate
lines-action-column = Action column:
# TODO translate
lines-no-king = none

## Beside the territories: supplies, totems, the cave board

# TODO translate
supplies-fire-tokens = Fire tokens left
# TODO translate
supplies-deck =
    { $count ->
        [one] { $count } domino still face down
       *[other] { $count } dominoes still face down
    }
# TODO translate
supplies-deck-empty = No domino left face down
# TODO translate
supplies-supply = Supply
# TODO translate
supplies-pool = { $gold } gold in the pool
# TODO translate
supplies-totems = Totems
# TODO translate
supplies-totem = { $resource } { $points }
# TODO translate
supplies-not-held = not held
# TODO translate
supplies-cave =
    Cave board · { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    } in the pile
# TODO translate
cave-empty = empty

## The scoreboard

# TODO translate
scoreboard = Standings
# TODO translate
scoreboard-final = Final standings
# TODO translate
scoreboard-wins = { $names } wins
# TODO translate
scoreboard-leads = { $names } leads
# TODO translate
scoreboard-tie = { $names } tie for the lead
# An optional bonus met so far, not yet earned.
# TODO translate
scoreboard-bonus = +{ $points } if kept
# TODO translate
scoreboard-totems = Totems:
# TODO translate
scoreboard-no-totem = No totem
# TODO translate
scoreboard-discarded = { $count } discarded

## The score sheet

# TODO translate
sheet-title = Final scores
# TODO translate
sheet-title-so-far = Scores so far
# TODO translate
sheet-over = the game is over
# TODO translate
sheet-no-tie = No tie. Level totals would go to the largest region, then { $multipliers }.
# TODO translate
sheet-no-tie-gold = No tie. Level kinds would go to the most gold on the { $centre }.
# What a card's total counts, after the number.
# TODO translate
sheet-unit-points =
    { $count ->
        [one] point
       *[other] points
    }
# TODO translate
sheet-unit-kinds =
    { $count ->
        [one] kind won
       *[other] kinds won
    }
# TODO translate
sheet-tie-break = Tie-break: largest region { $largest }, { $multipliers }
# TODO translate
sheet-tie-break-gold = Tie-break: { $gold } gold on the { $centre }
# TODO translate
sheet-regions = Regions: squares × { $multipliers }
# TODO translate
sheet-region = { $terrain } { $size } × { $multipliers }
# TODO translate
sheet-more-regions =
    { $count ->
        [one] { $count } more scoring region
       *[other] { $count } more scoring regions
    }
# TODO translate
sheet-zero-regions =
    { $count ->
        [one] { $count } region { $none }
       *[other] { $count } regions { $none }
    }
# TODO translate
sheet-zero-regions-volcanoes =
    { $count ->
        [one] { $count } region on volcanoes or { $none }
       *[other] { $count } regions on volcanoes or { $none }
    }
# TODO translate
sheet-no-region = No region yet
# TODO translate
sheet-resources-totem = Resources: 1 point each
# TODO translate
sheet-resources-tribe = Resources: no points in Tribe
# TODO translate
sheet-totems = Totems
# TODO translate
sheet-totem = { $resource } totem
# TODO translate
sheet-no-totem = No totem
# TODO translate
sheet-cavemen = Cavemen
# TODO translate
sheet-caveman = { $caveman } on { $square }
# TODO translate
sheet-warrior-alone = alone: power { $power }
# TODO translate
sheet-warriors = { $count } warriors on { $squares }
# TODO translate
sheet-warriors-power = { $count } warriors × { $power } power
# TODO translate
sheet-no-caveman = No caveman
# TODO translate
sheet-more-cavemen = { $count } more cavemen and groups
# TODO translate
sheet-bonuses = Bonuses
# TODO translate
sheet-complete = complete, no domino discarded
# TODO translate
sheet-discarded =
    { $count ->
        [one] { $count } domino discarded
       *[other] { $count } dominoes discarded
    }
# TODO translate
sheet-squares-of = { $squares } of { $all } squares
# TODO translate
sheet-centred = the { $centre } is in the centre
# TODO translate
sheet-centred-not = the { $centre } is not in the centre
# TODO translate
sheet-middle = the { $centre } is in the middle
# TODO translate
sheet-middle-not = the { $centre } is not in the middle
# TODO translate
sheet-total = Total
# The Resource Tokens variant's harvest.
# TODO translate
sheet-tokens = Tokens: the most of a kind wins
# TODO translate
sheet-kind =
    { $token }: { $count ->
        [one] { $count } token
       *[other] { $count } tokens
    }
# TODO translate
sheet-kind-nobody = nobody has any: not won
# TODO translate
sheet-kind-shared = shares the most: won
# TODO translate
sheet-kind-most = the most: won
# TODO translate
sheet-kind-behind = the most is { $most }
# TODO translate
sheet-gold = Gold: breaks a tie
# TODO translate
sheet-gold-on = { $gold } gold on the { $centre }
# TODO translate
sheet-gold-spent = { $gold } gold spent on witchcraft
# TODO translate
sheet-none-spent = none spent
# TODO translate
sheet-kinds-won = Kinds won

## A hunter-gatherer's points, and each caveman's rule

# "4 mammoths × 3": what it counts around it, times the points each.
# TODO translate
caveman-why = { $counted } × { $each }
# TODO translate
rule-gatherer = { $points } per { $resource } around
# TODO translate
rule-painter = { $points } per wooden resource around
# TODO translate
rule-fire-lady = { $points } per fire icon around
# TODO translate
rule-shaman = { $points } per caveman around
# TODO translate
rule-warrior = warrior of power { $power }: a group scores warriors × total power

## The cave board (Tribe mode, the recruit panel). $command is the rules' action text, as typed.

# TODO translate
cave-title = Cave board
# TODO translate
cave-over = The game is over
# TODO translate
cave-final-round = Final round: no recruiting
# TODO translate
cave-face-up = Face up: { $cost } resources of different kinds · { $command }
# TODO translate
cave-slot-empty = Empty
# TODO translate
cave-taken = taken
# TODO translate
cave-refilled = refilled next round
# TODO translate
cave-pile =
    Face-down pile: { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }
# TODO translate
cave-pile-empty = Face-down pile: empty
# TODO translate
cave-pile-cost = Any one for { $cost } resources of { $cost } kinds
# TODO translate
cave-pile-cost-example = Any one for { $cost } resources of { $cost } kinds · e.g. { $command }
# TODO translate
cave-pile-none = No tile left face down: recruit from the face-up slots
# TODO translate
cave-pile-kind = { $caveman } ×{ $count }

## The legend card

# TODO translate
legend-title = What the pictures show
# TODO translate
legend-alt = { legend-title }. { $legend }
# TODO translate
legend-section = { $title }: { $items }.
# TODO translate
legend-terrains = Terrains
# TODO translate
legend-fire = Fire
# TODO translate
legend-crowns = Crowns
# TODO translate
legend-resources = Wooden resources
# TODO translate
legend-cavemen = Cavemen
# TODO translate
legend-tokens = Tokens
# TODO translate
legend-fire-icon = fire icon
# TODO translate
legend-fire-token =
    fire token ({ $count ->
        [one] { $count } fire
       *[other] { $count } fires
    })
# TODO translate
legend-volcano =
    volcano ({ $count ->
        [one] { $count } crater
       *[other] { $count } craters
    })
# TODO translate
legend-crown = crown
# TODO translate
legend-gold = gold

## Alt texts: who must decide what

# TODO translate
pending-over = The game is over.
# TODO translate
pending-place = { $name } must place { $domino }.
# TODO translate
pending-discard = { $name } must discard { $domino }.
# TODO translate
pending-discard-spoken = { $name } must discard { $domino }: it fits nowhere.
# TODO translate
pending-draft = { $name } must put a { $chief } on a domino of the first line.
# The Neolithic first pick; $a $b $c $d: the first line's domino numbers in order.
# TODO translate
pending-draft-pair = { $name } must choose { $a }+{ $d } or { $b }+{ $c }.
# TODO translate
pending-draft-pair-spoken = { $name } must choose two dominoes of the first line: { $a } and { $d }, or { $b } and { $c }; the other two go to the other player.
# TODO translate
pending-fire = { $name } must land the fire token.
# TODO translate
pending-pick = { $name } must choose a domino of the next line.
# TODO translate
pending-pick-or-act = { $name } must choose a domino of the next line, or act instead.
# TODO translate
pending-pick-or-act-short = { $name } must choose a domino, or act.
# TODO translate
pending-recruit = { $name } must recruit a caveman, or skip.
# TODO translate
pending-pay = { $name } must pay for the { $caveman } with a wooden resource.
# TODO translate
pending-settle = { $name } must choose the square for the { $caveman }.
# TODO translate
pending-totem = { $name } must give the { $resource } totem to { $to }.
# TODO translate
pending-act = { $name } must gain resources, use a witch, or pass.
# TODO translate
pending-act-short = { $name } acts: gain, witch or pass.

## Alt texts: dominoes

# TODO translate
alt-domino = domino { $squares }
# TODO translate
alt-domino-squares = { $number } ({ $first } | { $second })
# As printed: "domino 23 (W1|M)", the notation's letters.
# TODO translate
alt-domino-notation = domino { $number } ({ $first }|{ $second })
# TODO translate
alt-half-with = { $terrain } with { $what }
# TODO translate
alt-half-resource = { $terrain } with a { $resource }

## Alt texts: the table

# TODO translate
alt-who = { $name } (player { $seat }, { $colour })
# TODO translate
alt-table = { $game }, { $players }, { $moment }.
# TODO translate
alt-table-mode = { $game }, { $mode }, { $players }, { $moment }.
# TODO translate
alt-table-draft = the initial draft
# TODO translate
alt-line-placed = { $number } placed by { $name }
# TODO translate
alt-line-placed-over = { $number } by { $name }
# TODO translate
alt-line-placing = { $domino }, { $name }'s, being placed
# TODO translate
alt-line-to-place = { $domino }, { $name }'s, to place
# TODO translate
alt-line-now = Placing now: { $dominoes }.
# TODO translate
alt-line-last = Last line, all placed: { $dominoes }.
# TODO translate
alt-line-unchosen = Last line drawn, not chosen (the game ends first): { $numbers }.
# TODO translate
alt-line-unchosen-over = Last line drawn, not chosen (the game ended first): { $numbers }.
# TODO translate
alt-line-taken = { $domino }, taken by { $name }
# TODO translate
alt-line-free = { $domino }, free
# TODO translate
alt-line-first = First line: { $dominoes }.
# TODO translate
alt-line-next = Next line: { $dominoes }.
# TODO translate
alt-player-points = { $name } { $points }
# TODO translate
alt-points = Points: { $points }.
# TODO translate
alt-totem-held = { $resource } ({ $points }) with { $name }
# TODO translate
alt-totems-held = Totems: { $totems }.
# TODO translate
alt-totems-none = Totems: none taken.
# TODO translate
alt-cave =
    Cave board: { $faces }; { $pile ->
        [one] { $pile } tile
       *[other] { $pile } tiles
    } in the face-down pile.
# The Resource Tokens variant's table.
# TODO translate
kings-none = none
# TODO translate
alt-still-to-act = Still to act this round, in order: { $kings }.
# TODO translate
alt-action-column = Action column (acting first next round, in order): { $kings }.
# TODO translate
alt-harvest-now =
    { $name }: { $kinds } won now ({ $which }); { $tokens }; { $gold } gold on the { $centre }{ $witches ->
        [0] { "" }
        [one] , { $witches } witch used
       *[other] , { $witches } witches used
    }.
# TODO translate
alt-harvest-over =
    { $name }: { $kinds } won ({ $which }); { $tokens }; { $gold } gold on the { $centre }{ $witches ->
        [0] { "" }
        [one] , { $witches } witch used
       *[other] , { $witches } witches used
    }.
# TODO translate
alt-supply = Supply: { $tokens }; { $gold } gold in the pool.

## Alt texts: a territory

# TODO translate
alt-territory =
    Territory of { $who }: { $squares } of { $all } squares, { $points ->
        [one] { $points } point
       *[other] { $points } points
    } = { $sum }.
# TODO translate
alt-preview = Preview: { $domino } with its first half on { $square }, the second { $direction }.
# TODO translate
alt-highlighted = Highlighted squares: { $squares }.
# TODO translate
alt-regions = Scoring regions: { $regions }.
# TODO translate
alt-region = { $terrain } { $size } × { $multipliers } = { $points }
# TODO translate
alt-resources = Wooden resources: { $resources }.
# TODO translate
alt-totems = Totems: { $totems }.
# TODO translate
alt-totem = { $resource } { $points }
# TODO translate
alt-cavemen = Cavemen: { $cavemen }.
# TODO translate
alt-caveman-at = { $caveman } { $square }
# TODO translate
alt-caveman = { $caveman }: { $why } = { $points }
# TODO translate
alt-warrior-alone = { $caveman } alone: power { $power } = { $points }
# TODO translate
alt-warriors = { $count } warriors together, { $where }: { $count } × power { $power } = { $points }
# TODO translate
alt-idle = { $cavemen }: nothing around = 0
# The Resource Tokens variant's kingdom.
# TODO translate
alt-kingdom =
    Territory of { $who }: { $squares ->
        [one] { $squares } square
       *[other] { $squares } squares
    }. If the harvest were now: { $kinds } won ({ $which }).
# TODO translate
alt-tokens = Resource tokens: { $tokens }.
# TODO translate
alt-tokens-none = none
# TODO translate
alt-token-squares = { $tokens } ({ $squares })
# TODO translate
alt-gold = Gold on the { $centre }: { $gold }.
# TODO translate
alt-witches = Used witches: { $witches }.
# TODO translate
alt-witch = { $square } with { $gold } gold
# A territory's map in the rules' notation (RULES.md §4): its letters are the same in every language.
# TODO translate
map = Map in the notation of the rules ({ $legend }): columns { $columns }; { $rows }; { $end }.
# TODO translate
map-bare = Map in the notation of the rules: columns { $columns }; { $rows }; { $end }.
# TODO translate
map-row = row { $row }: { $squares }
# TODO translate
map-end = end of map
# TODO translate
map-key = { $mark } { $meaning }
# TODO translate
map-empty = empty
# TODO translate
map-digit = digit: { $multipliers }
# TODO translate
map-digit-craters = digit: { $multipliers } or a volcano's craters
# TODO translate
map-resource = r: wooden resource
# TODO translate
map-token = r: a resource token, r2: two
# TODO translate
map-fire = !N: fire token of N fires
# TODO translate
map-gold = $N: N gold
# TODO translate
map-caveman = @: caveman

## Alt texts: points that add up, the cave board, the score sheet

# TODO translate
part = { $label } { $points }
# TODO translate
part-regions = regions
# TODO translate
part-resources = wooden resources
# TODO translate
part-totems = totems
# TODO translate
part-cavemen = cavemen
# TODO translate
alt-slot = slot { $slot } { $caveman } ({ $rule })
# TODO translate
alt-slot-empty = slot { $slot } empty
# TODO translate
alt-pile-kind = { $count } { $caveman }
# TODO translate
alt-pile =
    the face-down pile holds { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }
# TODO translate
alt-pile-kinds =
    the face-down pile holds { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }: { $kinds }
# TODO translate
alt-cave-board = Cave board: { $slots }; { $pile }. Recruit with { $face_up } wooden resources of different kinds for a face-up tile, or { $any } of { $any } kinds for any tile of the pile.
# TODO translate
alt-final = Final scores: { $ranking }.
# TODO translate
alt-final-so-far = Scores so far: { $ranking }.
# TODO translate
alt-ranked = { $place }. { $name } { $standing }
# TODO translate
winner = { $name } won.
# TODO translate
winner-so-far = { $name } leads.
# TODO translate
winners-tie = { $names } tie for first place.
# TODO translate
winners-tie-so-far = { $names } tie for first place so far.
# TODO translate
alt-sheet =
    { $name }: { $total } = { $sum } ({ $scoring ->
        [one] { $scoring } scoring region
       *[other] { $scoring } scoring regions
    }, largest region { $largest }, { $multipliers }).
# TODO translate
alt-harvest-kind = { $token } { $count }
# TODO translate
alt-harvest-kind-won = { $token } { $count } (won)
# TODO translate
alt-harvest =
    { $name }: { $kinds }; { $won } won; { $gold } gold on the { $centre }{ $spent ->
        [0] { "" }
       *[other] , { $spent } gold spent on witchcraft
    }.

## Tie-breaks: how players level on points were told apart

# "23 against 19 against 17".
# TODO translate
tie-against = { $a } against { $b }
# TODO translate
tie-shared =
    { $names } tie on { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, largest region and { $multipliers }: they share the place.
# TODO translate
tie-region =
    { $names } tie on { $points ->
        [one] { $points } point
       *[other] { $points } points
    }; the largest region decides ({ $regions } squares).
# TODO translate
tie-multipliers =
    { $names } tie on { $points ->
        [one] { $points } point
       *[other] { $points } points
    } and largest region ({ $region }); { $multipliers } decide ({ $counts }).
# TODO translate
tie-both =
    { $names } tie on { $points ->
        [one] { $points } point
       *[other] { $points } points
    }; the largest region ({ $regions } squares), then { $multipliers } ({ $counts }) decide.
# TODO translate
tie-both-some-shared =
    { $names } tie on { $points ->
        [one] { $points } point
       *[other] { $points } points
    }; the largest region ({ $regions } squares), then { $multipliers } ({ $counts }) decide; those level on both share a place.
# TODO translate
tie-gold-shared =
    { $names } tie on { $kinds ->
        [one] { $kinds } kind
       *[other] { $kinds } kinds
    } won and { $gold } gold each: they share the place.
# TODO translate
tie-gold =
    { $names } tie on { $kinds ->
        [one] { $kinds } kind
       *[other] { $kinds } kinds
    } won; the most gold on the castle decides ({ $gold }).
# TODO translate
tie-gold-some-shared =
    { $names } tie on { $kinds ->
        [one] { $kinds } kind
       *[other] { $kinds } kinds
    } won; the most gold on the castle decides ({ $gold }); those level on gold share a place.
