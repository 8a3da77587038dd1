import { verify } from '@node-rs/argon2';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellerRequests, users, vendors } from '../../src/server/db/schema';
import {
  acceptValuesOf,
  type SellerRequest,
  type SellerRequestList,
  type SellerRequestStatus,
} from '../../src/shared/contract/seller-requests';
import { type Headers, withTestApp } from './helper';
import { bearer, claimsOf, expectApiError, UNKNOWN_ID } from './helpers/http';

const CHANGE_FIRST = 'Please change your password before continuing';
const EMAIL_TAKEN = 'An account with this email already exists';

const t = withTestApp({ users: ['admin', 'vendorA', 'customer'] });
/** The same database, with a logger writing into `logLines`. */
let logged: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  logged = await t.secondApp({ log: { lines: logLines } });
});

let made = 0;
/** A request as a shop would send it, made `minutesAgo` minutes ago. */
async function insertRequest(
  overrides: { status?: SellerRequestStatus; minutesAgo?: number; email?: string } = {},
): Promise<SellerRequest> {
  made += 1;
  const at = new Date(Date.now() - (overrides.minutesAgo ?? 0) * 60_000);
  const [row] = await t.database.db
    .insert(sellerRequests)
    .values({
      name: `Shop ${made} Traders`,
      ownerName: `Owner ${made}`,
      email: overrides.email ?? `shop${made}-${Date.now()}@example.org`,
      mobile: '9876543210',
      address: `${made} MG Road`,
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      category: ['Cement', 'Steel'],
      status: overrides.status ?? 'PENDING',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('request not stored');
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const list = (query = '', headers: Headers = t.admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/seller-requests${query}`, headers });
const accept = (payload: object, headers: Headers = t.admin.headers, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/seller-requests/accept-request', headers, payload });
const reject = (requestId: string, headers: Headers = t.admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/v1/seller-requests/reject-request', headers, payload: { requestId } });

const stored = (id: string) => t.database.db.query.sellerRequests.findFirst({ where: eq(sellerRequests.id, id) });
const userCalled = (email: string) => t.database.db.query.users.findFirst({ where: eq(users.email, email) });
const vendorCount = async () => (await t.database.db.select({ n: count() }).from(vendors))[0]?.n ?? 0;

/** The list as the database orders it: newest first, id breaking ties. */
async function expectedPage(status: SellerRequestStatus | undefined, page: number, limit: number) {
  const where = status ? eq(sellerRequests.status, status) : undefined;
  const total = (await t.database.db.select({ n: count() }).from(sellerRequests).where(where))[0]?.n ?? 0;
  const rows = await t.database.db
    .select({ id: sellerRequests.id })
    .from(sellerRequests)
    .where(where)
    .orderBy(desc(sellerRequests.createdAt), desc(sellerRequests.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { ids: rows.map((r) => r.id), totalPages: Math.ceil(total / limit) };
}

describe('GET /seller-requests', () => {
  beforeAll(async () => {
    for (let i = 0; i < 13; i++) await insertRequest({ minutesAgo: i });
    for (let i = 0; i < 4; i++) await insertRequest({ status: 'ACCEPTED', minutesAgo: 100 + i });
    for (let i = 0; i < 3; i++) await insertRequest({ status: 'REJECTED', minutesAgo: 200 + i });
  });

  it('answers the first page of every request, 10 newest first, with its place (page from 1)', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SellerRequestList>();
    const expected = await expectedPage(undefined, 1, 10);
    expect(body.data.map((r) => r.id)).toEqual(expected.ids);
    expect(body.pagination).toEqual({ page: 1, totalPages: expected.totalPages });
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      [
        'address',
        'category',
        'city',
        'createdAt',
        'email',
        'id',
        'mobile',
        'name',
        'ownerName',
        'pincode',
        'state',
        'status',
        'updatedAt',
        'userId',
      ].sort(),
    );
  });

  it.each([
    ['PENDING', 1, 10],
    ['PENDING', 2, 10],
    ['ACCEPTED', 1, 3],
    ['ACCEPTED', 2, 3],
    ['REJECTED', 1, 50],
  ] as const)('filters by %s, page %i of %i a page', async (status, page, limit) => {
    const res = await list(`?status=${status}&page=${page}&limit=${limit}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SellerRequestList>();
    const expected = await expectedPage(status, page, limit);
    expect(body.data.map((r) => r.id)).toEqual(expected.ids);
    expect(body.data.every((r) => r.status === status)).toBe(true);
    expect(body.pagination).toEqual({ page, totalPages: expected.totalPages });
  });

  it('answers the last page, read from the oldest end, in the same order', async () => {
    const { totalPages } = await expectedPage(undefined, 1, 4);
    const body = (await list(`?page=${totalPages}&limit=4`)).json<SellerRequestList>();
    expect(body.data.map((r) => r.id)).toEqual((await expectedPage(undefined, totalPages, 4)).ids);
    expect(body.pagination).toEqual({ page: totalPages, totalPages });
  });

  it("takes 'ALL' or an empty status as every request", async () => {
    const all = (await list('?page=2')).json<SellerRequestList>();
    expect((await list('?status=ALL&page=2')).json()).toEqual(all);
    expect((await list('?status=&page=2')).json()).toEqual(all);
  });

  it('answers no rows past the last page', async () => {
    const body = (await list('?status=REJECTED&page=99')).json<SellerRequestList>();
    expect(body.data).toEqual([]);
    expect(body.pagination.page).toBe(99);
  });

  it.each([
    ['?status=DONE', 'Status must be one of ALL, PENDING, ACCEPTED, REJECTED'],
    ['?page=0', 'page must be a whole number from 1'],
    ['?page=1.5', 'page must be a whole number from 1'],
    ['?page=x', 'page must be a whole number from 1'],
    ['?limit=0', 'limit must be a whole number from 1 to 50'],
    ['?limit=51', 'limit must be a whole number from 1 to 50'],
  ])('refuses %s with 400', async (query, message) => {
    expectApiError(await list(query), 400, message);
  });
});

