import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { changedTables, nextXid, tableFingerprints } from '../../scripts/fuzz/writes';
import { type AuthUser, authUserOf, decideAccess } from '../../src/server/auth/access';
import { type DeclaredAccess, declaredAccess } from '../../src/server/auth/guard';
import { hashPassword } from '../../src/server/auth/passwords';
import { adminNotifications, categories, orderItems, users } from '../../src/server/db/schema';
import { entities } from '../../src/server/entities';
import { exportListsOf } from '../../src/server/exports/lists';
import { calendarFeeds } from '../../src/server/modules/calendar-feeds/table';
import { feedTokenHash, newFeedToken } from '../../src/server/modules/calendar-feeds/token';
import { inboxEvents } from '../../src/server/modules/inbox/table';
import { savedViews } from '../../src/server/modules/saved-views/table';
import { API_PREFIX } from '../../src/server/paths';
import { calendarFeedPath } from '../../src/shared/contract/calendar-feeds';
import { EXPORTS_BASE } from '../../src/shared/contract/exports';
import { type Actor, withTestApp } from './helper';
import type { SignedIn, TestUser } from './helpers/app';
import { createCustomer, createProduct, createSellerRequest } from './helpers/fixtures';
import { handedOver, pickupOf, rentalOf, returnOf } from './helpers/handovers';
import { claimsOf, freshAddress } from './helpers/http';
import { images, multipartBody } from './helpers/multipart';
import { placeOrder } from './helpers/orders';
import { validProduct, validVariant } from './helpers/products';
import { createEquipment, createProvider, insertBooking, insertRental } from './helpers/statusRecords';

/**
 * Issue 14 "Access": every /api/v1 route (from the app's own route table) called by every kind
 * of caller, each refusal checked against the declared access, for writes and for leaks.
 */

const WHO = ['anonymous', 'customer', 'mustChange', 'vendorB', 'admin', 'vendorA'] as const;
type Who = (typeof WHO)[number];

interface Identity {
  user: TestUser | null;
  signed: SignedIn | null;
  /** The user the guard will see, from the token's claims, for the pure rule. */
  auth: AuthUser | null;
}

const t = withTestApp();
const as = {} as Record<Who, Identity>;
let customerId: string;
/** An order with one item of each vendor: B may see the order, never A's item. */
let sharedOrderId: string;
/** Ids and names of vendor A's rows, which no answer to vendor B may contain. */
const ofA = new Set<string>();

/** The callers the matrix sends as, from the kit's signed-in users. */
const identityOf = (actor: Actor): Identity => ({
  user: actor.user,
  signed: actor,
  auth: authUserOf(claimsOf(actor.token)),
});

/** Another session of a user, from an address of its own (the kit's sign-in). */
const signInFresh = (user: Pick<TestUser, 'email' | 'password'>): Promise<SignedIn> => t.signIn(user);

let made = 0;
const unique = (label: string) => `${label} ${++made}-${randomUUID().slice(0, 8)}`;

/** A fresh product of vendor A with one variant; remembered as A's. */
async function productOfA() {
  const name = unique('Vendor A only product');
  const { productId, variantIds } = await createProduct(t.database, vendorIdOf('vendorA'), { name });
  for (const id of [name, productId, ...variantIds]) ofA.add(id);
  return { productId, variantId: variantIds[0]! };
}

/** A fresh order holding only vendor A's item; remembered as A's. */
async function orderOfA() {
  const orderId = await placeOrder(t.database, customerId, new Date(), [
    { vendorId: vendorIdOf('vendorA'), totalPrice: 50 },
  ]);
  await rememberItemsOfA(orderId);
  return orderId;
}

async function rememberItemsOfA(orderId: string) {
  const rows = await t.database.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.vendorId, vendorIdOf('vendorA'))));
  for (const row of rows) ofA.add(row.id);
}

function vendorIdOf(who: 'vendorA' | 'vendorB'): string {
  const id = as[who].user?.vendorId;
  if (!id) throw new Error(`${who} has no vendor profile`);
  return id;
}

/** A session of its own for refresh and logout to spend, so the callers' sessions live on. */
const throwawayCookie = async () => (await signInFresh(as.vendorA.user!)).cookie;

