import { DialogContentText } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { type RaRecord, SelectInput, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { text } from '../../i18n/text';
import { isKnownStatus, type KnownStatus, statusLabel } from '../status/statuses';
import { FormDialog } from './FormDialog';
import { saveWithToasts } from './saveWithToasts';

/** A record whose status a dialog changes (an order, a rental, a booking). */
export type StatusRecord = RaRecord & { status: string };

export interface StatusUpdateDialogProps {
  open: boolean;
  onClose: () => void;
  record: StatusRecord;
  /** The values offered, any of them freely (spec §4). */
  statuses: readonly KnownStatus[];
  /** Spec §8's toasts, as translation keys: by convention the resource's group (`text.order`). */
  texts: { updated: string; updateFailed: string };
  /** A line naming the record. */
  description?: string;
  /**
   * What the chosen value would cause, under the select (the clash warning: confirming would
   * overbook). Called with each choice, from the dialog's opening, so what it renders can fetch
   * what it needs before the admin picks; it renders nothing when there is nothing to say.
   */
  warning?: (chosen: KnownStatus | '') => ReactNode;
}

type Values = { status: KnownStatus | '' };

/** The warning slot, fed with the value chosen so far. */
const ChosenWarning = ({ warning }: { warning: (chosen: KnownStatus | '') => ReactNode }) => {
  const chosen = useWatch<Values, 'status'>({ name: 'status' });
  return warning(chosen);
};

/**
 * Spec §4 "Update Status": a select of the allowed values, the button disabled until the value
 * differs from the current one; spec §8's toasts. The change goes through the current resource's
 * update, then its lists and details are fetched again, since counters and filtered pages
 * depend on every record's status.
 */
export const StatusUpdateDialog = ({
  open,
  onClose,
  record,
  statuses,
  texts,
  description,
  warning,
}: StatusUpdateDialogProps) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const queryClient = useQueryClient();
  const [update] = useUpdate();
  // An unknown current status is no choice of the select: it starts empty.
  const defaultValues = useMemo<Values>(
    () => ({ status: isKnownStatus(record.status) ? record.status : '' }),
    [record.status],
  );
  const choices = useMemo(() => statuses.map((status) => ({ id: status, name: statusLabel(status) })), [statuses]);

  const save = async ({ status }: Values) => {
    const toasts = { success: translate(texts.updated), fallback: translate(texts.updateFailed), translate };
    await saveWithToasts(toasts, () =>
      update(
        resource,
        { id: record.id, data: { status }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      ),
    );
    void queryClient.invalidateQueries({ queryKey: [resource] });
  };

  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      title={translate(text.status.update)}
      defaultValues={defaultValues}
      onSubmit={save}
      canSubmit={({ status }) => status !== '' && status !== record.status}
      submitLabel={translate(text.status.update)}
      testId="status-update-dialog"
    >
      {description && <DialogContentText>{description}</DialogContentText>}
      <SelectInput source="status" label={translate(text.status.label)} choices={choices} isRequired />
      {warning && <ChosenWarning warning={warning} />}
    </FormDialog>
  );
};
