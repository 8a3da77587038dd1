import { describe, expect, it } from 'vitest';
import { equipment, equipmentRentals } from '../../src/server/db/schema';
import type { Equipment } from '../../src/shared/contract/equipment';
import { withTestApp } from './helper';
import { createCustomer } from './helpers/fixtures';
import { expectApiError, UNKNOWN_ID } from './helpers/http';
import { describeRecordApi, type InvalidField, recordApi } from './helpers/records';
import { isStored, purgeVersionsAndUploads, storeImage } from './helpers/storedImage';

const NOT_FOUND = 'Equipment not found';

const t = withTestApp({ ownUploads: true, users: ['admin', 'vendorA', 'customer'] });

const valid = {
  name: 'Concrete Mixer',
  description: 'Half-bag diesel mixer',
  imageUrl: 'https://cdn.example.com/mixer.png',
  dailyRate: 1500.5,
  unitName: 'day',
  status: 'Available',
  information: [{ Power: 'Diesel' }, { Capacity: '200 L' }],
  stock: 3,
  categoryId: null,
  turnaroundDays: 2,
};

const api = recordApi<Equipment, typeof equipment>(t, {
  base: '/api/v1/equipments',
  noun: 'equipment',
  table: equipment,
  paths: { add: 'add-equipment', get: 'get-equipment', update: 'update-equipment', delete: 'delete-equipment' },
  idKey: 'equipmentId',
  deleted: 'Successfully Deleted',
  addBody: (fields) => ({ ...valid, ...fields }),
  updateBody: ({ id }, fields) => ({ ...valid, ...fields, id }),
});
const { call, rawCall, add, storedRow, rowCount } = api;

async function addRental(equipmentId: string) {
  const customerId = await createCustomer(t.database);
  await t.database.db
    .insert(equipmentRentals)
    .values({ equipmentId, customerId, date: '2025-06-01', fromTime: '09:00', qty: 1, unitName: 'day' });
}

