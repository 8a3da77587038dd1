import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgEnum,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BOOKING_STATUSES,
  DEFAULT_LANGUAGE,
  EQUIPMENT_STATUSES,
  EQUIPMENT_UNITS,
  LANGUAGES,
  ORDER_STATUSES,
  RENTAL_STATUSES,
  SELLER_REQUEST_STATUSES,
  SERVICE_PROVIDER_UNITS,
} from '../../shared/constants';
import { ROLES } from '../../shared/contract/common';
import { METER_KINDS } from '../../shared/contract/equipment-categories';
import { HOLDING_STATUSES as RENTAL_HOLDING, HELD_READ as RENTAL_READ } from '../modules/equipment-rentals/held';
import { HOLDING_STATUSES as BOOKING_HOLDING } from '../modules/service-bookings/held';

/** A list of single key -> value pairs (spec §3 "information"). */
export type InformationList = Record<string, string>[];

export const roleEnum = pgEnum('role', ROLES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const rentalStatusEnum = pgEnum('rental_status', RENTAL_STATUSES);
export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);
export const sellerRequestStatusEnum = pgEnum('seller_request_status', SELLER_REQUEST_STATUSES);
export const equipmentStatusEnum = pgEnum('equipment_status', EQUIPMENT_STATUSES);
export const equipmentUnitEnum = pgEnum('equipment_unit', EQUIPMENT_UNITS);
export const serviceUnitEnum = pgEnum('service_unit', SERVICE_PROVIDER_UNITS);
export const meterKindEnum = pgEnum('meter_kind', METER_KINDS);

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** When a status change was written: the clock after the record's lock was taken. */
const changedAt = () => timestamp('changed_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`);
/**
 * The order a record's status changes were written in, which is the order they happened (each is
 * written under the record's lock): it orders changes whose clocks tie, as the embedded
 * database's clock, which moves in milliseconds, lets them. A random id ordered them before.
 */
const writeOrder = () => bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();

/**
 * What a customer's booking of a slot holds (rentals, bookings): who, its status (`initial` at
 * first), the day and the hour it starts, how many units of time, when it was made.
 */
function scheduled<Statuses extends [string, ...string[]]>(statusEnum: PgEnum<Statuses>, initial: Statuses[number]) {
  return {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: statusEnum('status').notNull().default(initial),
    date: date('date').notNull(),
    fromTime: time('from_time').notNull(),
    multiplier: integer('multiplier').notNull().default(1),
    createdAt: createdAt(),
  };
}

/** A rental's or booking's span, kept by the database from its slot (one definition, see scheduledSpan). */
const spanEnd = sql.raw(
  `date + from_time + case unit_name when 'hour' then multiplier * interval '1 hour' when 'day' then multiplier * interval '1 day' else interval '1 day' end`,
);

/**
 * Where a rental or booking starts and ends: from `date` + `fromTime`, for `multiplier` hours or
 * days by its unit (a booking priced by the square foot holds its day). Stored, so the calendar,
 * the clash checks and the feeds read one definition and an index can serve them.
 */
const scheduledSpan = () => ({
  startsAt: timestamp('starts_at').generatedAlwaysAs(sql.raw('date + from_time')),
  endsAt: timestamp('ends_at').generatedAlwaysAs(spanEnd),
});

/**
 * What the held-span reads use (src/server/db/heldSpans.ts): the holding records of an owner by
 * start, with every column the rule reads after the range (`read`: the rule's own, then the id),
 * so a calendar's month reads the index alone (measured at --scale 2500: 25 equipments' month
 * touched 7,083 heap pages, 28 of the statement's 70 ms; index only, 10); and the longest stored
 * span among them (with the record's own end and pad, the same expressions as the rule's), which
 * bounds how far back a read looks.
 */
const heldIndexes = (
  table: string,
  owner: AnyPgColumn,
  t: Record<string, AnyPgColumn> & { id: AnyPgColumn; status: AnyPgColumn; startsAt: AnyPgColumn; endsAt: AnyPgColumn },
  held: { statuses: readonly string[]; read?: readonly string[]; end?: SQL; ownPad?: SQL },
) => {
  const holding = sql`${t.status} in (${sql.raw(held.statuses.map((s) => `'${s}'`).join(', '))})`;
  const span = sql`(${held.end ?? t.endsAt} - ${t.startsAt})`;
  // The rule names its columns as SQL does (HoldRule.read); the index takes the table's own.
  const read = (held.read ?? []).map((name) => {
    const column = Object.values(t).find((c) => c.name === name);
    if (!column) throw new Error(`${table} has no column ${name}`);
    return column;
  });
  return [
    index(`${table}_held_idx`)
      .on(owner, t.startsAt, t.status, t.endsAt, ...read, t.id)
      .where(holding),
    index(`${table}_held_span_idx`)
      .on(owner, held.ownPad ? sql`(${span} + ${held.ownPad})` : span)
      .where(holding),
  ];
};

/** A status list's pages, newest first with the id breaking ties: a page's ids are an index-only scan. */
const newestFirstIndexes = (table: string, t: { id: AnyPgColumn; status: AnyPgColumn; createdAt: AnyPgColumn }) => [
  index(`${table}_created_idx`).on(t.createdAt, t.id),
  index(`${table}_status_created_idx`).on(t.status, t.createdAt, t.id),
];

/**
 * The history of a record kind's status (beyond the spec): from, to, who, when, in the order
 * written. `<kind>_status_history`, the record named by `<kind>_id`, deleted with it.
 */
function statusHistory<Statuses extends [string, ...string[]]>(
  kind: string,
  record: () => AnyPgColumn,
  statusEnum: PgEnum<Statuses>,
) {
  const name = `${kind}_status_history`;
  return pgTable(
    name,
    {
      id: id(),
      recordId: uuid(`${kind}_id`).notNull().references(record, { onDelete: 'cascade' }),
      fromStatus: statusEnum('from_status').notNull(),
      toStatus: statusEnum('to_status').notNull(),
      changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
      changedAt: changedAt(),
      seq: writeOrder(),
    },
    (t) => [index(`${name}_${kind}_idx`).on(t.recordId, t.changedAt), index(`${name}_changed_by_idx`).on(t.changedBy)],
  );
}
/**
 * A trigram index (pg_trgm) on a text, or on a uuid's text form (`asText`): the search's
 * `ilike '%…%'` on any part of it reads the index instead of every row (modules/search).
 */
const trigramIndex = (name: string, column: AnyPgColumn, asText = false) =>
  index(name).using('gin', asText ? sql`(${column}::text) gin_trgm_ops` : sql`${column} gin_trgm_ops`);

/**
 * The ids of records whose status updates rewrite their rows, for the search by any part of an id
 * (customers read an order's id out on the phone, often its last digits). The trigram index lives
 * here, written once a record (a trigger on the record's insert, migration 0035): on the record's
 * own table every status change, a new row version, added the id's trigrams anew and now and then
 * merged them into the index (docs/performance.md "Status updates"). No foreign key: the records'
 * statement triggers add and remove the ids (migration 0040), where a key's check of each row
 * made an insert of 100,000 orders take 70 s on the embedded database (8 s without).
 */
const searchIds = (table: string) =>
  pgTable(
    `${table}_search_ids`,
    {
      id: uuid('id').primaryKey(),
    },
    (t) => [trigramIndex(`${table}_search_ids_trgm_idx`, t.id, true)],
  );

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Set while the account may not sign in: its sessions and access tokens stop working at once. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The admin's language for this user (issue 26), carried in the access token. */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_language_known', sql`${t.language} in (${sql.raw(LANGUAGES.map((l) => `'${l}'`).join(', '))})`),
    // Orders, rentals and bookings are searched by their customer's name.
    trigramIndex('users_name_trgm_idx', t.name),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ownerName: text('owner_name'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    createdAt: createdAt(),
  },
  (t) => [trigramIndex('vendors_name_trgm_idx', t.name)],
);

