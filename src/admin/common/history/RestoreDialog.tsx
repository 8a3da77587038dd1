import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { restoreCall, restorePreviewCall } from '../../api/calls/activity';
import { errorMessage } from '../../api/errors';
import { useSendCall } from '../../api/useSendCall';
import { text } from '../../i18n/text';
import { ChangesTable } from './ChangesTable';

const t = text.activity;

interface RestoreDialogProps {
  versionId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Asks before bringing a record back to a version: the server's preview says what the restore
 * would change, or why it cannot (then Restore stays disabled). Asked again at each opening,
 * since the record may have moved meanwhile. After a restore every query refetches: the list,
 * the record's dialog and the activity all show it.
 */
export const RestoreDialog = ({ versionId, open, onClose }: RestoreDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const send = useSendCall();
  const refresh = useRefresh();
  const preview = useQuery({
    queryKey: ['activity', 'restore-preview', versionId],
    queryFn: () => send(restorePreviewCall, { versionId }),
    enabled: open,
    gcTime: 0,
    staleTime: 0,
  });
  const restore = useMutation({
    mutationFn: () => send(restoreCall, { versionId }),
    onSuccess: () => {
      toast.success(translate(t.restored));
      refresh();
      onClose();
    },
    onError: (error) => toast.error(translate(errorMessage(error, translate(text.general.unknownError)))),
  });
  const { data, error } = preview;
  const blocked = !data || data.problems.length > 0;

  let body = <Skeleton variant="rounded" height={96} data-testid="restore-preview-loading" />;
  if (error) {
    body = (
      <Alert severity="error">
        <AlertTitle>{translate(t.previewError)}</AlertTitle>
        {translate(errorMessage(error, translate(text.general.unknownError)))}
      </Alert>
    );
  } else if (data && data.problems.length > 0) {
    body = (
      <Alert severity="warning" data-testid="restore-problems">
        <AlertTitle>{translate(t.restoreBlocked)}</AlertTitle>
        <Stack component="ul" sx={{ m: 0, pl: 2 }}>
          {data.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Stack>
      </Alert>
    );
  } else if (data) {
    body = (
      <Stack spacing={1}>
        {data.recreates && <Alert severity="info">{translate(t.recreates)}</Alert>}
        <DialogContentText>{translate(t.restoreChanges)}</DialogContentText>
        <ChangesTable changes={data.changes} />
      </Stack>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={restore.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="restore-dialog"
    >
      <DialogTitle id={titleId}>{translate(t.restoreTitle, { id: versionId })}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={restore.isPending}>
          {translate(text.general.cancel)}
        </Button>
        <Button
          variant="contained"
          onClick={() => restore.mutate()}
          disabled={blocked || restore.isPending}
          data-testid="restore-confirm"
        >
          {translate(restore.isPending ? t.restoring : t.restoreConfirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
