import type { RentalDetails } from '../../../shared/contract/equipment-rentals';
import { formatCount, formatDay } from '../../common/formatters';
import { ClashAlert } from '../../common/status/ClashAlert';
import { text } from '../../i18n/text';

/** Whether this rental and the other CONFIRMED ones of its equipment on its day need more units than the stock. */
const overbooks = ({ qty, clash }: RentalDetails): boolean => clash.confirmedUnits + qty > clash.stock;

const MESSAGES = { confirmed: text.rental.clashOverbooked, beforeConfirming: text.rental.clashWouldOverbook };

/**
 * The clash warning (beyond the spec): the units other confirmed rentals hold on the rental's
 * day against the equipment's stock, when this rental would not fit (or, confirmed, does not).
 */
export const RentalClashAlert = ({ details }: { details: RentalDetails }) =>
  overbooks(details) ? (
    <ClashAlert
      status={details.status}
      messages={MESSAGES}
      values={{
        confirmed: formatCount(details.clash.confirmedUnits),
        stock: formatCount(details.clash.stock),
        date: formatDay(details.date),
        qty: formatCount(details.qty),
      }}
    />
  ) : null;
