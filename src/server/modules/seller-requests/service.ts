import { desc, eq, sql } from 'drizzle-orm';
import type { SellerRequest, SellerRequestList, SellerRequestsQuery } from '../../../shared/contract/seller-requests';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { pageWindow } from '../../db/pageWindow';
import { preparedOnce } from '../../db/prepared';
import { sellerRequests } from '../../db/schema';
import { countByStatus } from '../../db/statusCounts';
import { newestFirst, pageIdsSql } from '../../db/statusPages';
import { conflict, notFound } from '../../errors';
import { type Actor, recordChange } from '../activity/record';

const m = messages.sellerRequest;

type SellerRequestRow = typeof sellerRequests.$inferSelect;

export const toSellerRequest = (row: SellerRequestRow): SellerRequest => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  ownerName: row.ownerName,
  email: row.email,
  mobile: row.mobile,
  address: row.address,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  category: row.category,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A page of requests, newest first, prepared once per filter, direction and size. */
function pageStatement(db: Db, filtered: boolean, fromOldest: boolean, size: number) {
  const name = `seller_requests_page_${filtered ? 'status' : 'all'}_${fromOldest ? 'oldest' : 'newest'}_${size}`;
  return preparedOnce(db, name, () =>
    db
      .select()
      .from(sellerRequests)
      .where(
        sql`${sellerRequests.id} = any(array(${pageIdsSql(newestFirst(sellerRequests), filtered, fromOldest, size)}))`,
      )
      .orderBy(desc(sellerRequests.createdAt), desc(sellerRequests.id))
      .prepare(name),
  );
}

/**
 * GET /seller-requests: a page, newest first (id breaking ties), optionally of one status. The
 * total comes from status_counts (no count over the table); the page's ids from an index-only
 * scan of seller_requests_created_idx or, filtered, seller_requests_status_created_idx, from the
 * nearer end. The total and the page are two statements: a request arriving in between shifts
 * the page by a row, as it would between two clicks of any pager.
 */
export async function listSellerRequests(db: Db, query: SellerRequestsQuery): Promise<SellerRequestList> {
  const { status, page, limit } = query;
  const counts = await countByStatus(db, 'seller_requests');
  const total = status === 'ALL' ? counts.all : (counts.byStatus[status] ?? 0);
  const pagination = { page, totalPages: Math.ceil(total / limit) };
  const window = pageWindow(total, page, limit);
  if (!window) return { data: [], pagination };
  const filtered = status !== 'ALL';
  const rows = await pageStatement(db, filtered, window.fromOldest, window.limit).execute({
    status,
    offset: window.offset,
  });
  return { data: rows.map(toSellerRequest), pagination };
}

/**
 * Locks a request until the transaction ends and checks it is still PENDING: of two decisions
 * taken at once, the second waits for the first and then finds it decided (409).
 */
export async function lockPendingRequest(tx: Tx, requestId: string): Promise<{ name: string }> {
  const [row] = await tx
    .select({ status: sellerRequests.status, name: sellerRequests.name })
    .from(sellerRequests)
    .where(eq(sellerRequests.id, requestId))
    .for('update');
  if (!row) throw notFound(m.notFound);
  if (row.status === 'ACCEPTED') throw conflict(m.alreadyAccepted);
  if (row.status === 'REJECTED') throw conflict(m.alreadyRejected);
  return row;
}

/** Marks a request decided, and records the decision; the caller holds its lock. */
export async function decideRequest(
  tx: Tx,
  request: { id: string; label: string },
  decision: { status: 'ACCEPTED'; userId: string } | { status: 'REJECTED' },
  actor: Actor,
): Promise<void> {
  await tx
    .update(sellerRequests)
    .set({ ...decision, updatedAt: sql`now()` })
    .where(eq(sellerRequests.id, request.id));
  await recordChange(tx, actor, {
    entity: 'seller-requests',
    recordId: request.id,
    label: request.label,
    action: decision.status === 'ACCEPTED' ? 'accept' : 'reject',
    before: { status: 'PENDING' },
    after: { status: decision.status },
  });
}

/** POST /seller-requests/reject-request: PENDING -> REJECTED. */
export async function rejectSellerRequest(db: Db, requestId: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const { name } = await lockPendingRequest(tx, requestId);
    await decideRequest(tx, { id: requestId, label: name }, { status: 'REJECTED' }, actor);
  });
}
