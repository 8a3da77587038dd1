import { sql } from 'drizzle-orm';
import { SHORT_ID_LENGTH } from '../../../shared/constants';
import { MAX_BULK_MATCHING, type RefusedRow } from '../../../shared/contract/bulk';
import { messages } from '../../../shared/messages';
import type { Tx } from '../../db/client';
import { badRequest } from '../../errors';

/** The rows a bulk action found among the caller's, and the ids it named that are not among them. */
export interface Found<Row> {
  rows: Row[];
  refused: RefusedRow[];
}

/**
 * The rows "all matching" names, at most MAX_BULK_MATCHING of them: one more is read so that a
 * filter matching too many is refused (400, nothing changed) rather than cut short.
 */
export function capped<Row>(rows: Row[]): Row[] {
  if (rows.length > MAX_BULK_MATCHING) throw badRequest(messages.bulk.tooManyMatching);
  return rows;
}

/** The LIMIT of a matching query: one past the cap, so `capped` can tell. */
export const MATCHING_LIMIT = MAX_BULK_MATCHING + 1;

/**
 * The named ids split into the rows found (the caller's) and the others, refused with `missing`:
 * an id of another vendor's row is reported like an unknown one, so nothing says it exists.
 */
export function splitFound<Row>(
  ids: readonly string[],
  rows: Row[],
  idOf: (row: Row) => string,
  missing: string,
): Found<Row> {
  const found = new Set(rows.map(idOf));
  const refused = [...new Set(ids)]
    .filter((id) => !found.has(id))
    .map((id) => ({ id, label: shortId(id), message: missing }));
  return { rows, refused };
}

/** Spec §9: ids are shown as their last 8 characters. */
export const shortId = (id: string) => id.slice(-SHORT_ID_LENGTH);

/**
 * Gives the transaction of a bulk action a longer statement limit than a request's (PostgreSQL's
 * `DB_STATEMENT_TIMEOUT_MS`): a statement over tens of thousands of rows is its whole point.
 */
export async function allowLongStatements(tx: Tx): Promise<void> {
  await tx.execute(sql`set local statement_timeout = '120s'`);
}
