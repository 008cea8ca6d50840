# Quiet hours and vacation (bot/away.py, bot/time_off.py). Times are Discord timestamps
# (<t:…>), which every reader sees in their own time zone and language.


## /origins quiet

# TODO translate
time_off-quiet_set = Your quiet hours: { $start } to { $end }, { $zone } (it is { $local } there now). { $when } During them your turn prompts do not ping you and no DM comes, reminders wait until they end, and your turn timers are paused, so the autopilot never plays for you while you sleep.
# TODO translate
time_off-quiet_now = You are in them now, until { $until }.
# TODO translate
time_off-quiet_next = The next ones: { $start } to { $end }.
# TODO translate
time_off-quiet_off = Your quiet hours are off: your turns ping you at any hour again.
# TODO translate
time_off-quiet_none = You have no quiet hours. Set them with `/origins quiet start:22 end:7 timezone:Europe/Amsterdam`.
# TODO translate
time_off-quiet_missing = Give both `start` and `end` (whole hours, 0 to 23), or `off:True` to turn your quiet hours off.
# TODO translate
time_off-hours_range = Quiet hours begin and end on a whole hour from 0 to 23.
# TODO translate
time_off-hours_same = Quiet hours need a start and an end that differ, for example 22 to 7.
# TODO translate
time_off-zone_missing = Tell me your time zone too (`timezone:`), such as Europe/Amsterdam or UTC+2.
# TODO translate
time_off-zone_unknown = I do not know the time zone “{ $zone }”: choose one from the list, such as Europe/Amsterdam, or give an offset such as UTC+2.

## /origins vacation

# TODO translate
time_off-vacation_on = You are on vacation until you turn it off (`/origins vacation on:False`).
# TODO translate
time_off-vacation_on_until = You are on vacation until { $until }.
# TODO translate
time_off-paused =
    { $count ->
        [0] You have no game in play now; games you join wait for you too. The autopilot does not play for you while you are away.
        [one] Your turn timer and reminder are paused in your game in play, and the autopilot does not play for you while you are away; the table sees that you are away.
       *[other] Your turn timers and reminders are paused in your { $count } games in play, and the autopilot does not play for you while you are away; the tables see that you are away.
    }
# TODO translate
time_off-vacation_off =
    { $count ->
        [0] Welcome back! You have no game in play now.
        [one] Welcome back! Your turn timer runs again in your game in play, with the time it had left.
       *[other] Welcome back! Your turn timers run again in your { $count } games in play, each with the time it had left.
    }
# TODO translate
time_off-vacation_not_on = You are not on vacation.
# TODO translate
time_off-vacation_until_needs_on = `until` goes with `on:True` only: the date you are back.
# TODO translate
time_off-date_unknown = “{ $date }” is not a date I can read: write it as YYYY-MM-DD, for example { $example }.
# TODO translate
time_off-date_past = That date has passed: give the date you are back, for example { $example }.
# TODO translate
time_off-date_far = A vacation can end at most { $days } days from now.
# TODO translate
time_off-date_choice =
    { $date } ({ $days ->
        [one] tomorrow
       *[other] in { $days } days
    })

## what the tables see (turn prompt, /origins status)

# TODO translate
time_off-away_vacation = { $name } is on vacation: their turn waits until they are back (the creator or a moderator can still `/origins kick`).
# TODO translate
time_off-away_vacation_until = { $name } is on vacation until { $until }: their turn waits until then (the creator or a moderator can still `/origins kick`).
# TODO translate
time_off-away_quiet = It is { $name }'s quiet time until { $until }: no ping, and their turn timer waits.
