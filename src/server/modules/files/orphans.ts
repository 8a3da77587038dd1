import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { STORED_FILE_NAME, UPLOADS_PATH } from '../../../shared/contract/common';
import type { AppDeps } from '../../appDeps';
import { imageShown } from './release';
import { removeStored, storedPath } from './storage';

/** Names asked of the database per statement, so a folder of many files is not one huge query. */
const BATCH = 1000;

/** The stored-image files of the folder last changed before `olderThan` (none if it is missing). */
async function oldStoredFiles(uploadDir: string, olderThan: Date): Promise<string[]> {
  const entries: Dirent[] = await readdir(uploadDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const names: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !STORED_FILE_NAME.test(entry.name)) continue;
    // Gone meanwhile (released, deleted): nothing to do.
    const modified = await stat(storedPath(uploadDir, entry.name)).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (modified !== undefined && modified < olderThan.getTime()) names.push(entry.name);
  }
  return names;
}

/**
 * Deletes the files in the upload folder that no `uploaded_files` row and no record refers to
 * (a row deleted while its file could not be, a crash between storing a file and recording it, a
 * restored backup), once last changed before `olderThan`: the grace period covers an upload
 * between its file's rename and its row's commit. Answers how many; one that cannot be removed
 * is logged, not thrown.
 */
export async function purgeOrphanFiles(deps: Pick<AppDeps, 'db' | 'config' | 'log'>, olderThan: Date): Promise<number> {
  const { uploadDir } = deps.config;
  const candidates = await oldStoredFiles(uploadDir, olderThan);
  const orphans: string[] = [];
  for (let i = 0; i < candidates.length; i += BATCH) {
    const names = JSON.stringify(candidates.slice(i, i + BATCH));
    const { rows } = await deps.db.execute<{ name: string }>(sql`
      select f.name from jsonb_array_elements_text(${names}::jsonb) as f(name)
      where not exists(select 1 from uploaded_files where file_name = f.name)
        and not ${imageShown(sql`${UPLOADS_PATH} || f.name`)}`);
    orphans.push(...rows.map((row) => row.name));
  }
  let removed = 0;
  for (const fileName of orphans) {
    await removeStored(uploadDir, fileName).then(
      () => {
        removed += 1;
      },
      (error: unknown) => deps.log.warn({ err: error, fileName }, 'a file no record refers to could not be removed'),
    );
  }
  if (removed > 0) deps.log.info({ count: removed }, 'purged files no record referred to');
  return removed;
}
