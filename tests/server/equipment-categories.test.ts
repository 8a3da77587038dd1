import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { withTestApp } from './helper';
import { expectApiError } from './helpers/http';

const m = messages.equipmentCategory;
const t = withTestApp({ users: ['admin', 'vendorA'] });
const BASE = '/api/v1/equipment-categories';

describe('equipment categories', () => {
  it('adds, lists by name, updates and deletes, with the checklist in order and the meter', async () => {
    const added = await t.admin.post(`${BASE}/create`, {
      name: '  Earthmoving ',
      checklist: [' Bucket teeth', 'Hydraulic hoses'],
      meterKind: 'hours',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ data: { id: string } }>().data;
    expect(added.json().data).toEqual({
      id,
      name: 'Earthmoving',
      checklist: ['Bucket teeth', 'Hydraulic hoses'],
      meterKind: 'hours',
    });
    await t.admin.post(`${BASE}/create`, { name: 'Access', checklist: [], meterKind: 'none' });
    const list = await t.admin.get(BASE);
    expect(list.json<{ data: { name: string }[] }>().data.map((c) => c.name)).toEqual(['Access', 'Earthmoving']);
    const updated = await t.admin.post(`${BASE}/update`, {
      id,
      name: 'Earthmoving',
      checklist: ['Tracks'],
      meterKind: 'km',
    });
    expect(updated.json().data).toMatchObject({ checklist: ['Tracks'], meterKind: 'km' });
    expect((await t.admin.post(`${BASE}/delete`, { id })).statusCode).toBe(200);
  });

  it("refuses a taken name, a blank item, more than 30 items and an unknown meter, each with its field's message", async () => {
    await t.admin.post(`${BASE}/create`, { name: 'Scaffolding', checklist: [], meterKind: 'none' });
    expectApiError(
      await t.admin.post(`${BASE}/create`, { name: 'SCAFFOLDING', checklist: [], meterKind: 'none' }),
      409,
      m.nameTaken,
    );
    expectApiError(
      await t.admin.post(`${BASE}/create`, { name: 'A', checklist: ['  '], meterKind: 'none' }),
      400,
      m.itemRequired,
    );
    const many = Array.from({ length: 31 }, (_, i) => `Item ${i}`);
    expectApiError(
      await t.admin.post(`${BASE}/create`, { name: 'B', checklist: many, meterKind: 'none' }),
      400,
      m.tooManyItems,
    );
    expectApiError(
      await t.admin.post(`${BASE}/create`, { name: 'C', checklist: [], meterKind: 'miles' }),
      400,
      m.meterInvalid,
    );
  });

  it('gives equipment an optional category, refuses an unknown one, and lets a deleted one go to none', async () => {
    const made = await t.admin.post(`${BASE}/create`, { name: 'Power tools', checklist: ['Cable'], meterKind: 'none' });
    const categoryId = made.json<{ data: { id: string } }>().data.id;
    const body = {
      name: 'Breaker',
      description: null,
      imageUrl: null,
      dailyRate: 800,
      unitName: 'day',
      status: 'Available',
      information: [],
      stock: 2,
    };
    const equipment = await t.admin.post('/api/v1/equipments/add-equipment', { ...body, categoryId });
    expect(equipment.statusCode, equipment.body).toBe(201);
    const equipmentId = equipment.json<{ data: { id: string; categoryId: string } }>().data.id;
    expect(equipment.json().data.categoryId).toBe(categoryId);
    expectApiError(
      await t.admin.post('/api/v1/equipments/add-equipment', {
        ...body,
        name: 'Other',
        categoryId: '00000000-0000-4000-8000-000000000000',
      }),
      400,
      messages.equipment.categoryNotFound,
    );
    await t.admin.post(`${BASE}/delete`, { id: categoryId });
    const after = await t.admin.post('/api/v1/equipments/get-equipment', { equipmentId });
    expect(after.json().data.categoryId).toBeNull();
  });

  it('is for the admin only', async () => {
    expect((await t.vendorA.get(BASE)).statusCode).toBe(403);
    expect((await t.anonymous.get(BASE)).statusCode).toBe(401);
  });
});
