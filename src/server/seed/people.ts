/** Accounts: the demo admin and vendor, a few more vendors, and the customers. */
import { hashPassword } from '../auth/passwords';
import type { Tx } from '../db/client';
import { customers, users, vendors } from '../db/schema';
import { DEMO_ACCOUNTS } from './accounts';
import type { SeedClock } from './clock';
import { insertRows } from './insert';
import { fullAddress, PLACES, type Place, pincode, randomPlace, street } from './places';
import { daysAgo, faker, mobile, slug } from './random';

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

export interface CustomerRef {
  id: string;
  address: string;
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
  const accountsSince = daysAgo(clock.now, 500, 720);

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
    createdAt: daysAgo(clock.now, 400, 480),
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
      createdAt: daysAgo(clock.now, 150, 380),
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

/** Customers: a user (role CUSTOMER, no password) and its customer row each. */
export async function seedCustomers(tx: Tx, clock: SeedClock, count: number): Promise<CustomerRef[]> {
  const userRows: (typeof users.$inferInsert)[] = [];
  const customerRows: (typeof customers.$inferInsert)[] = [];
  const refs: CustomerRef[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const userId = faker.string.uuid();
    const id = faker.string.uuid();
    const address = fullAddress();
    // Older than every order (at most 90 days old), so no order predates its customer.
    const createdAt = daysAgo(clock.now, 95, 730);
    // The running number keeps emails unique at any scale.
    const email = `${slug(firstName)}.${slug(lastName)}${i + 1}@example.com`;
    userRows.push({
      id: userId,
      name: `${firstName} ${lastName}`,
      email,
      mobile: mobile(),
      role: 'CUSTOMER',
      createdAt,
      updatedAt: createdAt,
    });
    customerRows.push({ id, userId, address, createdAt });
    refs.push({ id, address });
  }
  await insertRows(tx, users, userRows);
  await insertRows(tx, customers, customerRows);
  return refs;
}
