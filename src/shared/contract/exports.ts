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

/** The screen's shown columns as the query sends them: names or headers, comma-separated, in order. */
export const SHOWN_PATTERN = /^[^,\p{Cc}]{1,100}(,[^,\p{Cc}]{1,100}){0,49}$/u;

/**
 * What every export takes beside its list's own filters: react-admin's sort (`field`, `order`),
 * and the columns: `columns`, the list's own keys (each judged: a 400 naming the unknown), or
 * `shown`, the screen's shown columns as the user arranged them (a column's key or its header;
 * what the file has no column for, a count or a picture, is left out). The ids are always written.
 */
export const exportQueryFields = (sorts: readonly [string, ...string[]]) => ({
  sort: z.enum(sorts, { error: m.invalidSort }).optional(),
  order: z.enum(SORT_ORDERS, { error: m.invalidOrder }).optional(),
  columns: z.string().regex(COLUMNS_PATTERN, { error: m.invalidColumns }).optional(),
  shown: z.string().regex(SHOWN_PATTERN, { error: m.invalidColumns }).optional(),
});

/** The answer's file name: `<list>-<yyyy-mm-dd>.csv`, the day in UTC. */
export const exportFileName = (list: string, at: Date) => `${list}-${at.toISOString().slice(0, 10)}.csv`;
