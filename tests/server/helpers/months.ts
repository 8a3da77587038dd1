import { type SQL, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../src/shared/constants';

/**
 * The start of a calendar month in the marketplace's time zone, as a timestamptz: `offset` 0 is
 * this month, -1 the previous one, 1 the next: a fresh computation to check the months the
 * dashboard's aggregates are keyed by (business_month(), migration 0015).
 */
export function monthStart(offset: -1 | 0 | 1): SQL {
  const local = sql`date_trunc('month', now() at time zone ${BUSINESS_TIME_ZONE})`;
  const shifted = offset === 0 ? local : sql`(${local} + ${sql.raw(`interval '${offset} month'`)})`;
  return sql`(${shifted} at time zone ${BUSINESS_TIME_ZONE})`;
}
