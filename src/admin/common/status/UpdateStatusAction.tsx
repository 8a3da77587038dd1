import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
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
}

/** A row's Update Status button and its dialog, on the row's record. */
export const UpdateStatusAction = <Row extends StatusRecord>({
  description,
  warning,
  ...offered
}: UpdateStatusActionProps<Row>) => {
  const translate = useTranslate();
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
