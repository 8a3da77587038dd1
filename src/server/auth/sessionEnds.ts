import type { Db } from '../db/client';
import type { Listen } from '../db/listen';
import { createSessionCheck, type SessionCheck } from './sessionCheck';

/** Where the database announces that a session ended (the triggers of migration 0018). */
export const SESSION_ENDED_CHANNEL = 'session_ended';

export interface InstanceSessions {
  sessions: SessionCheck;
  /** Stops listening. */
  close(): Promise<void>;
}

/**
 * This instance's session check. On PostgreSQL (`listen` given) every instance forgets its kept
 * answers as soon as any of them, or anyone else, ends a session, and keeps none while it is not
 * listening, so a lost channel costs a query per call, never a session outliving its end. The
 * embedded database serves one instance, which forgets as it ends a session (auth/routes.ts).
 */
export async function instanceSessions(db: Db, listen: Listen | undefined): Promise<InstanceSessions> {
  if (!listen) return { sessions: createSessionCheck(db), close: async () => undefined };
  let listening = false;
  const sessions = createSessionCheck(db, { keepWhile: () => listening });
  const listener = await listen(SESSION_ENDED_CHANNEL, {
    onNotify: sessions.forget,
    // Either way what is kept may be stale: ends announced while the channel was down were not heard.
    onChange: (now) => {
      listening = now;
      sessions.forget();
    },
  });
  return { sessions, close: () => listener.close() };
}
