import { z } from 'zod';
import {
  PINCODE_LENGTH,
  SELLER_REQUEST_STATUSES,
  SELLER_REQUESTS_MAX_LIMIT,
  SELLER_REQUESTS_PAGE_SIZE,
} from '../constants';
import { messages } from '../messages';
import { idSchema, messageSchema, requiredText } from './common';

const m = messages.sellerRequest;

export const sellerRequestStatusSchema = z.enum(SELLER_REQUEST_STATUSES);
export type SellerRequestStatus = z.infer<typeof sellerRequestStatusSchema>;

/** The list's status filter: one status, or ALL (the same as none). */
export const SELLER_REQUEST_FILTERS = ['ALL', ...SELLER_REQUEST_STATUSES] as const;
export type SellerRequestFilter = (typeof SELLER_REQUEST_FILTERS)[number];

/** GET /seller-requests?status&page&limit (spec §9: page from 1, limit 10). */
export const sellerRequestsQuerySchema = z.object({
  // '' is ALL too (as `?status=` reads): in the enum, so the document lists it.
  status: z
    .enum(['', ...SELLER_REQUEST_FILTERS], { error: m.invalidStatus })
    .default('ALL')
    .transform((status) => status || 'ALL')
    .meta({ description: "ALL, '' or absent lists every request." }),
  page: z.coerce
    .number({ error: m.invalidPage })
    .int({ error: m.invalidPage })
    .min(1, { error: m.invalidPage })
    .default(1),
  limit: z.coerce
    .number({ error: m.invalidLimit })
    .int({ error: m.invalidLimit })
    .min(1, { error: m.invalidLimit })
    .max(SELLER_REQUESTS_MAX_LIMIT, { error: m.invalidLimit })
    .default(SELLER_REQUESTS_PAGE_SIZE),
});
export type SellerRequestsQuery = z.infer<typeof sellerRequestsQuerySchema>;

/** Spec §3 Seller request. */
export const sellerRequestSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  ownerName: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  category: z.array(z.string()),
  status: sellerRequestStatusSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SellerRequest = z.infer<typeof sellerRequestSchema>;

export const sellerRequestListSchema = z.object({
  data: z.array(sellerRequestSchema),
  pagination: z.object({ page: z.number().int(), totalPages: z.number().int() }),
});
export type SellerRequestList = z.infer<typeof sellerRequestListSchema>;

const text = (required: string) => requiredText(required).max(200, { error: m.fieldTooLong });

/** Spec §5: "a simple {email} pattern", stored lower-cased as sign-in looks it up. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * POST /seller-requests/accept-request: spec §5 "Accept-vendor form", every field required,
 * the pincode six digits. The Create Vendor Account form validates with this very schema.
 */
export const acceptRequestBodySchema = z.object({
  name: text(m.shopNameRequired),
  ownerName: text(m.ownerNameRequired),
  email: requiredText(m.emailRequired)
    .max(200, { error: m.fieldTooLong })
    .regex(SIMPLE_EMAIL, { error: m.invalidEmail })
    .toLowerCase(),
  mobile: text(m.mobileRequired),
  address: requiredText(m.addressRequired).max(500, { error: m.fieldTooLong }),
  city: text(m.cityRequired),
  state: text(m.stateRequired),
  pincode: requiredText(m.pincodeRequired).regex(new RegExp(`^\\d{${PINCODE_LENGTH}}$`), { error: m.pincodeDigits }),
  requestId: idSchema,
});
export type AcceptRequestBody = z.infer<typeof acceptRequestBodySchema>;
export type AcceptRequestValues = z.input<typeof acceptRequestBodySchema>;

/** The Create Vendor Account form's fields, prefilled from the request (spec §5). */
export const acceptValuesOf = (
  request: Pick<
    SellerRequest,
    'id' | 'name' | 'ownerName' | 'email' | 'mobile' | 'address' | 'city' | 'state' | 'pincode'
  >,
): AcceptRequestValues => ({
  name: request.name,
  ownerName: request.ownerName,
  email: request.email,
  mobile: request.mobile,
  address: request.address,
  city: request.city,
  state: request.state,
  pincode: request.pincode,
  requestId: request.id,
});

/** The new vendor's generated password, shown once (spec §8). */
export const acceptRequestResponseSchema = z.object({ message: z.string(), password: z.string() });
export type AcceptRequestResponse = z.infer<typeof acceptRequestResponseSchema>;

/** POST /seller-requests/reject-request. */
export const rejectRequestBodySchema = z.object({ requestId: idSchema });
export type RejectRequestBody = z.infer<typeof rejectRequestBodySchema>;
export const rejectRequestResponseSchema = messageSchema;
