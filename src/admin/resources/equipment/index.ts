import { lazyPage } from '../../common/lazyPage';
import type { ResourceViews } from '../../resourceViews';

/** Spec §2 "Equipments" (/equipments): a list page whose Add and Edit are dialogs. */
export const equipmentViews = {
  list: lazyPage(() => import('./EquipmentList').then((m) => m.EquipmentList)),
  recordRepresentation: 'name',
} satisfies ResourceViews;
