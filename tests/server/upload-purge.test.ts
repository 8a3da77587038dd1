import { randomUUID } from 'node:crypto';
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
import { STORAGES } from './helpers/storedFiles';
import { isStored, type StoredImage, storeImage } from './helpers/storedImage';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const aDayAgo = () => new Date(Date.now() - DAY_MS);
const GONE = { file: false, row: false };
const KEPT = { file: true, row: true };

/** A logger whose lines (pino's JSON) a test reads. */
function capturedLog(): { log: FastifyBaseLogger; lines: () => { level: number; msg: string; count?: number }[] } {
  const raw: string[] = [];
  const log = Fastify({ logger: { level: 'info', stream: { write: (line: string) => raw.push(line) } } }).log;
  return { log, lines: () => raw.map((line) => JSON.parse(line) as { level: number; msg: string; count?: number }) };
}

describe.each(STORAGES)('on %s', (storage) => {
  const t = withTestApp({ ownUploads: true, storage, users: [] });
  const deps = (log = t.app.log) => ({ db: t.database.db, files: t.app.deps.files, log });

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

  /** A file in the storage with no row, last changed `hours` ago. */
  async function orphanFile(hours: number, fileName = `${randomUUID()}.png`): Promise<StoredImage> {
    await t.stored.put(fileName, 'x', new Date(Date.now() - hours * HOUR_MS));
    return { url: `/uploads/${fileName}`, fileName };
  }
  const exists = (image: StoredImage) => t.stored.has(image.fileName);

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

      expect(await purgeUnattachedUploads(deps(), aDayAgo())).toBe(1);
      expect(await isStored(t, old)).toEqual(GONE);
      expect(await isStored(t, recent)).toEqual(KEPT);
      expect(await isStored(t, onEquipment)).toEqual(KEPT);
      expect(await isStored(t, onPastOrder)).toEqual(KEPT);
    });

    it('logs how many it purged; a file it cannot remove is logged at warn, not thrown', async () => {
      const stuck = await oldImage();
      const unblock = await t.stored.blockRemoval(stuck.fileName);
      const { log, lines } = capturedLog();

      expect(await purgeUnattachedUploads(deps(log), aDayAgo())).toBe(1);
      await unblock();
      // Its row is gone: only a stray file is left, for the orphan purge.
      expect(await isStored(t, stuck)).toEqual({ file: true, row: false });
      expect(lines()).toEqual([
        expect.objectContaining({ level: 40, msg: 'the file of a purged upload could not be removed' }),
        expect.objectContaining({ level: 30, msg: 'purged uploaded images no record showed', count: 1 }),
      ]);
      await t.stored.delete(stuck.fileName);

      // Nothing to purge: nothing logged.
      expect(await purgeUnattachedUploads(deps(log), aDayAgo())).toBe(0);
      expect(lines()).toHaveLength(2);
    });
  });

  describe('purgeOrphanFiles', () => {
    it('removes a file no row and no record refers to, once a day old; keeps a newer one, recorded ones, shown ones and other names', async () => {
      const orphan = await orphanFile(25);
      const recentOrphan = await orphanFile(23);
      const recorded = await storeImage(t);
      await t.stored.put(recorded.fileName, 'x', new Date(0));
      // Shown by a record though its row is gone (say, a restored backup): kept.
      const shown = await orphanFile(25);
      await t.database.db
        .insert(equipment)
        .values({ name: 'Hoist', dailyRate: 900, unitName: 'day', imageUrl: shown.url });
      const notOurs = await orphanFile(25, 'notes.txt');
      const { log, lines } = capturedLog();

      expect(await purgeOrphanFiles(deps(log), aDayAgo())).toBe(1);
      const left = await Promise.all([orphan, recentOrphan, recorded, shown, notOurs].map(exists));
      expect(left).toEqual([false, true, true, true, true]);
      expect(lines()).toEqual([
        expect.objectContaining({ level: 30, msg: 'purged files no record referred to', count: 1 }),
      ]);
    });
  });

  describe('the purge of a running app', () => {
    it('runs once the app is ready, orphan files included', async () => {
      const old = await oldImage();
      const recent = await storeImage(t);
      const orphan = await orphanFile(25);
      const app = await t.secondApp({});
      await app.ready();
      await vi.waitFor(async () => expect(await isStored(t, old)).toEqual(GONE));
      await vi.waitFor(async () => expect(await exists(orphan)).toBe(false));
      expect(await isStored(t, recent)).toEqual(KEPT);
    });
  });
});

describe('the purge on disk', () => {
  const t = withTestApp({ ownUploads: true, users: [] });

  it('a missing upload folder is nothing to purge', async () => {
    const files = diskStore(`${t.config.uploadDir}/never-made`);
    expect(await purgeOrphanFiles({ db: t.database.db, files, log: t.app.log }, aDayAgo())).toBe(0);
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
