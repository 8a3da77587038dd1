import { and, lt, not } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { UNATTACHED_UPLOAD_MAX_AGE_MS, UPLOAD_PURGE_INTERVAL_MS } from '../../../shared/constants';
import type { AppDeps } from '../../appDeps';
import { uploadedFiles } from '../../db/schema';
import { periodicTask } from '../../http/periodicTask';
import { purgeOrphanFiles } from './orphans';
import { imageShown } from './release';

/**
 * Deletes the uploaded images stored before `olderThan` that no record shows (their form was
 * never saved), rows in one statement and then their files; answers how many. A file that
 * cannot be removed is logged, not thrown: its row is gone, so it is only a stray file.
 */
export async function purgeUnattachedUploads(
  deps: Pick<AppDeps, 'db' | 'files' | 'log'>,
  olderThan: Date,
): Promise<number> {
  const purged = await deps.db
    .delete(uploadedFiles)
    .where(and(lt(uploadedFiles.createdAt, olderThan), not(imageShown(uploadedFiles.url))))
    .returning({ fileName: uploadedFiles.fileName });
  await Promise.all(
    purged.map(({ fileName }) =>
      deps.files
        .remove(fileName)
        .catch((error: unknown) =>
          deps.log.warn({ err: error, fileName }, 'the file of a purged upload could not be removed'),
        ),
    ),
  );
  if (purged.length > 0) deps.log.info({ count: purged.length }, 'purged uploaded images no record showed');
  return purged.length;
}

/** Purges (unsaved uploads, then files nothing refers to) when the app is ready, then every UPLOAD_PURGE_INTERVAL_MS. */
export const uploadPurgePlugin: FastifyPluginAsync = async (app) => {
  periodicTask(app, {
    everyMs: UPLOAD_PURGE_INTERVAL_MS,
    failure: 'unattached uploads could not be purged; the next run tries again',
    task: async () => {
      const olderThan = new Date(Date.now() - UNATTACHED_UPLOAD_MAX_AGE_MS);
      await purgeUnattachedUploads(app.deps, olderThan);
      await purgeOrphanFiles(app.deps, olderThan);
    },
  });
};
