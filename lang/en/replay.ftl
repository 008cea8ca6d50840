# /origins replay: a finished game, move by move, and its record to download.
# Game terms ($caveman, $resource, $kind, $direction, $what) come worded from terms.ftl; $name is a
# seat's name as typed. A caption is a few phrases joined by "; ", each starting lower case.

## The message: a head line, then where the replay stands
replay-head = **Game #{ $id }** · { $game } · { $names } · finished { $when }
replay-start = Before the first move: the { $chiefs } were drawn in this order: { $order }. { $steps ->
    [one] One move follows.
   *[other] { $steps } moves follow.
}
replay-move = Move { $step } of { $steps } · { $round } · { $what } · `{ $action }`
replay-draft = the first draft
replay-round = round { $round } of { $rounds }

## The buttons
replay-button-first = ⏮ Start
replay-button-back = ◀
replay-button-next = ▶
replay-button-last = End ⏭
replay-button-round-back = « Round
replay-button-round-next = Round »
replay-button-export = Download the record

## What a move did
replay-pick = { $name } chose domino { $domino }
replay-pick-pair = { $name } chose dominoes { $first } and { $second }
replay-pick-last = { $name } took domino { $domino }, the last one left
replay-place = { $name } placed domino { $domino } on { $square }, second half { $direction }
replay-discard = { $name } discarded domino { $domino }, which fitted nowhere
replay-fire = { $name }'s fire token of { $fires ->
    [one] { $fires } fire
   *[other] { $fires } fires
} landed on { $square }
replay-burnt = it burnt the { $what } there
replay-fire-lost = { $name }'s fire token of { $fires ->
    [one] { $fires } fire
   *[other] { $fires } fires
} had nowhere to land and was discarded
replay-totem-taken = { $name } took the { $resource } totem
replay-totem-passed = the { $resource } totem went from { $giver } to { $name }
replay-totem-returned = { $name } put the { $resource } totem back on the table
replay-recruit-board = { $name } recruited the { $caveman } from slot { $slot } of the cave board
replay-recruit-pile = { $name } recruited the { $caveman } from the pile
replay-recruit-skip = { $name } recruited nobody
replay-pay = { $name } paid the { $resource } on { $square }
replay-settle = { $name }'s { $caveman } settled on { $square }
replay-act = { $name } chose to act next round instead of taking a domino
replay-pass = { $name } passed
replay-gold = { $name }'s mine on { $square } brought { $gold } gold
replay-gain = { $name } gained resources on { $square }: { $count ->
    [one] { $count } { $kind } token
   *[other] { $count } { $kind } tokens
}
replay-witch = { $name } used the witch on { $square } against { $targets }
replay-witch-target = { $square } of { $name }
replay-spoilt = { $name } lost { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}
replay-line-discard = domino { $domino }, chosen by nobody, was discarded
replay-round-begins = round { $round } began
replay-over = the game is over: { $result }

## Choosing a game (the autocomplete of `game:`)
replay-choice = #{ $id } · { $game }, { $players ->
    [one] { $players } player
   *[other] { $players } players
} · won by { $winners }

## The record
replay-record = The record of game #{ $id } (its settings and every move, the seats' names and the final scores). `python -m rules replay { $file }` replays it.

## Refusals
replay-not-a-number = “{ $text }” is not a game number: `/origins history` lists them (#12 or 12).
replay-none-here = No game has finished in this channel yet: choose one with `game:` (`/origins history` lists them).
replay-unknown = There is no finished game #{ $id } in this server that you can see.
replay-lobby = Game #{ $id } is still in its lobby: there is nothing to replay yet.
replay-running = Game #{ $id } is still being played: it can be replayed once it is over (its record holds the dominoes still to come).
replay-cancelled = Game #{ $id } was cancelled before its end: only finished games are replayed.
replay-broken = Game #{ $id } no longer replays with this version of the rules, so I cannot show it.
