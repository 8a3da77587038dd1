import { sql } from 'drizzle-orm';
import {
  openRecordPath,
  SEARCH_HITS_PER_KIND,
  SEARCH_KINDS,
  type SearchGroup,
  type SearchKind,
} from '../../../shared/contract/search';
import type { Db } from '../../db/client';
import { ADMIN_SEARCH, type KindSearch, namedCustomers, vendorSearch } from './kinds';
import { containsPattern } from './pattern';

/**
 * How the search's statement is planned. Each select stops at its LIMIT, and the planner judges a
 * fragment's matches from statistics that cannot know a uuid's text: when it thinks a fragment
 * common, the LIMIT makes walking a whole table or index look cheaper than the trigram index (an
 * order id's '8bae' read through all 1,000,000 orders: 1 s; "Sharma" among the 62,500 seller
 * requests: 7 ms against 0.1 ms), and a vendor's orders were hashed whole (464,679 of them: 27 ms).
 * So every table is read through an index condition (a bitmap scan: the trigram index, or a key
 * probed from a nested loop) and nothing runs in parallel workers, whose start costs more than the
 * reads. Nor is it compiled (JIT): a common name's guessed thousands of customers put the estimate
 * past `jit_above_cost`, and compiling the statement's ~150 expressions took 20–130 ms where
 * running it takes a few (EXPLAIN ANALYZE at --scale 2500). For this transaction only.
 */
const PLAN_SHAPE = sql.raw(
  'set local enable_seqscan = off; set local enable_indexscan = off; set local enable_hashjoin = off; ' +
    'set local enable_mergejoin = off; set local max_parallel_workers_per_gather = 0; set local jit = off',
);

/** Who searches: an admin (null) finds every kind; a vendor only its own orders and products. */
export type Searcher = { vendorId: string | null };

interface FoundRow extends Record<string, unknown> {
  kind: SearchKind;
  id: string;
  label: string;
  detail: string | null;
}

/**
 * The records matching `q` (any part of an id, or of a name), grouped by kind in SEARCH_KINDS'
 * order, at most SEARCH_HITS_PER_KIND a kind: one statement, every kind's selects joined by
 * `union all`, after the customers whose name matches (kinds.ts). A record found both ways (its
 * id and its customer's name) shows once.
 */
export async function search(db: Db, q: string, searcher: Searcher): Promise<SearchGroup[]> {
  const kinds: Partial<Record<SearchKind, KindSearch>> =
    searcher.vendorId === null ? ADMIN_SEARCH : vendorSearch(searcher.vendorId);
  const pattern = containsPattern(q);
  const searched = SEARCH_KINDS.flatMap((kind) => {
    const how = kinds[kind];
    return how ? [{ kind, ...how }] : [];
  });
  const finds = sql.join(
    searched.map(({ find }) => find(pattern)),
    sql` union all `,
  );
  const { rows } = await db.transaction(async (tx) => {
    await tx.execute(PLAN_SHAPE);
    return tx.execute<FoundRow>(sql`with ${namedCustomers(pattern)} ${finds}`);
  });
  return searched.flatMap(({ kind, screen }) => {
    const seen = new Set<string>();
    const hits = rows
      .filter((row) => row.kind === kind && !seen.has(row.id) && seen.add(row.id))
      .slice(0, SEARCH_HITS_PER_KIND)
      .map(({ id, label, detail }) => ({ id, label, detail, path: openRecordPath(screen, id) }));
    return hits.length > 0 ? [{ kind, hits }] : [];
  });
}
