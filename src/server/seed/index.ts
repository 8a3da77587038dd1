/**
 * The deterministic demo data set (DESIGN.md "Seed"): written on first start of an empty demo
 * database and by `npm run seed -- --scale N`. Everything happens in one transaction. The fixed
 * rows (accounts, categories, equipment, providers, broadcasts) are drawn with faker in Node;
 * everything that grows with the scale is drawn in the database, set-based (draw.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { seedActivity } from './activity';
import { asBulkLoad } from './bulkLoad';
import { seedCategories, seedProducts } from './catalog';
import { readClock } from './clock';
import { seedEquipment, seedRentals } from './equipment';
import { seedNotifications } from './notifications';
import { seedOrders } from './orders';
import { seedAccounts, seedCustomers } from './people';
import { reseed, scaled } from './random';
import { seedSellerRequests } from './requests';
import { truncateAll } from './reset';
import { seedBookings, seedServiceProviders } from './services';

export { DEMO_ACCOUNTS } from './accounts';

export interface SeedOptions {
  /** Multiplies customers, products, orders, rentals, bookings and seller requests; accounts, categories, equipment, providers and broadcasts stay fixed. */
  scale: number;
  /** Empty every table first, in the same transaction. */
  reset?: boolean;
  /** Pins the clock every date is relative to (by default the database's now()): the same instant and scale give the very same rows. */
  now?: Date;
}

/** Rows written per table. */
export interface SeedSummary {
  users: number;
  vendors: number;
  customers: number;
  categories: number;
  products: number;
  productVariants: number;
  orders: number;
  orderItems: number;
  equipment: number;
  equipmentRentals: number;
  serviceProviders: number;
  serviceBookings: number;
  sellerRequests: number;
  adminNotifications: number;
  userNotifications: number;
  activity: number;
}

/** Volumes at scale 1. */
export const BASE_VOLUMES = {
  customers: 200,
  products: 60,
  orders: 400,
  rentals: 150,
  bookings: 150,
  sellerRequests: 25,
} as const;

const BULK_LOAD_FROM_SCALE = 10;

/** The tables whose rows grow with the scale, written by set-based statements (their keys are lifted meanwhile: bulkLoad.ts). */
export const FILLED_IN_BULK = [
  'users',
  'customers',
  'products',
  'product_variants',
  'orders',
  'order_items',
  'vendor_orders',
  'equipment_rentals',
  'service_bookings',
  'seller_requests',
  'user_notifications',
  'activity',
];

/** Every row of the data set, in an order where each row's references are written before it. */
async function writeAll(tx: Tx, scale: number, now: Date | undefined): Promise<SeedSummary> {
  reseed();
  const clock = await readClock(tx, scale, now);
  const accounts = await seedAccounts(tx, clock);
  const [, ...otherVendors] = accounts.vendors;
  const customers = scaled(BASE_VOLUMES.customers, scale);
  await seedCustomers(tx, clock, customers);
  const categoryIds = await seedCategories(tx, clock);
  const catalog = await seedProducts(tx, clock, accounts.vendors, categoryIds, scaled(BASE_VOLUMES.products, scale));
  const orders = await seedOrders(tx, clock, {
    sellers: catalog.sellers,
    customers,
    count: scaled(BASE_VOLUMES.orders, scale),
    scale,
  });
  const fleet = await seedEquipment(tx, clock);
  const rentals = await seedRentals(tx, clock, fleet, customers, scaled(BASE_VOLUMES.rentals, scale));
  const providers = await seedServiceProviders(tx, clock);
  const bookings = await seedBookings(tx, clock, providers, customers, scaled(BASE_VOLUMES.bookings, scale));
  const requests = await seedSellerRequests(tx, clock, otherVendors, scaled(BASE_VOLUMES.sellerRequests, scale));
  const notifications = await seedNotifications(tx, clock, accounts.adminUserId);
  const activity = await seedActivity(tx, clock, accounts.adminUserId);
  return {
    users: 1 + accounts.vendors.length + customers,
    vendors: accounts.vendors.length,
    customers,
    categories: categoryIds.size,
    products: catalog.products,
    productVariants: catalog.variants,
    orders: orders.orders,
    orderItems: orders.items,
    equipment: fleet.length,
    equipmentRentals: rentals,
    serviceProviders: providers.length,
    serviceBookings: bookings,
    sellerRequests: requests,
    adminNotifications: notifications.notifications,
    userNotifications: notifications.deliveries,
    activity,
  };
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const { scale } = options;
  if (!(scale > 0) || !Number.isFinite(scale)) throw new RangeError(`scale must be a positive number, got ${scale}`);
  return db.transaction(async (tx) => {
    if (options.reset) await truncateAll(tx);
    // For this transaction only: a chunk of orders and its items stay in memory (128 MB a sort,
    // hash or materialized CTE), index builds up to 256 MB, and no JIT, which spent 10 s
    // compiling the orders statement's long expressions.
    await tx.execute(sql`set local work_mem = '128MB'`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await tx.execute(sql`set local jit = off`);
    const write = () => writeAll(tx, scale, options.now);
    // Lifting the keys and indexes pays from tens of thousands of rows; the demo's few hundred
    // are written faster without (a first start saves 0.3 s on the embedded database).
    return scale >= BULK_LOAD_FROM_SCALE ? asBulkLoad(tx, FILLED_IN_BULK, write) : write();
  });
}
