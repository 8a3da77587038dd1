import type { MultipartFile } from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../app';
import type { AuthUser } from '../../auth/access';
import { categories, equipment, productVariants, serviceProviders, uploadedFiles } from '../../db/schema';
import { notFound } from '../../errors';
import { uploadUrl } from './location';
import { releaseImage } from './release';
import { removeStored, storeImage } from './storage';

type Deps = Pick<AppDeps, 'db' | 'config' | 'log'>;

/**
 * Stores an uploaded image and records it with its uploader (so deleting it can be limited to
 * them); answers its URL. A file whose row could not be written is removed again.
 */
export async function uploadImage(deps: Deps, file: MultipartFile['file'], uploaderId: string): Promise<string> {
  const image = await storeImage(deps.config.uploadDir, file);
  const url = uploadUrl(image.fileName);
  try {
    await deps.db.insert(uploadedFiles).values({ ...image, url, uploaderId });
  } catch (error) {
    await removeStored(deps.config.uploadDir, image.fileName);
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
