import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../db/client';

const dialect = new PgDialect();

/** drizzle's node-postgres database keeps its pool as $client. */
const poolOf = (db: Db) => (db as Db & { $client: pg.Pool }).$client;

/**
 * Whether an export may hold a connection for its length: on a PostgreSQL server, whose pool has
 * several; not on the embedded database, whose one session every other request waits for.
 */
export const mayHoldConnection = (db: Db) => (poolOf(db).options.max ?? 1) > 1;

/**
 * How long one FETCH may take. The first one runs the statement's joins and sort to their end
 * (a million orders: seconds), which the app's statement timeout would cancel.
 */
const FETCH_TIMEOUT = '120s';
/** Memory for each hash and sort of the statement, so a million rows' joins and sort stay off the disk. */
const WORK_MEM = '32MB';

/**
 * A whole export as one statement, on PostgreSQL only: a cursor in a read-only transaction on a
 * connection of the pool held for the export's length, read `batchRows` at a time. Planned for
 * the whole result: `cursor_tuple_fraction = 1` and no nested loops, so one pass with hash joins
 * rather than an index lookup per row (a plan stale statistics can otherwise pick: 36 s instead
 * of 11 for the demo vendor's 464,679 orders at --scale 2500), and no JIT, whose compiling (a
 * second here) such a statement never repays. Closing the generator (the client gone) rolls back
 * and hands the connection back at once.
 */
export async function* cursorBatches<Row>(db: Db, statement: SQL, batchRows: number): AsyncGenerator<Row[]> {
  const client = await poolOf(db).connect();
  let committed = false;
  try {
    await client.query('begin read only');
    await client.query(
      `set local jit = off; set local cursor_tuple_fraction = 1; set local enable_nestloop = off;
       set local work_mem = '${WORK_MEM}'; set local statement_timeout = '${FETCH_TIMEOUT}'`,
    );
    const { sql: text, params } = dialect.sqlToQuery(statement);
    await client.query(`declare export_rows no scroll cursor for ${text}`, params);
    for (;;) {
      const { rows } = await client.query<Row & pg.QueryResultRow>(`fetch ${batchRows} from export_rows`);
      if (rows.length) yield rows;
      if (rows.length < batchRows) break;
    }
    await client.query('commit');
    committed = true;
  } finally {
    if (!committed) await client.query('rollback').catch(() => undefined);
    client.release();
  }
}
