/**
 * "Now", the month boundaries and how far back the seeded history goes. The month starts are
 * those of the vendor dashboard (calendar months in BUSINESS_TIME_ZONE) taken at the seed's
 * instant rather than at now(), so seeded "this month" is its "this month" and a pinned clock
 * gives the same months.
 */
import { type SQL, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../shared/constants';
import type { Tx } from '../db/client';
import { DAY_MS } from './random';

export interface SeedClock {
  now: Date;
  currentMonthStart: Date;
  previousMonthStart: Date;
  /** Orders, rentals and bookings span this many days up to now; everything they refer to is older. */
  historyDays: number;
}

/**
 * 90 days below scale 10, so the demo's few hundred orders fill its dashboard; from scale 10 on
 * two years and more (1,605 days at scale 2500), so a month holds a believable share.
 */
export function historyDays(scale: number): number {
  return scale < 10 ? 90 : Math.round(365 * (1 + Math.log10(scale)));
}

/** An instant so many days before the seed's now. */
export const daysBefore = (clock: SeedClock, days: number): Date => new Date(clock.now.getTime() - days * DAY_MS);

/** A Date as a statement constant. */
export const instant = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

/** The seed's instant as a statement constant: every date it writes is relative to it. */
export const nowOf = (clock: SeedClock): SQL => instant(clock.now);

/** In SQL: the instant so many days (a float8 expression) before the seed's now. */
export const sqlDaysBefore = (clock: SeedClock, days: SQL): SQL =>
  sql`(${nowOf(clock)} - (${days}) * interval '1 day')`;

interface ClockRow extends Record<string, unknown> {
  now: Date | string;
  cur_start: Date | string;
  prev_start: Date | string;
}

/** `now` pins the clock (two seeds at the same instant write the very same rows); by default the database's. */
export async function readClock(tx: Tx, scale: number, now?: Date): Promise<SeedClock> {
  // Whole milliseconds, as a Date holds them, so the SQL side and the JS side agree.
  const pinned = now ? instant(now) : sql`date_trunc('milliseconds', now())`;
  const local = sql`date_trunc('month', t.now at time zone ${BUSINESS_TIME_ZONE})`;
  const result = await tx.execute<ClockRow>(sql`
    select t.now,
      ${local} at time zone ${BUSINESS_TIME_ZONE} as cur_start,
      (${local} - interval '1 month') at time zone ${BUSINESS_TIME_ZONE} as prev_start
    from (select ${pinned} as now) t`);
  const row = result.rows[0];
  if (!row) throw new Error('could not read the database clock');
  return {
    now: new Date(row.now),
    currentMonthStart: new Date(row.cur_start),
    previousMonthStart: new Date(row.prev_start),
    historyDays: historyDays(scale),
  };
}
