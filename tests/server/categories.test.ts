import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products } from '../../src/server/db/schema';
import type { Category } from '../../src/shared/contract/categories';
import { withTestApp } from './helper';
import { createProduct } from './helpers/fixtures';
import { expectApiError, FORBIDDEN, NOT_SIGNED_IN, UNKNOWN_ID } from './helpers/http';
import {
  describeRecordApi,
  expectRefusedToAllButAdmin,
  expectWritten,
  type InvalidField,
  recordApi,
} from './helpers/records';
import { isStored, storeImage } from './helpers/storedImage';

const NOT_FOUND = 'Category not found';
const NAME_TAKEN = 'A category with this name already exists';

const t = withTestApp({ ownUploads: true, users: ['admin', 'vendorA', 'customer'] });

let serial = 0;
/** A body with a name no other test uses (names are unique). */
const fresh = (body: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    name: `Cement ${serial}`,
    description: 'Bags of cement',
    imageUrl: 'https://cdn.example.com/cement.png',
    ...body,
  };
};

const api = recordApi<Category, typeof categories>(t, {
  base: '/api/v1/categories',
  noun: 'category',
  table: categories,
  paths: { add: 'create', update: 'update', delete: 'delete' },
  idKey: 'id',
  deleted: 'Category deleted',
  addBody: fresh,
  updateBody: (category, fields) => ({ ...category, ...fields }),
});
const { call, add: create, storedRow, rowCount } = api;

/** Spec §5 "Category", each refused with its message on its field. */
const invalidFields: InvalidField[] = [
  ['a missing name', { name: undefined }, 'name', 'Name is required'],
  ['a blank name', { name: '   ' }, 'name', 'Name is required'],
  ['a null name', { name: null }, 'name', 'Name is required'],
  ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
  ['a missing description', { description: undefined }, 'description', 'Description is required'],
  ['a blank description', { description: ' \n ' }, 'description', 'Description is required'],
  ['an image URL that is not a URL', { imageUrl: 'cement' }, 'imageUrl', 'Enter a valid URL'],
];

describe('POST /categories/create', () => {
  it('stores the category and answers it with the spec message', async () => {
    const body = fresh();
    const res = await call('create', body);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<{ message: string; data: Category }>();
    expect(answer.message).toBe('Category created successfully');
    const { id, ...fields } = answer.data;
    expect(fields).toEqual(body);
    expect(await storedRow(id)).toMatchObject({ ...body, id });
  });

  it('trims the name and description; no image is null', async () => {
    const { name } = fresh();
    const data = await create({ name: `  ${name}  `, description: '  Sand and gravel ', imageUrl: undefined });
    expect(data).toMatchObject({ name, description: 'Sand and gravel', imageUrl: null });
    expect(await storedRow(data.id)).toMatchObject({ name, description: 'Sand and gravel', imageUrl: null });
  });

  it('ignores unknown body fields', async () => {
    const res = await call('create', { ...fresh(), id: UNKNOWN_ID, products: ['x'] });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json<{ data: Record<string, unknown> }>().data;
    expect(Object.keys(data).sort()).toEqual(['description', 'id', 'imageUrl', 'name']);
    expect(data.id).not.toBe(UNKNOWN_ID);
  });

  it('a name already taken, in any case or spacing: 409 on the name field, and nothing stored', async () => {
    await create({ name: 'Tiles' });
    const before = await rowCount();
    for (const name of ['Tiles', 'TILES', '  tiles ']) {
      const body = expectApiError(await call('create', { ...fresh(), name }), 409, NAME_TAKEN);
      expect(body.errors).toEqual({ name: NAME_TAKEN });
    }
    expect(await rowCount()).toBe(before);
  });
});

describe('GET /categories', () => {
  it('answers every category sorted by name, whatever its case', async () => {
    await create({ name: 'zinc sheets' });
    await create({ name: 'Adhesives' });
    await create({ name: 'bricks' });
    const res = await call('');
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json<{ data: Category[] }>().data.map((c) => c.name);
    expect(names.length).toBe(await rowCount());
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names.indexOf('Adhesives')).toBeLessThan(names.indexOf('bricks'));
    expect(names.indexOf('bricks')).toBeLessThan(names.indexOf('zinc sheets'));
  });
});

