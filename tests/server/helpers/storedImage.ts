import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { uploadedFiles } from '../../../src/server/db/schema';
import { purgeActivity } from '../../../src/server/modules/activity/retention';
import { purgeUnattachedUploads } from '../../../src/server/modules/files/purge';
import { UPLOADS_PATH } from '../../../src/shared/contract/common';
import type { TestKit } from '../helper';

/** The 8-byte PNG signature: enough for a file this server would have stored. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface StoredImage {
  url: string;
  fileName: string;
}

/** What the helpers need of a test app. */
export type ImageKit = Pick<TestKit, 'database' | 'stored' | 'app'>;

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

/**
 * Every version leaves the activity log (as retention would remove them), then the upload purge
 * runs: an image a record stopped showing, kept while a version showed it, goes now.
 */
export async function purgeVersionsAndUploads(t: Pick<TestKit, 'database' | 'app'>): Promise<void> {
  const later = new Date(Date.now() + 86_400_000);
  await purgeActivity(t.database.db, later);
  await purgeUnattachedUploads(t.app.deps, later);
}
