# A game per thread, the Rematch button and `/origins games` (bot/threads.py, bot/opening.py,
# bot/rematch.py, bot/mine.py). Game ids are given as text ("#1234", never "#1,234").
# Dutch: Discord's own words (thread, and its permission names in the Dutch client).

## The thread a game is played in: its name (Discord keeps 100 characters of it)
threads-name-mode = { $title } · { $mode } · #{ $id }
threads-name = { $title } · #{ $id }

## `/origins new` in a channel: the public line that links to the game's thread
threads-opened = { $creator } heeft een spel { $title } geopend: doe mee in { $thread }.
threads-lobby-refused = { $creator } heeft een spel { $title } geopend in { $thread }, maar Discord weigerde daar de lobby: `/origins nieuw` in de thread plaatst hem opnieuw.
threads-here-no-permission = _Ik mag in dit kanaal geen threads openen (daarvoor heb ik Openbare threads maken en Berichten versturen in threads nodig), dus dit spel wordt hier gespeeld._
threads-here-refused = _Discord weigerde een thread voor dit spel te openen, dus het wordt hier gespeeld._

## A command that needs a game, used in a channel whose games are in its threads
threads-elsewhere =
    { $count ->
        [one] Het spel van dit kanaal staat in zijn thread { $threads }: gebruik het commando daar.
       *[other] De spellen van dit kanaal staan in hun threads { $threads }: gebruik het commando in de thread van een spel.
    }
threads-elsewhere-more =
    { $threads } en nog { $count ->
        [one] één
       *[other] { $count }
    }
# `/origins history` in a channel: a game played in one of its threads
threads-history-place = { $line } · { $place }

## Rematch, under the score sheet of a game (the last one of a Dynasty)
rematch-button = Revanche
rematch-invite = { $who } wil revanche: { $players }, druk op **Meedoen** om opnieuw te spelen.
rematch-not-player = Alleen de spelers van dat spel kunnen om revanche vragen.
rematch-busy = Hier is al een spel open: { $link }. Doe daaraan mee.

## `/origins games`: the member's open games in this server
mine-none = Je hebt geen open spel op deze server. Begin er een met `/origins nieuw`.
mine-turn-title =
    { $count ->
        [one] **Jij bent aan de beurt** in één spel:
       *[other] **Jij bent aan de beurt** in { $count } spellen:
    }
mine-turn = **#{ $id }** { $game } in { $place }: { $what } ([jouw beurt]({ $link }))
mine-other-title =
    { $count ->
        [one] **Je andere open spel:**
       *[other] **Je { $count } andere open spellen:**
    }
mine-waiting = **#{ $id }** { $game } in { $place }: { $name } moet { $what }
mine-lobby = **#{ $id }** { $game } in { $place }: in de lobby, { $taken } van { $players } plekken bezet
mine-lobby-start = **#{ $id }** { $game } in { $place }: alle plekken zijn bezet, druk op **Starten** in de lobby
mine-more =
    …en nog { $count ->
        [one] één spel
       *[other] { $count } spellen
    } waarvoor dit bericht geen ruimte heeft.
