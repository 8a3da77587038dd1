import { z } from 'zod';
import { messages } from '../messages';
import { idSchema, requiredText } from './common';

const m = messages.savedViews;

/**
 * A list's name: its react-admin resource, the screen's route without the slash. Any list's: the
 * views hold a user's own settings, never rows, so a list declared later keeps views with no
 * line here; the caps on views bound what a user can store.
 */
export const savedViewListSchema = z
  .string({ error: m.unknownList })
  .regex(/^[a-z][a-z0-9-]{0,59}$/, { error: m.unknownList });
export type SavedViewList = z.infer<typeof savedViewListSchema>;

export const MAX_VIEW_NAME = 60;
export const MAX_VIEWS_PER_LIST = 50;
export const MAX_VIEWS_PER_USER = 500;
/** A view is a few filters and column names; more is a mistake or abuse, and every list read sends them. */
export const MAX_VIEW_STATE_CHARS = 4000;

/** A filter's value as react-admin's list keeps it: a text, number or flag, or a list of them. */
const filterValueSchema = z.union([
  z.string().max(500),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(500), z.number()])).max(50),
]);

/** What a view restores: the list's filters, sort, shown columns (in order; null: all) and page size. */
export const viewStateSchema = z
  .object({
    filter: z.record(z.string().min(1).max(100), filterValueSchema),
    sort: z.object({ field: z.string().min(1).max(100), order: z.enum(['ASC', 'DESC']) }).nullable(),
    columns: z.array(z.string().min(1).max(200)).max(50).nullable(),
    perPage: z.number().int().min(1).max(100),
  })
  .refine((state) => JSON.stringify(state).length <= MAX_VIEW_STATE_CHARS, { error: m.stateTooLarge });
export type ViewState = z.infer<typeof viewStateSchema>;

const viewNameSchema = requiredText(m.nameRequired).max(MAX_VIEW_NAME, { error: m.nameTooLong });

/** GET /saved-views?list=: the views the user sees on that list. */
export const savedViewsQuerySchema = z.object({ list: savedViewListSchema });
export type SavedViewsQuery = z.infer<typeof savedViewsQuerySchema>;

/** POST /saved-views: saves the list's current state under a name. */
export const createViewBodySchema = z.object({
  list: savedViewListSchema,
  name: viewNameSchema,
  shared: z.boolean().default(false),
  isDefault: z.boolean().default(false),
  state: viewStateSchema,
});
export type CreateViewBody = z.infer<typeof createViewBodySchema>;

/** POST /saved-views/update: renames, shares or unshares, or replaces the state (what is sent). */
export const updateViewBodySchema = z.object({
  id: idSchema,
  name: viewNameSchema.optional(),
  shared: z.boolean().optional(),
  state: viewStateSchema.optional(),
});
export type UpdateViewBody = z.infer<typeof updateViewBodySchema>;

/** POST /saved-views/delete. */
export const viewIdBodySchema = z.object({ id: idSchema });

/** POST /saved-views/default: the view the list opens with for this user, or none. */
export const defaultViewBodySchema = z.object({ list: savedViewListSchema, viewId: idSchema.nullable() });
export type DefaultViewBody = z.infer<typeof defaultViewBodySchema>;

/** One view as its user sees it: whether it is theirs (they may change it) and their default. */
export const savedViewSchema = z.object({
  id: z.string(),
  list: savedViewListSchema,
  name: z.string(),
  shared: z.boolean(),
  mine: z.boolean(),
  ownerName: z.string(),
  isDefault: z.boolean(),
  state: viewStateSchema,
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewListResponseSchema = z.object({ data: z.array(savedViewSchema) });
export const savedViewResponseSchema = z.object({ message: z.string(), data: savedViewSchema });
