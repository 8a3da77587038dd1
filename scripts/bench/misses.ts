import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Call, loadCall, percentile, send, signIn } from './http';
import { printTable } from './markdown';
import { hasPgbench, runPgbench } from './pgbench';
import { benchRows } from './rows';
import { pgbenchScript, statementsOf } from './statements';

export interface MissesOptions {
  /** The API's base URL, ending in /api/v1. */
  base: string;
  clients: number;
  seconds: number;
  accounts: Record<'admin' | 'vendor', { email: string; password: string }>;
  /** The server's database: its statements run there again from pgbench (they only read). */
  databaseUrl: string;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/**
 * `--target misses`: each list of the table read afresh every time (`Cache-Control: no-cache`, so
 * the snapshot cache keeps nothing for it), from `clients` callers, beside pgbench running the
 * statements the call runs (read once from the server's own code, `statements.ts`) from as many
 * clients: what a list costs when its answer is not kept, against what the database alone does.
 */
export async function benchMisses({ base, clients, seconds, accounts, databaseUrl }: MissesOptions) {
  if (!hasPgbench()) throw new Error('--target misses needs pgbench on the PATH');
  const statements = await statementsOf(databaseUrl, benchRows, accounts);
  const fresh = { 'cache-control': 'no-cache' };
  const headers = {
    admin: { ...(await signIn(base, accounts.admin)), ...fresh },
    vendor: { ...(await signIn(base, accounts.vendor)), ...fresh },
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-misses-'));
  console.error(`${clients} clients, ${seconds} s a run; pgbench reads database ${databaseName(databaseUrl)}`);
  const rows: string[][] = [];
  try {
    for (const row of benchRows) {
      const call: Call = { method: row.method, url: `${base}${row.path}`, headers: headers[row.as], body: row.body };
      const probe = await send(call);
      if (probe.status !== 200) throw new Error(`${row.name} failed: ${probe.status} ${probe.text()}`);
      await loadCall(call, clients, 1);
      const http = await loadCall(call, clients, seconds);
      const script = path.join(dir, 'list.sql');
      writeFileSync(script, pgbenchScript(statements.get(row.name) ?? []));
      const alone = await runPgbench(databaseUrl, databaseName(databaseUrl), { clients, seconds, script });
      rows.push([
        row.name,
        `${http.rate.toFixed(0)}, ${ms(percentile(http.ms, 0.99))}`,
        `${alone.tps.toFixed(0)}, ${ms(percentile(alone.ms, 0.99))}`,
        `${((http.rate / alone.tps) * 100).toFixed(0)} %`,
        String(statements.get(row.name)?.length ?? 0),
        String(http.errors),
      ]);
      console.error(`  ${row.name}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(['call, not kept', 'req/s, p99', 'its statements alone: tps, p99', 'share', 'statements', 'errors'], rows);
}