export const customers = pgTable('customers', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  address: text('address'),
  createdAt: createdAt(),
});

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    productCategoryId: uuid('product_category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    information: jsonb('information').$type<InformationList>().notNull().default([]),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    /** The vendor's own key for the product (a CSV import matches by it), unique among its products. */
    productKey: text('product_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_vendor_key_idx').on(t.vendorId, t.productKey).where(sql`${t.productKey} is not null`),
    // The materials list's order (newest first, id breaking ties): a page's ids are read from the
    // index alone, however deep the page.
    index('products_vendor_created_idx').on(t.vendorId, t.createdAt, t.id),
    index('products_category_idx').on(t.productCategoryId),
    index('products_created_idx').on(t.createdAt, t.id),
    trigramIndex('products_name_trgm_idx', t.name),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url'),
    color: text('color').notNull(),
    size: text('size').notNull(),
    unitPrice: money('unit_price').notNull(),
    unitName: text('unit_name').notNull(),
    stock: integer('stock').notNull().default(0),
    /** The vendor's own key for the variant (a CSV import matches by it), unique among its variants. */
    sku: text('sku'),
    /**
     * The product's vendor while `sku` is set (else null), written by a trigger (migration
     * catalog_keys): what makes a SKU unique per vendor, since variants have no vendor of their own.
     */
    skuVendorId: uuid('sku_vendor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    uniqueIndex('product_variants_vendor_sku_idx').on(t.skuVendorId, t.sku).where(sql`${t.sku} is not null`),
    // Releasing an image asks whether anything still shows it (modules/files/release.ts).
    index('product_variants_image_idx').on(t.imageUrl).where(sql`${t.imageUrl} is not null`),
    // The variants low on stock, lowest first (the vendor dashboard's list, the materials filter):
    // a few percent of the table. is_low_stock() is migration 0026's, LOW_STOCK_THRESHOLD's twin.
    index('product_variants_low_stock_idx').on(t.stock, t.id).where(sql`is_low_stock(${t.stock})`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    finalAmount: money('final_amount').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    /** Derived from the items in the same transaction (DESIGN.md "Database"). */
    status: orderStatusEnum('status').notNull().default('PENDING'),
    createdAt: createdAt(),
  },
  (t) => [
    // The orders list's order (newest first, id breaking ties), with or without a status filter:
    // a page's ids are read from the index alone.
    index('orders_order_date_idx').on(t.orderDate, t.id),
    index('orders_status_date_idx').on(t.status, t.orderDate, t.id),
    index('orders_customer_idx').on(t.customerId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size'),
    color: text('color'),
    status: orderStatusEnum('status').notNull().default('PENDING'),
    variantImageUrl: text('variant_image_url'),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // No index holds the status (migration 0019): its changes are then heap-only updates.
    index('order_items_vendor_order_idx').on(t.vendorId, t.orderId),
    // Deleting a product or variant sets these to null: without an index that scans every item.
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
    index('order_items_variant_image_idx').on(t.variantImageUrl).where(sql`${t.variantImageUrl} is not null`),
  ],
);

/**
 * One row per vendor and order it sells in: the vendor orders list pages over these (a vendor's
 * items of one order are one row of its list), newest first, filtered by the vendor's status,
 * which is its first item's (by item id; spec §3). Kept by triggers on order_items (migration
 * 0011) in the same transaction as every write, so no writer can forget it. No foreign keys: the
 * rows go with their items.
 */
export const vendorOrders = pgTable(
  'vendor_orders',
  {
    vendorId: uuid('vendor_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** The vendor's first item of the order, whose status is the vendor's. */
    firstItemId: uuid('first_item_id').notNull(),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull(),
    status: orderStatusEnum('status').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.orderId] }),
    index('vendor_orders_vendor_date_idx').on(t.vendorId, t.orderDate, t.orderId),
    index('vendor_orders_vendor_status_date_idx').on(t.vendorId, t.status, t.orderDate, t.orderId),
  ],
);

