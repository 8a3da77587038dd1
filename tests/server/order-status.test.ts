import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../src/shared/constants';
import { deriveOrderStatus, type OrderStatus } from '../../src/shared/contract/orders';
import { createTestDatabase } from './helpers/db';

describe('deriveOrderStatus', () => {
  it('is the least advanced status among the live items', () => {
    expect(deriveOrderStatus(['DELIVERED', 'SHIPPED', 'CONFIRMED'])).toBe('CONFIRMED');
    expect(deriveOrderStatus(['DELIVERED', 'PENDING'])).toBe('PENDING');
    expect(deriveOrderStatus(['DELIVERED', 'DELIVERED'])).toBe('DELIVERED');
  });

  it('leaves cancelled items out, and is CANCELLED only when every item is', () => {
    expect(deriveOrderStatus(['CANCELLED', 'SHIPPED'])).toBe('SHIPPED');
    expect(deriveOrderStatus(['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
  });

  it("equals the database's min over the order_status enum for every order of up to three items", async () => {
    // update-order derives the status in SQL as min(status): the enum's order must be the rule's.
    const orders: OrderStatus[][] = [[]];
    for (let length = 1; length <= 3; length++)
      for (const shorter of orders.filter((o) => o.length === length - 1))
        for (const status of ORDER_STATUSES) orders.push([...shorter, status]);
    const candidates = orders.filter((o) => o.length > 0);
    expect(candidates).toHaveLength(5 + 25 + 125);

    const database = await createTestDatabase();
    try {
      const { rows } = await database.db.execute<{ derived: OrderStatus }>(sql`
        select (select min(s::order_status) from jsonb_array_elements_text(o.statuses) s)::text as derived
        from jsonb_array_elements(${JSON.stringify(candidates)}::jsonb) with ordinality as o(statuses, n)
        order by o.n`);
      expect(rows.map((r) => r.derived)).toEqual(candidates.map(deriveOrderStatus));
    } finally {
      await database.close();
    }
  });
});
