import { z } from 'zod';
import { EQUIPMENT_STATUSES, MAX_AMOUNT, MAX_STOCK, ORDER_STATUSES } from '../constants';
import { messages } from '../messages';
import { vendorOrdersQuerySchema } from './orders';

const b = messages.bulk;

/** The most ids one bulk action names (react-admin's select-all stops at 250; ours sends the filter instead). */
export const MAX_BULK_IDS = 1000;
/** The most rows "all matching" may change in one action: one transaction, bounded. */
export const MAX_BULK_MATCHING = 50_000;

const idsSent = (input: unknown) => typeof input === 'object' && input !== null && 'ids' in input;

/**
 * Which rows an action changes: the selected ids, or every row the list's filter matches, sent as
 * the filter itself so the server finds them all (and only the caller's).
 */
const targetOf = <Filter extends z.ZodType>(filter: Filter) =>
  z.union(
    [
      z.object({
        ids: z
          .array(z.uuid({ error: b.invalidId }), { error: b.noneSelected })
          .min(1, { error: b.noneSelected })
          .max(MAX_BULK_IDS, { error: b.tooManyIds }),
      }),
      z.object({ filter }),
    ],
    // The ids' own message when ids were sent (too many, not ids); otherwise what is missing.
    { error: (issue) => (idsSent(issue.input) ? issue.errors?.[0]?.[0]?.message : undefined) ?? b.noTarget },
  );

/** The list's filter: the vendor's orders list filters by status only. */
export const orderTargetSchema = targetOf(vendorOrdersQuerySchema);
/**
 * The Materials and Equipments lists have no filter of their own: "all matching" is every row the
 * caller may change. Strict, so a filter it cannot apply (the materials list opened at low stock
 * from a dashboard) is refused rather than widened to every row.
 */
export const everyRowTargetSchema = targetOf(z.strictObject({}, { error: b.filterNotTaken }));
/** What a list sends: its ticked ids, or its own filter values as they stand (the server judges them). */
export type SentTarget = { ids: string[] } | { filter: Record<string, unknown> };
/** A bulk action's body as a list sends it. */
export type Sent<Body extends { target: unknown }> = Omit<Body, 'target'> & { target: SentTarget };

/** POST /bulk/order-status (VENDOR): spec §4, any status freely. */
export const bulkOrderStatusBodySchema = z.object({
  target: orderTargetSchema,
  status: z.enum(ORDER_STATUSES, { error: messages.order.invalidStatus }),
});
export type BulkOrderStatusBody = z.infer<typeof bulkOrderStatusBodySchema>;

/** POST /bulk/equipment-status (ADMIN). */
export const bulkEquipmentStatusBodySchema = z.object({
  target: everyRowTargetSchema,
  status: z.enum(EQUIPMENT_STATUSES, { error: messages.equipment.statusInvalid }),
});
export type BulkEquipmentStatusBody = z.infer<typeof bulkEquipmentStatusBodySchema>;

/** A price set to a value, or changed by a percentage (−100 … +1000). */
export const priceChangeSchema = z.union(
  [
    z.object({ mode: z.literal('set'), value: z.number({ error: b.changeInvalid }).min(0).max(MAX_AMOUNT) }),
    z.object({
      mode: z.literal('percent'),
      value: z
        .number({ error: b.changeInvalid })
        .min(-100, { error: b.percentRange })
        .max(1000, { error: b.percentRange }),
    }),
  ],
  { error: (issue) => issue.errors?.[0]?.[0]?.message ?? b.changeInvalid },
);
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** Stock set to a value, or changed by a whole number (negative takes away). */
export const stockChangeSchema = z.object({
  mode: z.enum(['set', 'add'], { error: b.changeInvalid }),
  value: z
    .number({ error: b.changeInvalid })
    .int({ error: b.stockChangeInteger })
    .min(-MAX_STOCK, { error: b.changeInvalid })
    .max(MAX_STOCK, { error: b.changeInvalid }),
});
export type StockChange = z.infer<typeof stockChangeSchema>;

/**
 * POST /bulk/variants and /bulk/variants-preview (VENDOR): the selected products (every variant
 * of each), and the change to their price, their stock or both.
 */
export const bulkVariantsBodySchema = z.object({
  target: everyRowTargetSchema,
  price: priceChangeSchema.optional(),
  stock: stockChangeSchema.optional(),
});
export type BulkVariantsBody = z.infer<typeof bulkVariantsBodySchema>;

/** A row the action left alone, and why: the rule's own message. */
export const refusedRowSchema = z.object({ id: z.string(), label: z.string(), message: z.string() });
export type RefusedRow = z.infer<typeof refusedRowSchema>;

/** Every bulk action's answer: how many rows it changed, those it refused, and its id in the activity log. */
export const bulkResultSchema = z.object({
  bulkId: z.string(),
  updated: z.number().int(),
  refused: z.array(refusedRowSchema),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

const priceAndStock = z.object({ unitPrice: z.number(), stock: z.number().int() });

/** One variant in the preview: before → after, or the rule the change would break. */
export const variantPreviewRowSchema = z.object({
  id: z.string(),
  label: z.string(),
  before: priceAndStock,
  after: priceAndStock,
  message: z.string().nullable(),
});
export type VariantPreviewRow = z.infer<typeof variantPreviewRowSchema>;

/** The preview of a variants change: its first rows, and the counts over all of them. */
export const variantPreviewSchema = z.object({
  rows: z.array(variantPreviewRowSchema),
  total: z.number().int(),
  refused: z.number().int(),
});
export type VariantPreview = z.infer<typeof variantPreviewSchema>;
