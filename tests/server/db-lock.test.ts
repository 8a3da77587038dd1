import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { connect, type QueryTimeouts, withoutTimeouts } from '../../src/server/db/client';
import { queryTimeouts } from '../../src/server/db/open';
import {
  type Answer,
  elapsed,
  type OwnPostgres,
  ownPostgresMissing,
  type ServedApp,
  serveOver,
  startOwnPostgres,
} from './helpers/ownPostgres';

/**
 * Another session holds a table locked (a migration, an operator's psql) while the API runs, on a
 * PostgreSQL server of this file's own: the app's queries give up in the database, every request
 * is answered, and /health, which asks on a connection of its own, still says the database is up.
 */
const BUSY = 'The database is busy and could not answer in time, please try again shortly';
/** More requests than the app's pool has connections (10). */
const REQUESTS = 16;

describe.skipIf(ownPostgresMissing)('a table locked by another session while the API runs', () => {
  let own: OwnPostgres;
  let created = 0;

  beforeAll(async () => {
    own = await startOwnPostgres();
  }, 60_000);

  afterAll(async () => {
    await own?.remove();
  });

  /** The app's queries still in the database, other than the locker's own. */
  const stillRunning = async (locker: pg.Client) =>
    (
      await locker.query<{ query: string }>(
        `select query from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
      )
    ).rows;

  it.each<[string, QueryTimeouts, number]>([
    ['the lock timeout (the default settings)', queryTimeouts(loadConfig({})), 2000],
    ['the statement timeout, shorter than the lock timeout', { statementTimeoutMs: 1500, lockTimeoutMs: 60_000 }, 1500],
  ])(
    '%s: every request answers 503 with Retry-After in seconds, /health 200 throughout, nothing left running; 200 once released',
    async (_case, timeouts, cutMs) => {
      const served: ServedApp = await serveOver(own, timeouts);
      const locker = new pg.Client({ connectionString: own.url });
      try {
        // No read before the lock: a kept answer would be served without touching the table.
        const read = () => served.call('GET', '/api/v1/categories');
        const write = () =>
          served.call('POST', '/api/v1/categories/create', { name: `Locked ${++created}`, description: 'Waits' });
        const health = () => served.call('GET', '/api/v1/health');
        expect((await health()).status).toBe(200);

        await locker.connect();
        await locker.query('begin; lock table categories in access exclusive mode');
        const started = performance.now();
        let pending = true;
        const requests = Promise.all(Array.from({ length: REQUESTS }, (_, i) => (i % 2 ? write() : read()))).finally(
          () => {
            pending = false;
          },
        );
        const probes: Answer[] = [];
        while (pending) {
          probes.push(await health());
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const answers = await requests;
        const slowest = Math.max(...answers.map((res) => res.ms));

        for (const res of answers) {
          expect(res.status, res.body).toBe(503);
          expect(JSON.parse(res.body)).toEqual({ message: BUSY });
          expect(Number(res.retryAfter)).toBeGreaterThan(0);
        }
        // Waiting for a connection, then for the lock: at most two cuts and some slack.
        expect(slowest).toBeLessThan(2 * cutMs + 1000);
        expect(probes.length).toBeGreaterThan(2);
        for (const res of probes) {
          expect(res.status, res.body).toBe(200);
          expect(res.ms).toBeLessThan(1000);
        }
        expect(await stillRunning(locker)).toEqual([]);

        await locker.query('rollback');
        const after = await Promise.all([
          ...Array.from({ length: REQUESTS }, (_, i) => (i % 2 ? write() : read())),
          health(),
        ]);
        expect(after.map((res) => res.status)).toEqual(after.map((_, i) => (i % 2 && i < REQUESTS ? 201 : 200)));
        console.info(
          `db-lock (${_case}): ${REQUESTS} requests answered 503 within ${slowest} ms (${elapsed(started)} ms in all); ` +
            `${probes.length} /health probes 200 within ${Math.max(...probes.map((res) => res.ms))} ms`,
        );
      } finally {
        await locker.end().catch(() => undefined);
        await served.close();
      }
    },
    30_000,
  );

  it('migrations and the demo seed run without the timeouts, on a connection the app never gets back', async () => {
    const database = connect({ connectionString: own.url }, undefined, { statementTimeoutMs: 100, lockTimeoutMs: 100 });
    const sleep = sql`select pg_sleep(0.3)`;
    try {
      await expect(database.db.execute(sleep)).rejects.toMatchObject({ cause: { code: '57014' } });
      await withoutTimeouts(database, (db) => db.execute(sleep));
      await expect(database.db.execute(sleep)).rejects.toMatchObject({ cause: { code: '57014' } });
    } finally {
      await database.close();
    }
  });
});
