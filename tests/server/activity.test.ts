import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purgeActivity } from '../../src/server/modules/activity/retention';
import { activity } from '../../src/server/modules/activity/table';
import { versionsOf } from '../../src/server/modules/activity/versions';
import { equipmentEntity } from '../../src/server/modules/equipment/entity';
import { serviceProviderEntity } from '../../src/server/modules/service-providers/entity';
import { ACTIVITY_ENTITIES, type ActivityEntry, type History } from '../../src/shared/contract/activity';
import { acceptValuesOf } from '../../src/shared/contract/seller-requests';
import type { Actor, Caller } from './helper';
import { withTestApp } from './helper';
import { createCustomer, createSellerRequest, insertOrder } from './helpers/fixtures';
import { expectApiError, FORBIDDEN, UNKNOWN_ID } from './helpers/http';
import { validProduct, validVariant } from './helpers/products';
import { createEquipment, insertBooking, insertRental } from './helpers/statusRecords';
import { isStored, storeImage } from './helpers/storedImage';

const t = withTestApp({ ownUploads: true, users: ['admin', 'vendorA', 'vendorB', 'customer'] });

/** Valid add bodies, as the entities declare them (rate 1500 and 450). */
const equipmentBody = equipmentEntity.example!.sample(0) as Record<string, unknown>;

/** Every row of the log, newest first. */
const rows = () => t.database.db.select().from(activity).orderBy(desc(activity.id));
const rowCount = async () => (await rows()).length;
/** The newest row, after a write that must have left exactly one. */
async function oneNewRow(before: number) {
  const all = await rows();
  expect(all.length - before).toBe(1);
  return all[0]!;
}

