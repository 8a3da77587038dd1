import { Button, Dialog, DialogActions, DialogTitle, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ActivityEntry } from '../../../shared/contract/activity';
import { useSession } from '../../api/AdminApiContext';
import { DetailList } from '../../common/DetailList';
import { ReadingDialogContent } from '../../common/dialogs/ReadingDialogContent';
import { formatDateTime } from '../../common/formatters';
import { ActionChip } from '../../common/history/ActionChip';
import { ChangesTable } from '../../common/history/ChangesTable';
import { text } from '../../i18n/text';
import { EntryRestore } from './EntryRestore';

const t = text.activity;

/** 'Change <id>': who made it, when, from which request, and each field's before and after. */
export const ChangeDialog = ({
  entry,
  open,
  onClose,
}: {
  entry: ActivityEntry;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const { user } = useSession();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(t.details, { id: entry.id })}</DialogTitle>
      <ReadingDialogContent>
        <Stack spacing={2} data-testid="change-dialog">
          <DetailList
            details={[
              { label: translate(t.who), value: entry.actor.name || translate(t.system) },
              { label: translate(t.when), value: <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> },
              { label: translate(t.entityFilter), value: translate(t.entities[entry.entity]) },
              { label: translate(t.record), value: entry.recordLabel },
              { label: translate(t.action), value: <ActionChip action={entry.action} /> },
            ]}
          />
          {entry.requestId && (
            <Typography variant="caption" color="text.secondary">
              {translate(t.request, { id: entry.requestId, ip: entry.ip ?? translate(t.nothing) })}
            </Typography>
          )}
          {entry.changes.length > 0 && <ChangesTable changes={entry.changes} />}
          {user?.role === 'ADMIN' && <EntryRestore entry={entry} />}
        </Stack>
      </ReadingDialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(t.close)}</Button>
      </DialogActions>
    </Dialog>
  );
};
