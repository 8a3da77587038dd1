import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { text } from '../../i18n/text';
import { formatRupees } from '../formatters';
import { RequestStatusBadge } from '../status/RequestStatusBadge';
import { StatusBadge } from '../status/StatusBadge';
import { isKnownStatus } from '../status/statuses';
import { MONEY_FIELDS, moneyOf, plainText } from './fieldValues';

/** One field's value in a version or a change, as the screens show it: money, an order's, rental's, booking's or seller request's status as its badge, yes / no, lists as text. */
export const FieldValue = ({ field, value }: { field: string; value: unknown }) => {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate(text.activity.nothing)}
      </Typography>
    );
  }
  const amount = MONEY_FIELDS.has(field) ? moneyOf(value) : undefined;
  if (amount !== undefined) return <>{formatRupees(amount)}</>;
  if (field === 'status' && typeof value === 'string' && isKnownStatus(value)) return <StatusBadge status={value} />;
  if (field === 'status' && (value === 'ACCEPTED' || value === 'REJECTED'))
    return <RequestStatusBadge status={value} />;
  if (typeof value === 'boolean') return <>{translate(value ? text.activity.yes : text.activity.no)}</>;
  return <>{plainText(value)}</>;
};
