import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../shared/constants';
import type { ChangePasswordBody, VendorSignupBody } from '../../shared/contract/auth';
import { messages } from '../../shared/messages';
import type { Db, Tx } from '../db/client';
import { refreshTokens, users, vendors } from '../db/schema';
import { badRequest, conflict, forbidden, unauthorized } from '../errors';
import type { AuthUser } from './access';
import { hashPassword, verifyPassword } from './passwords';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS, type TokenSubject } from './tokens';

export interface Session {
  subject: TokenSubject;
  refreshToken: string;
}

type UserRow = typeof users.$inferSelect;

/** The access token's claims for a user's session (`sid`: its refresh-token family). */
async function subjectOf(db: Db, user: UserRow, sessionId: string, signedInAt: Date): Promise<TokenSubject> {
  const vendor =
    user.role === 'VENDOR'
      ? await db.query.vendors.findFirst({ where: eq(vendors.userId, user.id), columns: { id: true } })
      : undefined;
  return {
    sub: user.id,
    sid: sessionId,
    auth_time: Math.floor(signedInAt.getTime() / 1000),
    name: user.name,
    email: user.email,
    role: user.role,
    language: user.language,
    ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
    ...(vendor ? { vendorId: vendor.id } : {}),
  };
}

async function issueRefreshToken(db: Db | Tx, userId: string, familyId: string, signedInAt: Date): Promise<string> {
  const token = newRefreshToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    signedInAt,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

/** A new session (refresh-token family) for a user who has just proved who they are. */
async function startSession(db: Db, user: UserRow): Promise<Session> {
  const sessionId = randomUUID();
  const signedInAt = new Date();
  const refreshToken = await issueRefreshToken(db, user.id, sessionId, signedInAt);
  return { subject: await subjectOf(db, user, sessionId, signedInAt), refreshToken };
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
      // The next token keeps the family's sign-in time: a refresh is not a sign-in.
      const { familyId, signedInAt } = spent;
      return { user, familyId, signedInAt, refreshToken: await issueRefreshToken(tx, user.id, familyId, signedInAt) };
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
  const { user, familyId, signedInAt, refreshToken } = outcome;
  return { subject: await subjectOf(db, user, familyId, signedInAt), refreshToken };
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

/**
 * Keeps the user's language (issue 26). The access token in hand still names the old one until
 * its next refresh, which reads this row: the admin that asked has already switched.
 */
export async function setLanguage(db: Db, userId: string, language: Language): Promise<void> {
  const [updated] = await db
    .update(users)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!updated) throw unauthorized(messages.auth.sessionExpired);
}

/**
 * Sets a new password, signs every other session out, and starts a fresh one. A token alone
 * (perhaps a stolen one) may do it only within `recentMs` of typing the password; later, or
 * whenever it is sent, the current password must be right. The new one must differ from it, so
 * a generated password cannot be "changed" to itself.
 */
export async function changePassword(
  db: Db,
  changer: Pick<AuthUser, 'id' | 'signedInAt'>,
  body: ChangePasswordBody,
  recentMs: number,
  onRefusal: OnRefusal,
): Promise<Session> {
  const userId = changer.id;
  const current = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { passwordHash: true } });
  if (!current) throw unauthorized(messages.auth.sessionExpired);
  const { currentPassword } = body;
  // A token without auth_time (issued before it existed) is not recent.
  const recent = changer.signedInAt !== undefined && Date.now() - changer.signedInAt <= recentMs;
  if (currentPassword !== undefined) {
    if (!(await verifyPassword(current.passwordHash, currentPassword))) {
      onRefusal({ userId, reason: 'invalid-credentials' });
      throw forbidden(messages.password.currentWrong, { currentPassword: messages.password.currentWrong });
    }
  } else if (!recent) {
    throw forbidden(messages.password.currentRequired, { currentPassword: messages.password.currentRequired });
  }
  if (await verifyPassword(current.passwordHash, body.password)) {
    throw badRequest(messages.password.sameAsCurrent, { password: messages.password.sameAsCurrent });
  }
  const passwordHash = await hashPassword(body.password);
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
