import { desc, eq, sql } from 'drizzle-orm';
import type { AdminNotification, SendNotificationBody } from '../../../shared/contract/admin-notifications';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { adminNotifications, customers, userNotifications } from '../../db/schema';
import { notFound } from '../../errors';
import { type Actor, recordChange } from '../activity/record';

type AdminNotificationRow = typeof adminNotifications.$inferSelect;

export const toAdminNotification = (row: AdminNotificationRow): AdminNotification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  reach: row.reach,
});

/** Records a broadcast sent (its text and reach appear) or reverted (they go). */
function recordBroadcast(tx: Tx, actor: Actor, notification: AdminNotification, action: 'broadcast' | 'revert') {
  const { title, message, reach } = notification;
  const fields = { title, message, reach };
  return recordChange(tx, actor, {
    entity: 'admin-notifications',
    recordId: notification.id,
    label: title,
    action,
    before: action === 'revert' ? fields : null,
    after: action === 'broadcast' ? fields : null,
  });
}

/** GET /admin-notifications: every broadcast, newest first, with the reach counted when it was sent. */
export async function listAdminNotifications(db: Db): Promise<AdminNotification[]> {
  const rows = await db
    .select()
    .from(adminNotifications)
    .orderBy(desc(adminNotifications.createdAt), desc(adminNotifications.id));
  return rows.map(toAdminNotification);
}

/**
 * POST /admin-notifications/send: the broadcast and one delivery per customer, all or nothing.
 * The deliveries are one INSERT … SELECT in the customers' key order, so they fill the
 * deliveries' key in one run; the reach is the rows that statement wrote.
 */
export async function sendAdminNotification(
  db: Db,
  body: SendNotificationBody,
  actor: Actor & { id: string },
): Promise<AdminNotification> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(adminNotifications)
      .values({ title: body.title, message: body.message, createdBy: actor.id })
      .returning({ id: adminNotifications.id });
    if (!created) throw new Error('the admin notification was not stored');
    const delivered = await tx.insert(userNotifications).select((qb) =>
      qb
        .select({
          adminNotificationId: sql`${created.id}::uuid`.as('admin_notification_id'),
          customerId: customers.id,
          isRead: sql`false`.as('is_read'),
        })
        .from(customers)
        .orderBy(customers.id),
    );
    const [row] = await tx
      .update(adminNotifications)
      .set({ reach: delivered.rowCount ?? 0 })
      .where(eq(adminNotifications.id, created.id))
      .returning();
    if (!row) throw new Error('the admin notification was not stored');
    const sent = toAdminNotification(row);
    await recordBroadcast(tx, actor, sent, 'broadcast');
    return sent;
  });
}

/**
 * POST /admin-notifications/revert: deletes the broadcast; the trigger of migration 0013 deletes
 * its deliveries in the same statement, so both go or neither does. Answers what was deleted.
 */
export async function revertAdminNotification(db: Db, id: string, actor: Actor): Promise<AdminNotification> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(adminNotifications).where(eq(adminNotifications.id, id)).returning();
    if (!row) throw notFound(messages.notification.notFound);
    const reverted = toAdminNotification(row);
    await recordBroadcast(tx, actor, reverted, 'revert');
    return reverted;
  });
}
