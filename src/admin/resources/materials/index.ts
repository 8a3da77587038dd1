import { lazyPage } from '../../common/lazyPage';
import type { ResourceViews } from '../../resourceViews';

/** Spec §2 "Materials" (/materials): the products list, whose product and variant dialogs open from it. */
export const materialViews = {
  list: lazyPage(() => import('./MaterialList').then((m) => m.MaterialList)),
  recordRepresentation: 'name',
} satisfies ResourceViews;
