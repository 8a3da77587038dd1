import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { VendorSignupBody } from '../../shared/contract/auth';
import { messages } from '../../shared/messages';
import type { Db, Tx } from '../db/client';
import { refreshTokens, users, vendors } from '../db/schema';
import { conflict, forbidden, unauthorized } from '../errors';
import { hashPassword, verifyPassword } from './passwords';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS, type TokenSubject } from './tokens';

export interface Session {
  subject: TokenSubject;
  refreshToken: string;
}

type UserRow = typeof users.$inferSelect;

/** The access token's claims for a user's session (`sid`: its refresh-token family). */
async function subjectOf(db: Db, user: UserRow, sessionId: string): Promise<TokenSubject> {
  const vendor =
    user.role === 'VENDOR'
      ? await db.query.vendors.findFirst({ where: eq(vendors.userId, user.id), columns: { id: true } })
      : undefined;
  return {
    sub: user.id,
    sid: sessionId,
    name: user.name,
    email: user.email,
    role: user.role,
    ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
    ...(vendor ? { vendorId: vendor.id } : {}),
  };
}

async function issueRefreshToken(db: Db | Tx, userId: string, familyId: string): Promise<string> {
  const token = newRefreshToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

/** A new session (refresh-token family) for a user who has just proved who they are. */
async function startSession(db: Db, user: UserRow): Promise<Session> {
  const sessionId = randomUUID();
  const refreshToken = await issueRefreshToken(db, user.id, sessionId);
  return { subject: await subjectOf(db, user, sessionId), refreshToken };
}

/** Hears of a refused sign-in or a reused refresh token, which the caller logs as a security event. */
export type OnRefusal = (refusal: {
  userId?: string;
  reason: 'invalid-credentials' | 'suspended' | 'reuse';
}) => void | Promise<void>;

export async function login(db: Db, email: string, password: string, onRefusal: OnRefusal): Promise<Session> {
  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    await onRefusal({ ...(user ? { userId: user.id } : {}), reason: 'invalid-credentials' });
    throw unauthorized(messages.auth.invalidCredentials);
  }
  if (user.suspendedAt) {
    await onRefusal({ userId: user.id, reason: 'suspended' });
    // Said only to whoever knows the password, so it tells a stranger nothing.
    throw forbidden(messages.auth.suspended);
  }
  return startSession(db, user);
}

export async function signupVendor(db: Db, body: VendorSignupBody): Promise<Session> {
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: body.name, email: body.email, mobile: body.mobile, passwordHash, role: 'VENDOR' })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!created) throw conflict(messages.auth.emailTaken, { email: messages.auth.emailTaken });
    await tx.insert(vendors).values({ userId: created.id, name: body.name });
    return created;
  });
  return startSession(db, user);
}

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family is
 * issued. Presenting a spent token is reuse (a stolen copy): the family is revoked. A token
 * revoked unspent (its session ended by logout, a password change, a suspension or a detected
 * reuse) is only refused: a tab still holding it after its session ended is no theft.
 */
export async function rotateRefreshToken(db: Db, presented: string, onRefusal: OnRefusal): Promise<Session> {
  const tokenHash = hashRefreshToken(presented);
  // Spending the old token and writing the next one commit together: a replay that arrives
  // in between finds the next token already there and revokes it with the rest of the family.
  const outcome = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          sql`${refreshTokens.expiresAt} > now()`,
        ),
      )
      .returning();
    if (spent) {
      const user = await tx.query.users.findFirst({ where: eq(users.id, spent.userId) });
      if (!user) return null;
      if (user.suspendedAt) return 'suspended' as const;
      return { user, familyId: spent.familyId, refreshToken: await issueRefreshToken(tx, user.id, spent.familyId) };
    }
    const known = await tx.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, tokenHash) });
    if (known?.usedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
      return { reusedBy: known.userId };
    }
    return null;
  });
  if (outcome === 'suspended') throw forbidden(messages.auth.suspended);
  if (outcome && 'reusedBy' in outcome) await onRefusal({ userId: outcome.reusedBy, reason: 'reuse' });
  if (!outcome || 'reusedBy' in outcome) throw unauthorized(messages.auth.refreshInvalid);
  return { subject: await subjectOf(db, outcome.user, outcome.familyId), refreshToken: outcome.refreshToken };
}

/** Ends the session the cookie belongs to: its whole family is revoked. */
export async function logout(db: Db, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const known = await db.query.refreshTokens.findFirst({
    where: eq(refreshTokens.tokenHash, hashRefreshToken(presented)),
    columns: { familyId: true },
  });
  if (!known) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
}

/** Sets a new password, signs every other session out, and starts a fresh one. */
export async function changePassword(db: Db, userId: string, password: string): Promise<Session> {
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw unauthorized(messages.auth.sessionExpired);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    return updated;
  });
  return startSession(db, user);
}
