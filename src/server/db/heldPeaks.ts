import { type SQL, sql } from 'drizzle-orm';
import { type Moment, moment, type Owners, ownersOf } from './heldSpans';

/** The statuses a day's peaks are counted for: what both kinds hold by. */
export type PeakStatus = 'CONFIRMED' | 'PENDING';

/** One owner's day: the most units held at any moment of it by CONFIRMED records, and by PENDING ones apart. */
export interface DayPeak {
  owner_id: string;
  /** YYYY-MM-DD */
  day: string;
  confirmed: number;
  pending: number;
  /** The records holding the owner at some moment of the day, of either status. */
  records: number;
}

/**
 * The statement of each owner's peaks per day over [from, until), from `held` (a statement of
 * `HeldRow`s, a module's `held.ts` reading, of these owners): a row for every owner and day,
 * naught where nothing is held (Louez `calculatePeakReservedQuantities`, Odoo
 * `_get_unavailable_qty`). A day cut by `from` or `until` counts only its part inside them.
 *
 * The level of an owner and status moves at each record's held_from (+qty) and held_until
 * (-qty); at one moment the ends come first (a span is half-open), so the running sum in that
 * order never shows two records that only touch. A zero step at `from` and at each midnight
 * carries the level into a day where nothing starts; a day's peak is the highest level of its
 * steps. One sort of the steps, whatever the number of days and records. A day's records (those
 * whose held span meets it) are those holding at its marker, the ends at that moment counted
 * first, and those starting in it (a start before `from` counts as one at `from`).
 */
export function dailyPeaks(held: SQL, owners: Owners, from: Moment, until: Moment): SQL {
  const start = moment(from);
  const end = moment(until);
  return sql`
    with held as (${held}),
    steps as (
      select owner_id, status::text as status, greatest(held_from, ${start}) as at, qty as delta, 1 as n from held
      union all
      select owner_id, status::text, held_until, -qty, -1 from held where held_until < ${end}
      union all
      select o.id, s.status, m.at, 0, 0
        from unnest(${ownersOf(owners)}) o(id)
        cross join (values ('CONFIRMED'), ('PENDING')) s(status)
        cross join (
          select ${start} as at
          union all
          select generate_series(date_trunc('day', ${start}) + interval '1 day', ${end}, interval '1 day')
        ) m
    ),
    levels as (
      select owner_id, status, at,
             sum(delta) over w as level, n,
             sum(n) over w as holding
        from steps
      window w as (partition by owner_id, status order by at, delta rows unbounded preceding)
    )
    select owner_id, to_char(at::date, 'YYYY-MM-DD') as day,
           coalesce(max(level) filter (where status = 'CONFIRMED'), 0)::int as confirmed,
           coalesce(max(level) filter (where status = 'PENDING'), 0)::int as pending,
           (sum(holding) filter (where n = 0) + count(*) filter (where n = 1))::int as records
      from levels
     where at < ${end}
     group by owner_id, at::date`;
}
