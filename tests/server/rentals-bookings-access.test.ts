import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/contract/common';
import { createTestApp, createUser, signIn, type TestApp } from './helpers/app';
import { createCustomer } from './helpers/fixtures';
import { expectApiError } from './helpers/http';
import { FORBIDDEN, type Headers, NOT_SIGNED_IN } from './helpers/orders';
import {
  createEquipment,
  createProvider,
  insertBooking,
  insertRental,
  KINDS,
  type Kind,
  statusApi,
  statusState,
} from './helpers/statusRecords';

let t: TestApp;
const ids = {} as Record<Kind, string>;
const as = {} as Record<'admin' | 'vendor' | 'customer' | 'anonymous', Headers>;
type Who = keyof typeof as;

beforeAll(async () => {
  t = await createTestApp();
  const headersOf = async (role: Role) => (await signIn(t.app, await createUser(t.database, role))).headers;
  [as.admin, as.vendor, as.customer] = await Promise.all([
    headersOf('ADMIN'),
    headersOf('VENDOR'),
    headersOf('CUSTOMER'),
  ]);
  as.anonymous = {};
  const customerId = await createCustomer(t.database);
  ids.rental = await insertRental(t.database, {
    equipmentId: await createEquipment(t.database, { dailyRate: 100, stock: 1 }),
    customerId,
  });
  ids.booking = await insertBooking(t.database, {
    serviceProviderId: await createProvider(t.database, 100),
    customerId,
  });
});
afterAll(() => t.close());

const EXPECTED: Record<Who, number> = { anonymous: 401, vendor: 403, customer: 403, admin: 200 };

describe.each(['rental', 'booking'] as const)('%s calls: ADMIN only', (kind) => {
  const { paths, idKey } = KINDS[kind];
  const bodies: [string, () => unknown][] = [
    [paths.list, () => ({ pageNumber: 0, pageSize: 10 })],
    [paths.details, () => ({ [idKey]: ids[kind] })],
    [paths.update, () => ({ [idKey]: ids[kind], status: 'CANCELLED' })],
  ];
  it.each(bodies)('%s', async (path, body) => {
    for (const who of ['anonymous', 'vendor', 'customer', 'admin'] as const) {
      const before = await statusState(t.database);
      const res = await statusApi(t, kind)(path, body(), as[who]);
      const status = EXPECTED[who];
      if (status === 401) expectApiError(res, 401, NOT_SIGNED_IN);
      else if (status === 403) expectApiError(res, 403, FORBIDDEN);
      else expect(res.statusCode, res.body).toBe(200);
      // A refused caller writes nothing.
      if (status !== 200) expect(await statusState(t.database)).toEqual(before);
    }
  });
});
