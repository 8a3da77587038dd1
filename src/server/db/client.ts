import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** What a transaction callback receives; services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// numeric/bigint arrive as strings by default; counts and sums are safe as JS numbers here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

const CONNECT_TIMEOUT_MS = 1000;

export type Connection = { connectionString: string } | { socketDir: string };

/** One pool for both drivers: a PostgreSQL server, or the embedded database's socket. */
export function connect(connection: Connection, onClose: () => Promise<void> = async () => undefined): Database {
  // The embedded database has one session, which outlives a pooled connection: a connection
  // opened after an idle one closed would find the named statements it prepares already taken
  // (42P05). The pool hands a new connection out only once they are cleared.
  const pool =
    'connectionString' in connection
      ? new pg.Pool({
          connectionString: connection.connectionString,
          max: 10,
          // A server that is down answers 503 within 2 s rather than holding the request:
          // connecting, or waiting for a pooled connection, gives up after this.
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        })
      : new pg.Pool({
          host: connection.socketDir,
          user: 'postgres',
          database: 'postgres',
          max: 1,
          onConnect: async (client) => {
            await client.query('DEALLOCATE ALL');
          },
        });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    async close() {
      await pool.end();
      await onClose();
    },
  };
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
