import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';
import { messages } from '../messages';

const m = messages.paging;

/** Spec §9 (orders, rentals, bookings): pages from 0, of 10, 20 or 50 rows (10 by default). */
export const zeroBasedPageFields = {
  pageNumber: z
    .number({ error: m.invalidPageNumber })
    .int({ error: m.invalidPageNumber })
    .min(0, { error: m.invalidPageNumber })
    .default(0),
  pageSize: z.literal(PAGE_SIZES, { error: m.invalidPageSize }).default(DEFAULT_PAGE_SIZE),
};

/** The body of a status list's call: which page. */
export const zeroBasedPageSchema = z.object(zeroBasedPageFields);
export type ZeroBasedPage = z.infer<typeof zeroBasedPageSchema>;

/**
 * A list's status filter: absent, null or '' is "All" (as `?status=` reads), anything else one
 * of `statuses` or a 400 with the status's own message. A union rather than a preprocess, so
 * the OpenAPI document lists '' too.
 */
export const statusFilterOf = <S extends z.ZodType<string>>(status: S) =>
  z
    .union([status, z.literal('')], { error: (issue) => issue.errors?.[0]?.[0]?.message })
    .nullable()
    .optional()
    .transform((value) => (value === '' || value === null ? undefined : value))
    .meta({ description: "One status; absent, '' or null lists every status." });

/**
 * A list's day filter (beyond the spec; the dashboards' links): a date (YYYY-MM-DD) in the
 * marketplace's time zone, or absent for every day.
 */
export const dayFilterSchema = z.iso
  .date({ error: m.invalidDay })
  .optional()
  .meta({ description: "A day (YYYY-MM-DD) in the marketplace's time zone; absent for every day." });

/** One change of a record's status (beyond the spec): from what to what, who, when. */
export const statusChangeOf = <S extends z.ZodType>(status: S) =>
  z.object({
    id: z.string(),
    from: status,
    to: status,
    /** Null once the account that made the change is deleted. */
    by: z.object({ name: z.string() }).nullable(),
    at: z.iso.datetime(),
  });

/** A list's place among its matching rows (0 pages when none). */
export const pageInfoSchema = z.object({
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalRows: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A customer as rentals, bookings and orders show them (spec §3 customer.user). */
export const customerUserSchema = z.object({
  user: z.object({ name: z.string(), mobile: z.string().nullable() }),
});

/**
 * What a customer's booking of a slot shows (spec §3 rentals and bookings): its status, the day
 * (YYYY-MM-DD) and the hour it starts (HH:MM:SS) as booked, when it was made, how many units of
 * time, and the customer.
 */
export const scheduledFields = <S extends z.ZodType>(status: S) => ({
  id: z.string(),
  status,
  date: z.iso.date(),
  fromTime: z.iso.time(),
  createdAt: z.iso.datetime(),
  multiplier: z.number().int(),
  customer: customerUserSchema,
});
