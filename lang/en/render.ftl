# The pictures' words (render/): what the table, the decision card, the territory, the cave
# board, the score sheet and the legend card draw, and their alt texts. The game's terms come
# from terms.ftl and arrive worded in variables ($terrain, $caveman, $resource, $centre...).
# Numbers that are not counts (domino numbers, squares such as E4, notation such as D|G) arrive
# as text. Pictures cut a text that does not fit its box with an ellipsis: short is better.

## Shared
list-and = { $most } and { $last }
list-or = { $most } or { $last }
# A seat without a name.
player-seat = Player { $seat }
# A place in a ranking: 1st, 2nd, 3rd, 4th, 11th, 21st. $ordinal is its ordinal category in the
# language (CLDR's: English one 1st 21st, two 2nd 22nd, few 3rd 23rd, other 4th 11th 12th 13th).
place = { $ordinal ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
}
mode-line = { $mode } mode
# The moment of the game, in a sentence and as a heading.
moment-draft = initial draft
moment-round = round { $round } of { $rounds }
moment-draft-title = Initial draft
moment-round-title = Round { $round } of { $rounds }
tokens-none = no tokens
kinds-none = none
# Who won or leads, after the names ($count: how many names).
share-the-win = { $names } share the win

## The turn card (top of the table and of the decision card): "<name> <action>", then a detail
turn-game-over = Game over
turn-place = places domino { $number }
turn-discard = discards domino { $number }
turn-discard-detail = It fits nowhere in the territory.
turn-place-final = The final round: nothing to choose after it.
turn-place-then = Then chooses a domino of the next line.
turn-place-then-recruit = Then chooses a domino of the next line, then may recruit a caveman.
turn-draft-pair = chooses two dominoes
turn-draft-pair-detail = Of the first line: the 1st and the 4th, or the 2nd and the 3rd.
turn-pick = chooses a domino
turn-draft-detail = Of the first line: the order of the line is the order of play.
turn-pick-or-act = chooses a domino, or acts
turn-pick-or-act-detail = Of the next line; acting instead puts the king in the action column.
turn-pick-detail = Of the next line: the order of the line is the order of play next round.
turn-fire = lands a fire token
turn-fire-detail = A token of { $fires ->
    [one] { $fires } fire
   *[other] { $fires } fires
}, on a square { $near } to { $far } away from the volcano on { $volcano }.
turn-totem = hands over the { $resource } totem
turn-totem-detail = To { $to }: tied for the most { $resources }.
turn-recruit = may recruit a caveman
turn-recruit-detail = Resources: { $resources }. { $face_up } of different kinds for a tile of the board, { $any } kinds for any of the pile; or skip.
turn-recruit-none = none
turn-pay = pays for the { $caveman }
turn-pay-detail = { $paid } of { $cost } paid: a wooden resource of a kind not paid yet.
turn-settle = places the { $caveman }
turn-settle-detail = On a square of their territory with no fire, no resource and no other caveman.
turn-act = acts
turn-act-detail = Gain resources on a crown square (1 gold), use a witch, or pass. { $gold } gold on the { $centre }.
turn-decides = decides
turn-wins = wins
# The winner's banner: $amount is banner-points or banner-kinds; $winners, how many share the win.
banner-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
banner-kinds = { $kinds } won
banner = { $winners ->
    [one] { $amount }.
   *[other] { $amount } each.
}
banner-ahead = { $winners ->
    [one] { $amount }, ahead of { $names } with { $then }.
   *[other] { $amount } each, ahead of { $names } with { $then }.
}

## The lines of the draft
lines-first = First line: the initial draft
lines-placing = Placing now
lines-next = Next line
lines-not-chosen = Last line: not chosen, the game ends first
lines-final-round = No next line: this is the final round
# The Resource Tokens variant: the kings beside a line's caption.
lines-still-to-act = Still to act:
lines-action-column = Action column:
lines-no-king = none

## Beside the territories: supplies, totems, the cave board
supplies-fire-tokens = Fire tokens left
supplies-deck = { $count ->
    [one] { $count } domino still face down
   *[other] { $count } dominoes still face down
}
supplies-deck-empty = No domino left face down
supplies-supply = Supply
supplies-pool = { $gold } gold in the pool
supplies-totems = Totems
supplies-totem = { $resource } { $points }
supplies-not-held = not held
supplies-cave = Cave board · { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} in the pile
cave-empty = empty

