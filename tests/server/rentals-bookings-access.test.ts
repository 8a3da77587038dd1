import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from './helper';
import { createCustomer } from './helpers/fixtures';
import { expectAccess } from './helpers/http';
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

const t = withTestApp({ users: ['admin', 'vendorA', 'customer'] });
const ids = {} as Record<Kind, string>;
type Who = 'anonymous' | 'admin' | 'vendorA' | 'customer';

beforeAll(async () => {
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

const EXPECTED: Record<Who, number> = { anonymous: 401, vendorA: 403, customer: 403, admin: 200 };

describe.each(['rental', 'booking'] as const)('%s calls: ADMIN only', (kind) => {
  const { paths, idKey } = KINDS[kind];
  const bodies: [string, () => unknown][] = [
    [paths.list, () => ({ pageNumber: 0, pageSize: 10 })],
    [paths.details, () => ({ [idKey]: ids[kind] })],
    [paths.update, () => ({ [idKey]: ids[kind], status: 'CANCELLED' })],
  ];
  it.each(bodies)('%s', async (path, body) => {
    for (const who of ['anonymous', 'vendorA', 'customer', 'admin'] as const) {
      const before = await statusState(t.database);
      const res = await statusApi(t, kind)(path, body(), t[who].headers);
      const status = EXPECTED[who];
      expectAccess(res, status, who);
      // A refused caller writes nothing.
      if (status !== 200) expect(await statusState(t.database)).toEqual(before);
    }
  });
});
