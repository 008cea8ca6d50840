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
reasons-or = { $items } or { $last }

## A move of the wrong kind for the pending decision (`action`: the move as typed)
reason-expected-place = `{ $action }` is not possible now: place domino { $number } (e.g. `place E4 right`)
reason-expected-draft-pick = `{ $action }` is not possible now: choose from the first line (e.g. `{ $example }`)
reason-expected-first-pick = `{ $action }` is not possible now: choose from the first line (e.g. `{ $example }`); there is no action at the initial draft
reason-expected-pick = `{ $action }` is not possible now: choose a domino of the next line (e.g. `{ $example }`)
reason-expected-pick-or-act = `{ $action }` is not possible now: choose a domino of the next line (e.g. `{ $example }`), or `act`
reason-expected-fire = `{ $action }` is not possible now: land the fire token (e.g. `fire C3`)
reason-expected-totem = `{ $action }` is not possible now: give the { $resource } totem to { $players }
reason-expected-recruit = `{ $action }` is not possible now: recruit a caveman or `recruit skip`
reason-expected-pay = `{ $action }` is not possible now: pay with a wooden resource of your territory (e.g. `pay D4`)
reason-expected-settle = `{ $action }` is not possible now: choose the square for your caveman (e.g. `settle C6`)
reason-expected-action = `{ $action }` is not possible now: gain resources (e.g. `gain C3`), use a witch (e.g. `witch D4 on 2 F5`) or pass

## The turn and the game
reason-game-over = the game is over
reason-not-your-turn = it is player { $player }'s decision, not yours
reason-square-off-board = { $square } is off the board (squares run from A1 to { $last })
reason-not-legal-now = `{ $action }` is not a legal move now

## Placing a domino (`square` and `direction`: the placement asked for)
reason-discard-refused = domino { $number } can be placed, so it must be (a discard is only for a domino that fits nowhere)
reason-placement-off-board = { $square } { $direction }: the second half would be off the board
reason-placement-on-centre = { $square } { $direction }: { $taken } is the { $centre }
reason-placement-taken = { $square } { $direction }: { $taken } is already taken
reason-placement-too-big = { $square } { $direction }: the territory would no longer fit in { $size }×{ $size }
reason-placement-unconnected = { $square } { $direction }: neither half touches the { $centre } or a square of its own terrain

## Picking a domino
reason-pick-taken = `{ $action }` is not free to take: choose one of { $choices }

## The fire token
reason-fire-off-territory = { $square } is not part of your territory
reason-fire-out-of-range = { $square } is out of range: a { $craters }-crater volcano throws { $far ->
        [one] next to it
       *[other] up to { $far } squares away
    }
reason-fire-on-volcano = { $square } is a volcano: fire never lands on one
reason-fire-already-burning = { $square } already has fire on it

## Totems
reason-totem-to-tied = give the { $resource } totem to player { $players }

## Recruiting a caveman
reason-recruit-slot-empty = slot { $slot } of the cave board is empty
reason-recruit-none-left = no { $caveman } is left in the pile
reason-recruit-too-poor = you need wooden resources of { $kinds } different kinds in your territory for that
reason-pay-same-kind = you already paid a { $resource }: each resource must be of a different kind
reason-pay-no-resource = there is no wooden resource of yours on { $square }
reason-settle-refused = { $square }: a caveman goes on a square of your territory (not the hut) with no fire, no wooden resource and no other caveman

## The Resource Tokens variant's actions
reason-gain-no-gold = gaining resources costs 1 gold, and your castle has none
reason-gain-off-kingdom = { $square } is not a square of your kingdom
reason-gain-no-crown = { $square } has no crown: resources are gained on a crown square
reason-gain-barren = { $square } is a { $terrain }: swamps and mines yield no resources
reason-gain-used-up = { $square } already holds as many tokens as it has crowns ({ $crowns }): a crown square is used once per crown
reason-gain-supply-empty = no { $token } tokens are left in the supply
reason-witch-used = the witch on { $square } has been used: each witch once a game
reason-witch-not-yours = { $square } is not a witch of yours: a witch is a swamp square with crowns in your kingdom
reason-witch-too-dear = the witch on { $square } costs { $crowns } gold, and your castle has { $gold }
reason-witch-targets = a witch with { $crowns } { $crowns ->
        [one] crown
       *[other] crowns
    } is used on { $crowns } crown { $crowns ->
        [one] square
       *[other] squares
    }, each of a different opponent
