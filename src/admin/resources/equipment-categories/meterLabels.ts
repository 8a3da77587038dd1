import type { MeterKind } from '../../../shared/contract/equipment-categories';
import { text } from '../../i18n/text';

/** Each meter kind's name on screen. */
export const meterLabels: Record<MeterKind, string> = {
  none: text.equipmentCategory.meterNone,
  hours: text.equipmentCategory.meterHours,
  km: text.equipmentCategory.meterKm,
};
