import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { connect } from '../../src/server/db/client';
import { equipment, orderItems, uploadedFiles } from '../../src/server/db/schema';
import { diskStore } from '../../src/server/modules/files/diskStore';
import { purgeOrphanFiles } from '../../src/server/modules/files/orphans';
import { purgeUnattachedUploads } from '../../src/server/modules/files/purge';
import { withTestApp } from './helper';
import { createCustomer, insertOrder } from './helpers/fixtures';
import { isStored, type StoredImage, storeImage } from './helpers/storedImage';

const DAY_MS = 24 * 60 * 60 * 1000;

const t = withTestApp({ ownUploads: true, users: [] });

/** Backdates an image's upload by `hours`, in the database's own clock. */
const age = (image: StoredImage, hours: number) =>
  t.database.db
    .update(uploadedFiles)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(uploadedFiles.url, image.url));

async function oldImage(): Promise<StoredImage> {
  const image = await storeImage(t);
  await age(image, 25);
  return image;
}

const aDayAgo = () => new Date(Date.now() - DAY_MS);
const GONE = { file: false, row: false };
const KEPT = { file: true, row: true };

/** A logger whose lines (pino's JSON) a test reads. */
function capturedLog(): { log: FastifyBaseLogger; lines: () => { level: number; msg: string; count?: number }[] } {
  const raw: string[] = [];
  const log = Fastify({ logger: { level: 'info', stream: { write: (line: string) => raw.push(line) } } }).log;
  return { log, lines: () => raw.map((line) => JSON.parse(line) as { level: number; msg: string; count?: number }) };
}

describe('purgeUnattachedUploads', () => {
  it('removes an image no record shows from before the cut-off (file and row); keeps a newer one and old ones records show', async () => {
    const old = await oldImage();
    const recent = await storeImage(t);
    await age(recent, 23);
    const onEquipment = await oldImage();
    await t.database.db
      .insert(equipment)
      .values({ name: 'Crane', dailyRate: 5000, unitName: 'day', imageUrl: onEquipment.url });
    const onPastOrder = await oldImage();
    const vendor = await t.addUser('VENDOR');
    const orderId = await insertOrder(t.database, {
      customerId: await createCustomer(t.database),
      orderDate: new Date(),
      items: [{ vendorId: vendor.vendorId!, totalPrice: 250 }],
    });
    await t.database.db
      .update(orderItems)
      .set({ variantImageUrl: onPastOrder.url })
      .where(eq(orderItems.orderId, orderId));

    expect(await purgeUnattachedUploads({ db: t.database.db, files: t.app.deps.files, log: t.app.log }, aDayAgo())).toBe(1);
    expect(await isStored(t, old)).toEqual(GONE);
    expect(await isStored(t, recent)).toEqual(KEPT);
    expect(await isStored(t, onEquipment)).toEqual(KEPT);
    expect(await isStored(t, onPastOrder)).toEqual(KEPT);
  });

  it('logs how many it purged; a file it cannot remove is logged at warn, not thrown', async () => {
    const stuck = await oldImage();
    // A directory in the file's place: removing it fails.
    fs.rmSync(stuck.filePath);
    fs.mkdirSync(stuck.filePath);
    fs.writeFileSync(path.join(stuck.filePath, 'inside'), 'x');
    const { log, lines } = capturedLog();

    expect(await purgeUnattachedUploads({ db: t.database.db, files: t.app.deps.files, log }, aDayAgo())).toBe(1);
    expect((await isStored(t, stuck)).row).toBe(false);
    expect(lines()).toEqual([
      expect.objectContaining({ level: 40, msg: 'the file of a purged upload could not be removed' }),
      expect.objectContaining({ level: 30, msg: 'purged uploaded images no record showed', count: 1 }),
    ]);
    fs.rmSync(stuck.filePath, { recursive: true });

    // Nothing to purge: nothing logged.
    expect(await purgeUnattachedUploads({ db: t.database.db, files: t.app.deps.files, log }, aDayAgo())).toBe(0);
    expect(lines()).toHaveLength(2);
  });
});

/** A file in the upload folder with no row, last changed `hours` ago. */
function orphanFile(hours: number, fileName = `${randomUUID()}.png`): StoredImage {
  const filePath = path.join(t.config.uploadDir, fileName);
  fs.mkdirSync(t.config.uploadDir, { recursive: true });
  fs.writeFileSync(filePath, 'x');
  const when = new Date(Date.now() - hours * 60 * 60 * 1000);
  fs.utimesSync(filePath, when, when);
  return { url: `/uploads/${fileName}`, filePath };
}
const exists = (image: StoredImage) => fs.existsSync(image.filePath);

describe('purgeOrphanFiles', () => {
  it('removes a file no row and no record refers to, once a day old; keeps a newer one, recorded ones, shown ones and other names', async () => {
    const orphan = orphanFile(25);
    const recentOrphan = orphanFile(23);
    const recorded = await storeImage(t);
    fs.utimesSync(recorded.filePath, new Date(0), new Date(0));
    // Shown by a record though its row is gone (say, a restored backup): kept.
    const shown = orphanFile(25);
    await t.database.db
      .insert(equipment)
      .values({ name: 'Hoist', dailyRate: 900, unitName: 'day', imageUrl: shown.url });
    const notOurs = orphanFile(25, 'notes.txt');
    const { log, lines } = capturedLog();

    expect(await purgeOrphanFiles({ db: t.database.db, files: t.app.deps.files, log }, aDayAgo())).toBe(1);
    expect([orphan, recentOrphan, recorded, shown, notOurs].map(exists)).toEqual([false, true, true, true, true]);
    expect(lines()).toEqual([
      expect.objectContaining({ level: 30, msg: 'purged files no record referred to', count: 1 }),
    ]);
  });

  it('a missing upload folder is nothing to purge', async () => {
    const files = diskStore(path.join(t.config.uploadDir, 'never-made'));
    expect(await purgeOrphanFiles({ db: t.database.db, files, log: t.app.log }, aDayAgo())).toBe(0);
  });
});

describe('the purge of a running app', () => {
  it('runs once the app is ready, orphan files included', async () => {
    const old = await oldImage();
    const recent = await storeImage(t);
    const orphan = orphanFile(25);
    const app = await t.secondApp({});
    await app.ready();
    await vi.waitFor(async () => expect(await isStored(t, old)).toEqual(GONE));
    await vi.waitFor(() => expect(exists(orphan)).toBe(false));
    expect(await isStored(t, recent)).toEqual(KEPT);
  });

  it('a purge that fails (database unreachable) is logged, and the app still starts and closes', async () => {
    const database = connect({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    const raw: string[] = [];
    const app = await buildApp({
      config: t.config,
      db: database.db,
      logger: { level: 'warn', stream: { write: (line) => raw.push(line) } },
    });
    try {
      await app.ready();
    } finally {
      // Close waits for the run in progress.
      await app.close();
      await database.close();
    }
    expect(raw.map((line) => JSON.parse(line) as { level: number; msg: string })).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'unattached uploads could not be purged; the next run tries again' }),
    );
  });
});