reason-witch-on-own = a witch is used on your opponents' crown squares, not on your own
reason-witch-no-player = there is no player { $player } in this game
reason-witch-not-crown = { $square } is not a crown square of player { $player }
reason-witch-not-legal-now = `{ $action }` is not a legal witch now

## Reading an action's text (`text`: as typed)
reason-no-action = no action given
reason-not-one-action = { $text } holds { $count } { $count ->
        [one] action
       *[other] actions
    }, not one
reason-unknown-verb = { $text } is not an action (pick, place, discard, fire, totem, recruit, pay, settle, act, gain, witch, pass)
reason-usage = { $text }: expected `{ $usage }`
reason-pick-usage = { $text }: expected `pick NUMBER` (two numbers in the Neolithic)
reason-recruit-usage = { $text }: expected `recruit board SLOT`, `recruit pile KIND` or `recruit skip`
reason-witch-usage = { $text }: expected `witch SQUARE on PLAYER SQUARE` (a pair for each crown of the witch)
reason-pick-count = a pick names one domino (two in the Neolithic first pick)
reason-not-a-square = { $text } is not a square name like E4
reason-not-a-direction = { $text } is not a direction (right, down, left, up)
reason-not-a-domino-number = { $text } is not a domino number
reason-not-a-player-number = { $text } is not a player number
reason-not-a-slot-number = { $text } is not a cave board slot number
reason-not-a-resource = { $text } is not a resource ({ $names })
reason-not-a-caveman = { $text } is not a caveman ({ $names })
reason-players-from-one = players are counted from 1
reason-totem-malformed = a totem goes to a player (from 1) as mammoth, fish, mushroom or flint
reason-slot-out-of-range = the cave board has slots 1 to { $slots }
reason-no-such-caveman = there is no such caveman
reason-recruit-source = recruit from the `board` or the `pile`, or `recruit skip`
reason-witch-malformed = a witch is used on a player (from 1) and one of their crown squares
reason-step-unreadable = { $text } is not a gain or a witch
reason-step-witch-targets = { $text }: a witch's targets come as a player and a square

## A game's configuration
reason-config-game-unknown = { $value } is not a valid Game
reason-config-mode-unknown = { $value } is not a valid Mode
reason-config-option-unknown = { $value } is not a valid Option
reason-config-players = A game is played by { $counts } players, not { $players }.
reason-config-players-of = A game of { $game } is played by { $counts } players, not { $players }.
reason-config-seed = the seed must be an integer
reason-config-no-mode = { $game } has no { $mode } mode (its modes: { $modes }).
reason-config-no-option = { $game } has no option { $options } (its options: { $offered }).
reason-config-no-options = { $game } is played without options, so not with { $options }.
reason-config-two-players-only = { $option } is an option of the two-player game.
reason-config-deck-numbers = the fixed deck must list distinct domino numbers from 1 to { $count }
reason-config-deck-too-long = the fixed deck lists more dominoes than the game's { $count }
reason-config-chief-order = the chief order must name each seat 0..{ $last } { $times } { $times ->
        [one] time
       *[other] times
    }
reason-config-cavemen = the fixed caveman pile names more tiles than the box holds
reason-config-not-object = a game configuration is a JSON object
reason-config-unknown-keys = unknown configuration keys: { $keys }
reason-config-unreadable = bad configuration: { $detail }
reason-simulate-agent-count = give one agent, or one per seat ({ $players }), not { $count }
reason-simulate-unknown-agent = unknown agent { $name } (choose from { $agents })
reason-simulate-no-games = simulate at least one game

## Game records and snapshots
reason-record-not-object = a game record is a JSON object with `config` and `actions`
reason-record-actions = `actions` must be a list of action texts
reason-record-not-json = not JSON: line { NUMBER($line, useGrouping: 0) }, column { NUMBER($column, useGrouping: 0) }: { $detail }
reason-snapshot-damaged = damaged snapshot: { $detail }
reason-snapshot-recruit = damaged snapshot: `recruit` is not a recruit action
reason-snapshot-version = unknown snapshot version { $version }