/**
 * A vendor's orders per status (its vendor_orders rows), kept by a trigger on vendor_orders
 * (migration 0011) in the same transaction, in shards (migration 0018): each writing transaction
 * adds to the shard of its id, so concurrent updates of one vendor's orders rarely share a row.
 */
export const vendorOrderCountShards = pgTable(
  'vendor_order_count_shards',
  {
    vendorId: uuid('vendor_id').notNull(),
    status: orderStatusEnum('status').notNull(),
    shard: smallint('shard').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.status, t.shard] })],
);

/** A vendor's orders per status, its shards summed: the vendor's cards in one indexed read. */
export const vendorOrderCounts = pgView('vendor_order_counts', {
  vendorId: uuid('vendor_id').notNull(),
  status: orderStatusEnum('status').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
}).as(sql`select vendor_id, status, sum(n)::bigint as n from vendor_order_count_shards group by vendor_id, status`);

/**
 * Every change of a vendor's items' status (beyond the spec): written by update-order in the
 * same transaction, under the order's lock: `changed_at` then `seq` give the order its changes
 * happened in.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    fromStatus: orderStatusEnum('from_status').notNull(),
    toStatus: orderStatusEnum('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: changedAt(),
    seq: writeOrder(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.changedAt),
    // Deleting a vendor or a user checks these references: without an index that scans the table.
    index('order_status_history_vendor_idx').on(t.vendorId),
    index('order_status_history_changed_by_idx').on(t.changedBy),
  ],
);

/** Issue 29: kinds of equipment, with the checklist their condition reports start from and their meter. */
export const equipmentCategories = pgTable(
  'equipment_categories',
  {
    id: id(),
    name: text('name').notNull(),
    checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
    meterKind: meterKindEnum('meter_kind').notNull().default('none'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('equipment_categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const equipment = pgTable(
  'equipment',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    dailyRate: money('daily_rate').notNull(),
    unitName: equipmentUnitEnum('unit_name').notNull(),
    status: equipmentStatusEnum('status').notNull().default('Available'),
    information: jsonb('information').$type<InformationList>().notNull().default([]),
    stock: integer('stock').notNull().default(0),
    // Days a unit stays in the yard after a return (cleaning, servicing) before it can go out again.
    turnaroundDays: integer('turnaround_days').notNull().default(0),
    // Its kind (issue 29); deleting the category leaves the equipment without one.
    categoryId: uuid('category_id').references(() => equipmentCategories.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('equipment_created_idx').on(t.createdAt),
    index('equipment_category_idx').on(t.categoryId),
    trigramIndex('equipment_name_trgm_idx', t.name),
    check('equipment_turnaround_days_range', sql`${t.turnaroundDays} between 0 and 30`),
  ],
);

export const equipmentRentals = pgTable(
  'equipment_rentals',
  {
    id: id(),
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'restrict' }),
    ...scheduled(rentalStatusEnum, 'PENDING'),
    qty: integer('qty').notNull(),
    unitName: equipmentUnitEnum('unit_name').notNull(),
    ...scheduledSpan(),
    // Days its return added to the equipment's turnaround (servicing the damage found), issue 29.
    extraTurnaroundDays: integer('extra_turnaround_days').notNull().default(0),
    // When it came back (the return report's local time): a late one holds until then, not ends_at.
    returnedAt: timestamp('returned_at', { mode: 'string' }),
  },
  (t) => [
    ...newestFirstIndexes('equipment_rentals', t),
    index('equipment_rentals_equipment_idx').on(t.equipmentId),
    // The search finds a customer's rentals by the customer's name.
    index('equipment_rentals_customer_idx').on(t.customerId),
    // An equipment's calendar feed: its rentals that a feed shows, ended (or returned, when late:
    // greatest() skips a null) from the window's start on.
    index('equipment_rentals_feed_idx')
      .on(t.equipmentId, sql`greatest(${t.endsAt}, ${t.returnedAt})`)
      .where(sql`${t.status} in ('CONFIRMED', 'COMPLETED', 'CANCELLED')`),
    // The admin dashboard's rentals going out and coming back on a day, and the list's day filters.
    // With the status, so a day's confirmed ones are one index range (no AND with another index).
    index('equipment_rentals_starts_idx').on(t.startsAt, t.status),
    index('equipment_rentals_ends_idx').on(t.endsAt, t.status),
    ...heldIndexes('equipment_rentals', t.equipmentId, t, {
      statuses: RENTAL_HOLDING,
      read: RENTAL_READ,
      end: sql`greatest(${t.endsAt}, coalesce(${t.returnedAt}, ${t.endsAt}))`,
      ownPad: sql`${t.extraTurnaroundDays} * interval '1 day'`,
    }),
    check('equipment_rentals_extra_turnaround_days_range', sql`${t.extraTurnaroundDays} between 0 and 30`),
  ],
);

/** Every status change of a rental (beyond the spec). */
export const rentalStatusHistory = statusHistory('rental', () => equipmentRentals.id, rentalStatusEnum);

export const serviceProviders = pgTable(
  'service_providers',
  {
    id: id(),
    name: text('name').notNull(),
    speciality: text('speciality'),
    otherSpeciality: text('other_speciality'),
    ratePerHour: money('rate_per_hour'),
    unitName: serviceUnitEnum('unit_name').notNull(),
    contact: text('contact'),
    isActive: boolean('is_active').notNull().default(true),
    imageUrl: text('image_url'),
    // Minutes kept free after each booking (travel, clearing up) before the next may start.
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('service_providers_created_idx').on(t.createdAt),
    trigramIndex('service_providers_name_trgm_idx', t.name),
    check('service_providers_buffer_minutes_range', sql`${t.bufferMinutes} between 0 and 1440`),
  ],
);

export const serviceBookings = pgTable(
  'service_bookings',
  {
    id: id(),
    serviceProviderId: uuid('service_provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'restrict' }),
    ...scheduled(bookingStatusEnum, 'PENDING'),
    unitName: serviceUnitEnum('unit_name').notNull(),
    ...scheduledSpan(),
  },
  (t) => [
    ...newestFirstIndexes('service_bookings', t),
    index('service_bookings_provider_idx').on(t.serviceProviderId),
    // The search finds a customer's bookings by the customer's name.
    index('service_bookings_customer_idx').on(t.customerId),
    // A provider's calendar feed: its bookings that a feed shows, from the window's start on.
    index('service_bookings_feed_idx')
      .on(t.serviceProviderId, t.endsAt)
      .where(sql`${t.status} in ('CONFIRMED', 'CANCELLED')`),
    // The admin dashboard's bookings of a day, and the list's day filter.
    index('service_bookings_starts_idx').on(t.startsAt, t.status),
    ...heldIndexes('service_bookings', t.serviceProviderId, t, { statuses: BOOKING_HOLDING }),
  ],
);

/** Every status change of a service booking (beyond the spec). */
export const bookingStatusHistory = statusHistory('booking', () => serviceBookings.id, bookingStatusEnum);

export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: id(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The customers the send delivered it to, counted once then: the list never counts deliveries. */
    reach: integer('reach').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('admin_notifications_created_idx').on(t.createdAt)],
);

/**
 * One row per customer a broadcast reached: its title, message and time are the broadcast's.
 * A send writes one row per customer (500,000 at scale 2500) in ≤ 3 s, so the table is narrow,
 * its only index is the key, which a send fills in one contiguous run, and it has no foreign
 * keys: their row-by-row checks (and the lock each takes on a customer) cost 4-20 s a send.
 * Statement-level triggers (migration 0013) delete a broadcast's or a customer's rows instead.
 * A customer's list walks the broadcasts newest first and probes the key for each.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    adminNotificationId: uuid('admin_notification_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    isRead: boolean('is_read').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.adminNotificationId, t.customerId] })],
);

export const sellerRequests = pgTable(
  'seller_requests',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    ownerName: text('owner_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    category: text('category').array().notNull().default(sql`'{}'::text[]`),
    status: sellerRequestStatusEnum('status').notNull().default('PENDING'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list's order (newest first, id breaking ties), with or without a status filter: a
    // page's ids are read from the index alone.
    index('seller_requests_created_idx').on(t.createdAt, t.id),
    index('seller_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    trigramIndex('seller_requests_name_trgm_idx', t.name),
    trigramIndex('seller_requests_owner_name_trgm_idx', t.ownerName),
  ],
);

/** Opaque refresh tokens, stored only as a hash; a family is one sign-in's rotation chain. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** When the session's user typed their password (sign-in, signup, a password change): kept by every token of the family. */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: id(),
    fileName: text('file_name').notNull().unique(),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // The hourly purge looks for unsaved images by age.
  (t) => [index('uploaded_files_uploader_idx').on(t.uploaderId), index('uploaded_files_created_idx').on(t.createdAt)],
);

