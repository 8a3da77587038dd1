import { lazyPage } from '../../common/lazyPage';
import type { ResourceViews } from '../../resourceViews';

/** Spec §2 "Categories" (/categories): a list page whose Add and Edit are dialogs. */
export const categoryViews = {
  list: lazyPage(() => import('./CategoryList').then((m) => m.CategoryList)),
  recordRepresentation: 'name',
} satisfies ResourceViews;