describe('POST /seller-requests/accept-request: spec §5 rules', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a blank shop name', { name: ' ' }, 'name', 'Shop name is required'],
    ['a blank owner name', { ownerName: '' }, 'ownerName', 'Owner name is required'],
    ['a blank email', { email: '  ' }, 'email', 'Email is required'],
    ['an email without @', { email: 'shop.example.org' }, 'email', 'Invalid email format'],
    ['an email without a domain dot', { email: 'shop@example' }, 'email', 'Invalid email format'],
    ['a blank mobile', { mobile: '' }, 'mobile', 'Mobile number is required'],
    ['a blank address', { address: ' ' }, 'address', 'Address is required'],
    ['a blank city', { city: '' }, 'city', 'City is required'],
    ['a blank state', { state: '' }, 'state', 'State is required'],
    ['a blank pincode', { pincode: '' }, 'pincode', 'Pincode is required'],
    ['a 5-digit pincode', { pincode: '41100' }, 'pincode', 'Pincode must be 6 digits'],
    ['a 7-digit pincode', { pincode: '4110011' }, 'pincode', 'Pincode must be 6 digits'],
    ['a pincode with letters', { pincode: '41100A' }, 'pincode', 'Pincode must be 6 digits'],
    ['a missing shop name', { name: undefined }, 'name', 'Shop name is required'],
    ['a missing pincode', { pincode: undefined }, 'pincode', 'Pincode is required'],
    ['a shop name over 200 characters', { name: 'x'.repeat(201) }, 'name', 'Must be at most 200 characters'],
    ['a request id that is not one', { requestId: 'nope' }, 'requestId', 'Invalid id'],
  ];

  it.each(cases)('refuses %s with its message, and changes nothing', async (_case, change, field, message) => {
    const request = await insertRequest();
    const vendorsBefore = await vendorCount();
    const error = expectApiError(await accept({ ...acceptValuesOf(request), ...change }), 400, message);
    expect(error.errors?.[field]).toBe(message);
    expect((await stored(request.id))?.status).toBe('PENDING');
    expect(await vendorCount()).toBe(vendorsBefore);
  });
});

