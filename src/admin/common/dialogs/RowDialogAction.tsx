import { Button } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { type RaRecord, useRecordContext } from 'react-admin';

export interface RowDialogActionProps<Row extends RaRecord> {
  /** The button's text, translated. */
  label: string;
  /** The dialog on the row's record, open or not. */
  dialog: (record: Row, open: boolean, onClose: () => void) => ReactNode;
  /** The dialog closes while this holds (another dialog took it over). */
  handedOver?: boolean;
}

/** A row's button (View Details, Update Status) and the dialog it opens, on the row's record. */
export const RowDialogAction = <Row extends RaRecord>({
  label,
  dialog,
  handedOver = false,
}: RowDialogActionProps<Row>) => {
  const record = useRecordContext<Row>();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (handedOver) setOpen(false);
  }, [handedOver]);
  if (!record) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Button>
      {dialog(record, open, () => setOpen(false))}
    </>
  );
};
