import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import {
  categories,
  customers,
  orderItems,
  orders,
  products,
  productVariants,
  sellerRequests,
} from '../../../src/server/db/schema';
import type { OrderStatus } from '../../../src/shared/contract/orders';
import { createUser } from './app';

/** A customer profile (with its user) that can own orders. */
export async function createCustomer(database: Database): Promise<string> {
  const user = await createUser(database, 'CUSTOMER');
  const row = await database.db.query.customers.findFirst({
    where: eq(customers.userId, user.id),
    columns: { id: true },
  });
  if (!row) throw new Error('customer profile not created');
  return row.id;
}

/** A category; returns its id. */
export async function createCategory(database: Database, name: string, description: string): Promise<string> {
  const [row] = await database.db.insert(categories).values({ name, description }).returning({ id: categories.id });
  if (!row) throw new Error('category not created');
  return row.id;
}

/** A product of a vendor with `variants` variants; returns the product and variant ids. */
export async function createProduct(
  database: Database,
  vendorId: string,
  { name = 'Cement bag', variants = 1 }: { name?: string; variants?: number } = {},
): Promise<{ productId: string; variantIds: string[] }> {
  const [product] = await database.db.insert(products).values({ vendorId, name }).returning({ id: products.id });
  if (!product) throw new Error('product not created');
  const variantIds: string[] = [];
  for (let i = 0; i < variants; i++) {
    const [variant] = await database.db
      .insert(productVariants)
      .values({
        productId: product.id,
        color: 'Grey',
        size: `${50 + i} kg`,
        unitPrice: 100 + i,
        unitName: 'bag',
        stock: 10,
      })
      .returning({ id: productVariants.id });
    variantIds.push(variant!.id);
  }
  return { productId: product.id, variantIds };
}

export interface ItemSpec {
  vendorId: string;
  totalPrice: number;
  status?: OrderStatus;
  quantity?: number;
}

/** An order placed at `orderDate` with the given items (of any vendors); returns its id. */
export async function insertOrder(
  database: Database,
  {
    customerId,
    orderDate,
    items,
    status = 'PENDING',
  }: { customerId: string; orderDate: Date; items: ItemSpec[]; status?: OrderStatus },
): Promise<string> {
  const finalAmount = items.reduce((sum, i) => sum + i.totalPrice, 0);
  const [order] = await database.db
    .insert(orders)
    .values({ customerId, orderDate, finalAmount, shippingAddress: '12 MG Road, Pune', status })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not created');
  if (items.length > 0) {
    await database.db.insert(orderItems).values(
      items.map((item, n) => ({
        orderId: order.id,
        vendorId: item.vendorId,
        productName: `Item ${n + 1}`,
        quantity: item.quantity ?? 1,
        status: item.status ?? 'PENDING',
        unitPrice: item.totalPrice / (item.quantity ?? 1),
        totalPrice: item.totalPrice,
      })),
    );
  }
  return order.id;
}

/** A PENDING seller request from a shop in Pune, with a fresh email unless one is given. */
export async function createSellerRequest(database: Database, email = `${randomUUID()}@example.org`) {
  const [row] = await database.db
    .insert(sellerRequests)
    .values({
      name: 'Shop Traders',
      ownerName: 'Owner',
      email,
      mobile: '9876543210',
      address: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    })
    .returning();
  if (!row) throw new Error('seller request not created');
  return row;
}
