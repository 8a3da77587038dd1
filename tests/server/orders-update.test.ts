import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, users, vendors } from '../../src/server/db/schema';
import { ORDER_STATUSES } from '../../src/shared/constants';
import type { OrderDetailsResponse, OrderStatus, UpdateOrderResponse } from '../../src/shared/contract/orders';
import { type Actor, type VendorActor, withTestApp } from './helper';
import { createCustomer } from './helpers/fixtures';
import { expectApiError } from './helpers/http';
import {
  historyOf,
  INVALID_STATUS,
  itemsOf,
  keptOrderCounts,
  keptVendorCounts,
  misderivedOrders,
  ORDER_NOT_FOUND,
  orderState,
  ordersApi,
  placeOrder,
  scanOrderCounts,
  scanVendorCounts,
  UNKNOWN_ID,
} from './helpers/orders';

const t = withTestApp({ users: ['admin', 'vendorA', 'vendorB'] });
const call = ordersApi(t);
let customerId: string;
let vendorC: VendorActor;

beforeAll(async () => {
  vendorC = await t.signUp('VENDOR');
  customerId = await createCustomer(t.database);
});

let minute = 0;
/** An order of A's items (and B's, when given), each placed a minute after the last. */
const order = (a: OrderStatus[], b: OrderStatus[] = []) =>
  placeOrder(t.database, customerId, new Date(Date.UTC(2026, 0, 1) + ++minute * 60_000), [
    ...a.map((status) => ({ vendorId: t.vendorA.vendorId, totalPrice: 100, status })),
    ...b.map((status) => ({ vendorId: t.vendorB.vendorId, totalPrice: 50, status })),
  ]);

const update = (session: Actor, orderId: string, status: string) =>
  call('update-order', { orderId, status }, session.headers);
const details = (session: Actor, orderId: string) => call('order-details', { orderId }, session.headers);
const shopOf = async (vendor: VendorActor) =>
  (await t.database.db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, vendor.vendorId)))[0]?.name;
const statusOf = async (orderId: string) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

/** Every counter (global and each vendor's) equals a fresh count, and every order's status is derived. */
async function expectCountersTrue() {
  expect(await keptOrderCounts(t.database)).toEqual(await scanOrderCounts(t.database));
  for (const vendor of [t.vendorA, t.vendorB, vendorC])
    expect(await keptVendorCounts(t.database, vendor.vendorId)).toEqual(
      await scanVendorCounts(t.database, vendor.vendorId),
    );
  expect(await misderivedOrders(t.database)).toEqual([]);
}

