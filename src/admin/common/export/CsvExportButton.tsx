import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { isAxiosError, isCancel } from 'axios';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { useAdminApi } from '../../api/AdminApiContext';
import { type DownloadProgress, downloadCsv } from '../../api/downloadCsv';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';
import { formatBytes, formatCount } from '../formatters';

export interface CsvExportButtonProps {
  /** The export's path under /api/v1 and its query (the list's filters, sort and columns). */
  path: string;
  params: Record<string, unknown>;
  disabled?: boolean;
  /** The button's text: 'Export' unless given. */
  label?: string;
  testId: string;
}

/**
 * 'Export': downloads a CSV the API streams, every page of it, and saves it under the server's
 * name. While it runs, what has arrived (and the rows the server announced) and Cancel, which
 * aborts the request; a failure is a toast with the server's message, or, for an answer cut off
 * mid-way (the server aborts it when a read fails), says nothing was saved.
 */
export const CsvExportButton = ({ path, params, disabled = false, label, testId }: CsvExportButtonProps) => {
  const translate = useTranslate();
  const { http } = useAdminApi();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  // Leaving the screen ends the download: nothing would save it.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ bytes: 0, rows: null });
    try {
      const file = await downloadCsv(http, path, { params, signal: controller.signal, onProgress: setProgress });
      toast.success(translate(text.exports.done, { file }));
    } catch (error) {
      if (isCancel(error)) toast.info(translate(text.exports.cancelled));
      else
        toast.error(translate(text.exports.failed), {
          // No answer to read: the server ended the download unfinished (a failed read) or the network did.
          description:
            isAxiosError(error) && !error.response
              ? translate(text.exports.cutOff)
              : translate(errorMessage(error, translate(text.general.unknownError))),
        });
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    const received = formatBytes(progress.bytes);
    return (
      <Stack direction="row" spacing={1} alignItems="center" role="status" data-testid={`${testId}-progress`}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2" aria-live="polite">
          {progress.rows === null
            ? translate(text.exports.progress, { received })
            : translate(text.exports.progressOf, { received, rows: formatCount(progress.rows) })}
        </Typography>
        <Button size="small" onClick={() => running.current?.abort()} data-testid={`${testId}-cancel`}>
          {translate(text.general.cancel)}
        </Button>
      </Stack>
    );
  }
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void start()}
      disabled={disabled}
      data-testid={testId}
    >
      {label ?? translate(text.exports.export)}
    </Button>
  );
};
