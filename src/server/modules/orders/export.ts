import { type SQL, sql } from 'drizzle-orm';
import { type OrderStatus, vendorOrdersQuerySchema } from '../../../shared/contract/orders';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { countByStatus } from '../../db/statusCounts';
import { defineExport, type ExportAsk, type ExportSort } from '../../exports/exportList';
import { nextCursor } from '../../exports/keyset';
import { vendorCounts } from './list';
import { totalOf } from './paging';

const m = messages.order;

/** An order as its list's CSV writes it. */
type OrderLine = {
  id: string;
  customer: string;
  mobile: string | null;
  orderDate: string;
  items: number;
  amount: string;
  status: string;
  cursorValue: string | null;
  cursorId: string;
};

/** A time as the API writes it (ISO 8601 in UTC, to the millisecond), from the database. */
const isoOf = (time: SQL) => sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const filters = { status: vendorOrdersQuerySchema.shape.status };
type Ask = ExportAsk<{ status?: OrderStatus | undefined }>;

/** Spec §2 Orders' columns (the screen's, with the customer's mobile beside the name as the cell shows it). */
const columns = [
  { key: 'id', header: m.columnId, value: (o: OrderLine) => o.id },
  { key: 'customer', header: m.columnCustomer, value: (o: OrderLine) => o.customer },
  { key: 'mobile', header: messages.exports.mobile, value: (o: OrderLine) => o.mobile },
  { key: 'orderDate', header: m.columnDate, value: (o: OrderLine) => o.orderDate },
  { key: 'items', header: m.columnItems, value: (o: OrderLine) => o.items },
  // numeric's text keeps its 2 decimals; a plain number cell.
  { key: 'amount', header: m.columnAmount, value: (o: OrderLine) => Number(o.amount) },
  { key: 'status', header: messages.exports.status, value: (o: OrderLine) => o.status },
];

/** What both orders lists declare alike: the status filter, newest first, the screen's columns. */
const ordersList = {
  filters,
  sorts: ['orderDate'] as [string],
  defaultSort: { field: 'orderDate', order: 'DESC' } as const,
  ids: ['id'],
  columns,
};

const directionOf = (sort: ExportSort) => sql.raw(sort.order === 'DESC' ? 'desc' : 'asc');

/** Newest first (the screen's one order) unless `order=ASC`; `(date, id)` compared as a row, which the index serves. */
const keyset = (ask: Ask, date: SQL, id: SQL, after: { value: string | null; id: string } | null) => {
  const descending = ask.sort.order === 'DESC';
  const direction = directionOf(ask.sort);
  return {
    past: after ? sql`and (${date}, ${id}) ${sql.raw(descending ? '<' : '>')} (${after.value}, ${after.id})` : sql``,
    order: sql`order by ${date} ${direction}, ${id} ${direction}`,
  };
};

/**
 * The admin's Orders (spec §2 Material Orders): every order, optionally of one status, a batch a
 * statement from orders_order_date_idx or orders_status_date_idx; Items is the sum of quantities.
 */
export const materialOrderExport = defineExport({
  name: 'material-orders',
  access: ['ADMIN'],
  ...ordersList,
  count: async (db, { filter: { status } }) => totalOf(await countByStatus(db, 'orders'), status),
  // Every order in one pass on PostgreSQL: the items summed by one aggregate, joined by hash.
  statement: ({ filter: { status }, sort }) => sql`
    select o.id, u.name as customer, u.mobile, ${isoOf(sql`o.order_date`)} as "orderDate",
      coalesce(i.items, 0) as items, o.final_amount::text as amount, o.status
    from orders o
    join customers c on c.id = o.customer_id
    join users u on u.id = c.user_id
    left join (select order_id, sum(quantity)::int as items from order_items group by order_id) i on i.order_id = o.id
    where ${status === undefined ? sql`true` : sql`o.status = ${status}`}
    order by o.order_date ${directionOf(sort)}, o.id ${directionOf(sort)}`,
  read: async (db: Db, ask, after, limit) => {
    const { past, order } = keyset(ask, sql`o.order_date`, sql`o.id`, after);
    const { status } = ask.filter;
    const { rows } = await db.execute<OrderLine>(sql`
      select o.id, u.name as customer, u.mobile, ${isoOf(sql`o.order_date`)} as "orderDate",
        (select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = o.id) as items,
        o.final_amount::text as amount, o.status,
        o.order_date::text as "cursorValue", o.id::text as "cursorId"
      from orders o
      join customers c on c.id = o.customer_id
      join users u on u.id = c.user_id
      where ${status === undefined ? sql`true` : sql`o.status = ${status}`} ${past}
      ${order} limit ${limit}`);
    return { rows, next: nextCursor(rows, limit) };
  },
});

/**
 * The vendor's Orders: the orders holding its items, optionally of its status (its first
 * item's), from vendor_orders' (vendor, status, date, order) index; Items counts its items and
 * Amount sums them, as its list shows.
 */
export const vendorOrderExport = defineExport({
  name: 'vendor-orders',
  access: ['VENDOR'],
  ...ordersList,
  count: async (db, { scope, filter: { status } }) =>
    scope.vendorId === null ? null : totalOf(await vendorCounts(db, scope.vendorId), status),
  // The vendor's orders in one pass on PostgreSQL: its items counted and summed by one aggregate.
  statement: ({ scope: { vendorId }, filter: { status }, sort }) => sql`
    select vo.order_id as id, u.name as customer, u.mobile, ${isoOf(sql`vo.order_date`)} as "orderDate",
      mine.items, mine.amount::text as amount, vo.status
    from vendor_orders vo
    join orders o on o.id = vo.order_id
    join customers c on c.id = o.customer_id
    join users u on u.id = c.user_id
    join (
      select order_id, count(*)::int as items, sum(total_price) as amount
      from order_items where vendor_id = ${vendorId} group by order_id
    ) mine on mine.order_id = vo.order_id
    where vo.vendor_id = ${vendorId} ${status === undefined ? sql`` : sql`and vo.status = ${status}`}
    order by vo.order_date ${directionOf(sort)}, vo.order_id ${directionOf(sort)}`,
  read: async (db: Db, ask, after, limit) => {
    const { vendorId } = ask.scope;
    if (vendorId === null) return { rows: [], next: null };
    const { past, order } = keyset(ask, sql`vo.order_date`, sql`vo.order_id`, after);
    const { status } = ask.filter;
    const { rows } = await db.execute<OrderLine>(sql`
      select vo.order_id as id, u.name as customer, u.mobile, ${isoOf(sql`vo.order_date`)} as "orderDate",
        mine.items, mine.amount::text as amount, vo.status,
        vo.order_date::text as "cursorValue", vo.order_id::text as "cursorId"
      from vendor_orders vo
      join orders o on o.id = vo.order_id
      join customers c on c.id = o.customer_id
      join users u on u.id = c.user_id
      cross join lateral (
        select count(*)::int as items, coalesce(sum(oi.total_price), 0) as amount
        from order_items oi where oi.order_id = vo.order_id and oi.vendor_id = vo.vendor_id
      ) mine
      where vo.vendor_id = ${vendorId} ${status === undefined ? sql`` : sql`and vo.status = ${status}`} ${past}
      ${order} limit ${limit}`);
    return { rows, next: nextCursor(rows, limit) };
  },
});