describe('POST /seller-requests/accept-request', () => {
  it('creates the vendor from the edited fields, marks the request ACCEPTED, and answers the password once', async () => {
    const request = await insertRequest();
    const email = `  New.Vendor-${Date.now()}@Example.org `;
    const res = await accept({ ...acceptValuesOf(request), name: ' Edited Hardware ', email, pincode: '560001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { message, password } = res.json<{ message: string; password: string }>();
    expect(message).toBe('Vendor created successfully!');
    expect(password.length).toBeGreaterThanOrEqual(16);

    const user = await userCalled(email.trim().toLowerCase());
    expect(user).toMatchObject({
      role: 'VENDOR',
      mustChangePassword: true,
      name: request.ownerName,
      mobile: '9876543210',
    });
    expect(await verify(user!.passwordHash!, password)).toBe(true);
    const vendor = await t.database.db.query.vendors.findFirst({ where: eq(vendors.userId, user!.id) });
    expect(vendor).toMatchObject({
      name: 'Edited Hardware',
      ownerName: request.ownerName,
      address: request.address,
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '560001',
    });
    expect(await stored(request.id)).toMatchObject({ status: 'ACCEPTED', userId: user!.id });
    expect((await stored(request.id))!.updatedAt.getTime()).toBeGreaterThan(Date.parse(request.updatedAt));
  });

  it('generates a different password for each vendor', async () => {
    const passwords = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await accept(acceptValuesOf(await insertRequest()));
      passwords.add(res.json<{ password: string }>().password);
    }
    expect(passwords.size).toBe(3);
  });

  it("makes the new vendor change the password at its first sign-in, then opens the vendor's calls", async () => {
    const request = await insertRequest();
    const { password } = (await accept(acceptValuesOf(request))).json<{ password: string }>();
    const first = await t.signIn({ email: request.email, password });
    expect(claimsOf(first.token)).toMatchObject({ role: 'VENDOR', mustChangePassword: true });
    const dashboard = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/dashboard/vendor-dashboard', headers: bearer(token) });
    let token = first.token;
    expectApiError(await dashboard(), 403, CHANGE_FIRST);

    const changed = await first.post('/api/v1/auth/change-password', { password: 'my-own-password' });
    expect(changed.statusCode, changed.body).toBe(200);
    token = changed.json<{ token: string }>().token;
    expect(claimsOf(token).mustChangePassword).toBeUndefined();
    expect((await dashboard()).statusCode).toBe(200);
    await expect(t.signIn({ email: request.email, password })).rejects.toThrow(/401/);
  });

  it('refuses to "change" the generated password to itself, and the account stays held back', async () => {
    const request = await insertRequest();
    const { password } = (await accept(acceptValuesOf(request))).json<{ password: string }>();
    const first = await t.signIn({ email: request.email, password });

    const same = await first.post('/api/v1/auth/change-password', { password });
    const body = expectApiError(same, 400, 'New password must be different from the current password');
    expect(body.errors).toEqual({ password: 'New password must be different from the current password' });
    expect(await userCalled(request.email)).toMatchObject({ mustChangePassword: true });
    expectApiError(await first.get('/api/v1/dashboard/vendor-dashboard'), 403, CHANGE_FIRST);
    expect((await t.signIn({ email: request.email, password })).token).toBeTruthy();
  });

  it('accepts a request once: a second accept answers 409 and makes no second account', async () => {
    const request = await insertRequest();
    expect((await accept(acceptValuesOf(request))).statusCode).toBe(200);
    const vendorsAfter = await vendorCount();
    const again = await accept({ ...acceptValuesOf(request), email: `other-${Date.now()}@example.org` });
    expectApiError(again, 409, 'This request has already been accepted');
    expect(await vendorCount()).toBe(vendorsAfter);
  });

  it('ten accepts at once create exactly one account', async () => {
    const request = await insertRequest();
    const vendorsBefore = await vendorCount();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        accept({ ...acceptValuesOf(request), email: `race${i}-${Date.now()}@example.org` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const res of results.filter((r) => r.statusCode === 409))
      expectApiError(res, 409, 'This request has already been accepted');
    expect(await vendorCount()).toBe(vendorsBefore + 1);
    const accepted = await stored(request.id);
    expect(accepted?.status).toBe('ACCEPTED');
    const owners = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where email like ${'race%'} and id = ${accepted!.userId}`,
    );
    expect(owners.rows[0]?.n).toBe(1);
  });

  it('refuses an email already in use (whatever its case) with 409 on the email field, and changes nothing', async () => {
    const existing = await t.addUser('CUSTOMER');
    const request = await insertRequest();
    const usersBefore = (await t.database.db.select({ n: count() }).from(users))[0]?.n;
    const vendorsBefore = await vendorCount();
    const res = await accept({ ...acceptValuesOf(request), email: existing.email.toUpperCase() });
    expect(expectApiError(res, 409, EMAIL_TAKEN).errors).toEqual({ email: EMAIL_TAKEN });
    expect((await stored(request.id))?.status).toBe('PENDING');
    expect((await t.database.db.select({ n: count() }).from(users))[0]?.n).toBe(usersBefore);
    expect(await vendorCount()).toBe(vendorsBefore);
    // The request can still be accepted with another email.
    expect((await accept({ ...acceptValuesOf(request), email: `fresh-${Date.now()}@example.org` })).statusCode).toBe(
      200,
    );
  });

  it('refuses a rejected request (409) and an unknown one (404)', async () => {
    const rejected = await insertRequest({ status: 'REJECTED' });
    expectApiError(await accept(acceptValuesOf(rejected)), 409, 'This request has already been rejected');
    const request = await insertRequest();
    expectApiError(
      await accept({ ...acceptValuesOf(request), requestId: UNKNOWN_ID }),
      404,
      'Seller request not found',
    );
  });

  it('never writes the password to the log, even when the accept fails on the database', async () => {
    logLines.length = 0;
    const request = await insertRequest();
    const res = await accept(acceptValuesOf(request), t.admin.headers, logged);
    expect(res.statusCode, res.body).toBe(200);
    const { password } = res.json<{ password: string }>();

    // The account's insert fails: its email and password hash are parameters of the logged query.
    await t.database.db.execute(
      sql.raw(`create function fail_account() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$;
      create trigger fail_account before insert on users for each row execute function fail_account();`),
    );
    let failed: string;
    try {
      const other = await insertRequest();
      const res2 = await accept(acceptValuesOf(other), t.admin.headers, logged);
      expectApiError(res2, 500);
      failed = other.email;
    } finally {
      await t.database.db.execute(sql.raw('drop trigger fail_account on users; drop function fail_account();'));
    }
    const log = logLines.join('\n');
    expect(log).toContain('accept-request');
    expect(log).toContain('injected failure');
    expect(log).not.toContain(password);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(failed);
  });
});

describe('POST /seller-requests/reject-request', () => {
  it('marks a PENDING request REJECTED and creates no account', async () => {
    const request = await insertRequest();
    const vendorsBefore = await vendorCount();
    const res = await reject(request.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Request rejected successfully' });
    expect(await stored(request.id)).toMatchObject({ status: 'REJECTED', userId: null });
    expect(await vendorCount()).toBe(vendorsBefore);
    expect(await userCalled(request.email)).toBeUndefined();
  });

  it('refuses a decided request with 409, an unknown one with 404', async () => {
    const request = await insertRequest();
    await reject(request.id);
    expectApiError(await reject(request.id), 409, 'This request has already been rejected');
    const accepted = await insertRequest();
    await accept(acceptValuesOf(accepted));
    expectApiError(await reject(accepted.id), 409, 'This request has already been accepted');
    expect((await stored(accepted.id))?.status).toBe('ACCEPTED');
    expectApiError(await reject(UNKNOWN_ID), 404, 'Seller request not found');
    expectApiError(await reject('nope'), 400);
  });

  it('moves the request between the list filters', async () => {
    const request = await insertRequest({ minutesAgo: -1 });
    const firstPending = () => list('?status=PENDING').then((r) => r.json<SellerRequestList>().data[0]?.id);
    expect(await firstPending()).toBe(request.id);
    await reject(request.id);
    expect(await firstPending()).not.toBe(request.id);
    expect((await list('?status=REJECTED')).json<SellerRequestList>().data[0]?.id).toBe(request.id);
  });
});

describe('who may call', () => {
  const calls = [
    ['GET /seller-requests', (headers: Headers) => list('', headers)],
    ['POST /accept-request', (headers: Headers) => accept({ requestId: UNKNOWN_ID }, headers)],
    ['POST /reject-request', (headers: Headers) => reject(UNKNOWN_ID, headers)],
  ] as const;

  it.each(calls)('%s: 401 signed out, 403 for a vendor or a customer', async (_name, call) => {
    expectApiError(await call({}), 401);
    expectApiError(await call(t.vendorA.headers), 403);
    expectApiError(await call(t.customer.headers), 403);
  });

  it('an admin who must change the password first is refused too', async () => {
    const admin = await t.signIn(await t.addUser('ADMIN', { mustChangePassword: true }));
    expectApiError(await list('', admin.headers), 403, CHANGE_FIRST);
  });
});
