/**
 * Seller requests. The other vendors' own requests come first, ACCEPTED and linked to their
 * accounts; pending ones use fresh emails, so accepting one in the demo can create its account.
 */
import type { SELLER_REQUEST_STATUSES } from '../../shared/constants';
import type { Tx } from '../db/client';
import { sellerRequests } from '../db/schema';
import { CATALOG } from './catalog-data';
import type { SeedClock } from './clock';
import { insertGenerated } from './insert';
import type { VendorRef } from './people';
import { pincode, randomPlace, street } from './places';
import { DAY_MS, daysAgo, faker, mobile, slug } from './random';

type RequestStatus = (typeof SELLER_REQUEST_STATUSES)[number];

const SHOP_KINDS = [
  'Traders',
  'Hardware',
  'Building Materials',
  'Enterprises',
  'Cement Agency',
  'Steel Centre',
  'Tiles & Sanitary',
  'Paint House',
  'Electricals',
  'Suppliers',
];
const CATEGORY_NAMES = CATALOG.flatMap((g) => (g.category ? [g.category.name] : []));

/** About 45 % pending (never fewer than 8), 30 % accepted, the rest rejected. */
function statusOf(index: number, count: number, linked: number): RequestStatus {
  const pending = Math.max(8, Math.round(count * 0.45));
  const accepted = Math.max(linked, Math.round(count * 0.3));
  if (index < linked) return 'ACCEPTED';
  if (index < linked + pending) return 'PENDING';
  return index < pending + accepted ? 'ACCEPTED' : 'REJECTED';
}

export async function seedSellerRequests(
  tx: Tx,
  clock: SeedClock,
  linkedVendors: readonly VendorRef[],
  count: number,
): Promise<number> {
  const total = Math.max(count, linkedVendors.length + 8);
  return insertGenerated(tx, sellerRequests, total, (i) => {
    const status = statusOf(i, total, linkedVendors.length);
    const category = faker.helpers.arrayElements(CATEGORY_NAMES, { min: 1, max: 3 });
    const vendor = linkedVendors[i];
    if (vendor) {
      // Decided a few days after it came in, the day the vendor account was made.
      const createdAt = new Date(vendor.createdAt.getTime() - faker.number.int({ min: 1, max: 5 }) * DAY_MS);
      return {
        userId: vendor.userId,
        name: vendor.name,
        ownerName: vendor.ownerName,
        email: vendor.email,
        mobile: vendor.mobile,
        address: vendor.address,
        city: vendor.city,
        state: vendor.state,
        pincode: vendor.pincode,
        category,
        status,
        createdAt,
        updatedAt: vendor.createdAt,
      };
    }
    const place = randomPlace();
    const ownerName = faker.person.fullName();
    const shop = `${faker.person.lastName()} ${faker.helpers.arrayElement(SHOP_KINDS)}`;
    // Pending requests are recent; decided ones waited a few days for the decision.
    const createdAt = status === 'PENDING' ? daysAgo(clock.now, 0, 30) : daysAgo(clock.now, 10, 120);
    const updatedAt =
      status === 'PENDING' ? createdAt : new Date(createdAt.getTime() + faker.number.int({ min: 1, max: 5 }) * DAY_MS);
    return {
      userId: null,
      name: shop,
      ownerName,
      // The running number keeps every request's email unique and apart from existing users.
      email: `${slug(shop)}.${i + 1}@example.org`,
      mobile: mobile(),
      address: street(),
      city: place.city,
      state: place.state,
      pincode: pincode(place),
      category,
      status,
      createdAt,
      updatedAt,
    };
  });
}
