import { lazyPage } from '../../common/lazyPage';
import type { ResourceViews } from '../../resourceViews';

/** Spec §2 "Notifications" (/notifications): the send form above the broadcasts sent so far. */
export const notificationViews = {
  list: lazyPage(() => import('./NotificationList').then((m) => m.NotificationList)),
  recordRepresentation: 'title',
} satisfies ResourceViews;
