import { beforeAll, describe, expect, it } from 'vitest';
import { counterMismatches } from '../../scripts/chaos/counters';
import { ORDER_STATUSES } from '../../src/shared/constants';
import { withTestApp } from './helper';
import { createCustomer } from './helpers/fixtures';
import { ordersApi, placeOrder } from './helpers/orders';
import {
  createEquipment,
  createProvider,
  insertBooking,
  insertRental,
  KINDS,
  statusApi,
} from './helpers/statusRecords';

const t = withTestApp({ users: ['admin', 'vendorA', 'vendorB'] });
const ORDERS = 15;
const RECORDS = 15;
const ids = { orders: [] as string[], rental: [] as string[], booking: [] as string[] };

beforeAll(async () => {
  const customerId = await createCustomer(t.database);
  // Room for every rental at once, and a day of its own for each booking: confirmations are
  // judged against the stock and the provider's time (availability.test.ts); these count.
  const equipmentId = await createEquipment(t.database, { dailyRate: 900, stock: 100 });
  const serviceProviderId = await createProvider(t.database, 400);
  for (let i = 0; i < ORDERS; i++) {
    // Every other order also holds B's item, so A's updates move the order's derived status both ways.
    const items = [{ vendorId: t.vendorA.vendorId, totalPrice: 100 + i, status: ORDER_STATUSES[i % 5] }];
    if (i % 2) items.push({ vendorId: t.vendorB.vendorId, totalPrice: 50, status: 'SHIPPED' });
    ids.orders.push(await placeOrder(t.database, customerId, new Date(Date.UTC(2026, 0, 1 + i)), items));
  }
  for (let i = 0; i < RECORDS; i++) {
    ids.rental.push(await insertRental(t.database, { equipmentId, customerId, status: KINDS.rental.statuses[i % 4] }));
    ids.booking.push(
      await insertBooking(t.database, {
        serviceProviderId,
        customerId,
        status: KINDS.booking.statuses[i % 3],
        date: `2026-12-${String(i + 1).padStart(2, '0')}`,
      }),
    );
  }
});

describe('counters kept in shards', () => {
  it('stay equal to a fresh count under 50 concurrent updates of orders, rentals and bookings', async () => {
    const orders = ordersApi(t);
    const calls = [
      // Each order once and five of them twice: updates of one order queue on its items' locks.
      ...[...ids.orders, ...ids.orders.slice(0, 5)].map((orderId, n) =>
        orders('update-order', { orderId, status: ORDER_STATUSES[(n * 3 + 1) % 5] }, t.vendorA.headers),
      ),
      ...(['rental', 'booking'] as const).flatMap((kind) =>
        ids[kind].map((id, n) =>
          statusApi(t, kind)(
            KINDS[kind].paths.update,
            { [KINDS[kind].idKey]: id, status: KINDS[kind].offered[n % 3] },
            t.admin.headers,
          ),
        ),
      ),
    ];
    expect(calls).toHaveLength(50);
    const answers = await Promise.all(calls);
    expect(answers.map((res) => res.statusCode)).toEqual(calls.map(() => 200));
    expect(await counterMismatches(t.database.pool)).toEqual({
      status_counts: 0,
      vendor_orders: 0,
      vendor_order_counts: 0,
      vendor_month_sales: 0,
    });
  });
});

// The embedded database has one session: no second transaction can run beside the first.
describe.skipIf(!process.env.TEST_DATABASE_URL)('counters kept in shards, on PostgreSQL', () => {
  it("let a status change commit while another transaction holds the counters' rows it wrote", async () => {
    const [first, second] = [await t.database.pool.connect(), await t.database.pool.connect()];
    const setStatus = `update equipment_rentals set status = 'CANCELLED' where id = $1`;
    const shardOf = async (client: typeof first) =>
      Number((await client.query('select pg_current_xact_id()::text::bigint % 16 as shard')).rows[0].shard);
    // Both leave PENDING for CANCELLED: they change the same two counters.
    await first.query(`update equipment_rentals set status = 'PENDING' where id = any($1)`, [ids.rental.slice(0, 2)]);
    try {
      await first.query('begin');
      await first.query(setStatus, [ids.rental[0]]);
      const held = await shardOf(first);
      // Another transaction id falls in another shard but one time in 16: take a new one until it does.
      for (let tries = 0; ; tries++) {
        await second.query('begin');
        if ((await shardOf(second)) !== held) break;
        await second.query('rollback');
        expect(tries).toBeLessThan(32);
      }
      // The same two statuses' counters: without shards it would wait for the first to end.
      await second.query(`set local lock_timeout = '1s'`);
      await second.query(setStatus, [ids.rental[1]]);
      await second.query('commit');
    } finally {
      await first.query('rollback');
      first.release();
      second.release();
    }
    expect((await counterMismatches(t.database.pool)).status_counts).toBe(0);
  });
});
