import { z } from 'zod';
import { messages } from '../messages';
import { dataResponse } from './common';

const m = messages.search;

/** A search needs this many characters: the trigram indexes it reads hold three-character pieces. */
export const SEARCH_MIN_LENGTH = 3;
const SEARCH_MAX_LENGTH = 100;

/** What GET /search finds, in the order its groups come (a vendor's only orders and products). */
export const SEARCH_KINDS = [
  'orders',
  'products',
  'vendors',
  'equipment',
  'serviceProviders',
  'sellerRequests',
  'rentals',
  'bookings',
] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

/** GET /search?q=: any part of an id, a name (a customer's, a product's, a vendor's…). */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: m.queryTooShort })
    .trim()
    .min(SEARCH_MIN_LENGTH, { error: m.queryTooShort })
    .max(SEARCH_MAX_LENGTH, { error: m.queryTooLong }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One record found: what the palette shows of it and the admin path that opens it. */
export const searchHitSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The second line: whose it is, where, or what (a customer's name, a vendor's city). */
  detail: z.string().nullable(),
  path: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({ kind: searchKindSchema, hits: z.array(searchHitSchema) });
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** The kinds with hits, in SEARCH_KINDS' order, at most SEARCH_HITS_PER_KIND each. */
export const searchResponseSchema = dataResponse(z.array(searchGroupSchema));
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const SEARCH_HITS_PER_KIND = 5;

/**
 * The query parameter that makes a list open one of its records (its details or edit dialog):
 * what a hit's path ends with, so the palette opens the record, not only its screen.
 */
export const OPEN_RECORD_PARAM = 'open';

/** The admin path that opens a record on its screen. */
export const openRecordPath = (screen: string, id: string) => `${screen}?${OPEN_RECORD_PARAM}=${id}`;
