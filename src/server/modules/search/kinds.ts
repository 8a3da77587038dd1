import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_HITS_PER_KIND, type SearchKind } from '../../../shared/contract/search';

/**
 * The statements that find each kind of record, one `select` per way of finding it (by any part
 * of the id, by a name), each of `kind, id, label, detail` and limited on its own: every one
 * reads a trigram index (migration search_trigrams) or, for a vendor, its own rows only, and stops
 * at the limit. `p` is the `ilike` pattern. No order: sorting would read every match.
 */
type Finder = (p: string) => SQL;

/** How a kind is found, and the admin screen that opens what is found. */
export interface KindSearch {
  find: Finder;
  screen: string;
}

const limited = (select: SQL) => sql`(${select} limit ${SEARCH_HITS_PER_KIND})`;

/** An order's second line: its customer. */
const orderRow = sql`select 'orders' as kind, o.id::text as id, o.id::text as label, u.name as detail
  from orders o join customers c on c.id = o.customer_id join users u on u.id = c.user_id`;

/** A rental's or booking's second line: its customer and what it books. */
const scheduledRow = (kind: 'rentals' | 'bookings') => {
  const [table, what, key] =
    kind === 'rentals'
      ? ['equipment_rentals', 'equipment', 'equipment_id']
      : ['service_bookings', 'service_providers', 'service_provider_id'];
  return sql`select ${kind}::text as kind, r.id::text as id, r.id::text as label, concat_ws(' · ', u.name, w.name) as detail
    from ${sql.raw(table)} r join customers c on c.id = r.customer_id join users u on u.id = c.user_id
    join ${sql.raw(what)} w on w.id = r.${sql.raw(key)}`;
};

/** By any part of the id, or by the customer's name. */
const byIdOrCustomer =
  (row: SQL, alias: 'o' | 'r'): Finder =>
  (p) =>
    sql`${limited(sql`${row} where ${sql.raw(alias)}.id::text ilike ${p}`)}
    union all ${limited(sql`${row} where u.name ilike ${p}`)}`;

/** Everything an admin finds, by kind, and where it opens. */
export const ADMIN_SEARCH: Record<SearchKind, KindSearch> = {
  orders: { find: byIdOrCustomer(orderRow, 'o'), screen: '/material-orders' },
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
  rentals: { find: byIdOrCustomer(scheduledRow('rentals'), 'r'), screen: '/equipment-rentals' },
  bookings: { find: byIdOrCustomer(scheduledRow('bookings'), 'r'), screen: '/service-bookings' },
};

/**
 * What a vendor finds: only its own orders (those holding its items, from vendor_orders) and its
 * own products, the vendor named by its token, never by the request.
 */
export const vendorSearch = (vendorId: string): Partial<Record<SearchKind, KindSearch>> => {
  const ownOrder = sql`select 'orders' as kind, o.id::text as id, o.id::text as label, u.name as detail
    from vendor_orders vo join orders o on o.id = vo.order_id
    join customers c on c.id = o.customer_id join users u on u.id = c.user_id
    where vo.vendor_id = ${vendorId}`;
  return {
    orders: {
      find: (p) =>
        sql`${limited(sql`${ownOrder} and vo.order_id::text ilike ${p}`)}
          union all ${limited(sql`${ownOrder} and u.name ilike ${p}`)}`,
      screen: '/vendor-orders',
    },
    products: {
      find: (p) =>
        limited(sql`select 'products' as kind, p.id::text as id, p.name as label, c.name as detail
          from products p left join categories c on c.id = p.product_category_id
          where p.vendor_id = ${vendorId} and p.name ilike ${p}`),
      screen: '/materials',
    },
  };
};
