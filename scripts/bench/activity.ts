import pg from 'pg';
import { type Call, type Loaded, loadCall, percentile, signIn } from './http';
import { printTable } from './markdown';

export interface ActivityBenchOptions {
  /** The API's base URL, ending in /api/v1. */
  base: string;
  clients: number;
  seconds: number;
  accounts: Record<'admin' | 'vendor', { email: string; password: string }>;
  /** The server's DATABASE_URL: ids to read and write are drawn from it, and recording is switched off in it. */
  databaseUrl: string;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const ORDER_STATUSES = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'];

interface Variant {
  id: string;
  product_id: string;
  image_url: string | null;
  color: string;
  size: string;
  unit_price: string;
  unit_name: string;
  stock: number;
}

/** What the calls name: the log's size, records with versions, the demo vendor's orders and variants. */
async function sampleOf(client: pg.Client, vendorEmail: string) {
  const column = async (text: string, values: unknown[] = []) =>
    (await client.query<{ id: string }>(text, values)).rows.map((row) => row.id);
  const vendorUser = (await client.query<{ id: string }>('select id from users where email = $1', [vendorEmail]))
    .rows[0]?.id;
  if (!vendorUser) throw new Error(`${vendorEmail} is not an account of this database`);
  const { rows: sized } = await client.query<{ n: string; latest: Date }>(
    'select count(*) as n, max(at) as latest from activity',
  );
  return {
    rows: Number(sized[0]?.n ?? 0),
    latest: sized[0]?.latest ?? new Date(),
    vendorUser,
    // A thousand records drawn from the log (a block sample, so the draw reads little of it).
    records: (
      await client.query<{ entity: string; record_id: string }>(
        'select entity, record_id from activity tablesample system (1) limit 1000',
      )
    ).rows,
    orders: await column(
      `select vo.order_id as id from vendor_orders vo join vendors v on v.id = vo.vendor_id
       join users u on u.id = v.user_id where u.email = $1`,
      [vendorEmail],
    ),
    variants: (
      await client.query<Variant>(
        `select pv.* from product_variants pv join products p on p.id = pv.product_id
         join vendors v on v.id = p.vendor_id join users u on u.id = v.user_id where u.email = $1`,
        [vendorEmail],
      )
    ).rows,
  };
}

/** Recording off: each row the log would get is dropped before it is written (the rest of the call unchanged). */
const SKIP = `
  create or replace function bench_skip_activity() returns trigger language plpgsql as $$ begin return null; end $$;
  create trigger bench_skip_activity before insert on activity for each row execute function bench_skip_activity()`;
const UNSKIP = 'drop trigger if exists bench_skip_activity on activity; drop function if exists bench_skip_activity()';

const row = (name: string, loaded: Loaded, extra = '') => [
  name,
  loaded.rate.toFixed(0),
  ms(percentile(loaded.ms, 0.5)),
  ms(percentile(loaded.ms, 0.99)),
  extra,
  String(loaded.errors),
];

/**
 * `--target activity`: the activity screen's reads (its first page, filtered pages, a record's
 * history; /health beside them as the ceiling), then a status update and a catalog edit with the
 * log recording and without it, alternated (on, off, on) in the same run, and what recording adds.
 */
export async function benchActivity(options: ActivityBenchOptions) {
  const { base, clients, seconds, accounts, databaseUrl } = options;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(UNSKIP);
    const sample = await sampleOf(client, accounts.vendor.email);
    const headers = { admin: await signIn(base, accounts.admin), vendor: await signIn(base, accounts.vendor) };
    const get = (path: string, as: 'admin' | 'vendor' = 'admin'): Call => ({
      method: 'GET',
      url: `${base}${path}`,
      headers: headers[as],
    });
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const monthAgo = new Date(sample.latest.getTime() - 30 * 86_400_000);
    const reads: [string, () => Call][] = [
      ['GET /health', () => get('/health')],
      ['first page (20)', () => get('/activity?perPage=20')],
      ['orders, status changes', () => get('/activity?entity=orders&action=status&perPage=20')],
      ['restores (rare action)', () => get('/activity?action=restore&perPage=20')],
      ['one vendor user', () => get(`/activity?actorId=${sample.vendorUser}&perPage=20`)],
      ['a month, 30 days back', () => get(`/activity?from=${day(monthAgo)}&to=${day(monthAgo)}&perPage=20`)],
      ['the vendor’s own first page', () => get('/activity?perPage=20', 'vendor')],
      [
        `a record's history (${sample.records.length} drawn)`,
        () => {
          const record = pick(sample.records);
          return get(`/activity/history?entity=${record.entity}&recordId=${record.record_id}`);
        },
      ],
    ];
    console.error(`${sample.rows} changes in the log; ${clients} clients, ${seconds} s a call…`);
    const rows: string[][] = [];
    for (const [name, call] of reads) {
      await loadCall(call, clients, 1);
      rows.push(row(name, await loadCall(call, clients, seconds)));
      console.error(`  ${name}`);
    }
    printTable(['read', 'req/s', 'p50', 'p99', '', 'errors'], rows);

    const vendorPost = (path: string, body: unknown): Call => ({
      method: 'POST',
      url: `${base}${path}`,
      headers: headers.vendor,
      body,
    });
    const writes: [string, () => Call][] = [
      [
        'update-order',
        () => vendorPost('/order/update-order', { orderId: pick(sample.orders), status: pick(ORDER_STATUSES) }),
      ],
      [
        'update-product-variant (price)',
        () => {
          const variant = pick(sample.variants);
          return vendorPost('/products/update-product-variant', {
            productVariantId: variant.id,
            productId: variant.product_id,
            imageUrl: variant.image_url,
            color: variant.color,
            size: variant.size,
            unitPrice: Math.round(Number(variant.unit_price) * (0.9 + Math.random() * 0.2) * 100) / 100 || 1,
            unitName: variant.unit_name,
            stock: variant.stock,
          });
        },
      ],
    ];
    const writeRows: string[][] = [];
    for (const [name, call] of writes) {
      // A whole run first: the first measured run otherwise found the pages of its random rows
      // colder than the next (three runs in a row, the first recorded run 5-12 % slower).
      await loadCall(call, clients, seconds);
      const on1 = await loadCall(call, clients, seconds);
      await client.query(SKIP);
      const off = await loadCall(call, clients, seconds);
      await client.query(UNSKIP);
      const on2 = await loadCall(call, clients, seconds);
      const onRate = (on1.rate + on2.rate) / 2;
      const cost = `${(((off.rate - onRate) / off.rate) * 100).toFixed(1)} % fewer req/s`;
      writeRows.push(
        row(`${name}, recorded`, on1),
        row(`${name}, not recorded`, off),
        row(`${name}, recorded`, on2, cost),
      );
      console.error(`  ${name}`);
    }
    printTable(['write', 'req/s', 'p50', 'p99', 'recording costs', 'errors'], writeRows);
  } finally {
    await client.query(UNSKIP).catch(() => undefined);
    await client.end();
  }
}
