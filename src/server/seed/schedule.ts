/** The day and time a rental or booking is for, in SQL. */
import { type SQL, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../shared/constants';
import { chance, intBetween } from './draw';

/** The calendar date of an instant in the marketplace's time zone. */
export const businessDay = (instant: SQL): SQL => sql`((${instant}) at time zone ${BUSINESS_TIME_ZONE})::date`;

/** A start time on the half hour between 07:00 and 17:30. */
export function workingTime(label: string, row: SQL): SQL {
  return sql`make_time(${intBetween(`${label}.hour`, row, 7, 17)}, case when ${chance(`${label}.half`, row, 0.5)} then 30 else 0 end, 0)`;
}
