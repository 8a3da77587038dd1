import { readFileSync } from 'node:fs';
import http from 'node:http';
import { type Call, percentile, send, signIn } from './http';
import { printTable } from './markdown';

export interface ExportsBenchOptions {
  /** The API's base URL, ending in /api/v1. */
  base: string;
  accounts: Record<'admin' | 'vendor', { email: string; password: string }>;
  /**
   * The server process's id, whose resident memory is sampled from /proc while each export runs:
   * read from outside rather than from a field the API would expose, so the server tells nobody
   * its memory and the figure includes what Node itself holds.
   */
  serverPid: number;
  /** How many times each export runs. */
  runs: number;
}

/** The server's resident set in MB, from /proc (Linux). */
const rssOf = (pid: number) => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
};

/** One export read to its end as a slow-enough client would: its rows, bytes and time. */
function download(url: string, headers: Record<string, string>) {
  const t0 = performance.now();
  return new Promise<{ rows: number; bytes: number; seconds: number; expected: string | undefined }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
          let bytes = 0;
          let lines = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
          });
          response.on('end', () =>
            resolve({
              // The header line is not a row.
              rows: lines - 1,
              bytes,
              seconds: (performance.now() - t0) / 1000,
              expected: response.headers['x-export-rows']?.toString(),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

/** `call` again and again, a pause between, until `done`: the latencies, sorted. */
async function probe(call: Call, done: () => boolean) {
  const ms: number[] = [];
  while (!done()) {
    const answer = await send(call);
    if (answer.status !== 200) throw new Error(`${call.url}: ${answer.status}`);
    ms.push(answer.ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return ms.sort((a, b) => a - b);
}

const mb = (n: number) => n.toFixed(0);
const p = (sorted: number[]) => `${percentile(sorted, 0.5).toFixed(1)} / ${percentile(sorted, 0.99).toFixed(1)}`;

/**
 * `--target export`: the admin's every-order export, the demo vendor's orders export and the
 * admin's products export, each `runs` times, read to the end by one client while two others
 * ask GET /health and the admin's first orders page (read afresh: `Cache-Control: no-cache`) back
 * to back; the server's RSS is sampled every 50 ms. One Markdown row per run: rows, MB, seconds,
 * rows/s, RSS before and its growth at the peak, and each probe's p50 / p99 meanwhile.
 */
export async function benchExports({ base, accounts, serverPid, runs }: ExportsBenchOptions) {
  const admin = await signIn(base, accounts.admin);
  const vendor = await signIn(base, accounts.vendor);
  const health: Call = { method: 'GET', url: `${base}/health` };
  const list: Call = {
    method: 'POST',
    url: `${base}/order/all-orders`,
    headers: { ...admin, 'cache-control': 'no-cache' },
    body: { pageNumber: 0, pageSize: 10 },
  };
  const until = performance.now() + 3000;
  const quiet = await Promise.all([
    probe(health, () => performance.now() > until),
    probe(list, () => performance.now() > until),
  ]);
  console.log(`idle: /health p50 / p99 ${p(quiet[0])} ms, orders page ${p(quiet[1])} ms`);

  const exports = [
    ['admin orders', `${base}/exports/material-orders`, admin],
    ['vendor orders', `${base}/exports/vendor-orders`, vendor],
    ['admin products', `${base}/exports/materials`, admin],
  ] as const;
  const rows: string[][] = [];
  for (const [label, url, headers] of exports) {
    for (let run = 1; run <= runs; run++) {
      const before = rssOf(serverPid);
      let peak = before;
      let done = false;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(serverPid));
      }, 50);
      const [result, healthMs, listMs] = await Promise.all([
        download(url, headers).finally(() => {
          done = true;
        }),
        probe(health, () => done),
        probe(list, () => done),
      ]);
      clearInterval(sampler);
      rows.push([
        `${label} #${run}`,
        String(result.rows),
        result.expected ?? '—',
        mb(result.bytes / 1024 ** 2),
        result.seconds.toFixed(1),
        mb(result.rows / result.seconds),
        mb(before),
        `+${mb(peak - before)}`,
        p(healthMs),
        p(listMs),
      ]);
    }
  }
  printTable(
    [
      'export',
      'rows',
      'announced',
      'MB',
      's',
      'rows/s',
      'RSS MB',
      'RSS peak',
      '/health p50 / p99 ms',
      'orders page p50 / p99 ms',
    ],
    rows,
  );
}
