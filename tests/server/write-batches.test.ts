import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { inBatches } from '../../src/server/db/writeBatches';
import { withTestApp } from './helper';
import { createCustomer } from './helpers/fixtures';
import { ordersApi, placeOrder } from './helpers/orders';
import { createEquipment, insertRental, KINDS, statusApi } from './helpers/statusRecords';

/** A write whose batches end when the test says, recording each batch's inputs. */
function heldWrite(concurrency: number) {
  const batches: string[][] = [];
  const ends: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const write = inBatches(
    async (_db: Db, inputs: string[]) => {
      batches.push(inputs);
      await new Promise<void>((resolve, reject) => ends.push({ resolve, reject }));
      return inputs.map((input) => `${input} done`);
    },
    { key: (input) => input.split(':')[0] ?? '', maxSize: 3, concurrency },
  );
  return { write, batches, ends };
}

/** A write that refuses any batch holding a `bad` input, as a trigger refuses a statement's rows. */
function refusingWrite() {
  const batches: string[][] = [];
  const write = inBatches(
    async (_db: Db, inputs: string[]) => {
      batches.push(inputs);
      await settled();
      if (inputs.some((input) => input.startsWith('bad'))) throw new Error(`refused: ${inputs.join(',')}`);
      return inputs.map((input) => `${input} done`);
    },
    { key: (input) => input, maxSize: 3, concurrency: 1, oneCallsError: (error) => String(error).includes('refused') },
  );
  return { write, batches };
}

const db = {} as Db;
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('write batches', () => {
  it('run a call at once, then the calls that waited meanwhile together, at most maxSize a batch', async () => {
    const { write, batches, ends } = heldWrite(1);
    const answers = ['a', 'b', 'c', 'd', 'e'].map((input) => write(db, input));
    await settled();
    expect(batches).toEqual([['a']]);
    ends[0]?.resolve();
    await settled();
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    ends[1]?.resolve();
    await settled();
    ends[2]?.resolve();
    expect(await Promise.all(answers)).toEqual(['a done', 'b done', 'c done', 'd done', 'e done']);
    expect(batches).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  });

  it('never run two calls of one key in one batch or at once, and keep their order', async () => {
    const { write, batches, ends } = heldWrite(2);
    const answers = ['x:1', 'x:2', 'y:1', 'x:3', 'z:1'].map((input) => write(db, input));
    await settled();
    // Calls run as they come while fewer than two batches run: x:2 waits for x:1, x:3 behind x:2.
    expect(batches).toEqual([['x:1'], ['y:1']]);
    ends[0]?.resolve();
    await settled();
    expect(batches.at(-1)).toEqual(['x:2', 'z:1']);
    ends[1]?.resolve();
    await settled();
    expect(batches).toHaveLength(3);
    ends[2]?.resolve();
    await settled();
    expect(batches.at(-1)).toEqual(['x:3']);
    ends[3]?.resolve();
    await Promise.all(answers);
  });

  it('fail every call of a batch that fails, and go on with the next', async () => {
    const { write, batches, ends } = heldWrite(1);
    const first = write(db, 'a');
    const failed = [write(db, 'b'), write(db, 'c')];
    await settled();
    ends[0]?.resolve();
    await settled();
    expect(batches[1]).toEqual(['b', 'c']);
    ends[1]?.reject(new Error('lock timeout'));
    for (const call of failed) await expect(call).rejects.toThrow('lock timeout');
    expect(await first).toBe('a done');
    const after = write(db, 'd');
    await settled();
    ends[2]?.resolve();
    expect(await after).toBe('d done');
  });
});

describe("write batches failed by one call's error", () => {
  it('run that batch again one call at a time, so only the offending call fails', async () => {
    const { write, batches } = refusingWrite();
    const first = write(db, 'a');
    const shared = ['b', 'bad', 'c'].map((input) => write(db, input).catch((error: unknown) => String(error)));
    expect(await first).toBe('a done');
    expect(await Promise.all(shared)).toEqual(['b done', 'Error: refused: bad', 'c done']);
    expect(batches).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
  });
});

describe('status updates in batches', () => {
  const t = withTestApp({ users: ['admin', 'vendorA', 'vendorB'] });
  const ids: string[] = [];
  const orderIds: string[] = [];
  beforeAll(async () => {
    const customerId = await createCustomer(t.database);
    // Stock for every rental at once: a confirmation is judged against it (availability.test.ts).
    const equipmentId = await createEquipment(t.database, { dailyRate: 500, stock: 100 });
    for (let i = 0; i < 20; i++) ids.push(await insertRental(t.database, { equipmentId, customerId }));
    for (let i = 0; i < 20; i++)
      orderIds.push(
        await placeOrder(t.database, customerId, new Date(Date.UTC(2026, 0, 1 + i)), [
          { vendorId: t.vendorA.vendorId, totalPrice: 100 },
          { vendorId: t.vendorB.vendorId, totalPrice: 50 },
        ]),
      );
  });

  it('share transactions when concurrent, each call answered with its own record', async () => {
    const { paths, idKey } = KINDS.rental;
    const answers = await Promise.all(
      ids.map((id, n) =>
        statusApi(t, 'rental')(
          paths.update,
          { [idKey]: id, status: n % 2 ? 'CONFIRMED' : 'CANCELLED' },
          t.admin.headers,
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(ids.map(() => 200));
    expect(answers.map((res) => res.json().data.id)).toEqual(ids);
    expect(answers.map((res) => res.json().data.status)).toEqual(
      ids.map((_, n) => (n % 2 ? 'CONFIRMED' : 'CANCELLED')),
    );
    // Rows one transaction wrote share its id (xmin): the cancellations share; each confirmation,
    // judged against the stock under the equipment's lock, runs in one of its own.
    const { rows } = await t.database.db.execute<{ changes: number; transactions: number }>(
      sql`select count(*)::int as changes, count(distinct xmin::text)::int as transactions from rental_status_history`,
    );
    expect(rows[0]?.changes).toBe(ids.length);
    expect(rows[0]?.transactions).toBeLessThan(ids.length);
  });

  it("answer each vendor's update of an order in a shared statement with that vendor's items alone", async () => {
    // Even orders by A, odd ones by B: one statement holds both vendors' changes.
    const vendors = [t.vendorA, t.vendorB];
    const answers = await Promise.all(
      orderIds.map((orderId, n) =>
        ordersApi(t)('update-order', { orderId, status: 'SHIPPED' }, vendors[n % 2]?.headers ?? {}),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(orderIds.map(() => 200));
    for (const [n, res] of answers.entries()) {
      const order = res.json().data;
      expect(order.id).toBe(orderIds[n]);
      expect(order.final_amount).toBe(n % 2 ? 50 : 100);
      expect(order.status).toBe('SHIPPED');
      expect(order.order_items.map((item: { status: string }) => item.status)).toEqual(['SHIPPED']);
    }
    const { rows } = await t.database.db.execute<{ transactions: number }>(
      sql`select count(distinct xmin::text)::int as transactions from order_status_history`,
    );
    expect(rows[0]?.transactions).toBeLessThan(orderIds.length);
  });
});
