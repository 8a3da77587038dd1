import { and, eq, min } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema';
import type { EntityVersions } from '../../entity/entity';

/**
 * An order's versions are its status as the one who changed it saw it: a vendor its items'
 * (the least advanced), an admin the order's. Orders are not restored: only their vendors move them.
 */
export const orderVersions: EntityVersions = {
  entity: 'orders',
  current: async (db, id, vendorId) => {
    if (vendorId === null) {
      const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      return order ?? null;
    }
    const [mine] = await db
      .select({ status: min(orderItems.status) })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, id), eq(orderItems.vendorId, vendorId)));
    return mine?.status ? { status: mine.status } : null;
  },
};
