import { lazyPage } from '../../common/lazyPage';
import type { ResourceViews } from '../../resourceViews';

/** The Vendors screen (/vendors, beyond the spec): a REST entity of the API, no spec calls. */
export const vendorViews = {
  list: lazyPage(() => import('./VendorList').then((m) => m.VendorList)),
  recordRepresentation: 'name',
} satisfies ResourceViews;
