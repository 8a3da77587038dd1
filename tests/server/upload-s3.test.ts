import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { equipment, uploadedFiles } from '../../src/server/db/schema';
import { withTestApp } from './helper';
import { expectApiError } from './helpers/http';
import { deleteFile, images, upload } from './helpers/multipart';

const UNAVAILABLE = 'Images cannot be stored or shown right now, please try again shortly';

/** What only S3 adds to the upload tests run on both storages (files, upload-*, purge ...). */
const t = withTestApp({ storage: 's3', users: ['admin'] });

/** The server's log lines at warn and above, parsed. */
type LogLine = { level: number; msg: string; err?: { type: string; message: string } };
const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as LogLine);

async function uploaded(headers: Record<string, string>): Promise<string> {
  const res = await upload(t.app, headers, { data: images.png });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ url: string }>().url;
}

const rowsOf = async (uploaderId: string) =>
  t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.uploaderId, uploaderId));

describe('while the S3 server does not answer', () => {
  afterEach(() => t.s3?.resume());

  it('an upload is answered 503 with Retry-After, and stores nothing; once it is back, uploads work again', async () => {
    const uploader = await t.signUp('ADMIN');
    const before = await t.stored.names();
    await t.s3?.pause();

    const res = await upload(t.app, uploader.headers, { data: images.png });
    expectApiError(res, 503, UNAVAILABLE);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsOf(uploader.user.id)).toEqual([]);

    await t.s3?.resume();
    expect(await t.stored.names()).toEqual(before);
    await uploaded(uploader.headers);
    expect(await rowsOf(uploader.user.id)).toHaveLength(1);
  });

  it('a stored image is answered 503 in the error format, logged with its cause; once it is back, served again', async () => {
    const url = await uploaded(t.admin.headers);
    const lines: string[] = [];
    const app = await t.secondApp({ log: { lines, level: 'warn' } });
    await app.ready();
    await t.s3?.pause();

    expectApiError(await app.inject({ method: 'GET', url }), 503, UNAVAILABLE);
    expect((await app.inject({ method: 'HEAD', url })).statusCode).toBe(503);
    expect(parsed(lines)).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'file storage unavailable',
        err: expect.objectContaining({ type: 'StorageUnavailableError' }),
      }),
    );

    await t.s3?.resume();
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(images.png)).toBe(true);
  });

  it('deleting an image clears the records showing it; its file, which could not go, is left to the orphan purge', async () => {
    const url = await uploaded(t.admin.headers);
    const [shown] = await t.database.db
      .insert(equipment)
      .values({ name: 'Lift', dailyRate: 700, unitName: 'day', imageUrl: url })
      .returning();
    await t.s3?.pause();

    const res = await deleteFile(t.app, t.admin.headers, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await t.database.db.query.equipment.findFirst({ where: eq(equipment.id, shown!.id) }))?.imageUrl,
    ).toBeNull();
    expect(await t.database.db.query.uploadedFiles.findFirst({ where: eq(uploadedFiles.url, url) })).toBeUndefined();

    await t.s3?.resume();
    expect(await t.stored.has(url.slice('/uploads/'.length))).toBe(true);
  });

  it('an app still starts and closes, its purge logged as failed', async () => {
    await t.s3?.pause();
    const lines: string[] = [];
    const app = await t.secondApp({ log: { lines, level: 'warn' } });
    await app.ready();
    await app.close();
    expect(parsed(lines)).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'unattached uploads could not be purged; the next run tries again' }),
    );
  });
});

describe('a bucket that does not exist', () => {
  it('is answered 503 too, not 500: uploads and images', async () => {
    const url = await uploaded(t.admin.headers);
    const s3 = t.config.s3!;
    const app = await t.secondApp({ config: { s3: { ...s3, bucket: 'no-such-bucket' } } });
    const uploader = await t.signUp('ADMIN');
    expectApiError(await upload(app, uploader.headers, { data: images.png }), 503, UNAVAILABLE);
    expectApiError(await app.inject({ method: 'GET', url }), 503, UNAVAILABLE);
    expect(await rowsOf(uploader.user.id)).toEqual([]);
  });
});
