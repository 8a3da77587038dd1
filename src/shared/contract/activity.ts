import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { messages } from '../messages';
import { idSchema, messageSchema, roleSchema } from './common';

const m = messages.activity;

/** What the activity log records changes of: one name per kind of record, as the admin's screens name them. */
export const ACTIVITY_ENTITIES = [
  'categories',
  'equipment',
  'service-providers',
  'products',
  'variants',
  'equipment-rentals',
  'equipment-categories',
  'rental-handovers',
  'service-bookings',
  'orders',
  'vendors',
  'seller-requests',
  'admin-notifications',
  'exports',
] as const;
export const activityEntitySchema = z.enum(ACTIVITY_ENTITIES, { error: m.invalidEntity });
export type ActivityEntity = z.infer<typeof activityEntitySchema>;

/** The kinds of record a vendor sees the activity of (its own only). */
export const VENDOR_ACTIVITY_ENTITIES = [
  'products',
  'variants',
  'orders',
  'exports',
] as const satisfies ActivityEntity[];

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'suspend',
  'reinstate',
  'accept',
  'reject',
  'broadcast',
  'revert',
  'restore',
  'export',
] as const;
export const activityActionSchema = z.enum(ACTIVITY_ACTIONS, { error: m.invalidAction });
export type ActivityAction = z.infer<typeof activityActionSchema>;

/** A record's state as a version keeps it: its editable fields by their wire names. */
export const snapshotSchema = z.record(z.string(), z.unknown());
export type Snapshot = z.infer<typeof snapshotSchema>;

/** One field a change moved. */
export const fieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** One recorded change, as the activity screen lists it. */
export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), role: roleSchema.nullable(), name: z.string() }),
  entity: activityEntitySchema,
  recordId: z.string(),
  recordLabel: z.string(),
  action: activityActionSchema,
  changes: z.array(fieldChangeSchema),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
  bulkId: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** A day as the date inputs send it (`YYYY-MM-DD`). */
const daySchema = z.iso.date({ error: m.invalidDate });

const activityFilters = {
  entity: activityEntitySchema.optional(),
  action: activityActionSchema.optional(),
  actorId: idSchema.optional(),
  recordId: idSchema.optional(),
  /** From this day (inclusive) to that day (inclusive), in UTC. */
  from: daySchema.optional(),
  to: daySchema.optional(),
};

/** GET /activity: newest first, a page at a time from a cursor (the id of the last row seen). */
export const activityQuerySchema = z.object({
  ...activityFilters,
  before: z
    .string()
    .regex(/^\d{1,18}$/, { error: m.invalidCursor })
    .optional(),
  perPage: z.coerce
    .number({ error: m.invalidPerPage })
    .int({ error: m.invalidPerPage })
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: m.invalidPerPage })
    .default(20),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityListSchema = z.object({
  data: z.array(activityEntrySchema),
  /** The cursor of the next (older) page, null on the last one. */
  next: z.string().nullable(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

/** GET /activity/export: the changes of a date range as CSV. */
export const activityExportQuerySchema = z.object(activityFilters);
export type ActivityExportQuery = z.infer<typeof activityExportQuerySchema>;

/** GET /activity/history: one record's versions, newest first. */
export const historyQuerySchema = z.object({ entity: activityEntitySchema, recordId: idSchema });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const versionSchema = activityEntrySchema.extend({ snapshot: snapshotSchema.nullable() });
export type Version = z.infer<typeof versionSchema>;

export const historySchema = z.object({
  data: z.array(versionSchema),
  /** The record as it is now (null once deleted). */
  current: snapshotSchema.nullable(),
  /** Whether the caller may bring the record back to one of these versions. */
  restorable: z.boolean(),
  /** Whether older versions exist beyond these (the Activity screen lists them, filtered by the record). */
  more: z.boolean(),
});
export type History = z.infer<typeof historySchema>;

/** POST /activity/restore-preview and /activity/restore: bring the version's record back to it. */
export const restoreBodySchema = z.object({ versionId: z.string().regex(/^\d{1,18}$/, { error: m.versionNotFound }) });
export type RestoreBody = z.infer<typeof restoreBodySchema>;

export const restorePreviewSchema = z.object({
  /** What the restore would change, field by field, from the record as it is now. */
  changes: z.array(fieldChangeSchema),
  /** Why it cannot apply, each in words; empty when it can. */
  problems: z.array(z.string()),
  /** Whether the restore brings back a deleted record. */
  recreates: z.boolean(),
});
export type RestorePreview = z.infer<typeof restorePreviewSchema>;

export const restoreResponseSchema = messageSchema.extend({ data: snapshotSchema });

/** How two snapshots differ, field by field, in the order of the later one's fields then the earlier's. */
export function diffSnapshots(before: Snapshot | null, after: Snapshot | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.flatMap((field) => {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    return JSON.stringify(was) === JSON.stringify(now) ? [] : [{ field, before: was, after: now }];
  });
}
