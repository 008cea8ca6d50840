# Ratings (bot/ratings.py, bot/leaderboard.py): the score sheet's rating line and /origins leaderboard.
# Italian: rating = valutazione (a game "valutata" or not), leaderboard = classifica.


## The score sheet: what the game did to its people's ratings, or why it was not rated

ratings-changes = Valutazioni ({ $game }): { $changes }
# A game of a Dynasty: rated as a game of its own, while the Dynasty is won on the total (both lines).
ratings-changes-dynasty = Valutazioni ({ $game }, questa partita a sé; la Dinastia si vince col punteggio totale): { $changes }
ratings-dynasty = Ogni partita di una Dinastia è valutata a sé; la Dinastia si vince col punteggio totale.
# One person's change, e.g. "ann 1.512 → 1.538 (+26)"; $direction is up, down or same.
ratings-change =
    { $name } { $before } → { $after } ({ $direction ->
        [up] +{ $delta }
        [down] −{ $delta }
       *[same] ±0
    })
ratings-not-counted-people = Partita non valutata: servono almeno due persone (i giocatori IA non hanno una valutazione).
ratings-not-counted-left = Partita non valutata: { $name } ha lasciato la partita prima della fine.
ratings-not-counted-autopilot = Partita non valutata: alla fine il posto di { $name } era al pilota automatico.

## /origins leaderboard (private to whoever asks)

ratings-board-title = **{ $game }: valutazioni in questo server** ({ $count ->
        [one] un giocatore valutato
       *[other] { $count } giocatori valutati
    })
# One line of the board; $player is a mention; $provisional is yes or no.
ratings-board-line = **#{ $rank }** { $player } — { $rating } · { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }{ $provisional ->
        [yes] { " " }(provvisoria)
       *[no] { "" }
    }
ratings-board-you =
    Tu: **#{ $rank }** — { $rating } · { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }{ $provisional ->
        [yes] { " " }(provvisoria)
       *[no] { "" }
    }
ratings-board-unrated = Non hai ancora una valutazione a { $game } in questo server.
ratings-board-empty = In questo server nessuno ha ancora una valutazione a { $game }: una partita conta quando almeno due persone la giocano fino alla fine.
ratings-board-how =
    -# Valutazione = { $base } + { $scale } × (μ − 3σ), il modello Plackett-Luce di OpenSkill: parte da { $base } e sale man mano che le partite la rendono più sicura. Una partita conta se la giocano almeno due persone e nessuna di loro, alla fine, se n'è andata o è al pilota automatico (i giocatori IA non hanno una valutazione). Provvisoria: meno di { $count ->
        [one] una partita
       *[other] { $count } partite
    }.
