import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categories, equipment, uploadedFiles } from '../../src/server/db/schema';
import { MAX_IMAGE_BYTES } from '../../src/shared/constants';
import { buildTestApp, type TestKit } from './helper';
import { expectApiError } from './helpers/http';
import { deleteFile, images, multipartBody, upload, uploadThenHealth } from './helpers/multipart';
import { STORAGES } from './helpers/storedFiles';

const NOT_IMAGE = 'Please select a valid image file';
const TOO_LARGE = 'Image size should be less than 5MB';
const FILE_REQUIRED = 'Choose an image file to upload';
const NOT_STORED = 'This file is not stored by this server';
const FILE_NOT_FOUND = 'File not found';
const DELETED = 'Image deleted successfully';
const STORED_URL = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

describe.each(STORAGES)('on %s', (storage) => {
  let t: TestKit<'admin' | 'vendorA' | 'customer'>;
  let root: string;
  let uploadDir: string;
  let adminDist: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-files-'));
    uploadDir = path.join(root, 'data', 'uploads');
    // An admin build, so a path answered with the app's page would show here.
    adminDist = path.join(root, 'dist');
    fs.mkdirSync(adminDist);
    fs.writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><div id="root"></div>');
    // Its admin is shared by the tests after the upload ones, which keep under one account's
    // upload limits (10 a minute, 20 images no record shows: upload-limits.test.ts).
    t = await buildTestApp({
      env: { UPLOAD_DIR: uploadDir, ADMIN_DIST: adminDist },
      storage,
      users: ['admin', 'vendorA', 'customer'],
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** Every entry of the storage (temporary dot-files included). */
  const stored = () => t.stored.names();
  const nameOf = (url: string) => url.slice('/uploads/'.length);
  const kept = (url: string) => t.stored.has(nameOf(url));

  async function uploaded(headers: Record<string, string>, data: Buffer = images.png): Promise<string> {
    const res = await upload(t.app, headers, { data });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ url: string }>().url;
  }

  const remove = (headers: Record<string, string>, fileName: unknown) => deleteFile(t.app, headers, fileName);

  describe('POST /api/v1/file/upload', () => {
    // An admin of its own for each test: together they would exceed one account's upload limits.
    let asUploader: Record<string, string>;
    beforeEach(async () => {
      asUploader = (await t.signUp('ADMIN')).headers;
    });

    it.each([
      ['png', 'image/png'],
      ['jpg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
    ] as const)('stores a %s image; its URL serves the same bytes as %s with nosniff', async (kind, type) => {
      // The declared type and name say PNG for every kind: only the bytes count.
      const res = await upload(t.app, asUploader, {
        data: images[kind],
        filename: 'picture.png',
        contentType: 'image/png',
      });
      expect(res.statusCode, res.body).toBe(201);
      const { url } = res.json<{ url: string }>();
      expect(url).toMatch(STORED_URL);
      expect(url.endsWith(`.${kind}`)).toBe(true);

      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(images[kind])).toBe(true);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['content-length']).toBe(String(images[kind].length));
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('records the file with its uploader, type and size', async () => {
      const url = await uploaded(t.vendorA.headers, images.gif);
      const row = await t.database.db.query.uploadedFiles.findFirst({ where: eq(uploadedFiles.url, url) });
      expect(row).toMatchObject({
        fileName: nameOf(url),
        url,
        contentType: 'image/gif',
        sizeBytes: images.gif.length,
        uploaderId: t.vendorA.user.id,
      });
    });

    it('refuses HTML named photo.png and declared image/png (415), storing nothing', async () => {
      const before = await stored();
      const rowsBefore = await t.database.db.select().from(uploadedFiles);
      const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
      const res = await upload(t.app, asUploader, { data: html, filename: 'photo.png', contentType: 'image/png' });
      expectApiError(res, 415, NOT_IMAGE);
      expect(await stored()).toEqual(before);
      expect(await t.database.db.select().from(uploadedFiles)).toHaveLength(rowsBefore.length);
    });

    it('refuses an empty file and a file too short to be an image (415)', async () => {
      const before = await stored();
      expectApiError(await upload(t.app, asUploader, { data: Buffer.alloc(0) }), 415, NOT_IMAGE);
      expectApiError(await upload(t.app, asUploader, { data: Buffer.from('GIF8') }), 415, NOT_IMAGE);
      expect(await stored()).toEqual(before);
    });

    it('accepts exactly 5 MiB', async () => {
      const data = Buffer.concat([images.png, Buffer.alloc(MAX_IMAGE_BYTES - images.png.length)]);
      const url = await uploaded(asUploader, data);
      expect(await t.stored.size(nameOf(url))).toBe(MAX_IMAGE_BYTES);
    });

    it('refuses 5 MiB + 1 byte (413) and leaves no file behind', async () => {
      const before = await stored();
      const data = Buffer.concat([images.png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - images.png.length)]);
      expectApiError(await upload(t.app, asUploader, { data }), 413, TOO_LARGE);
      expect(await stored()).toEqual(before);
    });

    it("stores a file named '../…' under a random name inside the storage", async () => {
      const outside = fs.readdirSync(root).sort();
      const res = await upload(t.app, asUploader, { data: images.png, filename: '../../escape.png' });
      expect(res.statusCode, res.body).toBe(201);
      const { url } = res.json<{ url: string }>();
      expect(url).toMatch(STORED_URL);
      expect(await kept(url)).toBe(true);
      expect(fs.readdirSync(root).sort()).toEqual(outside);
      expect((await stored()).some((name) => name.includes('escape'))).toBe(false);
    });

    it('without a file in the field `file`: 400, nothing stored', async () => {
      const post = (headers: Record<string, string>, payload?: Buffer) =>
        t.app.inject({ method: 'POST', url: '/api/v1/file/upload', headers: { ...asUploader, ...headers }, payload });
      const asForm = ({ payload, contentType }: ReturnType<typeof multipartBody>) =>
        post({ 'content-type': contentType }, payload);
      const before = await stored();
      expectApiError(await asForm(multipartBody([{ field: 'note', value: 'no file here' }])), 400, FILE_REQUIRED);
      expectApiError(await asForm(multipartBody([])), 400, FILE_REQUIRED);
      const wrongField = multipartBody([
        { field: 'image', filename: 'a.png', contentType: 'image/png', data: images.png },
      ]);
      expectApiError(await asForm(wrongField), 400, FILE_REQUIRED);
      expectApiError(
        await post({ 'content-type': 'application/json' }, Buffer.from('{"file":"x"}')),
        400,
        FILE_REQUIRED,
      );
      expectApiError(await post({}), 400, FILE_REQUIRED);
      expect(await stored()).toEqual(before);
    });

    it('a form that cannot be read (no boundary, no parts, a part cut short): 400, nothing stored', async () => {
      const post = (contentType: string, payload: string | Buffer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/file/upload',
          headers: { ...asUploader, 'content-type': contentType },
          payload,
        });
      const before = await stored();
      expectApiError(await post('multipart/form-data', 'abc'), 400, FILE_REQUIRED);
      expectApiError(await post('multipart/form-data; boundary=xyz', 'no parts at all'), 400, FILE_REQUIRED);
      // A real image whose part never reaches its closing boundary.
      const cutShort = Buffer.concat([
        Buffer.from('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
        images.png,
      ]);
      expectApiError(await post('multipart/form-data; boundary=xyz', cutShort), 400, FILE_REQUIRED);
      expect(await stored()).toEqual(before);
    });

    it('ignores text fields sent before the file', async () => {
      const res = await upload(t.app, asUploader, { data: images.png }, [{ field: 'purpose', value: 'equipment' }]);
      expect(res.statusCode, res.body).toBe(201);
    });

    it('anonymous: 401; customer: 403; nothing stored', async () => {
      const before = await stored();
      expectApiError(await upload(t.app, {}, { data: images.png }), 401);
      expectApiError(await upload(t.app, t.customer.headers, { data: images.png }), 403);
      expect(await stored()).toEqual(before);
    });
  });

  describe('a refused upload over a real connection', () => {
    it('reads the rest of the body, so the same connection serves the next request', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const notAnImage = Buffer.alloc(4 * 1024 * 1024, 'A');
      expect(await uploadThenHealth(t.app, t.admin.headers.authorization, notAnImage)).toEqual([415, 200]);
    });
  });

  describe('POST /api/v1/file/delete', () => {
    it('deletes an own file: the file, its row, and the image of every record showing it', async () => {
      const url = await uploaded(t.admin.headers);
      const other = await uploaded(t.admin.headers);
      const [shown] = await t.database.db
        .insert(equipment)
        .values({ name: 'Crane', dailyRate: 5000, unitName: 'day', imageUrl: url })
        .returning();
      const [keeps] = await t.database.db
        .insert(equipment)
        .values({ name: 'Drill', dailyRate: 200, unitName: 'hour', imageUrl: other })
        .returning();
      const [category] = await t.database.db
        .insert(categories)
        .values({ name: `Tools ${Date.now()}`, description: 'Hand tools', imageUrl: url })
        .returning();

      const res = await remove(t.admin.headers, url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: DELETED });

      expect(await kept(url)).toBe(false);
      expect(await t.database.db.query.uploadedFiles.findFirst({ where: eq(uploadedFiles.url, url) })).toBeUndefined();
      expect(
        (await t.database.db.query.equipment.findFirst({ where: eq(equipment.id, shown!.id) }))?.imageUrl,
      ).toBeNull();
      expect(
        (await t.database.db.query.categories.findFirst({ where: eq(categories.id, category!.id) }))?.imageUrl,
      ).toBeNull();
      // Another file and the record showing it are untouched.
      expect(await kept(other)).toBe(true);
      expect((await t.database.db.query.equipment.findFirst({ where: eq(equipment.id, keeps!.id) }))?.imageUrl).toBe(
        other,
      );
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });

    it("accepts the absolute URL of this server's own host", async () => {
      const url = await uploaded(t.admin.headers);
      const res = await remove(t.admin.headers, `http://localhost${url}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(await kept(url)).toBe(false);
    });

    describe('refuses a name that is not a file this server stored (400), touching nothing', () => {
      let url: string;
      let name: string;
      // One file for all: none of these may touch it.
      beforeAll(async () => {
        url = await uploaded(t.admin.headers);
        name = nameOf(url);
      });

      it.each([
        '../etc/passwd',
        '/etc/passwd',
        '/uploads/../x.png',
        '/uploads/../../package.json',
        '/uploads/%2e%2e/package.json',
        '/uploads/%2e%2e%2fpackage.json',
        '/uploads/..%2Fpackage.json',
        '/uploads/',
        'uploads/x.png',
        'not a url',
        'javascript:alert(1)',
        'file:///etc/passwd',
      ])('%s', async (fileName) => {
        const before = await stored();
        expectApiError(await remove(t.admin.headers, fileName), 400, NOT_STORED);
        expect(await stored()).toEqual(before);
      });

      it("another host's URL, a path outside /uploads/, or a traversal to a stored name", async () => {
        const before = await stored();
        for (const fileName of [
          `http://evil.example/uploads/${name}`,
          `https://evil.example${url}`,
          `//evil.example/uploads/${name}`,
          `/images/${name}`,
          `/uploads/sub/${name}`,
          `http://localhost/static/${name}`,
          `http://localhost/x/../uploads/${name}`,
          `http://localhost/uploads/%2e%2e/uploads/${name}`,
          `http://localhost${url}?v=1`,
          `http://user:pw@localhost${url}`,
          `/uploads/${name}/`,
          `/uploads/${name.toUpperCase()}`,
        ]) {
          expectApiError(await remove(t.admin.headers, fileName), 400, NOT_STORED);
        }
        expect(await stored()).toEqual(before);
        expect(await kept(url)).toBe(true);
        expect(await t.database.db.query.uploadedFiles.findFirst({ where: eq(uploadedFiles.url, url) })).toBeDefined();
      });
    });

    it('a well-formed name this server never stored: 404', async () => {
      expectApiError(
        await remove(t.admin.headers, '/uploads/00000000-0000-4000-8000-000000000000.png'),
        404,
        FILE_NOT_FOUND,
      );
    });

    it('a missing or blank fileName: 400', async () => {
      expectApiError(await remove(t.admin.headers, undefined), 400, 'File name is required');
      expectApiError(await remove(t.admin.headers, '   '), 400, 'File name is required');
    });

    it("a vendor may not delete an admin's file (not found, file kept) but may delete its own", async () => {
      const adminsFile = await uploaded(t.admin.headers);
      expectApiError(await remove(t.vendorA.headers, adminsFile), 404, FILE_NOT_FOUND);
      expect(await kept(adminsFile)).toBe(true);
      expect(
        await t.database.db.query.uploadedFiles.findFirst({ where: eq(uploadedFiles.url, adminsFile) }),
      ).toBeDefined();

      const own = await uploaded(t.vendorA.headers);
      const res = await remove(t.vendorA.headers, own);
      expect(res.statusCode, res.body).toBe(200);
      expect(await kept(own)).toBe(false);
    });

    it("a vendor may not delete another vendor's file", async () => {
      const otherVendor = (await t.signUp('VENDOR')).headers;
      const theirs = await uploaded(otherVendor);
      expectApiError(await remove(t.vendorA.headers, theirs), 404, FILE_NOT_FOUND);
      expect(await kept(theirs)).toBe(true);
    });

    it("an admin may delete a vendor's file", async () => {
      const vendorsFile = await uploaded(t.vendorA.headers);
      expect((await remove(t.admin.headers, vendorsFile)).statusCode).toBe(200);
      expect(await kept(vendorsFile)).toBe(false);
    });

    it('anonymous: 401; customer: 403; file kept', async () => {
      const url = await uploaded(t.admin.headers);
      expectApiError(await remove({}, url), 401);
      expectApiError(await remove(t.customer.headers, url), 403);
      expect(await kept(url)).toBe(true);
    });
  });

  describe('GET /uploads/<name>', () => {
    it('answers HEAD with the headers and no body', async () => {
      const url = await uploaded(t.admin.headers);
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toBe('');
    });

    it('a valid name that is not stored: JSON 404', async () => {
      expectApiError(
        await t.app.inject({ method: 'GET', url: '/uploads/00000000-0000-4000-8000-000000000000.png' }),
        404,
        FILE_NOT_FOUND,
      );
    });

    it('serves only stored names: no other file of the storage, nothing outside it, never the app page', async () => {
      await t.stored.put('notes.txt', 'private');
      await t.stored.put('.00000000-0000-4000-8000-000000000001.part', 'half');
      await t.stored.putFolder('00000000-0000-4000-8000-000000000002.png');
      for (const url of [
        '/uploads/notes.txt',
        '/uploads/.00000000-0000-4000-8000-000000000001.part',
        '/uploads/00000000-0000-4000-8000-000000000002.png',
        '/uploads/../package.json',
        '/uploads/..%2fpackage.json',
        '/uploads/%2e%2e/%2e%2e/package.json',
        '/uploads/',
        '/uploads/some-page',
        '/uploads/a/b',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        expect(res.body, url).not.toContain('private');
        expect(res.body, url).not.toContain('marketplace-backoffice');
        expect(res.body, url).not.toContain('<div id="root">');
      }
    });
  });
});
