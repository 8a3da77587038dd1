import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { equipmentRentals, orders, sellerRequests, serviceBookings } from '../../src/server/db/schema';
import { type CountedTable, countByStatus } from '../../src/server/db/statusCounts';
import { seedDemo } from '../../src/server/seed';
import { withTestDatabase } from './helper';

const t = withTestDatabase();
beforeAll(async () => {
  await seedDemo(t.database.db, { scale: 1 });
});

const tables: CountedTable[] = ['orders', 'equipment_rentals', 'service_bookings', 'seller_requests'];

/** The truth, by scanning. */
async function scan(table: CountedTable) {
  const result = await t.database.db.execute<{ status: string; n: number }>(
    sql`select status::text as status, count(*)::int as n from ${sql.identifier(table)} group by status`,
  );
  const byStatus = Object.fromEntries(result.rows.map((r) => [r.status, r.n]));
  return { all: result.rows.reduce((sum, r) => sum + r.n, 0), byStatus };
}

const nonZero = ({ all, byStatus }: { all: number; byStatus: Record<string, number> }) => ({
  all,
  byStatus: Object.fromEntries(Object.entries(byStatus).filter(([, n]) => n !== 0)),
});

describe('status counts kept by triggers', () => {
  it('match a scan after the bulk seed', async () => {
    for (const table of tables) {
      const kept = await countByStatus(t.database.db, table);
      expect(kept.all).toBeGreaterThan(0);
      expect(nonZero(kept)).toEqual(await scan(table));
    }
  });

  it('follow status changes and deletes', async () => {
    const some = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, 'PENDING'))
      .limit(5);
    await t.database.db
      .update(orders)
      .set({ status: 'DELIVERED' })
      .where(
        inArray(
          orders.id,
          some.map((o) => o.id),
        ),
      );
    const rentals = await t.database.db.select({ id: equipmentRentals.id }).from(equipmentRentals).limit(3);
    await t.database.db.delete(equipmentRentals).where(
      inArray(
        equipmentRentals.id,
        rentals.map((r) => r.id),
      ),
    );
    await t.database.db.update(serviceBookings).set({ status: 'CANCELLED' });
    await t.database.db.update(sellerRequests).set({ updatedAt: sql`now()` });
    for (const table of tables) expect(nonZero(await countByStatus(t.database.db, table))).toEqual(await scan(table));
    expect((await countByStatus(t.database.db, 'service_bookings')).byStatus.CANCELLED).toBe(
      (await scan('service_bookings')).all,
    );
  });

  it('roll back with the transaction that changed them', async () => {
    const before = await countByStatus(t.database.db, 'orders');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'CANCELLED' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await countByStatus(t.database.db, 'orders')).toEqual(before);
  });
});
