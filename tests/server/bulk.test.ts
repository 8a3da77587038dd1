import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { counterMismatches } from '../../scripts/chaos/counters';
import { equipment, orderItems, productVariants } from '../../src/server/db/schema';
import { capped } from '../../src/server/modules/bulk/target';
import { ORDER_STATUSES } from '../../src/shared/constants';
import type { BulkResult, VariantPreview } from '../../src/shared/contract/bulk';
import { MAX_BULK_IDS, MAX_BULK_MATCHING } from '../../src/shared/contract/bulk';
import { messages } from '../../src/shared/messages';
import { type Caller, withTestApp } from './helper';
import { createCustomer, createProduct } from './helpers/fixtures';
import { expectApiError, FORBIDDEN, UNKNOWN_ID } from './helpers/http';
import { ordersApi, placeOrder } from './helpers/orders';
import { createEquipment } from './helpers/statusRecords';

const t = withTestApp({ users: ['admin', 'vendorA', 'vendorB', 'customer'] });
const bulk = (caller: Caller, path: string, body: unknown) => caller.post(`/api/v1/bulk/${path}`, body);
const resultOf = (res: { statusCode: number; body: string }): BulkResult => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as BulkResult;
};
const NO_COUNTER_MISMATCH = { status_counts: 0, vendor_orders: 0, vendor_order_counts: 0, vendor_month_sales: 0 };

/** The activity rows of one bulk action: which records, as which entity. */
async function activityOf(bulkId: string) {
  const { rows } = await t.database.db.execute<{ entity: string; record_id: string }>(
    sql`select entity, record_id from activity where bulk_id = ${bulkId} order by record_id`,
  );
  return rows;
}

let customerId: string;
beforeEach(async () => {
  customerId ??= await createCustomer(t.database);
});

/** `n` fresh orders holding one item of the vendor each (every other also one of vendor B's). */
async function ordersOf(vendorId: string, n: number, status: (typeof ORDER_STATUSES)[number] = 'PENDING') {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const items = [{ vendorId, totalPrice: 100 + i, status }];
    if (i % 2 && vendorId !== t.vendorB.vendorId)
      items.push({ vendorId: t.vendorB.vendorId, totalPrice: 40, status: 'SHIPPED' });
    ids.push(await placeOrder(t.database, customerId, new Date(), items));
  }
  return ids;
}

const itemStatuses = async (orderIds: string[], vendorId: string) => {
  const { rows } = await t.database.db.execute<{ status: string }>(
    sql`select status from order_items where vendor_id = ${vendorId} and order_id = any(${sql.param(orderIds)}::uuid[])`,
  );
  return rows.map((row) => row.status);
};

