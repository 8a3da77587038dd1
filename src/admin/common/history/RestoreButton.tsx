import RestoreIcon from '@mui/icons-material/Restore';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { text } from '../../i18n/text';
import { RestoreDialog } from './RestoreDialog';

/** 'Restore this version' and the confirmation it opens. */
export const RestoreButton = ({ versionId }: { versionId: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<RestoreIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="restore-version"
      >
        {translate(text.activity.restore)}
      </Button>
      <RestoreDialog versionId={versionId} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
