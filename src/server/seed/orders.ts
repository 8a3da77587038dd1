/**
 * Material orders over the last 90 days. Items carry their own status; the order's status is
 * derived from them by the orders module's rule (DESIGN.md "Database"). Each vendor's list rows
 * (vendor_orders) and counters (vendor_order_counts) are written by the triggers of migration
 * 0011 as the items are inserted, set-based, in the seed's transaction.
 */
import { deriveOrderStatus, type OrderStatus } from '../../shared/contract/orders';
import type { Tx } from '../db/client';
import { orderItems, orders } from '../db/schema';
import type { VariantRef } from './catalog';
import type { SeedClock } from './clock';
import { insertRows } from './insert';
import type { CustomerRef } from './people';
import { fullAddress } from './places';
import { between, DAY_MS, faker, pick, rupees, scaled, weighted } from './random';

/** Old orders are mostly delivered, fresh ones mostly pending: what a real shop's book looks like. */
function statusForAge(ageDays: number): OrderStatus {
  if (ageDays > 14)
    return weighted([
      ['DELIVERED', 70],
      ['PENDING', 10],
      ['CANCELLED', 8],
      ['SHIPPED', 7],
      ['CONFIRMED', 5],
    ] as const);
  if (ageDays > 3)
    return weighted([
      ['PENDING', 30],
      ['DELIVERED', 30],
      ['SHIPPED', 15],
      ['CONFIRMED', 15],
      ['CANCELLED', 10],
    ] as const);
  return weighted([
    ['PENDING', 65],
    ['CONFIRMED', 20],
    ['CANCELLED', 10],
    ['SHIPPED', 5],
  ] as const);
}

interface Catalog {
  all: readonly VariantRef[];
  byVendor: ReadonlyMap<string, readonly VariantRef[]>;
  vendorIds: readonly string[];
}

function indexCatalog(variants: readonly VariantRef[]): Catalog {
  const byVendor = new Map<string, VariantRef[]>();
  for (const v of variants) {
    const list = byVendor.get(v.vendorId);
    if (list) list.push(v);
    else byVendor.set(v.vendorId, [v]);
  }
  return { all: variants, byVendor, vendorIds: [...byVendor.keys()] };
}

/** `n` distinct variants of one vendor, drawn by index (the lists can be long at large scales). */
function distinctVariants(list: readonly VariantRef[], n: number): VariantRef[] {
  const chosen = new Set<VariantRef>();
  const wanted = Math.min(n, list.length);
  while (chosen.size < wanted) chosen.add(pick(list));
  return [...chosen];
}

type OrderRow = typeof orders.$inferInsert;
type ItemRow = typeof orderItems.$inferInsert;

function makeOrder(
  clock: SeedClock,
  catalog: Catalog,
  customers: readonly CustomerRef[],
  orderDate: Date,
  vendorId?: string,
) {
  const customer = pick(customers);
  const ageDays = (clock.now.getTime() - orderDate.getTime()) / DAY_MS;
  const primary = vendorId ?? pick(catalog.all).vendorId;
  const groups: { vendorId: string; count: number }[] = [
    {
      vendorId: primary,
      count: weighted([
        [1, 50],
        [2, 35],
        [3, 15],
      ] as const),
    },
  ];
  // About one order in four mixes two shops, so vendors see only their own items of it.
  if (catalog.vendorIds.length > 1 && faker.datatype.boolean({ probability: 0.25 })) {
    groups.push({
      vendorId: pick(catalog.vendorIds.filter((id) => id !== primary)),
      count: faker.number.int({ min: 1, max: 2 }),
    });
  }

  const orderId = faker.string.uuid();
  const items: ItemRow[] = [];
  let firstStatus: OrderStatus | undefined;
  let totalPaise = 0;
  for (const group of groups) {
    // Each shop moves its items on its own; most often in step with the other shop.
    const groupStatus: OrderStatus =
      firstStatus && faker.datatype.boolean({ probability: 0.7 }) ? firstStatus : statusForAge(ageDays);
    firstStatus ??= groupStatus;
    for (const v of distinctVariants(catalog.byVendor.get(group.vendorId) ?? [], group.count)) {
      const quantity = faker.number.int({ min: v.quantity[0], max: v.quantity[1] });
      const linePaise = v.unitPricePaise * quantity;
      totalPaise += linePaise;
      // Drawn whatever the status, so the random sequence (and all data after it) does not
      // depend on the day the seed runs.
      const cancelled = faker.datatype.boolean({ probability: 0.05 });
      const status: OrderStatus = cancelled ? 'CANCELLED' : groupStatus;
      items.push({
        id: faker.string.uuid(),
        orderId,
        vendorId: v.vendorId,
        productId: v.productId,
        variantId: v.variantId,
        productName: v.productName,
        quantity,
        size: v.size,
        color: v.color,
        status,
        variantImageUrl: v.imageUrl,
        unitPrice: rupees(v.unitPricePaise),
        totalPrice: rupees(linePaise),
      });
    }
  }
  const order: OrderRow = {
    id: orderId,
    customerId: customer.id,
    orderDate,
    finalAmount: rupees(totalPaise),
    shippingAddress: faker.datatype.boolean({ probability: 0.85 }) ? customer.address : fullAddress(),
    status: deriveOrderStatus(items.map((i) => i.status ?? 'PENDING')),
    createdAt: orderDate,
  };
  return { order, items };
}

export interface OrdersResult {
  orders: number;
  items: number;
}

const CHUNK = 5000;

/**
 * The first orders are the demo vendor's, placed in this calendar month and the previous one,
 * so its dashboard always has both months to compare; the rest lean towards recent days.
 */
export async function seedOrders(
  tx: Tx,
  clock: SeedClock,
  customers: readonly CustomerRef[],
  variants: readonly VariantRef[],
  demoVendorId: string,
  count: number,
  scale: number,
): Promise<OrdersResult> {
  const catalog = indexCatalog(variants);
  if (customers.length === 0 || catalog.all.length === 0) return { orders: 0, items: 0 };
  const demoSells = catalog.byVendor.has(demoVendorId);
  const perMonth = demoSells ? Math.max(3, scaled(5, scale)) : 0;
  const total = Math.max(count, perMonth * 2);
  const ninetyDaysAgo = clock.now.getTime() - 90 * DAY_MS;

  const dateOf = (i: number): Date => {
    if (i < perMonth) return between(clock.currentMonthStart, clock.now);
    if (i < perMonth * 2) return between(clock.previousMonthStart, clock.currentMonthStart);
    const ageMs = 90 * DAY_MS * faker.number.float({ min: 0, max: 1 }) ** 1.4;
    return new Date(Math.max(ninetyDaysAgo, clock.now.getTime() - ageMs - 60_000));
  };

  let itemCount = 0;
  for (let start = 0; start < total; start += CHUNK) {
    const orderRows: OrderRow[] = [];
    const itemRows: ItemRow[] = [];
    for (let i = start; i < Math.min(total, start + CHUNK); i++) {
      const { order, items } = makeOrder(
        clock,
        catalog,
        customers,
        dateOf(i),
        i < perMonth * 2 ? demoVendorId : undefined,
      );
      orderRows.push(order);
      itemRows.push(...items);
    }
    await insertRows(tx, orders, orderRows);
    itemCount += await insertRows(tx, orderItems, itemRows);
  }
  return { orders: total, items: itemCount };
}
