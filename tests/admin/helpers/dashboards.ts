import type { AdminDashboard, MonthFigures, VendorDashboard } from '../../../src/shared/contract/dashboard';

/** Twelve months to November 2026, the revenue `revenue(i)` of the i-th (oldest first). */
export const chartMonths = (revenue: (i: number) => number = () => 0): MonthFigures[] =>
  Array.from({ length: 12 }, (_, i) => {
    const month = new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 10);
    return { month, orders: revenue(i) > 0 ? i + 1 : 0, revenue: revenue(i) };
  });

/** What a vendor with nothing yet sees. */
export const emptyVendorDashboardData: VendorDashboard = {
  currentMonth: { orders: 0, orderRevenue: 0 },
  trends: { ordersTrend: 0, ordersIncreasing: false, revenueTrend: 0, revenueIncreasing: false },
  products: { all: 0, variants: 0 },
  revenueByMonth: chartMonths(),
  latestOrders: [],
  lowStock: { variants: 0, lowest: [] },
};

/** An admin's day of 27 November 2026. */
export const adminDashboardData: AdminDashboard = {
  today: '2026-11-27',
  monthStart: '2026-11-01',
  day: { orders: 14, revenue: 25_300.5, previousOrders: 9, previousRevenue: 31_000 },
  month: { orders: 420, revenue: 812_000, previousOrders: 380, previousRevenue: 812_000 },
  pendingSellerRequests: 3,
  rentalsGoingOut: 5,
  rentalsComingBack: 2,
  bookingsToday: 7,
  lowStockVariants: 18,
  revenueByMonth: chartMonths((i) => (i + 1) * 1000),
};