/**
 * Rows per status of the tables whose lists show counters (orders, rentals, bookings, seller
 * requests). Counting over large tables costs 130-270 ms whatever the index (DESIGN.md), so
 * statement-level triggers (migration 0002) keep these in the same transaction as every write, in
 * shards (migration 0018): each writing transaction adds to the shard of its id, so concurrent
 * writers rarely wait for one another on a counter's row.
 */
export const statusCountShards = pgTable(
  'status_count_shards',
  {
    entity: text('entity').notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.status, t.shard] })],
);

/** Rows per status of a counted table, its shards summed. */
export const statusCounts = pgView('status_counts', {
  entity: text('entity').notNull(),
  status: text('status').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
}).as(sql`select entity, status, sum(n)::bigint as n from status_count_shards group by entity, status`);

/**
 * Products per vendor, kept by triggers (migration 0009) in the same transaction as every insert
 * and delete of products: the materials list's totalRows without counting 150,000 rows. No
 * foreign key: deleting a vendor deletes its products, whose trigger still writes its row here.
 */
export const productCounts = pgTable('product_counts', {
  vendorId: uuid('vendor_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Variants per vendor (of its products), kept by triggers (migration 0015) in the same
 * transaction as every insert and delete of variants and products: the dashboard's variants
 * figure without joining every variant to its product. No foreign key, as product_counts.
 */
export const variantCounts = pgTable('variant_counts', {
  vendorId: uuid('vendor_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * A vendor's figures per calendar month of the orders' date in the marketplace's time zone
 * (`month` is the month's first day): `orders` its vendor_orders rows, `revenue` its items'
 * total_price leaving out cancelled items. Kept by triggers on order_items and vendor_orders
 * (migration 0015) in the same transaction as every write: the dashboard reads two rows instead
 * of every item of two months. No foreign key, as product_counts.
 */
export const vendorMonthSales = pgTable(
  'vendor_month_sales',
  {
    vendorId: uuid('vendor_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    revenue: numeric('revenue', { precision: 16, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.month] })],
);

/**
 * Every vendor with its business details, its account's contact and whether it may sign in,
 * and how many products it lists: what the admin's Vendors screen reads (modules/vendors/entity.ts).
 */
export const vendorAccounts = pgView('vendor_accounts', {
  id: uuid('id').notNull(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  ownerName: text('owner_name'),
  email: text('email').notNull(),
  mobile: text('mobile'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  pincode: text('pincode'),
  productsCount: integer('products_count').notNull(),
  canSignIn: boolean('can_sign_in').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).as(sql`
  select v.id, v.user_id, v.name, v.owner_name, u.email, u.mobile, v.address, v.city, v.state, v.pincode,
    (select count(*)::int from products p where p.vendor_id = v.id) as products_count,
    u.suspended_at is null as can_sign_in, v.created_at
  from vendors v join users u on u.id = v.user_id`);

export const orderSearchIds = searchIds('orders');
export const rentalSearchIds = searchIds('equipment_rentals');
export const bookingSearchIds = searchIds('service_bookings');
