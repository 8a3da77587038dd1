import { serviceProviderContract } from '../../../shared/contract/service-providers';
import { recordCalls } from './recordCalls';

/** Spec §7 Service providers. */
export const serviceProviderCalls = recordCalls(serviceProviderContract);