describe('POST /bulk/order-status', () => {
  it('sets the status of the selected orders, refuses another vendor’s and unknown ids, and records one bulk id', async () => {
    const mine = await ordersOf(t.vendorA.vendorId, 4);
    const [othersOrder] = await ordersOf(t.vendorB.vendorId, 1);
    const result = resultOf(
      await bulk(t.vendorA, 'order-status', { target: { ids: [...mine, othersOrder, UNKNOWN_ID] }, status: 'SHIPPED' }),
    );
    expect(result.updated).toBe(4);
    expect(result.refused).toEqual([
      { id: othersOrder, label: othersOrder!.slice(-8), message: messages.order.notFound },
      { id: UNKNOWN_ID, label: UNKNOWN_ID.slice(-8), message: messages.order.notFound },
    ]);
    expect(await itemStatuses(mine, t.vendorA.vendorId)).toEqual(['SHIPPED', 'SHIPPED', 'SHIPPED', 'SHIPPED']);
    expect(await itemStatuses([othersOrder!], t.vendorB.vendorId)).toEqual(['PENDING']);
    const logged = await activityOf(result.bulkId);
    expect(logged.map((row) => row.record_id).sort()).toEqual([...mine].sort());
    expect(new Set(logged.map((row) => row.entity))).toEqual(new Set(['orders']));
    expect(await counterMismatches(t.database.pool)).toEqual(NO_COUNTER_MISMATCH);
  });

  it('applies "all matching" as the filter: every order of the vendor in that status, none of another vendor', async () => {
    const confirmed = await ordersOf(t.vendorA.vendorId, 3, 'CONFIRMED');
    const othersConfirmed = await ordersOf(t.vendorB.vendorId, 2, 'CONFIRMED');
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from vendor_orders where vendor_id = ${t.vendorA.vendorId} and status = 'CONFIRMED'`,
    );
    const result = resultOf(
      await bulk(t.vendorA, 'order-status', { target: { filter: { status: 'CONFIRMED' } }, status: 'DELIVERED' }),
    );
    expect(result).toMatchObject({ updated: rows[0]!.n, refused: [] });
    expect(await itemStatuses(confirmed, t.vendorA.vendorId)).toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED']);
    expect(await itemStatuses(othersConfirmed, t.vendorB.vendorId)).toEqual(['CONFIRMED', 'CONFIRMED']);
    expect(await counterMismatches(t.database.pool)).toEqual(NO_COUNTER_MISMATCH);
  });

  it('keeps the counters exact when single edits run beside it', async () => {
    const orders = await ordersOf(t.vendorA.vendorId, 12);
    const single = ordersApi(t);
    const answers = await Promise.all([
      bulk(t.vendorA, 'order-status', { target: { ids: orders.slice(0, 8) }, status: 'CONFIRMED' }),
      ...orders
        .slice(4)
        .map((orderId, n) =>
          single('update-order', { orderId, status: ORDER_STATUSES[(n + 2) % 5] }, t.vendorA.headers),
        ),
      bulk(t.vendorA, 'order-status', { target: { filter: { status: 'PENDING' } }, status: 'CANCELLED' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(await counterMismatches(t.database.pool)).toEqual(NO_COUNTER_MISMATCH);
  });

  it('refuses more ids than the cap, no target and a bad status, and changes nothing', async () => {
    const [order] = await ordersOf(t.vendorA.vendorId, 1);
    const tooMany = [order!, ...Array.from({ length: MAX_BULK_IDS }, () => crypto.randomUUID())];
    expectApiError(
      await bulk(t.vendorA, 'order-status', { target: { ids: tooMany }, status: 'SHIPPED' }),
      400,
      messages.bulk.tooManyIds,
    );
    expectApiError(await bulk(t.vendorA, 'order-status', { status: 'SHIPPED' }), 400);
    expectApiError(
      await bulk(t.vendorA, 'order-status', { target: {}, status: 'SHIPPED' }),
      400,
      messages.bulk.noTarget,
    );
    expectApiError(
      await bulk(t.vendorA, 'order-status', { target: { ids: [order] }, status: 'LOST' }),
      400,
      messages.order.invalidStatus,
    );
    expect(await itemStatuses([order!], t.vendorA.vendorId)).toEqual(['PENDING']);
  });

  it('is a vendor’s call only', async () => {
    const body = { target: { filter: {} }, status: 'SHIPPED' };
    expectApiError(await bulk(t.admin, 'order-status', body), 403, FORBIDDEN);
    expectApiError(await bulk(t.customer, 'order-status', body), 403, FORBIDDEN);
    expectApiError(await bulk(t.anonymous, 'order-status', body), 401);
  });
});

describe('POST /bulk/variants-preview and /bulk/variants', () => {
  const variantsOf = async (ids: string[]) =>
    (await t.database.db.select().from(productVariants).orderBy(productVariants.id)).filter((v) => ids.includes(v.id));

  it('previews before → after without writing, then applies +5 % to every variant of the selected products', async () => {
    const one = await createProduct(t.database, t.vendorA.vendorId, { name: 'Cement', variants: 2 });
    const two = await createProduct(t.database, t.vendorA.vendorId, { name: 'Sand', variants: 1 });
    const body = { target: { ids: [one.productId, two.productId] }, price: { mode: 'percent', value: 5 } };
    const before = await variantsOf([...one.variantIds, ...two.variantIds]);
    const activityBefore = await t.database.db.execute(sql`select count(*)::int as n from activity`);

    const preview = await bulk(t.vendorA, 'variants-preview', body);
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = JSON.parse(preview.body) as VariantPreview;
    expect(shown.total).toBe(3);
    expect(shown.refused).toBe(0);
    // 100 → 105, 101 → 106.05 (two decimals).
    expect(shown.rows.map((row) => [row.before.unitPrice, row.after.unitPrice]).sort()).toEqual(
      [
        [100, 105],
        [100, 105],
        [101, 106.05],
      ].sort(),
    );
    expect(await variantsOf([...one.variantIds, ...two.variantIds])).toEqual(before);
    expect(await t.database.db.execute(sql`select count(*)::int as n from activity`)).toMatchObject({
      rows: activityBefore.rows,
    });

    const result = resultOf(await bulk(t.vendorA, 'variants', body));
    expect(result).toMatchObject({ updated: 3, refused: [] });
    const after = await variantsOf([...one.variantIds, ...two.variantIds]);
    expect(after.map((v) => v.unitPrice).sort()).toEqual([105, 105, 106.05].sort());
    expect((await activityOf(result.bulkId)).map((row) => row.entity)).toEqual(['variants', 'variants', 'variants']);
  });

  it('refuses a variant the change would break with the rule’s message, applies the others, and refuses another vendor’s product', async () => {
    const product = await createProduct(t.database, t.vendorA.vendorId, { name: 'Bricks', variants: 2 });
    const others = await createProduct(t.database, t.vendorB.vendorId, { name: 'Not yours', variants: 1 });
    // The vendor's product without variants is found (nothing to change), not refused.
    const bare = await createProduct(t.database, t.vendorA.vendorId, { name: 'Bare', variants: 0 });
    // One variant has 3 in stock, the other 10: taking 5 away breaks the first.
    await t.database.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, product.variantIds[0]!));
    const result = resultOf(
      await bulk(t.vendorA, 'variants', {
        target: { ids: [product.productId, others.productId, bare.productId] },
        stock: { mode: 'add', value: -5 },
      }),
    );
    expect(result.updated).toBe(1);
    expect(result.refused).toEqual([
      { id: others.productId, label: others.productId.slice(-8), message: messages.product.notFound },
      { id: product.variantIds[0], label: 'Bricks · 50 kg', message: messages.variant.stockMin },
    ]);
    const [broken, applied] = await variantsOf(product.variantIds).then((rows) =>
      product.variantIds.map((id) => rows.find((row) => row.id === id)!),
    );
    expect([broken!.stock, applied!.stock]).toEqual([3, 5]);
    expect((await variantsOf(others.variantIds))[0]!.stock).toBe(10);
  });

  it('applies to every product of the vendor when sent the filter, and refuses prices under the minimum', async () => {
    const product = await createProduct(t.database, t.vendorA.vendorId, { name: 'Gravel', variants: 1 });
    const others = await createProduct(t.database, t.vendorB.vendorId, { name: 'B gravel', variants: 1 });
    const setZero = await bulk(t.vendorA, 'variants-preview', {
      target: { filter: {} },
      price: { mode: 'set', value: 0 },
    });
    const preview = JSON.parse(setZero.body) as VariantPreview;
    expect(preview.refused).toBe(preview.total);
    expect(preview.rows[0]!.message).toBe(messages.variant.unitPriceMin);
    const result = resultOf(
      await bulk(t.vendorA, 'variants', { target: { filter: {} }, price: { mode: 'set', value: 77.5 } }),
    );
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from product_variants pv join products p on p.id = pv.product_id where p.vendor_id = ${t.vendorA.vendorId}`,
    );
    expect(result.updated).toBe(rows[0]!.n);
    expect((await variantsOf(product.variantIds))[0]!.unitPrice).toBe(77.5);
    expect((await variantsOf(others.variantIds))[0]!.unitPrice).toBe(100);
  });

  it('refuses a filter it cannot apply (low stock), changing nothing', async () => {
    const product = await createProduct(t.database, t.vendorA.vendorId, { name: 'Lime', variants: 1 });
    const body = { target: { filter: { lowStock: true } }, price: { mode: 'set', value: 5 } };
    expectApiError(await bulk(t.vendorA, 'variants', body), 400, messages.bulk.filterNotTaken);
    expect((await variantsOf(product.variantIds))[0]!.unitPrice).toBe(100);
  });

  it('asks for a change, and is a vendor’s call only', async () => {
    expectApiError(await bulk(t.vendorA, 'variants', { target: { filter: {} } }), 400, messages.bulk.noChange);
    expectApiError(
      await bulk(t.vendorA, 'variants', { target: { filter: {} }, price: { mode: 'percent', value: -150 } }),
      400,
      messages.bulk.percentRange,
    );
    const body = { target: { filter: {} }, price: { mode: 'set', value: 10 } };
    expectApiError(await bulk(t.admin, 'variants', body), 403, FORBIDDEN);
    expectApiError(await bulk(t.admin, 'variants-preview', body), 403, FORBIDDEN);
  });
});

