import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_HITS_PER_KIND, type SearchKind } from '../../../shared/contract/search';

/**
 * The statements that find each kind of record, one `select` per way of finding it (by any part
 * of the id, by a name), each of `kind, id, label, detail` and limited on its own: every one
 * reads a trigram index (migrations search_trigrams, search_ids) or, for a vendor, its own rows only, and stops
 * at the limit. `p` is the `ilike` pattern. No order: sorting would read every match.
 */
type Finder = (p: string) => SQL;

/** How a kind is found, and the admin screen that opens what is found. */
export interface KindSearch {
  find: Finder;
  screen: string;
}

const limited = (select: SQL) => sql`(${select} limit ${SEARCH_HITS_PER_KIND})`;

/**
 * The customers whose name matches, for orders, rentals and bookings alike: a CTE of the
 * statement (`with`), so the name's trigram index is read once, not once a kind, and only as far
 * as the kinds read it.
 */
export const namedCustomers = (p: string) =>
  sql`named_customers as materialized (
    select c.id, u.name from users u join customers c on c.user_id = u.id where u.name ilike ${p})`;

interface CustomerRecords {
  kind: 'orders' | 'rentals' | 'bookings';
  table: 'orders' | 'equipment_rentals' | 'service_bookings';
  /** What a rental or booking books, named on its second line after the customer. */
  books?: { table: 'equipment' | 'service_providers'; key: 'equipment_id' | 'service_provider_id' };
  /** A condition on the record `r` (a vendor's own orders). */
  scope?: SQL;
}

/** Orders, rentals and bookings: by any part of the id, or by the customer's name. */
const byIdOrCustomer =
  ({ kind, table, books, scope = sql`true` }: CustomerRecords): Finder =>
  (p) => {
    const booked = books ? sql` join ${sql.raw(books.table)} w on w.id = r.${sql.raw(books.key)}` : sql``;
    const select = (customer: SQL) =>
      sql`select ${kind}::text as kind, r.id::text as id, r.id::text as label,
        ${books ? sql`concat_ws(' · ', ${customer}, w.name)` : customer} as detail`;
    // The id's trigrams are indexed on the table of ids (schema.ts `searchIds`), not on the records'.
    const byId = sql`${select(sql`u.name`)} from ${sql.raw(`${table}_search_ids`)} s
      join ${sql.raw(table)} r on r.id = s.id
      join customers c on c.id = r.customer_id join users u on u.id = c.user_id${booked}
      where s.id::text ilike ${p} and ${scope}`;
    const byName = sql`${select(sql`n.name`)} from named_customers n
      join ${sql.raw(table)} r on r.customer_id = n.id${booked} where ${scope}`;
    return sql`${limited(byId)} union all ${limited(byName)}`;
  };

/** Everything an admin finds, by kind, and where it opens. */
export const ADMIN_SEARCH: Record<SearchKind, KindSearch> = {
  orders: { find: byIdOrCustomer({ kind: 'orders', table: 'orders' }), screen: '/material-orders' },
  products: {
    find: (p) =>
      limited(sql`select 'products' as kind, p.id::text as id, p.name as label, v.name as detail
        from products p join vendors v on v.id = p.vendor_id where p.name ilike ${p}`),
    screen: '/materials',
  },
  vendors: {
    find: (p) =>
      limited(sql`select 'vendors' as kind, v.id::text as id, v.name as label,
        nullif(concat_ws(' · ', v.owner_name, v.city), '') as detail
        from vendors v where v.name ilike ${p}`),
    screen: '/vendors',
  },
  equipment: {
    find: (p) =>
      limited(sql`select 'equipment' as kind, e.id::text as id, e.name as label, e.status::text as detail
        from equipment e where e.name ilike ${p}`),
    screen: '/equipments',
  },
  serviceProviders: {
    find: (p) =>
      limited(sql`select 'serviceProviders' as kind, s.id::text as id, s.name as label,
        coalesce(nullif(s.other_speciality, ''), s.speciality) as detail
        from service_providers s where s.name ilike ${p}`),
    screen: '/service-provider',
  },
  sellerRequests: {
    find: (p) =>
      limited(sql`select 'sellerRequests' as kind, s.id::text as id, s.name as label,
        concat_ws(' · ', s.owner_name, s.city) as detail
        from seller_requests s where s.name ilike ${p} or s.owner_name ilike ${p}`),
    screen: '/seller-requests',
  },
  rentals: {
    find: byIdOrCustomer({
      kind: 'rentals',
      table: 'equipment_rentals',
      books: { table: 'equipment', key: 'equipment_id' },
    }),
    screen: '/equipment-rentals',
  },
  bookings: {
    find: byIdOrCustomer({
      kind: 'bookings',
      table: 'service_bookings',
      books: { table: 'service_providers', key: 'service_provider_id' },
    }),
    screen: '/service-bookings',
  },
};

/**
 * What a vendor finds: only its own orders (those holding its items: a key of vendor_orders) and
 * its own products, the vendor named by its token, never by the request. The orders are found
 * through the orders' own indexes and each checked against the vendor's key: the vendor's rows
 * alone can be half of every order (the demo vendor's at --scale 2500), too many to scan.
 */
export const vendorSearch = (vendorId: string): Partial<Record<SearchKind, KindSearch>> => ({
  orders: {
    find: byIdOrCustomer({
      kind: 'orders',
      table: 'orders',
      scope: sql`exists (select from vendor_orders vo where vo.vendor_id = ${vendorId} and vo.order_id = r.id)`,
    }),
    screen: '/vendor-orders',
  },
  products: {
    find: (p) =>
      limited(sql`select 'products' as kind, p.id::text as id, p.name as label, c.name as detail
        from products p left join categories c on c.id = p.product_category_id
        where p.vendor_id = ${vendorId} and p.name ilike ${p}`),
    screen: '/materials',
  },
});
