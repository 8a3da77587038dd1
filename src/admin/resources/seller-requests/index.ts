import { lazyPage } from '../../common/lazyPage';
import type { ResourceViews } from '../../resourceViews';

/** Spec §2 "Seller Requests" (/seller-requests): the requests, whose details and decisions open from each row. */
export const sellerRequestViews = {
  list: lazyPage(() => import('./SellerRequestList').then((m) => m.SellerRequestList)),
  recordRepresentation: 'name',
} satisfies ResourceViews;
