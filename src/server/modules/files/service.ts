import type { MultipartFile } from '@fastify/multipart';
import { and, count, eq, not, sql } from 'drizzle-orm';
import { MAX_UNATTACHED_UPLOADS } from '../../../shared/constants';
import type { ActivityEntity } from '../../../shared/contract/activity';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../appDeps';
import type { AuthUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { categories, equipment, products, productVariants, serviceProviders, uploadedFiles } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { type Actor, recordChange } from '../activity/record';
import { activityImages } from '../activity/table';
import { versionsOf } from '../activity/versions';
import { uploadUrl } from './location';
import { imageShown, releaseImage } from './release';
import { storeImage } from './storeImage';

type Deps = Pick<AppDeps, 'db' | 'files' | 'log'>;

/**
 * Stores an uploaded image and records it with its uploader (so deleting it can be limited to
 * them); answers its URL. An account keeps at most MAX_UNATTACHED_UPLOADS images that no record
 * shows (uploaded, never saved), so it cannot fill the storage. A file whose row is refused or could
 * not be written is removed again.
 */
export async function uploadImage(deps: Deps, file: MultipartFile['file'], uploaderId: string): Promise<string> {
  const image = await storeImage(deps.files, file);
  const url = uploadUrl(image.fileName);
  try {
    await deps.db.transaction(async (tx) => {
      // Count and insert under a lock per uploader, so parallel uploads cannot all pass the cap.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${uploaderId}))`);
      const [unsaved] = await tx
        .select({ n: count() })
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.uploaderId, uploaderId), not(imageShown(uploadedFiles.url))));
      // 409, not 429: waiting a minute does not help; the account's unsaved images must be saved or removed.
      if ((unsaved?.n ?? 0) >= MAX_UNATTACHED_UPLOADS) throw conflict(messages.image.tooManyUnsaved);
      await tx.insert(uploadedFiles).values({ ...image, url, uploaderId });
    });
  } catch (error) {
    await deps.files.remove(image.fileName);
    throw error;
  }
  return url;
}

/**
 * Deletes a stored image from the catalog: every record showing it stops showing it (each change
 * recorded), in one transaction; then the file goes unless a past order still shows it as its
 * item's snapshot. Versions in the activity log no longer keep it.
 * A vendor may delete only its own uploads; another's is not found (DESIGN.md: 404).
 */
export async function deleteUpload(deps: Deps, fileName: string, user: AuthUser, actor: Actor): Promise<void> {
  const url = uploadUrl(fileName);
  await deps.db.transaction(async (tx) => {
    const [file] = await tx.select().from(uploadedFiles).where(eq(uploadedFiles.fileName, fileName)).for('update');
    if (!file || (user.role !== 'ADMIN' && file.uploaderId !== user.id)) throw notFound(messages.image.fileNotFound);
    const cleared = { imageUrl: null, updatedAt: sql`now()` };
    const named = { id: sql<string>`id`, label: sql<string>`name` };
    const changed: [ActivityEntity, { id: string; label: string; vendorId?: string }[]][] = [
      ['equipment', await tx.update(equipment).set(cleared).where(eq(equipment.imageUrl, url)).returning(named)],
      [
        'service-providers',
        await tx.update(serviceProviders).set(cleared).where(eq(serviceProviders.imageUrl, url)).returning(named),
      ],
      ['categories', await tx.update(categories).set(cleared).where(eq(categories.imageUrl, url)).returning(named)],
      [
        'variants',
        await tx
          .update(productVariants)
          .set({ imageUrl: null })
          .from(products)
          .where(and(eq(productVariants.imageUrl, url), eq(products.id, productVariants.productId)))
          .returning({
            id: productVariants.id,
            label: sql<string>`${products.name} || ' · ' || ${productVariants.size}`,
            vendorId: products.vendorId,
          }),
      ],
    ];
    // Each record that stopped showing the image is an edit of it: recorded as one.
    for (const [entity, rows] of changed) {
      for (const row of rows) {
        const after = await versionsOf(entity).current(tx as unknown as Db, row.id, null);
        await recordChange(tx, actor, {
          entity,
          recordId: row.id,
          label: row.label,
          vendorId: row.vendorId ?? null,
          action: 'update',
          before: after && { ...after, imageUrl: url },
          after,
        });
      }
    }
    // Deleted on purpose: the image goes now, though versions showed it (these records' too;
    // restoring one of them brings the record back without it).
    await tx.delete(activityImages).where(eq(activityImages.url, url));
  });
  await releaseImage(deps, url);
}
