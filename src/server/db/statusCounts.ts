import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { preparedOnce } from './prepared';
import { statusCounts } from './schema';

/** The tables whose rows per status are kept by the triggers of migration 0002. */
export type CountedTable = 'orders' | 'equipment_rentals' | 'service_bookings' | 'seller_requests';

const countsQuery = (db: Db | Tx) =>
  db
    .select({ status: statusCounts.status, n: statusCounts.n })
    .from(statusCounts)
    .where(eq(statusCounts.entity, sql.placeholder('entity')));

/** Rows per status of a table, read from the counts the triggers keep (no scan). */
export async function countByStatus(
  db: Db | Tx,
  table: CountedTable,
): Promise<{ all: number; byStatus: Record<string, number> }> {
  // Every list reads its counters first: the statement is prepared once per database.
  const statement = preparedOnce(db, 'status_counts_of', () => countsQuery(db).prepare('status_counts_of'));
  const rows = await statement.execute({ entity: table });
  const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return { all: rows.reduce((sum, r) => sum + r.n, 0), byStatus };
}
