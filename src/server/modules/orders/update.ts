import { eq, sql } from 'drizzle-orm';
import type { Order, UpdateOrderBody } from '../../../shared/contract/orders';
import { messages } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { customers, orders, users } from '../../db/schema';
import { actorColumnNames, actorColumns, actorValues } from '../../db/statusChanges';
import { inBatches, WRITE_BATCHES } from '../../db/writeBatches';
import { notFound } from '../../errors';
import type { Actor } from '../activity/record';
import { orderSelection, toOrders } from './records';

/** The vendor acting, and the account that does it (recorded in the history and the activity log). */
export interface VendorActor {
  vendorId: string;
  userId: string;
  by: Actor;
}

/** One order's change; a bulk action's changes share its `bulkId` in the activity log. */
export type OrderChange = UpdateOrderBody & VendorActor & { bulkId?: string };

/** What the update statement takes: its changes (one an order), one array per field. */
const changeValues = (changes: readonly OrderChange[]) => ({
  orderIds: changes.map((change) => change.orderId),
  vendorIds: changes.map((change) => change.vendorId),
  statuses: changes.map((change) => change.status),
  userIds: changes.map((change) => change.userId),
  bulkIds: changes.map((change) => change.bulkId ?? null),
  ...actorValues(changes),
});

/**
 * The update's common table expressions, for changes of distinct orders. Locking every item of
 * the orders first, in id order (so two statements never wait for each other's), serialises the
 * updates of one order (any vendor's) and, in READ COMMITTED, hands the statement each item as the
 * update before it left it, so the status is derived from settled items and concurrent updates end
 * in one of the values sent. The derivation is `min` over the enum, whose order (ORDER_STATUSES)
 * is the progress order with CANCELLED last: the rule of `deriveOrderStatus`, held equal to it by
 * tests/server/order-status.test.ts. An order's row is written whenever an item moves, not only
 * when its status differs: a condition on its status would be read from the statement's snapshot,
 * taken before the wait for the item locks, and would skip an order an update before had just
 * changed.
 */
const updateCtes = (db: Db | Tx) => [
  db.$with('changes', {}).as(
    sql`select * from unnest(${sql.placeholder('orderIds')}::uuid[], ${sql.placeholder('vendorIds')}::uuid[],
        ${sql.placeholder('statuses')}::order_status[], ${sql.placeholder('userIds')}::uuid[],
        ${sql.placeholder('bulkIds')}::uuid[], ${actorColumns})
        as c(order_id, vendor_id, status, changed_by, bulk_id, ${actorColumnNames})`,
  ),
  db.$with('items', {}).as(
    sql`select id, order_id, vendor_id, status from order_items
        where order_id = any(array(select order_id from changes)) order by id for no key update`,
  ),
  db.$with('mine', {}).as(
    sql`select i.id, i.order_id, i.vendor_id, i.status, c.status as target, c.changed_by
        from items i join changes c on c.order_id = i.order_id and c.vendor_id = i.vendor_id`,
  ),
  // The activity log's row of each change that moves an item: the vendor's view of the status
  // (its vendor_orders row, its first item's, as the statement's snapshot has it) before and after.
  db.$with('logged', {}).as(
    sql`insert into activity (actor_id, ${actorColumnNames}, entity, record_id, record_label, vendor_id, changes, snapshot, bulk_id)
        select c.changed_by, ${actorColumnNames},
          'orders', c.order_id, c.order_id::text, c.vendor_id,
          jsonb_build_object('status', jsonb_build_array(vo.status, c.status)), jsonb_build_object('status', c.status),
          c.bulk_id
        from changes c join vendor_orders vo on vo.order_id = c.order_id and vo.vendor_id = c.vendor_id
        where exists (select 1 from mine m where m.order_id = c.order_id and m.vendor_id = c.vendor_id
          and m.status <> m.target)`,
  ),
  db.$with('recorded', {}).as(
    sql`insert into order_status_history (order_id, vendor_id, from_status, to_status, changed_by)
        select order_id, vendor_id, status, target, changed_by from mine where status <> target
        group by order_id, vendor_id, status, target, changed_by`,
  ),
  db
    .$with('moved', {})
    .as(
      sql`update order_items oi set status = mine.target from mine where oi.id = mine.id and mine.status <> mine.target`,
    ),
  db.$with('derived', {}).as(
    sql`select i.order_id, min(case when i.vendor_id = c.vendor_id then c.status else i.status end) as status
        from items i join changes c on c.order_id = i.order_id group by i.order_id`,
  ),
  db.$with('ordered', {}).as(
    sql`update orders o set status = derived.status from derived where o.id = derived.order_id
        and exists (select 1 from mine where mine.order_id = o.id and mine.status <> mine.target)`,
  ),
];

