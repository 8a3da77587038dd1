import { lazyPage } from '../../common/lazyPage';
import type { ResourceViews } from '../../resourceViews';

/** Spec §2 "Vendor Orders" (/vendor-orders): the list, whose details and status dialogs open from it. */
export const vendorOrderViews = {
  list: lazyPage(() => import('./VendorOrderList').then((m) => m.VendorOrderList)),
} satisfies ResourceViews;
