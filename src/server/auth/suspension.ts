import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { AppDeps } from '../appDeps';
import { refreshTokens, users, vendors } from '../db/schema';
import { notFound } from '../errors';
import { type Actor, recordChange } from '../modules/activity/record';

/**
 * Suspends a vendor's account (it may not sign in or refresh, and its sessions end at once)
 * or reinstates it. One transaction: the flag and the revoked sessions go together.
 */
export async function setVendorSignIn(
  deps: Pick<AppDeps, 'db' | 'sessions'>,
  vendorId: string,
  canSignIn: boolean,
  actor: Actor,
) {
  await deps.db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ userId: vendors.userId, name: vendors.name, suspendedAt: users.suspendedAt })
      .from(vendors)
      .innerJoin(users, eq(users.id, vendors.userId))
      .where(eq(vendors.id, vendorId))
      .for('update', { of: users });
    if (!vendor) throw notFound(messages.vendor.notFound);
    // Suspending a suspended vendor (or reinstating one who may sign in) moves nothing: not recorded.
    await recordChange(tx, actor, {
      entity: 'vendors',
      recordId: vendorId,
      label: vendor.name,
      vendorId,
      action: canSignIn ? 'reinstate' : 'suspend',
      before: { canSignIn: vendor.suspendedAt === null },
      after: { canSignIn },
    });
    await tx
      .update(users)
      .set({ suspendedAt: canSignIn ? null : sql`coalesce(${users.suspendedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, vendor.userId));
    if (!canSignIn) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, vendor.userId), isNull(refreshTokens.revokedAt)));
    }
  });
  deps.sessions.forget();
}
