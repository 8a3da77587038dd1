/**
 * The deterministic demo data set (DESIGN.md "Seed"): written on first start of an empty demo
 * database and by `npm run seed -- --scale N`. Everything happens in one transaction.
 */
import type { Db } from '../db/client';
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

export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const { scale } = options;
  if (!(scale > 0) || !Number.isFinite(scale)) throw new RangeError(`scale must be a positive number, got ${scale}`);
  return db.transaction(async (tx) => {
    if (options.reset) await truncateAll(tx);
    reseed();
    const clock = await readClock(tx);
    const accounts = await seedAccounts(tx, clock);
    const [demoVendor, ...otherVendors] = accounts.vendors;
    if (!demoVendor) throw new Error('the demo vendor was not created');
    const customers = await seedCustomers(tx, clock, scaled(BASE_VOLUMES.customers, scale));
    const categoryIds = await seedCategories(tx, clock);
    const catalog = await seedProducts(tx, clock, accounts.vendors, categoryIds, scaled(BASE_VOLUMES.products, scale));
    const orders = await seedOrders(
      tx,
      clock,
      customers,
      catalog.variants,
      demoVendor.id,
      scaled(BASE_VOLUMES.orders, scale),
      scale,
    );
    const fleet = await seedEquipment(tx, clock);
    const rentals = await seedRentals(tx, clock, fleet, customers, scaled(BASE_VOLUMES.rentals, scale));
    const providers = await seedServiceProviders(tx, clock);
    const bookings = await seedBookings(tx, clock, providers, customers, scaled(BASE_VOLUMES.bookings, scale));
    const requests = await seedSellerRequests(tx, clock, otherVendors, scaled(BASE_VOLUMES.sellerRequests, scale));
    const notifications = await seedNotifications(tx, clock, accounts.adminUserId);
    return {
      users: 1 + accounts.vendors.length + customers.length,
      vendors: accounts.vendors.length,
      customers: customers.length,
      categories: categoryIds.size,
      products: catalog.products,
      productVariants: catalog.variants.length,
      orders: orders.orders,
      orderItems: orders.items,
      equipment: fleet.length,
      equipmentRentals: rentals,
      serviceProviders: providers.length,
      serviceBookings: bookings,
      sellerRequests: requests,
      adminNotifications: notifications.notifications,
      userNotifications: notifications.deliveries,
    };
  });
}
