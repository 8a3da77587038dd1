import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { MAX_VIEW_NAME, type SavedViewList } from '../../../../shared/contract/saved-views';
import { useSession } from '../../../api/AdminApiContext';
import { createViewCall } from '../../../api/calls/saved-views';
import { errorMessage, serverFieldErrors } from '../../../api/errors';
import { useSendCall } from '../../../api/useSendCall';
import { text } from '../../../i18n/text';
import { savedViewsKey } from './useSavedViews';
import { useCurrentViewState } from './viewState';

const t = text.savedViews;

interface SaveViewDialogProps {
  list: SavedViewList;
  open: boolean;
  onClose: () => void;
}

/** Names the list's current filters, sort, columns and page size as a view; an admin may share it. */
export const SaveViewDialog = ({ list, open, onClose }: SaveViewDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const send = useSendCall();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const state = useCurrentViewState();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [isDefault, setIsDefault] = useState(false);
  const save = useMutation({
    mutationFn: () => send(createViewCall, { list, name, shared, isDefault, state }),
    onSuccess: () => {
      toast.success(translate(t.saved));
      void queryClient.invalidateQueries({ queryKey: savedViewsKey(list) });
      setName('');
      onClose();
    },
  });
  const nameError = save.error
    ? translate(serverFieldErrors(save.error).name ?? errorMessage(save.error, translate(text.general.unknownError)))
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(t.saveTitle)}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField
              label={translate(t.name)}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                save.reset();
              }}
              required
              autoFocus
              error={Boolean(nameError)}
              helperText={nameError}
              slotProps={{ htmlInput: { maxLength: MAX_VIEW_NAME } }}
            />
            {user?.role === 'ADMIN' && (
              <FormControlLabel
                control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
                label={translate(t.share)}
              />
            )}
            <FormControlLabel
              control={<Checkbox checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />}
              label={translate(t.makeDefault)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {translate(text.general.cancel)}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {translate(save.isPending ? text.general.saving : text.general.save)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
