import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/** What pgbench measured: its rate and every transaction's latency (ms, sorted). */
export interface PgbenchRun {
  tps: number;
  ms: number[];
}

/** pgbench's own environment for a database URL: libpq reads the server and account from it. */
function libpqEnv(url: URL): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username || 'postgres'),
    ...(url.password && { PGPASSWORD: decodeURIComponent(url.password) }),
  };
}

// Not the synchronous form: the bench's kept-alive sockets must hear the server close them meanwhile.
const run = promisify(execFile);

/** True when pgbench is on the PATH. */
export const hasPgbench = () => spawnSync('pgbench', ['--version']).status === 0;

/**
 * The database named `name` on the server of `serverUrl`, holding pgbench's TPC-B tables (`-i -s
 * 10`, made here if it has none), so pgbench never writes into the app's database.
 */
export async function ensureCeilingDatabase(serverUrl: string, name: string): Promise<'found' | 'initialised'> {
  const url = new URL(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const ceilingUrl = new URL(serverUrl);
  ceilingUrl.pathname = `/${name}`;
  const ceiling = new pg.Client({ connectionString: ceilingUrl.toString() });
  await ceiling.connect();
  try {
    const tables = await ceiling.query(`select to_regclass('pgbench_branches') is not null as ready`);
    if (tables.rows[0]?.ready) return 'found';
  } finally {
    await ceiling.end();
  }
  await run('pgbench', ['-i', '-s', '10', '-q', name], { env: libpqEnv(url) });
  return 'initialised';
}

/**
 * One pgbench run on database `name` of `serverUrl`'s server (`-M prepared`, `-j 2`): TPC-B, or
 * `script` with its `defines`. Every transaction is logged, for the percentiles pgbench does not print.
 */
export async function runPgbench(
  serverUrl: string,
  name: string,
  {
    clients,
    seconds,
    script,
    defines = {},
  }: { clients: number; seconds: number; script?: string; defines?: Record<string, string> },
): Promise<PgbenchRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
  try {
    const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(seconds)];
    args.push('-l', `--log-prefix=${path.join(dir, 'tx')}`);
    if (script) args.push('-f', script);
    for (const [key, value] of Object.entries(defines)) args.push('-D', `${key}=${value}`);
    const { stdout: out } = await run('pgbench', [...args, name], { env: libpqEnv(new URL(serverUrl)) });
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    // A log line: client, transaction, latency in µs, script, epoch seconds, µs.
    const ms = readdirSync(dir)
      .flatMap((file) => readFileSync(path.join(dir, file), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    return { tps, ms };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
