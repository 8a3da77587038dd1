import { type SQL, sql } from 'drizzle-orm';
import type { CalendarDay } from '../../shared/contract/calendar';
import type { ZeroBasedPage } from '../../shared/contract/statusLists';
import type { Db } from './client';
import { type DayPeak, dailyPeaks, type PeakStatus } from './heldPeaks';
import type { HeldReader } from './heldSpans';

/**
 * The owners of a kind's calendar (equipments, providers): their table (`o` names its row), what
 * a row shows of one (a JSON object), and how many units it has to hold (stock; a provider 1).
 */
export interface CalendarOwners {
  table: string;
  owner: SQL;
  capacity: SQL;
}

/** Which owners: a page of all of them by name, or the ones named. */
export type CalendarOwnersWhich = { page: ZeroBasedPage } | { ids: readonly string[] };

/** One owner's row of a calendar: what it shows of the owner, and its days in order. */
export interface CalendarRow<Owner> {
  owner: Owner;
  days: CalendarDay[];
}

type PeakRow<Owner> = Omit<DayPeak, 'owner_id'> & { id: string; owner: Owner; capacity: number; total: number };

/** The day after a YYYY-MM-DD, as SQL: a calendar's `to` is its last day, its span ends the next midnight. */
const dayAfter = (day: string) => sql`${day}::date + 1`;

/**
 * A calendar (issue 29) in one statement: the owners (a page of them by name, or those named),
 * and for each, every day from `from` to `to`: the peaks of `dailyPeaks` over the records the
 * kind's `held.ts` reads, and whether the confirmed peak passes the owner's capacity. Answers the
 * rows and how many owners there are in all, whatever the page (one past the end too).
 */
export async function calendarRows<Owner>(
  db: Db,
  reader: HeldReader<PeakStatus>,
  owners: CalendarOwners,
  which: CalendarOwnersWhich,
  range: { from: string; to: string },
): Promise<{ rows: CalendarRow<Owner>[]; total: number }> {
  const table = sql.identifier(owners.table);
  const selected =
    'page' in which
      ? sql`order by o.name, o.id limit ${which.page.pageSize} offset ${which.page.pageNumber * which.page.pageSize}`
      : sql`where o.id = any(${sql.param(which.ids)}::uuid[]) order by o.name, o.id`;
  const ids = sql`array(select id from page)`;
  const until = dayAfter(range.to);
  const { rows } = await db.execute<PeakRow<Owner>>(sql`
    with page as (
      select o.id, o.name, ${owners.owner} as owner, ${owners.capacity} as capacity,
             count(*) over ()::int as total
        from ${table} o ${selected}
    )
    select page.id, page.owner, page.capacity, page.total, p.day, p.confirmed, p.pending, p.records
      from page
      join (${dailyPeaks(reader.during(ids, range.from, until), ids, range.from, until)}) p on p.owner_id = page.id
     order by page.name, page.id, p.day`);
  // The window's count is taken before the limit, but a page past the end has no row to carry it.
  if (rows.length === 0 && 'page' in which) return { rows: [], total: await ownerCount(db, owners.table) };
  const byOwner = new Map<string, CalendarRow<Owner>>();
  for (const row of rows) {
    const ofOwner = byOwner.get(row.id) ?? { owner: row.owner, days: [] };
    byOwner.set(row.id, ofOwner);
    ofOwner.days.push({
      date: row.day,
      confirmed: row.confirmed,
      pending: row.pending,
      records: row.records,
      overBooked: row.confirmed > row.capacity,
    });
  }
  return { rows: [...byOwner.values()], total: rows[0]?.total ?? 0 };
}

/** How many owners a kind has. */
async function ownerCount(db: Db, table: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return rows[0]?.n ?? 0;
}

/** Whether the owner exists (a calendar of an unknown one is a 404, not an empty month). */
export async function ownerExists(db: Db, owners: CalendarOwners, id: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from ${sql.identifier(owners.table)} where id = ${id}`);
  return rows.length > 0;
}

/** The records holding one owner at some moment of one day, each with its held span (YYYY-MM-DDTHH:MM:SS). */
export async function heldOnDay(
  db: Db,
  reader: HeldReader<PeakStatus>,
  ownerId: string,
  day: string,
): Promise<Map<string, { heldFrom: string; heldUntil: string }>> {
  const { rows } = await db.execute<{ id: string; held_from: string; held_until: string }>(sql`
    select h.id, to_char(h.held_from, 'YYYY-MM-DD"T"HH24:MI:SS') as held_from,
           to_char(h.held_until, 'YYYY-MM-DD"T"HH24:MI:SS') as held_until
      from (${reader.during([ownerId], day, dayAfter(day))}) h
     order by h.held_from, h.id`);
  return new Map(rows.map((row) => [row.id, { heldFrom: row.held_from, heldUntil: row.held_until }]));
}
