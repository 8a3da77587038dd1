import {
  adminNotificationListSchema,
  adminNotificationWrittenSchema,
} from '../../../shared/contract/admin-notifications';
import type { Endpoints } from './call';
import { wholeList } from './wholeList';

const BASE = '/admin-notifications';

/**
 * Spec §7 Notifications: the whole list (paged in the browser); sending is the resource's create
 * and reverting its delete, both answering the broadcast.
 */
export const notificationCalls: Endpoints = {
  getList: wholeList(BASE, adminNotificationListSchema),
  create: {
    method: 'POST',
    path: `${BASE}/send`,
    // The form sends the contract's body as it is (sendNotificationBodySchema's output).
    body: ({ data }) => data,
    read: (response) => adminNotificationWrittenSchema.parse(response).data,
  },
  delete: {
    method: 'POST',
    path: `${BASE}/revert`,
    body: ({ id }) => ({ adminNotificationId: id }),
    read: (response) => adminNotificationWrittenSchema.parse(response).data,
  },
};
