import { z } from 'zod';
import { messages } from '../messages';

/** The image types `POST /file/upload` accepts, judged by the file's first bytes. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** The multipart field `POST /file/upload` reads (spec §7). */
export const UPLOAD_FIELD = 'file';

/** POST /file/upload answers the stored image's URL. */
export const uploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** POST /file/delete: `fileName` is the image URL (spec §7). */
export const deleteFileBodySchema = z.object({
  fileName: z
    .string({ error: messages.image.fileNameRequired })
    .trim()
    .min(1, { error: messages.image.fileNameRequired })
    .max(2048, { error: messages.image.notStored }),
});
export type DeleteFileBody = z.infer<typeof deleteFileBodySchema>;
