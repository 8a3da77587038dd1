import { eq, getTableColumns } from 'drizzle-orm';
import { type SellerRequest, sellerRequestsQuerySchema } from '../../../shared/contract/seller-requests';
import { messages } from '../../../shared/messages';
import { sellerRequests } from '../../db/schema';
import { countByStatus } from '../../db/statusCounts';
import { defineExport } from '../../exports/exportList';
import { tableReader } from '../../exports/tableExport';
import { toSellerRequest } from './service';

const m = messages.sellerRequest;

/** The Seller Requests screen's export: its status filter (ALL by default), newest first, its columns. */
export const sellerRequestExport = defineExport({
  name: 'seller-requests',
  access: ['ADMIN'],
  filters: { status: sellerRequestsQuerySchema.shape.status },
  sorts: ['createdAt'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  ids: ['id'],
  columns: [
    { key: 'id', header: m.columnId, value: (r: SellerRequest) => r.id },
    { key: 'name', header: m.columnShopName, value: (r: SellerRequest) => r.name },
    { key: 'email', header: m.columnEmail, value: (r: SellerRequest) => r.email },
    { key: 'category', header: m.columnCategory, value: (r: SellerRequest) => r.category.join('; ') },
    { key: 'status', header: m.columnStatus, value: (r: SellerRequest) => r.status },
    { key: 'createdAt', header: m.columnRequestedAt, value: (r: SellerRequest) => r.createdAt },
  ],
  count: async (db, { filter: { status } }) => {
    const counts = await countByStatus(db, 'seller_requests');
    return status === 'ALL' ? counts.all : (counts.byStatus[status] ?? 0);
  },
  read: tableReader({
    source: sellerRequests,
    fields: getTableColumns(sellerRequests),
    id: sellerRequests.id,
    sorts: { createdAt: sellerRequests.createdAt },
    where: ({ filter: { status } }) => (status === 'ALL' ? undefined : eq(sellerRequests.status, status)),
    toRow: (raw) => toSellerRequest(raw as typeof sellerRequests.$inferSelect),
  }),
});
