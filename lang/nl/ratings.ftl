# Ratings (bot/ratings.py, bot/leaderboard.py): the score sheet's rating line and /origins leaderboard.
# Dutch: "rating" as Dutch players say it of chess and online games (de rating, hij).

## The score sheet: what the game did to its people's ratings, or why it was not rated
ratings-changes = Ratings ({ $game }): { $changes }
# A game of a Dynasty: rated as a game of its own, while the Dynasty is won on the total (both lines).
ratings-changes-dynasty = Ratings ({ $game }, voor dit spel apart; de Dynastie wordt gewonnen met de totaalscore): { $changes }
ratings-dynasty = Elk spel van een Dynastie telt apart mee voor de rating; de Dynastie zelf wordt gewonnen met de totaalscore.
# One person's change, e.g. "ann 1,512 → 1,538 (+26)"; $direction is up, down or same.
ratings-change =
    { $name } { $before } → { $after } ({ $direction ->
        [up] +{ $delta }
        [down] −{ $delta }
       *[same] ±0
    })
ratings-not-counted-people = Geen rating: een spel telt pas mee met twee of meer mensen (AI-spelers hebben geen rating).
ratings-not-counted-left = Geen rating: { $name } heeft het spel voor het einde verlaten.
ratings-not-counted-autopilot = Geen rating: de plek van { $name } stond aan het einde op de autopiloot.

## /origins leaderboard (private to whoever asks)
ratings-board-title = **{ $game }: ratings op deze server** ({ $count ->
        [one] één speler met een rating
       *[other] { $count } spelers met een rating
    })
# One line of the board; $player is a mention; $provisional is yes or no.
ratings-board-line = **#{ $rank }** { $player } — { $rating } · { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }{ $provisional ->
        [yes] { " " }(voorlopig)
       *[no] { "" }
    }
ratings-board-you =
    Jij: **#{ $rank }** — { $rating } · { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }{ $provisional ->
        [yes] { " " }(voorlopig)
       *[no] { "" }
    }
ratings-board-unrated = Je hebt op deze server nog geen rating voor { $game }.
ratings-board-empty = Nog niemand heeft op deze server een rating voor { $game }: een spel telt mee als twee of meer mensen het uitspelen.
ratings-board-how =
    -# Rating = { $base } + { $scale } × (μ − 3σ), het Plackett-Luce-model van OpenSkill: hij begint bij { $base } en stijgt naarmate spellen hem zekerder maken. Een spel telt mee met twee of meer mensen, van wie niemand aan het einde vertrokken is of op de autopiloot staat (AI-spelers hebben geen rating). Voorlopig: minder dan { $count ->
        [one] één spel
       *[other] { $count } spellen
    }.
