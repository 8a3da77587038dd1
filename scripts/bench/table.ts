import { type Call, loadCall, percentile, send, signIn } from './http';
import { printTable } from './markdown';
import { benchRows } from './rows';

export interface TableOptions {
  /** The API's base URL, ending in /api/v1. */
  base: string;
  clients: number;
  seconds: number;
  accounts: Record<'admin' | 'vendor', { email: string; password: string }>;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Loads GET /health (the ceiling: a request that reads the database once and does nothing
 * else), then every row, each from `clients` callers for `seconds`, then /health again, and
 * prints one Markdown table: rate, p50, p99 and the share of /health's mean rate.
 */
export async function benchTable({ base, clients, seconds, accounts }: TableOptions) {
  const headers = { admin: await signIn(base, accounts.admin), vendor: await signIn(base, accounts.vendor) };
  const calls = benchRows.map((row): [string, Call] => [
    row.name,
    { method: row.method, url: `${base}${row.path}`, headers: headers[row.as], body: row.body },
  ]);
  for (const [name, call] of calls) {
    const answer = await send(call);
    if (answer.status !== 200) throw new Error(`${name} failed before loading: ${answer.status} ${answer.text()}`);
  }
  const health: Call = { method: 'GET', url: `${base}/health` };
  console.error(`${clients} clients, ${seconds} s a row, after a second of each to warm up…`);
  // The server's code is compiled and its statements prepared before anything is measured.
  for (const call of [health, ...calls.map(([, c]) => c)]) await loadCall(call, clients, 1);
  const before = await loadCall(health, clients, seconds);
  const results = [];
  for (const [name, call] of calls) {
    results.push({ name, ...(await loadCall(call, clients, seconds)) });
    console.error(`  ${name}`);
  }
  const after = await loadCall(health, clients, seconds);
  const ceiling = (before.rate + after.rate) / 2;

  const header = ['call', 'req/s', 'p50', 'p99', 'of /health', 'errors'];
  const rows: string[][] = [
    [
      'GET /health (before / after)',
      `${before.rate.toFixed(0)} / ${after.rate.toFixed(0)}`,
      ms(percentile(before.ms, 0.5)),
      ms(percentile(before.ms, 0.99)),
      '100 %',
      String(before.errors + after.errors),
    ],
    ...results.map((r) => [
      r.name,
      r.rate.toFixed(0),
      ms(percentile(r.ms, 0.5)),
      ms(percentile(r.ms, 0.99)),
      `${((r.rate / ceiling) * 100).toFixed(0)} %`,
      String(r.errors),
    ]),
  ];
  printTable(header, rows);
}
