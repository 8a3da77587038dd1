import { eq } from 'drizzle-orm';
import { sellerRequests } from '../../db/schema';
import type { EntityVersions } from '../../entity/entity';

/** A seller request's versions: its status; a decision is final, so none is restored. */
export const sellerRequestVersions: EntityVersions = {
  entity: 'seller-requests',
  current: async (db, id) => {
    const [request] = await db
      .select({ status: sellerRequests.status })
      .from(sellerRequests)
      .where(eq(sellerRequests.id, id));
    return request ?? null;
  },
};
