# A game per thread, the Rematch button and `/origins games` (bot/threads.py, bot/opening.py,
# bot/rematch.py, bot/mine.py). Game ids are given as text ("#1234", never "#1,234").
# Italian: a thread is a "thread" (as Discord's Italian client calls it); rematch = rivincita.
# Discord's permissions by their names in Discord's Italian client.


## The thread a game is played in: its name (Discord keeps 100 characters of it)

threads-name-mode = { $title } · { $mode } · #{ $id }
threads-name = { $title } · #{ $id }

## `/origins new` in a channel: the public line that links to the game's thread

threads-opened = { $creator } ha aperto una partita a { $title }: partecipa in { $thread }.
threads-lobby-refused = { $creator } ha aperto una partita a { $title } in { $thread }, ma lì Discord ha rifiutato la sua lobby: `/origins nuova` nel thread la pubblica di nuovo.
threads-here-no-permission = _Non posso aprire thread in questo canale (mi servono i permessi Crea thread pubblici e Invia messaggi nei thread), quindi questa partita si gioca qui._
threads-here-refused = _Discord non ha voluto aprire un thread per questa partita, quindi si gioca qui._

## A command that needs a game, used in a channel whose games are in its threads

threads-elsewhere =
    { $count ->
        [one] La partita di questo canale è nel suo thread { $threads }: usa il comando lì.
       *[other] Le partite di questo canale sono nei suoi thread { $threads }: usa il comando nel thread di una partita.
    }
threads-elsewhere-more =
    { $threads } e { $count ->
        [one] un altro
       *[other] altri { $count }
    }
# `/origins history` in a channel: a game played in one of its threads
threads-history-place = { $line } · { $place }

## Rematch, under the score sheet of a game (the last one of a Dynasty)

rematch-button = Rivincita
rematch-invite = { $who } chiede la rivincita: { $players }, premete **Partecipa** per giocare di nuovo.
rematch-not-player = Solo i giocatori di quella partita possono chiedere la rivincita.
rematch-busy = Qui c'è già una partita aperta: { $link }. Partecipa a quella.

## `/origins games`: the member's open games in this server

mine-none = Non hai partite aperte in questo server. Iniziane una con `/origins nuova`.
mine-turn-title =
    { $count ->
        [one] **Tocca a te** in una partita:
       *[other] **Tocca a te** in { $count } partite:
    }
mine-turn = **#{ $id }** { $game } in { $place }: { $what } ([tocca a te]({ $link }))
mine-other-title =
    { $count ->
        [one] **La tua altra partita aperta:**
       *[other] **Le tue altre { $count } partite aperte:**
    }
mine-waiting = **#{ $id }** { $game } in { $place }: { $name } deve { $what }
mine-lobby = **#{ $id }** { $game } in { $place }: nella lobby, posti occupati { $taken } su { $players }
mine-lobby-start = **#{ $id }** { $game } in { $place }: tutti i posti sono occupati, premi **Inizia** nella sua lobby
mine-more =
    { $count ->
        [one] …e un'altra partita, che in questo messaggio non ci sta.
       *[other] …e altre { $count } partite, che in questo messaggio non ci stanno.
    }
