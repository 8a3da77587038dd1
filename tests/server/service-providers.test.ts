import { describe, expect, it } from 'vitest';
import { serviceBookings, serviceProviders } from '../../src/server/db/schema';
import type { ServiceProvider } from '../../src/shared/contract/service-providers';
import { withTestApp } from './helper';
import { createCustomer } from './helpers/fixtures';
import { expectApiError, UNKNOWN_ID } from './helpers/http';
import { describeRecordApi, type InvalidField, recordApi } from './helpers/records';

const NOT_FOUND = 'Service provider not found';
const OTHER_REQUIRED = "Other speciality is required when 'Other' is selected";

const t = withTestApp({ ownUploads: true, users: ['admin', 'vendorA', 'customer'] });

const valid = {
  name: 'Ravi Electricals',
  speciality: 'Electrician',
  other_speciality: null,
  RatePerHour: 450.75,
  unitName: 'hour',
  contact: '9876543210',
  isActive: true,
  imageUrl: 'https://cdn.example.com/ravi.png',
  bufferMinutes: 30,
};

const api = recordApi<ServiceProvider, typeof serviceProviders>(t, {
  base: '/api/v1/service-providers',
  noun: 'provider',
  table: serviceProviders,
  paths: {
    add: 'add-service-provider',
    get: 'get-service-provider',
    update: 'update-service-provider',
    delete: 'delete-service-provider',
  },
  idKey: 'serviceProviderId',
  deleted: 'Successfully Deleted',
  addBody: (fields) => ({ ...valid, ...fields }),
  updateBody: ({ id }, fields) => ({ ...valid, ...fields, id }),
  unchanged: (provider) => ({ name: provider.name, contact: provider.contact, ratePerHour: provider.RatePerHour }),
});
const { call, rawCall, add, storedRow } = api;

async function addBooking(serviceProviderId: string) {
  const customerId = await createCustomer(t.database);
  await t.database.db
    .insert(serviceBookings)
    .values({ serviceProviderId, customerId, date: '2025-06-01', fromTime: '10:00', unitName: 'hour' });
}

/** Spec §5's rules (add and edit forms alike), each refused with its message on its field. */
const invalidFields: InvalidField[] = [
  ['a missing name', { name: undefined }, 'name', 'Service provider name is required'],
  ['a blank name', { name: ' \t ' }, 'name', 'Service provider name is required'],
  ['a rate below 1', { RatePerHour: 0.5 }, 'RatePerHour', 'Rate must be at least 1'],
  ['a rate as text', { RatePerHour: '450' }, 'RatePerHour', 'Rate must be at least 1'],
  ['a missing unit', { unitName: undefined }, 'unitName', 'Unit name is required'],
  ['a unit outside the list', { unitName: 'week' }, 'unitName', 'Unit name is required'],
  ['a contact of 9 digits', { contact: '987654321' }, 'contact', 'Must be a valid number'],
  ['a contact of 11 digits', { contact: '98765432100' }, 'contact', 'Must be a valid number'],
  ['a contact of 10 letters', { contact: 'abcdefghij' }, 'contact', 'Must be a valid number'],
  ['a contact as a number', { contact: 9876543210 }, 'contact', 'Must be a valid number'],
  ['Other without its text', { speciality: 'Other', other_speciality: undefined }, 'other_speciality', OTHER_REQUIRED],
  ['Other with blank text', { speciality: 'Other', other_speciality: '   ' }, 'other_speciality', OTHER_REQUIRED],
  [
    'Other with invisible text',
    { speciality: 'Other', other_speciality: '\u200b\u202e' },
    'other_speciality',
    OTHER_REQUIRED,
  ],
  ['an image URL that is not a URL', { imageUrl: 'ravi.png' }, 'imageUrl', 'Enter a valid URL'],
  ['an active flag that is not a boolean', { isActive: 'yes' }, 'isActive', 'Active must be true or false'],
];