/** Spec §5's rules, each refused with its message on its field. */
const invalidFields: InvalidField[] = [
  ['a missing name', { name: undefined }, 'name', 'Equipment name is required'],
  ['a blank name', { name: '   ' }, 'name', 'Equipment name is required'],
  ['a name that is not text', { name: 42 }, 'name', 'Equipment name is required'],
  ['an image URL that is not a URL', { imageUrl: 'not a url' }, 'imageUrl', 'Enter a valid URL'],
  ['a javascript: image URL', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Enter a valid URL'],
  [
    'an uploads URL that is not a stored file',
    { imageUrl: '/uploads/../config.json' },
    'imageUrl',
    'Enter a valid URL',
  ],
  ['a daily rate below 1', { dailyRate: 0.99 }, 'dailyRate', 'Daily Rate must be at least 1'],
  ['a daily rate as text', { dailyRate: '1500' }, 'dailyRate', 'Daily Rate must be at least 1'],
  ['a missing daily rate', { dailyRate: undefined }, 'dailyRate', 'Daily Rate must be at least 1'],
  ['a null daily rate', { dailyRate: null }, 'dailyRate', 'Daily Rate must be at least 1'],
  ['a unit outside the list', { unitName: 'week' }, 'unitName', 'Enter valid unit name'],
  ['a missing unit', { unitName: undefined }, 'unitName', 'Enter valid unit name'],
  ['a status outside the list', { status: 'Broken' }, 'status', 'Status must be Available or Not Available'],
  ['a blank property name', { information: [{ '  ': 'Diesel' }] }, 'information.0', 'Property name is required'],
  ['a blank property value', { information: [{ Power: ' ' }] }, 'information.0', 'Property value is required'],
  [
    'a property value that is not text',
    { information: [{ Power: 5 }] },
    'information.0.Power',
    'Property value is required',
  ],
  [
    'an entry with two pairs',
    { information: [{ Power: 'Diesel', Fuel: 'Diesel' }] },
    'information.0',
    'Each entry must be a single name and value',
  ],
  ['an empty entry', { information: [{}] }, 'information.0', 'Each entry must be a single name and value'],
  [
    'information that is not a list',
    { information: { Power: 'Diesel' } },
    'information',
    'Invalid input: expected array, received object',
  ],
  ['a negative stock', { stock: -1 }, 'stock', 'Stock must be at least 0'],
  ['a stock as text', { stock: '3' }, 'stock', 'Stock must be at least 0'],
  ['a fractional stock', { stock: 1.5 }, 'stock', 'Stock must be a whole number'],
];

describe('POST /equipments/add-equipment', () => {
  it('stores the equipment and answers it with the spec message', async () => {
    const res = await call('add-equipment', valid);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; data: Equipment }>();
    expect(body.message).toBe('Equipment added successfully!');
    const { id, ...fields } = body.data;
    expect(fields).toEqual(valid);
    expect(await storedRow(id)).toMatchObject({ ...valid, id });
  });

  it('trims the name, description and information, and turns absent optional fields into null', async () => {
    const data = await add({
      name: '  Scaffolding  ',
      description: undefined,
      imageUrl: undefined,
      information: [{ ' Height ': ' 6 m ' }],
    });
    expect(data).toMatchObject({
      name: 'Scaffolding',
      description: null,
      imageUrl: null,
      information: [{ Height: '6 m' }],
    });
    expect(await storedRow(data.id)).toMatchObject({
      name: 'Scaffolding',
      description: null,
      imageUrl: null,
      information: [{ Height: '6 m' }],
    });
  });

  it('treats a blank description and image URL as none', async () => {
    const data = await add({ description: '   ', imageUrl: '' });
    expect(data).toMatchObject({ description: null, imageUrl: null });
  });

  it('accepts the URL of an image this server stored', async () => {
    const url = '/uploads/0b6f2d8e-4f6a-4c1e-9a57-2f3c1d2e4b5a.webp';
    expect((await add({ imageUrl: url })).imageUrl).toBe(url);
  });

  it('stores stock 0 as Not Available even when the body says Available', async () => {
    const data = await add({ stock: 0, status: 'Available' });
    expect(data.status).toBe('Not Available');
    expect((await storedRow(data.id))?.status).toBe('Not Available');
  });

  it('keeps Not Available when asked for it with stock', async () => {
    expect((await add({ stock: 5, status: 'Not Available' })).status).toBe('Not Available');
  });

  it('without stock and status (spec §7 body): stock 0, so Not Available, and no information', async () => {
    const data = await add({ stock: undefined, status: undefined, information: undefined });
    expect(data).toMatchObject({ stock: 0, status: 'Not Available', information: [] });
  });

  it('ignores unknown body fields: they are neither stored nor answered', async () => {
    const res = await call('add-equipment', {
      ...valid,
      id: UNKNOWN_ID,
      createdAt: '2000-01-01T00:00:00Z',
      colour: 'red',
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json<{ data: Record<string, unknown> }>().data;
    expect(data.id).not.toBe(UNKNOWN_ID);
    expect(data).not.toHaveProperty('colour');
    const row = await storedRow(String(data.id));
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2000);
    expect(await storedRow(UNKNOWN_ID)).toBeUndefined();
  });

  it('refuses a rate that is not finite (1e400 parses to Infinity)', async () => {
    const res = await rawCall('add-equipment', JSON.stringify(valid).replace('1500.5', '1e400'));
    expect(expectApiError(res, 400).errors?.dailyRate).toBeDefined();
  });

  it('refuses a body that is not a JSON object', async () => {
    expectApiError(await rawCall('add-equipment', '[]'), 400);
    expectApiError(await call('add-equipment'), 400);
  });
});

describe('POST /equipments/update-equipment', () => {
  const changed = {
    name: '  Tower crane ',
    description: 'Crane',
    imageUrl: 'https://cdn.example.com/crane.png',
    dailyRate: 25000,
    unitName: 'hour',
    status: 'Not Available',
    information: [{ Reach: '40 m' }],
    stock: 1,
    categoryId: null,
    turnaroundDays: 5,
  };

  it('replaces every field and answers the spec message', async () => {
    const { id } = await add();
    const res = await call('update-equipment', { ...changed, id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: Equipment }>();
    expect(body.message).toBe('Equipment data updated');
    const expected = { ...changed, id, name: 'Tower crane' };
    expect(body.data).toEqual(expected);
    expect(await storedRow(id)).toMatchObject(expected);
  });

  it('clears the description and image when they are left out', async () => {
    const { id } = await add();
    const { description: _d, imageUrl: _i, ...rest } = changed;
    const res = await call('update-equipment', { ...rest, id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedRow(id)).toMatchObject({ description: null, imageUrl: null });
  });

  it('stores stock 0 as Not Available even when the body says Available', async () => {
    const { id } = await add({ stock: 4 });
    const res = await call('update-equipment', { ...changed, id, stock: 0, status: 'Available' });
    expect(res.json<{ data: Equipment }>().data.status).toBe('Not Available');
    expect((await storedRow(id))?.status).toBe('Not Available');
  });

  it('moves its updated time', async () => {
    const { id } = await add();
    const before = await storedRow(id);
    await call('update-equipment', { ...changed, id });
    expect((await storedRow(id))!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });

  it('requires information (the edit form always sends its list)', async () => {
    const { id } = await add();
    const { information: _information, ...rest } = valid;
    expect(expectApiError(await call('update-equipment', { ...rest, id }), 400).errors).toHaveProperty('information');
  });

  it('an unknown id: 404, and nothing is stored', async () => {
    const before = await rowCount();
    expectApiError(await call('update-equipment', { ...valid, id: UNKNOWN_ID }), 404, NOT_FOUND);
    expect(await rowCount()).toBe(before);
  });

  it('a malformed id: 400 on id', async () => {
    expect(expectApiError(await call('update-equipment', { ...valid, id: '12' }), 400).errors?.id).toBe('Invalid id');
  });
});

describe('POST /equipments/delete-equipment', () => {
  it('equipment with a rental: 409 with its own message, and it is still there', async () => {
    const added = await add();
    await addRental(added.id);
    const res = await call('delete-equipment', { equipmentId: added.id });
    expectApiError(res, 409, 'This equipment has rentals, so it cannot be deleted; mark it Not Available instead');
    expect(await storedRow(added.id)).toMatchObject(added);
  });
});

describe('the stored image of an equipment', () => {
  it('outlives an update that removes it while a version shows it, and goes with the versions', async () => {
    const image = await storeImage(t);
    const { id } = await add({ imageUrl: image.url });
    await call('update-equipment', { ...valid, id, imageUrl: null });
    expect(await isStored(t, image)).toEqual({ file: true, row: true });
    await purgeVersionsAndUploads(t);
    expect(await isStored(t, image)).toEqual({ file: false, row: false });
  });

  it('is kept while another record still shows it', async () => {
    const image = await storeImage(t);
    const first = await add({ imageUrl: image.url });
    await add({ imageUrl: image.url });
    await call('delete-equipment', { equipmentId: first.id });
    expect(await isStored(t, image)).toEqual({ file: true, row: true });
  });

  it('is kept when the delete is refused', async () => {
    const image = await storeImage(t);
    const { id } = await add({ imageUrl: image.url });
    await addRental(id);
    expect((await call('delete-equipment', { equipmentId: id })).statusCode).toBe(409);
    expect(await isStored(t, image)).toEqual({ file: true, row: true });
  });
});

describeRecordApi(t, api, { notFound: NOT_FOUND, invalidFields, adminOnly: true });