const post = (who: Caller | Actor, url: string, body: unknown) => who.post(`/api/v1${url}`, body);
const list = async (who: Caller | Actor, query = '') => {
  const res = await who.get(`/api/v1/activity${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: ActivityEntry[]; next: string | null };
};
const history = async (who: Caller | Actor, entity: string, recordId: string) => {
  const res = await who.get(`/api/v1/activity/history?entity=${entity}&recordId=${recordId}`);
  expect(res.statusCode).toBe(200);
  return res.json() as History;
};

async function addEquipment(fields: Record<string, unknown> = {}) {
  const res = await post(t.admin, '/equipments/add-equipment', { ...equipmentBody, ...fields });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string };
}

describe('recording: each write leaves exactly one row, in its transaction', () => {
  it('records an add with its fields, who made it, the request and the address', async () => {
    const before = await rowCount();
    const { id } = await addEquipment({ name: 'Recorded Mixer' });
    const row = await oneNewRow(before);
    expect(row).toMatchObject({
      entity: 'equipment',
      recordId: id,
      recordLabel: 'Recorded Mixer',
      action: 'create',
      actorId: t.admin.user.id,
      actorRole: 'ADMIN',
      vendorId: null,
    });
    expect(row.requestId).toMatch(/\S/);
    expect(row.clientIp).toMatch(/\S/);
    expect(row.changes).toMatchObject({ name: [null, 'Recorded Mixer'], dailyRate: [null, 1500] });
    expect(row.snapshot).toMatchObject({ name: 'Recorded Mixer', dailyRate: 1500, stock: 3 });
    expect(row.snapshot).not.toHaveProperty('id');
  });

  it('records an update as the moved fields only, and a save that moves nothing not at all', async () => {
    const { id } = await addEquipment({ name: 'Rate Mixer' });
    const before = await rowCount();
    const body = { ...equipmentBody, name: 'Rate Mixer', dailyRate: 1800, id };
    expect((await post(t.admin, '/equipments/update-equipment', body)).statusCode).toBe(200);
    const row = await oneNewRow(before);
    expect(row).toMatchObject({ action: 'update', changes: { dailyRate: [1500, 1800] } });
    expect((await post(t.admin, '/equipments/update-equipment', body)).statusCode).toBe(200);
    expect(await rowCount()).toBe(before + 1);
  });

  it('records a deletion with the record as it was', async () => {
    const { id } = await addEquipment({ name: 'Doomed Mixer' });
    const before = await rowCount();
    expect((await post(t.admin, '/equipments/delete-equipment', { equipmentId: id })).statusCode).toBe(200);
    const row = await oneNewRow(before);
    expect(row).toMatchObject({ action: 'delete', changes: { name: ['Doomed Mixer', null] } });
    expect(row.snapshot).toMatchObject({ name: 'Doomed Mixer' });
  });

  it('records nothing for a refused write', async () => {
    const before = await rowCount();
    await post(t.admin, '/equipments/add-equipment', { ...equipmentBody, dailyRate: 0 });
    await post(t.admin, '/equipments/update-equipment', { ...equipmentBody, id: UNKNOWN_ID });
    await post(t.vendorA, '/equipments/add-equipment', equipmentBody);
    await post(t.admin, '/categories/create', { name: 'Taken', description: 'x', imageUrl: null });
    await post(t.admin, '/categories/create', { name: 'TAKEN', description: 'y', imageUrl: null });
    expect(await rowCount()).toBe(before + 1);
  });

  it('records a rental status change, and nothing when the status stays', async () => {
    const equipmentId = await createEquipment(t.database, { dailyRate: 100, stock: 2 });
    const customerId = await createCustomer(t.database);
    const rentalId = await insertRental(t.database, { equipmentId, customerId, date: '2026-05-01', qty: 1 });
    const before = await rowCount();
    const body = { rentalId, status: 'CONFIRMED' };
    expect((await post(t.admin, '/equipment-rentals/update-rental-order', body)).statusCode).toBe(200);
    const row = await oneNewRow(before);
    expect(row).toMatchObject({
      entity: 'equipment-rentals',
      recordId: rentalId,
      action: 'status',
      actorId: t.admin.user.id,
      changes: { status: ['PENDING', 'CONFIRMED'] },
      snapshot: { status: 'CONFIRMED' },
    });
    expect((await post(t.admin, '/equipment-rentals/update-rental-order', body)).statusCode).toBe(200);
    expect(await rowCount()).toBe(before + 1);
  });

  it("records a vendor's order update under the vendor, which another vendor never sees", async () => {
    const customerId = await createCustomer(t.database);
    const orderId = await insertOrder(t.database, {
      customerId,
      orderDate: new Date(),
      items: [
        { vendorId: t.vendorA.vendorId, totalPrice: 100 },
        { vendorId: t.vendorB.vendorId, totalPrice: 50 },
      ],
    });
    const before = await rowCount();
    const res = await post(t.vendorA, '/order/update-order', { orderId, status: 'SHIPPED' });
    expect(res.statusCode).toBe(200);
    const row = await oneNewRow(before);
    expect(row).toMatchObject({
      entity: 'orders',
      recordId: orderId,
      vendorId: t.vendorA.vendorId,
      action: 'status',
      changes: { status: ['PENDING', 'SHIPPED'] },
    });
    expect((await list(t.vendorA, '?entity=orders')).data.map((entry) => entry.recordId)).toContain(orderId);
    expect((await list(t.vendorB, '?entity=orders')).data.map((entry) => entry.recordId)).not.toContain(orderId);
    expect((await history(t.vendorB, 'orders', orderId)).data).toEqual([]);
    expect((await history(t.vendorA, 'orders', orderId)).current).toEqual({ status: 'SHIPPED' });
  });

  it("records products and variants under their vendor; vendor B sees none of A's", async () => {
    const before = await rowCount();
    const added = await post(t.vendorA, '/products/add-product', { ...validProduct, name: 'Logged Cement' });
    const product = added.json().data as { id: string };
    const variantRes = await post(t.vendorA, '/products/add-product-variant', {
      ...validVariant,
      productId: product.id,
    });
    const variant = variantRes.json().data as { id: string };
    await post(t.vendorA, '/products/update-product-variant', {
      ...validVariant,
      unitPrice: 499,
      productId: product.id,
      productVariantId: variant.id,
    });
    await post(t.vendorA, '/products/delete-product-variant', { variantId: variant.id });
    const latest = (await rows()).slice(0, (await rowCount()) - before);
    expect(latest.map((row) => [row.entity, row.action, row.vendorId])).toEqual([
      ['variants', 'delete', t.vendorA.vendorId],
      ['variants', 'update', t.vendorA.vendorId],
      ['variants', 'create', t.vendorA.vendorId],
      ['products', 'create', t.vendorA.vendorId],
    ]);
    expect(latest[1]!.changes).toEqual({ unitPrice: [validVariant.unitPrice, 499] });
    const mine = await list(t.vendorA, '?entity=variants');
    expect(mine.data.map((entry) => entry.recordId)).toContain(variant.id);
    const theirs = await list(t.vendorB);
    expect(theirs.data.every((entry) => entry.recordId !== variant.id && entry.recordId !== product.id)).toBe(true);
    expect((await history(t.vendorB, 'products', product.id)).current).toBeNull();
  });

  it('records a suspension, a seller request decision and a broadcast with its revert', async () => {
    const before = await rowCount();
    await t.admin.inject({
      method: 'PUT',
      url: `/api/v1/vendors/${t.vendorB.vendorId}`,
      payload: { canSignIn: false },
    });
    await t.admin.inject({
      method: 'PUT',
      url: `/api/v1/vendors/${t.vendorB.vendorId}`,
      payload: { canSignIn: true },
    });
    const request = await createSellerRequest(t.database);
    const accepted = await post(t.admin, '/seller-requests/accept-request', acceptValuesOf(request));
    expect(accepted.statusCode).toBe(200);
    const rejected = await createSellerRequest(t.database);
    await post(t.admin, '/seller-requests/reject-request', { requestId: rejected.id });
    const sent = await post(t.admin, '/admin-notifications/send', { title: 'Diwali sale', message: 'Half off' });
    await post(t.admin, '/admin-notifications/revert', { adminNotificationId: sent.json().data.id });
    const latest = (await rows()).slice(0, (await rowCount()) - before);
    expect(latest.map((row) => [row.entity, row.action, row.changes])).toEqual([
      ['admin-notifications', 'revert', expect.objectContaining({ title: ['Diwali sale', null] })],
      ['admin-notifications', 'broadcast', expect.objectContaining({ title: [null, 'Diwali sale'] })],
      ['seller-requests', 'reject', { status: ['PENDING', 'REJECTED'] }],
      ['seller-requests', 'accept', { status: ['PENDING', 'ACCEPTED'] }],
      ['vendors', 'reinstate', { canSignIn: [false, true] }],
      ['vendors', 'suspend', { canSignIn: [true, false] }],
    ]);
    // The generated password exists only in the accept's answer.
    const password = accepted.json().password as string;
    const everything = JSON.stringify(await rows());
    expect(everything).not.toContain(password);
  });

  it('records each record a deleted image is cleared from; the file goes though versions showed it', async () => {
    const image = await storeImage(t);
    const { id } = await addEquipment({ name: 'Pictured Mixer', imageUrl: image.url });
    const before = await rowCount();
    expect((await post(t.admin, '/file/delete', { fileName: image.url })).statusCode).toBe(200);
    const row = await oneNewRow(before);
    expect(row).toMatchObject({
      entity: 'equipment',
      recordId: id,
      action: 'update',
      changes: { imageUrl: [image.url, null] },
    });
    expect(await isStored(t, image)).toEqual({ file: false, row: false });
  });

  it('keeps no password, hash or token in any row', async () => {
    const { user, ...session } = await t.signUp('VENDOR');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: session.headers,
      payload: { password: 'Another#Passw0rd' },
    });
    expect(changed.statusCode).toBe(200);
    const everything = JSON.stringify(await rows());
    for (const secret of [user.password, 'Another#Passw0rd', session.token, t.admin.token, t.vendorA.cookie, '$argon2'])
      expect(everything).not.toContain(secret);
  });
});

describe('the activity list', () => {
  it('pages newest first by cursor and filters by kind, action, actor and date', async () => {
    for (let n = 1; n <= 11; n++) await addEquipment({ name: `Paged Mixer ${n}` });
    const first = await list(t.admin, '?perPage=10&entity=equipment&action=create');
    expect(first.data.length).toBe(10);
    expect(first.data.every((entry) => entry.entity === 'equipment' && entry.action === 'create')).toBe(true);
    expect(first.data[0]!.recordLabel).toBe('Paged Mixer 11');
    expect(first.next).not.toBeNull();
    const ids = first.data.map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list(t.admin, `?perPage=10&entity=equipment&action=create&before=${first.next}`);
    expect(Number(second.data[0]!.id)).toBeLessThan(ids.at(-1)!);
    const byActor = await list(t.admin, `?actorId=${t.vendorA.user.id}&perPage=50`);
    expect(byActor.data.length).toBeGreaterThan(0);
    expect(byActor.data.every((entry) => entry.actor.id === t.vendorA.user.id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(t.admin, `?from=${today}&to=${today}`)).data.length).toBeGreaterThan(0);
    expect((await list(t.admin, '?from=2020-01-01&to=2020-01-31')).data).toEqual([]);
  });

  it('finds changes by day exactly, to the last second of the day', async () => {
    const { id } = await addEquipment({ name: 'Dated Mixer' });
    const [mine] = await t.database.db.select().from(activity).where(eq(activity.recordId, id));
    // Every change so far a millisecond before the next, this one the day's last second.
    await t.database.db.execute(
      sql`update activity set at = '2024-03-10T23:59:59Z'::timestamptz + (id - ${mine!.id}) * interval '1 millisecond'`,
    );
    const march10 = await list(t.admin, '?from=2024-03-10&to=2024-03-10&perPage=10');
    expect(march10.data[0]!.recordId).toBe(id);
    expect(march10.data.length).toBe(10);
    expect((await list(t.admin, '?from=2024-03-11&to=2024-03-11')).data).toEqual([]);
    expect((await list(t.admin, '?from=2024-03-11')).data).toEqual([]);
    expect((await list(t.admin, '?to=2024-03-09')).data).toEqual([]);
  });

  it('refuses bad filters with their message, and customers altogether', async () => {
    expectApiError(await t.admin.get('/api/v1/activity?entity=spaceships'), 400, 'Unknown kind of record');
    expectApiError(await t.admin.get('/api/v1/activity?from=2024-13-01'), 400, 'Dates must be given as YYYY-MM-DD');
    expectApiError(
      await t.admin.get('/api/v1/activity?from=2024-02-01&to=2024-01-01'),
      400,
      'The start date must not be after the end date',
    );
    expectApiError(await t.admin.get('/api/v1/activity?perPage=7'), 400, 'Rows per page must be 10, 20 or 50');
    expectApiError(await t.customer.get('/api/v1/activity'), 403, FORBIDDEN);
    expectApiError(
      await t.vendorA.get(`/api/v1/activity/history?entity=equipment&recordId=${UNKNOWN_ID}`),
      403,
      FORBIDDEN,
    );
  });

  it('exports a range as CSV with a byte-order mark, formulas defused', async () => {
    await addEquipment({ name: '=HYPERLINK("http://evil.example")' });
    const res = await t.admin.get('/api/v1/activity/export?entity=equipment');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="activity-start-to-now.csv"/);
    expect(res.body.startsWith('\uFEFFid,at,actor,')).toBe(true);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const lines = res.body.trim().split('\r\n');
    const count = (await t.database.db.select().from(activity).where(eq(activity.entity, 'equipment'))).length;
    expect(lines.filter((line) => /^\d+,/.test(line)).length).toBe(count);
  });
});

describe('history and restore', () => {
  it('declares versions for every kind of record the log keeps', () => {
    for (const entity of ACTIVITY_ENTITIES) expect(versionsOf(entity).entity).toBe(entity);
  });

  it("brings an equipment's rate back, recorded as a restore, listed in the record's history", async () => {
    const { id } = await addEquipment({ name: 'Restorable Mixer', dailyRate: 1500 });
    await post(t.admin, '/equipments/update-equipment', {
      ...equipmentBody,
      name: 'Restorable Mixer',
      dailyRate: 2500,
      id,
    });
    const before = await history(t.admin, 'equipment', id);
    expect(before.restorable).toBe(true);
    expect(before.more).toBe(false);
    expect(before.current).toMatchObject({ dailyRate: 2500 });
    const created = before.data.find((version) => version.action === 'create')!;
    const preview = await post(t.admin, '/activity/restore-preview', { versionId: created.id });
    expect(preview.json()).toEqual({
      changes: [{ field: 'dailyRate', before: 2500, after: 1500 }],
      problems: [],
      recreates: false,
    });
    const restored = await post(t.admin, '/activity/restore', { versionId: created.id });
    expect(restored.json()).toMatchObject({ message: 'Version restored', data: { dailyRate: 1500 } });
    const after = await history(t.admin, 'equipment', id);
    expect(after.data.map((version) => version.action)).toEqual(['restore', 'update', 'create']);
    expect(after.data[0]!.changes).toEqual([{ field: 'dailyRate', before: 2500, after: 1500 }]);
    expectApiError(
      await post(t.admin, '/activity/restore', { versionId: created.id }),
      409,
      'The record already matches this version',
    );
  });

  it('brings a deleted category back with its id, and refuses one whose name is now taken', async () => {
    const made = await post(t.admin, '/categories/create', { name: 'Tiles', description: 'Floor', imageUrl: null });
    const { id } = made.json().data as { id: string };
    await post(t.admin, '/categories/delete', { id });
    await post(t.admin, '/categories/create', { name: 'tiles', description: 'Other', imageUrl: null });
    const [deletion] = (await history(t.admin, 'categories', id)).data;
    expect(deletion).toMatchObject({ action: 'delete' });
    const preview = (await post(t.admin, '/activity/restore-preview', { versionId: deletion!.id })).json();
    expect(preview).toMatchObject({ recreates: true, problems: ['A category with this name already exists'] });
    const count = await rowCount();
    expectApiError(await post(t.admin, '/activity/restore', { versionId: deletion!.id }), 409);
    expect(await rowCount()).toBe(count);
    const other = (await list(t.admin, '?entity=categories&action=create')).data.find(
      (entry) => entry.recordLabel === 'tiles',
    )!;
    await post(t.admin, '/categories/delete', { id: other.recordId });
    const restored = await post(t.admin, '/activity/restore', { versionId: deletion!.id });
    expect(restored.statusCode).toBe(200);
    const categories = (await t.admin.get('/api/v1/categories')).json().data as { id: string }[];
    expect(categories.map((category) => category.id)).toContain(id);
  });

  it('brings a deleted product back with its variants; only an admin restores', async () => {
    const added = await post(t.vendorA, '/products/add-product', { ...validProduct, name: 'Gone Cement' });
    const product = added.json().data as { id: string };
    for (const size of ['10 kg', '20 kg'])
      await post(t.vendorA, '/products/add-product-variant', { ...validVariant, size, productId: product.id });
    await post(t.vendorA, '/products/delete-product', { productId: product.id });
    const [deletion] = (await history(t.vendorA, 'products', product.id)).data;
    expect((await history(t.vendorA, 'products', product.id)).restorable).toBe(false);
    expectApiError(await post(t.vendorA, '/activity/restore', { versionId: deletion!.id }), 403, FORBIDDEN);
    const restored = await post(t.admin, '/activity/restore', { versionId: deletion!.id });
    expect(restored.statusCode).toBe(200);
    const mine = (await t.vendorA.get('/api/v1/products/get-vendor-products?limit=50')).json().data as {
      id: string;
      variants: { size: string }[];
    }[];
    const back = mine.find((item) => item.id === product.id);
    expect(back?.variants.map((variant) => variant.size).sort()).toEqual(['10 kg', '20 kg']);
  });

  it("restores a rental's earlier status; an order is not restorable", async () => {
    const equipmentId = await createEquipment(t.database, { dailyRate: 100, stock: 2 });
    const customerId = await createCustomer(t.database);
    const rentalId = await insertRental(t.database, { equipmentId, customerId, date: '2026-05-02', qty: 1 });
    await post(t.admin, '/equipment-rentals/update-rental-order', { rentalId, status: 'CONFIRMED' });
    await post(t.admin, '/equipment-rentals/update-rental-order', { rentalId, status: 'CANCELLED' });
    const versions = (await history(t.admin, 'equipment-rentals', rentalId)).data;
    const confirmed = versions.find((version) => version.snapshot?.status === 'CONFIRMED')!;
    expect((await post(t.admin, '/activity/restore', { versionId: confirmed.id })).statusCode).toBe(200);
    expect((await history(t.admin, 'equipment-rentals', rentalId)).current).toEqual({ status: 'CONFIRMED' });
    const order = (await list(t.admin, '?entity=orders')).data[0]!;
    expectApiError(
      await post(t.admin, '/activity/restore', { versionId: order.id }),
      400,
      'Records of this kind cannot be restored',
    );
    expectApiError(await post(t.admin, '/activity/restore', { versionId: '999999999' }), 404, 'Version not found');
  });
});

describe('restore of each kind', () => {
  const provider = serviceProviderEntity.example!.sample(0) as Record<string, unknown>;
  const versionsOfRecord = async (entity: string, id: string) => (await history(t.admin, entity, id)).data;
  const restore = (versionId: string) => post(t.admin, '/activity/restore', { versionId });

  it('brings a deleted service provider back, then its earlier rate', async () => {
    const added = await post(t.admin, '/service-providers/add-service-provider', provider);
    const { id } = added.json().data as { id: string };
    await post(t.admin, '/service-providers/update-service-provider', { ...provider, RatePerHour: 600, id });
    await post(t.admin, '/service-providers/delete-service-provider', { serviceProviderId: id });
    const [deletion, update, creation] = await versionsOfRecord('service-providers', id);
    expect([deletion!.action, update!.action, creation!.action]).toEqual(['delete', 'update', 'create']);
    expect((await restore(deletion!.id)).statusCode).toBe(200);
    expect((await history(t.admin, 'service-providers', id)).current).toMatchObject({ RatePerHour: 600 });
    expect((await restore(creation!.id)).statusCode).toBe(200);
    expect((await history(t.admin, 'service-providers', id)).current).toMatchObject({ RatePerHour: 450 });
  });

  it("brings a variant's price back, and a deleted variant to its product; not to a deleted product", async () => {
    const added = await post(t.vendorA, '/products/add-product', { ...validProduct, name: 'Variant Cement' });
    const product = added.json().data as { id: string };
    const made = await post(t.vendorA, '/products/add-product-variant', { ...validVariant, productId: product.id });
    const variant = made.json().data as { id: string };
    const edit = { ...validVariant, unitPrice: 500, productId: product.id, productVariantId: variant.id };
    await post(t.vendorA, '/products/update-product-variant', edit);
    const [update, creation] = await versionsOfRecord('variants', variant.id);
    expect(update!.changes).toEqual([{ field: 'unitPrice', before: validVariant.unitPrice, after: 500 }]);
    expect((await restore(creation!.id)).statusCode).toBe(200);
    expect((await history(t.admin, 'variants', variant.id)).current).toMatchObject({
      unitPrice: validVariant.unitPrice,
    });
    await post(t.vendorA, '/products/delete-product-variant', { variantId: variant.id });
    const [deletion] = await versionsOfRecord('variants', variant.id);
    expect((await restore(deletion!.id)).statusCode).toBe(200);
    expect((await history(t.vendorA, 'variants', variant.id)).current).not.toBeNull();
    await post(t.vendorA, '/products/delete-product', { productId: product.id });
    const [gone] = await versionsOfRecord('variants', variant.id);
    const count = await rowCount();
    const preview = (await post(t.admin, '/activity/restore-preview', { versionId: gone!.id })).json();
    expect(preview).toMatchObject({ recreates: true, problems: ['Product not found'] });
    expectApiError(await restore(gone!.id), 404, 'Product not found');
    expect(await rowCount()).toBe(count);
  });

  it("restores a booking's earlier status", async () => {
    const serviceProviderId = (await post(t.admin, '/service-providers/add-service-provider', provider)).json().data
      .id as string;
    const customerId = await createCustomer(t.database);
    const bookingId = await insertBooking(t.database, { serviceProviderId, customerId });
    await post(t.admin, '/service-bookings/update-booked-service', { bookingId, status: 'CONFIRMED' });
    await post(t.admin, '/service-bookings/update-booked-service', { bookingId, status: 'CANCELLED' });
    const confirmed = (await versionsOfRecord('service-bookings', bookingId)).find(
      (version) => version.snapshot?.status === 'CONFIRMED',
    )!;
    expect((await restore(confirmed.id)).statusCode).toBe(200);
    const after = await history(t.admin, 'service-bookings', bookingId);
    expect(after.current).toEqual({ status: 'CONFIRMED' });
    expect(after.data[0]).toMatchObject({
      action: 'restore',
      changes: [{ field: 'status', before: 'CANCELLED', after: 'CONFIRMED' }],
    });
  });
});

describe('retention', () => {
  it('purges changes older than the cut-off in batches, and keeps the rest', async () => {
    const { id } = await addEquipment({ name: 'Old Mixer' });
    await t.database.db.execute(sql`update activity set at = '2020-01-01' where record_id = ${id}`);
    const before = await rowCount();
    expect(await purgeActivity(t.database.db, new Date('2021-01-01'))).toBe(1);
    expect(await rowCount()).toBe(before - 1);
  });

  it('runs on its own once the app is ready when ACTIVITY_RETENTION_DAYS is set', async () => {
    const old = await addEquipment({ name: 'Forgotten Mixer' });
    const recent = await addEquipment({ name: 'Remembered Mixer' });
    await t.database.db.execute(sql`update activity set at = now() - interval '31 days' where record_id = ${old.id}`);
    const older = async () =>
      (await t.database.db.execute(sql`select 1 from activity where at < now() - interval '30 days'`)).rows.length;
    expect(await older()).toBeGreaterThan(0);
    const app = await t.secondApp({ env: { ACTIVITY_RETENTION_DAYS: '30' } });
    await app.ready();
    await expect.poll(older).toBe(0);
    expect((await rows()).map((row) => row.recordId)).toContain(recent.id);
  });
});
