import { eq } from 'drizzle-orm';
import { storedFileNameOf } from '../../../shared/contract/common';
import { messages } from '../../../shared/messages';
import type { Tx } from '../../db/client';
import { uploadedFiles } from '../../db/schema';
import { badRequest } from '../../errors';
import type { Caller } from './records';

/**
 * A variant may show any http(s) image, or a file this server stored that the caller may use: a
 * vendor only its own uploads, an admin any (as `POST /file/delete` allows each to remove them),
 * so no vendor can adopt, and later release, another's image. The image a variant already shows
 * it keeps, whoever uploaded it.
 */
export async function checkVariantImage(
  tx: Tx,
  caller: Caller,
  imageUrl: string | null | undefined,
  current: string | null,
): Promise<void> {
  const fileName = imageUrl && imageUrl !== current ? storedFileNameOf(imageUrl) : null;
  if (!fileName) return;
  const [file] = await tx
    .select({ uploaderId: uploadedFiles.uploaderId })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.fileName, fileName));
  if (!file || (caller.vendorId !== null && file.uploaderId !== caller.userId)) {
    throw badRequest(messages.image.fileNotFound, { imageUrl: messages.image.fileNotFound });
  }
}
