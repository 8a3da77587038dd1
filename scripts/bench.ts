/**
 * Load benchmark against a running server (`npm start`, optionally after `npm run seed -- --scale N`).
 *
 * `--target table` (the default) prints one Markdown table: GET /health as the ceiling, then every
 * list call of spec §7 and the vendor dashboard (scripts/bench/rows.ts), each loaded from
 * `--concurrency` clients for `--seconds`, with req/s, p50, p99 and the share of /health's rate.
 *
 * `--target dashboard` signs in as the demo vendor, loads the vendor dashboard from
 * many concurrent clients for a bounded time, and meanwhile probes a route that touches no
 * database (the OpenAPI document): if database work stalled the event loop, that probe's latency
 * would climb with the load.
 *
 * `--target products` loads GET /health, then the materials list (`get-vendor-products`) as the
 * demo vendor and as the demo admin, on page 1, the middle page and the last page, each from
 * `--concurrency` clients for `--seconds`: /health is the yardstick of what the server does per
 * request without real work.
 *
 * `--target orders` loads GET /health, then the admin's orders list (`all-orders`) and the demo
 * vendor's (`all-vendor-orders`) on the first page, a PENDING-filtered page (first and middle),
 * the middle page, a page near the end and one past the last (the counters alone), then the
 * vendor's `update-order` on random orders of its first pages with random statuses (it changes
 * the data), each from `--concurrency` clients for `--seconds`, and prints each rate against
 * /health's (loaded before and after).
 *
 * `--target notifications` (as the demo admin) loads GET /health, the notifications list and the
 * seller requests list (PENDING page 1, every status page 1, the last page), each from
 * `--concurrency` clients for `--seconds`; then times one send of a broadcast to every customer and
 * its revert while another client keeps loading the seller requests list, whose latency meanwhile
 * shows whether other requests keep answering.
 *
 * `--target rentals` (as the demo admin) loads GET /health, then each of the rentals and service
 * bookings lists on the first page, a PENDING-filtered first page and a page near the end, then
 * each update call on random records of the first pages with random offered statuses (it changes
 * the data), each from `--concurrency` clients for `--seconds`, and prints each rate against
 * /health's (loaded before and after).
 *
 *   npm run bench -- --url http://localhost:3000 --seconds 10 --concurrency 16
 *   npm run bench -- --target products --concurrency 10
 *   npm run bench -- --target orders --concurrency 10
 */
import { parseArgs } from 'node:util';
import { send } from './bench/http';
import { benchTable } from './bench/table';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    target: { type: 'string', default: 'table' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
    email: { type: 'string', default: 'vendor@example.com' },
    password: { type: 'string', default: 'vendor123' },
    'admin-email': { type: 'string', default: 'admin@example.com' },
    'admin-password': { type: 'string', default: 'admin123' },
    'page-size': { type: 'string', default: '10' },
  },
});
const base = new URL('/api/v1', values.url).toString();
const probeUrl = new URL('/api/docs/json', values.url).toString();
const seconds = Math.min(Number(values.seconds), 120);
const concurrency = Math.min(Number(values.concurrency), 256);
if (!/^https?:\/\/(localhost|127\.|\[::1\])/.test(values.url)) throw new Error('bench only targets this machine');
const table = () =>
  benchTable({
    base,
    clients: concurrency,
    seconds,
    accounts: {
      admin: { email: values['admin-email'], password: values['admin-password'] },
      vendor: { email: values.email, password: values.password },
    },
  });