/** The update and each order as its vendor sees it, in one statement prepared once. */
const updateStatement = (db: Db) =>
  preparedOnce(db, 'update_order', () =>
    db
      .with(...updateCtes(db))
      .select(orderSelection({ vendorId: sql`changes.vendor_id` }))
      .from(orders)
      .innerJoin(sql`changes`, sql`changes.order_id = ${orders.id}`)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(users, eq(users.id, customers.userId))
      .where(sql`exists (select 1 from mine where mine.order_id = ${orders.id})`)
      .prepare('update_order'),
  );

/**
 * Each change's order as its vendor sees it after the change, or undefined when the vendor has
 * no items in it. The statement reads the orders as its snapshot had them, before the change: of
 * what a vendor sees, only its items' status has moved since, to the one sent (so has its view of
 * the order's status, its first item's).
 */
async function changeOrders(db: Db, changes: OrderChange[]): Promise<(Order | undefined)[]> {
  const rows = new Map((await updateStatement(db).execute(changeValues(changes))).map((row) => [row.id, row]));
  return changes.map(({ orderId, vendorId, status }) => {
    const row = rows.get(orderId);
    const moved = row && { ...row, items: row.items.map((item) => ({ ...item, status })) };
    return moved && toOrders([moved], { vendorId })[0];
  });
}

const changeOrder = inBatches(changeOrders, { key: (change) => change.orderId, ...WRITE_BATCHES });

/**
 * POST /order/update-order: moves the vendor's items of the order to `status` (spec §4: any
 * value, freely), records each status they leave (one history row each), and sets the order's
 * derived status; its vendor_orders row and every counter follow through triggers. Concurrent
 * updates of other orders share its statement (db/writeBatches.ts); one statement, so one
 * transaction that commits as it ends: the counters' rows the triggers lock are never held across
 * a round trip to this server, which under load made every other update wait for it. An order
 * without the vendor's items, like an unknown one, is 404 and nothing is written; setting the
 * status the items already have changes and records nothing.
 */
export async function updateOrderStatus(db: Db, actor: VendorActor, body: UpdateOrderBody): Promise<Order> {
  const order = await changeOrder(db, { ...body, ...actor });
  if (!order) throw notFound(messages.order.notFound);
  return order;
}

/** The update as a bulk action runs it: the same statement, answering only the ids of the orders it reached. */
const bulkStatement = (tx: Tx) =>
  tx
    .with(...updateCtes(tx))
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(sql`changes`, sql`changes.order_id = ${orders.id}`)
    .where(sql`exists (select 1 from mine where mine.order_id = ${orders.id})`)
    .prepare('bulk_update_order');

/**
 * A bulk action's status changes (issue 28), in the caller's transaction: the single update's
 * statement and so its rules, history, activity rows and counters, all changes in one statement
 * (its item locks taken in id order at once, as for a batch). Answers the orders holding the
 * vendor's items, the ones it changed (or found already at the status).
 */
export async function updateOrdersInBulk(tx: Tx, changes: OrderChange[]): Promise<string[]> {
  const rows = await bulkStatement(tx).execute(changeValues(changes));
  return rows.map((row) => row.id);
}

/** Runs the update on no order, for `Database.warmUp`. */
export async function warmUpOrderUpdate(db: Db): Promise<void> {
  await updateStatement(db).execute(changeValues([]));
}