describe('POST /service-providers/add-service-provider', () => {
  it('stores the provider under its columns and answers it with the wire names', async () => {
    const res = await call('add-service-provider', valid);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; data: ServiceProvider }>();
    expect(body.message).toBe('Service provider added successfully!');
    const { id, ...fields } = body.data;
    expect(fields).toEqual(valid);
    expect(await storedRow(id)).toMatchObject({
      id,
      name: 'Ravi Electricals',
      speciality: 'Electrician',
      otherSpeciality: null,
      ratePerHour: 450.75,
      unitName: 'hour',
      contact: '9876543210',
      isActive: true,
      imageUrl: 'https://cdn.example.com/ravi.png',
    });
  });

  it('stores Other with its trimmed text', async () => {
    const data = await add({ speciality: 'Other', other_speciality: '  Tiling ' });
    expect(data).toMatchObject({ speciality: 'Other', other_speciality: 'Tiling' });
    expect((await storedRow(data.id))?.otherSpeciality).toBe('Tiling');
  });

  it('drops an other_speciality sent with another speciality', async () => {
    const data = await add({ speciality: 'Plumber', other_speciality: 'Tiling' });
    expect(data.other_speciality).toBeNull();
    expect((await storedRow(data.id))?.otherSpeciality).toBeNull();
  });

  it('trims the name and stores absent or blank optional fields as not set; active by default', async () => {
    const data = await add({
      name: '  Sharma Plumbing  ',
      RatePerHour: undefined,
      contact: ' ',
      imageUrl: undefined,
      isActive: undefined,
    });
    const expected = { name: 'Sharma Plumbing', RatePerHour: null, contact: null, imageUrl: null, isActive: true };
    expect(data).toMatchObject(expected);
    expect(await storedRow(data.id)).toMatchObject({
      name: 'Sharma Plumbing',
      ratePerHour: null,
      contact: null,
      imageUrl: null,
      isActive: true,
    });
  });

  it('stores an inactive provider', async () => {
    expect((await add({ isActive: false })).isActive).toBe(false);
  });

  it('requires a speciality (the add form does)', async () => {
    for (const speciality of [undefined, '', '  ', null]) {
      const res = await call('add-service-provider', { ...valid, speciality });
      expect(expectApiError(res, 400).errors?.speciality).toBe('Speciality is required');
    }
  });

  it('refuses a speciality outside the list', async () => {
    const res = await call('add-service-provider', { ...valid, speciality: 'Astronaut' });
    expect(expectApiError(res, 400).errors?.speciality).toBe('Choose a speciality from the list');
  });

  it('ignores unknown body fields: they are neither stored nor answered', async () => {
    const res = await call('add-service-provider', {
      ...valid,
      id: UNKNOWN_ID,
      ratePerHour: 1,
      otherSpeciality: 'x',
      rating: 5,
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json<{ data: Record<string, unknown> }>().data;
    expect(data.id).not.toBe(UNKNOWN_ID);
    expect(Object.keys(data).sort()).toEqual(Object.keys({ id: '', ...valid }).sort());
    expect(await storedRow(String(data.id))).toMatchObject({ ratePerHour: 450.75, otherSpeciality: null });
  });

  it('refuses a rate that is not finite (1e400 parses to Infinity)', async () => {
    const res = await rawCall('add-service-provider', JSON.stringify(valid).replace('450.75', '1e400'));
    expect(expectApiError(res, 400).errors?.RatePerHour).toBeDefined();
  });
});

describe('POST /service-providers/update-service-provider', () => {
  const changed = {
    name: ' Mehta Carpentry ',
    speciality: 'Other',
    other_speciality: 'Furniture polishing',
    RatePerHour: 120,
    unitName: 'sqft',
    contact: '9123456780',
    isActive: false,
    imageUrl: 'https://cdn.example.com/mehta.png',
    bufferMinutes: 45,
  };

  it('replaces every field and answers the spec message', async () => {
    const { id } = await add();
    const res = await call('update-service-provider', { ...changed, id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: ServiceProvider }>();
    expect(body.message).toBe('Service provider data updated');
    expect(body.data).toEqual({ ...changed, id, name: 'Mehta Carpentry' });
    expect(await storedRow(id)).toMatchObject({
      name: 'Mehta Carpentry',
      otherSpeciality: 'Furniture polishing',
      ratePerHour: 120,
      unitName: 'sqft',
      isActive: false,
    });
  });

  it('clears what is left out: speciality, rate, contact and image', async () => {
    const { id } = await add();
    const res = await call('update-service-provider', { id, name: 'Bare', unitName: 'day' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedRow(id)).toMatchObject({
      speciality: null,
      otherSpeciality: null,
      ratePerHour: null,
      contact: null,
      imageUrl: null,
      isActive: true,
    });
  });

  it('drops the other text when the speciality moves away from Other', async () => {
    const { id } = await add({ speciality: 'Other', other_speciality: 'Tiling' });
    await call('update-service-provider', { ...valid, id, speciality: 'Mason', other_speciality: 'Tiling' });
    expect((await storedRow(id))?.otherSpeciality).toBeNull();
  });

  it('refuses a speciality outside the list', async () => {
    const { id } = await add();
    const res = await call('update-service-provider', { ...valid, id, speciality: 'Astronaut' });
    expect(expectApiError(res, 400).errors?.speciality).toBe('Choose a speciality from the list');
    expect((await storedRow(id))?.speciality).toBe('Electrician');
  });

  it('an unknown id: 404', async () => {
    expectApiError(await call('update-service-provider', { ...valid, id: UNKNOWN_ID }), 404, NOT_FOUND);
  });

  it('a malformed id: 400 on id', async () => {
    expect(expectApiError(await call('update-service-provider', { ...valid, id: 7 }), 400).errors?.id).toBe(
      'Invalid id',
    );
  });
});

describe('POST /service-providers/delete-service-provider', () => {
  it('a provider with a booking: 409 with its own message, and it is still there', async () => {
    const added = await add();
    await addBooking(added.id);
    const res = await call('delete-service-provider', { serviceProviderId: added.id });
    expectApiError(res, 409, 'This service provider has bookings, so it cannot be deleted; mark it Inactive instead');
    expect(await storedRow(added.id)).toMatchObject({ id: added.id, name: added.name });
  });
});

describeRecordApi(t, api, { notFound: NOT_FOUND, invalidFields, adminOnly: true });
