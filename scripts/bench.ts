/**
 * Load benchmark against a running server (`npm start`, optionally after `npm run seed -- --scale N`).
 * It signs in as the demo vendor, loads the vendor dashboard from many concurrent clients for a
 * bounded time, and meanwhile probes a route that touches no database (the OpenAPI document):
 * if database work stalled the event loop, that probe's latency would climb with the load.
 *
 *   npm run bench -- --url http://localhost:3000 --seconds 10 --concurrency 16
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    email: { type: 'string', default: 'vendor@example.com' },
    password: { type: 'string', default: 'vendor123' },
  },
});
const base = new URL('/api/v1', values.url).toString();
const probeUrl = new URL('/api/docs/json', values.url).toString();
const seconds = Math.min(Number(values.seconds), 120);
const concurrency = Math.min(Number(values.concurrency), 256);
if (!/^https?:\/\/(localhost|127\.|\[::1\])/.test(values.url)) throw new Error('bench only targets this machine');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const summary = (label: string, ms: number[], errors: number) => {
  const s = [...ms].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(22)} n=${String(s.length).padStart(6)}  err=${errors}  p50=${f(percentile(s, 0.5))}ms  p95=${f(percentile(s, 0.95))}ms  p99=${f(percentile(s, 0.99))}ms`,
  );
};

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; ok: boolean }> {
  const t0 = performance.now();
  const res = await fetch(url, init).catch(() => null);
  if (res) await res.arrayBuffer();
  return { ms: performance.now() - t0, ok: !!res?.ok };
}

async function main() {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: values.email, password: values.password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const idle: number[] = [];
  for (let i = 0; i < 50; i++) idle.push((await timed(probeUrl)).ms);
  summary('no-db probe, idle', idle, 0);

  const deadline = Date.now() + seconds * 1000;
  const load: number[] = [];
  const probe: number[] = [];
  let loadErrors = 0;
  let probeErrors = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const r = await timed(`${base}/dashboard/vendor-dashboard`, { headers });
      load.push(r.ms);
      if (!r.ok) loadErrors++;
    }
  };
  const prober = async () => {
    while (Date.now() < deadline) {
      const r = await timed(probeUrl);
      probe.push(r.ms);
      if (!r.ok) probeErrors++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await Promise.all([...Array.from({ length: concurrency }, worker), prober()]);
  summary(`dashboard x${concurrency}`, load, loadErrors);
  summary('no-db probe, loaded', probe, probeErrors);
  console.log(`throughput: ${(load.length / seconds).toFixed(0)} dashboard req/s over ${seconds}s`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
