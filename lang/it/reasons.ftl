# Why the bot refuses a move, a typed action or a game's settings: one message per reason code
# of the rules, `reason-<code>`. rules/refusals.py holds each code's English sentence and its
# variables; the English here says exactly the same (tests/lang/test_reasons.py checks both).
#
# The variables arrive ready to be said:
# - squares as written ("E4"), numbers as numbers (they choose the plural forms);
# - game terms already in this language, from terms.ftl ($terrain, $caveman, $direction, $centre...);
# - lists already joined: "a, b, c", or with reasons-or below ($counts, $players);
# - what a player typed ($text, $value, $name) with its quotes, as the rules quote it ('E4').
# Words between backticks (`place E4 right`), and lists of names in parentheses, are what a
# player types: they stay in English in every language.

# A list of choices: "{ $items } or { $last }" ("1, 2 or 3"; $items holds all but the last).
# TODO translate
reasons-or = { $items } or { $last }

## A move of the wrong kind for the pending decision (`action`: the move as typed)

# TODO translate
reason-expected-place = `{ $action }` is not possible now: place domino { $number } (e.g. `place E4 right`)
# TODO translate
reason-expected-first-pick = `{ $action }` is not possible now: choose a domino of the first line (there is no action at the draft)
# TODO translate
reason-expected-pick = `{ $action }` is not possible now: choose a domino of the next line (e.g. `pick 23`)
# TODO translate
reason-expected-pick-or-act = `{ $action }` is not possible now: choose a domino of the next line (e.g. `pick 23`), or `act`
# TODO translate
reason-expected-fire = `{ $action }` is not possible now: land the fire token (e.g. `fire C3`)
# TODO translate
reason-expected-totem = `{ $action }` is not possible now: give the { $resource } totem to { $players }
# TODO translate
reason-expected-recruit = `{ $action }` is not possible now: recruit a caveman or `recruit skip`
# TODO translate
reason-expected-pay = `{ $action }` is not possible now: pay with a wooden resource of your territory (e.g. `pay D4`)
# TODO translate
reason-expected-settle = `{ $action }` is not possible now: choose the square for your caveman (e.g. `settle C6`)
# TODO translate
reason-expected-action = `{ $action }` is not possible now: gain resources (e.g. `gain C3`), use a witch (e.g. `witch D4 on 2 F5`) or pass

## The turn and the game

# TODO translate
reason-game-over = the game is over
# TODO translate
reason-not-your-turn = it is player { $player }'s decision, not yours
# TODO translate
reason-square-off-board = { $square } is off the board (squares run from A1 to { $last })
# TODO translate
reason-not-legal-now = `{ $action }` is not a legal move now

## Placing a domino (`square` and `direction`: the placement asked for)

# TODO translate
reason-discard-refused = domino { $number } can be placed, so it must be (a discard is only for a domino that fits nowhere)
# TODO translate
reason-placement-off-board = { $square } { $direction }: the second half would be off the board
# TODO translate
reason-placement-on-centre = { $square } { $direction }: { $taken } is the { $centre }
# TODO translate
reason-placement-taken = { $square } { $direction }: { $taken } is already taken
# TODO translate
reason-placement-too-big = { $square } { $direction }: the territory would no longer fit in { $size }×{ $size }
# TODO translate
reason-placement-unconnected = { $square } { $direction }: neither half touches the { $centre } or a square of its own terrain

## Picking a domino

# TODO translate
reason-pick-taken = `{ $action }` is not free to take: choose one of { $choices }

## The fire token

# TODO translate
reason-fire-off-territory = { $square } is not part of your territory
# TODO translate
reason-fire-out-of-range =
    { $square } is out of range: a { $craters }-crater volcano throws { $far ->
        [one] next to it
       *[other] up to { $far } squares away
    }
# TODO translate
reason-fire-on-volcano = { $square } is a volcano: fire never lands on one
# TODO translate
reason-fire-already-burning = { $square } already has fire on it

