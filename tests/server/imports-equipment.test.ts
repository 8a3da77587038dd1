import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { equipment } from '../../src/server/db/schema';
import { activity } from '../../src/server/modules/activity/table';
import { withTestApp } from './helper';
import { expectApiError, FORBIDDEN } from './helpers/http';
import { csvOf, importCall, onlyError } from './helpers/imports';

const t = withTestApp({ users: ['admin', 'vendorA'] });
const HEADER = ['ID', 'Equipment', 'Description', 'Daily Rate', 'Unit', 'Status', 'Stock', 'Information'];
const row = (name: string, over: Partial<Record<string, string>> = {}) =>
  HEADER.map(
    (column) =>
      ({
        Equipment: name,
        Description: 'Diesel',
        'Daily Rate': '1500.00',
        Unit: 'day',
        Status: 'Available',
        Stock: '3',
        Information: '[]',
        ...over,
      })[column] ?? '',
  );
const stored = (name: string) => t.database.db.query.equipment.findMany({ where: eq(equipment.name, name) });
const activityCount = async () => (await t.database.db.select({ n: count() }).from(activity))[0]?.n ?? 0;

describe('equipment import (ADMIN)', () => {
  it('creates; stock 0 is stored as Not Available; a second apply changes nothing', async () => {
    const api = importCall(t.admin, 'equipment');
    const file = csvOf([HEADER, row('Mixer M1'), row('Roller R1', { Stock: '0', Unit: 'hour' })]);
    expect((await api.apply(file, 'create')).data).toMatchObject({ created: 2, errors: [] });
    expect((await stored('Roller R1'))[0]).toMatchObject({ status: 'Not Available', unitName: 'hour', stock: 0 });
    const before = await activityCount();
    expect((await api.apply(file, 'upsert')).data).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await activityCount()).toBe(before);
  });

  it('matches by ID, else by name, and shows the diff', async () => {
    const api = importCall(t.admin, 'equipment');
    await api.apply(csvOf([HEADER, row('Crane C1')]), 'create');
    const [crane] = await stored('Crane C1');
    const byName = await api.check(
      csvOf([
        ['Equipment', 'Daily Rate'],
        ['Crane C1', '1750'],
      ]),
      'update',
    );
    expect(byName.items).toEqual([
      {
        row: 2,
        kind: 'equipment',
        label: 'Crane C1',
        action: 'update',
        changes: [{ column: 'Daily Rate', before: '1500.00', after: '1750.00' }],
      },
    ]);
    const renamed = await api.apply(
      csvOf([
        ['ID', 'Equipment'],
        [crane?.id ?? '', 'Crane C2'],
      ]),
      'update',
    );
    expect(renamed.data.updated).toBe(1);
    expect(await stored('Crane C2')).toHaveLength(1);
    // Recorded as the form's edit records it: what moved, and the record without its id.
    const [recorded] = await t.database.db
      .select({ changes: activity.changes, snapshot: activity.snapshot })
      .from(activity)
      .where(eq(activity.recordId, crane?.id ?? ''))
      .orderBy(desc(activity.id))
      .limit(1);
    expect(recorded).toEqual({
      changes: { name: ['Crane C1', 'Crane C2'] },
      snapshot: {
        name: 'Crane C2',
        description: 'Diesel',
        imageUrl: null,
        dailyRate: 1500,
        unitName: 'day',
        status: 'Available',
        information: [],
        stock: 3,
        categoryId: null,
      },
    });
  });

  it('each rule of the form, with its row and column', async () => {
    const api = importCall(t.admin, 'equipment');
    const report = await api.check(
      csvOf([
        HEADER,
        row('Bad 1', { 'Daily Rate': '0' }),
        row('Bad 2', { Unit: 'week' }),
        row('Bad 3', { Stock: '1.5' }),
        row('Bad 4', { Status: 'Broken' }),
        row('', {}),
      ]),
      'create',
    );
    expect(report.errors).toEqual([
      { row: 2, column: 'Daily Rate', message: 'Daily Rate must be at least 1' },
      { row: 3, column: 'Unit', message: 'Enter valid unit name' },
      { row: 4, column: 'Stock', message: 'Stock must be a whole number' },
      { row: 5, column: 'Status', message: 'Status must be Available or Not Available' },
      { row: 6, column: 'Equipment', message: 'Equipment name is required' },
    ]);
  });

  it('mode rules, an ambiguous name and an unknown id', async () => {
    const api = importCall(t.admin, 'equipment');
    await api.apply(csvOf([HEADER, row('Twin'), row('Twin'), row('Pump P1')]), 'create');
    expect(onlyError(await api.check(csvOf([HEADER, row('Pump P1')]), 'create'))).toEqual({
      row: 2,
      column: 'Equipment',
      message: 'This equipment already exists (mode create)',
    });
    expect(onlyError(await api.check(csvOf([HEADER, row('Nope')]), 'update'))).toEqual({
      row: 2,
      column: 'Equipment',
      message: 'No such equipment to update (mode update)',
    });
    expect(onlyError(await api.check(csvOf([HEADER, row('Twin')]), 'update'))).toEqual({
      row: 2,
      column: 'Equipment',
      message: 'Several equipments have this name; give its ID',
    });
    expect(
      onlyError(await api.check(csvOf([HEADER, row('X', { ID: '00000000-0000-4000-8000-000000000000' })]), 'upsert')),
    ).toEqual({ row: 2, column: 'ID', message: 'Equipment not found' });
  });

  it('only admins import equipment', async () => {
    const file = csvOf([HEADER, row('Vendor mixer')]);
    expectApiError(await importCall(t.vendorA, 'equipment').send('check', file), 403, FORBIDDEN);
    expectApiError(await importCall(t.vendorA, 'equipment').send('apply', file), 403, FORBIDDEN);
    expectApiError(await t.vendorA.get('/api/v1/imports/equipment/template'), 403, FORBIDDEN);
    expect(await stored('Vendor mixer')).toHaveLength(0);
  });

  it('the template imports as it is', async () => {
    const res = await t.admin.get('/api/v1/imports/equipment/template');
    expect(res.statusCode).toBe(200);
    expect(await importCall(t.admin, 'equipment').check(res.body, 'create')).toMatchObject({ created: 1, errors: [] });
  });
});
