# Quiet hours and vacation (bot/away.py, bot/time_off.py). Times are Discord timestamps
# (<t:…>), which every reader sees in their own time zone and language.
# Italian: quiet hours = ore di quiete (/origins quiete inizio: fine: fuso_orario: disattiva:),
# vacation = vacanza (/origins vacanza attiva: rientro:). Sentences about the member avoid
# gendered participles ("sei in vacanza", "bentornato/a" is "Eccoti di nuovo").


## /origins quiet

time_off-quiet_set = Le tue ore di quiete: dalle { $start } alle { $end }, { $zone } (lì ora sono le { $local }). { $when } Durante quelle ore gli avvisi del tuo turno non ti menzionano e non ricevi messaggi diretti, i promemoria aspettano la fine e i timer dei tuoi turni sono in pausa: il pilota automatico non gioca mai per te mentre dormi.
time_off-quiet_now = Ora sei nelle ore di quiete, fino alle { $until }.
time_off-quiet_next = Le prossime: dal { $start } alle { $end }.
time_off-quiet_off = Ore di quiete disattivate: i tuoi turni ti menzionano di nuovo a qualsiasi ora.
time_off-quiet_none = Non hai ore di quiete. Impostale con `/origins quiete inizio:22 fine:7 fuso_orario:Europe/Rome`.
time_off-quiet_missing = Indica sia `inizio` sia `fine` (ore intere, da 0 a 23), oppure `disattiva:True` per disattivare le ore di quiete.
time_off-hours_range = Le ore di quiete iniziano e finiscono a un'ora intera, da 0 a 23.
time_off-hours_same = Le ore di quiete richiedono un inizio e una fine diversi, per esempio dalle 22 alle 7.
time_off-zone_missing = Dimmi anche il tuo fuso orario (`fuso_orario:`), come Europe/Rome o UTC+2.
time_off-zone_unknown = Non conosco il fuso orario “{ $zone }”: scegline uno dall'elenco, come Europe/Rome, o indica uno scarto come UTC+2.

## /origins vacation

time_off-vacation_on = Sei in vacanza finché non la disattivi (`/origins vacanza attiva:False`).
time_off-vacation_on_until = Sei in vacanza; rientro: { $until }.
time_off-paused =
    { $count ->
        [0] Ora non hai partite in corso; anche quelle a cui ti unirai ti aspetteranno. Mentre sei via il pilota automatico non gioca per te.
        [one] Nella tua partita in corso il timer del turno e il promemoria sono in pausa, e mentre sei via il pilota automatico non gioca per te; al tavolo si vede che sei via.
       *[other] Nelle tue { $count } partite in corso i timer dei turni e i promemoria sono in pausa, e mentre sei via il pilota automatico non gioca per te; ai tavoli si vede che sei via.
    }
time_off-vacation_off =
    { $count ->
        [0] Eccoti di nuovo! Ora non hai partite in corso.
        [one] Eccoti di nuovo! Nella tua partita in corso il timer del turno riparte, con il tempo che gli restava.
       *[other] Eccoti di nuovo! Nelle tue { $count } partite in corso i timer dei turni ripartono, ognuno con il tempo che gli restava.
    }
time_off-vacation_not_on = Non sei in vacanza.
time_off-vacation_until_needs_on = `rientro` va solo con `attiva:True`: è la data in cui torni.
time_off-date_unknown = “{ $date }” non è una data che riesco a leggere: scrivila come AAAA-MM-GG, per esempio { $example }.
time_off-date_past = Quella data è passata: indica la data in cui torni, per esempio { $example }.
time_off-date_far = Una vacanza può finire al massimo tra { $days } giorni.
time_off-date_choice =
    { $date } ({ $days ->
        [one] domani
       *[other] tra { $days } giorni
    })

## what the tables see (turn prompt, /origins status)

time_off-away_vacation = { $name } è in vacanza: il suo turno aspetta il suo ritorno (chi ha creato la partita o un moderatore può comunque usare `/origins rimuovi`).
time_off-away_vacation_until = { $name } è in vacanza (rientro: { $until }): il suo turno aspetta fino ad allora (chi ha creato la partita o un moderatore può comunque usare `/origins rimuovi`).
time_off-away_quiet = Per { $name } sono ore di quiete fino alle { $until }: nessuna menzione, e il timer del suo turno aspetta.
