# A game per thread, the Rematch button and `/origins games` (bot/threads.py, bot/opening.py,
# bot/rematch.py, bot/mine.py). Game ids are given as text ("#1234", never "#1,234").

## The thread a game is played in: its name (Discord keeps 100 characters of it)
threads-name-mode = { $title } · { $mode } · #{ $id }
threads-name = { $title } · #{ $id }

## `/origins new` in a channel: the public line that links to the game's thread
threads-opened = { $creator } opened a game of { $title }: join it in { $thread }.
threads-lobby-refused = { $creator } opened a game of { $title } in { $thread }, but Discord refused its lobby there: `/origins new` in the thread posts it again.
threads-here-no-permission = _I may not open threads in this channel (I need Create Public Threads and Send Messages in Threads), so this game is played here._
threads-here-refused = _Discord refused to open a thread for this game, so it is played here._

## A command that needs a game, used in a channel whose games are in its threads
threads-elsewhere = { $count ->
    [one] This channel's game is in its thread { $threads }: use the command there.
   *[other] This channel's games are in its threads { $threads }: use the command in a game's thread.
}
threads-elsewhere-more = { $threads } and { $count ->
    [one] one more
   *[other] { $count } more
}
# `/origins history` in a channel: a game played in one of its threads
threads-history-place = { $line } · { $place }

## Rematch, under the score sheet of a game (the last one of a Dynasty)
rematch-button = Rematch
rematch-invite = { $who } asks for a rematch: { $players }, press **Join** to play again.
rematch-not-player = Only the players of that game can ask for a rematch.
rematch-busy = A game is open here already: { $link }. Join that one.

## `/origins games`: the member's open games in this server
mine-none = You have no open game in this server. Start one with `/origins new`.
mine-turn-title = { $count ->
    [one] **Your turn** in one game:
   *[other] **Your turn** in { $count } games:
}
mine-turn = **#{ $id }** { $game } in { $place }: { $what } ([your turn]({ $link }))
mine-other-title = { $count ->
    [one] **Your other open game:**
   *[other] **Your { $count } other open games:**
}
mine-waiting = **#{ $id }** { $game } in { $place }: { $name } must { $what }
mine-lobby = **#{ $id }** { $game } in { $place }: in the lobby, { $taken } of { $players } seats taken
mine-lobby-start = **#{ $id }** { $game } in { $place }: every seat is taken, press **Start** in its lobby
mine-more = …and { $count ->
    [one] one more game
   *[other] { $count } more games
} that this message has no room for.
