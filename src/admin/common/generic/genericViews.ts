import type { ResourceViews } from '../../resourceViews';
import { lazyPage } from '../lazyPage';

/** The views of a registry entity's screen built from what its server describes (GenericList). */
export const genericViews = {
  list: lazyPage(() => import('./GenericList').then((m) => m.GenericList)),
} satisfies ResourceViews;