/** What to send: a body (JSON or a multipart buffer), extra headers, and the URL when the route has params. */
interface Plan {
  payload?: object | Buffer;
  headers?: Record<string, string>;
  url?: string;
}

interface RouteCase {
  plan: (who: Who) => Promise<Plan> | Plan;
  /** Aimed at vendor A's rows: vendor B must get 404 and change nothing. */
  ofVendorA?: true;
  /** Answers a list or a record (a read), so vendor B's answer is searched for A's rows. */
  read?: true;
  /** Ends the caller's sessions when allowed; the caller signs in again after it. */
  endsSession?: true;
  /**
   * What an allowed caller hears instead of a 2xx: an event stream, answered, never ends under
   * inject, so its plan sends input it refuses (its answers are inbox.test.ts's, over HTTP).
   */
  allowedStatus?: number;
}

const page = { pageNumber: 0, pageSize: 10 };
/**
 * The calls of every declared record entity, planned from its declaration (a valid add body, and
 * a fresh record for the calls that name one): a new record entity needs no line in this file.
 */
function recordEntityPlans(): Record<string, RouteCase> {
  return Object.fromEntries(
    entities.flatMap(({ base, example }) => {
      if (!example) return [];
      const { contract, sample, insert } = example;
      const key = (method: string, path = '') => `${method} ${API_PREFIX}${base}${path}`;
      const body = () => sample(++made);
      const fresh = () => insert(t.database.db, body());
      const named = async () => ({ payload: { [contract.idKey]: await fresh() } });
      const calls: [string, RouteCase][] = [
        [key('GET'), { plan: () => ({}), read: true }],
        [key('POST', contract.paths.add), { plan: () => ({ payload: body() }) }],
        [key('POST', contract.paths.update), { plan: async () => ({ payload: { ...body(), id: await fresh() } }) }],
        [key('POST', contract.paths.delete), { plan: named }],
      ];
      if (contract.paths.get) calls.push([key('POST', contract.paths.get), { plan: named, read: true }]);
      return calls;
    }),
  );
}

/** Every list's export, from the export registry: a read whose answer vendor B's must not hold A's rows in. */
const exportPlans = (): Record<string, RouteCase> =>
  Object.fromEntries(
    exportListsOf(entities).map((list) => [
      `GET ${API_PREFIX}${EXPORTS_BASE}/${list.name}`,
      { plan: () => ({}), read: true } satisfies RouteCase,
    ]),
  );

/**
 * A plausible request for every route, keyed 'METHOD url' as the route table declares it (HEAD
 * routes use their GET's). Each plan makes fresh rows, so an allowed delete cannot starve the next cell.
 */
