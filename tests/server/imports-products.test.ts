import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../src/server/db/schema';
import { CSV_BOM, csvLine } from '../../src/server/http/csv';
import { activity } from '../../src/server/modules/activity/table';
import { cellOf } from '../../src/server/modules/imports/cells';
import { readCsvTable } from '../../src/server/modules/imports/csvTable';
import { PRODUCT_COLUMNS } from '../../src/shared/contract/imports';
import type { Product } from '../../src/shared/contract/products';
import { type VendorActor, withTestApp } from './helper';
import { createCategory } from './helpers/fixtures';
import { expectApiError, FORBIDDEN } from './helpers/http';
import { csvOf, importCall, onlyError, PRODUCT_HEADER, productRow, variantRow } from './helpers/imports';
import { productsApi } from './helpers/products';

const t = withTestApp({ users: ['admin', 'vendorA', 'vendorB'] });
const catalog = productsApi(t);

beforeAll(async () => {
  await createCategory(t.database, 'Cement', 'Binders');
});

const productCount = async (vendor: VendorActor) =>
  (await t.database.db.select({ n: count() }).from(products).where(eq(products.vendorId, vendor.vendorId)))[0]?.n;
const activityCount = async () => (await t.database.db.select({ n: count() }).from(activity))[0]?.n ?? 0;

/** The vendor's products as the list answers them (first page of 50). */
const listOf = async (vendor: VendorActor) => (await catalog.page('?pageSize=50', vendor.headers)).data;

describe('each rule: its row, column and message, as the forms say it', () => {
  const good = variantRow('R', 'R-1');
  const cases: [string, string[], string, string][] = [
    ['a price of 0', variantRow('R', 'R-2', { 'Unit Price': '0' }), 'Unit Price', 'Unit price must be greater than 0'],
    [
      'a price with 3 decimals',
      variantRow('R', 'R-2', { 'Unit Price': '10.125' }),
      'Unit Price',
      'Unit price can have at most two decimals',
    ],
    [
      'a price that is not a number',
      variantRow('R', 'R-2', { 'Unit Price': '1,250.00' }),
      'Unit Price',
      'Unit price must be greater than 0',
    ],
    ['a negative stock', variantRow('R', 'R-2', { Stock: '-1' }), 'Stock', 'Stock cannot be negative'],
    ['a fractional stock', variantRow('R', 'R-2', { Stock: '2.5' }), 'Stock', 'Stock must be a whole number'],
    [
      'a bad colour',
      variantRow('R', 'R-2', { Colour: 'grey' }),
      'Colour',
      'Colour must be a hex colour such as #000000',
    ],
    ['a missing size', variantRow('R', 'R-2', { Size: ' ' }), 'Size', 'Size is required'],
    ['a missing unit name', variantRow('R', 'R-2', { 'Unit Name': '' }), 'Unit Name', 'Unit name is required'],
    [
      'an unknown category',
      variantRow('S', 'S-1', { Category: 'Glass' }),
      'Category',
      'Choose an existing category, or Uncategorized',
    ],
    [
      'too many keywords',
      variantRow('S', 'S-1', { Keywords: Array.from({ length: 21 }, (_, i) => `k${i}`).join('; ') }),
      'Keywords',
      'At most 20 keywords',
    ],
    [
      'a missing product name',
      variantRow('S', 'S-1', { 'Product Name': '' }),
      'Product Name',
      'Product name is required',
    ],
    [
      'bad information',
      variantRow('S', 'S-1', { Information: '{oops' }),
      'Information',
      'Information must be a JSON list such as [{"Weight":"50 kg"}]',
    ],
    [
      'product fields that disagree with its first row',
      variantRow('R', 'R-2', { 'Product Name': 'Another name' }),
      'Product Name',
      'Differs from the first row of this product',
    ],
    [
      'neither a Product ID nor a Product Key',
      variantRow('', 'S-1'),
      'Product Key',
      'Give the row a Product ID or a Product Key',
    ],
    ['a SKU twice', variantRow('R', 'R-1'), 'SKU', 'Another of your variants has this SKU'],
  ];
  it.each(cases)('%s', async (_name, bad, column, message) => {
    const report = await importCall(t.vendorA, 'products').check(csvOf([PRODUCT_HEADER, good, bad]));
    expect(onlyError(report)).toEqual({ row: 3, column, message });
  });

  it('an unknown header: row 1, its column', async () => {
    const header = PRODUCT_HEADER.map((column) => (column === 'Colour' ? 'Color' : column));
    const report = await importCall(t.vendorA, 'products').check(csvOf([header, good]));
    expect(onlyError(report)).toEqual({ row: 1, column: 'Color', message: 'Unknown column' });
  });

  it('a broken quote: its row as a spreadsheet numbers it (line breaks inside quotes are one row)', async () => {
    const multiline = variantRow('R', 'R-2', { Description: 'two\nlines' });
    const text = `${csvOf([PRODUCT_HEADER, good, multiline])}\r\nR,"Cement "50 kg",x\r\n`;
    const report = await importCall(t.vendorA, 'products').check(text);
    expect(onlyError(report)).toEqual({
      row: 4,
      column: null,
      message: 'A quoted cell is not closed, or has characters after its closing quote',
    });
  });

  it('every error of a file at once, by row; headers in any order and case; Vendor ignored', async () => {
    const header = ['stock', 'Vendor', ...PRODUCT_HEADER.filter((column) => column !== 'Stock').reverse()];
    const reorder = (row: string[]) => {
      const cells = Object.fromEntries(PRODUCT_HEADER.map((column, i) => [column, row[i] ?? '']));
      return header.map((column) =>
        column === 'stock' ? (cells.Stock ?? '') : column === 'Vendor' ? 'Shop' : (cells[column] ?? ''),
      );
    };
    const rows = [
      good,
      variantRow('R', 'R-2', { Stock: '-1' }),
      variantRow('R', 'R-3', { 'Unit Price': '0', Colour: 'x' }),
    ];
    const report = await importCall(t.vendorA, 'products').check(csvOf([header, ...rows.map(reorder)]));
    expect(report.errors).toEqual([
      { row: 3, column: 'Stock', message: 'Stock cannot be negative' },
      { row: 4, column: 'Colour', message: 'Colour must be a hex colour such as #000000' },
      { row: 4, column: 'Unit Price', message: 'Unit price must be greater than 0' },
    ]);
  });
});