## The scoreboard
scoreboard = Standings
scoreboard-final = Final standings
scoreboard-wins = { $names } wins
scoreboard-leads = { $names } leads
scoreboard-tie = { $names } tie for the lead
# An optional bonus met so far, not yet earned.
scoreboard-bonus = +{ $points } if kept
scoreboard-totems = Totems:
scoreboard-no-totem = No totem
scoreboard-discarded = { $count } discarded

## The score sheet
sheet-title = Final scores
sheet-title-so-far = Scores so far
sheet-over = the game is over
sheet-no-tie = No tie. Level totals would go to the largest region, then { $multipliers }.
sheet-no-tie-gold = No tie. Level kinds would go to the most gold on the { $centre }.
# What a card's total counts, after the number.
sheet-unit-points = { $count ->
    [one] point
   *[other] points
}
sheet-unit-kinds = { $count ->
    [one] kind won
   *[other] kinds won
}
sheet-tie-break = Tie-break: largest region { $largest }, { $multipliers }
sheet-tie-break-gold = Tie-break: { $gold } gold on the { $centre }
sheet-regions = Regions: squares × { $multipliers }
sheet-region = { $terrain } { $size } × { $multipliers }
sheet-more-regions = { $count ->
    [one] { $count } more scoring region
   *[other] { $count } more scoring regions
}
sheet-zero-regions = { $count ->
    [one] { $count } region { $none }
   *[other] { $count } regions { $none }
}
sheet-zero-regions-volcanoes = { $count ->
    [one] { $count } region on volcanoes or { $none }
   *[other] { $count } regions on volcanoes or { $none }
}
sheet-no-region = No region yet
sheet-resources-totem = Resources: 1 point each
sheet-resources-tribe = Resources: no points in Tribe
sheet-totems = Totems
sheet-totem = { $resource } totem
sheet-no-totem = No totem
sheet-cavemen = Cavemen
sheet-caveman = { $caveman } on { $square }
sheet-warrior-alone = alone: power { $power }
sheet-warriors = { $count } warriors on { $squares }
sheet-warriors-power = { $count } warriors × { $power } power
sheet-no-caveman = No caveman
sheet-more-cavemen = { $count } more cavemen and groups
sheet-bonuses = Bonuses
sheet-complete = complete, no domino discarded
sheet-discarded = { $count ->
    [one] { $count } domino discarded
   *[other] { $count } dominoes discarded
}
sheet-squares-of = { $squares } of { $all } squares
sheet-centred = the { $centre } is in the centre
sheet-centred-not = the { $centre } is not in the centre
sheet-middle = the { $centre } is in the middle
sheet-middle-not = the { $centre } is not in the middle
sheet-total = Total
# The Resource Tokens variant's harvest.
sheet-tokens = Tokens: the most of a kind wins
sheet-kind = { $token }: { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}
sheet-kind-nobody = nobody has any: not won
sheet-kind-shared = shares the most: won
sheet-kind-most = the most: won
sheet-kind-behind = the most is { $most }
sheet-gold = Gold: breaks a tie
sheet-gold-on = { $gold } gold on the { $centre }
sheet-gold-spent = { $gold } gold spent on witchcraft
sheet-none-spent = none spent
sheet-kinds-won = Kinds won

## A hunter-gatherer's points, and each caveman's rule
# "4 mammoths × 3": what it counts around it, times the points each.
caveman-why = { $counted } × { $each }
rule-gatherer = { $points } per { $resource } around
rule-painter = { $points } per wooden resource around
rule-fire-lady = { $points } per fire icon around
rule-shaman = { $points } per caveman around
rule-warrior = warrior of power { $power }: a group scores warriors × total power

