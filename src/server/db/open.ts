import type { Config } from '../config';
import { connect, type Database } from './client';
import { spawnPglite } from './pglite/spawn';

/**
 * A PostgreSQL server when DATABASE_URL is set, else the embedded database in DATA_DIR.
 * `onCrash` hears of the embedded database's process dying while the server runs.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onCrash?: (how: string) => void,
): Promise<Database> {
  if (config.databaseUrl) return connect({ connectionString: config.databaseUrl });
  const child = await spawnPglite(config.dataDir, onCrash);
  return connect({ socketDir: child.socketDir }, child.stop);
}