## Totems

# TODO translate
reason-totem-to-tied = give the { $resource } totem to player { $players }

## Recruiting a caveman

# TODO translate
reason-recruit-slot-empty = slot { $slot } of the cave board is empty
# TODO translate
reason-recruit-none-left = no { $caveman } is left in the pile
# TODO translate
reason-recruit-too-poor = you need wooden resources of { $kinds } different kinds in your territory for that
# TODO translate
reason-pay-same-kind = you already paid a { $resource }: each resource must be of a different kind
# TODO translate
reason-pay-no-resource = there is no wooden resource of yours on { $square }
# TODO translate
reason-settle-refused = { $square }: a caveman goes on a square of your territory (not the hut) with no fire, no wooden resource and no other caveman

## The Resource Tokens variant's actions

# TODO translate
reason-gain-no-gold = gaining resources costs 1 gold, and your castle has none
# TODO translate
reason-gain-off-kingdom = { $square } is not a square of your kingdom
# TODO translate
reason-gain-no-crown = { $square } has no crown: resources are gained on a crown square
# TODO translate
reason-gain-barren = { $square } is a { $terrain }: swamps and mines yield no resources
# TODO translate
reason-gain-used-up = { $square } already holds as many tokens as it has crowns ({ $crowns }): a crown square is used once per crown
# TODO translate
reason-gain-supply-empty = no { $token } tokens are left in the supply
# TODO translate
reason-witch-used = the witch on { $square } has been used: each witch once a game
# TODO translate
reason-witch-not-yours = { $square } is not a witch of yours: a witch is a swamp square with crowns in your kingdom
# TODO translate
reason-witch-too-dear = the witch on { $square } costs { $crowns } gold, and your castle has { $gold }
# TODO translate
reason-witch-targets =
    a witch with { $crowns } { $crowns ->
        [one] crown
       *[other] crowns
    } is used on { $crowns } crown { $crowns ->
        [one] square
       *[other] squares
    }, each of a different opponent
# TODO translate
reason-witch-on-own = a witch is used on your opponents' crown squares, not on your own
# TODO translate
reason-witch-no-player = there is no player { $player } in this game
# TODO translate
reason-witch-not-crown = { $square } is not a crown square of player { $player }
# TODO translate
reason-witch-not-legal-now = `{ $action }` is not a legal witch now

## Reading an action's text (`text`: as typed)

# TODO translate
reason-no-action = no action given
# TODO translate
reason-not-one-action =
    { $text } holds { $count } { $count ->
        [one] action
       *[other] actions
    }, not one
# TODO translate
reason-unknown-verb = { $text } is not an action (pick, place, discard, fire, totem, recruit, pay, settle, act, gain, witch, pass)
# TODO translate
reason-usage = { $text }: expected `{ $usage }`
# TODO translate
reason-pick-usage = { $text }: expected `pick NUMBER` (two numbers in the Neolithic)
# TODO translate
reason-recruit-usage = { $text }: expected `recruit board SLOT`, `recruit pile KIND` or `recruit skip`
# TODO translate
reason-witch-usage = { $text }: expected `witch SQUARE on PLAYER SQUARE` (a pair for each crown of the witch)
# TODO translate
reason-pick-count = a pick names one domino (two in the Neolithic first pick)
# TODO translate
reason-not-a-square = { $text } is not a square name like E4
# TODO translate
reason-not-a-direction = { $text } is not a direction (right, down, left, up)
# TODO translate
reason-not-a-domino-number = { $text } is not a domino number
# TODO translate
reason-not-a-player-number = { $text } is not a player number
# TODO translate
reason-not-a-slot-number = { $text } is not a cave board slot number
# TODO translate
reason-not-a-resource = { $text } is not a resource ({ $names })
# TODO translate
reason-not-a-caveman = { $text } is not a caveman ({ $names })
# TODO translate
reason-players-from-one = players are counted from 1
# TODO translate
reason-totem-malformed = a totem goes to a player (from 1) as mammoth, fish, mushroom or flint
# TODO translate
reason-slot-out-of-range = the cave board has slots 1 to { $slots }
# TODO translate
reason-no-such-caveman = there is no such caveman
# TODO translate
reason-recruit-source = recruit from the `board` or the `pile`, or `recruit skip`
# TODO translate
reason-witch-malformed = a witch is used on a player (from 1) and one of their crown squares
# TODO translate
reason-step-unreadable = { $text } is not a gain or a witch
# TODO translate
reason-step-witch-targets = { $text }: a witch's targets come as a player and a square

