import { lazyPage } from '../../common/lazyPage';
import type { ResourceViews } from '../../resourceViews';

/** Spec §2 "Material Orders" (/material-orders): the list, whose details dialogs open from it. */
export const materialOrderViews = {
  list: lazyPage(() => import('./MaterialOrderList').then((m) => m.MaterialOrderList)),
} satisfies ResourceViews;
