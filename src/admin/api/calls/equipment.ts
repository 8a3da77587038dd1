import { equipmentContract } from '../../../shared/contract/equipment';
import { recordCalls } from './recordCalls';

/** Spec §7 Equipment. */
export const equipmentCalls = recordCalls(equipmentContract);
