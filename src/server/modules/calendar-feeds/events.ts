import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';

/** A subject's events as a feed sends them: the same bytes for every feed of it showing the same. */
export interface WrittenEvents {
  /** The VEVENTs' ICS text in UTF-8. */
  text: Buffer;
  /** The text's SHA-256, which the feed's ETag is made from. */
  sha256: Buffer;
}

interface Kept extends WrittenEvents {
  /** What the text was written from: the version of the records and the subject's own texts. */
  inputs: string;
}

/**
 * Subjects whose events a process keeps: a few hundred KiB each (1,093 events, 350 KiB, at the
 * busiest provider of --scale 2500), so at most about 16 MB; the least recently fetched go first.
 */
const KEPT_SUBJECTS = 48;

const keptByDb = new WeakMap<Db, Map<string, Kept>>();

/**
 * The events of `subject` written from `inputs`, written by `write` only when the subject's kept
 * events were written from other inputs (or none are kept): a feed fetched again while its
 * records are unchanged, or another feed of the same subject, costs no writing. `inputs` must name
 * everything the text depends on; a change to any of it writes afresh.
 */
export async function keptEvents(
  db: Db,
  subject: string,
  inputs: string,
  write: () => Promise<string>,
): Promise<WrittenEvents> {
  const kept = keptByDb.get(db) ?? new Map<string, Kept>();
  keptByDb.set(db, kept);
  const found = kept.get(subject);
  // Taken out and put back: a Map iterates in insertion order, so the first key is the least recent.
  kept.delete(subject);
  if (found?.inputs === inputs) {
    kept.set(subject, found);
    return found;
  }
  const text = Buffer.from(await write(), 'utf8');
  const written: Kept = { inputs, text, sha256: createHash('sha256').update(text).digest() };
  kept.set(subject, written);
  const oldest = kept.keys().next().value;
  if (kept.size > KEPT_SUBJECTS && oldest !== undefined) kept.delete(oldest);
  return written;
}
