/** Accounts: the demo admin and vendor, a few more vendors, and the customers. */
import { type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Tx } from '../db/client';
import { users, vendors } from '../db/schema';
import { DEMO_ACCOUNTS } from './accounts';
import { type SeedClock, sqlDaysBefore } from './clock';
import { lit, seededUuid, uniform } from './draw';
import { insertRows } from './insert';
import { PLACES, type Place, pincode, randomPlace, street } from './places';
import { daysAgo, faker, mobile, slug } from './random';
import { fullAddress, mobileNumber, personName } from './wordsSql';

export interface VendorRef {
  id: string;
  userId: string;
  name: string;
  ownerName: string;
  email: string;
  mobile: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  createdAt: Date;
}

export interface Accounts {
  adminUserId: string;
  /** The demo vendor first. */
  vendors: VendorRef[];
}

const placeOf = (city: string): Place => PLACES.find((p) => p.city === city) ?? randomPlace();

/** Shops of the other vendors; each came in through a seller request (see requests.ts). */
const OTHER_SHOPS = [
  { name: 'Sahyadri Building Materials', city: 'Pune' },
  { name: 'Kaveri Hardware & Sanitation', city: 'Bengaluru' },
  { name: 'Ganga Steel & Cement Depot', city: 'Lucknow' },
];

/**
 * Only the demo accounts get their own argon2 hash (15 ms each); the other vendors share the
 * demo vendor's hash (they sign in with its password), customers have none (they use other apps).
 */
export async function seedAccounts(tx: Tx, clock: SeedClock): Promise<Accounts> {
  const [admin, vendor] = DEMO_ACCOUNTS;
  const [adminHash, vendorHash] = await Promise.all([hashPassword(admin.password), hashPassword(vendor.password)]);
  const adminUserId = faker.string.uuid();
  const before = clock.historyDays;
  const accountsSince = daysAgo(clock.now, before + 410, before + 630);

  const nashik = placeOf('Nashik');
  const demo: VendorRef = {
    id: faker.string.uuid(),
    userId: faker.string.uuid(),
    name: 'Vikram Traders',
    ownerName: 'Vikram Singh',
    email: vendor.email,
    mobile: '9876543210',
    address: 'Shop 12, Mahatma Phule Market, Station Road',
    city: nashik.city,
    state: nashik.state,
    pincode: '422001',
    createdAt: daysAgo(clock.now, before + 310, before + 390),
  };
  const others = OTHER_SHOPS.map((shop): VendorRef => {
    const place = placeOf(shop.city);
    return {
      id: faker.string.uuid(),
      userId: faker.string.uuid(),
      name: shop.name,
      ownerName: faker.person.fullName(),
      email: `${slug(shop.name)}@example.net`,
      mobile: mobile(),
      address: street(),
      city: place.city,
      state: place.state,
      pincode: pincode(place),
      createdAt: daysAgo(clock.now, before + 60, before + 290),
    };
  });
  const all = [demo, ...others];

  await insertRows(tx, users, [
    {
      id: adminUserId,
      name: 'Asha Admin',
      email: admin.email,
      passwordHash: adminHash,
      role: 'ADMIN',
      mobile: mobile(),
      createdAt: accountsSince,
      updatedAt: accountsSince,
    },
    // The demo vendor's user keeps the shop's name: it is what the app bar shows after sign-in.
    ...all.map((v) => ({
      id: v.userId,
      name: v === demo ? v.name : v.ownerName,
      email: v.email,
      mobile: v.mobile,
      passwordHash: vendorHash,
      role: 'VENDOR' as const,
      createdAt: v.createdAt,
      updatedAt: v.createdAt,
    })),
  ]);
  await insertRows(
    tx,
    vendors,
    all.map((v) => ({
      id: v.id,
      userId: v.userId,
      name: v.name,
      ownerName: v.ownerName,
      address: v.address,
      city: v.city,
      state: v.state,
      pincode: v.pincode,
      createdAt: v.createdAt,
    })),
  );
  return { adminUserId, vendors: all };
}

/**
 * Customers 1..count: a user (role CUSTOMER, no password) and its customer row each, in two
 * set-based statements. Customer n's ids and address are functions of n (customerId,
 * customerAddress), so orders, rentals and bookings refer to customers without reading them.
 */
export async function seedCustomers(tx: Tx, clock: SeedClock, count: number): Promise<void> {
  const n = sql`n`;
  const name = personName('customer.name', n);
  const userId = seededUuid('customer.user', n);
  // Older than every order, rental and booking (the history), so none predates its customer.
  const createdAt = sqlDaysBefore(clock, sql`${lit(clock.historyDays + 5)} + ${uniform('customer.created', n)} * 635`);
  const rows = sql`generate_series(1, ${lit(count)}) n cross join lateral (select ${createdAt} as created_at) t`;
  await tx.execute(sql`
    insert into users (id, name, email, mobile, role, created_at, updated_at)
    select ${userId}, ${name.name}, ${name.emailSlug} || n || '@example.com', ${mobileNumber('customer.mobile', n)},
      'CUSTOMER', t.created_at, t.created_at
    from ${rows}`);
  await tx.execute(sql`
    insert into customers (id, user_id, address, created_at)
    select ${customerId(n)}, ${userId}, ${customerAddress(n)}, t.created_at
    from ${rows}`);
}

/** Customer n's id (1-based). */
export const customerId = (n: SQL): SQL => seededUuid('customer', n);

/** Customer n's address, as its row holds it. */
export const customerAddress = (n: SQL): SQL => fullAddress('customer.address', n);
