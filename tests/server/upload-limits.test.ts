import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { equipment, uploadedFiles } from '../../src/server/db/schema';
import { withTestApp } from './helper';
import type { TestUser } from './helpers/app';
import { expectApiError } from './helpers/http';
import { images, upload, uploadThenHealth } from './helpers/multipart';
import { STORAGES } from './helpers/storedFiles';

const TOO_MANY_UPLOADS = 'Too many uploads, please wait a minute and try again';
const TOO_MANY_UNSAVED = 'Too many uploaded images are not saved in a record yet: save or remove some images first';

describe.each(STORAGES)('on %s', (storage) => {
  const t = withTestApp({ ownUploads: true, storage, users: [] });

  /** Every entry of this app's own storage (temporary dot-files included). */
  const storedFiles = () => t.stored.names();
  const rowsOf = (user: TestUser) =>
    t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.uploaderId, user.id));

  /** `count` images the user uploaded that no record shows, as rows alone: the cap counts rows. */
  async function unsavedImages(user: TestUser, count: number): Promise<string[]> {
    const rows = Array.from({ length: count }, () => {
      const fileName = `${randomUUID()}.png`;
      return {
        fileName,
        url: `/uploads/${fileName}`,
        contentType: 'image/png',
        sizeBytes: images.png.length,
        uploaderId: user.id,
      };
    });
    await t.database.db.insert(uploadedFiles).values(rows);
    return rows.map((row) => row.url);
  }

  describe('upload rate limit: 10 a minute per account', () => {
    it("answers an account's 11th upload within a minute with 429 and Retry-After, storing nothing; another account still uploads", async () => {
      const vendor = await t.signUp('VENDOR');
      for (let i = 1; i <= 10; i++) {
        const res = await upload(t.app, vendor.headers, { data: images.png });
        expect(res.statusCode, `upload ${i}: ${res.body}`).toBe(201);
      }
      const before = await storedFiles();

      const res = await upload(t.app, vendor.headers, { data: images.png });
      expect(expectApiError(res, 429, TOO_MANY_UPLOADS)).toEqual({ message: TOO_MANY_UPLOADS });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await storedFiles()).toEqual(before);
      expect(await rowsOf(vendor.user)).toHaveLength(10);

      // Counted per account, not per address: another account on the same address is not held back.
      const other = await t.signUp('ADMIN');
      const res2 = await upload(t.app, other.headers, { data: images.png });
      expect(res2.statusCode, res2.body).toBe(201);
    });

    it('a limited upload over a real connection: its body is read, so the connection serves the next request', async () => {
      const vendor = await t.signUp('VENDOR');
      for (let i = 1; i <= 10; i++)
        expect((await upload(t.app, vendor.headers, { data: images.gif })).statusCode).toBe(201);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const data = Buffer.concat([images.png, Buffer.alloc(1024 * 1024)]);
      expect(await uploadThenHealth(t.app, vendor.headers.authorization, data)).toEqual([429, 200]);
    });
  });

  describe('images no record shows: at most 20 per account', () => {
    it('refuses an upload by an account that has 20 (409), leaving no file and no row; one a record shows makes room', async () => {
      const vendor = await t.signUp('VENDOR');
      const unsaved = await unsavedImages(vendor.user, 20);
      const before = await storedFiles();

      expectApiError(await upload(t.app, vendor.headers, { data: images.png }), 409, TOO_MANY_UNSAVED);
      expect(await storedFiles()).toEqual(before);
      expect(await rowsOf(vendor.user)).toHaveLength(20);

      // Another account's images do not count.
      const other = await t.signUp('ADMIN');
      expect((await upload(t.app, other.headers, { data: images.png })).statusCode).toBe(201);

      // Saved in a record, an image no longer counts: room for exactly one more.
      await t.database.db
        .insert(equipment)
        .values({ name: 'Mixer', dailyRate: 900, unitName: 'day', imageUrl: unsaved[0] });
      const res = await upload(t.app, vendor.headers, { data: images.png });
      expect(res.statusCode, res.body).toBe(201);
      expectApiError(await upload(t.app, vendor.headers, { data: images.png }), 409, TOO_MANY_UNSAVED);
      expect(await rowsOf(vendor.user)).toHaveLength(21);
    });

    it('lets only one of parallel uploads take the last place', async () => {
      const vendor = await t.signUp('VENDOR');
      await unsavedImages(vendor.user, 19);
      const before = await storedFiles();

      const answers = await Promise.all([1, 2, 3].map(() => upload(t.app, vendor.headers, { data: images.webp })));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await rowsOf(vendor.user)).toHaveLength(20);
      const added = (await storedFiles()).filter((name) => !before.includes(name));
      const stored = answers.find((res) => res.statusCode === 201)?.json<{ url: string }>().url;
      expect(added.map((name) => `/uploads/${name}`)).toEqual([stored]);
    });
  });
});