describe('POST /api/v1/order/update-order (VENDOR)', () => {
  it("moves only the vendor's items, derives the order's status, keeps every counter, records the change", async () => {
    const id = await order(['PENDING', 'PENDING'], ['PENDING']);
    const res = await update(t.vendorA, id, 'SHIPPED');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UpdateOrderResponse>();
    expect(body.message).toBe('Order status updated successfully!');
    expect(body.data).toMatchObject({ id, status: 'SHIPPED', final_amount: 200 });
    expect(body.data.order_items.map((i) => i.status)).toEqual(['SHIPPED', 'SHIPPED']);

    const items = await itemsOf(t.database, id);
    for (const item of items) expect(item.status).toBe(item.vendorId === t.vendorA.vendorId ? 'SHIPPED' : 'PENDING');
    expect(await statusOf(id)).toBe('PENDING');
    await expectCountersTrue();

    const history = await historyOf(t.database, id);
    expect(history).toEqual([
      expect.objectContaining({
        orderId: id,
        vendorId: t.vendorA.vendorId,
        fromStatus: 'PENDING',
        toStatus: 'SHIPPED',
        changedBy: t.vendorA.user.id,
      }),
    ]);
  });

  it("derives the order's status as the items move: least advanced live item, CANCELLED only when all are", async () => {
    const id = await order(['PENDING'], ['PENDING']);
    const steps: [Actor, OrderStatus, OrderStatus][] = [
      [t.vendorA, 'DELIVERED', 'PENDING'],
      [t.vendorB, 'SHIPPED', 'SHIPPED'],
      [t.vendorB, 'CANCELLED', 'DELIVERED'],
      [t.vendorA, 'CANCELLED', 'CANCELLED'],
      [t.vendorB, 'CONFIRMED', 'CONFIRMED'],
    ];
    for (const [session, status, derived] of steps) {
      expect((await update(session, id, status)).statusCode).toBe(200);
      expect(await statusOf(id)).toBe(derived);
      await expectCountersTrue();
    }
    const admin = (await details(t.admin, id)).json<OrderDetailsResponse>().data;
    expect(admin.status).toBe('CONFIRMED');
    const [shopA, shopB] = [await shopOf(t.vendorA), await shopOf(t.vendorB)];
    expect(admin.history.map((h) => [h.vendor.name, h.from, h.to])).toEqual([
      [shopA, 'PENDING', 'DELIVERED'],
      [shopB, 'PENDING', 'SHIPPED'],
      [shopB, 'SHIPPED', 'CANCELLED'],
      [shopA, 'DELIVERED', 'CANCELLED'],
      [shopB, 'CANCELLED', 'CONFIRMED'],
    ]);
  });

  it("the vendor's status follows its first item; the filter and counters with it", async () => {
    const id = await order(['PENDING', 'CANCELLED']);
    const res = await update(t.vendorA, id, 'DELIVERED');
    expect(res.json<UpdateOrderResponse>().data.status).toBe('DELIVERED');
    // Two statuses left for one: one history row each.
    expect((await historyOf(t.database, id)).map((h) => h.fromStatus).sort()).toEqual(['CANCELLED', 'PENDING']);
    const listed = await call(
      'all-vendor-orders',
      { pageNumber: 0, pageSize: 50 },
      t.vendorA.headers,
      '?status=DELIVERED',
    );
    expect(listed.json<{ data: { id: string }[] }>().data.map((o) => o.id)).toContain(id);
    await expectCountersTrue();
  });

  it('setting the status the items already have changes and records nothing', async () => {
    const id = await order(['CONFIRMED']);
    const before = await orderState(t.database);
    const res = await update(t.vendorA, id, 'CONFIRMED');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UpdateOrderResponse>().data.status).toBe('CONFIRMED');
    expect(await orderState(t.database)).toEqual(before);
  });

  it("another vendor's order, or an unknown one: 404 and nothing written", async () => {
    const onlyA = await order(['PENDING']);
    const mixed = await order(['PENDING'], ['PENDING']);
    const before = await orderState(t.database);
    let successes = 0;
    for (const status of ORDER_STATUSES) {
      for (const [session, orderId] of [
        [t.vendorB, onlyA],
        [vendorC, onlyA],
        [vendorC, mixed],
        [t.vendorA, UNKNOWN_ID],
      ] as const) {
        const res = await update(session, orderId, status);
        if (res.statusCode === 200) successes++;
        expectApiError(res, 404, ORDER_NOT_FOUND);
      }
    }
    expect(successes).toBe(0);
    expect(await orderState(t.database)).toEqual(before);
  });

  it("vendor B moving a mixed order leaves A's items as they are", async () => {
    const mixed = await order(['CONFIRMED'], ['PENDING']);
    expect((await update(t.vendorB, mixed, 'DELIVERED')).statusCode).toBe(200);
    const items = await itemsOf(t.database, mixed);
    expect(items.find((i) => i.vendorId === t.vendorA.vendorId)?.status).toBe('CONFIRMED');
    expect(items.find((i) => i.vendorId === t.vendorB.vendorId)?.status).toBe('DELIVERED');
  });

  it('an invalid status: 400 with a clear message, nothing written', async () => {
    const id = await order(['PENDING']);
    const before = await orderState(t.database);
    for (const status of ['SHIPPING', 'pending', '', 5, null]) {
      const body = expectApiError(
        await call('update-order', { orderId: id, status }, t.vendorA.headers),
        400,
        INVALID_STATUS,
      );
      expect(body.errors).toEqual({ status: INVALID_STATUS });
    }
    expectApiError(await call('update-order', { orderId: id }, t.vendorA.headers), 400, INVALID_STATUS);
    expect(await orderState(t.database)).toEqual(before);
  });

  it('fifty concurrent updates of one order end in one of the values sent, every counter true, the history a chain', async () => {
    // Three rounds: a stale read under concurrency shows only in some interleavings.
    for (let round = 0; round < 3; round++) {
      const id = await order(['PENDING', 'PENDING'], ['CONFIRMED']);
      const sent = Array.from({ length: 50 }, (_, n) => ORDER_STATUSES[(n * 7 + round) % 5] as OrderStatus);
      const results = await Promise.all(sent.map((status) => update(t.vendorA, id, status)));
      expect(results.map((r) => r.statusCode)).toEqual(sent.map(() => 200));

      const mine = (await itemsOf(t.database, id)).filter((i) => i.vendorId === t.vendorA.vendorId);
      const final = mine[0]?.status;
      expect(sent).toContain(final);
      for (const item of mine) expect(item.status).toBe(final);
      await expectCountersTrue();

      // Serialised by the items' locks: each change starts where the one before ended.
      const history = await historyOf(t.database, id);
      expect(history.length).toBeGreaterThan(0);
      let current: OrderStatus = 'PENDING';
      for (const row of history) {
        expect(row.fromStatus).toBe(current);
        expect(row.toStatus).not.toBe(current);
        current = row.toStatus;
      }
      expect(current).toBe(final);
    }
  });

  it('concurrent updates of many orders in opposite directions all succeed, every counter true', async () => {
    // A's orders move up while B's move down: each update takes the two global counters' rows
    // the other way round, and no vendor's counters serialise them first.
    const up = await Promise.all(Array.from({ length: 20 }, () => order(['PENDING'])));
    const down = await Promise.all(Array.from({ length: 20 }, () => order([], ['DELIVERED'])));
    const calls = up.flatMap((id, n) => [
      update(t.vendorA, id, 'DELIVERED'),
      update(t.vendorB, down[n] ?? '', 'PENDING'),
    ]);
    const results = await Promise.all(calls);
    expect(results.map((r) => r.statusCode)).toEqual(calls.map(() => 200));
    for (const id of up) expect(await statusOf(id)).toBe('DELIVERED');
    for (const id of down) expect(await statusOf(id)).toBe('PENDING');
    await expectCountersTrue();
  });
});

