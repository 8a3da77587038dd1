import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Headers, TestKit } from '../helper';
import { expectApiError, FORBIDDEN, NOT_SIGNED_IN, UNKNOWN_ID } from './http';
import { type ImageKit, isStored, purgeVersionsAndUploads, storeImage } from './storedImage';

/**
 * The calls of one admin record API (categories, equipment, service providers): `call('')` is
 * its GET list, `call(path, body)` a POST to `base/path`; the admin's by default.
 */
export function recordCalls(t: TestKit<'admin'>, base: string) {
  const call = (path: string, payload?: unknown, headers: Headers = t.admin.headers) =>
    path === ''
      ? t.app.inject({ method: 'GET', url: base, headers })
      : t.app.inject({
          method: 'POST',
          url: `${base}/${path}`,
          headers,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
  /** A body sent as written, for JSON that JavaScript cannot produce (1e400). */
  const rawCall = (path: string, json: string) =>
    t.admin.inject({
      method: 'POST',
      url: `${base}/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: json,
    });
  return { call, rawCall };
}

/** Anonymous 401, a vendor and a customer 403: what every call of the admin's alone answers them. */
export async function expectRefusedToAllButAdmin(
  t: TestKit<'vendorA' | 'customer'>,
  send: (headers: Headers) => Promise<LightMyRequestResponse>,
) {
  expectApiError(await send({}), 401, NOT_SIGNED_IN);
  expectApiError(await send(t.vendorA.headers), 403, FORBIDDEN);
  expectApiError(await send(t.customer.headers), 403, FORBIDDEN);
}

/** The admin's answer to a write is a success (201 for an add, 200 for the rest). */
export const expectWritten = (res: LightMyRequestResponse) => expect([200, 201], res.body).toContain(res.statusCode);

/** What one admin record API declares for the tests its entities share. */
export interface RecordDeclaration<R extends { id: string }, T extends RecordTable> {
  base: string;
  /** The record in test titles: 'equipment', 'provider', 'category'. */
  noun: string;
  table: T;
  paths: { add: string; get?: string; delete: string; update: string };
  /** The body key naming the record in get and delete. */
  idKey: string;
  /** The delete's success message. */
  deleted: string;
  /** A valid add body, with these fields over it. */
  addBody(fields: Record<string, unknown>): Record<string, unknown>;
  /** A valid update body of the record, with these fields over it. */
  updateBody(record: R, fields: Record<string, unknown>): Record<string, unknown>;
  /** What of its stored row a refused update must leave as added: the whole record by default. */
  unchanged?(record: R): Record<string, unknown>;
}

/** A body change a rule refuses: the case, the fields, the field named and its message. */
export type InvalidField = [what: string, change: Record<string, unknown>, field: string, message: string];
type RecordTable = PgTable & { id: AnyPgColumn };

/** The calls of a declared record API, and its fixtures: add one through the API, read its row, count its rows. */
export function recordApi<R extends { id: string }, T extends RecordTable>(
  t: TestKit<'admin'>,
  declared: RecordDeclaration<R, T>,
) {
  const { call, rawCall } = recordCalls(t, declared.base);
  // The generic table loses drizzle's row type, which the declared table has.
  const table = declared.table as RecordTable;
  return {
    ...declared,
    call,
    rawCall,
    async add(fields: Record<string, unknown> = {}): Promise<R> {
      const res = await call(declared.paths.add, declared.addBody(fields));
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: R }>().data;
    },
    storedRow: async (id: string) =>
      (await t.database.db.select().from(table).where(eq(table.id, id)))[0] as T['$inferSelect'] | undefined,
    rowCount: async () => (await t.database.db.select({ n: count() }).from(table))[0]?.n,
  };
}
type RecordUnderTest<R extends { id: string }> = ReturnType<typeof recordApi<R, RecordTable>>;

/** GET lists every record, the newest first. */
function itListsNewestFirst<R extends { id: string }>(api: RecordUnderTest<R>) {
  it(`answers every ${api.noun}, newest first`, async () => {
    const older = await api.add({ name: `Older ${api.noun}` });
    const newer = await api.add({ name: `Newer ${api.noun}` });
    const res = await api.call('');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: R[] }>();
    expect(data.length).toBe(await api.rowCount());
    expect(data[0]).toEqual(newer);
    expect(data.findIndex((r) => r.id === newer.id)).toBeLessThan(data.findIndex((r) => r.id === older.id));
  });
}

/** Get answers one record in data; an unknown id 404, a malformed or missing one 400 on its key. */
function itGetsOne<R extends { id: string }>(api: RecordUnderTest<R>, notFound: string) {
  const get = (body: Record<string, unknown>) => api.call(api.paths.get ?? '', body);
  it(`answers the ${api.noun} in data`, async () => {
    const added = await api.add();
    const res = await get({ [api.idKey]: added.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: added });
  });

  it('an unknown id: 404', async () => {
    expectApiError(await get({ [api.idKey]: UNKNOWN_ID }), 404, notFound);
  });

  it(`a malformed or missing id: 400 on ${api.idKey}`, async () => {
    for (const body of [{ [api.idKey]: 'not-an-id' }, {}])
      expect(expectApiError(await get(body), 400).errors?.[api.idKey]).toBe('Invalid id');
  });
}

/** Delete answers the deleted record and leaves no row; an unknown or deleted id 404, a malformed one 400. */
function itDeletes<R extends { id: string }>(api: RecordUnderTest<R>, notFound: string) {
  const remove = (id: unknown) => api.call(api.paths.delete, { [api.idKey]: id });
  it(`deletes the ${api.noun} and answers the deleted record`, async () => {
    const added = await api.add();
    const res = await remove(added.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: api.deleted, data: added });
    expect(await api.storedRow(added.id)).toBeUndefined();
  });

  it('an unknown or already deleted id: 404', async () => {
    const { id } = await api.add();
    await remove(id);
    expectApiError(await remove(id), 404, notFound);
    expectApiError(await remove(UNKNOWN_ID), 404, notFound);
  });

  it(`a malformed id: 400 on ${api.idKey}`, async () => {
    for (const id of ['x', '', 42])
      expect(expectApiError(await remove(id), 400).errors?.[api.idKey]).toBe('Invalid id');
  });
}

/**
 * A stored image the record stops showing (an update replaces it, or the record goes) is kept
 * while a version in the activity log shows it, and goes once those versions are purged.
 */
function itReleasesItsImage<R extends { id: string }>(t: ImageKit, api: RecordUnderTest<R>) {
  const GONE = { file: false, row: false };
  const KEPT = { file: true, row: true };
  it('outlives an update that replaces it while a version shows it, and goes with the versions', async () => {
    const image = await storeImage(t);
    const added = await api.add({ imageUrl: image.url });
    const res = await api.call(
      api.paths.update,
      api.updateBody(added, { imageUrl: 'https://cdn.example.com/replaced.png' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await isStored(t, image)).toEqual(KEPT);
    await purgeVersionsAndUploads(t);
    expect(await isStored(t, image)).toEqual(GONE);
  });

  it('is kept when an update keeps it', async () => {
    const image = await storeImage(t);
    const added = await api.add({ imageUrl: image.url });
    expect((await api.call(api.paths.update, api.updateBody(added, { imageUrl: image.url }))).statusCode).toBe(200);
    expect(await isStored(t, image)).toEqual(KEPT);
  });

  it(`outlives the ${api.noun} while a version shows it, and goes with the versions`, async () => {
    const image = await storeImage(t);
    const { id } = await api.add({ imageUrl: image.url });
    expect((await api.call(api.paths.delete, { [api.idKey]: id })).statusCode).toBe(200);
    expect(await isStored(t, image)).toEqual(KEPT);
    await purgeVersionsAndUploads(t);
    expect(await isStored(t, image)).toEqual(GONE);
  });
}

/** Every call of an admin-only record API: anonymous 401, a vendor and a customer 403, the admin 2xx. */
function itIsAdminOnly<R extends { id: string }>(
  t: TestKit<'admin' | 'vendorA' | 'customer'>,
  api: RecordUnderTest<R>,
) {
  const { paths, idKey } = api;
  type Call = [method: string, path: string, body: () => Promise<unknown>];
  const get: Call[] = paths.get ? [['POST', paths.get, async () => ({ [idKey]: (await api.add()).id })]] : [];
  const calls: Call[] = [
    ['GET', '', async () => undefined],
    ...get,
    ['POST', paths.add, async () => api.addBody({})],
    ['POST', paths.update, async () => api.updateBody(await api.add(), {})],
    ['POST', paths.delete, async () => ({ [idKey]: (await api.add()).id })],
  ];
  it.each(calls)(
    `%s ${api.base}/%s: anonymous 401, VENDOR and CUSTOMER 403, ADMIN 2xx`,
    async (_method, path, body) => {
      const payload = await body();
      await expectRefusedToAllButAdmin(t, (headers) => api.call(path, payload, headers));
      expectWritten(await api.call(path, payload, t.admin.headers));
    },
  );
}

/** The read calls of a record API with a get call: its list, newest first, and its get. */
function describeReads<R extends { id: string }>(api: RecordUnderTest<R>, notFound: string) {
  describe(`GET ${api.base}`, () => itListsNewestFirst(api));
  describe(`POST ${api.base}/${api.paths.get}`, () => itGetsOne(api, notFound));
}

/** Each rule's refusal of an add names its field with its message, and stores nothing. */
function itRefusesInvalidAdds<R extends { id: string }>(api: RecordUnderTest<R>, invalid: InvalidField[]) {
  it.each(invalid)('refuses %s with its field error and stores nothing', async (_what, change, field, message) => {
    const before = await api.rowCount();
    const res = await api.call(api.paths.add, api.addBody(change));
    expect(expectApiError(res, 400).errors?.[field]).toBe(message);
    expect(await api.rowCount()).toBe(before);
  });
}

/** Each rule's refusal of an update names its field with its message, and changes nothing. */
function itRefusesInvalidUpdates<R extends { id: string }>(api: RecordUnderTest<R>, invalid: InvalidField[]) {
  it.each(invalid)('refuses %s with its field error and changes nothing', async (_what, change, field, message) => {
    const added = await api.add();
    const res = await api.call(api.paths.update, api.updateBody(added, change));
    expect(expectApiError(res, 400).errors?.[field]).toBe(message);
    expect(await api.storedRow(added.id)).toMatchObject(api.unchanged?.(added) ?? added);
  });
}

/**
 * The tests every declared record API shares, run from its declaration: the refusals of its
 * rules on add and update, its list and get (where it has a get), its delete, the release of its
 * stored image, and, for an API of the admin's alone, who may call it.
 */
export function describeRecordApi<R extends { id: string }>(
  t: TestKit<'admin' | 'vendorA' | 'customer'>,
  api: RecordUnderTest<R>,
  { notFound, invalidFields, adminOnly }: { notFound: string; invalidFields: InvalidField[]; adminOnly: boolean },
) {
  describe(`POST ${api.base}/${api.paths.add}: its rules`, () => itRefusesInvalidAdds(api, invalidFields));
  describe(`POST ${api.base}/${api.paths.update}: its rules`, () => itRefusesInvalidUpdates(api, invalidFields));
  if (api.paths.get) describeReads(api, notFound);
  describe(`POST ${api.base}/${api.paths.delete}`, () => itDeletes(api, notFound));
  describe(`the stored image of a ${api.noun}`, () => itReleasesItsImage(t, api));
  if (adminOnly) describe('who may call it', () => itIsAdminOnly(t, api));
}
