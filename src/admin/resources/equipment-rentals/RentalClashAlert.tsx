import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RentalDetails } from '../../../shared/contract/equipment-rentals';
import { formatCount, formatDay } from '../../common/formatters';
import { text } from '../../i18n/text';

/** Whether this rental and the other CONFIRMED ones of its equipment on its day need more units than the stock. */
export const overbooks = ({ qty, clash }: RentalDetails): boolean => clash.confirmedUnits + qty > clash.stock;

/**
 * The clash warning (beyond the spec): the units other confirmed rentals hold on the rental's
 * day against the equipment's stock, when this rental would not fit (or, confirmed, does not).
 */
export const RentalClashAlert = ({ details }: { details: RentalDetails }) => {
  const translate = useTranslate();
  if (!overbooks(details)) return null;
  const figures = {
    confirmed: formatCount(details.clash.confirmedUnits),
    stock: formatCount(details.clash.stock),
    date: formatDay(details.date),
    qty: formatCount(details.qty),
  };
  const message = details.status === 'CONFIRMED' ? text.rental.clashOverbooked : text.rental.clashWouldOverbook;
  return (
    <Alert severity="warning" data-testid="clash-warning">
      {translate(message, figures)}
    </Alert>
  );
};
