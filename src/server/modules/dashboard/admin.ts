import { type SQL, sql } from 'drizzle-orm';
import type { AdminDashboard, MonthFigures } from '../../../shared/contract/dashboard';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { equipmentRentals, serviceBookings, statusCounts } from '../../db/schema';
import { jsonArray } from './jsonArray';
import { chartMonths, chartStart } from './months';
import { lowStockCounts, salesDayShards } from './table';

const s = salesDayShards;
// business_day() / business_month() are what the triggers key the days and months by (migrations
// 0015, 0026), so the dashboard's periods are theirs. Each is a sub-select, computed once per run
// (an init plan): inline, the time zone conversion ran for every row of every aggregate's filter,
// 5 of the statement's 16 ms.
const today = sql`(select business_day(now()))`;
const monthStart = sql`(select business_month(now()))`;
const lastMonthStart = sql`(${monthStart} - interval '1 month')::date`;
/** The same days of last month as this month has had so far (fewer when last month is shorter). */
const lastMonthSoFar = sql`least((${lastMonthStart} + (${today} - ${monthStart} + 1))::date, ${monthStart})`;

/** Sums `column` over the kept days (all shards) where `when` holds, zero without one. */
const sumOf = (column: typeof s.orders | typeof s.revenue, when: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${when}), 0)`.mapWith(Number);

/** A scalar count, as a number. */
const figure = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/** Confirmed rows of a scheduled table whose `column` falls on today (local time, as stored). */
const confirmedToday = (table: typeof equipmentRentals | typeof serviceBookings, column: SQL) =>
  figure(sql`select count(*) from ${table} where ${table.status} = 'CONFIRMED'
    and ${column} >= ${today}::timestamp and ${column} < (${today} + 1)::timestamp`);

/**
 * The chart's months, summed from the kept days (about 365 days of at most 16 shard rows), as a
 * JSON array: a column of the figures' statement, so the dashboard is one round trip.
 */
const months = jsonArray<MonthFigures>(
  sql`select date_trunc('month', ${s.day}::timestamp)::date::text as month, sum(${s.orders}) as orders,
    sum(${s.revenue}) as revenue from ${s} where ${s.day} >= ${chartStart} group by 1`,
);

/**
 * Every figure and the chart's months in one statement: the kept days of this month and last (at
 * most 16 shard rows a day, by primary key), the kept status counts and low-stock counts, and
 * today's rentals and bookings through their starts_at / ends_at indexes (a day's rows).
 */
const figuresStatement = (db: Db) =>
  preparedOnce(db, 'admin_dashboard', () =>
    db
      .select({
        today: sql<string>`${today}::text`,
        monthStart: sql<string>`${monthStart}::text`,
        dayOrders: sumOf(s.orders, sql`${s.day} = ${today}`),
        dayRevenue: sumOf(s.revenue, sql`${s.day} = ${today}`),
        yesterdayOrders: sumOf(s.orders, sql`${s.day} = ${today} - 1`),
        yesterdayRevenue: sumOf(s.revenue, sql`${s.day} = ${today} - 1`),
        monthOrders: sumOf(s.orders, sql`${s.day} >= ${monthStart}`),
        monthRevenue: sumOf(s.revenue, sql`${s.day} >= ${monthStart}`),
        lastMonthOrders: sumOf(s.orders, sql`${s.day} >= ${lastMonthStart} and ${s.day} < ${lastMonthSoFar}`),
        lastMonthRevenue: sumOf(s.revenue, sql`${s.day} >= ${lastMonthStart} and ${s.day} < ${lastMonthSoFar}`),
        pendingSellerRequests: figure(
          sql`select coalesce(sum(${statusCounts.n}), 0) from ${statusCounts}
            where ${statusCounts.entity} = 'seller_requests' and ${statusCounts.status} = 'PENDING'`,
        ),
        rentalsGoingOut: confirmedToday(equipmentRentals, sql`${equipmentRentals.startsAt}`),
        rentalsComingBack: confirmedToday(equipmentRentals, sql`${equipmentRentals.endsAt}`),
        bookingsToday: confirmedToday(serviceBookings, sql`${serviceBookings.startsAt}`),
        lowStockVariants: figure(sql`select coalesce(sum(${lowStockCounts.n}), 0) from ${lowStockCounts}`),
        months,
      })
      .from(s)
      // Yesterday may be in last month: the bounds cover both.
      .where(sql`${s.day} >= least(${lastMonthStart}, ${today} - 1) and ${s.day} <= ${today}`)
      .prepare('admin_dashboard'),
  );

/**
 * GET /dashboard/admin-dashboard: today against yesterday, this month so far against the same days
 * of last month, what waits on the admin today and the last months' revenue, all from kept
 * figures or a day's rows.
 */
export async function adminDashboard(db: Db): Promise<AdminDashboard> {
  const [row] = await figuresStatement(db).execute({});
  if (!row) throw new Error('dashboard query returned no row');
  return {
    today: row.today,
    monthStart: row.monthStart,
    day: {
      orders: row.dayOrders,
      revenue: row.dayRevenue,
      previousOrders: row.yesterdayOrders,
      previousRevenue: row.yesterdayRevenue,
    },
    month: {
      orders: row.monthOrders,
      revenue: row.monthRevenue,
      previousOrders: row.lastMonthOrders,
      previousRevenue: row.lastMonthRevenue,
    },
    pendingSellerRequests: row.pendingSellerRequests,
    rentalsGoingOut: row.rentalsGoingOut,
    rentalsComingBack: row.rentalsComingBack,
    bookingsToday: row.bookingsToday,
    lowStockVariants: row.lowStockVariants,
    revenueByMonth: chartMonths(row.monthStart, row.months),
  };
}
