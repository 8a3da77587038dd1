import type { MultipartFile } from '@fastify/multipart';
import { and, count, eq, not, sql } from 'drizzle-orm';
import { MAX_UNATTACHED_UPLOADS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../appDeps';
import type { AuthUser } from '../../auth/access';
import { categories, equipment, productVariants, serviceProviders, uploadedFiles } from '../../db/schema';
import { conflict, notFound } from '../../errors';
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
 * Deletes a stored image from the catalog: every record showing it stops showing it, in one
 * transaction; then the file goes unless a past order still shows it as its item's snapshot.
 * A vendor may delete only its own uploads; another's is not found (DESIGN.md: 404).
 */
export async function deleteUpload(deps: Deps, fileName: string, user: AuthUser): Promise<void> {
  const url = uploadUrl(fileName);
  await deps.db.transaction(async (tx) => {
    const [file] = await tx.select().from(uploadedFiles).where(eq(uploadedFiles.fileName, fileName)).for('update');
    if (!file || (user.role !== 'ADMIN' && file.uploaderId !== user.id)) throw notFound(messages.image.fileNotFound);
    const cleared = { imageUrl: null, updatedAt: sql`now()` };
    await tx.update(equipment).set(cleared).where(eq(equipment.imageUrl, url));
    await tx.update(serviceProviders).set(cleared).where(eq(serviceProviders.imageUrl, url));
    await tx.update(categories).set(cleared).where(eq(categories.imageUrl, url));
    await tx.update(productVariants).set({ imageUrl: null }).where(eq(productVariants.imageUrl, url));
  });
  await releaseImage(deps, url);
}
