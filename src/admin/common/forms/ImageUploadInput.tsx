import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import type { AppDataProvider } from '../../api/dataProvider';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';
import { useDialogBusy, useDialogDiscard } from '../dialogs/dialogDiscard';
import { Thumbnail } from '../Thumbnail';
import { IMAGE_ACCEPT, imageFileProblem } from './imageFileProblem';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * An optional image URL, set by uploading a file (spec §5 "Image upload", §8 image toasts).
 * Images uploaded while a dialog is open and not saved with it are deleted, best effort, when
 * they are removed, replaced or the dialog is cancelled; the dialog cannot close mid-upload.
 */
export const ImageUploadInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { id, field, fieldState } = useInput({ source });
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Uploaded here and not saved yet: the discard deletes them.
  const unsaved = useRef(new Set<string>());

  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const busy = progress !== null || removing;
  const caption = translate(text.image.image);

  const forget = useCallback(
    (url: string) => {
      unsaved.current.delete(url);
      dataProvider.deleteImage(url).catch(() => undefined);
    },
    [dataProvider],
  );
  useDialogDiscard(useCallback(() => unsaved.current.forEach(forget), [forget]));
  // Saving or cancelling mid-upload would lose the image or leave its file behind.
  useDialogBusy(busy);

  const upload = async (file: File) => {
    const found = imageFileProblem(file);
    setProblem(found);
    if (found) {
      toast.error(translate(found));
      return;
    }
    setProgress(0);
    const toastId = toast.loading(translate(text.image.uploading));
    try {
      const { url } = await dataProvider.uploadImage(file, setProgress);
      if (value && unsaved.current.has(value)) forget(value);
      unsaved.current.add(url);
      field.onChange(url);
      toast.success(translate(text.image.uploaded), { id: toastId });
    } catch (error) {
      const reason = translate(errorMessage(error, translate(text.general.unknownError)));
      toast.error(translate(text.image.uploadFailedPrefix) + reason, { id: toastId });
    } finally {
      setProgress(null);
    }
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing lets the same file be chosen again after a failure.
    event.target.value = '';
    if (file) void upload(file);
  };

  const remove = async () => {
    if (!value) return;
    setProblem(null);
    // The saved image stays until the record is saved without it (the server then deletes
    // its file), so Cancel still gives it back; a link to another site has no file of ours.
    if (!unsaved.current.has(value)) {
      field.onChange(null);
      return;
    }
    setRemoving(true);
    const toastId = toast.loading(translate(text.image.deleting));
    try {
      await dataProvider.deleteImage(value);
      unsaved.current.delete(value);
      field.onChange(null);
      toast.success(translate(text.image.deleted), { id: toastId });
    } catch (error) {
      const reason = translate(errorMessage(error, translate(text.general.unknownError)));
      toast.error(translate(text.image.deleteFailedPrefix) + reason, { id: toastId });
    } finally {
      setRemoving(false);
    }
  };

  const fieldError = fieldState.error?.message;
  const helper = problem ? translate(problem) : fieldError ? translate(fieldError, { _: fieldError }) : null;

  return (
    <Box sx={{ py: 1 }}>
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        color="text.secondary"
        sx={{ display: 'block', mb: 1 }}
      >
        {caption}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Thumbnail src={value} alt={caption} size={72} testId={value ? 'image-preview' : 'image-placeholder'} />
        <Stack spacing={1} alignItems="flex-start">
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<CloudUploadIcon />}
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              {translate(value ? text.image.replace : text.image.upload)}
            </Button>
            {value && (
              <Button
                variant="text"
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                disabled={busy}
                onClick={() => void remove()}
                data-testid="image-remove"
              >
                {translate(text.image.remove)}
              </Button>
            )}
          </Stack>
          <Box
            component="input"
            ref={fileInput}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            tabIndex={-1}
            onChange={onFileChosen}
            disabled={busy}
            data-testid="image-input"
            sx={visuallyHidden}
          />
          {progress !== null && (
            <Box sx={{ width: 200 }} role="status" aria-live="polite">
              <LinearProgress variant="determinate" value={progress} aria-label={translate(text.image.uploading)} />
              <Typography variant="caption" color="text.secondary">
                {progress}%
              </Typography>
            </Box>
          )}
          <FormHelperText error={helper !== null} sx={{ m: 0 }}>
            {helper ?? translate(text.image.hint)}
          </FormHelperText>
        </Stack>
      </Stack>
    </Box>
  );
};
