import { describe, expect, it } from 'vitest';
import { deriveOrderStatus } from '../../src/shared/contract/orders';

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
});
