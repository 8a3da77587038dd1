import { eq } from 'drizzle-orm';
import { users, vendors } from '../../db/schema';
import type { EntityVersions } from '../../entity/entity';

/** A vendor's versions: whether it may sign in (suspended or reinstated on the Vendors screen). */
export const vendorVersions: EntityVersions = {
  entity: 'vendors',
  current: async (db, id) => {
    const [vendor] = await db
      .select({ suspendedAt: users.suspendedAt })
      .from(vendors)
      .innerJoin(users, eq(users.id, vendors.userId))
      .where(eq(vendors.id, id));
    return vendor ? { canSignIn: vendor.suspendedAt === null } : null;
  },
};
