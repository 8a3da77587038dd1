/**
 * Load benchmark against a running server (`npm start`, optionally after `npm run seed -- --scale N`).
 *
 * `--target table` (the default) prints one Markdown table: GET /health as the ceiling, then every
 * list call of spec §7 and the vendor dashboard (scripts/bench/rows.ts), each loaded from
 * `--concurrency` clients for `--seconds`, with req/s, p50, p99 and the share of /health's rate.
 *
 * `--target dashboard` signs in as the demo vendor, then as the demo admin, loads each one's
 * dashboard from many concurrent clients for a bounded time, and meanwhile probes a route that
 * touches no database (the OpenAPI document): if database work stalled the event loop, that
 * probe's latency would climb with the load.
 *
 * `--target products` loads GET /health, then the materials list (`get-vendor-products`) as the
 * demo vendor and as the demo admin, on page 1, the middle page and the last page, each from
 * `--concurrency` clients for `--seconds`: /health is the yardstick of what the server does per
 * request without real work.
 *
 * `--target orders` loads GET /health, then the admin's orders list (`all-orders`) and the demo
 * vendor's (`all-vendor-orders`) on the first page, a PENDING-filtered page (first and middle),
 * the middle page, a page near the end and one past the last (the counters alone), each from
 * `--concurrency` clients for `--seconds`, and prints each rate against /health's (loaded before
 * and after). The updates are `--target writes`'s.
 *
 * `--target notifications` (as the demo admin) loads GET /health, the notifications list and the
 * seller requests list (PENDING page 1, every status page 1, the last page), each from
 * `--concurrency` clients for `--seconds`; then times one send of a broadcast to every customer and
 * its revert while another client keeps loading the seller requests list, whose latency meanwhile
 * shows whether other requests keep answering.
 *
 * `--target rentals` (as the demo admin) loads GET /health, then each of the rentals and service
 * bookings lists on the first page, a PENDING-filtered first page and a page near the end, each
 * from `--concurrency` clients for `--seconds`, and prints each rate against /health's (loaded
 * before and after). The updates are `--target writes`'s.
 *
 * `--target misses` (needs `--database-url` and pgbench) loads each list of the table read afresh
 * every time (`Cache-Control: no-cache`), and pgbench running the statements that call runs (read
 * from the server's own code) on the same database: one Markdown table of both rates
 * (scripts/bench/misses.ts).
 *
 * `--target activity` (needs `--database-url`, the server's) loads the activity screen's reads
 * (first page, filtered pages, a record's history) and sets a status update and a catalog edit
 * recorded against not recorded (a trigger drops the log's rows), alternated in one run.
 *
 * `--target export` (needs `--server-pid`, the server process, whose memory is read from /proc)
 * downloads the admin's every-order export, the demo vendor's orders export and the admin's
 * products export, `--runs` times each, while GET /health and the first orders page are asked
 * back to back: rows, size, time, the server's RSS growth and the probes' p50 / p99
 * (scripts/bench/exports.ts).
 *
 * `--target writes` (needs `--database-url`, the server's DATABASE_URL, default that variable)
 * loads the order, rental and booking status updates on ids drawn uniformly from the demo vendor's
 * orders and every rental and booking, and runs pgbench's TPC-B (`-c concurrency -j 2 -M prepared`)
 * before and after them in database `--ceiling-db` of the same server (made and initialised when
 * missing): one Markdown table of each update's rate and p99 against pgbench's
 * (scripts/bench/writes.ts).
 *
 * `--target calendar` (as the demo admin) loads a month of the rentals' and the bookings' timelines
 * (issue 29), a page of 50 equipments or providers, a month drawn from the last twelve for each
 * request, from one client and then `--concurrency`: p50, p99 and the rate (scripts/bench/calendar.ts).
 *
 * `--target imports` (needs `--database-url`, the server's) times 10,000-row CSV imports three times:
 * the demo vendor's products checked, applied, applied again, changed and applied, the admin's
 * equipment checked and applied; each round's rows are deleted afterwards (scripts/bench/imports.ts).
 *
 * `--target feeds` (needs `--database-url`, the server's) loads GET /health, then the calendar
 * feeds of the busiest equipment and provider (full answers, and 304s to If-None-Match), each from
 * `--concurrency` clients for `--seconds`; the feeds it makes are deleted afterwards
 * (scripts/bench/feeds.ts).
 * `--target search` loads GET /search (the command palette) as the demo admin and the demo vendor
 * with queries drawn from their own rows: order ids' last digits, three characters, customer names,
 * product words (scripts/bench/search.ts).
 *
 *   npm run bench -- --url http://localhost:3000 --seconds 10 --concurrency 16
 *   npm run bench -- --target products --concurrency 10
 *   npm run bench -- --target orders --concurrency 10
 */
