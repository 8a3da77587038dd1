import ConstructionIcon from '@mui/icons-material/Construction';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../../common/lazyPage';
import { EQUIPMENT_RESOURCE } from './resourceName';

/** Spec §2 "Equipments" (/equipments): a list page whose Add and Edit are dialogs. */
export const equipmentResource = {
  name: EQUIPMENT_RESOURCE,
  list: lazyPage(() => import('./EquipmentList').then((m) => m.EquipmentList)),
  icon: ConstructionIcon,
  recordRepresentation: 'name',
} satisfies ResourceProps;
