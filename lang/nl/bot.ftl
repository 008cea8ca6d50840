# The bot's sentences (converted from bot/messages.py's EN catalogue), in Dutch.
# Terms follow the glossary at the top of terms.ftl; commands are named as in commands.ftl
# (/origins nieuw, plaats, kies, vuur, zet, bord, status, taal…). A pending decision
# ($what, the decision_* messages) is an infinitive phrase, so that it reads both after
# "je bent aan de beurt:" and after "{ $name } moet".
dm_only_server = Origins-spellen spelen zich af in serverkanalen; gebruik het commando daar, niet in een DM.
no_game = Er is geen Origins-spel in dit kanaal. Begin er een met `/origins nieuw`.
game_exists = Hier is al een spel bezig: { $link }. Speel het eerst uit of annuleer het.
game_gone = Dat spel is afgelopen of geannuleerd.
game_in_lobby = Dit spel is nog niet begonnen: het staat nog in de lobby ({ $link }), waar je met de knop **{ $leave }** je plek opgeeft.
not_this_game = Die knop hoort bij een ander spel.
lobby_title = { $title }: een nieuw spel
lobby_settings = **{ $mode }** · **Spelers:** { $players }{ $neolithic } · **Opties:** { $options }
lobby_settings_classic = **Spelers:** { $players } ({ $size }×{ $size }, { $deck } domino's) · **Opties:** { $options }
lobby_settings_resources = **Spelers:** { $players } (geen maximale grootte, { $deck } domino's, { $rounds } rondes; 3 goud op elk kasteel) · **Opties:** { $options }
lobby_timing = **Herinnering:** { $reminder } · **Beurttimer:** { $timer } · **Autopiloot:** { $autopilot }
lobby_seats = **Plekken ({ $taken }/{ $players }):** { $seats }
lobby_help = Druk op **Meedoen** om een plek te nemen. { $creator } kan plekken vullen met AI-spelers en start het spel zodra alle plekken bezet zijn.
lobby_ai_placeholder = Een AI-speler toevoegen of verwijderen…
lobby_ai_add = AI toevoegen: { $level }
lobby_ai_remove = Een AI-speler verwijderen
lobby_ai_levels-easy = Makkelijk: een beginner, redelijk maar slordig
lobby_ai_levels-normal = Normaal: altijd de grootste directe winst
lobby_ai_levels-hard = Moeilijk: denkt vooruit (een paar seconden per zet)
ai_name = AI { $level }
ai_only_creator = Alleen de maker van het spel ({ $creator }) kan AI-spelers toevoegen of verwijderen.
no_ai_seated = Er is geen AI-speler om te verwijderen.
neolithic = { " " }(het Neolithicum, 7×7)
no_options = geen
hours = { $hours } uur
never = geen
seat_free = vrij
joined = Je hebt een plek: { $seat }.
already_seated = Je hebt al een plek in dit spel.
lobby_full = Alle plekken zijn bezet.
left_lobby = Je hebt de lobby verlaten.
not_seated = Je hebt geen plek in dit spel.
only_creator_start = Alleen { $creator } kan dit spel starten.
not_full =
    { $missing ->
        [one] Er is nog één speler nodig voordat het spel kan beginnen.
       *[other] Er zijn nog { $missing } spelers nodig voordat het spel kan beginnen.
    }
cancel_denied = Alleen de maker van het spel kan het zo annuleren; een moderator gebruikt `/origins-beheer annuleer`.
admin_cancel_denied = Alleen een lid dat dit kanaal (of deze thread) mag beheren, kan een spel annuleren met `/origins-beheer annuleer`; de maker gebruikt `/origins annuleer`.
cancelled = Het spel is geannuleerd door { $who }.
started = Het spel is begonnen. De { $chiefs } zijn in deze volgorde getrokken: { $order }.
lobby_closed = Deze lobby is gesloten.
lobby_changed = De lobby veranderde terwijl je op Starten drukte (er kwam een plek vrij, of het spel was al begonnen): kijk er nog eens naar.
your_turn = { $mention }, je bent aan de beurt: { $what }
turn_of = { $name } is aan de beurt: { $what }
not_your_turn = Je bent niet aan de beurt: { $name } moet { $what }.
stale = Die knop is van een eerder moment in het spel; er is niets veranderd.
stale_current = _Dat was van een eerder moment in het spel; zo staat het er nu voor._
not_seated_any_more = Je speelt niet meer mee in dit spel (je bent vertrokken of verwijderd); de autopiloot speelt jouw plek.
stored_not_posted = Je zet is opgeslagen. Discord weigerde mijn bericht in het kanaal, dus de volgende beurt is daar nog niet aangekondigd: ik plaats hem zo opnieuw.
too_long = Dat is veel te lang voor een zet (hoogstens { $limit } tekens).
play_button = Speel je beurt
table_button = Hele tafel
legend_button = Wat de afbeeldingen tonen
suggest_button = Suggestie
confirm = Bevestigen
back = Terug
discard_button = Domino verwijderen
cannot_place = Domino { $domino } past nergens in je gebied, dus moet hij verwijderd worden.
choose_square = Waar komt de eerste helft van domino { $domino }? Vakken waar hij kan liggen:
choose_square_page = Vakken { $first }–{ $last }
choose_direction = Domino { $domino }, eerste helft op { $square }: welke kant gaat de tweede helft op?
preview_place = Domino { $domino }: eerste helft op { $square }, tweede helft { $direction }. Bevestigen?
choose_fire =
    Je vulkaan spuwt een vuurfiche met { $fires ->
        [one] { $fires } vuur
       *[other] { $fires } vuren
    }. Waar landt het?
preview_fire = Het vuurfiche landt op { $square }. Bevestigen?
choose_pick = Kies je volgende domino:
choose_pair = Kies je eerste twee domino's: 1 en 4, of 2 en 3 van de rij:
choose_totem = De { $resource }totem gaat naar een van de spelers die gelijk staan: jij kiest.
choose_recruit = Je mag een holbewoner aantrekken van het grottenbord (je hebt { $resources }):
recruit_skip = Niemand aantrekken
recruit_pile = Uit de stapel (4 soorten)
choose_pay = Betaal voor de { $caveman } met een houten hulpbron (telkens van een andere soort):
choose_settle = Waar komt je { $caveman }?
act_button = Actie uitvoeren
act_explained = Of **voer een actie uit**: je koning gaat boven de rij staan en is volgende ronde als eerste aan zet (hulpbronnen verzamelen, een heks inzetten of passen), zonder domino om te plaatsen; de domino's die niemand kiest, worden verwijderd.
choose_act = Je koning voert een actie uit: **hulpbronnen verzamelen** (1 goud), **een heks inzetten** of **passen**. Daarna kies je een domino, of voer je opnieuw een actie uit. Je kasteel heeft { $gold } goud.
no_gain = Geen van je kroonvakken kan nu verzamelen: verzamelen kost 1 goud, moerassen en mijnen leveren niets op, en een kroonvak verzamelt één keer per kroon.
gain_placeholder = Verzamel hulpbronnen op een kroonvak (1 goud)…
gain_option =
    { $square } · { $terrain }: { $placed ->
        [one] { $placed } { $kind }fiche
       *[other] { $placed } { $kind }fiches
    }
witch_button = Heks { $square } ({ $crowns } goud)
pass_button = Passen
choose_witch_target = De heks op { $square } kost { $crowns } goud en wordt één keer ingezet: per kroon op één kroonvak van een andere tegenstander. Kies een kroonvak (nog { $left } te kiezen); het verliest een fiche van elk buurvak dat geen kroonvak is:
witch_target_placeholder = Een kroonvak van { $name }…
witch_target_option =
    { $square } · { $spoilt ->
        [one] verwijdert { $spoilt } fiche
       *[other] verwijdert { $spoilt } fiches
    }
preview_gain =
    Verzamelen op { $square }: 1 goud gaat naar de pot (je kasteel heeft { $gold }); { $placed ->
        [one] { $placed } { $kind }fiche komt
       *[other] { $placed } { $kind }fiches komen
    } op { $squares }. Bevestigen?
preview_witch = De heks op { $square } kost { $cost } goud (je kasteel heeft { $gold }) en is daarna voorgoed gebruikt: { $spoils }. Bevestigen?
witch_spoils =
    { $name } verliest { $count ->
        [one] { $count } fiche
       *[other] { $count } fiches
    } rond { $square }
witch_spoils_none = { $name } verliest niets rond { $square } (er ligt geen fiche op de buurvakken die geen kroonvak zijn)
standing_kinds =
    { $kinds ->
        [one] { $kinds } soort
       *[other] { $kinds } soorten
    } ({ $tokens }; { $gold } goud)
reminder = { $mention }, een herinnering: je bent nog steeds aan de beurt ({ $what }).
autopilot_played = De beurttimer is afgelopen: de autopiloot speelde voor { $name } ({ $moves }).
autopilot_sticks = { $name } blijft op de autopiloot tot er op **Ik ben terug** gedrukt wordt.
autopilot_for_good = { $name } heeft het spel verlaten: de autopiloot speelt die plek tot het einde.
ai_thinking = 🤖 **{ $name }** denkt na…
ai_played = 🤖 **{ $name }** speelde { $moves }.
autopilot_turn = De autopiloot speelde voor { $name } ({ $moves }).
im_back_button = Ik ben terug
welcome_back = Welkom terug: je beurten zijn weer van jou.
not_your_seat = Alleen de speler van die plek kan hem terugnemen.
notify_on = Ik stuur je een DM als je aan de beurt bent (in elk spel).
notify_off = Geen DM's meer: ik vermeld je alleen nog in het kanaal van het spel.
dm_turn = Je bent aan de beurt in { $channel }: { $what }. { $link }
dm_fallback = { $mention }, ik kon je geen DM sturen (je DM's staan dicht): je bent hier aan de beurt.
left_game = { $name } heeft het spel verlaten: de autopiloot speelt die plek vanaf nu.
kicked = { $name } is verwijderd door { $by }: de autopiloot speelt die plek vanaf nu.
kicked_lobby = { $name } is door { $by } uit de lobby verwijderd.
lobby_reposted = Het lobbybericht was verwijderd; hier is het opnieuw.
kick_creator = De maker van het spel kan niet verwijderd worden; annuleer dan liever het spel.
kick_denied = Alleen de maker van het spel kan zo een speler verwijderen; een moderator gebruikt `/origins-beheer verwijder`.
admin_kick_denied = Alleen een lid dat dit kanaal (of deze thread) mag beheren, kan een speler verwijderen met `/origins-beheer verwijder`; de maker van het spel gebruikt `/origins verwijder`.
done_turn = Klaar. Nu is { $name } aan de beurt.
done_over = Klaar: dat was de laatste zet. { $result } Het scoreblad staat in het kanaal.
and-list = { $head } en { $last }
game_over = Het spel is afgelopen. { $result }
won = { $winner } heeft gewonnen!
tie_first = { $winners } delen de eerste plaats!
dynasty_standing = Dynastie: spel { $game } van { $games } is klaar. Totalen tot nu toe: { $standing }. Het volgende spel begint nu.
dynasty_over =
    De Dynastie is voorbij na { $games } spellen: { $winners } heeft gewonnen, met { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } in totaal. Totalen: { $standing }.
dynasty_over_tie =
    De Dynastie is voorbij na { $games } spellen: { $winners } delen de eerste plaats, met elk { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }. Totalen: { $standing }.
dynasty_lobby = { " " }· **Dynastie:** 3 spellen, gewonnen met het totaal
suggestions = De AI (Normaal) zou spelen: { $moves }
decision_draft = een { $chief } op een domino van de eerste rij zetten
decision_place = domino { $domino } plaatsen
decision_discard = domino { $domino } verwijderen, want hij past nergens
decision_draft_pair = twee domino's van de eerste rij kiezen: { $a } en { $b }, of { $c } en { $d }
decision_fire = een vuurfiche laten landen
decision_totem = de { $resource }totem weggeven
decision_pick = een domino uit de volgende rij kiezen
decision_pick_or_act = een domino uit de volgende rij kiezen, of een actie uitvoeren
decision_act = hulpbronnen verzamelen, een heks inzetten of passen
decision_recruit = een holbewoner aantrekken (of niet)
decision_pay = voor de { $caveman } betalen
decision_settle = de { $caveman } plaatsen
status =
    Ronde { $round } van { $rounds } · { $mode } · { $who } moet { $what } (laatste zet { $since }).
    { $scores }
status_lobby = Het spel staat nog in de lobby: { $taken }/{ $players } plekken bezet.
board_no_player = { $name } heeft geen plek in dit spel.
rules_head = Kingdomino Origins, **{ $mode }** · optionele regels: { $options }.
rules_titles-game = Dit spel
rules_titles-turn = Een beurt
rules_titles-scoring = Puntentelling
rules_titles-rulings = Hoe deze bot beslist
rules_previous = ◀ Vorige
rules_next = Volgende ▶
rules_pages-game-table = { $players } spelers, die elk rond hun hut een gebied van 5×5 vakken bouwen, met elk één stamhoofd, in 12 rondes.
rules_pages-game-neolithic = 2 spelers: het Neolithicum. Elke speler bouwt een gebied van 7×7 met twee stamhoofden en alle 48 domino's; wie als eerste getrokken wordt, neemt domino 1 en 4 of 2 en 3 van de eerste rij, de ander krijgt de rest.
rules_pages-game-bot = Op Discord: als je aan de beurt bent, vermeld ik je; druk op **Speel je beurt** voor je eigen paneel (of gebruik `/origins plaats`, `kies`, `vuur`, `zet`). `/origins bord` toont de tafel of een gebied, `/origins status` wie aan de beurt is en de scores tot nu toe.
rules_pages-turn-text =
    Elke ronde spelen de stamhoofden in de volgorde van de rij, laagste domino eerst:
    1. **Plaats** de domino onder je stamhoofd: tegen je hut, of met minstens één helft naast hetzelfde terrein, binnen je 5×5 (7×7). Past hij nergens, dan wordt hij verwijderd.
    2. **Vuur:** een vulkaan spuwt een vuurfiche: 1 krater een fiche met 1 vuur op 1 tot 3 vakken afstand, 2 kraters een fiche met 2 vuren op 1 tot 2 vakken, 3 kraters een fiche met 3 vuren ernaast (in koningsstappen, dus ook diagonaal). Het landt op een eigen vak zonder vuur of vulkaan, en vernietigt wat daar staat.
    3. **Kies** een domino in de volgende rij: de plek van je stamhoofd daar bepaalt je volgorde in de volgende ronde; hoe hoger het getal, hoe beter de domino, en hoe later je speelt.
    4. In de Stammodus mag je daarna een holbewoner **aantrekken**.
    Nadat de laatste rij gekozen is, volgt nog één ronde waarin alleen geplaatst wordt.
rules_pages-scoring-regions = Een regio is een groep aangrenzende vakken van één terrein. Elke regio scoort haar aantal vakken × haar aantal vuurpictogrammen (gedrukt, en op vuurfiches). Vulkanen leveren niets op.
rules_pages-scoring-totem = Totemmodus: +1 per houten hulpbron die nog op je vakken ligt; een totem gaat naar wie strikt de meeste van zijn hulpbron heeft: mammoet 3, vis 4, paddenstoel 5, vuursteen 6 punten.
rules_pages-scoring-tribe = Stammodus: een holbewoner kost 2 hulpbronnen van verschillende soorten (open op het bord) of 4 soorten (naar keuze uit de stapel). Jager, visster, verzamelster, beeldhouwer en schilder scoren per hulpbron om hen heen, de vuurdame per vuurpictogram, de sjamaan per holbewoner; krijgers scoren per groep: aantal × totale kracht.
rules_pages-scoring-ties = Gelijkspel: de grootste regio wint, dan de meeste vuurpictogrammen; daarna wordt de overwinning gedeeld.
rules_modes-discovery = Regio's scoren vakken × vuurpictogrammen (gedrukt en op vuurfiches).
rules_modes-totem = Zoals de Ontdekkingsmodus, plus 1 punt per overgebleven houten hulpbron en de totems die je hebt (mammoet 3, vis 4, paddenstoel 5, vuursteen 6) omdat je strikt de meeste van die hulpbron hebt.
rules_modes-tribe = Zoals de Ontdekkingsmodus, plus holbewoners: na het kiezen van je domino mag je 2 houten hulpbronnen van verschillende soorten betalen voor een open holbewoner, of 4 soorten voor een naar keuze uit de stapel.
rules_rulings =
    Waar het spelregelboekje zwijgt:
    1. Het gebied, hut inbegrepen, moet binnen 5×5 passen (7×7 met 2 spelers); de hut hoeft niet in het midden te liggen.
    2. Een domino die geplaatst kan worden, moet geplaatst worden; een die dat niet kan, wordt verwijderd.
    3. Het bereik van vuur telt in koningsstappen: 1 krater spuwt 1 vuur op 1–3 vakken, 2 kraters 2 vuren op 1–2 vakken, 3 kraters 3 vuren naast de vulkaan; nooit op een vulkaan, een gedrukt vuur of een fiche; de hut kan er een krijgen. Geen geldig vak: het fiche wordt verwijderd.
    4. Vuur vernietigt de houten hulpbron of de holbewoner waar het landt.
    5. Een totem wisselt alleen van eigenaar als iemand strikt meer van zijn hulpbron heeft; dat wordt eenmaal per beurt gecontroleerd, nadat het vuurfiche van die beurt geland is. Wordt de houder ingehaald door meerdere spelers die gelijk staan, dan kiest hij wie van hen de totem krijgt.
    6. Een holbewoner komt op een terreinvak zonder vuur, hulpbron of holbewoner; in de laatste ronde wordt er niemand aangetrokken.
    7. Gelijkspel: grootste regio, dan meeste vuurpictogrammen, dan een gedeelde overwinning.
rules_options-empire-of-fire = Keizer van het vuur: +10 als elk vak binnen 2 (3 in het Neolithicum) koningsstappen van de hut ligt, dus als de hut in het midden staat.
rules_options-homo-habilis = Homo Habilis: +5 voor een volledig gebied zonder verwijderde domino.
rules_options-harmony = Harmonie: +5 voor een volledig koninkrijk zonder verwijderde domino.
rules_options-middle-kingdom = Middenrijk: +10 als het kasteel het middelste vak van je koninkrijk is (in de middelste rij en de middelste kolom van zijn vakken, af of niet).
rules_options-mighty-duel = Machtig duel: de twee spelers gebruiken alle 48 domino's en bouwen koninkrijken van 7×7.
rules_options-one-two-one = 1-2-1-draft: de koningen worden getrokken als eerste speler, tweede, tweede, eerste.
rules_classic-head = Kingdomino (het klassieke spel) · optionele regels: { $options }.
rules_classic-table = { $players } spelers, die elk rond hun kasteel een koninkrijk van 5×5 bouwen, met elk één koning, in 12 rondes van 4 domino's{ $discard }.
rules_classic-three = ; de domino die niemand kiest, wordt verwijderd
rules_classic-duel = 2 spelers, elk met twee koningen: { $deck } domino's, koninkrijken van { $size }×{ $size }, { $rounds } rondes.
rules_classic-terrains = Terreinen: graanvelden, bossen, meren, steppen, moerassen en mijnen; op sommige vakken staan kronen.
rules_classic-bot = Op Discord: als je aan de beurt bent, vermeld ik je; druk op **Speel je beurt** voor je eigen paneel (of gebruik `/origins plaats`, `kies`, `zet`). `/origins bord` toont de tafel of een koninkrijk, `/origins status` wie aan de beurt is en de scores tot nu toe.
rules_classic-turn =
    Elke ronde spelen de koningen in de volgorde van de rij, laagste domino eerst:
    1. **Plaats** de domino onder je koning: tegen je kasteel (dat past bij elk terrein), of met minstens één helft naast hetzelfde terrein, binnen je { $size }×{ $size }. Past hij nergens, dan wordt hij verwijderd; past hij wel, dan moet hij geplaatst worden.
    2. **Kies** een domino in de volgende rij: de plek van je koning daar bepaalt je volgorde in de volgende ronde.
    Nadat de laatste rij gekozen is, volgt nog één ronde waarin alleen geplaatst wordt.
rules_classic-regions = Een regio is een groep aangrenzende vakken van één terrein. Elke regio scoort haar aantal vakken × haar aantal kronen; een regio zonder kroon scoort niets.
rules_classic-ties = Gelijkspel: de grootste regio wint, dan de meeste kronen; daarna wordt de overwinning gedeeld.
rules_classic-rulings =
    Waar het spelregelboekje zwijgt:
    1. Het koninkrijk, kasteel inbegrepen, moet binnen { $size }×{ $size } passen; het kasteel hoeft niet in het midden te liggen.
    2. Een domino die geplaatst kan worden, moet geplaatst worden; een die dat niet kan, wordt verwijderd.
    3. Middenrijk: het kasteel is het middelste vak van wat het koninkrijk beslaat (de middelste rij en de middelste kolom); dat geldt ook voor een onvoltooid koninkrijk.
    4. Gelijkspel: grootste regio, dan meeste kronen, dan een gedeelde overwinning.
rules_resources-head = Kingdomino met hulpbronfiches (een fanvariant van het klassieke spel).
rules_resources-table = { $players } spelers, met elk één koning, alle 48 domino's in rijen van 4; koninkrijken hebben geen maximale grootte. Elk kasteel begint met 3 goud; de pot bevat de rest van de 22. De voorraad: 22 hout (bos), 26 graan, 14 vlees (steppe), 18 vis (meer).
rules_resources-bot = Op Discord: als je aan de beurt bent, vermeld ik je; druk op **Speel je beurt** voor je eigen paneel (of gebruik `/origins plaats`, `kies`, of `zet` met een zet als `act`, `gain C3`, `witch D4 on 2 F5` of `pass`). `/origins bord` toont de tafel of een koninkrijk, `/origins status` wie aan de beurt is en de oogst zoals die nu zou zijn.
rules_resources-turn =
    Elke ronde komen eerst de koningen die voor een actie kozen, in de volgorde waarin ze dat deden: elk **verzamelt hulpbronnen**, **zet een heks in** of **past**, en kiest daarna een domino of voert opnieuw een actie uit. Daarna spelen de koningen op domino's, laagste domino eerst: ze **plaatsen** hun domino (tegen het kasteel of hetzelfde terrein; als het kan, moet het) en **kiezen** een domino uit de volgende rij, of **voeren in plaats daarvan een actie uit** (de koning gaat boven de rij staan; de domino's die niemand koos, worden verwijderd).
    { "*" }*Verzamelen:** 1 goud naar de pot: een fiche op een van je kroonvakken (geen moeras of mijn: die leveren niets op) en een op elk van zijn 8 buurvakken van hetzelfde terrein die er nog geen hebben. Verzamel je een tweede keer op een dubbele kroon, dan krijgt die een tweede fiche en elk van die buurvakken met minder dan 2 fiches er een bij.
    { "*" }*Heks** (een moeras met kronen, één keer per spel): betaal haar kronen in goud (het goud blijft op haar liggen); per kroon verliest één kroonvak van een andere tegenstander een fiche van elk buurvak dat geen kroonvak is.
    { "*" }*Mijnen:** wie een mijn plaatst, krijgt zoveel goud uit de pot als de mijn kronen heeft (zolang de pot strekt).
rules_resources-scoring = Het spel eindigt wanneer er een nieuwe rij getrokken zou moeten worden en er geen meer over is (11 rondes). De **oogst**: per soort fiche winnen de spelers met de meeste (minstens één) die soort. Wie de meeste soorten heeft, wint; bij een gelijke stand wint wie het meeste goud op zijn kasteel heeft (goud op een heks is uitgegeven); staat het dan nog gelijk, dan wordt de plaats gedeeld.
rules_resources-rulings =
    Waar de variant vaag is:
    1. Geen actie bij de openingskeuze, en ook niet in de laatste ronde (er zou niets van komen).
    2. Je kunt op een kroonvak verzamelen zolang het minder fiches heeft dan kronen, en **een fiche die het als buurvak kreeg, telt als een keer verzameld**: een enkele kroon die zo een fiche kreeg, is op; een dubbele kroon kan dan nog één keer. Dat bepaalt vaak waar je kunt verzamelen.
    3. Als de voorraad opraakt, krijgt eerst het kroonvak zijn fiche, daarna zijn buurvakken in leesvolgorde.
    4. Een heks heeft één doelwit per kroon nodig, elk van een andere tegenstander; verwijderde fiches gaan terug naar de voorraad.
    5. Een actie uitvoeren mag altijd, ook als er niets te doen valt; passen kan altijd.
    6. Vakken worden benoemd op een raster van 45×45 met het kasteel op W23 (kolommen na Z: AA, AB…).
history_none = Nog geen afgelopen spellen in dit kanaal.
history_line = #{ $id } · { $mode }, { $players } spelers · { $when } · { $outcome }
history_cancelled = geannuleerd
history_won =
    gewonnen door { $winners } ({ $score ->
        [one] { $score } punt
       *[other] { $score } punten
    })
history_won_kinds =
    gewonnen door { $winners } ({ $score ->
        [one] { $score } soort fiches
       *[other] { $score } soorten fiches
    })
stats =
    { $name } op deze server: { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $wins ->
        [one] { $wins } overwinning
       *[other] { $wins } overwinningen
    }, gemiddeld { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } punten.
stats_no_points =
    { $name } op deze server: { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $wins ->
        [one] { $wins } overwinning
       *[other] { $wins } overwinningen
    }.
stats_none = { $name } heeft op deze server nog geen spel uitgespeeld.
illegal = { $reason }
malformed = Dat is geen zet die ik begrijp: { $reason }
error = Er ging aan mijn kant iets mis; er is niets veranderd. Probeer het nog eens.
store_unavailable = Ik kan mijn database nu even niet bereiken; er is niets veranderd. Probeer het zo nog eens.
store_unavailable_unsure = Ik verloor het contact met mijn database terwijl ik dat opsloeg, dus ik weet niet of het is bewaard. Kijk zo nog eens naar het spel.
seat_label = Speler { $seat }
this_channel = dit kanaal
lobby_button-join = Meedoen
lobby_button-leave = Verlaten
lobby_button-start = Starten
lobby_button-cancel = Annuleren
level-easy = Makkelijk
level-normal = Normaal
level-hard = Moeilijk
# the server's language (/origins taal toont hem, /origins-beheer taal stelt hem in)
language_is = De taal van nieuwe spellen op deze server is { $language }. Leden die de server mogen beheren, wijzigen dat met `/origins-beheer taal`; elk spel kan een eigen taal kiezen met de optie `taal:` van `/origins nieuw`.
language_denied = Alleen een lid dat deze server mag beheren, kan de taal wijzigen.
language_set = De taal van nieuwe spellen op deze server is nu { $language }. Spellen die al begonnen zijn, houden hun taal.
# A button that draws for whoever clicks it (Full table, the legend, a replay step), clicked again
# within its cooldown: nothing is drawn; $when is a Discord relative timestamp (<t:…:R>).
cooldown = Daar vroeg je net al om. Je kunt het { $when } opnieuw vragen.
