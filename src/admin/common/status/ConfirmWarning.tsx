import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { type RecordDetails, useRecordDetails } from '../dialogs/RecordDetailsDialog';
import type { KnownStatus } from './statuses';

interface ConfirmWarningProps<Details extends RecordDetails> {
  record: RaRecord;
  chosen: KnownStatus | '';
  /** What the details say about confirming; renders nothing when all is well. */
  Warning: ComponentType<{ details: Details }>;
}

/**
 * Fetches the record's details as the Update Status dialog opens, so that the warning is there
 * the moment CONFIRMED is chosen; shows it only then.
 */
const ConfirmWarning = <Details extends RecordDetails>({ record, chosen, Warning }: ConfirmWarningProps<Details>) => {
  const { data } = useRecordDetails<Details>(record.id, true);
  return chosen === 'CONFIRMED' && data ? <Warning details={data} /> : null;
};

/**
 * The Update Status dialog's warning slot for a clash (beyond the spec): `Warning` over the
 * record's details, shown while CONFIRMED is the chosen value. Confirming still works.
 */
export const warnOnConfirm =
  <Details extends RecordDetails>(Warning: ComponentType<{ details: Details }>) =>
  (record: RaRecord, chosen: KnownStatus | '') => <ConfirmWarning record={record} chosen={chosen} Warning={Warning} />;
