import { Stack } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { DetailsAction, type DetailsBody, type DetailsTexts, type RecordDetails } from '../dialogs/RecordDetailsDialog';
import type { StatusRecord } from '../dialogs/StatusUpdateDialog';
import { shortId } from '../formatters';
import { warnOnConfirm } from './ConfirmWarning';
import type { KnownStatus } from './statuses';
import { UpdateStatusAction } from './UpdateStatusAction';

/** A record with a status that belongs to a customer: an order, a rental, a booking. */
export type CustomerRecord = StatusRecord & { id: string; customer: { user: { name: string } } };

export interface StatusRowActionsProps<Row extends CustomerRecord, Details extends Row & RecordDetails> {
  /**
   * Translation keys, by convention the resource's group (`text.rental`): the details dialog's,
   * the line naming the record in Update Status (%{id}, %{customer}) and its toasts.
   */
  texts: DetailsTexts & { viewDetails: string; updateDescription: string; updated: string; updateFailed: string };
  /** The values Update Status offers (spec §4). */
  statuses: readonly KnownStatus[];
  /** The details dialog's body. */
  details: DetailsBody<Row, Details>;
  /** A clash warning over the details, atop them and in Update Status while CONFIRMED is chosen. */
  clash?: ComponentType<{ details: Details }>;
  /** Why the server would refuse any change of a row's status (Update Status then disabled), or null. */
  statusLock?: (record: Row) => string | null;
}

/** Spec §2's Actions of a status list's row: View Details and Update Status. */
export const StatusRowActions = <Row extends CustomerRecord, Details extends Row & RecordDetails>({
  texts,
  statuses,
  details,
  clash,
  statusLock,
}: StatusRowActionsProps<Row, Details>) => {
  const translate = useTranslate();
  return (
    // Wrapping, the two buttons stack rather than widen the table past its card.
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end">
      <DetailsAction<Row, Details> texts={texts} body={details} warning={clash} />
      <UpdateStatusAction<Row>
        statuses={statuses}
        texts={texts}
        description={(record) =>
          translate(texts.updateDescription, { id: shortId(record.id), customer: record.customer.user.name })
        }
        warning={clash && warnOnConfirm(clash)}
        lockedBy={statusLock}
      />
    </Stack>
  );
};