import { parseArgs } from 'node:util';
import { benchActivity } from './bench/activity';
import { benchCalendar } from './bench/calendar';
import { benchExports } from './bench/exports';
import { benchFeeds } from './bench/feeds';
import { type Call, type Loaded, loadCall, percentile, send } from './bench/http';
import { benchImports } from './bench/imports';
import { benchMisses } from './bench/misses';
import { benchSearch } from './bench/search';
import { benchTable } from './bench/table';
import { benchWrites } from './bench/writes';

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
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    'ceiling-db': { type: 'string', default: 'pgbench_ceiling' },
    'server-pid': { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const base = new URL('/api/v1', values.url).toString();
const probeUrl = new URL('/api/docs/json', values.url).toString();
const seconds = Math.min(Number(values.seconds), 120);
const concurrency = Math.min(Number(values.concurrency), 256);
if (!/^https?:\/\/(localhost|127\.|\[::1\])/.test(values.url)) throw new Error('bench only targets this machine');
const accounts = {
  admin: { email: values['admin-email'], password: values['admin-password'] },
  vendor: { email: values.email, password: values.password },
};
const table = () => benchTable({ base, clients: concurrency, seconds, accounts });
const serverDatabase = () => {
  const databaseUrl = values['database-url'];
  if (!databaseUrl) throw new Error(`--target ${values.target} needs --database-url (or DATABASE_URL): the server's`);
  return databaseUrl;
};
const writes = () =>
  benchWrites({
    base,
    clients: concurrency,
    seconds,
    accounts,
    databaseUrl: serverDatabase(),
    ceilingDb: values['ceiling-db'],
  });
const misses = () => benchMisses({ base, clients: concurrency, seconds, accounts, databaseUrl: serverDatabase() });
const activity = () => benchActivity({ base, clients: concurrency, seconds, accounts, databaseUrl: serverDatabase() });
const exportsBench = () => {
  const serverPid = Number(values['server-pid']);
  if (!serverPid) throw new Error('--target export needs --server-pid: the server process, whose memory is sampled');
  return benchExports({ base, accounts, serverPid, runs: Number(values.runs) });
};

const search = () => benchSearch({ base, clients: concurrency, seconds, accounts });
const calendar = () => benchCalendar({ base, accounts, clients: concurrency, seconds });
const imports = () => benchImports({ base, accounts, databaseUrl: serverDatabase(), rounds: 3 });
const feeds = () => benchFeeds({ base, clients: concurrency, seconds, accounts, databaseUrl: serverDatabase() });
const targets: Record<string, () => Promise<void>> = {
  table,
  export: exportsBench,
  activity,
  dashboard,
  products,
  orders,
  notifications,
  rentals,
  writes,
  misses,
  imports,
  feeds,
  search,
  calendar,
};
const target = targets[values.target];
if (!target) throw new Error(`--target is one of ${Object.keys(targets).join(', ')}`);

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}): Call => ({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, body: unknown): Call => ({ method: 'POST', url, headers, body });

/** One line: count, failures, p50 / p95 / p99 of sorted latencies, and the rate when there is one. */
const summary = (label: string, { ms, errors, rate }: Pick<Loaded, 'ms' | 'errors'> & { rate?: number }) => {
  const f = (n: number) => n.toFixed(1).padStart(7);
  const throughput = rate === undefined ? '' : `  ${rate.toFixed(0).padStart(5)} req/s`;
  console.log(
    `${label.padEnd(34)} n=${String(ms.length).padStart(6)}  err=${errors}  p50=${f(percentile(ms, 0.5))}ms  p95=${f(percentile(ms, 0.95))}ms  p99=${f(percentile(ms, 0.99))}ms${throughput}`,
  );
};

/** A call's JSON answer; anything but 2xx stops the bench, naming the call. */
async function answerOf<T>(call: Call): Promise<T> {
  const answer = await send(call);
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${call.method} ${call.url} failed: ${answer.status} ${answer.text()}`);
  return JSON.parse(answer.text()) as T;
}

async function signIn(email: string, password: string): Promise<Headers> {
  const { token } = await answerOf<{ token: string }>(post(`${base}/auth/login`, {}, { email, password }));
  return { authorization: `Bearer ${token}` };
}

/** `concurrency` clients on one call (a function: a fresh call each time) for `seconds`, summarised; answers its rate. */
async function run(label: string, call: Call | (() => Call)) {
  const loaded = await loadCall(call, concurrency, seconds);
  summary(label, loaded);
  return loaded.rate;
}

/** Each call's rate against /health's, loaded again now: other load moves both, so the yardstick is their mean. */
async function reportRates(healthBefore: number, rates: readonly [string, number][]) {
  const health = (healthBefore + (await run('GET /health, again', get(`${base}/health`)))) / 2;
  for (const [name, rate] of rates)
    console.log(`${name.padEnd(40)} ${((rate / health) * 100).toFixed(0).padStart(4)}% of /health's rate`);
}

/** Latencies of `call` made back to back, one at a time, until `done()`, with a pause between when given. */
async function probe(call: Call, done: () => boolean, pauseMs = 0) {
  const ms: number[] = [];
  let errors = 0;
  while (!done()) {
    const answer = await send(call);
    ms.push(answer.ms);
    if (answer.status < 200 || answer.status >= 300) errors++;
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return { ms: ms.sort((a, b) => a - b), errors };
}

async function dashboard() {
  const dashboards = [
    { label: 'vendor dashboard', url: `${base}/dashboard/vendor-dashboard`, as: accounts.vendor },
    { label: 'admin dashboard', url: `${base}/dashboard/admin-dashboard`, as: accounts.admin },
  ];
  let probes = 0;
  summary('no-db probe, idle', await probe(get(probeUrl), () => probes++ >= 50));
  for (const { label, url, as } of dashboards) {
    const headers = await signIn(as.email, as.password);
    const deadline = performance.now() + seconds * 1000;
    const [loaded, probed] = await Promise.all([
      loadCall(get(url, headers), concurrency, seconds),
      probe(get(probeUrl), () => performance.now() >= deadline, 50),
    ]);
    summary(`${label} x${concurrency}`, loaded);
    summary('no-db probe, loaded', probed);
    console.log(`throughput: ${loaded.rate.toFixed(0)} ${label} req/s over ${seconds}s`);
  }
}

async function products() {
  const pageSize = Number(values['page-size']);
  const listUrl = (pageNumber: number) =>
    `${base}/products/get-vendor-products?pageNumber=${pageNumber}&pageSize=${pageSize}`;
  console.log(`${concurrency} clients, ${seconds}s each, ${pageSize} products a page`);
  await run('GET /health', get(`${base}/health`));
  for (const [role, email, password] of [
    ['vendor', values.email, values.password],
    ['admin', values['admin-email'], values['admin-password']],
  ] as const) {
    const headers = await signIn(email, password);
    const { totalRows } = await answerOf<{ totalRows: number }>(get(listUrl(1), headers));
    const last = Math.max(1, Math.ceil(totalRows / pageSize));
    console.log(`${role}: ${totalRows} products, ${last} pages`);
    for (const [which, page] of [
      ['page 1', 1],
      ['middle', Math.ceil(last / 2)],
      ['last', last],
    ] as const) {
      await run(`${role} ${which} (${page})`, get(listUrl(page), headers));
    }
  }
}

async function orders() {
  const pageSize = Number(values['page-size']);
  const totalPages = async (call: Call) =>
    (await answerOf<{ pagination: { totalPages: number } }>(call)).pagination.totalPages;

  console.log(`${concurrency} clients, ${seconds}s each, ${pageSize} orders a page`);
  const healthBefore = await run('GET /health', get(`${base}/health`));
  const rates: [string, number][] = [];
  const lists = [
    ['admin', 'all-orders', values['admin-email'], values['admin-password']],
    ['vendor', 'all-vendor-orders', values.email, values.password],
  ] as const;
  for (const [role, path, email, password] of lists) {
    const headers = await signIn(email, password);
    // The admin's filter is in the body, the vendor's in the query (spec §7).
    const call = (pageNumber: number, status?: string) =>
      post(`${base}/order/${path}${status && role === 'vendor' ? `?status=${status}` : ''}`, headers, {
        pageNumber,
        pageSize,
        ...(status && role === 'admin' ? { status } : {}),
      });
    const pages = await totalPages(call(0));
    const pending = await totalPages(call(0, 'PENDING'));
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
      const label = `${role} ${which} (${pageNumber})`;
      rates.push([label, await run(label, call(pageNumber, status))]);
    }
  }

  await reportRates(healthBefore, rates);
}

async function notifications() {
  const admin = await signIn(values['admin-email'], values['admin-password']);
  const requests = (query: string) => get(`${base}/seller-requests?${query}`, admin);
  const { totalPages } = (await answerOf<{ pagination: { totalPages: number } }>(requests('page=1'))).pagination;
  console.log(`${concurrency} clients, ${seconds}s each; ${totalPages} pages of seller requests`);
  await run('GET /health', get(`${base}/health`));
  await run('notifications list', get(`${base}/admin-notifications`, admin));
  await run('seller requests PENDING page 1', requests('status=PENDING&page=1'));
  await run('seller requests page 1', requests('page=1'));
  await run(`seller requests last page (${totalPages})`, requests(`page=${Math.max(1, totalPages)}`));

  /** One call timed while another client loads the seller requests list back to back. */
  const meanwhile = async <T>(label: string, call: Call) => {
    let done = false;
    const t0 = performance.now();
    const [answer, probed] = await Promise.all([
      answerOf<T>(call).finally(() => (done = true)),
      probe(requests('status=PENDING&page=1'), () => done),
    ]);
    console.log(`${label.padEnd(34)} ${(performance.now() - t0).toFixed(0).padStart(7)}ms`);
    summary('  seller requests meanwhile', probed);
    return answer;
  };
  const { data } = await meanwhile<{ data: { id: string; reach: number } }>(
    'send to every customer',
    post(`${base}/admin-notifications/send`, admin, { title: 'Bench broadcast', message: 'Please ignore' }),
  );
  console.log(`  reached ${data.reach} customers`);
  await meanwhile('revert it', post(`${base}/admin-notifications/revert`, admin, { adminNotificationId: data.id }));
}

async function rentals() {
  const pageSize = Number(values['page-size']);
  const admin = await signIn(values['admin-email'], values['admin-password']);
  const page = (url: string, pageNumber: number, size = pageSize) =>
    answerOf<{ data: { id: string }[]; pagination: { totalPages: number } }>(
      post(url, admin, { pageNumber, pageSize: size }),
    );

  console.log(`${concurrency} clients, ${seconds}s each, ${pageSize} records a page`);
  const healthBefore = await run('GET /health', get(`${base}/health`));
  const rates: [string, number][] = [];
  const lists = [
    ['rentals', 'equipment-rentals/get-all-rental-orders'],
    ['bookings', 'service-bookings/all-booked-services'],
  ] as const;
  for (const [name, listPath] of lists) {
    const listUrl = `${base}/${listPath}`;
    const pages = (await page(listUrl, 0)).pagination.totalPages;
    console.log(`${name}: ${pages} pages`);
    for (const [which, pageNumber, query] of [
      ['first page', 0, ''],
      ['PENDING first page', 0, '?status=PENDING'],
      ['near the end', Math.max(0, pages - 2), ''],
    ] as const) {
      const label = `${name} ${which} (${pageNumber})`;
      rates.push([label, await run(label, post(`${listUrl}${query}`, admin, { pageNumber, pageSize }))]);
    }
  }
  await reportRates(healthBefore, rates);
}

target().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
