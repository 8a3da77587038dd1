import { vendorAccessBodySchema, vendorAccountSchema } from '../shared/contract/vendors';
import { setVendorSignIn } from './auth/suspension';
import type { CrudChange, CrudEntity } from './crud/entity';
import { vendorAccounts } from './db/schema';
import { logSecurityEvent } from './http/securityEvents';

/**
 * Entities beyond spec §7 served generically (src/server/crud); every entity of the spec has
 * its own module under modules/ with the spec's POST-style calls instead.
 */
export const registry: readonly CrudEntity[] = [
  {
    // The admin's Vendors screen: every vendor, and the one change it offers, suspend / reinstate.
    name: 'vendors',
    source: vendorAccounts,
    columns: {
      name: vendorAccounts.name,
      email: vendorAccounts.email,
      city: vendorAccounts.city,
      productsCount: vendorAccounts.productsCount,
      canSignIn: vendorAccounts.canSignIn,
      createdAt: vendorAccounts.createdAt,
    },
    record: vendorAccountSchema,
    access: { read: ['ADMIN'], write: ['ADMIN'] },
    defaultSort: { field: 'name', order: 'ASC' },
    update: {
      body: vendorAccessBodySchema,
      apply: async (deps, id, body, request) => {
        const { canSignIn } = vendorAccessBodySchema.parse(body);
        await setVendorSignIn(deps, id, canSignIn);
        logSecurityEvent(request, canSignIn ? 'vendor-reinstated' : 'vendor-suspended', { targetId: id });
      },
    } satisfies CrudChange,
  },
];
