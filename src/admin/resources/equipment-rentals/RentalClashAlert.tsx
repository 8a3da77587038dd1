import type { RentalDetails } from '../../../shared/contract/equipment-rentals';
import { formatCount, formatDay } from '../../common/formatters';
import { ClashAlert } from '../../common/status/ClashAlert';
import { text } from '../../i18n/text';

/**
 * The first day on which this rental and the other CONFIRMED ones of its equipment need more units
 * than the stock (turnaround included): the server's own list, the one a confirmation is refused on.
 */
const firstOverStockDay = ({ clash }: RentalDetails): string | undefined => clash.overStockDays[0];

const MESSAGES = { confirmed: text.rental.clashOverbooked, beforeConfirming: text.rental.clashWouldOverbook };

/**
 * The clash warning (beyond the spec): the most units other confirmed rentals hold during the
 * rental's span (turnaround included) against the equipment's stock, when this rental would not
 * fit (or, confirmed, does not).
 */
export const RentalClashAlert = ({ details }: { details: RentalDetails }) => {
  const day = firstOverStockDay(details);
  return day ? (
    <ClashAlert
      status={details.status}
      messages={MESSAGES}
      values={{
        confirmed: formatCount(details.clash.confirmedUnits),
        stock: formatCount(details.clash.stock),
        date: formatDay(day),
        qty: formatCount(details.qty),
      }}
    />
  ) : null;
};
