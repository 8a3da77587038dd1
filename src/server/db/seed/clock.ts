/**
 * "Now" and the month boundaries, read from the database in the marketplace's time zone with
 * the very expressions the vendor dashboard uses, so seeded "this month" is its "this month".
 */
import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../shared/constants';
import type { Tx } from '../client';

export interface SeedClock {
  now: Date;
  currentMonthStart: Date;
  previousMonthStart: Date;
}

interface ClockRow extends Record<string, unknown> {
  now: Date | string;
  cur_start: Date | string;
  prev_start: Date | string;
}

export async function readClock(tx: Tx): Promise<SeedClock> {
  const result = await tx.execute<ClockRow>(sql`
    select now() as now,
      (date_trunc('month', now() at time zone ${BUSINESS_TIME_ZONE}) at time zone ${BUSINESS_TIME_ZONE}) as cur_start,
      ((date_trunc('month', now() at time zone ${BUSINESS_TIME_ZONE}) - interval '1 month') at time zone ${BUSINESS_TIME_ZONE}) as prev_start
  `);
  const row = result.rows[0];
  if (!row) throw new Error('could not read the database clock');
  return { now: new Date(row.now), currentMonthStart: new Date(row.cur_start), previousMonthStart: new Date(row.prev_start) };
}
