import { lazyPage } from '../../common/lazyPage';
import type { ResourceViews } from '../../resourceViews';

/** Spec §2 "Service Providers" (/service-provider): a list page whose Add and Edit are dialogs. */
export const serviceProviderViews = {
  list: lazyPage(() => import('./ServiceProviderList').then((m) => m.ServiceProviderList)),
  recordRepresentation: 'name',
} satisfies ResourceViews;
