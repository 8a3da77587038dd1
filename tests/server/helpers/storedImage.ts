import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { uploadedFiles } from '../../../src/server/db/schema';
import { UPLOADS_PATH } from '../../../src/shared/contract/common';
import type { TestKit } from '../helper';

/** The 8-byte PNG signature: enough for a file this server would have stored. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface StoredImage {
  url: string;
  fileName: string;
}

/** What the helpers need of a test app. */
export type ImageKit = Pick<TestKit, 'database' | 'stored'>;

/** An image as `POST /file/upload` leaves it: a file in the app's storage and its uploaded_files row. */
export async function storeImage(t: ImageKit): Promise<StoredImage> {
  const fileName = `${randomUUID()}.png`;
  const url = `${UPLOADS_PATH}${fileName}`;
  await t.stored.put(fileName, PNG);
  await t.database.db.insert(uploadedFiles).values({ fileName, url, contentType: 'image/png', sizeBytes: PNG.length });
  return { url, fileName };
}

/** Is the image still stored: its file in the storage, and its row? */
export async function isStored(t: ImageKit, image: StoredImage): Promise<{ file: boolean; row: boolean }> {
  const file = await t.stored.has(image.fileName);
  const rows = await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.url, image.url));
  return { file, row: rows.length > 0 };
}
