import { Button, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { text } from '../../i18n/text';
import { RowDialogAction } from '../dialogs/RowDialogAction';
import { type StatusRecord, StatusUpdateDialog, type StatusUpdateDialogProps } from '../dialogs/StatusUpdateDialog';
import type { KnownStatus } from './statuses';

export interface UpdateStatusActionProps<Row extends StatusRecord>
  extends Pick<StatusUpdateDialogProps, 'statuses' | 'texts'> {
  /** A line naming the row's record. */
  description?: (record: Row) => string;
  /** The dialog's warning slot, on the row's record (the clash warning). */
  warning?: (record: Row, chosen: KnownStatus | '') => ReactNode;
  /** Why the server would refuse any change of the record's status (a translation key), or null. */
  lockedBy?: (record: Row) => string | null;
}

/**
 * A row's Update Status button and its dialog, on the row's record. Where the server would
 * refuse any change (`lockedBy`), the button is disabled and says why in its tooltip; it stays
 * focusable (aria-disabled), so the keyboard reaches the reason too.
 */
export const UpdateStatusAction = <Row extends StatusRecord>({
  description,
  warning,
  lockedBy,
  ...offered
}: UpdateStatusActionProps<Row>) => {
  const translate = useTranslate();
  const record = useRecordContext<Row>();
  const lock = record && lockedBy?.(record);
  if (lock)
    return (
      <Tooltip title={translate(lock)} describeChild>
        <Button
          size="small"
          aria-disabled
          disableRipple
          onClick={(event) => event.preventDefault()}
          sx={{ whiteSpace: 'nowrap', color: 'text.disabled', cursor: 'not-allowed' }}
        >
          {translate(text.status.update)}
        </Button>
      </Tooltip>
    );
  return (
    <RowDialogAction<Row>
      label={translate(text.status.update)}
      dialog={(record, open, onClose) => (
        <StatusUpdateDialog
          {...offered}
          {...{ open, onClose, record }}
          description={description?.(record)}
          warning={warning && ((chosen) => warning(record, chosen))}
        />
      )}
    />
  );
};