describe('POST /api/v1/order/order-details', () => {
  it('an admin gets every item and the whole history, oldest first, with who made each change', async () => {
    const id = await order(['PENDING'], ['PENDING']);
    await update(t.vendorA, id, 'CONFIRMED');
    await update(t.vendorB, id, 'SHIPPED');
    await update(t.vendorA, id, 'DELIVERED');
    const res = await details(t.admin, id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<OrderDetailsResponse>().data;
    expect(data.order_items).toHaveLength(2);
    expect(data.status).toBe('SHIPPED');
    const [nameA, nameB] = await Promise.all(
      [t.vendorA.user, t.vendorB.user].map(
        async (v) => (await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, v.id)))[0]?.name,
      ),
    );
    expect(data.history.map(({ from, to, by }) => ({ from, to, by }))).toEqual([
      { from: 'PENDING', to: 'CONFIRMED', by: { name: nameA } },
      { from: 'PENDING', to: 'SHIPPED', by: { name: nameB } },
      { from: 'CONFIRMED', to: 'DELIVERED', by: { name: nameA } },
    ]);
    const times = data.history.map((h) => Date.parse(h.at));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    expect(data.history.map((h) => h.vendor.name)).toEqual([
      await shopOf(t.vendorA),
      await shopOf(t.vendorB),
      await shopOf(t.vendorA),
    ]);
  });

  it('a vendor gets only its items and its own changes', async () => {
    const id = await order(['PENDING', 'PENDING'], ['PENDING']);
    await update(t.vendorA, id, 'CONFIRMED');
    await update(t.vendorB, id, 'CANCELLED');
    const data = (await details(t.vendorA, id)).json<OrderDetailsResponse>().data;
    expect(data.order_items).toHaveLength(2);
    expect(data.final_amount).toBe(200);
    expect(data.status).toBe('CONFIRMED');
    expect(data.history.map(({ from, to }) => ({ from, to }))).toEqual([{ from: 'PENDING', to: 'CONFIRMED' }]);
  });

  it('lists changes whose clocks tie in the order they were made', async () => {
    const id = await order(['PENDING']);
    // One clock reading for all, as the embedded database's millisecond clock lets changes tie.
    const at = new Date(Date.UTC(2026, 0, 1));
    const written: string[] = [];
    for (const [from, to] of [
      ['PENDING', 'CONFIRMED'],
      ['CONFIRMED', 'SHIPPED'],
      ['SHIPPED', 'DELIVERED'],
      ['DELIVERED', 'CANCELLED'],
      ['CANCELLED', 'PENDING'],
      ['PENDING', 'CONFIRMED'],
      ['CONFIRMED', 'SHIPPED'],
      ['SHIPPED', 'DELIVERED'],
    ]) {
      const { rows } = await t.database.db.execute<{ id: string }>(
        sql`insert into order_status_history (order_id, vendor_id, from_status, to_status, changed_by, changed_at)
            values (${id}, ${t.vendorA.vendorId}, ${from}, ${to}, ${t.vendorA.user.id}, ${at}) returning id`,
      );
      written.push(rows[0]!.id);
    }
    const { history } = (await details(t.admin, id)).json<OrderDetailsResponse>().data;
    expect(history.map((change) => change.id)).toEqual(written);
  });

  it("404 for an order without the vendor's items, and for an unknown order", async () => {
    const onlyA = await order(['PENDING']);
    expectApiError(await details(t.vendorB, onlyA), 404, ORDER_NOT_FOUND);
    expectApiError(await details(t.admin, UNKNOWN_ID), 404, ORDER_NOT_FOUND);
    expectApiError(await details(t.vendorA, UNKNOWN_ID), 404, ORDER_NOT_FOUND);
  });
});

