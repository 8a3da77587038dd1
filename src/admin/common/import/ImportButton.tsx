import UploadIcon from '@mui/icons-material/Upload';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportKind } from '../../api/calls/imports';
import { text } from '../../i18n/text';
import { ImportDialog } from './ImportDialog';

/** "Import", beside a list's Add: opens the CSV import of `kind`. */
export const ImportButton = ({ kind }: { kind: ImportKind }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setOpen(true)} data-testid="import-open">
        {translate(text.csvImport.button)}
      </Button>
      {open && <ImportDialog kind={kind} onClose={() => setOpen(false)} />}
    </>
  );
};
