import { eq } from 'drizzle-orm';
import { adminNotifications } from '../../db/schema';
import type { EntityVersions } from '../../entity/entity';

/** A broadcast's versions: sent, then perhaps reverted; a reverted one is not sent again from here. */
export const notificationVersions: EntityVersions = {
  entity: 'admin-notifications',
  current: async (db, id) => {
    const [sent] = await db
      .select({ title: adminNotifications.title, message: adminNotifications.message, reach: adminNotifications.reach })
      .from(adminNotifications)
      .where(eq(adminNotifications.id, id));
    return sent ?? null;
  },
};
