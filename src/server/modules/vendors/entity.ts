import { vendorAccessBodySchema, vendorContract } from '../../../shared/contract/vendors';
import { messages } from '../../../shared/messages';
import { setVendorSignIn } from '../../auth/suspension';
import { vendorAccounts } from '../../db/schema';
import { restEntity } from '../../entity/restEntity';
import { logSecurityEvent } from '../../http/securityEvents';
import { actorOf } from '../activity/record';

const v = messages.vendor;

/** The admin's Vendors screen: every vendor, and the one change it offers, suspend / reinstate. */
export const vendorEntity = restEntity({
  contract: vendorContract,
  source: vendorAccounts,
  columns: {
    name: vendorAccounts.name,
    email: vendorAccounts.email,
    city: vendorAccounts.city,
    productsCount: vendorAccounts.productsCount,
    canSignIn: vendorAccounts.canSignIn,
    createdAt: vendorAccounts.createdAt,
  },
  access: { manage: ['ADMIN'] },
  export: {
    headers: {
      id: messages.exports.id,
      name: v.columnShop,
      ownerName: v.columnOwner,
      email: v.columnEmail,
      mobile: v.columnMobile,
      city: v.columnCity,
      productsCount: v.columnProducts,
      canSignIn: v.columnStatus,
      createdAt: messages.exports.createdAt,
    },
  },
  defaultSort: { field: 'name', order: 'ASC' },
  // Accounts: names, emails, whether they may sign in.
  noStore: true,
  change: {
    body: vendorAccessBodySchema,
    apply: async (deps, id, body, request) => {
      const { canSignIn } = vendorAccessBodySchema.parse(body);
      await setVendorSignIn(deps, id, canSignIn, actorOf(request));
      logSecurityEvent(request, canSignIn ? 'vendor-reinstated' : 'vendor-suspended', { targetId: id });
    },
  },
});
