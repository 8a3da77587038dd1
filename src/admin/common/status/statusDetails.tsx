import type { Detail } from '../DetailList';
import { ShortId } from '../ShortId';
import { StatusBadge } from './StatusBadge';

/** The first two lines of an order's, rental's or booking's details: its short id and its status badge. */
export const idAndStatus = (
  record: { id: string; status: string },
  labels: { id: string; status: string },
): Detail[] => [
  { label: labels.id, value: <ShortId id={record.id} /> },
  { label: labels.status, value: <StatusBadge status={record.status} /> },
];
