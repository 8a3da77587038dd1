import { sql } from 'drizzle-orm';
import { DASHBOARD_CHART_MONTHS } from '../../../shared/constants';
import type { MonthFigures } from '../../../shared/contract/dashboard';

/**
 * The chart's first month: DASHBOARD_CHART_MONTHS months back to this one, in the marketplace's
 * time zone (business_month(), migration 0015). A sub-select, so a scan computes it once, not per row.
 */
export const chartStart = sql.raw(
  `(select (business_month(now()) - interval '${DASHBOARD_CHART_MONTHS - 1} months')::date)`,
);

/** 'YYYY-MM-01' of the month `back` months before `monthStart` ('YYYY-MM-01'). */
function monthBefore(monthStart: string, back: number): string {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The chart's months, oldest first and this month (`monthStart`) last, each with its figures from
 * `rows` (the kept months that have any), zero for the others.
 */
export function chartMonths(monthStart: string, rows: readonly MonthFigures[]): MonthFigures[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return Array.from({ length: DASHBOARD_CHART_MONTHS }, (_, i) => {
    const month = monthBefore(monthStart, DASHBOARD_CHART_MONTHS - 1 - i);
    const row = byMonth.get(month);
    return { month, orders: row?.orders ?? 0, revenue: row?.revenue ?? 0 };
  });
}
