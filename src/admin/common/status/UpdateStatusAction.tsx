import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { text } from '../../i18n/text';
import { type StatusRecord, StatusUpdateDialog, type StatusUpdateDialogProps } from '../dialogs/StatusUpdateDialog';

/** A row's Update Status button and its dialog, on the row's record. */
export const UpdateStatusAction = <Row extends StatusRecord>({
  statuses,
  texts,
  description,
}: Pick<StatusUpdateDialogProps, 'statuses' | 'texts'> & { description?: (record: Row) => string }) => {
  const translate = useTranslate();
  const record = useRecordContext<Row>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate(text.status.update)}
      </Button>
      <StatusUpdateDialog
        open={open}
        onClose={() => setOpen(false)}
        record={record}
        statuses={statuses}
        texts={texts}
        description={description?.(record)}
      />
    </>
  );
};
