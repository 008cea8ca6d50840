# The bot's sentences (converted from bot/messages.py's EN catalogue).
dm_only_server = Origins games live in server channels; use the command there, not in DMs.
no_game = There is no Origins game in this channel. Start one with `/origins new`.
game_exists = There is already a game here: { $link }. Finish or cancel it first.
game_gone = That game is over or was cancelled.
game_in_lobby = This game has not started yet: it is still in its lobby ({ $link }), where the **{ $leave }** button gives up your seat.
not_this_game = That button belongs to another game.
lobby_title = { $title }: a new game
lobby_settings = **Mode:** { $mode } · **Players:** { $players }{ $neolithic } · **Options:** { $options }
lobby_settings_classic = **Players:** { $players } ({ $size }×{ $size }, { $deck } dominoes) · **Options:** { $options }
lobby_settings_resources = **Players:** { $players } (no size limit, { $deck } dominoes, { $rounds } rounds; 3 gold on each castle) · **Options:** { $options }
lobby_timing = **Reminder:** { $reminder } · **Turn timer:** { $timer } · **Autopilot:** { $autopilot }
lobby_seats = **Seats ({ $taken }/{ $players }):** { $seats }
lobby_help = Press **Join** to take a seat. { $creator } can fill seats with AI players, and starts the game when every seat is taken.
lobby_ai_placeholder = Add or remove an AI player…
lobby_ai_add = Add an AI: { $level }
lobby_ai_remove = Remove an AI player
lobby_ai_levels-easy = Easy: a beginner, sensible but loose
lobby_ai_levels-normal = Normal: always the best immediate gain
lobby_ai_levels-hard = Hard: thinks ahead (a few seconds a move)
ai_name = AI { $level }
ai_only_creator = Only the game's creator ({ $creator }) can add or remove AI players.
no_ai_seated = There is no AI player to remove.
neolithic = { " " }(the Neolithic, 7×7)
no_options = none
hours = { $hours } h
never = none
seat_free = free
joined = You have a seat: { $seat }.
already_seated = You already have a seat in this game.
lobby_full = Every seat is taken.
left_lobby = You left the lobby.
not_seated = You have no seat in this game.
only_creator_start = Only { $creator } can start this game.
not_full = { $missing ->
    [one] One more player is needed before the game can start.
   *[other] { $missing } more players are needed before the game can start.
}
cancel_denied = Only the game's creator may cancel it this way; a moderator uses `/origins-admin cancel`.
admin_cancel_denied = Only a member who can manage this channel (or this thread) may cancel a game with `/origins-admin cancel`; its creator uses `/origins cancel`.
cancelled = The game was cancelled by { $who }.
started = The game has started. The { $chiefs } were drawn in this order: { $order }.
lobby_closed = This lobby is closed.
lobby_changed = The lobby changed while you pressed Start (a seat was freed, or the game has started already): look at it again.
your_turn = { $mention }, it is your turn: { $what }
turn_of = It is { $name }'s turn: { $what }
not_your_turn = It is not your turn: { $name } must { $what }.
stale = That button is from an earlier moment of the game; nothing was changed.
stale_current = _That was from an earlier moment of the game; here is where it stands now._
not_seated_any_more = You are no longer playing in this game (you left or were removed); the autopilot plays your seat.
stored_not_posted = Your move is stored. Discord refused my message in the channel, so the next turn is not announced there yet: I will post it again shortly.
too_long = That is far too long to be a move (at most { $limit } characters).
play_button = Play your turn
table_button = Full table
legend_button = What the pictures show
suggest_button = Suggest
confirm = Confirm
back = Back
discard_button = Discard the domino
cannot_place = Domino { $domino } fits nowhere in your territory, so it must be discarded.
choose_square = Where does the first half of domino { $domino } go? Squares with a legal placement:
choose_square_page = Squares { $first }–{ $last }
choose_direction = Domino { $domino }, first half on { $square }: which way does the second half go?
preview_place = Domino { $domino }: first half on { $square }, second half { $direction }. Confirm?
choose_fire = Your volcano throws a fire token of { $fires }. Where does it land?
preview_fire = The fire token lands on { $square }. Confirm?
choose_pick = Choose your next domino:
choose_pair = Choose your first two dominoes: 1 and 4, or 2 and 3 of the line:
choose_totem = The { $resource } totem goes to one of the tied players: you choose.
choose_recruit = You may recruit a caveman from the cave board (you have { $resources }):
recruit_skip = No recruit
recruit_pile = From the pile (4 kinds)
choose_pay = Pay for the { $caveman } with a wooden resource (each of a different kind):
choose_settle = Where does your { $caveman } go?
act_button = Act instead
act_explained = Or **act instead**: your king goes above the line and acts first next round (gain resources, use a witch, or pass) with no domino to place; the dominoes nobody chose are discarded.
choose_act = Your king acts: **gain resources** (1 gold), **use a witch**, or **pass**. Then you choose a domino, or act again. Your castle has { $gold } gold.
no_gain = No crown square of yours can take a gain now: a gain costs 1 gold, swamps and mines yield nothing, and a crown square takes one gain per crown.
gain_placeholder = Gain resources on a crown square (1 gold)…
gain_option = { $square } · { $terrain }: { $placed ->
    [one] { $placed } { $kind } token
   *[other] { $placed } { $kind } tokens
}
witch_button = Witch { $square } ({ $crowns } gold)
pass_button = Pass
choose_witch_target = The witch on { $square } costs { $crowns } gold and is used once, on one crown square of a different opponent per crown. Choose a crown square ({ $left } still to choose); it loses a token from each neighbour that is not a crown square:
witch_target_placeholder = A crown square of { $name }…
witch_target_option = { $square } · { $spoilt ->
    [one] removes { $spoilt } token
   *[other] removes { $spoilt } tokens
}
preview_gain = Gain on { $square }: 1 gold goes to the pool (your castle has { $gold }); { $placed ->
    [one] { $placed } { $kind } token goes
   *[other] { $placed } { $kind } tokens go
} on { $squares }. Confirm?
preview_witch = The witch on { $square } costs { $cost } gold (your castle has { $gold }) and is then used for good: { $spoils }. Confirm?
witch_spoils = { $name } loses { $count ->
    [one] { $count } token
   *[other] { $count } tokens
} around { $square }
witch_spoils_none = { $name } loses nothing around { $square } (no token stands on its neighbours that are not crown squares)
standing_kinds = { $kinds ->
    [one] { $kinds } kind
   *[other] { $kinds } kinds
} ({ $tokens }; { $gold } gold)
reminder = { $mention }, a reminder: it is still your turn ({ $what }).
autopilot_played = The turn timer ran out: the autopilot played for { $name } ({ $moves }).
autopilot_sticks = { $name } stays on autopilot until they press **I'm back**.
autopilot_for_good = { $name } has left the game: the autopilot plays their seat to the end.
ai_thinking = 🤖 **{ $name }** is thinking…
ai_played = 🤖 **{ $name }** played { $moves }.
autopilot_turn = The autopilot played for { $name } ({ $moves }).
im_back_button = I'm back
welcome_back = Welcome back: your turns are yours again.
not_your_seat = Only the player of that seat can take it back.
notify_on = I will send you a DM when it is your turn (in any game).
notify_off = No more DMs: I will only mention you in the game's channel.
dm_turn = Your turn in { $channel }: { $what }. { $link }
dm_fallback = { $mention }, I could not DM you (your DMs are closed): it is your turn here.
left_game = { $name } left the game: the autopilot plays their seat from now on.
kicked = { $name } was removed by { $by }: the autopilot plays their seat from now on.
kicked_lobby = { $name } was removed from the lobby by { $by }.
lobby_reposted = The lobby message had been deleted; here it is again.
kick_creator = The game's creator cannot be removed; cancel the game instead.
kick_denied = Only the game's creator may remove a player this way; a moderator uses `/origins-admin kick`.
admin_kick_denied = Only a member who can manage this channel (or this thread) may remove a player with `/origins-admin kick`; the game's creator uses `/origins kick`.
done_turn = Done. It is { $name }'s turn now.
done_over = Done: that was the last move. { $result } The score sheet is in the channel.
and-list = { $head } and { $last }
game_over = The game is over. { $result }
won = { $winner } won!
tie_first = { $winners } tie for first place!
dynasty_standing = Dynasty: game { $game } of { $games } is done. Totals so far: { $standing }. The next game starts now.
dynasty_over = The Dynasty is over after { $games } games: { $winners } won, with { $points } points in all. Totals: { $standing }.
dynasty_over_tie = The Dynasty is over after { $games } games: { $winners } tie for first place, with { $points } points each. Totals: { $standing }.
dynasty_lobby = { " " }· **Dynasty:** 3 games, won by the total
suggestions = The greedy agent would play: { $moves }
decision_draft = put a { $chief } on a domino of the first line
decision_place = place domino { $domino }
decision_discard = discard domino { $domino }, which fits nowhere
decision_draft_pair = choose two dominoes of the first line: { $a } and { $b }, or { $c } and { $d }
decision_fire = land a fire token
decision_totem = give the { $resource } totem
decision_pick = choose a domino of the next line
decision_pick_or_act = choose a domino of the next line, or act
decision_act = gain resources, use a witch, or pass
decision_recruit = recruit a caveman (or skip)
decision_pay = pay for the { $caveman }
decision_settle = place the { $caveman }
status = 
    Round { $round } of { $rounds } · { $mode } · { $who } must { $what } (since { $since }).
    { $scores }
