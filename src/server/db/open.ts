import type { Config } from '../config';
import { connect, type Database, type QueryTimeouts } from './client';
import { spawnPglite } from './pglite/spawn';

/**
 * A PostgreSQL server when DATABASE_URL is set, else the embedded database in DATA_DIR.
 * `onCrash` hears of the embedded database's process dying while the server runs. The server
 * passes `timeouts` for its requests' queries; the seed none.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onCrash?: (how: string) => void,
  timeouts?: QueryTimeouts,
): Promise<Database> {
  if (config.databaseUrl) return connect({ connectionString: config.databaseUrl }, undefined, timeouts);
  const child = await spawnPglite(config.dataDir, onCrash);
  return connect({ socketDir: child.socketDir }, child.stop, timeouts);
}

/** The app's query timeouts as configured. */
export const queryTimeouts = (config: Pick<Config, 'dbStatementTimeoutMs' | 'dbLockTimeoutMs'>): QueryTimeouts => ({
  statementTimeoutMs: config.dbStatementTimeoutMs,
  lockTimeoutMs: config.dbLockTimeoutMs,
});
