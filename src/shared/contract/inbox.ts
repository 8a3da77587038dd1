import { z } from 'zod';
import { messages } from '../messages';
import { dataResponse, idSchema, requiredText } from './common';

const m = messages.inbox;

/** What happened, for the vendor: each kind is written by the change that causes it (migration inbox). */
export const INBOX_KINDS = ['NEW_ORDER', 'ITEM_CANCELLED', 'SUSPENDED', 'REINSTATED', 'LOW_STOCK', 'MESSAGE'] as const;
export const inboxKindSchema = z.enum(INBOX_KINDS);
export type InboxKind = z.infer<typeof inboxKindSchema>;

/** What an event names, by kind; absent fields do not apply to it. */
export const inboxDetailsSchema = z.object({
  orderId: z.string().optional(),
  items: z.number().optional(),
  total: z.number().optional(),
  product: z.string().optional(),
  variant: z.string().optional(),
  stock: z.number().optional(),
  text: z.string().optional(),
});
export type InboxDetails = z.infer<typeof inboxDetailsSchema>;

/** One event of a vendor's inbox. `seq` numbers the vendor's events in the order they committed. */
export const inboxEventSchema = z.object({
  id: z.string(),
  seq: z.number(),
  kind: inboxKindSchema,
  details: inboxDetailsSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type InboxEvent = z.infer<typeof inboxEventSchema>;

export const INBOX_PAGE_SIZE = 20;

/** POST /inbox/list: newest first; `before` (a `seq`) gives the page after one already shown. */
export const inboxListBodySchema = z.object({ before: z.number().int().min(1).optional() });
export type InboxListBody = z.infer<typeof inboxListBodySchema>;

export const inboxListResponseSchema = z.object({
  data: z.array(inboxEventSchema),
  /** The `before` of the next page, or null on the last. */
  next: z.number().nullable(),
});
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;

/** GET /inbox/unread-count. */
export const inboxUnreadResponseSchema = dataResponse(z.object({ unread: z.number() }));

/** POST /inbox/mark-read. */
export const inboxMarkReadBodySchema = z.object({ id: idSchema });

/** POST /inbox/mark-all-read: every event up to `upTo` (a `seq`: those shown), or every one (`{}`). */
export const inboxMarkAllBodySchema = z.object({ upTo: z.number().int().min(1).optional() });
export type InboxMarkAllBody = z.infer<typeof inboxMarkAllBodySchema>;

export const MAX_INBOX_MESSAGE = 1000;

/** POST /inbox/message-vendor (admins): a message that lands in one vendor's inbox. */
export const messageVendorBodySchema = z.object({
  vendorId: idSchema,
  text: requiredText(m.messageRequired).max(MAX_INBOX_MESSAGE, { error: m.messageTooLong }),
});
export type MessageVendorBody = z.infer<typeof messageVendorBodySchema>;

/**
 * GET /inbox/stream: Server-Sent Events. `inbox` events carry an InboxEvent, their SSE id its
 * `seq`; `changed` events name a list of the vendor's whose data changed.
 */
export const INBOX_STREAM_PATH = '/inbox/stream';
export const INBOX_CHANGED_RESOURCES = ['vendor-orders', 'materials'] as const;
export const inboxChangedSchema = z.object({ resource: z.enum(INBOX_CHANGED_RESOURCES) });
export type InboxChanged = z.infer<typeof inboxChangedSchema>;
