import { randomUUID } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { uploadedFiles } from '../../../src/server/db/schema';
import { UPLOADS_PATH } from '../../../src/shared/contract/common';
import type { TestApp } from './app';

/** The 8-byte PNG signature: enough for a file this server would have stored. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface StoredImage {
  url: string;
  filePath: string;
}

/** An image as `POST /file/upload` leaves it: a file in the upload dir and its uploaded_files row. */
export async function storeImage(t: TestApp): Promise<StoredImage> {
  const fileName = `${randomUUID()}.png`;
  const url = `${UPLOADS_PATH}${fileName}`;
  const filePath = path.join(t.config.uploadDir, fileName);
  await mkdir(t.config.uploadDir, { recursive: true });
  await writeFile(filePath, PNG);
  await t.database.db.insert(uploadedFiles).values({ fileName, url, contentType: 'image/png', sizeBytes: PNG.length });
  return { url, filePath };
}

/** Is the image still stored: its file on disk, and its row? */
export async function isStored(t: TestApp, image: StoredImage): Promise<{ file: boolean; row: boolean }> {
  const file = await access(image.filePath).then(
    () => true,
    () => false,
  );
  const rows = await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.url, image.url));
  return { file, row: rows.length > 0 };
}
