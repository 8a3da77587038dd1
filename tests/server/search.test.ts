import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, sellerRequests, users, vendors } from '../../src/server/db/schema';
import { type SearchGroup, type SearchKind, searchResponseSchema } from '../../src/shared/contract/search';
import { messages } from '../../src/shared/messages';
import { type Caller, withTestApp } from './helper';
import { createCustomer, createProduct, createSellerRequest, insertOrder } from './helpers/fixtures';
import { expectAccess, expectApiError } from './helpers/http';
import { createEquipment, createProvider, insertBooking, insertRental } from './helpers/statusRecords';

const t = withTestApp();

/** A word no other row holds, so a search for it finds only what a test made. */
const word = (label: string) => `${label}${randomUUID().replaceAll('-', '').slice(0, 10)}`;

const names = {
  customer: word('Chaturvedi'),
  productOfA: word('Cement of A '),
  productOfB: word('Cement of B '),
  vendor: word('Lakshmi Traders '),
  equipment: word('Concrete Mixer '),
  provider: word('Ravi Plumbing '),
  request: word('Ganesh Hardware '),
  requestOwner: word('Suresh Kale '),
};
const ids = {} as Record<'orderOfA' | 'orderOfB' | 'rental' | 'booking' | 'vendor' | 'request', string>;

beforeAll(async () => {
  const db = t.database;
  const customerId = await createCustomer(db);
  const [customer] = await db.db
    .select({ userId: customers.userId })
    .from(customers)
    .where(eq(customers.id, customerId));
  await db.db.update(users).set({ name: names.customer }).where(eq(users.id, customer!.userId));
  const order = (vendorId: string) =>
    insertOrder(db, { customerId, orderDate: new Date(), items: [{ vendorId, totalPrice: 100 }] });
  ids.orderOfA = await order(t.vendorA.vendorId);
  ids.orderOfB = await order(t.vendorB.vendorId);
  await createProduct(db, t.vendorA.vendorId, { name: names.productOfA });
  await createProduct(db, t.vendorB.vendorId, { name: names.productOfB });
  const [vendor] = await db.db
    .update(vendors)
    .set({ name: names.vendor, ownerName: 'Lakshmi', city: 'Pune' })
    .where(eq(vendors.id, t.vendorA.vendorId))
    .returning({ id: vendors.id });
  ids.vendor = vendor!.id;
  const equipmentId = await createEquipment(db, { dailyRate: 500, stock: 2, name: names.equipment });
  const providerId = await createProvider(db, 300, names.provider);
  ids.rental = await insertRental(db, { equipmentId, customerId });
  ids.booking = await insertBooking(db, { serviceProviderId: providerId, customerId });
  const request = await createSellerRequest(db);
  await db.db
    .update(sellerRequests)
    .set({ name: names.request, ownerName: names.requestOwner })
    .where(eq(sellerRequests.id, request.id));
  ids.request = request.id;
});

const search = (caller: Caller, q: string) => caller.get(`/api/v1/search?q=${encodeURIComponent(q)}`);

/** The answer's groups, checked against the contract. */
function groupsOf(res: LightMyRequestResponse): SearchGroup[] {
  expect(res.statusCode, res.body).toBe(200);
  return searchResponseSchema.parse(res.json()).data;
}

/** The hits of one kind in an answer, as `label | detail | path`. */
const hitsOf = (groups: SearchGroup[], kind: SearchKind) =>
  groups.find((g) => g.kind === kind)?.hits.map((h) => `${h.label} | ${h.detail} | ${h.path}`) ?? [];

