import type { TranslateFunction } from 'react-admin';
import { OTHER_SPECIALITY, type ServiceProvider } from '../../../shared/contract/service-providers';
import { formatRupees } from '../../common/formatters';
import { text } from '../../i18n/text';

/** Spec §2: 'other-' plus the custom text when Other, else the speciality, else 'No speciality'. */
export const specialityText = (
  { speciality, other_speciality }: Pick<ServiceProvider, 'speciality' | 'other_speciality'>,
  translate: TranslateFunction,
): string => {
  if (speciality === OTHER_SPECIALITY) return translate(text.serviceProvider.otherPrefix) + (other_speciality ?? '');
  return speciality ?? translate(text.serviceProvider.noSpeciality);
};

/** Spec §2: rupees, RatePerHour, slash and unitName, else 'Rate not set'. */
export const rateText = (
  { RatePerHour, unitName }: Pick<ServiceProvider, 'RatePerHour' | 'unitName'>,
  translate: TranslateFunction,
): string =>
  RatePerHour === null ? translate(text.serviceProvider.rateNotSet) : `${formatRupees(RatePerHour)}/${unitName}`;