describe('the row versions of a status change', () => {
  it("keep an item's change on its page, writing no index, on a page its inserts filled", async () => {
    // Enough items for several pages: every page of them but the last is as full as inserts leave it.
    const id = await order(Array.from({ length: 300 }, () => 'PENDING' as const));
    const { rows } = await t.database.db.execute<{ id: string; page: string }>(
      sql`select id, (ctid::text::point)[0]::int::text as page from order_items where order_id = ${id} order by ctid`,
    );
    // Its second page: the first may hold earlier rows, whose pruned versions left room.
    const pages = [...new Set(rows.map((row) => row.page))];
    expect(pages.length).toBeGreaterThan(2);
    const first = rows.find((row) => row.page === pages[1])!;
    const counted = await t.database.db.transaction(async (tx) => {
      // Read before and after: the counters also hold earlier transactions' not yet reported.
      const counters = async () =>
        (
          await tx.execute<{ updated: number; hot: number; page: string }>(sql`
            select pg_stat_get_xact_tuples_updated('order_items'::regclass)::int as updated,
              pg_stat_get_xact_tuples_hot_updated('order_items'::regclass)::int as hot,
              (select (ctid::text::point)[0]::int::text from order_items where id = ${first.id}) as page`)
        ).rows[0]!;
      const before = await counters();
      await tx.execute(sql`update order_items set status = 'SHIPPED' where id = ${first.id}`);
      const after = await counters();
      return { updated: after.updated - before.updated, hot: after.hot - before.hot, page: after.page };
    });
    expect(counted).toEqual({ updated: 1, hot: 1, page: first.page });
  });
});