## The cave board (Tribe mode, the recruit panel). $command is the rules' action text, as typed.
cave-title = Cave board
cave-over = The game is over
cave-final-round = Final round: no recruiting
cave-face-up = Face up: { $cost } resources of different kinds · { $command }
cave-slot-empty = Empty
cave-taken = taken
cave-refilled = refilled next round
cave-pile = Face-down pile: { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
cave-pile-empty = Face-down pile: empty
cave-pile-cost = Any one for { $cost } resources of { $cost } kinds
cave-pile-cost-example = Any one for { $cost } resources of { $cost } kinds · e.g. { $command }
cave-pile-none = No tile left face down: recruit from the face-up slots
cave-pile-kind = { $caveman } ×{ $count }

## The legend card
legend-title = What the pictures show
legend-alt = { legend-title }. { $legend }
legend-section = { $title }: { $items }.
legend-terrains = Terrains
legend-fire = Fire
legend-crowns = Crowns
legend-resources = Wooden resources
legend-cavemen = Cavemen
legend-tokens = Tokens
legend-fire-icon = fire icon
legend-fire-token = fire token ({ $count ->
    [one] { $count } fire
   *[other] { $count } fires
})
legend-volcano = volcano ({ $count ->
    [one] { $count } crater
   *[other] { $count } craters
})
legend-crown = crown
legend-gold = gold

## Alt texts: who must decide what
pending-over = The game is over.
pending-place = { $name } must place { $domino }.
pending-discard = { $name } must discard { $domino }.
pending-discard-spoken = { $name } must discard { $domino }: it fits nowhere.
pending-draft = { $name } must put a { $chief } on a domino of the first line.
# The Neolithic first pick; $a $b $c $d: the first line's domino numbers in order.
pending-draft-pair = { $name } must choose { $a }+{ $d } or { $b }+{ $c }.
pending-draft-pair-spoken = { $name } must choose two dominoes of the first line: { $a } and { $d }, or { $b } and { $c }; the other two go to the other player.
pending-fire = { $name } must land the fire token.
pending-pick = { $name } must choose a domino of the next line.
pending-pick-or-act = { $name } must choose a domino of the next line, or act instead.
pending-pick-or-act-short = { $name } must choose a domino, or act.
pending-recruit = { $name } must recruit a caveman, or skip.
pending-pay = { $name } must pay for the { $caveman } with a wooden resource.
pending-settle = { $name } must choose the square for the { $caveman }.
pending-totem = { $name } must give the { $resource } totem to { $to }.
pending-act = { $name } must gain resources, use a witch, or pass.
pending-act-short = { $name } acts: gain, witch or pass.

## Alt texts: dominoes
alt-domino = domino { $squares }
alt-domino-squares = { $number } ({ $first } | { $second })
# As printed: "domino 23 (W1|M)", the notation's letters.
alt-domino-notation = domino { $number } ({ $first }|{ $second })
alt-half-with = { $terrain } with { $what }
alt-half-resource = { $terrain } with a { $resource }

## Alt texts: the table
alt-who = { $name } (player { $seat }, { $colour })
alt-table = { $game }, { $players }, { $moment }.
alt-table-mode = { $game }, { $mode }, { $players }, { $moment }.
alt-table-draft = the initial draft
alt-line-placed = { $number } placed by { $name }
alt-line-placed-over = { $number } by { $name }
alt-line-placing = { $domino }, { $name }'s, being placed
alt-line-to-place = { $domino }, { $name }'s, to place
alt-line-now = Placing now: { $dominoes }.
alt-line-last = Last line, all placed: { $dominoes }.
alt-line-unchosen = Last line drawn, not chosen (the game ends first): { $numbers }.
alt-line-unchosen-over = Last line drawn, not chosen (the game ended first): { $numbers }.
alt-line-taken = { $domino }, taken by { $name }
alt-line-free = { $domino }, free
alt-line-first = First line: { $dominoes }.
alt-line-next = Next line: { $dominoes }.
alt-player-points = { $name } { $points }
alt-points = Points: { $points }.
alt-totem-held = { $resource } ({ $points }) with { $name }
alt-totems-held = Totems: { $totems }.
alt-totems-none = Totems: none taken.
alt-cave = Cave board: { $faces }; { $pile ->
    [one] { $pile } tile
   *[other] { $pile } tiles
} in the face-down pile.
# The Resource Tokens variant's table.
kings-none = none
alt-still-to-act = Still to act this round, in order: { $kings }.
alt-action-column = Action column (acting first next round, in order): { $kings }.
alt-harvest-now = { $name }: { $kinds } won now ({ $which }); { $tokens }; { $gold } gold on the { $centre }{ $witches ->
    [0] {""}
    [one] , { $witches } witch used
   *[other] , { $witches } witches used
}.
alt-harvest-over = { $name }: { $kinds } won ({ $which }); { $tokens }; { $gold } gold on the { $centre }{ $witches ->
    [0] {""}
    [one] , { $witches } witch used
   *[other] , { $witches } witches used
}.
alt-supply = Supply: { $tokens }; { $gold } gold in the pool.

## Alt texts: a territory
alt-territory = Territory of { $who }: { $squares } of { $all } squares, { $points ->
    [one] { $points } point
   *[other] { $points } points
} = { $sum }.
alt-preview = Preview: { $domino } with its first half on { $square }, the second { $direction }.
alt-highlighted = Highlighted squares: { $squares }.
alt-regions = Scoring regions: { $regions }.
alt-region = { $terrain } { $size } × { $multipliers } = { $points }
alt-resources = Wooden resources: { $resources }.
alt-totems = Totems: { $totems }.
alt-totem = { $resource } { $points }
alt-cavemen = Cavemen: { $cavemen }.
alt-caveman-at = { $caveman } { $square }
alt-caveman = { $caveman }: { $why } = { $points }
alt-warrior-alone = { $caveman } alone: power { $power } = { $points }
alt-warriors = { $count } warriors together, { $where }: { $count } × power { $power } = { $points }
alt-idle = { $cavemen }: nothing around = 0
# The Resource Tokens variant's kingdom.
alt-kingdom = Territory of { $who }: { $squares ->
    [one] { $squares } square
   *[other] { $squares } squares
}. If the harvest were now: { $kinds } won ({ $which }).
alt-tokens = Resource tokens: { $tokens }.
alt-tokens-none = none
alt-token-squares = { $tokens } ({ $squares })
alt-gold = Gold on the { $centre }: { $gold }.
alt-witches = Used witches: { $witches }.
alt-witch = { $square } with { $gold } gold
# A territory's map in the rules' notation (RULES.md §4): its letters are the same in every language.
map = Map in the notation of the rules ({ $legend }): columns { $columns }; { $rows }; { $end }.
map-bare = Map in the notation of the rules: columns { $columns }; { $rows }; { $end }.
map-row = row { $row }: { $squares }
map-end = end of map
map-key = { $mark } { $meaning }
map-empty = empty
map-digit = digit: { $multipliers }
map-digit-craters = digit: { $multipliers } or a volcano's craters
map-resource = r: wooden resource
map-token = r: a resource token, r2: two
map-fire = !N: fire token of N fires
map-gold = $N: N gold
map-caveman = @: caveman

## Alt texts: points that add up, the cave board, the score sheet
part = { $label } { $points }
part-regions = regions
part-resources = wooden resources
part-totems = totems
part-cavemen = cavemen
alt-slot = slot { $slot } { $caveman } ({ $rule })
alt-slot-empty = slot { $slot } empty
alt-pile-kind = { $count } { $caveman }
alt-pile = the face-down pile holds { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
alt-pile-kinds = the face-down pile holds { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}: { $kinds }
alt-cave-board = Cave board: { $slots }; { $pile }. Recruit with { $face_up } wooden resources of different kinds for a face-up tile, or { $any } of { $any } kinds for any tile of the pile.
alt-final = Final scores: { $ranking }.
alt-final-so-far = Scores so far: { $ranking }.
alt-ranked = { $place }. { $name } { $standing }
winner = { $name } won.
winner-so-far = { $name } leads.
winners-tie = { $names } tie for first place.
winners-tie-so-far = { $names } tie for first place so far.
alt-sheet = { $name }: { $total } = { $sum } ({ $scoring ->
    [one] { $scoring } scoring region
   *[other] { $scoring } scoring regions
}, largest region { $largest }, { $multipliers }).
alt-harvest-kind = { $token } { $count }
alt-harvest-kind-won = { $token } { $count } (won)
alt-harvest = { $name }: { $kinds }; { $won } won; { $gold } gold on the { $centre }{ $spent ->
    [0] {""}
   *[other] , { $spent } gold spent on witchcraft
}.

## Tie-breaks: how players level on points were told apart
# "23 against 19 against 17".
tie-against = { $a } against { $b }
tie-shared = { $names } tie on { $points ->
    [one] { $points } point
   *[other] { $points } points
}, largest region and { $multipliers }: they share the place.
tie-region = { $names } tie on { $points ->
    [one] { $points } point
   *[other] { $points } points
}; the largest region decides ({ $regions } squares).
tie-multipliers = { $names } tie on { $points ->
    [one] { $points } point
   *[other] { $points } points
} and largest region ({ $region }); { $multipliers } decide ({ $counts }).
tie-both = { $names } tie on { $points ->
    [one] { $points } point
   *[other] { $points } points
}; the largest region ({ $regions } squares), then { $multipliers } ({ $counts }) decide.
tie-both-some-shared = { $names } tie on { $points ->
    [one] { $points } point
   *[other] { $points } points
}; the largest region ({ $regions } squares), then { $multipliers } ({ $counts }) decide; those level on both share a place.
tie-gold-shared = { $names } tie on { $kinds ->
    [one] { $kinds } kind
   *[other] { $kinds } kinds
} won and { $gold } gold each: they share the place.
tie-gold = { $names } tie on { $kinds ->
    [one] { $kinds } kind
   *[other] { $kinds } kinds
} won; the most gold on the castle decides ({ $gold }).
tie-gold-some-shared = { $names } tie on { $kinds ->
    [one] { $kinds } kind
   *[other] { $kinds } kinds
} won; the most gold on the castle decides ({ $gold }); those level on gold share a place.
