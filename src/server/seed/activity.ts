/**
 * The activity log of the seeded data: what the admin and the vendors would have recorded
 * making it. The catalog's records were created (by the admin; products and variants by their
 * vendor), variants had their stock counted down and a quarter their price cut, every order moved step by
 * step to its status (PENDING → CONFIRMED → SHIPPED → DELIVERED, or straight to CANCELLED) by
 * its vendors, rentals and bookings were confirmed or cancelled by the admin (completed by the
 * system), requests decided and broadcasts sent. One statement, in the order of time, so the
 * log's ids grow with its times as they do when the app writes it (entries.ts relies on it).
 * The snapshots have the shapes the app records (modules/activity/record.ts and each module's
 * versions), so the latest version of a record equals the record as it is.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { nowOf, type SeedClock } from './clock';
import { chance, intBetween } from './draw';

const HOUR = sql`interval '1 hour'`;

/** A variant as its versions keep it (products/variants.ts), from a row aliased `pv`. */
const variantSnapshot = sql`jsonb_build_object('productId', pv.product_id, 'imageUrl', pv.image_url, 'color', pv.color,
  'size', pv.size, 'unitPrice', pv.unit_price, 'unitName', pv.unit_name, 'stock', pv.stock)`;

/** Rows of activity written. */
export async function seedActivity(tx: Tx, clock: SeedClock, adminUserId: string): Promise<number> {
  const now = nowOf(clock);
  const byRow = (id: SQL) => sql`hashtext(${id}::text)::int8`;
  const { rowCount } = await tx.execute(sql`
    with admin as (select id, name from users where id = ${adminUserId}::uuid),
    drawn_variants as (
      select pv.id, pv.created_at, pv.stock, pv.unit_price, u.id as user_id, u.name as user_name, p.vendor_id,
        p.name || ' · ' || pv.size as label, ${variantSnapshot} as now,
        ${intBetween('activity.stocktakes', byRow(sql`pv.id`), 1, 4)} as stocktakes,
        case when ${chance('activity.repriced', byRow(sql`pv.id`), 0.25)} then round(pv.unit_price * 1.05, 2)
          else pv.unit_price end as first_price
      from product_variants pv join products p on p.id = pv.product_id
        join vendors v on v.id = p.vendor_id join users u on u.id = v.user_id),
    history (at, seq, actor_id, actor_role, actor_name, entity, record_id, record_label, vendor_id, action, before, after) as (
      select c.created_at, 0, a.id, 'ADMIN'::role, a.name, 'categories', c.id, c.name, null::uuid, 'create', null::jsonb,
        jsonb_build_object('name', c.name, 'description', c.description, 'imageUrl', c.image_url)
      from categories c, admin a
      union all
      select e.created_at, 0, a.id, 'ADMIN', a.name, 'equipment', e.id, e.name, null, 'create', null,
        jsonb_build_object('name', e.name, 'description', e.description, 'imageUrl', e.image_url,
          'dailyRate', e.daily_rate, 'unitName', e.unit_name, 'status', e.status, 'information', e.information,
          'stock', e.stock, 'categoryId', e.category_id, 'turnaroundDays', e.turnaround_days)
      from equipment e, admin a
      union all
      select c.created_at, 0, a.id, 'ADMIN', a.name, 'equipment-categories', c.id, c.name, null, 'create', null,
        jsonb_build_object('name', c.name, 'checklist', c.checklist, 'meterKind', c.meter_kind)
      from equipment_categories c, admin a
      union all
      select s.created_at, 0, a.id, 'ADMIN', a.name, 'service-providers', s.id, s.name, null, 'create', null,
        jsonb_build_object('name', s.name, 'speciality', s.speciality, 'other_speciality', s.other_speciality,
          'RatePerHour', s.rate_per_hour, 'unitName', s.unit_name, 'contact', s.contact, 'isActive', s.is_active,
          'imageUrl', s.image_url, 'bufferMinutes', s.buffer_minutes)
      from service_providers s, admin a
      union all
      select p.created_at, 0, u.id, 'VENDOR', u.name, 'products', p.id, p.name, p.vendor_id, 'create', null,
        jsonb_build_object('name', p.name, 'description', p.description, 'information', p.information,
          'keywords', p.keywords, 'productCategoryId', p.product_category_id,
          'productCategory', (select jsonb_build_object('name', c.name) from categories c where c.id = p.product_category_id),
          'vendor', jsonb_build_object('id', v.id, 'name', v.name))
      from products p join vendors v on v.id = p.vendor_id join users u on u.id = v.user_id
      union all
      -- A variant's creation at its first price and stock, a stocktake a day after for each of
      -- one to four days (ten fewer each time), and for a quarter a price cut 5 % later on.
      select v.created_at, 0, v.user_id, 'VENDOR', v.user_name, 'variants', v.id, v.label, v.vendor_id,
        'create', null, v.now || jsonb_build_object('unitPrice', v.first_price, 'stock', v.stock + 10 * v.stocktakes)
      from drawn_variants v
      union all
      select least(v.created_at + k * 24 * ${HOUR}, ${now} - interval '1 minute'), k, v.user_id, 'VENDOR', v.user_name,
        'variants', v.id, v.label, v.vendor_id, 'update',
        v.now || jsonb_build_object('unitPrice', v.first_price, 'stock', v.stock + 10 * (v.stocktakes - k + 1)),
        v.now || jsonb_build_object('unitPrice', v.first_price, 'stock', v.stock + 10 * (v.stocktakes - k))
      from drawn_variants v cross join lateral generate_series(1, v.stocktakes) as k
      union all
      select least(v.created_at + (v.stocktakes + 1) * 24 * ${HOUR}, ${now} - interval '1 minute'), v.stocktakes + 1,
        v.user_id, 'VENDOR', v.user_name, 'variants', v.id, v.label, v.vendor_id, 'update',
        v.now || jsonb_build_object('unitPrice', v.first_price), v.now
      from drawn_variants v where v.first_price <> v.unit_price
      union all
      -- Each vendor's part of an order, one step at a time, by the vendor.
      select least(vo.order_date + step.n * 7 * ${HOUR}, ${now} - interval '1 minute'), step.n, u.id, 'VENDOR', u.name,
        'orders', vo.order_id, vo.order_id::text, vo.vendor_id, 'status',
        jsonb_build_object('status', step.from_status), jsonb_build_object('status', step.to_status)
      from vendor_orders vo join vendors v on v.id = vo.vendor_id join users u on u.id = v.user_id
        join (values (1, 'PENDING', 'CONFIRMED', 1), (2, 'CONFIRMED', 'SHIPPED', 2), (3, 'SHIPPED', 'DELIVERED', 3),
          (1, 'PENDING', 'CANCELLED', 0)) as step(n, from_status, to_status, rank)
        on case vo.status when 'CONFIRMED' then step.rank between 1 and 1 when 'SHIPPED' then step.rank between 1 and 2
          when 'DELIVERED' then step.rank between 1 and 3 when 'CANCELLED' then step.rank = 0 else false end
      union all
      select least(r.created_at + step.n * 5 * ${HOUR}, ${now} - interval '1 minute'), step.n,
        case when step.to_status = 'COMPLETED' then null else a.id end,
        case when step.to_status = 'COMPLETED' then null else 'ADMIN'::role end,
        case when step.to_status = 'COMPLETED' then 'System' else a.name end,
        'equipment-rentals', r.id, r.id::text, null, 'status',
        jsonb_build_object('status', step.from_status), jsonb_build_object('status', step.to_status)
      from equipment_rentals r cross join admin a
        join (values (1, 'PENDING', 'CONFIRMED', 'CONFIRMED'), (1, 'PENDING', 'CONFIRMED', 'COMPLETED'),
          (2, 'CONFIRMED', 'COMPLETED', 'COMPLETED'), (1, 'PENDING', 'CANCELLED', 'CANCELLED'))
          as step(n, from_status, to_status, final) on step.final = r.status::text
      union all
      select least(b.created_at + 5 * ${HOUR}, ${now} - interval '1 minute'), 1, a.id, 'ADMIN', a.name,
        'service-bookings', b.id, b.id::text, null, 'status',
        jsonb_build_object('status', 'PENDING'), jsonb_build_object('status', b.status)
      from service_bookings b cross join admin a where b.status <> 'PENDING'
      union all
      select r.updated_at, 0, a.id, 'ADMIN', a.name, 'seller-requests', r.id, r.name, null,
        case r.status when 'ACCEPTED' then 'accept' else 'reject' end,
        jsonb_build_object('status', 'PENDING'), jsonb_build_object('status', r.status)
      from seller_requests r cross join admin a where r.status <> 'PENDING'
      union all
      select n.created_at, 0, a.id, 'ADMIN', a.name, 'admin-notifications', n.id, n.title, null, 'broadcast', null,
        jsonb_build_object('title', n.title, 'message', n.message, 'reach', n.reach)
      from admin_notifications n cross join admin a
    )
    insert into activity (at, actor_id, actor_role, actor_name, entity, record_id, record_label, vendor_id, action,
      changes, snapshot)
    select h.at, h.actor_id, h.actor_role, h.actor_name, h.entity, h.record_id, h.record_label, h.vendor_id, h.action,
      (select coalesce(jsonb_object_agg(k, jsonb_build_array(coalesce(h.before -> k, 'null'), coalesce(h.after -> k, 'null'))), '{}')
       from (select jsonb_object_keys(h.after) union select jsonb_object_keys(coalesce(h.before, '{}'))) keys(k)
       where coalesce(h.before -> k, 'null') <> coalesce(h.after -> k, 'null')),
      h.after
    from history h
    order by h.at, h.entity, h.record_id, h.seq`);
  return rowCount ?? 0;
}
