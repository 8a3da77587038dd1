import { lazyPage } from '../../common/lazyPage';
import type { ResourceViews } from '../../resourceViews';

/** Spec §2 "Service Bookings" (/service-bookings): the list, whose details and status dialogs open from it. */
export const serviceBookingViews = {
  list: lazyPage(() => import('./BookingList').then((m) => m.BookingList)),
} satisfies ResourceViews;
