import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import * as schema from '../../src/server/db/schema';
import type { BenchRow } from './rows';

/** One statement as the server sent it: its text and its parameters. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** What every request runs besides its route's own statements: the session check and the cache's snapshot. */
const AROUND_THE_ROUTE = [/pg_current_snapshot\(\)/, /\brefresh_tokens\b/];

/**
 * The statements each row's call runs, read by making the call once on an app of this process
 * over the same database with drizzle's query log on (the server's own code, so the very
 * statements it prepares). Signing in writes a session row, as the bench's sign-ins do.
 */
export async function statementsOf(
  databaseUrl: string,
  rows: readonly BenchRow[],
  accounts: Record<'admin' | 'vendor', { email: string; password: string }>,
): Promise<Map<string, Statement[]>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let log: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, params) => log.push({ text, params }) } });
  const app = await buildApp({
    config: loadConfig({ ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl }),
    db,
  });
  try {
    const headers: Record<string, Record<string, string>> = {};
    for (const [as, account] of Object.entries(accounts)) {
      const answer = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: account });
      headers[as] = { authorization: `Bearer ${answer.json<{ token: string }>().token}`, 'cache-control': 'no-cache' };
    }
    const statements = new Map<string, Statement[]>();
    for (const row of rows) {
      log = [];
      const answer = await app.inject({
        method: row.method,
        url: `/api/v1${row.path}`,
        headers: headers[row.as],
        ...(row.body === undefined ? {} : { payload: row.body as object }),
      });
      if (answer.statusCode !== 200) throw new Error(`${row.name} failed: ${answer.statusCode} ${answer.body}`);
      statements.set(
        row.name,
        log.filter(({ text }) => !AROUND_THE_ROUTE.some((pattern) => pattern.test(text))),
      );
    }
    return statements;
  } finally {
    await app.close();
    await pool.end();
  }
}

/** A value as an SQL literal, for the pgbench script (pgbench's own variables cannot be null). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** A pgbench script running the statements one after the other, their parameters written in. */
export const pgbenchScript = (statements: readonly Statement[]) =>
  statements
    .map(({ text, params }) => `${text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))};`)
    .join('\n');
