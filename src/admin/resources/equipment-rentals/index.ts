import { lazyPage } from '../../common/lazyPage';
import type { ResourceViews } from '../../resourceViews';

/** Spec §2 "Equipment Rentals" (/equipment-rentals): the list, whose details and status dialogs open from it. */
export const equipmentRentalViews = {
  list: lazyPage(() => import('./RentalList').then((m) => m.RentalList)),
} satisfies ResourceViews;