const ROUTES: Record<string, RouteCase> = {
  ...recordEntityPlans(),
  ...exportPlans(),
  'GET /api/v1/health': { plan: () => ({}) },
  'POST /api/v1/auth/login': {
    plan: () => ({ payload: { email: as.vendorA.user!.email, password: as.vendorA.user!.password } }),
  },
  'POST /api/v1/auth/vendor-signup': {
    plan: () => ({
      payload: { name: 'New Shop', email: `${randomUUID()}@example.org`, mobile: '9876543210', password: 'signup-1' },
    }),
  },
  'POST /api/v1/auth/refresh-token': { plan: async () => ({ headers: { cookie: await throwawayCookie() } }) },
  'POST /api/v1/auth/logout': { plan: async () => ({ headers: { cookie: await throwawayCookie() } }) },
  'POST /api/v1/auth/change-password': {
    // A new password must differ from the current one; `renew` puts the caller's back.
    plan: () => ({ payload: { password: 'changed-by-the-matrix' } }),
    endsSession: true,
  },
  'POST /api/v1/auth/language': { plan: () => ({ payload: { language: 'en' } }) },
  'GET /api/v1/dashboard/vendor-dashboard': { plan: () => ({}), read: true },
  // Words of vendor A's product names: unscoped, vendor B's answer would hold them.
  'GET /api/v1/search': { plan: () => ({ url: '/api/v1/search?q=Vendor%20A%20only' }), read: true },
  'GET /api/v1/dashboard/admin-dashboard': { plan: () => ({}), read: true },
  'GET /api/v1/products/get-vendor-products': {
    plan: () => ({ url: '/api/v1/products/get-vendor-products?pageSize=50' }),
    read: true,
  },
  'POST /api/v1/products/add-product': {
    plan: (who) => ({ payload: { ...validProduct, name: unique(`${who} product`) } }),
  },
  'POST /api/v1/products/update-product': {
    plan: async () => ({ payload: { ...validProduct, id: (await productOfA()).productId, name: unique('Renamed') } }),
    ofVendorA: true,
  },
  'POST /api/v1/products/delete-product': {
    plan: async () => ({ payload: { productId: (await productOfA()).productId } }),
    ofVendorA: true,
  },
  'POST /api/v1/products/add-product-variant': {
    plan: async () => ({ payload: { ...validVariant, productId: (await productOfA()).productId } }),
    ofVendorA: true,
  },
  'POST /api/v1/products/update-product-variant': {
    plan: async () => {
      const { productId, variantId } = await productOfA();
      return { payload: { ...validVariant, productId, productVariantId: variantId, stock: 1 } };
    },
    ofVendorA: true,
  },
  'POST /api/v1/products/delete-product-variant': {
    plan: async () => ({ payload: { variantId: (await productOfA()).variantId } }),
    ofVendorA: true,
  },
  'POST /api/v1/file/upload': {
    plan: () => {
      const { payload, contentType } = multipartBody([
        { field: 'file', filename: 'photo.png', contentType: 'image/png', data: images.png },
      ]);
      return { payload, headers: { 'content-type': contentType } };
    },
  },
  'POST /api/v1/file/delete': { plan: async () => ({ payload: { fileName: await imageOfA() } }), ofVendorA: true },
  'POST /api/v1/order/all-orders': { plan: () => ({ payload: page }), read: true },
  'POST /api/v1/order/all-vendor-orders': { plan: () => ({ payload: page }), read: true },
  'POST /api/v1/order/update-order': {
    plan: async () => ({ payload: { orderId: await orderOfA(), status: 'CONFIRMED' } }),
    ofVendorA: true,
  },
  'POST /api/v1/order/order-details': {
    plan: async () => ({ payload: { orderId: await orderOfA() } }),
    ofVendorA: true,
    read: true,
  },
  'POST /api/v1/equipment-rentals/get-all-rental-orders': { plan: () => ({ payload: page }), read: true },
  'POST /api/v1/equipment-rentals/update-rental-order': {
    plan: async () => ({ payload: { rentalId: await newRental(), status: 'CONFIRMED' } }),
  },
  'POST /api/v1/equipment-rentals/rental-details': {
    plan: async () => ({ payload: { rentalId: await newRental() } }),
    read: true,
  },
  'POST /api/v1/equipment-rentals/record-pickup': {
    plan: async () => ({ payload: pickupOf(await rentalOf(t.database, { customerId })) }),
  },
  'POST /api/v1/equipment-rentals/record-return': {
    plan: async () => ({ payload: returnOf(await handedOverRental(false)) }),
  },
  'POST /api/v1/equipment-rentals/settle-deposit': {
    plan: async () => ({ payload: { rentalId: await handedOverRental(true), withheldPaise: 0 } }),
  },
  'POST /api/v1/service-bookings/all-booked-services': { plan: () => ({ payload: page }), read: true },
  'POST /api/v1/service-bookings/update-booked-service': {
    plan: async () => ({ payload: { bookingId: await newBooking(), status: 'CONFIRMED' } }),
  },
  'POST /api/v1/service-bookings/booking-details': {
    plan: async () => ({ payload: { bookingId: await newBooking() } }),
    read: true,
  },
  'POST /api/v1/equipment-rentals/calendar': { plan: () => ({ payload: { ...page, ...month } }), read: true },
  'POST /api/v1/equipment-rentals/equipment-calendar': {
    plan: async () => ({ payload: { equipmentId: await equipmentOfRental(), ...month } }),
    read: true,
  },
  'POST /api/v1/equipment-rentals/calendar-day': {
    plan: async () => ({ payload: { equipmentId: await equipmentOfRental(), date: '2026-12-01' } }),
    read: true,
  },
  'POST /api/v1/service-bookings/calendar': { plan: () => ({ payload: { ...page, ...month } }), read: true },
  'POST /api/v1/service-bookings/provider-calendar': {
    plan: async () => ({ payload: { serviceProviderId: await providerOfBooking(), ...month } }),
    read: true,
  },
  'POST /api/v1/service-bookings/calendar-day': {
    plan: async () => ({ payload: { serviceProviderId: await providerOfBooking(), date: '2026-12-01' } }),
    read: true,
  },
  'GET /api/v1/admin-notifications': { plan: () => ({}), read: true },
  'POST /api/v1/admin-notifications/send': {
    plan: () => ({ payload: { title: 'Holiday', message: 'Closed on Friday' } }),
  },
  'POST /api/v1/admin-notifications/revert': {
    plan: async () => {
      const [row] = await t.database.db.insert(adminNotifications).values({ title: 'T', message: 'M' }).returning();
      return { payload: { adminNotificationId: row!.id } };
    },
  },
  'GET /api/v1/seller-requests': { plan: () => ({}), read: true },
  'POST /api/v1/seller-requests/accept-request': {
    plan: async () => {
      const {
        id,
        userId: _u,
        category: _c,
        status: _s,
        createdAt: _ca,
        updatedAt: _ua,
        ...form
      } = await createSellerRequest(t.database);
      return { payload: { ...form, requestId: id } };
    },
  },
  'POST /api/v1/seller-requests/reject-request': {
    plan: async () => ({ payload: { requestId: (await createSellerRequest(t.database)).id } }),
  },
  'GET /api/v1/activity': { plan: () => ({}), read: true },
  'GET /api/v1/activity/export': { plan: () => ({}), read: true },
  'GET /api/v1/activity/history': {
    plan: async () => ({
      url: `/api/v1/activity/history?entity=products&recordId=${(await productOfA()).productId}`,
    }),
    read: true,
  },
  'POST /api/v1/activity/restore-preview': { plan: async () => ({ payload: { versionId: await categoryVersion() } }) },
  'POST /api/v1/activity/restore': { plan: async () => ({ payload: { versionId: await categoryVersion() } }) },
  'POST /api/v1/bulk/order-status': {
    plan: async (who) => ({ payload: { target: { ids: [await ownOrder(who)] }, status: 'CONFIRMED' } }),
  },
  'POST /api/v1/bulk/variants-preview': {
    plan: async (who) => ({
      payload: { target: { ids: [await ownProduct(who)] }, price: { mode: 'percent', value: 5 } },
    }),
  },
  'POST /api/v1/bulk/variants': {
    plan: async (who) => ({ payload: { target: { ids: [await ownProduct(who)] }, stock: { mode: 'add', value: 2 } } }),
  },
  'POST /api/v1/bulk/equipment-status': {
    plan: async () => ({
      payload: {
        target: { ids: [await createEquipment(t.database, { dailyRate: 900, stock: 2 })] },
        status: 'Not Available',
      },
    }),
  },
  'GET /api/v1/saved-views': { plan: () => ({ url: '/api/v1/saved-views?list=materials' }), read: true },
  'POST /api/v1/saved-views': {
    plan: (who) => ({ payload: { list: 'materials', name: unique(`${who} view`), state: viewState } }),
  },
  'POST /api/v1/saved-views/default': { plan: () => ({ payload: { list: 'materials', viewId: null } }) },
  'POST /api/v1/saved-views/update': {
    plan: async (who) => ({ payload: { id: await viewOf(who), name: unique('Renamed') } }),
  },
  'POST /api/v1/saved-views/delete': { plan: async (who) => ({ payload: { id: await viewOf(who) } }) },
  'GET /api/v1/imports/products/template': { plan: () => ({}), read: true },
  'POST /api/v1/imports/products/check': { plan: () => csvPlan('products/check', productsCsv()), read: true },
  'POST /api/v1/imports/products/apply': { plan: () => csvPlan('products/apply', productsCsv()) },
  'GET /api/v1/imports/equipment/template': { plan: () => ({}), read: true },
  'POST /api/v1/imports/equipment/check': { plan: () => csvPlan('equipment/check', equipmentCsv()), read: true },
  'POST /api/v1/imports/equipment/apply': { plan: () => csvPlan('equipment/apply', equipmentCsv()) },
  'GET /api/v1/calendar-feeds': {
    plan: async () => ({ url: `/api/v1/calendar-feeds?subject=equipment&subjectId=${(await newFeed()).equipmentId}` }),
    read: true,
  },
  'POST /api/v1/calendar-feeds': {
    plan: async () => ({
      payload: { subject: 'equipment', subjectId: (await newFeed()).equipmentId, label: unique('Feed') },
    }),
  },
  'POST /api/v1/calendar-feeds/revoke': { plan: async () => ({ payload: { id: (await newFeed()).id } }) },
  'GET /api/v1/calendar-feeds/:token.ics': { plan: async () => ({ url: (await newFeed()).path }), read: true },
  'POST /api/v1/inbox/list': { plan: () => ({ payload: {} }), read: true },
  'GET /api/v1/inbox/unread-count': { plan: () => ({}), read: true },
  'POST /api/v1/inbox/mark-read': { plan: async () => ({ payload: { id: await inboxEventOfA() } }), ofVendorA: true },
  'POST /api/v1/inbox/mark-all-read': { plan: () => ({ payload: {} }) },
  'POST /api/v1/inbox/message-vendor': {
    plan: () => ({ payload: { vendorId: vendorIdOf('vendorA'), text: unique('Message') } }),
  },
  'GET /api/v1/inbox/stream': { plan: () => ({ headers: { 'last-event-id': 'not a number' } }), allowedStatus: 400 },
  'GET /api/v1/vendors': { plan: () => ({}), read: true },
  'GET /api/v1/vendors/form': { plan: () => ({}), read: true },
  'GET /api/v1/vendors/:id': { plan: () => ({ url: `/api/v1/vendors/${vendorIdOf('vendorA')}` }), read: true },
  'PUT /api/v1/vendors/:id': {
    plan: async () => {
      const other = await t.addUser('VENDOR');
      return { url: `/api/v1/vendors/${other.vendorId}`, payload: { canSignIn: false } };
    },
  },
};

