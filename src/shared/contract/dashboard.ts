import { z } from 'zod';
import { dataResponse } from './common';
import { orderStatusSchema } from './orders';
import { productVariantSchema } from './products';

/** One month of a revenue chart: its first day (YYYY-MM-DD), its orders and revenue. */
export const monthFiguresSchema = z.object({ month: z.iso.date(), orders: z.number().int(), revenue: z.number() });
export type MonthFigures = z.infer<typeof monthFiguresSchema>;

/** The revenue chart: DASHBOARD_CHART_MONTHS months, oldest first, this month last. */
const revenueByMonth = z.array(monthFiguresSchema);

/** One of the vendor's latest orders: its share of it (its items' sum, its status), whose it is. */
export const latestOrderSchema = z.object({
  id: z.string(),
  orderDate: z.iso.datetime(),
  status: orderStatusSchema,
  amount: z.number(),
  customer: z.string(),
});
export type LatestOrder = z.infer<typeof latestOrderSchema>;

/** A variant low on stock, with its product's name. */
export const lowStockVariantSchema = productVariantSchema
  .pick({ id: true, productId: true, size: true, color: true, stock: true })
  .extend({ productName: z.string() });
export type LowStockVariant = z.infer<typeof lowStockVariantSchema>;

/**
 * GET /dashboard/vendor-dashboard (spec §7 Dashboard: the three cards' figures), and beyond the
 * spec its revenue over the last months, its latest orders and its variants low on stock (how
 * many, and the lowest few).
 */
export const vendorDashboardSchema = z.object({
  currentMonth: z.object({ orders: z.number().int(), orderRevenue: z.number() }),
  trends: z.object({
    ordersTrend: z.number(),
    ordersIncreasing: z.boolean(),
    revenueTrend: z.number(),
    revenueIncreasing: z.boolean(),
  }),
  products: z.object({ all: z.number().int(), variants: z.number().int() }),
  revenueByMonth,
  latestOrders: z.array(latestOrderSchema),
  lowStock: z.object({ variants: z.number().int(), lowest: z.array(lowStockVariantSchema) }),
});
export type VendorDashboard = z.infer<typeof vendorDashboardSchema>;
export const vendorDashboardResponseSchema = dataResponse(vendorDashboardSchema);

/** Orders and revenue of a period and of the same period before it. */
export const periodFiguresSchema = z.object({
  orders: z.number().int(),
  revenue: z.number(),
  previousOrders: z.number().int(),
  previousRevenue: z.number(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

/**
 * GET /dashboard/admin-dashboard (beyond the spec): the business at a glance, in the marketplace's
 * time zone. `today` is the business day the figures are of (the lists' filters take it); revenue
 * leaves out cancelled items, as the vendor dashboard's.
 */
export const adminDashboardSchema = z.object({
  today: z.iso.date(),
  monthStart: z.iso.date(),
  /** Today against yesterday. */
  day: periodFiguresSchema,
  /** This month so far against the same days of last month. */
  month: periodFiguresSchema,
  pendingSellerRequests: z.number().int(),
  /** Confirmed rentals starting today, and ending today. */
  rentalsGoingOut: z.number().int(),
  rentalsComingBack: z.number().int(),
  /** Confirmed bookings starting today. */
  bookingsToday: z.number().int(),
  /** Variants at or below LOW_STOCK_THRESHOLD, every vendor's. */
  lowStockVariants: z.number().int(),
  revenueByMonth,
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export const adminDashboardResponseSchema = dataResponse(adminDashboardSchema);
