import type { EndpointTable } from './calls/call';
import { categoryCalls } from './calls/categories';
import { equipmentCalls } from './calls/equipment';
import { serviceProviderCalls } from './calls/service-providers';

/**
 * Resource name -> its spec calls. A resource not named here follows ra-data-simple-rest's
 * conventions, which the server offers for entities declared in its registry.
 */
export const endpoints: EndpointTable = {
  equipments: equipmentCalls,
  'service-provider': serviceProviderCalls,
  categories: categoryCalls,
};