/**
 * A bulk action names rows of the caller's own (vendor B's are B's; anyone else's A's): its answer
 * lists the ids it was sent, so A's ids sent by B would read as a leak.
 */
async function ownOrder(who: Who) {
  if (who !== 'vendorB') return orderOfA();
  return placeOrder(t.database, customerId, new Date(), [{ vendorId: vendorIdOf('vendorB'), totalPrice: 20 }]);
}
async function ownProduct(who: Who) {
  if (who !== 'vendorB') return (await productOfA()).productId;
  return (await createProduct(t.database, vendorIdOf('vendorB'), { name: unique('Vendor B bulk') })).productId;
}
const viewState = { filter: {}, sort: null, columns: null, perPage: 10 };
/** A fresh personal view of the caller (of vendor A for a caller with no account): theirs to change. */
async function viewOf(who: Who) {
  const owner = as[who].user ?? as.vendorA.user!;
  const [row] = await t.database.db
    .insert(savedViews)
    .values({ ownerId: owner.id, ownerRole: owner.role, list: 'materials', name: unique('View'), state: viewState })
    .returning();
  return row!.id;
}

/** A fresh equipment with a live calendar feed: its id, the feed's id and secret path. */
async function newFeed() {
  const token = newFeedToken();
  const equipmentId = await createEquipment(t.database, { dailyRate: 700, stock: 1 });
  const [row] = await t.database.db
    .insert(calendarFeeds)
    .values({ equipmentId, label: unique('Feed'), tokenHash: feedTokenHash(token) })
    .returning();
  return { equipmentId, id: row!.id, path: calendarFeedPath(token) };
}

