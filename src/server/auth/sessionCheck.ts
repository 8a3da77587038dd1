import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Whether an access token's session still stands: the account exists and is not suspended,
 * and its refresh-token family (the session) has not been revoked by a logout, a password
 * change or a detected reuse. Answers are kept briefly, since every API call asks; they are
 * forgotten at once when a session ends (auth/sessionEnds.ts).
 */
export interface SessionCheck {
  isLive(userId: string, sessionId: string): Promise<boolean>;
  /** Drops every kept answer: called after a session ends or an account changes. */
  forget(): void;
}

export const SESSION_CHECK_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

export interface SessionCheckOptions {
  ttlMs?: number;
  /** Whether answers may be kept now: not while this instance would not hear of a session ending. */
  keepWhile?: () => boolean;
}

export function createSessionCheck(
  db: Db,
  { ttlMs = SESSION_CHECK_TTL_MS, keepWhile = () => true }: SessionCheckOptions = {},
): SessionCheck {
  const cache = new Map<string, { live: boolean; until: number }>();
  // Counts forgets: an answer read across one may predate the end it announced, so it is not kept.
  let generation = 0;
  return {
    async isLive(userId, sessionId) {
      const key = `${userId}|${sessionId}`;
      const now = Date.now();
      const cached = cache.get(key);
      if (cached && cached.until > now) return cached.live;
      const asked = generation;
      const { rows } = await db.execute<{ live: boolean }>(sql`select exists(
        select 1 from users u join refresh_tokens r on r.user_id = u.id
        where u.id = ${userId} and r.family_id = ${sessionId} and u.suspended_at is null and r.revoked_at is null
      ) as live`);
      const live = rows[0]?.live === true;
      if (asked !== generation || !keepWhile()) return live;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, { live, until: now + ttlMs });
      return live;
    },
    forget() {
      generation += 1;
      cache.clear();
    },
  };
}
