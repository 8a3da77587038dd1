import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminNotifications, categories } from '../../src/server/db/schema';
import { restEntity } from '../../src/server/entity/restEntity';
import { requiredText } from '../../src/shared/contract/common';
import { buildTestApp, withTestApp } from './helper';
import { expectApiError } from './helpers/http';

/**
 * The generic simple-rest routes over a test-only declaration of an existing table, with every
 * write the REST style offers (the product's Vendors offer only a change of their own).
 */
const notes = restEntity({
  contract: {
    base: '/notes',
    record: z.object({ id: z.string(), title: z.string(), message: z.string(), createdAt: z.date() }),
    create: z.object({ title: requiredText('Title is required'), message: requiredText('Message is required') }),
    update: z
      .object({ title: requiredText('Title is required'), message: requiredText('Message is required') })
      .partial(),
  },
  source: adminNotifications,
  columns: { title: adminNotifications.title, createdAt: adminNotifications.createdAt },
  access: { manage: ['ADMIN'], read: ['VENDOR'] },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  remove: true,
});

const t = withTestApp({ entities: [notes], users: ['admin', 'vendorA', 'customer'] });
const base = '/api/v1/notes';

const list = (query: Record<string, unknown>, headers = t.admin.headers) =>
  t.app.inject({
    method: 'GET',
    url: base,
    headers,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
  });

describe('generic simple-rest routes', () => {
  const ids: string[] = [];

  it('creates records, dropping unknown fields', async () => {
    for (const title of ['Charlie', 'Alpha', 'Bravo']) {
      const res = await t.app.inject({
        method: 'POST',
        url: base,
        headers: t.admin.headers,
        payload: { title, message: `about ${title}`, id: 'x', createdBy: 'y' },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ id: string; title: string }>();
      expect(body.title).toBe(title);
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body).not.toHaveProperty('createdBy');
      ids.push(body.id);
    }
  });

  it('validates the body with the entity contract', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: base,
      headers: t.admin.headers,
      payload: { title: '  ', message: 'x' },
    });
    expectApiError(res, 400, 'Title is required');
    expect(res.json().errors).toEqual({ title: 'Title is required' });
  });

  it('lists with sort, range and a Content-Range total', async () => {
    const res = await list({ sort: ['title', 'ASC'], range: [0, 1] });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ title: string }[]>().map((r) => r.title)).toEqual(['Alpha', 'Bravo']);
    expect(res.headers['content-range']).toBe('notes 0-1/3');
    const next = await list({ sort: ['title', 'ASC'], range: [2, 3] });
    expect(next.json<{ title: string }[]>().map((r) => r.title)).toEqual(['Charlie']);
    expect(next.headers['content-range']).toBe('notes 2-2/3');
  });

  it('filters by a field and by a list of ids (getMany)', async () => {
    const byTitle = await list({ filter: { title: 'Bravo' } });
    expect(byTitle.json<{ title: string }[]>().map((r) => r.title)).toEqual(['Bravo']);
    expect(byTitle.headers['content-range']).toBe('notes 0-0/1');
    const byIds = await list({ filter: { id: [ids[0], ids[2]] }, sort: ['title', 'ASC'] });
    expect(byIds.json<{ title: string }[]>().map((r) => r.title)).toEqual(['Bravo', 'Charlie']);
    const none = await list({ filter: { id: [] } });
    expect(none.json()).toEqual([]);
    expect(none.headers['content-range']).toBe('notes 0-0/0');
  });

  it('refuses unknown sort or filter fields, bad JSON and oversized ranges with 400', async () => {
    expectApiError(await list({ sort: ['message', 'ASC'] }), 400, 'Cannot sort notes by message');
    expectApiError(await list({ filter: { createdBy: 'x' } }), 400, 'Cannot filter notes by createdBy');
    expectApiError(await list({ range: [0, 5000] }), 400, 'range must cover 1 to 1000 rows');
    const badJson = await t.app.inject({ method: 'GET', url: `${base}?sort=not-json`, headers: t.admin.headers });
    expectApiError(badJson, 400, 'sort must be JSON');
  });

  it('reads, updates and deletes one record; a missing id is 404, a malformed one 400', async () => {
    const [id] = ids;
    const one = await t.app.inject({ method: 'GET', url: `${base}/${id}`, headers: t.vendorA.headers });
    expect(one.json().title).toBe('Charlie');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: t.admin.headers,
      payload: { title: 'Delta' },
    });
    expect(updated.json()).toMatchObject({ id, title: 'Delta', message: 'about Charlie' });
    const removed = await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: t.admin.headers });
    expect(removed.json().id).toBe(id);
    expectApiError(
      await t.app.inject({ method: 'GET', url: `${base}/${id}`, headers: t.admin.headers }),
      404,
      'No notes with this id',
    );
    expectApiError(
      await t.app.inject({ method: 'PUT', url: `${base}/${id}`, headers: t.admin.headers, payload: { title: 'x' } }),
      404,
      'No notes with this id',
    );
    expectApiError(
      await t.app.inject({ method: 'DELETE', url: `${base}/not-a-uuid`, headers: t.admin.headers }),
      400,
      'Invalid id',
    );
  });

  it("describes its fields for the admin's generic screen, to its readers only", async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base}/form`, headers: t.vendorA.headers });
    expect(res.statusCode).toBe(200);
    const form = res.json();
    expect(Object.keys(form.record.properties)).toEqual(['id', 'title', 'message', 'createdAt']);
    expect(form.create.properties.title).toMatchObject({ type: 'string' });
    expect(form.create.required).toEqual(['title', 'message']);
    expect(form.update.required ?? []).toEqual([]);
    expect(form).toMatchObject({ remove: true, sortable: ['id', 'title', 'createdAt'] });
    const anonymous = await t.app.inject({ method: 'GET', url: `${base}/form` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/notes/', '/api/v1/notes/{id}']));
  });

  it('enforces the declared roles on every route', async () => {
    expectApiError(await list({}, { authorization: '' }), 401);
    expectApiError(await list({}, t.customer.headers), 403);
    expect((await list({}, t.vendorA.headers)).statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: base,
      headers: t.vendorA.headers,
      payload: { title: 'x', message: 'y' },
    });
    expectApiError(write, 403);
    expectApiError(await t.app.inject({ method: 'DELETE', url: `${base}/${ids[1]}`, headers: t.vendorA.headers }), 403);
  });

  it('a write that breaks a unique constraint is a 409 with a clear message, and changes nothing', async () => {
    const kinds = restEntity({
      contract: {
        base: '/kinds',
        record: z.object({ id: z.string(), name: z.string(), description: z.string() }),
        create: z.object({
          name: requiredText('Name is required'),
          description: requiredText('Description is required'),
        }),
        update: z.object({ name: requiredText('Name is required') }).partial(),
      },
      source: categories,
      columns: { name: categories.name },
      access: { manage: ['ADMIN'] },
      defaultSort: { field: 'name', order: 'ASC' },
    });
    const other = await buildTestApp({ entities: [kinds], users: ['admin'] });
    try {
      const token = other.admin;
      const post = (name: string) =>
        other.app.inject({
          method: 'POST',
          url: '/api/v1/kinds',
          headers: token.headers,
          payload: { name, description: 'd' },
        });
      expect((await post('Cement')).statusCode).toBe(200);
      expectApiError(await post('CEMENT'), 409, 'A record with these details already exists');
      const all = await other.app.inject({ method: 'GET', url: '/api/v1/kinds', headers: token.headers });
      expect(all.headers['content-range']).toBe('kinds 0-0/1');
    } finally {
      await other.close();
    }
  });
});
