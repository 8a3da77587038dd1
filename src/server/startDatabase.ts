import { type BootstrapOutcome, bootstrap } from './bootstrap';
import type { Config } from './config';
import { type Database, migrateSchema, withStartupLock } from './db/client';
import { openDatabase, queryTimeouts } from './db/open';

/**
 * The server's database, ready to serve: its schema brought up to date and, on a first start,
 * filled (bootstrap), without the app's query timeouts and under the startup lock (instances
 * starting together: one migrates and creates the first admin, the others find them). `onCrash` as for `openDatabase`.
 */
export async function startDatabase(
  config: Config,
  onCrash: (how: string) => void,
): Promise<{ database: Database; outcome: BootstrapOutcome }> {
  const open = () => openDatabase(config, onCrash, queryTimeouts(config));
  let database = await open();
  try {
    const outcome = await withStartupLock(database, async (db) => {
      await migrateSchema(db);
      return bootstrap(db, config);
    });
    if (outcome === 'seeded' && !config.databaseUrl) {
      // Creating and filling the embedded database leaves its process holding ~850 MB that
      // WebAssembly never gives back; reopened, it holds ~220 MB (measured, docs/performance.md).
      await database.close();
      database = await open();
    }
    return { database, outcome };
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}