describe('POST /bulk/equipment-status', () => {
  it('sets many equipments Not Available then Available, refusing stock 0 with the form’s message', async () => {
    const stocked = await createEquipment(t.database, { dailyRate: 500, stock: 4, name: 'Mixer' });
    const empty = await createEquipment(t.database, { dailyRate: 500, stock: 0, name: 'Empty crane' });
    await t.database.db.update(equipment).set({ status: 'Not Available' }).where(eq(equipment.id, empty));
    const off = resultOf(
      await bulk(t.admin, 'equipment-status', {
        target: { ids: [stocked, empty, UNKNOWN_ID] },
        status: 'Not Available',
      }),
    );
    expect(off.updated).toBe(2);
    expect(off.refused).toEqual([
      { id: UNKNOWN_ID, label: UNKNOWN_ID.slice(-8), message: messages.equipment.notFound },
    ]);
    expect((await activityOf(off.bulkId)).map((row) => row.record_id)).toEqual([stocked]);

    const on = resultOf(await bulk(t.admin, 'equipment-status', { target: { filter: {} }, status: 'Available' }));
    expect(on.refused).toContainEqual({
      id: empty,
      label: 'Empty crane',
      message: messages.equipment.stockZeroWarning,
    });
    const rows = await t.database.db.select().from(equipment);
    expect(rows.find((row) => row.id === stocked)!.status).toBe('Available');
    expect(rows.find((row) => row.id === empty)!.status).toBe('Not Available');
    expect(on.updated).toBe(rows.length - on.refused.length);
  });

  it('is an admin’s call only', async () => {
    const body = { target: { filter: {} }, status: 'Available' };
    expectApiError(await bulk(t.vendorA, 'equipment-status', body), 403, FORBIDDEN);
  });
});

describe('all matching', () => {
  it('refuses a filter matching more rows than the cap rather than cutting it short', () => {
    const rows = Array.from({ length: MAX_BULK_MATCHING + 1 }, (_, n) => n);
    expect(() => capped(rows)).toThrow(messages.bulk.tooManyMatching);
    expect(capped(rows.slice(1))).toHaveLength(MAX_BULK_MATCHING);
    expect(messages.bulk.tooManyMatching).toContain(MAX_BULK_MATCHING.toLocaleString('en'));
    expect(messages.bulk.tooManyIds).toContain(MAX_BULK_IDS.toLocaleString('en'));
  });
});

describe('order items', () => {
  it('are untouched by a refused bulk action', async () => {
    const [order] = await ordersOf(t.vendorA.vendorId, 1);
    await bulk(t.vendorB, 'order-status', { target: { ids: [order] }, status: 'CANCELLED' });
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!));
    expect(item!.status).toBe('PENDING');
  });
});
