import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Listen, listenOn } from './listen';
import { sessionListen } from './pglite/sessionListen';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** What a transaction callback receives; services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query of records is built from: the database, a transaction, or `db.with(...)` holding CTEs it reads. */
export type RecordSource = Pick<Db, 'select'>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * What `/health` asks: on PostgreSQL a connection of its own, so a pool full of requests waiting
   * on a lock does not make a database that answers look down; the embedded database's one session
   * otherwise.
   */
  probe: Db;
  /**
   * LISTEN on a connection of its own, on PostgreSQL only: over the embedded database's socket a
   * LISTEN hears nothing (pglite-socket 0.2.17, checked), and it serves one instance anyway.
   */
  listen?: Listen;
  /**
   * LISTEN on either database, for notifications with a payload (the inbox's `vendor_feed`): on
   * PostgreSQL `listen`; on the embedded one, its session through the pool's connection, which
   * hears what the app's own writes commit (`pglite/sessionListen.ts`).
   */
  notifications: Listen;
  /**
   * Runs `work` on every connection of the pool before it serves a query (those open now, those
   * it opens later) and opens the pool's connections now, kept open from then on. The server
   * passes its write statements run on no rows: a session's first run of a statement plans it
   * and its triggers' statements (13 ms for update-order's), which otherwise fell on a request.
   */
  warmUp(work: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** Limits on the app's queries, set on each of its connections (on PostgreSQL only). */
export interface QueryTimeouts {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// numeric/bigint arrive as strings by default; counts and sums are safe as JS numbers here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

const CONNECT_TIMEOUT_MS = 1000;
/** `select 1` takes a millisecond; a probe slower than this reports the database down. */
const PROBE_TIMEOUT_MS = 1000;

export type Connection = { connectionString: string } | { socketDir: string };

/**
 * One pool for both drivers: a PostgreSQL server, or the embedded database's socket. `timeouts`
 * bound every query of the pool in the database itself (the server cancels it and answers
 * 57014 or 55P03); without them (migrations, the seed) a query may take as long as it needs.
 * The embedded database ignores them: it runs one session, so no query waits on another's lock,
 * and its WebAssembly build never fires a statement timeout (measured).
 */
export function connect(
  connection: Connection,
  onClose: () => Promise<void> = async () => undefined,
  timeouts?: QueryTimeouts,
): Database {
  const server = 'connectionString' in connection ? connection.connectionString : undefined;
  let warm: ((db: Db) => Promise<void>) | undefined;
  const warmed = new WeakSet<pg.ClientBase>();
  const listen = server ? listenOn(server) : undefined;
  // The embedded database's; the pool is read when a channel is first listened on, after it exists.
  const session = sessionListen(() => pool.connect());
  const warmUpOn = async (client: pg.ClientBase) => {
    if (!warm || warmed.has(client)) return;
    // The pool's connections are pg.Client objects (its types name only their base).
    await warm(drizzle(client as pg.Client, { schema }));
    warmed.add(client);
  };
  // The embedded database has one session, which outlives a pooled connection: a connection
  // opened after an idle one closed would find the named statements it prepares already taken
  // (42P05). The pool hands a new connection out only once they are cleared (and warmed).
  const pool =
    'socketDir' in connection
      ? new pg.Pool({
          host: connection.socketDir,
          user: 'postgres',
          database: 'postgres',
          max: 1,
          onConnect: async (client) => {
            await client.query('DEALLOCATE ALL');
            await session.attach(client);
            await warmUpOn(client);
          },
        })
      : new pg.Pool({
          connectionString: server,
          max: 10,
          // A server that is down answers 503 within 2 s rather than holding the request:
          // connecting, or waiting for a pooled connection, gives up after this.
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          ...(timeouts && { statement_timeout: timeouts.statementTimeoutMs, lock_timeout: timeouts.lockTimeoutMs }),
          onConnect: warmUpOn,
        });
  const probePool = server
    ? new pg.Pool({
        connectionString: server,
        max: 1,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        statement_timeout: PROBE_TIMEOUT_MS,
        lock_timeout: PROBE_TIMEOUT_MS,
      })
    : undefined;
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  // A checked-out client's (a transaction's, when the server goes) also fails its query, which
  // answers the request: the event itself needs a listener, or it is thrown.
  for (const p of [pool, probePool]) {
    p?.on('error', () => undefined);
    p?.on('connect', (client) => client.on('error', () => undefined));
  }
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    probe: probePool ? drizzle(probePool, { schema }) : db,
    ...(listen && { listen }),
    notifications: listen ?? session.listen,
    async warmUp(work) {
      warm = work;
      // Every connection at once, so each is a new one or an idle one; none closes when idle now.
      pool.options.min = pool.options.max;
      const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
      try {
        for (const client of clients) await warmUpOn(client);
      } finally {
        for (const client of clients) client.release();
      }
    },
    async close() {
      await Promise.all([pool.end(), probePool?.end()]);
      await onClose();
    },
  };
}

/**
 * Runs `work` on a connection of its own with no query timeouts (migrations, the demo seed: a
 * statement may rewrite or fill a big table), closed afterwards rather than handed back to the app.
 */
export async function withoutTimeouts<T>(database: Pick<Database, 'pool'>, work: (db: Db) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query('set statement_timeout = 0; set lock_timeout = 0');
    return await work(drizzle(client, { schema }));
  } finally {
    client.release(true);
  }
}

/** Any fixed number: the advisory lock servers starting together on one database take in turn. */
const STARTUP_LOCK = 7_301_015;

/**
 * Runs `work` on a connection without timeouts while holding the startup lock, so instances that
 * start together on one PostgreSQL migrate and bootstrap one after the other: the first does the
 * work, the others find it done. The lock ends with the connection.
 */
export const withStartupLock = <T>(database: Pick<Database, 'pool'>, work: (db: Db) => Promise<T>): Promise<T> =>
  withoutTimeouts(database, async (db) => {
    await db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK})`);
    return work(db);
  });

/** Brings the schema up to date (what `runMigrations` does, on a connection the caller holds). */
export const migrateSchema = (db: Db): Promise<void> => migrate(db, { migrationsFolder });

/** Brings the schema up to date, without the app's query timeouts, under the startup lock. */
export const runMigrations = (database: Pick<Database, 'pool'>): Promise<void> =>
  withStartupLock(database, migrateSchema);
