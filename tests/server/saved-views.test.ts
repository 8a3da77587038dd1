import { describe, expect, it } from 'vitest';
import { savedViews } from '../../src/server/modules/saved-views/table';
import {
  MAX_VIEWS_PER_LIST,
  MAX_VIEWS_PER_USER,
  type SavedView,
  type ViewState,
} from '../../src/shared/contract/saved-views';
import { messages } from '../../src/shared/messages';
import { type Actor, withTestApp } from './helper';
import { expectApiError, UNKNOWN_ID } from './helpers/http';

const m = messages.savedViews;
const t = withTestApp({ users: ['admin', 'vendorA', 'vendorB', 'customer'] });

const pending: ViewState = {
  filter: { status: 'PENDING' },
  sort: { field: 'order_date', order: 'DESC' },
  columns: ['id', 'customer', 'amount'],
  perPage: 20,
};

let serial = 0;
const named = (label: string) => `${label} ${++serial}`;

async function save(actor: Actor, body: Record<string, unknown>): Promise<SavedView> {
  const res = await actor.post('/api/v1/saved-views', { state: pending, ...body });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(m.saved);
  return res.json<{ data: SavedView }>().data;
}

async function viewsOf(actor: Actor, list: string): Promise<SavedView[]> {
  const res = await actor.get(`/api/v1/saved-views?list=${list}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: SavedView[] }>().data;
}

describe('saved views', () => {
  it('saves a view with its filters, sort, columns and page size, and lists it to its owner', async () => {
    const name = named('Pending first');
    const view = await save(t.vendorA, { list: 'vendor-orders', name });
    expect(view).toMatchObject({ name, list: 'vendor-orders', shared: false, mine: true, isDefault: false });
    expect(view.state).toEqual(pending);
    expect((await viewsOf(t.vendorA, 'vendor-orders')).map((v) => v.id)).toContain(view.id);
  });

  it("never shows another user's personal view, nor lets them change or delete it", async () => {
    const view = await save(t.vendorA, { list: 'materials', name: named('Mine') });
    expect((await viewsOf(t.vendorB, 'materials')).map((v) => v.id)).not.toContain(view.id);
    expect((await viewsOf(t.admin, 'materials')).map((v) => v.id)).not.toContain(view.id);
    expectApiError(await t.vendorB.post('/api/v1/saved-views/update', { id: view.id, name: 'Taken over' }), 404);
    expectApiError(await t.vendorB.post('/api/v1/saved-views/delete', { id: view.id }), 404);
    expectApiError(
      await t.vendorB.post('/api/v1/saved-views/default', { list: 'materials', viewId: view.id }),
      404,
      m.notFound,
    );
    expect((await viewsOf(t.vendorA, 'materials')).find((v) => v.id === view.id)?.name).toBe(view.name);
  });

  it('shares an admin view with every admin, who may use it but not change it', async () => {
    const other = await t.signUp('ADMIN');
    const view = await save(t.admin, { list: 'material-orders', name: named('Team'), shared: true });
    const seen = (await viewsOf(other, 'material-orders')).find((v) => v.id === view.id);
    expect(seen).toMatchObject({ shared: true, mine: false, ownerName: expect.stringMatching(/^ADMIN /) });
    expectApiError(await other.post('/api/v1/saved-views/update', { id: view.id, name: 'Mine now' }), 403, m.notOwner);
    expectApiError(await other.post('/api/v1/saved-views/delete', { id: view.id }), 403, m.notOwner);

    // The other admin opens the list with it; unsharing takes it from them, default and all.
    const chosen = await other.post('/api/v1/saved-views/default', { list: 'material-orders', viewId: view.id });
    expect(chosen.json()).toEqual({ message: m.defaultSet });
    expect((await viewsOf(other, 'material-orders')).find((v) => v.id === view.id)?.isDefault).toBe(true);
    const unshared = await t.admin.post('/api/v1/saved-views/update', { id: view.id, shared: false });
    expect(unshared.json().data.shared).toBe(false);
    expect((await viewsOf(other, 'material-orders')).map((v) => v.id)).not.toContain(view.id);
    await t.admin.post('/api/v1/saved-views/update', { id: view.id, shared: true });
    expect((await viewsOf(other, 'material-orders')).find((v) => v.id === view.id)?.isDefault).toBe(false);
  });

  it('lets only admins share: vendors are separate businesses', async () => {
    const res = await t.vendorA.post('/api/v1/saved-views', {
      list: 'materials',
      name: named('Shared'),
      shared: true,
      state: pending,
    });
    expect(expectApiError(res, 403, m.onlyAdminsShare).errors).toEqual({ shared: m.onlyAdminsShare });
    const own = await save(t.vendorA, { list: 'materials', name: named('Own') });
    expectApiError(await t.vendorA.post('/api/v1/saved-views/update', { id: own.id, shared: true }), 403);
  });

  it('keeps one default per user and list, and drops it with its view', async () => {
    const first = await save(t.vendorB, { list: 'vendor-orders', name: named('First'), isDefault: true });
    const second = await save(t.vendorB, { list: 'vendor-orders', name: named('Second'), isDefault: true });
    const defaults = (await viewsOf(t.vendorB, 'vendor-orders')).filter((v) => v.isDefault).map((v) => v.id);
    expect(defaults).toEqual([second.id]);
    expect(first.isDefault).toBe(true);
    const deleted = await t.vendorB.post('/api/v1/saved-views/delete', { id: second.id });
    expect(deleted.json()).toEqual({ message: m.deleted });
    expect((await viewsOf(t.vendorB, 'vendor-orders')).some((v) => v.isDefault)).toBe(false);
    const none = await t.vendorB.post('/api/v1/saved-views/default', { list: 'vendor-orders', viewId: null });
    expect(none.json()).toEqual({ message: m.defaultUnset });
  });

  it('refuses a default taken from another list', async () => {
    const view = await save(t.vendorB, { list: 'materials', name: named('Catalog') });
    const res = await t.vendorB.post('/api/v1/saved-views/default', { list: 'vendor-orders', viewId: view.id });
    expectApiError(res, 400, m.notFound);
  });

  it('refuses a name the owner already uses on the list, whatever its case', async () => {
    const name = named('Weekly');
    await save(t.admin, { list: 'equipments', name });
    const res = await t.admin.post('/api/v1/saved-views', {
      list: 'equipments',
      name: name.toUpperCase(),
      state: pending,
    });
    expect(expectApiError(res, 409, m.nameTaken).errors).toEqual({ name: m.nameTaken });
    // Another list, or another user, may use it.
    await save(t.admin, { list: 'categories', name });
  });

  it('refuses a malformed list name and bad state, writing nothing', async () => {
    expectApiError(await t.admin.get('/api/v1/saved-views?list=Not%20a%20list'), 400, m.unknownList);
    expectApiError(await t.admin.post('/api/v1/saved-views', { list: '../x', name: 'X', state: pending }), 400);
    const bad: Record<string, unknown>[] = [
      { name: '   ' },
      { name: 'x'.repeat(61) },
      { state: { ...pending, perPage: 0 } },
      { state: { ...pending, sort: { field: 'name', order: 'UP' } } },
      { state: { ...pending, filter: { q: { nested: true } } } },
      { state: { ...pending, columns: Array.from({ length: 40 }, (_, i) => `${'c'.repeat(150)}${i}`) } },
    ];
    for (const body of bad) {
      const res = await t.admin.post('/api/v1/saved-views', { list: 'vendors', name: 'Bad', state: pending, ...body });
      expectApiError(res, 400);
    }
    expect(await viewsOf(t.admin, 'vendors')).toEqual([]);
    expectApiError(await t.customer.get('/api/v1/saved-views?list=materials'), 403);
  });

  it('answers 404 for a view that is not there', async () => {
    expectApiError(await t.admin.post('/api/v1/saved-views/delete', { id: UNKNOWN_ID }), 404, m.notFound);
  });

  it(`holds at most ${MAX_VIEWS_PER_LIST} views a user keeps on one list`, async () => {
    const owner = await t.signUp('VENDOR');
    for (let i = 0; i < MAX_VIEWS_PER_LIST; i++) await save(owner, { list: 'materials', name: `View ${i}` });
    expectApiError(
      await owner.post('/api/v1/saved-views', { list: 'materials', name: 'One more', state: pending }),
      400,
      m.tooMany,
    );
    // Another list still has room, up to the user's cap over every list.
    await save(owner, { list: 'vendor-orders', name: 'Elsewhere' });
  });

  it(`holds at most ${MAX_VIEWS_PER_USER} views a user keeps over every list`, async () => {
    const owner = await t.signUp('ADMIN');
    await t.database.db.insert(savedViews).values(
      Array.from({ length: MAX_VIEWS_PER_USER - 1 }, (_, i) => ({
        ownerId: owner.user.id,
        ownerRole: 'ADMIN' as const,
        list: `list-${i % 20}`,
        name: `View ${i}`,
        state: pending,
      })),
    );
    await save(owner, { list: 'equipments', name: 'The last one' });
    expectApiError(
      await owner.post('/api/v1/saved-views', { list: 'categories', name: 'One too many', state: pending }),
      400,
      m.tooManyInAll,
    );
  });
});
