import { type Session, type StatusKind, statusOf } from './api';
import type { WriteState } from './writers';

/**
 * After a restart, reads back every record the killed run wrote: an acknowledged status must be
 * there; an unanswered write is found landed (its status) or not (the status before it). Answers
 * how many acknowledged statuses were found lost; the reads become the known statuses.
 */
export async function readBack(
  state: WriteState,
  session: Session,
  kindOf: ReadonlyMap<string, StatusKind>,
): Promise<number> {
  let lost = 0;
  const keys = new Set([...state.touched, ...state.uncertain]);
  for (const key of keys) {
    const kind = kindOf.get(key);
    if (!kind) throw new Error(`no kind for ${key}`);
    const now = await statusOf(state.base, session, kind, key);
    if (state.uncertain.has(key)) {
      const write = state.writes.findLast((w) => w.key === key && w.outcome === 'unanswered');
      if (!write) throw new Error(`no unanswered write of ${key}`);
      write.landed = now === write.value;
      // Neither the unanswered status nor the one acknowledged (or read) before it.
      if (!write.landed && write.before !== undefined && now !== write.before) lost += 1;
    } else if (now !== state.known.get(key)) {
      lost += 1;
    }
    state.known.set(key, now);
  }
  state.touched.clear();
  state.uncertain.clear();
  return lost;
}