status_lobby = The game is in its lobby: { $taken }/{ $players } seats taken.
board_no_player = { $name } has no seat in this game.
rules_head = Kingdomino Origins, **{ $mode } mode** · optional rules: { $options }.
rules_titles-game = This game
rules_titles-turn = A turn
rules_titles-scoring = Scoring
rules_titles-rulings = How this bot rules
rules_previous = ◀ Previous
rules_next = Next ▶
rules_pages-game-table = { $players } players, each building a territory of 5×5 squares around their hut, one chief each, 12 rounds.
rules_pages-game-neolithic = 2 players: the Neolithic. Each builds a 7×7 territory with two chiefs and all 48 dominoes; the first player drawn takes dominoes 1 and 4 or 2 and 3 of the first line, the other gets the rest.
rules_pages-game-bot = On Discord: when it is your turn I mention you; press **Play your turn** for your private panel (or use `/origins place`, `pick`, `fire`, `act`). `/origins board` shows the table or a territory, `/origins status` whose turn it is and the scores so far.
rules_pages-turn-text = 
    Each round the chiefs act in the order of the line, lowest domino first:
    1. **Place** the domino under your chief: touching your hut, or with at least one half next to the same terrain, inside your 5×5 (7×7). If it fits nowhere it is discarded.
    2. **Fire:** a volcano throws a fire token: 1 crater a 1-fire token 1 to 3 squares away, 2 craters a 2-fire token 1 to 2 away, 3 craters a 3-fire token next to it (king moves). It lands on your own square without fire or volcano, and burns what stands there.
    3. **Pick** a domino in the next line: your chief's place there decides your order next round; the higher the number, the better the domino, and the later you play.
    4. In Tribe mode you may then **recruit** a caveman.
    After the last line is picked, a final round of placements only.