describe('apply', () => {
  it('creates, then a second apply of the same file changes nothing and records nothing', async () => {
    const vendor = t.vendorA;
    const text = csvOf([
      PRODUCT_HEADER,
      variantRow('IDEM', 'IDEM-1', { Category: 'cement', Keywords: 'a; b', Information: '[{"Grade":"53"}]' }),
      variantRow('IDEM', 'IDEM-2', { Category: 'cement', Keywords: 'a; b', Information: '[{"Grade":"53"}]' }),
      productRow({ 'Product Key': 'IDEM-BARE', 'Product Name': 'No variants yet' }),
    ]);
    const before = await activityCount();
    const first = await importCall(vendor, 'products').apply(text);
    expect(first.data).toMatchObject({ created: 4, updated: 0, unchanged: 0, errors: [] });
    expect(first.message).toBe('Import applied: 4 created, 0 updated, 0 unchanged');
    const recorded = await t.database.db
      .select({ entity: activity.entity, action: activity.action, bulkId: activity.bulkId })
      .from(activity)
      .where(sql`${activity.id} > (select coalesce(max(id), 0) from activity) - 4`);
    expect(recorded).toHaveLength(4);
    expect(new Set(recorded.map((row) => row.bulkId)).size).toBe(1);
    expect(recorded[0]?.bulkId).not.toBeNull();
    expect(await activityCount()).toBe(before + 4);

    const second = await importCall(vendor, 'products').apply(text);
    expect(second.data).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    expect(second.data.items.every((item) => item.action === 'unchanged')).toBe(true);
    expect(await activityCount()).toBe(before + 4);

    const stored = (await listOf(vendor)).find((product) => product.name === 'Product IDEM') as Product;
    expect(stored).toMatchObject({
      productCategory: { name: 'Cement' },
      keywords: ['a', 'b'],
      information: [{ Grade: '53' }],
    });
    expect(
      stored.variants.map((variant) => [variant.size, variant.unitPrice, variant.stock, variant.imageUrl]),
    ).toEqual([
      ['Size IDEM-1', 120.5, 10, null],
      ['Size IDEM-2', 120.5, 10, null],
    ]);
  });

  it('shows each moved value (current → incoming); a column left out keeps its value, a blank one clears it', async () => {
    const api = importCall(t.vendorA, 'products');
    await api.apply(csvOf([PRODUCT_HEADER, variantRow('DIFF', 'DIFF-1', { Description: 'Kept?' })]));
    const header = ['Product Key', 'Description', 'SKU', 'Stock', 'Unit Price'];
    const report = await api.check(csvOf([header, ['DIFF', '', 'DIFF-1', '15', '99.90']]), 'update');
    expect(report.errors).toEqual([]);
    expect(report.items).toEqual([
      {
        row: 2,
        kind: 'product',
        label: 'Product DIFF',
        action: 'update',
        changes: [{ column: 'Description', before: 'Kept?', after: '' }],
      },
      {
        row: 2,
        kind: 'variant',
        label: 'Product DIFF · Size DIFF-1',
        action: 'update',
        changes: [
          { column: 'Unit Price', before: '120.50', after: '99.90' },
          { column: 'Stock', before: '10', after: '15' },
        ],
      },
    ]);
    await api.apply(csvOf([header, ['DIFF', '', 'DIFF-1', '15', '99.90']]), 'update');
    const stored = (await listOf(t.vendorA)).find((product) => product.name === 'Product DIFF') as Product;
    expect(stored.description).toBeNull();
    expect(stored.variants[0]).toMatchObject({ size: 'Size DIFF-1', color: '#336699', unitPrice: 99.9, stock: 15 });
  });

  it('keeps an existing variant’s image', async () => {
    const product = await catalog.addProduct(t.vendorA.headers, { name: 'With image' });
    const variant = await catalog.addVariant(t.vendorA.headers, product.id);
    const header = ['Product ID', 'Variant ID', 'Stock'];
    await importCall(t.vendorA, 'products').apply(csvOf([header, [product.id, variant.id, '7']]), 'update');
    const stored = (await listOf(t.vendorA)).find((p) => p.id === product.id) as Product;
    expect(stored.variants[0]).toMatchObject({ imageUrl: variant.imageUrl, stock: 7 });
  });

  it('all or nothing: an error in row 9,999 of 10,000 writes nothing', { timeout: 120_000 }, async () => {
    const vendor = t.vendorB;
    const before = await productCount(vendor);
    const activityBefore = await activityCount();
    // Rows 2 to 10,001: products of five variants each; row 9,999 has a price of 0.
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      variantRow(`BIG-${Math.floor(i / 5)}`, `BIG-${i}`, i + 2 === 9_999 ? { 'Unit Price': '0' } : {}),
    );
    const text = csvOf([PRODUCT_HEADER, ...rows]);
    const res = await importCall(vendor, 'products').send('apply', text);
    const body = expectApiError(res, 400, 'The file has errors; nothing was imported');
    expect(body.errors).toEqual({ 'Row 9999, Unit Price': 'Unit price must be greater than 0' });
    expect(await productCount(vendor)).toBe(before);
    expect(await activityCount()).toBe(activityBefore);
  });
});

