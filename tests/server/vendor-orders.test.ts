import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, vendors } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/seed';
import { withTestDatabase } from './helper';
import { keptOrderCounts, keptVendorCounts, scanOrderCounts, scanVendorCounts } from './helpers/orders';

const t = withTestDatabase();
let vendorIds: string[];
beforeAll(async () => {
  await seedDemo(t.database.db, { scale: 1 });
  vendorIds = (await t.database.db.select({ id: vendors.id }).from(vendors)).map((v) => v.id);
});

/** vendor_orders as kept, against the truth rebuilt from the items: one row per vendor and order, its first item's status. */
async function keptAgainstTruth() {
  const kept = await t.database.db.execute(
    sql`select vendor_id, order_id, order_date, status::text from vendor_orders order by vendor_id, order_id`,
  );
  const truth = await t.database.db.execute(sql`
    select distinct on (oi.vendor_id, oi.order_id) oi.vendor_id, oi.order_id, o.order_date, oi.status::text
    from order_items oi join orders o on o.id = oi.order_id
    order by oi.vendor_id, oi.order_id, oi.id`);
  return { kept: kept.rows, truth: truth.rows };
}

async function expectAllTrue() {
  const { kept, truth } = await keptAgainstTruth();
  expect(kept).toEqual(truth);
  for (const vendorId of vendorIds)
    expect(await keptVendorCounts(t.database, vendorId)).toEqual(await scanVendorCounts(t.database, vendorId));
  expect(await keptOrderCounts(t.database)).toEqual(await scanOrderCounts(t.database));
}

describe('vendor orders and their counts, kept by triggers', () => {
  it('the bulk seed fills them: equal to the truth for every vendor', async () => {
    const { kept } = await keptAgainstTruth();
    expect(kept.length).toBeGreaterThan(400);
    await expectAllTrue();
  });

  it('follow item status changes, including a first item that moves alone', async () => {
    const [some] = await t.database.db
      .select({ orderId: orderItems.orderId, vendorId: orderItems.vendorId })
      .from(orderItems)
      .orderBy(orderItems.id)
      .limit(1);
    await t.database.db.update(orderItems).set({ status: 'CANCELLED' }).where(eq(orderItems.orderId, some!.orderId));
    await t.database.db.execute(
      sql`update order_items set status = 'SHIPPED' where id in (select id from order_items order by id desc limit 40)`,
    );
    await expectAllTrue();
  });

  it('stay as they are when a product is deleted (its items keep their rows)', async () => {
    const before = await keptAgainstTruth();
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(orderItems, eq(orderItems.productId, products.id))
      .limit(1);
    await t.database.db.delete(products).where(eq(products.id, product!.id));
    expect(await keptAgainstTruth()).toEqual(before);
  });

  it('lose an order deleted with its items, and follow a moved order date', async () => {
    const [first, second] = await t.database.db.select({ id: orders.id }).from(orders).limit(2);
    await t.database.db.delete(orders).where(eq(orders.id, first!.id));
    await t.database.db
      .update(orders)
      .set({ orderDate: new Date('2020-01-01T00:00:00Z') })
      .where(eq(orders.id, second!.id));
    await expectAllTrue();
  });

  it("take an order's items written over several statements as one: the first by id decides", async () => {
    const [order] = await t.database.db.select({ id: orders.id }).from(orders).limit(1);
    const vendorId = vendorIds[0]!;
    const item = (id: string, status: 'PENDING' | 'DELIVERED' | 'SHIPPED') => ({
      id,
      orderId: order!.id,
      vendorId,
      productName: 'Split',
      quantity: 1,
      status,
      unitPrice: 1,
      totalPrice: 1,
    });
    const statusNow = async () =>
      (
        await t.database.db.execute<{ status: string }>(
          sql`select status::text from vendor_orders where vendor_id = ${vendorId} and order_id = ${order!.id}`,
        )
      ).rows[0]?.status;
    await t.database.db.delete(orderItems).where(eq(orderItems.orderId, order!.id));
    await t.database.db.insert(orderItems).values(item('80000000-0000-4000-8000-000000000000', 'DELIVERED'));
    expect(await statusNow()).toBe('DELIVERED');
    // An earlier id takes over; a later one does not.
    await t.database.db.insert(orderItems).values(item('00000000-0000-4000-8000-000000000001', 'PENDING'));
    await t.database.db.insert(orderItems).values(item('ffffffff-0000-4000-8000-000000000000', 'SHIPPED'));
    expect(await statusNow()).toBe('PENDING');
    await expectAllTrue();
    // The first item deleted: the next one by id decides.
    await t.database.db.delete(orderItems).where(eq(orderItems.id, '00000000-0000-4000-8000-000000000001'));
    expect(await statusNow()).toBe('DELIVERED');
    await expectAllTrue();
  });

  it('follow items moved to another vendor or order', async () => {
    const [a, b] = await t.database.db.select({ id: orders.id }).from(orders).limit(2).offset(10);
    await t.database.db.update(orderItems).set({ orderId: b!.id }).where(eq(orderItems.orderId, a!.id));
    await t.database.db.update(orderItems).set({ vendorId: vendorIds[1]! }).where(eq(orderItems.orderId, b!.id));
    await expectAllTrue();
  });

  it('roll back with the transaction that changed them', async () => {
    const before = await keptAgainstTruth();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(orderItems).set({ status: 'DELIVERED' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await keptAgainstTruth()).toEqual(before);
  });
});
