import { getTableColumns } from 'drizzle-orm';
import type { AdminNotification } from '../../../shared/contract/admin-notifications';
import { messages } from '../../../shared/messages';
import { adminNotifications } from '../../db/schema';
import { defineExport } from '../../exports/exportList';
import { tableReader } from '../../exports/tableExport';
import { toAdminNotification } from './service';

const m = messages.notification;
const t = adminNotifications;

/** The Send Notifications screen's list of broadcasts: newest first unless sorted by a column. */
export const notificationExport = defineExport({
  name: 'notifications',
  access: ['ADMIN'],
  filters: {},
  sorts: ['createdAt', 'title', 'reach'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  ids: ['id'],
  columns: [
    { key: 'id', header: messages.exports.id, value: (n: AdminNotification) => n.id },
    { key: 'title', header: m.columnTitle, value: (n: AdminNotification) => n.title },
    { key: 'message', header: m.columnMessage, value: (n: AdminNotification) => n.message },
    { key: 'createdAt', header: m.columnCreatedAt, value: (n: AdminNotification) => n.createdAt },
    { key: 'reach', header: m.columnReach, value: (n: AdminNotification) => n.reach },
  ],
  read: tableReader({
    source: t,
    fields: getTableColumns(t),
    id: t.id,
    sorts: { createdAt: t.createdAt, title: t.title, reach: t.reach },
    toRow: (raw) => toAdminNotification(raw as typeof t.$inferSelect),
  }),
});