describe('modes, keys and owners', () => {
  it('create refuses an existing key; update refuses an unknown one; upsert takes both', async () => {
    const api = importCall(t.vendorA, 'products');
    await api.apply(csvOf([PRODUCT_HEADER, variantRow('MODE', 'MODE-1')]), 'create');
    const again = await api.check(csvOf([PRODUCT_HEADER, variantRow('MODE', 'MODE-1')]), 'create');
    expect(onlyError(again)).toEqual({
      row: 2,
      column: 'Product Key',
      message: 'This product already exists (mode create)',
    });
    const unknown = await api.check(csvOf([PRODUCT_HEADER, variantRow('NOPE', 'NOPE-1')]), 'update');
    expect(onlyError(unknown)).toEqual({
      row: 2,
      column: 'Product Key',
      message: 'No such product to update (mode update)',
    });
    const newVariant = await api.check(csvOf([PRODUCT_HEADER, variantRow('MODE', 'MODE-2')]), 'update');
    expect(onlyError(newVariant)).toEqual({
      row: 2,
      column: 'SKU',
      message: 'No such variant to update (mode update)',
    });
    const both = await api.check(
      csvOf([PRODUCT_HEADER, variantRow('MODE', 'MODE-2'), variantRow('NEW', 'NEW-1')]),
      'upsert',
    );
    expect(both).toMatchObject({ created: 3, unchanged: 1, errors: [] });
  });

  it('a mode other than create, update or upsert is refused', async () => {
    const res = await importCall(t.vendorA, 'products').send('check', csvOf([PRODUCT_HEADER]), 'merge' as 'create');
    expectApiError(res, 400, 'Mode must be create, update or upsert');
  });

  it('another vendor’s product or variant id is an error on its row, never an update', async () => {
    const theirs = await catalog.addProduct(t.vendorB.headers, { name: 'B product' });
    const theirVariant = await catalog.addVariant(t.vendorB.headers, theirs.id);
    const mine = await catalog.addProduct(t.vendorA.headers, { name: 'A product' });
    const api = importCall(t.vendorA, 'products');
    const byProduct = await api.check(
      csvOf([PRODUCT_HEADER, productRow({ 'Product ID': theirs.id, 'Product Name': 'Taken' })]),
    );
    expect(onlyError(byProduct)).toEqual({ row: 2, column: 'Product ID', message: 'Product not found' });
    const byVariant = await api.check(
      csvOf([
        PRODUCT_HEADER,
        productRow({ 'Product ID': mine.id, 'Product Name': 'A product', 'Variant ID': theirVariant.id, Stock: '1' }),
      ]),
    );
    expect(onlyError(byVariant)).toEqual({ row: 2, column: 'Variant ID', message: 'Variant not found' });
    const res = await api.send(
      'apply',
      csvOf([PRODUCT_HEADER, productRow({ 'Product ID': theirs.id, 'Product Name': 'Taken' })]),
    );
    expectApiError(res, 400);
    expect((await listOf(t.vendorB)).find((p) => p.id === theirs.id)?.name).toBe('B product');
  });

  it('a Product Key and a SKU are the vendor’s own: another vendor may use the same ones', async () => {
    const file = csvOf([PRODUCT_HEADER, variantRow('SHARED', 'SHARED-1')]);
    await importCall(t.vendorA, 'products').apply(file, 'create');
    const theirs = await importCall(t.vendorB, 'products').apply(file, 'create');
    expect(theirs.data).toMatchObject({ created: 2, errors: [] });
  });

  it('a SKU another of the vendor’s products has is refused', async () => {
    const api = importCall(t.vendorA, 'products');
    await api.apply(csvOf([PRODUCT_HEADER, variantRow('SKU-A', 'SKU-X')]), 'create');
    const report = await api.check(csvOf([PRODUCT_HEADER, variantRow('SKU-B', 'SKU-X')]));
    expect(onlyError(report)).toEqual({ row: 2, column: 'SKU', message: 'This variant belongs to another product' });
  });
});

