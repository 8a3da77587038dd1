import type { TranslateFunction } from 'react-admin';
import type { Booking } from '../../../shared/contract/service-bookings';
import { formatRupees } from '../../common/formatters';
import { text } from '../../i18n/text';

/** Spec §3 Total cost (RatePerHour × multiplier) in rupees, or a dash while the provider has no rate. */
export const totalText = ({ total }: Pick<Booking, 'total'>, translate: TranslateFunction): string =>
  total === null ? translate(text.booking.notPriced) : formatRupees(total);
