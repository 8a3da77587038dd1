/**
 * "Now" and the month boundaries, read from the database with the vendor dashboard's own
 * expression (db/months.ts), so seeded "this month" is its "this month".
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { monthStart } from '../db/months';

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
  const result = await tx.execute<ClockRow>(
    sql`select now() as now, ${monthStart(0)} as cur_start, ${monthStart(-1)} as prev_start`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('could not read the database clock');
  return {
    now: new Date(row.now),
    currentMonthStart: new Date(row.cur_start),
    previousMonthStart: new Date(row.prev_start),
  };
}
