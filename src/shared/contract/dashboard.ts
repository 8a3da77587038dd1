import { z } from 'zod';

/** GET /dashboard/vendor-dashboard (spec §7 Dashboard). */
export const vendorDashboardSchema = z.object({
  currentMonth: z.object({ orders: z.number().int(), orderRevenue: z.number() }),
  trends: z.object({
    ordersTrend: z.number(),
    ordersIncreasing: z.boolean(),
    revenueTrend: z.number(),
    revenueIncreasing: z.boolean(),
  }),
  products: z.object({ all: z.number().int(), variants: z.number().int() }),
});
export type VendorDashboard = z.infer<typeof vendorDashboardSchema>;
export const vendorDashboardResponseSchema = z.object({ data: vendorDashboardSchema });