describe('POST /categories/update', () => {
  it('replaces every field and answers the spec message', async () => {
    const { id } = await create();
    const changed = { id, name: 'Steel Rods', description: 'TMT bars', imageUrl: 'https://cdn.example.com/steel.png' };
    const res = await call('update', changed);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: Category }>();
    expect(body.message).toBe('Category updated successfully');
    expect(body.data).toEqual(changed);
    expect(await storedRow(id)).toMatchObject(changed);
  });

  it('clears the image when it is left out', async () => {
    const { id, name, description } = await create();
    expect((await call('update', { id, name, description })).statusCode).toBe(200);
    expect((await storedRow(id))?.imageUrl).toBeNull();
  });

  it('may keep its own name, or change only its case', async () => {
    const added = await create({ name: 'Paints' });
    expect((await call('update', { ...added, description: 'Wall paints' })).statusCode).toBe(200);
    const res = await call('update', { ...added, name: 'PAINTS' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedRow(added.id))?.name).toBe('PAINTS');
  });

  it("another category's name, in any case: 409 on the name field, and nothing changes", async () => {
    await create({ name: 'Plywood' });
    const added = await create();
    const body = expectApiError(await call('update', { ...added, name: 'pLYWOOD' }), 409, NAME_TAKEN);
    expect(body.errors).toEqual({ name: NAME_TAKEN });
    expect(await storedRow(added.id)).toMatchObject(added);
  });

  it('an unknown id: 404', async () => {
    expectApiError(await call('update', { ...fresh(), id: UNKNOWN_ID }), 404, NOT_FOUND);
  });

  it('a malformed id: 400 on id', async () => {
    expect(expectApiError(await call('update', { ...fresh(), id: 'cement' }), 400).errors?.id).toBe('Invalid id');
  });
});

describe('POST /categories/delete', () => {
  it('leaves the products of the category Uncategorized, and others untouched', async () => {
    const doomed = await create();
    const kept = await create();
    const vendorId = t.vendorA.vendorId;
    const [{ productId: a }, { productId: b }, { productId: c }] = await Promise.all([
      createProduct(t.database, vendorId, { name: 'Grey cement' }),
      createProduct(t.database, vendorId, { name: 'White cement' }),
      createProduct(t.database, vendorId, { name: 'Red bricks' }),
    ]);
    await t.database.db
      .update(products)
      .set({ productCategoryId: doomed.id })
      .where(inArray(products.id, [a, b]));
    await t.database.db.update(products).set({ productCategoryId: kept.id }).where(eq(products.id, c));

    expect((await call('delete', { id: doomed.id })).statusCode).toBe(200);
    const rows = await t.database.db
      .select({ id: products.id, categoryId: products.productCategoryId })
      .from(products)
      .where(inArray(products.id, [a, b, c]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.categoryId]))).toEqual({ [a]: null, [b]: null, [c]: kept.id });
  });
});

describe('the stored image of a category', () => {
  it('is kept when a refused update would have replaced it', async () => {
    const image = await storeImage(t);
    await create({ name: 'Glass' });
    const added = await create({ imageUrl: image.url });
    expect((await call('update', { ...added, name: 'glass', imageUrl: null })).statusCode).toBe(409);
    expect(await isStored(t, image)).toEqual({ file: true, row: true });
  });
});

describe('roles', () => {
  it('GET /categories: anonymous 401, CUSTOMER 403, VENDOR and ADMIN 200', async () => {
    await create();
    expectApiError(await call('', undefined, {}), 401, NOT_SIGNED_IN);
    expectApiError(await call('', undefined, t.customer.headers), 403, FORBIDDEN);
    for (const headers of [t.vendorA.headers, t.admin.headers]) {
      const res = await call('', undefined, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: Category[] }>().data.length).toBeGreaterThan(0);
    }
  });

  const writes: [string, () => Promise<unknown>][] = [
    ['create', async () => fresh()],
    ['update', async () => ({ ...(await create()), description: 'Changed' })],
    ['delete', async () => ({ id: (await create()).id })],
  ];

  it.each(writes)('POST /categories/%s: anonymous 401, VENDOR and CUSTOMER 403, ADMIN 2xx', async (path, body) => {
    const payload = await body();
    const before = await t.database.db.select().from(categories);
    await expectRefusedToAllButAdmin(t, (headers) => call(path, payload, headers));
    expect(await t.database.db.select().from(categories)).toEqual(before);
    expectWritten(await call(path, payload, t.admin.headers));
  });
});

describeRecordApi(t, api, { notFound: NOT_FOUND, invalidFields, adminOnly: false });
