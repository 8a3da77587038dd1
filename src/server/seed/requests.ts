/**
 * Seller requests. The other vendors' own requests come first, ACCEPTED and linked to their
 * accounts; pending ones use fresh emails, so accepting one in the demo can create its account.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { sellerRequests } from '../db/schema';
import { CATALOG } from './catalog-data';
import { type SeedClock, sqlDaysBefore } from './clock';
import { intBetween, lit, seededUuid, uniform } from './draw';
import { insertRows } from './insert';
import type { VendorRef } from './people';
import { DAY_MS, faker, slug } from './random';
import { lastName, mobileNumber, personName, place as placeSql, street } from './wordsSql';

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

/** About 45 % pending (never fewer than 8), 30 % accepted, the rest rejected; the linked ones first, accepted. */
function statusShares(count: number, linked: number) {
  return { pending: Math.max(8, Math.round(count * 0.45)), accepted: Math.max(linked, Math.round(count * 0.3)) };
}

/** The other vendors' own requests: decided a few days after they came in, the day their account was made. */
function linkedRows(vendors: readonly VendorRef[]) {
  return vendors.map((vendor) => ({
    id: faker.string.uuid(),
    userId: vendor.userId,
    name: vendor.name,
    ownerName: vendor.ownerName,
    email: vendor.email,
    mobile: vendor.mobile,
    address: vendor.address,
    city: vendor.city,
    state: vendor.state,
    pincode: vendor.pincode,
    category: faker.helpers.arrayElements(CATEGORY_NAMES, { min: 1, max: 3 }),
    status: 'ACCEPTED' as const,
    createdAt: new Date(vendor.createdAt.getTime() - faker.number.int({ min: 1, max: 5 }) * DAY_MS),
    updatedAt: vendor.createdAt,
  }));
}

export async function seedSellerRequests(
  tx: Tx,
  clock: SeedClock,
  linkedVendors: readonly VendorRef[],
  count: number,
): Promise<number> {
  const linked = linkedVendors.length;
  const total = Math.max(count, linked + 8);
  await insertRows(tx, sellerRequests, linkedRows(linkedVendors));
  const { pending, accepted } = statusShares(total, linked);
  // Request i (from 0) of the total; the linked ones are 0 .. linked - 1.
  const i = sql`i`;
  const owner = personName('request.owner', i);
  const shopOwner = lastName('request.shop', i);
  const kind = intBetween('request.kind', i, 1, SHOP_KINDS.length);
  const kindOf = (values: readonly string[]) => sql`(${sql.param(values)}::text[])[${kind}]`;
  const place = placeSql('request.place', i);
  // 1 to 3 distinct categories: first, first + step, first + 2 step modulo their number, step at
  // most a half of it so two steps never wrap onto one already taken.
  const names = CATEGORY_NAMES.length;
  const first = intBetween('request.category', i, 0, names - 1);
  const step = intBetween('request.categoryStep', i, 1, Math.floor((names - 1) / 2));
  const categories = sql`array(
    select (${sql.param(CATEGORY_NAMES)}::text[])[1 + (${first} + j * ${step}) % ${lit(names)}]
    from generate_series(0, ${intBetween('request.categories', i, 1, 3)} - 1) j)`;
  // Pending requests are recent; decided ones waited a few days for the decision.
  const createdAt = sql`case when s.status = 'PENDING'
    then ${sqlDaysBefore(clock, sql`30 * ${uniform('request.created', i)}`)}
    else ${sqlDaysBefore(clock, sql`10 + 110 * ${uniform('request.created', i)}`)} end`;
  const result = await tx.execute(sql`
    insert into seller_requests (id, user_id, name, owner_name, email, mobile, address, city, state, pincode, category,
      status, created_at, updated_at)
    select ${seededUuid('request', i)}, null, r.shop, ${owner.name},
      -- The running number keeps every request's email unique and apart from existing users.
      ${shopOwner.slug} || '.' || ${kindOf(SHOP_KINDS.map(slug))} || '.' || (i + 1) || '@example.org',
      ${mobileNumber('request.mobile', i)}, ${street('request.address', i)}, ${place.city}, ${place.state}, ${place.pincode},
      ${categories}, s.status, t.created_at,
      case when s.status = 'PENDING' then t.created_at
        else t.created_at + ${intBetween('request.decided', i, 1, 5)} * interval '1 day' end
    from generate_series(${lit(linked)}, ${lit(total - 1)}) i
    cross join lateral (select ${shopOwner.name} || ' ' || ${kindOf(SHOP_KINDS)} as shop) r
    cross join lateral (select (case when i < ${lit(linked + pending)} then 'PENDING'
      when i < ${lit(pending + accepted)} then 'ACCEPTED' else 'REJECTED' end)::seller_request_status as status) s
    cross join lateral (select ${createdAt} as created_at) t`);
  return linked + (result.rowCount ?? 0);
}
