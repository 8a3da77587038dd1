import { z } from 'zod';
import { messages } from '../messages';
import { dataResponse, idSchema, recordResponse, requiredText } from './common';

const m = messages.notification;

/** POST /admin-notifications/send: spec §5 "Send notification", one notice for either blank field. */
export const sendNotificationBodySchema = z.object({
  title: requiredText(m.titleAndMessage).max(200, { error: m.titleTooLong }),
  message: requiredText(m.titleAndMessage).max(2000, { error: m.messageTooLong }),
});
export type SendNotificationBody = z.infer<typeof sendNotificationBodySchema>;

/** POST /admin-notifications/revert. */
export const revertNotificationBodySchema = z.object({ adminNotificationId: idSchema });
export type RevertNotificationBody = z.infer<typeof revertNotificationBodySchema>;

/** Spec §3 Admin notification, plus how many customers it reached (beyond the spec). */
export const adminNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  reach: z.number().int(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

/** GET /admin-notifications: every broadcast, newest first. */
export const adminNotificationListSchema = dataResponse(z.array(adminNotificationSchema));
/** send and revert: the message and the broadcast written or removed. */
export const adminNotificationWrittenSchema = recordResponse(adminNotificationSchema);