const targets: Record<string, () => Promise<void>> = { table, dashboard, products, orders, notifications, rentals };
const target = targets[values.target];
if (!target) throw new Error(`--target is one of ${Object.keys(targets).join(', ')}`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const summary = (label: string, ms: number[], errors: number, throughput?: number) => {
  const s = [...ms].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  const rate = throughput === undefined ? '' : `  ${throughput.toFixed(0).padStart(5)} req/s`;
  console.log(
    `${label.padEnd(34)} n=${String(s.length).padStart(6)}  err=${errors}  p50=${f(percentile(s, 0.5))}ms  p95=${f(percentile(s, 0.95))}ms  p99=${f(percentile(s, 0.99))}ms${rate}`,
  );
};

/** One call through the bench's lean client (scripts/bench/http.ts), as every target loads. */
async function timed(url: string, init: RequestInit = {}): Promise<{ ms: number; ok: boolean }> {
  const answer = await send({
    method: init.method === 'POST' ? 'POST' : 'GET',
    url,
    headers: init.headers as Record<string, string> | undefined,
    json: typeof init.body === 'string' ? init.body : undefined,
  });
  return { ms: answer.ms, ok: answer.status >= 200 && answer.status < 300 };
}

async function signIn(email: string, password: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in as ${email} failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** `concurrency` clients calling `url` back to back until `seconds` have passed (`init` makes each request). */
async function load(
  url: string,
  headers: Record<string, string>,
  until: number,
  init: () => RequestInit = () => ({ headers }),
) {
  const ms: number[] = [];
  let errors = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const r = await timed(url, init());
      ms.push(r.ms);
      if (!r.ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms, errors };
}

async function dashboard() {
  const headers = await signIn(values.email, values.password);
  const idle: number[] = [];
  for (let i = 0; i < 50; i++) idle.push((await timed(probeUrl)).ms);
  summary('no-db probe, idle', idle, 0);

  const deadline = Date.now() + seconds * 1000;
  const probe: number[] = [];
  let probeErrors = 0;
  const prober = async () => {
    while (Date.now() < deadline) {
      const r = await timed(probeUrl);
      probe.push(r.ms);
      if (!r.ok) probeErrors++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const [loaded] = await Promise.all([load(`${base}/dashboard/vendor-dashboard`, headers, deadline), prober()]);
  summary(`dashboard x${concurrency}`, loaded.ms, loaded.errors);
  summary('no-db probe, loaded', probe, probeErrors);
  console.log(`throughput: ${(loaded.ms.length / seconds).toFixed(0)} dashboard req/s over ${seconds}s`);
}

async function products() {
  const pageSize = Number(values['page-size']);
  const listUrl = (pageNumber: number) =>
    `${base}/products/get-vendor-products?pageNumber=${pageNumber}&pageSize=${pageSize}`;
  const run = async (label: string, url: string, headers: Record<string, string> = {}) => {
    const { ms, errors } = await load(url, headers, Date.now() + seconds * 1000);
    summary(label, ms, errors, ms.length / seconds);
  };
  console.log(`${concurrency} clients, ${seconds}s each, ${pageSize} products a page`);
  await run('GET /health', `${base}/health`);
  for (const [role, email, password] of [
    ['vendor', values.email, values.password],
    ['admin', values['admin-email'], values['admin-password']],
  ] as const) {
    const headers = await signIn(email, password);
    const first = await fetch(listUrl(1), { headers });
    if (!first.ok) throw new Error(`${role} list failed: ${first.status} ${await first.text()}`);
    const { totalRows } = (await first.json()) as { totalRows: number };
    const last = Math.max(1, Math.ceil(totalRows / pageSize));
    console.log(`${role}: ${totalRows} products, ${last} pages`);
    for (const [which, page] of [
      ['page 1', 1],
      ['middle', Math.ceil(last / 2)],
      ['last', last],
    ] as const) {
      await run(`${role} ${which} (${page})`, listUrl(page), headers);
    }
  }
}

type Headers = Record<string, string>;
const postJson = (headers: Headers, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** `concurrency` clients on one call for `seconds`, summarised; answers its rate (req/s). */
async function run(label: string, url: string, init: () => RequestInit) {
  const { ms, errors } = await load(url, {}, Date.now() + seconds * 1000, init);
  summary(label, ms, errors, ms.length / seconds);
  return ms.length / seconds;
}

/** Each call's rate against /health's, loaded again now: other load moves both, so the yardstick is their mean. */
async function reportRates(healthBefore: number, rates: readonly [string, number][]) {
  const health = (healthBefore + (await run('GET /health, again', `${base}/health`, () => ({})))) / 2;
  for (const [name, rate] of rates)
    console.log(`${name.padEnd(40)} ${((rate / health) * 100).toFixed(0).padStart(4)}% of /health's rate`);
}

async function orders() {
  const pageSize = Number(values['page-size']);
  const statuses = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'];
  const totalPages = async (url: string, headers: Headers, body: object) => {
    const res = await fetch(url, postJson(headers, body));
    if (!res.ok) throw new Error(`${url} failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { pagination: { totalPages: number } }).pagination.totalPages;
  };

  console.log(`${concurrency} clients, ${seconds}s each, ${pageSize} orders a page`);
  const healthBefore = await run('GET /health', `${base}/health`, () => ({}));
  const rates: [string, number][] = [];
  const lists = [
    ['admin', 'all-orders', values['admin-email'], values['admin-password']],
    ['vendor', 'all-vendor-orders', values.email, values.password],
  ] as const;
  for (const [role, path, email, password] of lists) {
    const headers = await signIn(email, password);
    // The admin's filter is in the body, the vendor's in the query (spec §7).
    const call = (pageNumber: number, status?: string) => ({
      url: `${base}/order/${path}${status && role === 'vendor' ? `?status=${status}` : ''}`,
      body: { pageNumber, pageSize, ...(status && role === 'admin' ? { status } : {}) },
    });
    const pages = await totalPages(call(0).url, headers, call(0).body);
    const pending = await totalPages(call(0, 'PENDING').url, headers, call(0, 'PENDING').body);
    console.log(`${role}: ${pages} pages, ${pending} PENDING pages`);
    for (const [which, pageNumber, status] of [
      ['first page', 0, undefined],
      ['PENDING first page', 0, 'PENDING'],
      ['PENDING middle', Math.floor(pending / 2), 'PENDING'],
      ['middle', Math.floor(pages / 2), undefined],
      ['near the end', Math.max(0, pages - 2), undefined],
      // No page to read: what the call costs with its counters alone, the yardstick of the rest.
      ['past the last page', pages, undefined],
    ] as const) {
      const { url, body } = call(pageNumber, status);
      const label = `${role} ${which} (${pageNumber})`;
      rates.push([label, await run(label, url, () => postJson(headers, body))]);
    }
  }

  const vendor = await signIn(values.email, values.password);
  const ids: string[] = [];
  for (let pageNumber = 0; pageNumber < 4; pageNumber++) {
    const res = await fetch(`${base}/order/all-vendor-orders`, postJson(vendor, { pageNumber, pageSize: 50 }));
    ids.push(...((await res.json()) as { data: { id: string }[] }).data.map((o) => o.id));
  }
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
  const label = `vendor update-order (${ids.length} orders)`;
  rates.push([
    label,
    await run(label, `${base}/order/update-order`, () =>
      postJson(vendor, { orderId: pick(ids), status: pick(statuses) }),
    ),
  ]);
  await reportRates(healthBefore, rates);
}

async function notifications() {
  const admin = await signIn(values['admin-email'], values['admin-password']);
  const run = async (label: string, url: string) => {
    const { ms, errors } = await load(url, admin, Date.now() + seconds * 1000);
    summary(label, ms, errors, ms.length / seconds);
  };
  const requests = (query: string) => `${base}/seller-requests?${query}`;
  const first = await fetch(requests('page=1'), { headers: admin });
  if (!first.ok) throw new Error(`seller requests failed: ${first.status} ${await first.text()}`);
  const { totalPages } = ((await first.json()) as { pagination: { totalPages: number } }).pagination;
  console.log(`${concurrency} clients, ${seconds}s each; ${totalPages} pages of seller requests`);
  await run('GET /health', `${base}/health`);
  await run('notifications list', `${base}/admin-notifications`);
  await run('seller requests PENDING page 1', requests('status=PENDING&page=1'));
  await run('seller requests page 1', requests('page=1'));
  await run(`seller requests last page (${totalPages})`, requests(`page=${Math.max(1, totalPages)}`));

  /** One call timed while another client loads the seller requests list back to back. */
  const meanwhile = async (label: string, call: () => Promise<Response>) => {
    let done = false;
    const probe: number[] = [];
    let probeErrors = 0;
    const prober = async () => {
      while (!done) {
        const r = await timed(requests('status=PENDING&page=1'), { headers: admin });
        probe.push(r.ms);
        if (!r.ok) probeErrors++;
      }
    };
    const t0 = performance.now();
    const [res] = await Promise.all([call().finally(() => (done = true)), prober()]);
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`${label} failed: ${res.status} ${await res.text()}`);
    console.log(`${label.padEnd(34)} ${ms.toFixed(0).padStart(7)}ms`);
    summary('  seller requests meanwhile', probe, probeErrors);
    return res;
  };
  const sent = await meanwhile('send to every customer', () =>
    fetch(`${base}/admin-notifications/send`, postJson(admin, { title: 'Bench broadcast', message: 'Please ignore' })),
  );
  const { data } = (await sent.json()) as { data: { id: string; reach: number } };
  console.log(`  reached ${data.reach} customers`);
  await meanwhile('revert it', () =>
    fetch(`${base}/admin-notifications/revert`, postJson(admin, { adminNotificationId: data.id })),
  );
}

async function rentals() {
  const pageSize = Number(values['page-size']);
  const admin = await signIn(values['admin-email'], values['admin-password']);
  const page = async (url: string, pageNumber: number, size = pageSize) => {
    const res = await fetch(url, postJson(admin, { pageNumber, pageSize: size }));
    if (!res.ok) throw new Error(`${url} failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: { id: string }[]; pagination: { totalPages: number } };
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
  const statuses = ['PENDING', 'CONFIRMED', 'CANCELLED'];

  console.log(`${concurrency} clients, ${seconds}s each, ${pageSize} records a page`);
  const healthBefore = await run('GET /health', `${base}/health`, () => ({}));
  const rates: [string, number][] = [];
  const lists = [
    ['rentals', 'equipment-rentals/get-all-rental-orders', 'equipment-rentals/update-rental-order', 'rentalId'],
    ['bookings', 'service-bookings/all-booked-services', 'service-bookings/update-booked-service', 'bookingId'],
  ] as const;
  for (const [name, listPath, updatePath, idKey] of lists) {
    const listUrl = `${base}/${listPath}`;
    const pages = (await page(listUrl, 0)).pagination.totalPages;
    console.log(`${name}: ${pages} pages`);
    for (const [which, pageNumber, query] of [
      ['first page', 0, ''],
      ['PENDING first page', 0, '?status=PENDING'],
      ['near the end', Math.max(0, pages - 2), ''],
    ] as const) {
      const label = `${name} ${which} (${pageNumber})`;
      rates.push([label, await run(label, `${listUrl}${query}`, () => postJson(admin, { pageNumber, pageSize }))]);
    }
    const ids: string[] = [];
    for (let pageNumber = 0; pageNumber < 4; pageNumber++)
      ids.push(...(await page(listUrl, pageNumber, 50)).data.map((r) => r.id));
    const label = `${name} update (${ids.length} records)`;
    rates.push([
      label,
      await run(label, `${base}/${updatePath}`, () => postJson(admin, { [idKey]: pick(ids), status: pick(statuses) })),
    ]);
  }
  await reportRates(healthBefore, rates);
}

target().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