rules_pages-scoring-regions = A region is a group of touching squares of one terrain. It scores its squares × its fire icons (printed, and on fire tokens). Volcanoes score nothing.
rules_pages-scoring-totem = Totem: +1 per wooden resource left on your squares; a totem goes to whoever has strictly the most of its resource: mammoth 3, fish 4, mushroom 5, flint 6 points.
rules_pages-scoring-tribe = Tribe: cavemen cost 2 resources of different kinds (face-up) or 4 kinds (any in the pile). Hunter, fishing child, gatherer, sculptor and painter score per resource around them, the Fire Lady per fire icon, the shaman per caveman; warriors score per group: number × total power.
rules_pages-scoring-ties = Ties: the largest region wins, then the most fire icons; then the victory is shared.
rules_modes-discovery = Regions score squares × fire icons (printed and on fire tokens).
rules_modes-totem = As Discovery, plus 1 point per wooden resource left and the totems you hold (mammoth 3, fish 4, mushroom 5, flint 6) for having strictly the most of a resource.
rules_modes-tribe = As Discovery, plus cavemen: after choosing your domino you may pay 2 wooden resources of different kinds for a face-up caveman, or 4 kinds for any in the pile.
rules_rulings = 
    Where the rulebook is silent:
    1. The territory, hut included, must fit in 5×5 (7×7 with 2 players); the hut need not be central.
    2. A domino that can be placed must be; one that cannot is discarded.
    3. Fire range is counted in king moves: 1 crater throws 1 fire 1–3 squares, 2 craters 2 fires 1–2 squares, 3 craters 3 fires next to the volcano; never on a volcano, printed fire or token; the hut may take one. No legal square: the token is discarded.
    4. Fire burns the wooden resource or the caveman where it lands.
    5. A totem changes hands only when someone has strictly more of its resource, checked once a turn, after that turn's fire token has landed; a holder overtaken by several tied players chooses which of them takes it.
    6. A caveman goes on a terrain square with no fire, resource or caveman; no recruiting in the final round.
    7. Ties: largest region, then most fire icons, then a shared victory.
