import { messageSchema } from '../../../shared/contract/common';
import {
  type InboxListBody,
  type InboxListResponse,
  type InboxMarkAllBody,
  inboxListResponseSchema,
  inboxUnreadResponseSchema,
  type MessageVendorBody,
} from '../../../shared/contract/inbox';
import type { Call } from './call';

/** POST /inbox/list: a page of the vendor's events, newest first. */
export const inboxListCall: Call<InboxListBody, InboxListResponse> = {
  method: 'POST',
  path: '/inbox/list',
  body: (params) => params,
  read: (body) => inboxListResponseSchema.parse(body),
};

/** GET /inbox/unread-count. */
export const inboxUnreadCall: Call<Record<string, never>, number> = {
  method: 'GET',
  path: '/inbox/unread-count',
  read: (body) => inboxUnreadResponseSchema.parse(body).data.unread,
};

/** POST /inbox/mark-read. */
export const inboxMarkReadCall: Call<{ id: string }, string> = {
  method: 'POST',
  path: '/inbox/mark-read',
  body: ({ id }) => ({ id }),
  read: (body) => messageSchema.parse(body).message,
};

/** POST /inbox/mark-all-read, up to the newest event shown. */
export const inboxMarkAllCall: Call<InboxMarkAllBody, string> = {
  method: 'POST',
  path: '/inbox/mark-all-read',
  body: (params) => params,
  read: (body) => messageSchema.parse(body).message,
};

/** POST /inbox/message-vendor (admins). */
export const messageVendorCall: Call<MessageVendorBody, string> = {
  method: 'POST',
  path: '/inbox/message-vendor',
  body: (params) => params,
  read: (body) => messageSchema.parse(body).message,
};
