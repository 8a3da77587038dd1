import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { periodicTask } from '../../http/periodicTask';

/** Changes deleted per statement: each a short transaction, so writes never wait long behind it. */
export const PURGE_BATCH = 5000;
/** A pause between batches, so a long purge leaves the database to the requests. */
const PAUSE_MS = 20;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the changes recorded before `olderThan`, oldest first, a batch at a time (their images'
 * rows go with them; the upload purge then removes files nothing shows). Answers how many.
 */
export async function purgeActivity(db: Db, olderThan: Date, shouldStop: () => boolean = () => false): Promise<number> {
  let purged = 0;
  for (;;) {
    const { rowCount } = await db.execute(sql`
      delete from activity where id in (
        select id from activity where at < ${olderThan} order by at limit ${PURGE_BATCH})`);
    purged += rowCount ?? 0;
    if ((rowCount ?? 0) < PURGE_BATCH || shouldStop()) return purged;
    await sleep(PAUSE_MS);
  }
}

/** With ACTIVITY_RETENTION_DAYS set, purges older changes once the app is ready and then hourly. */
export const activityRetentionPlugin: FastifyPluginAsync = async (app) => {
  const days = app.deps.config.activityRetentionDays;
  if (days === undefined) return;
  periodicTask(app, {
    everyMs: PURGE_INTERVAL_MS,
    failure: 'the activity log could not be purged; the next run tries again',
    task: async (shouldStop) => {
      const purged = await purgeActivity(app.deps.db, new Date(Date.now() - days * 86_400_000), shouldStop);
      if (purged > 0) app.log.info({ count: purged, days }, 'purged changes past the activity retention');
    },
  });
};