rules_options-empire-of-fire = Empire of Fire: +10 if every square is within 2 (3 in the Neolithic) king moves of the hut, that is, the hut is in the centre.
rules_options-homo-habilis = Homo Habilis: +5 for a complete territory with no domino discarded.
rules_options-harmony = Harmony: +5 for a complete kingdom with no domino discarded.
rules_options-middle-kingdom = Middle Kingdom: +10 if the castle is the centre square of your kingdom (the middle row and the middle column of its squares, finished or not).
rules_options-mighty-duel = Mighty Duel: the two players use all 48 dominoes and build 7×7 kingdoms.
rules_options-one-two-one = 1-2-1 draft: the kings are drawn first player, second, second, first.
rules_classic-head = Kingdomino (the classic game) · optional rules: { $options }.
rules_classic-table = { $players } players, each building a 5×5 kingdom around their castle, one king each, 12 rounds of 4 dominoes{ $discard }.
rules_classic-three = ; the domino nobody chooses is discarded
rules_classic-duel = 2 players, two kings each: { $deck } dominoes, { $size }×{ $size } kingdoms, { $rounds } rounds.
rules_classic-terrains = Terrains: wheat, forest, lake, grassland, swamp and mine; crowns are printed on some squares.
rules_classic-bot = On Discord: when it is your turn I mention you; press **Play your turn** for your private panel (or use `/origins place`, `pick`, `act`). `/origins board` shows the table or a kingdom, `/origins status` whose turn it is and the scores so far.
rules_classic-turn = 
    Each round the kings act in the order of the line, lowest domino first:
    1. **Place** the domino under your king: touching your castle (it matches every terrain), or with at least one half next to the same terrain, inside your { $size }×{ $size }. If it fits nowhere it is discarded; if it fits, it must be placed.
    2. **Pick** a domino in the next line: your king's place there decides your order next round.
    After the last line is picked, a final round of placements only.
rules_classic-regions = A region is a group of touching squares of one terrain. It scores its squares × its crowns; a region without a crown scores nothing.
rules_classic-ties = Ties: the largest region wins, then the most crowns; then the victory is shared.
rules_classic-rulings = 
    Where the rulebook is silent:
    1. The kingdom, castle included, must fit in { $size }×{ $size }; the castle need not be central.
    2. A domino that can be placed must be; one that cannot is discarded.
    3. Middle Kingdom: the castle is the centre square of the kingdom's extent (its middle row and middle column), which also holds for an unfinished kingdom.
    4. Ties: largest region, then most crowns, then a shared victory.
