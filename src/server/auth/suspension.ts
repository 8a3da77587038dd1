import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { AppDeps } from '../appDeps';
import { refreshTokens, users, vendors } from '../db/schema';
import { notFound } from '../errors';

/**
 * Suspends a vendor's account (it may not sign in or refresh, and its sessions end at once)
 * or reinstates it. One transaction: the flag and the revoked sessions go together.
 */
export async function setVendorSignIn(deps: Pick<AppDeps, 'db' | 'sessions'>, vendorId: string, canSignIn: boolean) {
  await deps.db.transaction(async (tx) => {
    const [vendor] = await tx.select({ userId: vendors.userId }).from(vendors).where(eq(vendors.id, vendorId));
    if (!vendor) throw notFound(messages.vendor.notFound);
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
