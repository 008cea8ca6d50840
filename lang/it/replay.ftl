# /origins replay: a finished game, move by move, and its record to download.
# Game terms ($caveman, $resource, $kind, $direction, $what) come worded from terms.ftl; $name is a
# seat's name as typed. A caption is a few phrases joined by "; ", each starting lower case.


## The message: a head line, then where the replay stands

# TODO translate
replay-head = **Game #{ $id }** · { $game } · { $names } · finished { $when }
# TODO translate
replay-start =
    Before the first move: the { $chiefs } were drawn in this order: { $order }. { $steps ->
        [one] One move follows.
       *[other] { $steps } moves follow.
    }
# TODO translate
replay-move = Move { $step } of { $steps } · { $round } · { $what } · `{ $action }`
# TODO translate
replay-draft = the first draft
# TODO translate
replay-round = round { $round } of { $rounds }

## The buttons

# TODO translate
replay-button-first = ⏮ Start
# TODO translate
replay-button-back = ◀
# TODO translate
replay-button-next = ▶
# TODO translate
replay-button-last = End ⏭
# TODO translate
replay-button-round-back = « Round
# TODO translate
replay-button-round-next = Round »
# TODO translate
replay-button-export = Download the record

## What a move did

# TODO translate
replay-pick = { $name } chose domino { $domino }
# TODO translate
replay-pick-pair = { $name } chose dominoes { $first } and { $second }
# TODO translate
replay-pick-last = { $name } took domino { $domino }, the last one left
# TODO translate
replay-place = { $name } placed domino { $domino } on { $square }, second half { $direction }
# TODO translate
replay-discard = { $name } discarded domino { $domino }, which fitted nowhere
# TODO translate
replay-fire =
    { $name }'s fire token of { $fires ->
        [one] { $fires } fire
       *[other] { $fires } fires
    } landed on { $square }
# TODO translate
replay-burnt = it burnt the { $what } there
# TODO translate
replay-fire-lost =
    { $name }'s fire token of { $fires ->
        [one] { $fires } fire
       *[other] { $fires } fires
    } had nowhere to land and was discarded
# TODO translate
replay-totem-taken = { $name } took the { $resource } totem
# TODO translate
replay-totem-passed = the { $resource } totem went from { $giver } to { $name }
# TODO translate
replay-totem-returned = { $name } put the { $resource } totem back on the table
# TODO translate
replay-recruit-board = { $name } recruited the { $caveman } from slot { $slot } of the cave board
# TODO translate
replay-recruit-pile = { $name } recruited the { $caveman } from the pile
# TODO translate
replay-recruit-skip = { $name } recruited nobody
# TODO translate
replay-pay = { $name } paid the { $resource } on { $square }
# TODO translate
replay-settle = { $name }'s { $caveman } settled on { $square }
# TODO translate
replay-act = { $name } chose to act next round instead of taking a domino
# TODO translate
replay-pass = { $name } passed
# TODO translate
replay-gold = { $name }'s mine on { $square } brought { $gold } gold
# TODO translate
replay-gain =
    { $name } gained resources on { $square }: { $count ->
        [one] { $count } { $kind } token
       *[other] { $count } { $kind } tokens
    }
# TODO translate
replay-witch = { $name } used the witch on { $square } against { $targets }
# TODO translate
replay-witch-target = { $square } of { $name }
# TODO translate
replay-spoilt =
    { $name } lost { $count ->
        [one] { $count } token
       *[other] { $count } tokens
    }
# TODO translate
replay-line-discard = domino { $domino }, chosen by nobody, was discarded
# TODO translate
replay-round-begins = round { $round } began
# TODO translate
replay-over = the game is over: { $result }

## Choosing a game (the autocomplete of `game:`)

# TODO translate
replay-choice =
    #{ $id } · { $game }, { $players ->
        [one] { $players } player
       *[other] { $players } players
    } · won by { $winners }

## The record

# TODO translate
replay-record = The record of game #{ $id } (its settings and every move, the seats' names and the final scores). `python -m rules replay { $file }` replays it.

## Refusals

# TODO translate
replay-not-a-number = “{ $text }” is not a game number: `/origins history` lists them (#12 or 12).
# TODO translate
replay-none-here = No game has finished in this channel yet: choose one with `game:` (`/origins history` lists them).
# TODO translate
replay-unknown = There is no finished game #{ $id } in this server that you can see.
# TODO translate
replay-lobby = Game #{ $id } is still in its lobby: there is nothing to replay yet.
# TODO translate
replay-running = Game #{ $id } is still being played: it can be replayed once it is over (its record holds the dominoes still to come).
# TODO translate
replay-cancelled = Game #{ $id } was cancelled before its end: only finished games are replayed.
# TODO translate
replay-broken = Game #{ $id } no longer replays with this version of the rules, so I cannot show it.
