import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../../common/lazyPage';
import { CATEGORY_RESOURCE } from './resourceName';

/** Spec §2 "Categories" (/categories): a list page whose Add and Edit are dialogs. */
export const categoryResource = {
  name: CATEGORY_RESOURCE,
  list: lazyPage(() => import('./CategoryList').then((m) => m.CategoryList)),
  icon: CategoryIcon,
  recordRepresentation: 'name',
} satisfies ResourceProps;
