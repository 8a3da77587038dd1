import { lazyPage } from '../../common/lazyPage';
import type { ResourceViews } from '../../resourceViews';

/** Issue 29 "Equipment Categories" (/equipment-categories): a list page whose Add and Edit are dialogs. */
export const equipmentCategoryViews = {
  list: lazyPage(() => import('./EquipmentCategoryList').then((m) => m.EquipmentCategoryList)),
  recordRepresentation: 'name',
} satisfies ResourceViews;
