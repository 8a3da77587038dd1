import type { MultipartFile } from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../app';
import type { AuthUser } from '../../auth/access';
import { categories, equipment, productVariants, serviceProviders, uploadedFiles } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { uploadUrl } from './location';
import { removeStored, storeImage } from './storage';

type Deps = Pick<AppDeps, 'db' | 'config'>;

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
 * Deletes a stored image: its row, and the image of every record showing it (none may point at
 * a deleted file), in one transaction; then the file. A vendor may delete only its own uploads.
 */
export async function deleteUpload(deps: Deps, fileName: string, user: AuthUser): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [file] = await tx.select().from(uploadedFiles).where(eq(uploadedFiles.fileName, fileName)).for('update');
    if (!file) throw notFound(messages.image.fileNotFound);
    if (user.role !== 'ADMIN' && file.uploaderId !== user.id) throw forbidden(messages.image.notYours);
    await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, file.id));
    const cleared = { imageUrl: null, updatedAt: sql`now()` };
    await tx.update(equipment).set(cleared).where(eq(equipment.imageUrl, file.url));
    await tx.update(serviceProviders).set(cleared).where(eq(serviceProviders.imageUrl, file.url));
    await tx.update(categories).set(cleared).where(eq(categories.imageUrl, file.url));
    await tx.update(productVariants).set({ imageUrl: null }).where(eq(productVariants.imageUrl, file.url));
  });
  await removeStored(deps.config.uploadDir, fileName);
}
