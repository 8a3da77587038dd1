import { z } from 'zod';
import { messages } from '../messages';

const m = messages.exports;

/** `GET /api/v1/exports/<list>`: one route per list, named as the list's screen (its resource). */
export const EXPORTS_BASE = '/exports';
export const exportPath = (list: string) => `${EXPORTS_BASE}/${list}`;

/** The rows an export expects to write, sent before the first byte so the browser can show progress. */
export const EXPORT_ROWS_HEADER = 'x-export-rows';

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A list's column keys as the query sends them: comma-separated, in the order wanted. */
export const COLUMNS_PATTERN = /^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$/;

/**
 * What every export takes beside its list's own filters: react-admin's sort (`field`, `order`)
 * and the screen's visible columns. The sort field and the columns are judged against the list's
 * own (a 400 naming them); the id columns are always written.
 */
export const exportQueryFields = (sorts: readonly [string, ...string[]]) => ({
  sort: z.enum(sorts, { error: m.invalidSort }).optional(),
  order: z.enum(SORT_ORDERS, { error: m.invalidOrder }).optional(),
  columns: z.string().regex(COLUMNS_PATTERN, { error: m.invalidColumns }).optional(),
});

/** The answer's file name: `<list>-<yyyy-mm-dd>.csv`, the day in UTC. */
export const exportFileName = (list: string, at: Date) => `${list}-${at.toISOString().slice(0, 10)}.csv`;