## A game's configuration

# TODO translate
reason-config-game-unknown = { $value } is not a valid Game
# TODO translate
reason-config-mode-unknown = { $value } is not a valid Mode
# TODO translate
reason-config-option-unknown = { $value } is not a valid Option
# TODO translate
reason-config-players = a game has { $counts } players
# TODO translate
reason-config-players-of = a game of { $game } has { $counts } players
# TODO translate
reason-config-seed = the seed must be an integer
# TODO translate
reason-config-no-mode = { $game } has no { $mode } mode (its modes: { $modes })
# TODO translate
reason-config-no-option = { $game } has no option { $options } (its options: { $offered })
# TODO translate
reason-config-no-options = { $game } has no option { $options } (it has no options)
# TODO translate
reason-config-two-players-only = { $option } is an option of the two-player game
# TODO translate
reason-config-deck-numbers = the fixed deck must list distinct domino numbers from 1 to { $count }
# TODO translate
reason-config-deck-too-long = the fixed deck lists more dominoes than the game's { $count }
# TODO translate
reason-config-chief-order =
    the chief order must name each seat 0..{ $last } { $times } { $times ->
        [one] time
       *[other] times
    }
# TODO translate
reason-config-cavemen = the fixed caveman pile names more tiles than the box holds
# TODO translate
reason-config-not-object = a game configuration is a JSON object
# TODO translate
reason-config-unknown-keys = unknown configuration keys: { $keys }
# TODO translate
reason-config-unreadable = bad configuration: { $detail }
# TODO translate
reason-simulate-agent-count = give one agent, or one per seat ({ $players }), not { $count }
# TODO translate
reason-simulate-unknown-agent = unknown agent { $name } (choose from { $agents })
# TODO translate
reason-simulate-no-games = simulate at least one game

## Game records and snapshots

# TODO translate
reason-record-not-object = a game record is a JSON object with `config` and `actions`
# TODO translate
reason-record-actions = `actions` must be a list of action texts
# TODO translate
reason-record-not-json = not JSON: line { NUMBER($line, useGrouping: 0) }, column { NUMBER($column, useGrouping: 0) }: { $detail }
# TODO translate
reason-snapshot-damaged = damaged snapshot: { $detail }
# TODO translate
reason-snapshot-recruit = damaged snapshot: `recruit` is not a recruit action
# TODO translate
reason-snapshot-version = unknown snapshot version { $version }

## A territory in the text notation (`text`: the square's token as written)

