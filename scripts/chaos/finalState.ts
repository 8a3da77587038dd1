import type pg from 'pg';
import { DEMO_ACCOUNTS } from '../../src/server/seed/accounts';
import { deriveOrderStatus, orderStatusSchema } from '../../src/shared/contract/orders';
import type { StatusKind } from './api';
import type { Write } from './ledger';

export interface FinalState {
  /** Acknowledged writes not in the database: statuses overwritten by nothing sent later, creates missing. */
  ackedLost: number;
  /** Broadcasts without a delivery per customer, and deliveries without their broadcast. */
  halfDone: number;
  /** Orders whose stored status is not the one derived from their items. */
  derivedMismatches: number;
  /** Chaos rows nobody sent. */
  unexplained: number;
}

/**
 * A record's allowed statuses: the last acknowledged one, or the first one the run saw if none
 * was; and any sent after it that was not refused (it may have committed before a kill).
 */
export function allowedStatuses(writes: readonly Write[], initial: string): Set<string> {
  const lastAcked = writes.findLastIndex((w) => w.outcome === 'acked');
  const allowed = new Set([lastAcked < 0 ? initial : (writes[lastAcked]?.value ?? initial)]);
  for (const w of writes.slice(lastAcked + 1)) if (w.outcome !== 'refused') allowed.add(w.value);
  return allowed;
}

const STATUS_QUERIES: Record<Exclude<StatusKind, 'order'>, string> = {
  rental: 'select id, array[status::text] as statuses from equipment_rentals where id = any($1)',
  booking: 'select id, array[status::text] as statuses from service_bookings where id = any($1)',
};
const VENDOR_ORDER_STATUSES = `
  select oi.order_id as id, array_agg(distinct oi.status::text) as statuses
  from order_items oi join vendors v on v.id = oi.vendor_id join users u on u.id = v.user_id
  where u.email = $2 and oi.order_id = any($1) group by oi.order_id`;

/** Reads the database after the last run and holds it against every write sent. */
export async function checkFinalState(
  client: pg.Client,
  tag: string,
  writes: readonly Write[],
  initial: ReadonlyMap<string, string>,
  kindOf: ReadonlyMap<string, StatusKind>,
): Promise<FinalState> {
  const found: FinalState = { ackedLost: 0, halfDone: 0, derivedMismatches: 0, unexplained: 0 };
  const byKey = new Map<string, Write[]>();
  for (const w of [...writes].sort((a, b) => a.sentAt - b.sentAt)) {
    byKey.set(w.key, [...(byKey.get(w.key) ?? []), w]);
  }

  // Statuses: the vendor's items of an order all move together, so they hold one status once written.
  const vendorEmail = DEMO_ACCOUNTS.find((a) => a.role === 'VENDOR')?.email;
  for (const kind of ['order', 'rental', 'booking'] as const) {
    const ids = [...kindOf].filter(([, k]) => k === kind).map(([id]) => id);
    const { rows } = await client.query<{ id: string; statuses: string[] }>(
      kind === 'order' ? VENDOR_ORDER_STATUSES : STATUS_QUERIES[kind],
      kind === 'order' ? [ids, vendorEmail] : [ids],
    );
    for (const { id, statuses } of rows) {
      const sent = byKey.get(id) ?? [];
      const allowed = allowedStatuses(sent, initial.get(id) ?? '');
      const [only] = statuses;
      const untouched = statuses.length > 1 && !sent.some((w) => w.outcome === 'acked' || w.landed);
      if (!untouched && (statuses.length !== 1 || only === undefined || !allowed.has(only))) found.ackedLost += 1;
    }
  }
  const orders = await client.query<{ status: string; items: string[] }>(
    `select o.status::text as status, array_agg(oi.status::text) as items
     from orders o join order_items oi on oi.order_id = o.id where o.id = any($1) group by o.id`,
    [[...kindOf].filter(([, k]) => k === 'order').map(([id]) => id)],
  );
  for (const { status, items } of orders.rows) {
    if (deriveOrderStatus(items.map((s) => orderStatusSchema.parse(s))) !== status) found.derivedMismatches += 1;
  }

  // Creates: each acknowledged one is there; an unanswered one landed or not; nothing else is.
  const categories = await client.query<{ name: string }>('select name from categories where name like $1', [
    `chaos-${tag}-%`,
  ]);
  const customers = await client.query<{ n: number }>('select count(*)::int as n from customers');
  const broadcasts = await client.query<{ name: string; reach: number; delivered: number }>(
    `select a.title as name, a.reach, (select count(*)::int from user_notifications u where u.admin_notification_id = a.id) as delivered
     from admin_notifications a where a.title like $1`,
    [`chaos-${tag}-%`],
  );
  const orphans = await client.query<{ n: number }>(
    `select count(distinct admin_notification_id)::int as n from user_notifications u
     where not exists (select 1 from admin_notifications a where a.id = u.admin_notification_id)`,
  );
  const customerCount = customers.rows[0]?.n ?? 0;
  found.halfDone += orphans.rows[0]?.n ?? 0;
  for (const b of broadcasts.rows) {
    if (b.delivered !== customerCount || b.reach !== b.delivered) found.halfDone += 1;
  }
  for (const [kind, rows] of [
    ['category', categories.rows],
    ['broadcast', broadcasts.rows],
  ] as const) {
    const present = new Set(rows.map((r) => r.name));
    const sent = writes.filter((w) => w.kind === kind);
    const sentNames = new Set(sent.map((w) => w.key));
    for (const w of sent) {
      if (w.outcome === 'acked' && !present.has(w.key)) found.ackedLost += 1;
      if (w.outcome === 'unanswered') w.landed = present.has(w.key);
      if (w.outcome === 'refused' && present.has(w.key)) found.unexplained += 1;
    }
    found.unexplained += rows.filter((r) => !sentNames.has(r.name)).length;
  }
  return found;
}
