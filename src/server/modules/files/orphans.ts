import { sql } from 'drizzle-orm';
import { UPLOADS_PATH } from '../../../shared/contract/common';
import type { AppDeps } from '../../appDeps';
import { imageShown } from './release';

/** Names asked of the database per statement, so a storage of many files is not one huge query. */
const BATCH = 1000;

/**
 * Deletes the stored files that no `uploaded_files` row and no record refers to (a row deleted
 * while its file could not be, a crash between storing a file and recording it, a restored
 * backup), once last changed before `olderThan`: the grace period covers an upload between its
 * file's publication and its row's commit. Answers how many; one that cannot be removed is
 * logged, not thrown.
 */
export async function purgeOrphanFiles(deps: Pick<AppDeps, 'db' | 'files' | 'log'>, olderThan: Date): Promise<number> {
  const candidates = await deps.files.storedBefore(olderThan);
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
    await deps.files.remove(fileName).then(
      () => {
        removed += 1;
      },
      (error: unknown) => deps.log.warn({ err: error, fileName }, 'a file no record refers to could not be removed'),
    );
  }
  if (removed > 0) deps.log.info({ count: removed }, 'purged files no record referred to');
  return removed;
}
