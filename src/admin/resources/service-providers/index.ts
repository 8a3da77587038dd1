import EngineeringIcon from '@mui/icons-material/Engineering';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../../common/lazyPage';
import { SERVICE_PROVIDER_RESOURCE } from './resourceName';

/** Spec §2 "Service Providers" (/service-provider): a list page whose Add and Edit are dialogs. */
export const serviceProviderResource = {
  name: SERVICE_PROVIDER_RESOURCE,
  list: lazyPage(() => import('./ServiceProviderList').then((m) => m.ServiceProviderList)),
  icon: EngineeringIcon,
  recordRepresentation: 'name',
} satisfies ResourceProps;
