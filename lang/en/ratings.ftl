# Ratings (bot/ratings.py, bot/leaderboard.py): the score sheet's rating line and /origins leaderboard.

## The score sheet: what the game did to its people's ratings, or why it was not rated
ratings-changes = Ratings ({ $game }): { $changes }
# A game of a Dynasty: rated as a game of its own, while the Dynasty is won on the total (both lines).
ratings-changes-dynasty = Ratings ({ $game }, this game on its own; the Dynasty is won on the total score): { $changes }
ratings-dynasty = Each game of a Dynasty is rated on its own; the Dynasty is won on the total score.
# One person's change, e.g. "ann 1,512 → 1,538 (+26)"; $direction is up, down or same.
ratings-change = { $name } { $before } → { $after } ({ $direction ->
    [up] +{ $delta }
    [down] −{ $delta }
   *[same] ±0
})
ratings-not-counted-people = Not rated: a rated game needs two people or more (AI players have no rating).
ratings-not-counted-left = Not rated: { $name } left the game before the end.
ratings-not-counted-autopilot = Not rated: { $name }'s seat was on autopilot at the end.

## /origins leaderboard (private to whoever asks)
ratings-board-title = **{ $game }: ratings in this server** ({ $count ->
    [one] one rated player
   *[other] { $count } rated players
})
# One line of the board; $player is a mention; $provisional is yes or no.
ratings-board-line = **#{ $rank }** { $player } — { $rating } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}{ $provisional ->
    [yes] { " " }(provisional)
   *[no] { "" }
}
ratings-board-you = You: **#{ $rank }** — { $rating } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}{ $provisional ->
    [yes] { " " }(provisional)
   *[no] { "" }
}
ratings-board-unrated = You have no { $game } rating in this server yet.
ratings-board-empty = Nobody has a { $game } rating in this server yet: a game counts when two people or more play it to the end.
ratings-board-how = -# Rating = { $base } + { $scale } × (μ − 3σ), OpenSkill's Plackett-Luce model: it starts at { $base } and rises as games make it surer. A game counts with two people or more, none of them gone or on autopilot at the end (AI players have no rating). Provisional: fewer than { $count ->
    [one] one game
   *[other] { $count } games
}.
