/**
 * `npm run seed -- [--scale N] [--reset]`: the demo data set, N times larger, into DATA_DIR's
 * embedded database or DATABASE_URL. Never in production, never over existing data unless --reset.
 */

import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { type Database, runMigrations } from '../db/client';
import { openDatabase } from '../db/open';
import { users } from '../db/schema';
import { type SeedSummary, seedDemo } from './index';

/** A refusal or bad input: printed as one line, without a stack trace. */
class UsageError extends Error {}

const USAGE =
  'Usage: npm run seed -- [--scale N] [--reset]\n  --scale N  multiply the demo volumes by N (a positive integer, default 1)\n  --reset    empty every table first';

interface CliOptions {
  scale: number;
  reset: boolean;
}

function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        scale: { type: 'string', default: '1' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    throw new UsageError(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
}

function parseOptions(argv: string[]): CliOptions | 'help' {
  const values = readArgs(argv);
  if (values.help) return 'help';
  if (!/^\d+$/.test(values.scale) || Number(values.scale) < 1) {
    throw new UsageError(`--scale must be a positive integer, got '${values.scale}'\n${USAGE}`);
  }
  return { scale: Number(values.scale), reset: values.reset };
}

const LABELS: Record<keyof SeedSummary, string> = {
  users: 'users',
  vendors: 'vendors',
  customers: 'customers',
  categories: 'categories',
  products: 'products',
  productVariants: 'product variants',
  orders: 'orders',
  orderItems: 'order items',
  equipment: 'equipment',
  equipmentRentals: 'equipment rentals',
  serviceProviders: 'service providers',
  serviceBookings: 'service bookings',
  sellerRequests: 'seller requests',
  adminNotifications: 'notifications',
  userNotifications: 'notification deliveries',
  activity: 'recorded changes',
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function seed(database: Database, options: CliOptions): Promise<void> {
  const started = performance.now();
  await runMigrations(database);
  if (!options.reset) {
    const [row] = await database.db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) {
      throw new UsageError(
        `The database already has ${row?.n} users; nothing was changed. Run with --reset to empty it and seed again.`,
      );
    }
  }
  const seeding = performance.now();
  const summary = await seedDemo(database.db, { scale: options.scale, reset: options.reset });
  const done = performance.now();
  const width = Math.max(...Object.values(LABELS).map((l) => l.length));
  console.log(
    `\nSeeded the demo data at scale ${options.scale}${options.reset ? ' (after emptying every table)' : ''}:`,
  );
  for (const key of Object.keys(LABELS) as (keyof SeedSummary)[]) {
    console.log(`  ${LABELS[key].padEnd(width)}  ${summary[key].toLocaleString('en-IN').padStart(10)}`);
  }
  console.log(
    `\nSeeding took ${seconds(done - seeding)} (${seconds(done - started)} with opening checks and migrations).\n`,
  );
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  if (process.env.NODE_ENV === 'production') {
    throw new UsageError('The demo seed never runs with NODE_ENV=production.');
  }
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    // A locked data dir (`npm start` running) or an unreachable server: the message says it all.
    throw new UsageError(`Cannot open the database: ${err instanceof Error ? err.message : String(err)}`);
  }
  try {
    await seed(database, options);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof UsageError) {
    console.error(`\n${err.message}\n`);
  } else if (err instanceof ConfigError) {
    console.error(`\nCannot seed: ${err.message}\n`);
  } else {
    console.error('\nSeeding failed; no demo data was written (the seed runs in one transaction).\n', err);
  }
  process.exitCode = 1;
});