describe('GET /search (admin)', () => {
  it('finds an order by its last digits, by a part from its middle and by its customer name, with the path that opens it', async () => {
    const wanted = `${ids.orderOfA} | ${names.customer} | /material-orders?open=${ids.orderOfA}`;
    for (const q of [ids.orderOfA.slice(-5), ids.orderOfA.slice(9, 18).toUpperCase(), names.customer]) {
      expect(hitsOf(groupsOf(await search(t.admin, q)), 'orders'), q).toContain(wanted);
    }
    // Both of the customer's orders, each once though the name and the id could both match.
    const byName = hitsOf(groupsOf(await search(t.admin, names.customer)), 'orders');
    expect(byName).toHaveLength(2);
  });

  it('finds products, vendors, equipment and service providers by any part of the name', async () => {
    const groups = groupsOf(await search(t.admin, names.productOfA.slice(3, 20)));
    expect(hitsOf(groups, 'products')).toEqual([expect.stringMatching(new RegExp(`^${names.productOfA} \\| `))]);
    expect(hitsOf(groupsOf(await search(t.admin, names.vendor.slice(-12))), 'vendors')).toEqual([
      `${names.vendor} | Lakshmi · Pune | /vendors?open=${ids.vendor}`,
    ]);
    expect(hitsOf(groupsOf(await search(t.admin, names.equipment.toLowerCase())), 'equipment')).toEqual([
      expect.stringMatching(new RegExp(`^${names.equipment} \\| Available \\| /equipments\\?open=`)),
    ]);
    expect(hitsOf(groupsOf(await search(t.admin, names.provider)), 'serviceProviders')).toEqual([
      expect.stringMatching(new RegExp(`^${names.provider} \\| Electrician \\| /service-provider\\?open=`)),
    ]);
  });

  it("finds a seller request by its shop's or its owner's name", async () => {
    const wanted = `${names.request} | ${names.requestOwner} · Pune | /seller-requests?open=${ids.request}`;
    for (const q of [names.request, names.requestOwner]) {
      expect(hitsOf(groupsOf(await search(t.admin, q)), 'sellerRequests'), q).toEqual([wanted]);
    }
  });

  it('finds rentals and bookings by any part of the id and by the customer name', async () => {
    const rental = `${ids.rental} | ${names.customer} · ${names.equipment} | /equipment-rentals?open=${ids.rental}`;
    const booking = `${ids.booking} | ${names.customer} · ${names.provider} | /service-bookings?open=${ids.booking}`;
    expect(hitsOf(groupsOf(await search(t.admin, ids.rental.slice(-6))), 'rentals')).toContain(rental);
    expect(hitsOf(groupsOf(await search(t.admin, ids.booking.slice(-6))), 'bookings')).toContain(booking);
    const byName = groupsOf(await search(t.admin, names.customer));
    expect(hitsOf(byName, 'rentals')).toEqual([rental]);
    expect(hitsOf(byName, 'bookings')).toEqual([booking]);
    // Groups come in the contract's order, only those with hits.
    expect(byName.map((g) => g.kind)).toEqual(['orders', 'rentals', 'bookings']);
  });

  it("takes the user's % and _ as themselves, not as wildcards", async () => {
    const name = word('Tiles 50%_off ');
    await createProduct(t.database, t.vendorA.vendorId, { name });
    expect(hitsOf(groupsOf(await search(t.admin, '50%_off')), 'products')).toHaveLength(1);
    expect(groupsOf(await search(t.admin, '%%%'))).toEqual([]);
    expect(groupsOf(await search(t.admin, '___'))).toEqual([]);
  });
});

describe('GET /search (vendor)', () => {
  it("finds the vendor's own orders and products, never another vendor's", async () => {
    const ofB = groupsOf(await search(t.vendorB, ids.orderOfB.slice(-6)));
    expect(hitsOf(ofB, 'orders')).toEqual([
      `${ids.orderOfB} | ${names.customer} | /vendor-orders?open=${ids.orderOfB}`,
    ]);
    expect(groupsOf(await search(t.vendorB, ids.orderOfA.slice(-6)))).toEqual([]);
    // The customer bought from both: B finds its order by the name, not A's.
    expect(hitsOf(groupsOf(await search(t.vendorB, names.customer)), 'orders')).toEqual([
      `${ids.orderOfB} | ${names.customer} | /vendor-orders?open=${ids.orderOfB}`,
    ]);
    expect(hitsOf(groupsOf(await search(t.vendorB, 'Cement of')), 'products')).toEqual([
      expect.stringMatching(new RegExp(`^${names.productOfB} \\| null \\| /materials\\?open=`)),
    ]);
    expect(JSON.stringify(groupsOf(await search(t.vendorB, names.productOfA)))).not.toContain(names.productOfA);
  });

  it('finds no vendors, equipment, providers, seller requests, rentals or bookings', async () => {
    for (const q of [names.vendor, names.equipment, names.provider, names.request, ids.rental, ids.booking]) {
      expect(groupsOf(await search(t.vendorA, q)), q).toEqual([]);
    }
  });
});

describe('GET /search refusals', () => {
  it('answers 401 to an anonymous caller and 403 to a customer', async () => {
    expectAccess(await search(t.anonymous, names.customer), 401, 'anonymous');
    expectAccess(await search(t.customer, names.customer), 403, 'customer');
  });

  it('answers 400 with a message to a missing, short or long query', async () => {
    expectApiError(await t.admin.get('/api/v1/search'), 400, messages.search.queryTooShort);
    expectApiError(await search(t.admin, ' ab  '), 400, messages.search.queryTooShort);
    expectApiError(await search(t.admin, 'x'.repeat(101)), 400, messages.search.queryTooLong);
  });
});
