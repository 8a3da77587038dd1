import {
  HANDOVER_PATHS,
  type Handover,
  handoverResponseSchema,
  type PickupBody,
  type ReturnBody,
  type SettleBody,
} from '../../../shared/contract/rental-handovers';
import type { Call } from './call';

const BASE = '/equipment-rentals';

const stepCall = <Body>(path: string): Call<Body, Handover> => ({
  method: 'POST',
  path: `${BASE}${path}`,
  body: (body) => body,
  read: (response) => handoverResponseSchema.parse(response).data,
});

/** Issue 29: record a rental's pickup, its return, and settle its deposit; each answers the handover. */
export const pickupCall = stepCall<PickupBody>(HANDOVER_PATHS.pickup);
export const returnCall = stepCall<ReturnBody>(HANDOVER_PATHS.return);
export const settleCall = stepCall<SettleBody>(HANDOVER_PATHS.settle);