/** A fresh event of vendor A's inbox (a new order of A's): its id. */
async function inboxEventOfA() {
  await orderOfA();
  const [row] = await t.database.db
    .select({ id: inboxEvents.id })
    .from(inboxEvents)
    .where(eq(inboxEvents.vendorId, vendorIdOf('vendorA')))
    .orderBy(desc(inboxEvents.seq))
    .limit(1);
  return row!.id;
}

/** A CSV import's request: the file as the body, create-or-update. */
const csvPlan = (call: string, text: string): Plan => ({
  url: `/api/v1/imports/${call}?mode=upsert`,
  payload: Buffer.from(text),
  headers: { 'content-type': 'text/csv' },
});
/** A file of one new product with one variant (a fresh key each time), and of one new equipment. */
const productsCsv = () =>
  `Product Key,Product Name,SKU,Size,Colour,Unit Price,Unit Name,Stock\r\n${unique('key')},${unique('Imported')},${unique('sku')},50 kg,#808080,10.00,bag,5\r\n`;
const equipmentCsv = () =>
  `Equipment,Daily Rate,Unit,Status,Stock\r\n${unique('Imported mixer')},1500,day,Available,2\r\n`;

async function newCategory() {
  const [row] = await t.database.db
    .insert(categories)
    .values({ name: unique('Cat'), description: 'D' })
    .returning();
  return row!.id;
}
/** A fresh category and a recorded earlier version of it (another description) to restore. */
async function categoryVersion() {
  const id = await newCategory();
  const { rows } = await t.database.db.execute<{ id: number }>(sql`
    insert into activity (actor_name, entity, record_id, record_label, action, changes, snapshot)
    values ('System', 'categories', ${id}, 'Cat', 'update', '{}'::jsonb,
      jsonb_build_object('name', ${unique('Cat')}::text, 'description', 'Earlier', 'imageUrl', null))
    returning id`);
  return String(rows[0]!.id);
}
const newRental = async () =>
  insertRental(t.database, {
    equipmentId: await createEquipment(t.database, { dailyRate: 100, stock: 1 }),
    customerId,
  });
