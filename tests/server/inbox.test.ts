import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/server/db/schema';
import type { InboxEvent, InboxListResponse } from '../../src/shared/contract/inbox';
import { type VendorActor, withTestApp } from './helper';
import { createCustomer, createProduct, insertOrder } from './helpers/fixtures';
import { expectApiError } from './helpers/http';
import { inboxData, openSse, type SseClient } from './helpers/sse';

const t = withTestApp({ users: ['admin', 'vendorA', 'vendorB', 'customer'] });

let customerId: string;
let base: string;
beforeAll(async () => {
  customerId = await createCustomer(t.database);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}/api/v1`;
});

const streams: SseClient[] = [];
afterAll(() => {
  for (const s of streams) s.close();
});

const list = async (vendor: VendorActor, before?: number) => {
  const res = await vendor.post('/api/v1/inbox/list', before === undefined ? {} : { before });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InboxListResponse>();
};
const unread = async (vendor: VendorActor) => {
  const res = await vendor.get('/api/v1/inbox/unread-count');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { unread: number } }>().data.unread;
};
/** The vendor's events after `seq`, oldest first. */
const eventsAfter = async (vendor: VendorActor, seq: number) =>
  (await list(vendor)).data.filter((e) => e.seq > seq).reverse();
const lastSeq = async (vendor: VendorActor) => (await list(vendor)).data[0]?.seq ?? 0;

const orderFor = (...items: Array<{ vendorId: string; totalPrice: number }>) =>
  insertOrder(t.database, { customerId, orderDate: new Date(), items });

const stream = async (vendor: { headers: Record<string, string> }, lastEventId?: number) => {
  const client = await openSse(`${base}/inbox/stream`, {
    ...vendor.headers,
    ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
  });
  streams.push(client);
  return client;
};

describe('each event is written by its cause, in the same transaction', () => {
  it('a new order: one event per vendor, with its items and total', async () => {
    const [fromA, fromB] = [await lastSeq(t.vendorA), await lastSeq(t.vendorB)];
    const orderId = await orderFor(
      { vendorId: t.vendorA.vendorId, totalPrice: 100 },
      { vendorId: t.vendorA.vendorId, totalPrice: 250.5 },
      { vendorId: t.vendorB.vendorId, totalPrice: 40 },
    );
    const [a] = await eventsAfter(t.vendorA, fromA);
    expect(a).toMatchObject({ kind: 'NEW_ORDER', seq: fromA + 1, details: { orderId, items: 2, total: 350.5 } });
    expect(a?.readAt).toBeNull();
    expect(await eventsAfter(t.vendorB, fromB)).toEqual([
      expect.objectContaining({ kind: 'NEW_ORDER', details: { orderId, items: 1, total: 40 } }),
    ]);
  });

  it("an item cancelled (the vendor's status change to Cancelled), not other changes", async () => {
    const orderId = await orderFor({ vendorId: t.vendorA.vendorId, totalPrice: 10 });
    const from = await lastSeq(t.vendorA);
    const update = (status: string) => t.vendorA.post('/api/v1/order/update-order', { orderId, status });
    expect((await update('CONFIRMED')).statusCode).toBe(200);
    expect(await eventsAfter(t.vendorA, from)).toEqual([]);
    expect((await update('CANCELLED')).statusCode).toBe(200);
    expect(await eventsAfter(t.vendorA, from)).toEqual([
      expect.objectContaining({ kind: 'ITEM_CANCELLED', details: { orderId, product: 'Item 1' } }),
    ]);
  });

  it('suspended and reinstated by an admin', async () => {
    const vendor = await t.signUp('VENDOR');
    const setSignIn = (canSignIn: boolean) =>
      t.admin.inject({ method: 'PUT', url: `/api/v1/vendors/${vendor.vendorId}`, payload: { canSignIn } });
    expect((await setSignIn(false)).statusCode).toBe(200);
    expect((await setSignIn(true)).statusCode).toBe(200);
    const again = await t.signIn(vendor.user);
    const kinds = (await list({ ...again, vendorId: vendor.vendorId })).data.map((e) => e.kind);
    expect(kinds).toEqual(['REINSTATED', 'SUSPENDED']);
  });

  it('a variant falling low on stock, once, through the variant form', async () => {
    const { productId, variantIds } = await createProduct(t.database, t.vendorA.vendorId, { name: 'Sand' });
    const variantId = variantIds[0] as string;
    const from = await lastSeq(t.vendorA);
    const setStock = (stock: number) =>
      t.vendorA.post('/api/v1/products/update-product-variant', {
        productId,
        productVariantId: variantId,
        imageUrl: null,
        color: '#808080',
        size: '50 kg',
        unitPrice: 100,
        unitName: 'bag',
        stock,
      });
    expect((await setStock(6)).statusCode).toBe(200);
    expect(await eventsAfter(t.vendorA, from)).toEqual([]);
    expect((await setStock(3)).statusCode).toBe(200);
    expect((await setStock(1)).statusCode).toBe(200);
    expect(await eventsAfter(t.vendorA, from)).toEqual([
      expect.objectContaining({ kind: 'LOW_STOCK', details: { product: 'Sand', variant: '50 kg', stock: 3 } }),
    ]);
    const [row] = await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(row?.stock).toBe(1);
  });

  it("an admin's message to one vendor; bad input and other roles change nothing", async () => {
    const [fromA, fromB] = [await lastSeq(t.vendorA), await lastSeq(t.vendorB)];
    const send = (body: object, caller = t.admin) => caller.post('/api/v1/inbox/message-vendor', body);
    const res = await send({ vendorId: t.vendorA.vendorId, text: '  Stock count on Friday  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Message sent' });
    expectApiError(await send({ vendorId: t.vendorA.vendorId, text: '   ' }), 400, 'Write a message');
    expectApiError(await send({ vendorId: t.vendorA.vendorId, text: 'x'.repeat(1001) }), 400);
    expectApiError(
      await send({ vendorId: '00000000-0000-4000-8000-000000000000', text: 'Hi' }),
      404,
      'Vendor not found',
    );
    expectApiError(await send({ vendorId: t.vendorB.vendorId, text: 'Hi' }, t.vendorA), 403);
    expect(await eventsAfter(t.vendorA, fromA)).toEqual([
      expect.objectContaining({ kind: 'MESSAGE', details: { text: 'Stock count on Friday' } }),
    ]);
    expect(await eventsAfter(t.vendorB, fromB)).toEqual([]);
  });
});

describe('own rows only', () => {
  it("vendor B never sees nor marks vendor A's events; admins and customers have no inbox", async () => {
    await orderFor({ vendorId: t.vendorA.vendorId, totalPrice: 5 });
    const [event] = (await list(t.vendorA)).data;
    const id = (event as InboxEvent).id;
    expect((await list(t.vendorB)).data.map((e) => e.id)).not.toContain(id);
    expectApiError(await t.vendorB.post('/api/v1/inbox/mark-read', { id }), 404, 'Event not found');
    expect((await list(t.vendorA)).data[0]?.readAt).toBeNull();
    for (const caller of [t.admin, t.customer]) {
      expectApiError(await caller.post('/api/v1/inbox/list', {}), 403);
      expectApiError(await caller.get('/api/v1/inbox/unread-count'), 403);
    }
    expectApiError(await t.anonymous.post('/api/v1/inbox/list', {}), 401);
    expectApiError(await t.vendorA.post('/api/v1/inbox/mark-read', { id: 'nope' }), 400);
  });
});

describe('unread counts and marking read', () => {
  it('is exact under 50 concurrent orders, each numbered once in commit order', async () => {
    const vendor = await t.signUp('VENDOR');
    await Promise.all(Array.from({ length: 50 }, () => orderFor({ vendorId: vendor.vendorId, totalPrice: 1 })));
    expect(await unread(vendor)).toBe(50);
    const first = await list(vendor);
    const second = await list(vendor, first.next ?? undefined);
    const third = await list(vendor, second.next ?? undefined);
    expect(third.next).toBeNull();
    const seqs = [...first.data, ...second.data, ...third.data].map((e) => e.seq);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i));
  });

  it('marks one read, then all read up to what was shown', async () => {
    const vendor = await t.signUp('VENDOR');
    for (let i = 0; i < 3; i++) await orderFor({ vendorId: vendor.vendorId, totalPrice: 1 });
    const [newest, , oldest] = (await list(vendor)).data as [InboxEvent, InboxEvent, InboxEvent];
    expect((await vendor.post('/api/v1/inbox/mark-read', { id: oldest.id })).statusCode).toBe(200);
    expect((await vendor.post('/api/v1/inbox/mark-read', { id: oldest.id })).statusCode).toBe(200);
    expect(await unread(vendor)).toBe(2);
    await orderFor({ vendorId: vendor.vendorId, totalPrice: 1 });
    const res = await vendor.post('/api/v1/inbox/mark-all-read', { upTo: newest.seq });
    expect(res.json()).toEqual({ message: 'Every event marked read' });
    expect(await unread(vendor)).toBe(1);
    const all = await vendor.post('/api/v1/inbox/mark-all-read', {});
    expect(all.statusCode, all.body).toBe(200);
    expect(await unread(vendor)).toBe(0);
    expect((await list(vendor)).data.every((e) => e.readAt !== null)).toBe(true);
  });
});

describe('GET /inbox/stream (Server-Sent Events)', () => {
  it('delivers each event to two streams of the same vendor, with its seq as the id, and list changes', async () => {
    const vendor = await t.signUp('VENDOR');
    const [one, two] = await Promise.all([stream(vendor), stream(vendor)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    for (const s of [one, two]) await s.next((e) => e.event === 'ready');
    const orderId = await orderFor({ vendorId: vendor.vendorId, totalPrice: 12 });
    for (const s of [one, two]) {
      const event = await s.next((e) => e.event === 'inbox');
      expect(event.id).toBe('1');
      expect(JSON.parse(event.data)).toMatchObject({ seq: 1, kind: 'NEW_ORDER', details: { orderId } });
      await s.next((e) => e.event === 'changed' && JSON.parse(e.data).resource === 'vendor-orders');
    }
    await createProduct(t.database, vendor.vendorId);
    await one.next((e) => e.event === 'changed' && JSON.parse(e.data).resource === 'materials');
    // A status change is no news for the inbox, but the open list of orders reads again.
    const seen = one.events.length;
    expect((await vendor.post('/api/v1/order/update-order', { orderId, status: 'CONFIRMED' })).statusCode).toBe(200);
    const changed = await one.next(
      (e) => one.events.indexOf(e) >= seen && e.event === 'changed' && JSON.parse(e.data).resource === 'vendor-orders',
    );
    expect(changed).toBeDefined();
    // Another vendor's news never reaches this stream.
    await orderFor({ vendorId: t.vendorB.vendorId, totalPrice: 1 });
    await orderFor({ vendorId: vendor.vendorId, totalPrice: 1 });
    await one.next((e) => e.id === '2');
    expect(inboxData(one.events).map((e) => e.seq)).toEqual([1, 2]);
  });

  it('replays what came after Last-Event-ID, in order, then goes on live', async () => {
    const vendor = await t.signUp('VENDOR');
    for (let i = 0; i < 3; i++) await orderFor({ vendorId: vendor.vendorId, totalPrice: 1 });
    const client = await stream(vendor, 1);
    await client.next((e) => e.id === '3');
    await t.admin.post('/api/v1/inbox/message-vendor', { vendorId: vendor.vendorId, text: 'Hello' });
    await client.next((e) => e.id === '4');
    expect(inboxData(client.events).map((e) => [e.seq, e.kind])).toEqual([
      [2, 'NEW_ORDER'],
      [3, 'NEW_ORDER'],
      [4, 'MESSAGE'],
    ]);
    expect(client.events.some((e) => e.event === 'ready')).toBe(false);
  });

  it('is for vendors with a token; a bad Last-Event-ID is refused', async () => {
    expect((await stream(t.admin)).status).toBe(403);
    expect((await stream({ headers: {} })).status).toBe(401);
    const bad = await openSse(`${base}/inbox/stream`, { ...t.vendorA.headers, 'last-event-id': 'x' });
    expect(bad.status).toBe(400);
  });

  it('hears what another instance wrote, and ends its streams when the server drains, so a stop is not held', async () => {
    const second = await t.secondApp({});
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const client = await openSse(`http://127.0.0.1:${address.port}/api/v1/inbox/stream`, t.vendorA.headers);
    streams.push(client);
    await client.next((e) => e.event === 'ready');
    await t.admin.post('/api/v1/inbox/message-vendor', { vendorId: t.vendorA.vendorId, text: 'From elsewhere' });
    await client.next((e) => e.event === 'inbox' && JSON.parse(e.data).details.text === 'From elsewhere');
    const started = performance.now();
    expect(await second.drain(5000)).toBe(0);
    await client.ended;
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
