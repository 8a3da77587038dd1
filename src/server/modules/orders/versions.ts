import { and, eq } from 'drizzle-orm';
import { orders, vendorOrders } from '../../db/schema';
import type { EntityVersions } from '../../entity/entity';

/**
 * An order's versions are its status as the one who changed it saw it: a vendor its own part's
 * (vendor_orders, its first item's), an admin the order's. Orders are not restored: only their vendors move them.
 */
export const orderVersions: EntityVersions = {
  entity: 'orders',
  current: async (db, id, vendorId) => {
    if (vendorId === null) {
      const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      return order ?? null;
    }
    const [mine] = await db
      .select({ status: vendorOrders.status })
      .from(vendorOrders)
      .where(and(eq(vendorOrders.orderId, id), eq(vendorOrders.vendorId, vendorId)));
    return mine ?? null;
  },
};