/** A fresh CONFIRMED rental already picked up (and, asked, returned). */
async function handedOverRental(returned: boolean) {
  const rentalId = await rentalOf(t.database, { customerId });
  await handedOver(t.database, rentalId, returned);
  return rentalId;
}

/** A calendar's month: the helpers' rentals and bookings fall on its first day. */
const month = { from: '2026-12-01', to: '2026-12-31' };
/** An equipment with a pending rental on the month's first day, for its calendar calls. */
async function equipmentOfRental() {
  const equipmentId = await createEquipment(t.database, { dailyRate: 100, stock: 1 });
  await insertRental(t.database, { equipmentId, customerId });
  return equipmentId;
}
async function providerOfBooking() {
  const serviceProviderId = await createProvider(t.database, 100);
  await insertBooking(t.database, { serviceProviderId, customerId });
  return serviceProviderId;
}
const newBooking = async () =>
  insertBooking(t.database, { serviceProviderId: await createProvider(t.database, 100), customerId });

/** An image vendor A uploaded: its URL is the fileName file/delete takes. */
async function imageOfA() {
  const { payload, contentType } = multipartBody([
    { field: 'file', filename: 'a.png', contentType: 'image/png', data: images.png },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/file/upload',
    headers: { ...as.vendorA.signed!.headers, 'content-type': contentType },
    payload,
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`upload as vendor A: ${res.statusCode} ${res.body}`);
  return res.json<{ url: string }>().url;
}

/** A route of the table: HEAD, which Fastify adds for each GET, is planned as its GET. */
const caseKey = (method: string, url: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url}`;

function send(who: Who, method: string, declaredUrl: string, plan: Plan) {
  const payload = plan.payload;
  return t.app.inject({
    method: method as 'GET',
    url: plan.url ?? declaredUrl,
    headers: { ...(as[who].signed?.headers ?? {}), ...plan.headers },
    remoteAddress: freshAddress(),
    ...(payload === undefined ? {} : { payload: payload as Buffer }),
  });
}

/**
 * The caller signs in afresh (with its own password, and having to change it again) after a call
 * that ended its sessions.
 */
async function renew(who: Who) {
  const { user } = as[who];
  if (!user) return;
  await t.database.db
    .update(users)
    .set({ mustChangePassword: who === 'mustChange', passwordHash: await hashPassword(user.password) })
    .where(eq(users.id, user.id));
  as[who] = { ...as[who], signed: await signInFresh(user) };
}

/** What the declaration says a caller must hear; undefined: allowed (any 2xx, or 404 for B on A's rows). */
function refusalFor(route: DeclaredAccess, who: Who): 401 | 403 | undefined {
  const decision = decideAccess(route.access, as[who].auth, route.url);
  if (decision === 'allow') return undefined;
  return decision === 'anonymous' ? 401 : 403;
}

interface Cell {
  route: string;
  who: Who;
  expected: string;
  got: number;
  wrote: boolean;
}

const REFUSED = new Set([401, 403, 404]);
/** Refusals whose call moved the transaction counter, so were run again between fingerprints. */
let fingerprinted = 0;

/** Runs one cell; on a refusal that moved the transaction counter, runs it again between fingerprints. */
async function runCell(
  method: string,
  url: string,
  entry: RouteCase,
  who: Who,
): Promise<{ res: LightMyRequestResponse; wrote: boolean }> {
  const first = await entry.plan(who);
  const before = await nextXid(t.database.db);
  const res = await send(who, method, url, first);
  if (!REFUSED.has(res.statusCode) || (await nextXid(t.database.db)) === before) return { res, wrote: false };
  fingerprinted += 1;
  const plan = await entry.plan(who);
  const print = await tableFingerprints(t.database.db);
  const again = await send(who, method, url, plan);
  return { res: again, wrote: changedTables(print, await tableFingerprints(t.database.db)).length > 0 };
}

function table(cells: readonly Cell[]): string {
  const header = ['route', 'caller', 'expected', 'got', 'wrote'];
  const rows = cells.map((c) => [c.route, c.who, c.expected, String(c.got), c.wrote ? 'YES' : 'no']);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((v, i) => v.padEnd(widths[i]!)).join(' | ');
  return ['', line(header), widths.map((w) => '-'.repeat(w)).join('-+-'), ...rows.map(line)].join('\n');
}

/** Every answer vendor B received, searched afterwards for vendor A's rows. */
const answersToB: { route: string; body: string }[] = [];

beforeAll(async () => {
  as.anonymous = { user: null, signed: null, auth: null };
  as.vendorA = identityOf(t.vendorA);
  as.vendorB = identityOf(t.vendorB);
  as.admin = identityOf(t.admin);
  as.customer = identityOf(t.customer);
  as.mustChange = identityOf(await t.signUp('VENDOR', { mustChangePassword: true }));
  customerId = await createCustomer(t.database);
  await productOfA();
  await createProduct(t.database, vendorIdOf('vendorB'), { name: 'Vendor B own product', variants: 2 });
  sharedOrderId = await placeOrder(t.database, customerId, new Date(), [
    { vendorId: vendorIdOf('vendorA'), totalPrice: 70 },
    { vendorId: vendorIdOf('vendorB'), totalPrice: 30 },
  ]);
  await rememberItemsOfA(sharedOrderId);
}, 120_000);

describe('the write detector', () => {
  it('sees a write in the fingerprint and the transaction counter, and a read in neither', async () => {
    const db = t.database.db;
    const [xid, print] = [await nextXid(db), await tableFingerprints(db)];
    expect(Object.keys(print)).toEqual(expect.arrayContaining(['products', 'order_items', 'refresh_tokens', 'users']));
    const read = await send('admin', 'GET', '/api/v1/categories', {});
    expect(read.statusCode).toBe(200);
    expect(await nextXid(db)).toBe(xid);
    expect(await tableFingerprints(db)).toEqual(print);
    await newCategory();
    expect(await nextXid(db)).not.toBe(xid);
    expect(changedTables(print, await tableFingerprints(db))).toEqual(['categories']);
  });
});

describe('every route × every caller', () => {
  it('has a planned request for every declared route, and none for a route that is gone', () => {
    const declared = new Set(declaredAccess(t.app).map((r) => caseKey(r.method, r.url)));
    expect(
      [...declared].filter((key) => !(key in ROUTES)),
      'routes with no plan in ROUTES',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((key) => !declared.has(key)),
      'plans for no route',
    ).toEqual([]);
  });

  it("refuses whom the declaration refuses, answers vendor B 404 on A's rows, and writes nothing on a refusal", async () => {
    const failed: Cell[] = [];
    const routes = declaredAccess(t.app).filter((r) => caseKey(r.method, r.url) in ROUTES);
    let unexpectedSuccesses = 0;
    let writesOnRefusal = 0;
    for (const route of routes) {
      const entry = ROUTES[caseKey(route.method, route.url)]!;
      for (const who of WHO) {
        const refusal = refusalFor(route, who);
        const expected = refusal ?? (who === 'vendorB' && entry.ofVendorA ? 404 : (entry.allowedStatus ?? '2xx'));
        const { res, wrote } = await runCell(route.method, route.url, entry, who);
        const ok = expected === '2xx' ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === expected;
        if (refusal && res.statusCode < 400) unexpectedSuccesses += 1;
        if (wrote) writesOnRefusal += 1;
        if (!ok || wrote) {
          failed.push({
            route: `${route.method} ${route.url}`,
            who,
            expected: String(expected),
            got: res.statusCode,
            wrote,
          });
        }
        if (who === 'vendorB') answersToB.push({ route: `${route.method} ${route.url}`, body: res.body });
        if (!refusal && entry.endsSession && res.statusCode < 300) await renew(who);
      }
    }
    console.info(
      `route matrix: ${routes.length} routes x ${WHO.length} callers = ${routes.length * WHO.length} calls; ` +
        `${unexpectedSuccesses} unexpected successes; ${writesOnRefusal} writes on a refusal ` +
        `(${fingerprinted} refusals that took a transaction id re-run between fingerprints)`,
    );
    expect(failed.length, table(failed)).toBe(0);
  }, 180_000);
});

describe("a vendor never sees another vendor's row", () => {
  /** Vendor A's products, variants and order items as stored now, with those made and deleted since. */
  async function rowsOfA(): Promise<string[]> {
    const vendorId = vendorIdOf('vendorA');
    const { rows } = await t.database.db.execute<{ v: string }>(sql`
      select id::text as v from products where vendor_id = ${vendorId}
      union all select name from products where vendor_id = ${vendorId}
      union all select pv.id::text from product_variants pv join products p on p.id = pv.product_id where p.vendor_id = ${vendorId}
      union all select id::text from order_items where vendor_id = ${vendorId}`);
    return [...new Set([...ofA, ...rows.map((r) => r.v)])];
  }

  it("vendor B's answers to every read it may call, and in the whole matrix, hold none of A's ids or product names", async () => {
    const reads = declaredAccess(t.app).filter(
      (r) =>
        r.method !== 'HEAD' &&
        (r.method === 'GET' || ROUTES[caseKey(r.method, r.url)]?.read) &&
        refusalFor(r, 'vendorB') === undefined,
    );
    expect(reads.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/v1/products/get-vendor-products', 'POST /api/v1/order/all-vendor-orders']),
    );
    const answers = [...answersToB];
    for (const route of reads) {
      const res = await send(
        'vendorB',
        route.method,
        route.url,
        await ROUTES[caseKey(route.method, route.url)]!.plan('vendorB'),
      );
      answers.push({ route: `${route.method} ${route.url}`, body: res.body });
    }
    // The order B shares with A: B sees the order and its own item, never A's.
    const shared = await send('vendorB', 'POST', '/api/v1/order/order-details', {
      payload: { orderId: sharedOrderId },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const [itemOfB] = await t.database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, sharedOrderId), eq(orderItems.vendorId, vendorIdOf('vendorB'))));
    expect(shared.body).toContain(itemOfB!.id);
    answers.push({ route: 'POST /api/v1/order/order-details (shared order)', body: shared.body });

    // B's own rows do show, so a search that finds none of A's is not searching empty answers.
    const everything = answers.map((a) => a.body).join('\n');
    expect(everything).toContain('Vendor B own product');
    expect(everything).toContain(sharedOrderId);

    const secrets = await rowsOfA();
    expect(secrets.length).toBeGreaterThan(10);
    const leaks = answers.flatMap((a) => secrets.filter((s) => a.body.includes(s)).map((s) => `${a.route}: ${s}`));
    expect(leaks).toEqual([]);
  });
});