## A territory in the text notation (`text`: the square's token as written)
reason-notation-not-a-token = { $text } is not a square (e.g. { $examples })
reason-notation-not-a-terrain = { $text } is not a terrain ({ $letters })
reason-notation-other-game = { $letter } ({ $terrain }) is { $other }, not { $game }
reason-notation-no-fire-tokens = { $text }: { $game } has no fire tokens
reason-notation-no-fire-or-cavemen = { $text }: { $game } has no fire tokens or cavemen
reason-notation-no-gold = { $text }: { $game } has no gold
reason-notation-no-resources = { $text }: { $game } has no wooden resources
reason-notation-fires = { $text }: fire tokens carry 1 to 3 fires
reason-notation-craters = { $text }: a volcano has 1 to 3 craters
reason-notation-printed = { $text }: a square has at most { $most } printed { $multipliers }
reason-notation-one-resource = { $text }: a square holds one wooden resource, written r
reason-notation-resource-on-fire = { $text }: this square has printed fire
reason-notation-no-resource-here = { $text }: this square carries no wooden resource
reason-notation-fire-on-fire = { $text }: fire tokens never land on printed fire or a volcano
reason-notation-fire-and-resource = { $text }: fire destroys the resource where its token lands
reason-notation-not-a-caveman = { $text } is not a caveman ({ $names })
reason-notation-caveman-crowded = { $text }: a caveman stands only where there is no fire or resource
reason-notation-token-count = { $text }: a square holds 1 or { $most } resource tokens
reason-notation-barren = { $text }: a { $terrain } yields no resource tokens
reason-notation-gold = { $text }: gold lies only on the castle or on a used witch (a swamp with crowns, as much gold as crowns: S1$1, S2$2)
reason-notation-empty = the territory is empty
reason-notation-blank-row = blank row inside the territory
reason-notation-row-length = { $count } { $count ->
        [one] square
       *[other] squares
    }, but row 0 has { $first }: rows must be equally long
reason-notation-no-centre = the territory has no { $centre } ({ $letter })
reason-notation-second-centre = a second { $centre }: a territory has exactly one
reason-notation-too-big = the squares span rows { $top }–{ $bottom } and columns { $left }–{ $right } ({ $height }×{ $width }): more than { $size }×{ $size }
reason-notation-too-far = that square is too far from the { $centre } to be in a territory
reason-notation-not-connected = this square is not connected to the { $centre }

## The referee's command line (python -m rules): never said by the bot, kept for one catalogue of reasons
reason-referee-cannot-read = cannot read { $source }: { $detail }
reason-referee-not-utf8 = { $source }: not UTF-8 text (byte { NUMBER($byte, useGrouping: 0) })
reason-referee-mode-required = --mode is required for { $game } ({ $modes })
reason-referee-no-mode = --mode { $mode }: { $game } has no { $mode } mode
reason-referee-no-option = --option { $option }: { $game } has no such option (its options: { $offered })
reason-referee-no-options = --option { $option }: { $game } has no options
reason-referee-totem-mode = --totem counts only with --mode totem
reason-referee-no-volcanoes = { $game } has no volcanoes: there is no fire token to land
reason-referee-domino-halves = --domino { $text }: give its two halves, first half first, e.g. "{ $example }"
reason-referee-domino-not-printed = { $text } is not a printed square (a terrain letter with its fires, or a volcano with its craters: G, L1, V2)
reason-referee-domino-not-printed-classic = { $text } is not a printed square (a terrain letter with its { $multipliers }: W, F1, M3)
reason-referee-domino-unknown = --domino { $text }: no domino in the box has these two squares
reason-referee-volcano-too-far = that square is too far from the hut to be in the territory
reason-referee-volcano-on-hut = that square is the hut, not a volcano
reason-referee-volcano-on-nothing = that square is empty, not a volcano
reason-referee-volcano-on-terrain = that square is a { $terrain } square, not a volcano
# "crater(s)": the referee's tests hold its English as it is; translations use real plurals.
reason-referee-volcano-craters = that volcano has { $craters } crater(s), so it throws a { $craters }-fire token, not a { $fires }-fire one