# TODO translate
reason-notation-not-a-token = { $text } is not a square (e.g. { $examples })
# TODO translate
reason-notation-not-a-terrain = { $text } is not a terrain ({ $letters })
# TODO translate
reason-notation-other-game = { $letter } ({ $terrain }) is { $other }, not { $game }
# TODO translate
reason-notation-no-fire-tokens = { $text }: { $game } has no fire tokens
# TODO translate
reason-notation-no-fire-or-cavemen = { $text }: { $game } has no fire tokens or cavemen
# TODO translate
reason-notation-no-gold = { $text }: { $game } has no gold
# TODO translate
reason-notation-no-resources = { $text }: { $game } has no wooden resources
# TODO translate
reason-notation-fires = { $text }: fire tokens carry 1 to 3 fires
# TODO translate
reason-notation-craters = { $text }: a volcano has 1 to 3 craters
# TODO translate
reason-notation-printed = { $text }: a square has at most { $most } printed { $multipliers }
# TODO translate
reason-notation-one-resource = { $text }: a square holds one wooden resource, written r
# TODO translate
reason-notation-resource-on-fire = { $text }: this square has printed fire
# TODO translate
reason-notation-no-resource-here = { $text }: this square carries no wooden resource
# TODO translate
reason-notation-fire-on-fire = { $text }: fire tokens never land on printed fire or a volcano
# TODO translate
reason-notation-fire-and-resource = { $text }: fire destroys the resource where its token lands
# TODO translate
reason-notation-not-a-caveman = { $text } is not a caveman ({ $names })
# TODO translate
reason-notation-caveman-crowded = { $text }: a caveman stands only where there is no fire or resource
# TODO translate
reason-notation-token-count = { $text }: a square holds 1 or { $most } resource tokens
# TODO translate
reason-notation-barren = { $text }: a { $terrain } yields no resource tokens
# TODO translate
reason-notation-gold = { $text }: gold lies only on the castle or on a used witch (a swamp with crowns, as much gold as crowns: S1$1, S2$2)
# TODO translate
reason-notation-empty = the territory is empty
# TODO translate
reason-notation-blank-row = blank row inside the territory
# TODO translate
reason-notation-row-length =
    { $count } { $count ->
        [one] square
       *[other] squares
    }, but row 0 has { $first }: rows must be equally long
# TODO translate
reason-notation-no-centre = the territory has no { $centre } ({ $letter })
# TODO translate
reason-notation-second-centre = a second { $centre }: a territory has exactly one
# TODO translate
reason-notation-too-big = the squares span rows { $top }–{ $bottom } and columns { $left }–{ $right } ({ $height }×{ $width }): more than { $size }×{ $size }
# TODO translate
reason-notation-too-far = that square is too far from the { $centre } to be in a territory
# TODO translate
reason-notation-not-connected = this square is not connected to the { $centre }

## The referee's command line (python -m rules): never said by the bot, kept for one catalogue of reasons

# TODO translate
reason-referee-cannot-read = cannot read { $source }: { $detail }
# TODO translate
reason-referee-not-utf8 = { $source }: not UTF-8 text (byte { NUMBER($byte, useGrouping: 0) })
# TODO translate
reason-referee-mode-required = --mode is required for { $game } ({ $modes })
# TODO translate
reason-referee-no-mode = --mode { $mode }: { $game } has no { $mode } mode
# TODO translate
reason-referee-no-option = --option { $option }: { $game } has no such option (its options: { $offered })
# TODO translate
reason-referee-totem-mode = --totem counts only with --mode totem
# TODO translate
reason-referee-no-volcanoes = { $game } has no volcanoes: there is no fire token to land
# TODO translate
reason-referee-domino-halves = --domino { $text }: give its two halves, first half first, e.g. "{ $example }"
# TODO translate
reason-referee-domino-not-printed = { $text } is not a printed square (a terrain letter with its fires, or a volcano with its craters: G, L1, V2)
# TODO translate
reason-referee-domino-not-printed-classic = { $text } is not a printed square (a terrain letter with its { $multipliers }: W, F1, M3)
# TODO translate
reason-referee-domino-unknown = --domino { $text }: no domino in the box has these two squares
# TODO translate
reason-referee-volcano-too-far = that square is too far from the hut to be in the territory
# TODO translate
reason-referee-volcano-on-hut = that square is the hut, not a volcano
# TODO translate
reason-referee-volcano-on-nothing = that square is empty, not a volcano
# TODO translate
reason-referee-volcano-on-terrain = that square is a { $terrain } square, not a volcano
# "crater(s)": the referee's tests hold its English as it is; translations use real plurals.
# TODO translate
reason-referee-volcano-craters = that volcano has { $craters } crater(s), so it throws a { $craters }-fire token, not a { $fires }-fire one
