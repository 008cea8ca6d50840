# Quiet hours and vacation (bot/away.py, bot/time_off.py). Times are Discord timestamps
# (<t:…>), which every reader sees in their own time zone and language.

## /origins quiet
time_off-quiet_set = Je rusturen: { $start } tot { $end }, { $zone } (daar is het nu { $local }). { $when } Tijdens je rusturen pingen je beurtmeldingen je niet en komt er geen DM, wachten herinneringen tot ze voorbij zijn en staan je beurttimers stil, zodat de autopiloot nooit voor je speelt terwijl je slaapt.
time_off-quiet_now = Die zijn nu bezig, tot { $until }.
time_off-quiet_next = De volgende: { $start } tot { $end }.
time_off-quiet_off = Je rusturen staan uit: je beurten pingen je weer op elk uur.
time_off-quiet_none = Je hebt geen rusturen. Stel ze in met `/origins rusturen begin:22 einde:7 tijdzone:Europe/Amsterdam`.
time_off-quiet_missing = Geef zowel `begin` als `einde` (hele uren, 0 tot 23), of `uit:True` om je rusturen uit te zetten.
time_off-hours_range = Rusturen beginnen en eindigen op een heel uur van 0 tot 23.
time_off-hours_same = Rusturen hebben een begin en een einde nodig die verschillen, bijvoorbeeld 22 tot 7.
time_off-zone_missing = Geef ook je tijdzone op (`tijdzone:`), zoals Europe/Amsterdam of UTC+2.
time_off-zone_unknown = Ik ken de tijdzone “{ $zone }” niet: kies er een uit de lijst, zoals Europe/Amsterdam, of geef een verschil met UTC, zoals UTC+2.

## /origins vacation
time_off-vacation_on = Je bent op vakantie tot je het uitzet (`/origins vakantie aan:False`).
time_off-vacation_on_until = Je bent op vakantie tot { $until }.
time_off-paused =
    { $count ->
        [0] Je hebt nu geen lopend spel; spellen waaraan je meedoet, wachten ook op je. De autopiloot speelt niet voor je zolang je weg bent.
        [one] Je beurttimer en herinnering staan stil in je lopende spel, en de autopiloot speelt niet voor je zolang je weg bent; de tafel ziet dat je weg bent.
       *[other] Je beurttimers en herinneringen staan stil in je { $count } lopende spellen, en de autopiloot speelt niet voor je zolang je weg bent; de tafels zien dat je weg bent.
    }
time_off-vacation_off =
    { $count ->
        [0] Welkom terug! Je hebt nu geen lopend spel.
        [one] Welkom terug! Je beurttimer loopt weer in je lopende spel, met de tijd die er nog over was.
       *[other] Welkom terug! Je beurttimers lopen weer in je { $count } lopende spellen, elk met de tijd die er nog over was.
    }
time_off-vacation_not_on = Je bent niet op vakantie.
time_off-vacation_until_needs_on = `tot` hoort alleen bij `aan:True`: de datum waarop je terug bent.
time_off-date_unknown = “{ $date }” is geen datum die ik kan lezen: schrijf hem als JJJJ-MM-DD, bijvoorbeeld { $example }.
time_off-date_past = Die datum is al voorbij: geef de datum waarop je terug bent, bijvoorbeeld { $example }.
time_off-date_far = Een vakantie kan hoogstens { $days } dagen vanaf nu eindigen.
time_off-date_choice =
    { $date } ({ $days ->
        [one] morgen
       *[other] over { $days } dagen
    })

## what the tables see (turn prompt, /origins status)
time_off-away_vacation = { $name } is op vakantie: de beurt wacht tot { $name } terug is (de maker of een moderator kan nog altijd `/origins verwijder` gebruiken).
time_off-away_vacation_until = { $name } is op vakantie tot { $until }: de beurt wacht tot dan (de maker of een moderator kan nog altijd `/origins verwijder` gebruiken).
time_off-away_quiet = { $name } heeft rusturen tot { $until }: geen ping, en de beurttimer wacht.