describe('limits and roles', () => {
  it('a file over 5 MB is refused with its limit', async () => {
    const res = await importCall(t.vendorA, 'products').send('check', 'x'.repeat(5 * 1024 * 1024 + 1));
    expectApiError(res, 413, 'The file is larger than 5 MB; split it into smaller files');
  });

  it('more than 10,000 rows is refused with its limit', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => variantRow('LIM', `LIM-${i}`));
    const report = await importCall(t.vendorA, 'products').check(csvOf([PRODUCT_HEADER, ...rows]));
    expect(onlyError(report)).toEqual({
      row: 1,
      column: null,
      message: 'The file has more than 10,000 rows; split it into smaller files',
    });
  });

  it('more than 60 checks a minute by one account are refused', async () => {
    const vendor = await t.signUp('VENDOR');
    const file = csvOf([PRODUCT_HEADER, variantRow('RATE', 'RATE-1')]);
    for (let i = 0; i < 60; i += 1)
      expect((await importCall(vendor, 'products').send('check', file)).statusCode).toBe(200);
    const refused = await importCall(vendor, 'products').send('check', file);
    expectApiError(refused, 429, 'Too many imports, please wait a minute and try again');
    expect((await importCall(t.vendorA, 'products').send('check', file)).statusCode).toBe(200);
  });

  it('no file is refused', async () => {
    const res = await t.vendorA.inject({ method: 'POST', url: '/api/v1/imports/products/check?mode=upsert' });
    expectApiError(res, 400, 'Choose a CSV file to import');
  });

  it('only vendors import products; admins and vendors cannot cross', async () => {
    const text = csvOf([PRODUCT_HEADER, variantRow('ROLE', 'ROLE-1')]);
    expectApiError(await importCall(t.admin, 'products').send('apply', text), 403, FORBIDDEN);
    expectApiError(await importCall(t.admin, 'products').send('check', text), 403, FORBIDDEN);
    expectApiError(await t.admin.get('/api/v1/imports/products/template'), 403, FORBIDDEN);
  });

  it('the template re-imports as it is: one product and its variant, no error', async () => {
    const res = await t.vendorA.get('/api/v1/imports/products/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.startsWith(`\uFEFF${PRODUCT_HEADER.join(',')}\r\n`)).toBe(true);
    expect(await importCall(t.vendorA, 'products').check(res.body, 'create')).toMatchObject({ created: 2, errors: [] });
  });
});