rules_resources-head = Kingdomino with Resource Tokens (a fan variant of the classic game).
rules_resources-table = { $players } players, one king each, all 48 dominoes in lines of 4; kingdoms have no size limit. Each castle starts with 3 gold; the pool holds the rest of the 22. The supply: 22 wood (forest), 26 wheat, 14 meat (grassland), 18 fish (lake).
rules_resources-bot = On Discord: when it is your turn I mention you; press **Play your turn** for your private panel (or use `/origins place`, `pick`, `act` with a move such as `act`, `gain C3`, `witch D4 on 2 F5` or `pass`). `/origins board` shows the table or a kingdom, `/origins status` whose turn it is and the harvest as it would be now.
rules_resources-turn = 
    Each round, the kings that chose to act come first, in the order they chose to: each **gains resources**, **uses a witch** or **passes**, then chooses a domino or acts again. Then the kings on dominoes, lowest domino first, **place** theirs (touching the castle or the same terrain; it must be placed if it can) and **choose** one of the next line, or **act instead** (the king goes above the line; the dominoes nobody chose are discarded).
    { "*" }*Gain:** 1 gold to the pool: a token on one of your crown squares (not a swamp or a mine: they yield none) and one on each of its 8 neighbours of the same terrain without one. A double crown's second gain puts a second token on it and one more on each such neighbour holding fewer than 2.
    { "*" }*Witch** (a swamp with crowns, once a game): pay its crowns in gold (the gold stays on it); per crown, one crown square of a different opponent loses a token from each neighbour that is not a crown square.
    { "*" }*Mines:** placing a mine brings its crowns in gold from the pool (as far as the pool goes).
rules_resources-scoring = The game ends when a new line should be drawn and none is left (11 rounds). The **harvest**: for each kind of token the players with the most (at least one) win it. Most kinds wins; a tie goes to the most gold on the castle (gold on a witch is spent); still level, the place is shared.
rules_resources-rulings = 
    Where the variant is loose:
    1. No action at the initial draft nor in the last round (nothing would come of it).
    2. A crown square can be used while it holds fewer tokens than it has crowns, and **a token it received as a neighbour counts as a use**: a single crown that got one that way cannot be used any more, a double crown once more. This often decides which gains are possible.
    3. When the supply runs short, the crown square is served first, then its neighbours in reading order.
    4. A witch needs one target per crown, each of a different opponent; removed tokens go back to the supply.
    5. Acting is always allowed, even with nothing to act with; pass is always possible.
    6. Squares are named on a 45×45 grid with the castle at W23 (columns after Z: AA, AB…).
history_none = No finished games in this channel yet.
history_line = #{ $id } · { $mode }, { $players } players · { $when } · { $outcome }
history_cancelled = cancelled
history_won = won by { $winners } ({ $score } points)
history_won_kinds = won by { $winners } ({ $score } resource kinds)
stats = { $name } in this server: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } points on average.
stats_no_points = { $name } in this server: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}.
stats_none = { $name } has not finished a game in this server yet.
illegal = { $reason }
malformed = That is not a move I understand: { $reason }
error = Something went wrong on my side; nothing was changed. Please try again.
# The database is out of reach for a moment (its server restarting): an outage, not a bug.
store_unavailable = I can't reach my database just now; nothing was changed. Please try again in a moment.
# The database went away while a move was being saved: it may or may not have been stored.
store_unavailable_unsure = I lost touch with my database while saving that, so I can't tell whether it was stored. Please look at the game again in a moment.
seat_label = Player { $seat }
this_channel = this channel
lobby_button-join = Join
lobby_button-leave = Leave
lobby_button-start = Start
lobby_button-cancel = Cancel
level-easy = Easy
level-normal = Normal
level-hard = Hard
# the server's language (/origins language shows it, /origins-admin language sets it)
language_is = This server's new games speak { $language }. Members who can manage the server change it with `/origins-admin language`; each game may choose its own with the `language:` option of `/origins new`.
language_denied = Only a member who can manage this server may change its language.
language_set = This server's new games will speak { $language }. Games already started keep theirs.
# A button that draws for whoever clicks it (Full table, the legend, a replay step), clicked again
# within its cooldown: nothing is drawn; $when is a Discord relative timestamp (<t:…:R>).
cooldown = You asked for that a moment ago. You can ask again { $when }.
