/** Past broadcasts, each delivered to every customer (one user_notifications row apiece). */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { adminNotifications } from '../db/schema';
import { nowOf, type SeedClock } from './clock';
import { insertRows } from './insert';
import { DAY_MS, faker } from './random';

const BROADCASTS = [
  {
    daysAgo: 2,
    title: 'Monsoon ready: waterproofing week',
    message: 'Roof coatings and tarpaulins are 10 % off until Sunday. Book a waterproofing expert from Services.',
  },
  {
    daysAgo: 9,
    title: 'Faster delivery in Pune and Bengaluru',
    message: 'Cement, steel and sand orders placed before 11 am now arrive the same day in Pune and Bengaluru.',
  },
  {
    daysAgo: 24,
    title: 'New on rent: mini excavators',
    message: 'Mini excavators and skid steer loaders with operators can now be rented by the hour.',
  },
  {
    daysAgo: 41,
    title: 'Cement prices revised',
    message: 'Cement prices change from the 1st as manufacturers revise rates. Orders already placed keep their price.',
  },
  {
    daysAgo: 63,
    title: 'Scheduled maintenance',
    message: 'The app will be unavailable on Sunday from 2 am to 4 am for maintenance. Orders resume right after.',
  },
];

export interface NotificationsResult {
  notifications: number;
  deliveries: number;
}

export async function seedNotifications(tx: Tx, clock: SeedClock, adminUserId: string): Promise<NotificationsResult> {
  await insertRows(
    tx,
    adminNotifications,
    BROADCASTS.map((b) => ({
      id: faker.string.uuid(),
      title: b.title,
      message: b.message,
      createdBy: adminUserId,
      createdAt: new Date(clock.now.getTime() - b.daysAgo * DAY_MS),
    })),
  );
  // One set-based statement fans every broadcast out to every customer, whatever the scale.
  // Older broadcasts are more often read; a hash of both ids keeps that choice stable between seeds.
  const result = await tx.execute(sql`
    insert into user_notifications (admin_notification_id, customer_id, is_read)
    select n.id, c.id, (uuid_hash_extended(c.id, n.hash) & 1023) < n.read_per_1024
    from (
      select id, uuid_hash_extended(id, 0) as hash,
        least(900, 150 + extract(day from ${nowOf(clock)} - created_at)::int * 20) as read_per_1024
      from admin_notifications
    ) n
    cross join customers c
  `);
  await tx.execute(sql`update admin_notifications set reach = (select count(*) from customers)`);
  return { notifications: BROADCASTS.length, deliveries: result.rowCount ?? 0 };
}
