import { z } from 'zod';
import { messages } from '../messages';

/** A vendor as the admin's Vendors screen lists it (the `vendor_accounts` view). */
export const vendorAccountSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  ownerName: z.string().nullable(),
  email: z.string(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  productsCount: z.number(),
  canSignIn: z.boolean(),
  createdAt: z.coerce.date(),
});
export type VendorAccount = z.infer<typeof vendorAccountSchema>;

/** PUT /vendors/:id: suspend (false) or reinstate (true) the vendor's sign-in. */
export const vendorAccessBodySchema = z.object({
  canSignIn: z.boolean({ error: messages.vendor.canSignInRequired }),
});

/** The admin's Vendors screen (beyond the spec), served in ra-data-simple-rest's style. */
export const vendorContract = { base: '/vendors', record: vendorAccountSchema };
