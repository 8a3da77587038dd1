import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  categories,
  equipment,
  orderItems,
  productVariants,
  serviceProviders,
  uploadedFiles,
} from '../../src/server/db/schema';
import { releaseImage } from '../../src/server/modules/files/release';
import { withTestApp } from './helper';
import { createCustomer, createProduct, insertOrder } from './helpers/fixtures';
import { deleteFile, images, upload } from './helpers/multipart';
import { STORAGES } from './helpers/storedFiles';

describe.each(STORAGES)('on %s', (storage) => {
  const t = withTestApp({ ownUploads: true, storage, users: ['admin', 'vendorA'] });

  const deps = () => ({ db: t.database.db, files: t.app.deps.files, log: t.app.log });

  /** An image stored through the API, as the forms store them. */
  async function storedImage(): Promise<string> {
    const res = await upload(t.app, t.admin.headers, { data: images.png });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ url: string }>().url;
  }

  const kept = (url: string) => t.stored.has(url.slice('/uploads/'.length));
  const recorded = async (url: string) =>
    (await t.database.db.query.uploadedFiles.findFirst({ where: eq(uploadedFiles.url, url) })) !== undefined;

  describe('releaseImage', () => {
    it('removes a stored image nothing shows any more: file and row', async () => {
      const url = await storedImage();
      await releaseImage(deps(), url);
      expect(await kept(url)).toBe(false);
      expect(await recorded(url)).toBe(false);
    });

    const showers: [string, (url: string) => Promise<unknown>][] = [
      [
        'an equipment',
        (url) =>
          t.database.db.insert(equipment).values({ name: 'Mixer', dailyRate: 900, unitName: 'day', imageUrl: url }),
      ],
      [
        'a service provider',
        (url) => t.database.db.insert(serviceProviders).values({ name: 'Ravi', unitName: 'hour', imageUrl: url }),
      ],
      [
        'a category',
        (url) => t.database.db.insert(categories).values({ name: `Cat ${url}`, description: 'Any', imageUrl: url }),
      ],
      [
        'a product variant',
        async (url) => {
          const { variantIds } = await createProduct(t.database, t.vendorA.vendorId);
          await t.database.db
            .update(productVariants)
            .set({ imageUrl: url })
            .where(eq(productVariants.id, variantIds[0]!));
        },
      ],
      [
        "an order item's snapshot",
        async (url) => {
          const orderId = await insertOrder(t.database, {
            customerId: await createCustomer(t.database),
            orderDate: new Date(),
            items: [{ vendorId: t.vendorA.vendorId, totalPrice: 250 }],
          });
          await t.database.db.update(orderItems).set({ variantImageUrl: url }).where(eq(orderItems.orderId, orderId));
        },
      ],
    ];

    it.each(showers)('keeps an image still shown by %s', async (_what, show) => {
      const url = await storedImage();
      await show(url);
      await releaseImage(deps(), url);
      expect(await kept(url)).toBe(true);
      expect(await recorded(url)).toBe(true);
    });

    it("ignores foreign URLs (even one ending in a stored file's name), null and undefined", async () => {
      const url = await storedImage();
      for (const foreign of [
        'https://cdn.example/a.png',
        `https://cdn.example${url}`,
        `/other${url}`,
        null,
        undefined,
        '',
      ]) {
        await expect(releaseImage(deps(), foreign)).resolves.toBeUndefined();
      }
      expect(await kept(url)).toBe(true);
      expect(await recorded(url)).toBe(true);
    });

    it('a stored file already missing from the storage: its row still goes, without an error', async () => {
      const url = await storedImage();
      await t.stored.delete(url.slice('/uploads/'.length));
      await expect(releaseImage(deps(), url)).resolves.toBeUndefined();
      expect(await recorded(url)).toBe(false);
    });
  });

  describe('POST /file/delete and past orders', () => {
    it("clears the catalog's use of the image but keeps the file an order item still shows", async () => {
      const url = await storedImage();
      const [shown] = await t.database.db
        .insert(equipment)
        .values({ name: 'Hoist', dailyRate: 900, unitName: 'day', imageUrl: url })
        .returning();
      const orderId = await insertOrder(t.database, {
        customerId: await createCustomer(t.database),
        orderDate: new Date(),
        items: [{ vendorId: t.vendorA.vendorId, totalPrice: 250 }],
      });
      await t.database.db.update(orderItems).set({ variantImageUrl: url }).where(eq(orderItems.orderId, orderId));
      const res = await deleteFile(t.app, t.admin.headers, url);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        (await t.database.db.query.equipment.findFirst({ where: eq(equipment.id, shown!.id) }))?.imageUrl,
      ).toBeNull();
      expect(await kept(url)).toBe(true);
      expect(await recorded(url)).toBe(true);
    });
  });

  describe('image URLs of this server written in full', () => {
    it('are stored root-relative, so releasing the file finds every record showing it', async () => {
      const url = await storedImage();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/categories/create',
        headers: { ...t.admin.headers, host: 'shop.example:8080' },
        payload: { name: `Full ${url}`, description: 'Any', imageUrl: `https://shop.example:8080${url}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ data: { imageUrl: string } }>().data.imageUrl).toBe(url);
      await releaseImage(deps(), url);
      expect(await kept(url)).toBe(true);
    });
  });
});
