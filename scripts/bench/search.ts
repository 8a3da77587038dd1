import os from 'node:os';
import type { OrderListResponse } from '../../src/shared/contract/orders';
import type { ProductListResponse } from '../../src/shared/contract/products';
import { type Call, loadCall, percentile, send, signIn } from './http';
import { printTable } from './markdown';
import type { TableOptions } from './table';

type Headers = Record<string, string>;

async function answerOf<T>(call: Call): Promise<T> {
  const answer = await send(call);
  if (answer.status !== 200) throw new Error(`${call.method} ${call.url} failed: ${answer.status} ${answer.text()}`);
  return JSON.parse(answer.text()) as T;
}

const pick = <T>(values: readonly T[]): T => {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error('nothing to pick from: the database holds no such rows');
  return value;
};
/** Each word of the texts of at least three characters, once. */
const wordsOf = (texts: readonly string[]) =>
  [...new Set(texts.flatMap((t) => t.split(/\s+/)))].filter((w) => w.length >= 3);

/** What real searches look like, drawn from one role's rows: its orders' ids and customers, its products. */
async function samples(base: string, headers: Headers, ordersPath: string) {
  const ordersPage = (pageNumber: number) =>
    answerOf<OrderListResponse>({
      method: 'POST',
      url: `${base}/order/${ordersPath}`,
      headers,
      body: { pageNumber, pageSize: 50 },
    });
  const { totalPages } = (await ordersPage(0)).pagination;
  const orders = (
    await Promise.all([0, 0.25, 0.5, 0.75, 1].map((at) => ordersPage(Math.max(0, Math.floor((totalPages - 1) * at)))))
  ).flatMap((page) => page.data);
  const products = await answerOf<ProductListResponse>({
    method: 'GET',
    url: `${base}/products/get-vendor-products?pageNumber=1&pageSize=50`,
    headers,
  });
  return {
    ids: orders.map((o) => o.id),
    customers: wordsOf(orders.map((o) => o.customer.user.name)),
    products: wordsOf(products.data.map((p) => p.name)),
  };
}

/**
 * `--target search`: GET /search as the demo admin and the demo vendor, each row a kind of query
 * drawn afresh per request from the role's own rows (an order id's last 4–8 digits, three
 * characters of an id, a customer's first or last name, a word of a product name), from
 * `clients` callers for `seconds`, after GET /health as the yardstick; one Markdown table, and the
 * machine's load average.
 */
export async function benchSearch({ base, clients, seconds, accounts }: TableOptions) {
  const rows: [string, Headers, () => string][] = [];
  for (const [role, ordersPath] of [
    ['admin', 'all-orders'],
    ['vendor', 'all-vendor-orders'],
  ] as const) {
    const headers = await signIn(base, accounts[role]);
    const { ids, customers, products } = await samples(base, headers, ordersPath);
    rows.push(
      [`${role}: order id, last 4–8 digits`, headers, () => pick(ids).slice(-(4 + Math.floor(Math.random() * 5)))],
      [`${role}: 3 characters of an id`, headers, () => pick(ids).slice(-3)],
      [`${role}: customer name`, headers, () => pick(customers)],
      [`${role}: product name word`, headers, () => pick(products)],
    );
  }
  const call = (headers: Headers, query: () => string) => (): Call => ({
    method: 'GET',
    url: `${base}/search?q=${encodeURIComponent(query())}`,
    headers,
  });
  console.error(`${clients} clients, ${seconds} s a row, after a second of each to warm up…`);
  for (const [, headers, query] of rows) await loadCall(call(headers, query), clients, 1);
  const load = os.loadavg()[0]?.toFixed(2);
  // The yardstick: what a request that reads the database once costs on this machine right now.
  const results = [
    {
      name: 'GET /health (yardstick)',
      ...(await loadCall({ method: 'GET', url: `${base}/health` }, clients, seconds)),
    },
  ];
  for (const [name, headers, query] of rows) {
    results.push({ name: `GET /search, ${name}`, ...(await loadCall(call(headers, query), clients, seconds)) });
    console.error(`  ${name}`);
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  printTable(
    ['call', 'req/s', 'p50', 'p99', 'errors'],
    results.map((r) => [
      r.name,
      r.rate.toFixed(0),
      ms(percentile(r.ms, 0.5)),
      ms(percentile(r.ms, 0.99)),
      String(r.errors),
    ]),
  );
  console.log(`load average (1 min) before: ${load}, after: ${os.loadavg()[0]?.toFixed(2)}; ${os.cpus().length} cores`);
}
