import pg from 'pg';
import { type Call, type Loaded, loadCall, percentile, signIn } from './http';
import { printTable } from './markdown';
import { ensureCeilingDatabase, hasPgbench, type PgbenchRun, runPgbench } from './pgbench';

export interface WritesOptions {
  /** The API's base URL, ending in /api/v1. */
  base: string;
  clients: number;
  seconds: number;
  accounts: Record<'admin' | 'vendor', { email: string; password: string }>;
  /** The app's database (the server's DATABASE_URL): where the ids are drawn from. */
  databaseUrl: string;
  /** The database of pgbench's tables, on the same server. */
  ceilingDb: string;
}

const ORDER_STATUSES = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'];
/**
 * The rental and booking statuses drawn: those every record may take. A confirmation must fit the
 * equipment's stock or the provider's time (issue 29), which most drawn at random do not (409).
 */
const FREE_STATUSES = ['PENDING', 'CANCELLED'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/**
 * Every id an update may name: the demo vendor's orders, every rental not handed over (the
 * handover sets its status: any other change is 409) and every booking.
 */
async function idsOf(databaseUrl: string, vendorEmail: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const column = async (text: string, values: unknown[] = []) =>
      (await client.query<{ id: string }>(text, values)).rows.map((row) => row.id);
    return {
      orders: await column(
        `select vo.order_id as id from vendor_orders vo
         join vendors v on v.id = vo.vendor_id join users u on u.id = v.user_id where u.email = $1`,
        [vendorEmail],
      ),
      rentals: await column(
        'select r.id from equipment_rentals r where not exists (select 1 from rental_handovers h where h.rental_id = r.id)',
      ),
      bookings: await column('select id from service_bookings'),
    };
  } finally {
    await client.end();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * `--target writes`: the three status updates (order as the demo vendor; rental and booking as the
 * demo admin), each on ids drawn uniformly from all the vendor's orders and all rentals and
 * bookings with a random status they may take, against pgbench's TPC-B (`-c clients -j 2 -M
 * prepared`) run just before and after on the same PostgreSQL server: the rate of successful
 * updates and the p99 of each beside pgbench's, and its answers other than 2xx by status.
 */
export async function benchWrites(options: WritesOptions) {
  const { base, clients, seconds, accounts, databaseUrl, ceilingDb } = options;
  const ids = await idsOf(databaseUrl, accounts.vendor.email);
  if (!ids.orders.length) throw new Error(`${accounts.vendor.email} has no orders in ${databaseUrl}`);
  const headers = { admin: await signIn(base, accounts.admin), vendor: await signIn(base, accounts.vendor) };
  const post = (path: string, as: 'admin' | 'vendor', body: unknown): Call => ({
    method: 'POST',
    url: `${base}${path}`,
    headers: headers[as],
    body,
  });
  const updates: [string, () => Call][] = [
    [
      `update-order (${ids.orders.length} orders)`,
      () => post('/order/update-order', 'vendor', { orderId: pick(ids.orders), status: pick(ORDER_STATUSES) }),
    ],
    [
      `update-rental-order (${ids.rentals.length} rentals)`,
      () =>
        post('/equipment-rentals/update-rental-order', 'admin', {
          rentalId: pick(ids.rentals),
          status: pick(FREE_STATUSES),
        }),
    ],
    [
      `update-booked-service (${ids.bookings.length} bookings)`,
      () =>
        post('/service-bookings/update-booked-service', 'admin', {
          bookingId: pick(ids.bookings),
          status: pick(FREE_STATUSES),
        }),
    ],
  ];

  const pgbench = hasPgbench();
  if (pgbench) {
    const how = await ensureCeilingDatabase(databaseUrl, ceilingDb);
    console.error(
      `pgbench's TPC-B runs in database ${ceilingDb} (${how === 'found' ? 'its tables found' : 'initialised now with pgbench -i -s 10'}); the app's database is not written by it.`,
    );
  } else console.error('pgbench is not on the PATH: the updates alone.');
  console.error(`${clients} clients, ${seconds} s a run, after a second of each update to warm up…`);
  for (const [, call] of updates) await loadCall(call, clients, 1);

  // pgbench before and after each update: the machine is shared, so each update is set against
  // the better of the two runs beside it (the higher rate, the lower p99).
  const ceiling = async () => (pgbench ? runPgbench(databaseUrl, ceilingDb, { clients, seconds }) : undefined);
  let before = await ceiling();
  const rows = before ? [pgbenchRow(before)] : [];
  for (const [name, call] of updates) {
    const loaded = await loadCall(call, clients, seconds);
    const after = await ceiling();
    rows.push(updateRow(name, loaded, before && after ? [before, after] : undefined));
    if (after) rows.push(pgbenchRow(after));
    console.error(`  ${name}`);
    before = after;
  }
  printTable(['call', '2xx/s', 'p50', 'p99', 'of pgbench TPS', "of pgbench's p99", 'non-2xx'], rows);
}

const pgbenchRow = (run: PgbenchRun) => [
  'pgbench TPC-B',
  run.tps.toFixed(0),
  ms(percentile(run.ms, 0.5)),
  ms(percentile(run.ms, 0.99)),
  '',
  '',
  '0',
];

/** The answers other than 2xx, by status (`409: 12, 0: 1`; 0 when none, or no answer). */
const failuresOf = ({ errors, failures }: Loaded) =>
  errors
    ? Object.entries(failures)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ')
    : '0';

function updateRow(name: string, loaded: Loaded, beside?: [PgbenchRun, PgbenchRun]) {
  const p99 = percentile(loaded.ms, 0.99);
  // Successful updates only: a refusal writes nothing.
  const rate = loaded.rate * (1 - loaded.errors / Math.max(1, loaded.ms.length));
  const tps = beside && Math.max(beside[0].tps, beside[1].tps);
  const pgbenchP99 = beside && Math.min(percentile(beside[0].ms, 0.99), percentile(beside[1].ms, 0.99));
  return [
    name,
    rate.toFixed(0),
    ms(percentile(loaded.ms, 0.5)),
    ms(p99),
    tps ? `${((rate / tps) * 100).toFixed(0)} %` : '–',
    pgbenchP99 ? `${(p99 / pgbenchP99).toFixed(2)} ×` : '–',
    failuresOf(loaded),
  ];
}