describe('an export re-imports unchanged', () => {
  it('the materials export’s file, as downloaded, imports with every row unchanged', async () => {
    const vendor = t.vendorA;
    const cement = await catalog.addProduct(vendor.headers, {
      name: 'Cement, "quoted" 53',
      description: '-5 °C to 40 °C, line one\nline two',
      keywords: ['=SUM(A1)', 'grey', 'M25;M30'],
      information: [{ Grade: '53' }, { Standard: 'IS 12269' }],
    });
    const bag = await catalog.addVariant(vendor.headers, cement.id, { size: '50 kg', unitPrice: 1250, stock: 0 });
    await catalog.addVariant(vendor.headers, cement.id, { size: '+25 kg', unitPrice: 0.5, color: '#FFF' });
    await catalog.addProduct(vendor.headers, {
      name: '@No variants',
      description: null,
      keywords: [],
      information: [],
    });
    // The vendor's own keys go out and come back too.
    await t.database.db.update(products).set({ productKey: 'RE-CEM-53' }).where(eq(products.id, cement.id));
    await t.database.db.update(productVariants).set({ sku: 'RE-CEM-53-50' }).where(eq(productVariants.id, bag.id));
    const exported = await vendor.get('/api/v1/exports/materials');
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.body;
    expect(file.startsWith(CSV_BOM)).toBe(true);
    expect(file).toContain(',RE-CEM-53,');
    expect(file).toContain(',RE-CEM-53-50,');
    const activityBefore = await activityCount();
    const report = await importCall(vendor, 'products').check(file, 'update');
    expect(report.errors).toEqual([]);
    expect(report.created + report.updated).toBe(0);
    expect(report.unchanged).toBeGreaterThanOrEqual(4);
    await importCall(vendor, 'products').apply(file, 'update');
    expect(await activityCount()).toBe(activityBefore);
  });

  it("a cell the export guarded reads back as it was: NUL, =, +, -, @, tab, CR, and '= typed", () => {
    // Texts the forms would trim or PostgreSQL refuse (NUL) too: the cell itself must come back.
    const texts = [
      '\0x',
      '=SUM(A1)',
      '+25 kg',
      '-5 °C',
      '@home',
      '\tindented',
      '\rreturn',
      "'kept as typed",
      "'=typed with its quote",
    ];
    const file =
      CSV_BOM + csvLine(PRODUCT_HEADER) + texts.map((text) => csvLine(productRow({ Description: text }))).join('');
    expect(file).toContain("'\0x");
    const table = readCsvTable(file, PRODUCT_COLUMNS);
    expect(table.errors).toEqual([]);
    expect(table.rows.map((row) => cellOf(table.columns, row, 'Description'))).toEqual(texts);
  });
});
