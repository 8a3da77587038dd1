import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { EQUIPMENT_TEMPLATE, IMPORT_MODES, type ImportMode, PRODUCT_TEMPLATE } from '../../../shared/contract/imports';
import { useAdminApi } from '../../api/AdminApiContext';
import { applyImport, checkImport, type ImportKind } from '../../api/calls/imports';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';
import { ActionDialog } from '../dialogs/ActionDialog';
import { formatCount } from '../formatters';
import { usePhoneScreen } from '../usePhoneScreen';
import { ImportReportView } from './ImportReportView';

const t = text.csvImport;
const MODE_TEXT = { create: t.modeCreate, update: t.modeUpdate, upsert: t.modeUpsert } as const;
const TEMPLATES = {
  products: { csv: PRODUCT_TEMPLATE, name: 'products-template.csv', title: t.productsTitle },
  equipment: { csv: EQUIPMENT_TEMPLATE, name: 'equipment-template.csv', title: t.equipmentTitle },
} as const;
/** A byte-order mark first, so spreadsheet programs read the template as UTF-8. */
const templateHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;

export interface ImportDialogProps {
  kind: ImportKind;
  onClose: () => void;
}

/**
 * Issue 28's import: download the template, choose a file and a mode, Check (the server's dry
 * run: counts, every error by row and column, the diff), fix the file and check again, then
 * Apply — offered only once a check of this very file and mode found no error. The list
 * refetches after an apply.
 */
export const ImportDialog = ({ kind, onClose }: ImportDialogProps) => {
  const translate = useTranslate();
  const { http } = useAdminApi();
  const refresh = useRefresh();
  const phone = usePhoneScreen();
  const modeId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [mode, setMode] = useState<ImportMode>('upsert');
  const template = TEMPLATES[kind];
  const check = useMutation({ mutationFn: (csv: string) => checkImport(http, kind, mode, csv) });
  const apply = useMutation({
    mutationFn: (csv: string) => applyImport(http, kind, mode, csv),
    onSuccess: ({ data: { created, updated, unchanged } }) => {
      // The server's message is the English of t.applied: said from its counts, in the user's language.
      const counts = {
        created: formatCount(created),
        updated: formatCount(updated),
        unchanged: formatCount(unchanged),
      };
      toast.success(translate(t.applied, counts));
      refresh();
      onClose();
    },
  });
  const busy = check.isPending || apply.isPending;
  const report = check.data ?? null;
  const failed = check.error ?? apply.error;

  /** A new file or mode needs a check of its own before Apply. */
  const reset = () => {
    check.reset();
    apply.reset();
  };
  const choose = async (chosen: File | undefined) => {
    reset();
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  };
  const canApply = report !== null && report.errors.length === 0 && !busy;

  return (
    <ActionDialog
      // Mounted only while open (ImportButton), so each opening starts from an empty form.
      open
      onClose={onClose}
      pending={busy}
      title={translate(template.title)}
      maxWidth="md"
      fullScreen={phone}
      testId="import-dialog"
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {translate(text.general.cancel)}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              if (!file) return;
              apply.reset();
              check.mutate(file.text);
            }}
            disabled={!file || busy}
            aria-busy={check.isPending}
          >
            {translate(check.isPending ? t.checking : t.check)}
          </Button>
          <Button
            variant="contained"
            onClick={() => file && apply.mutate(file.text)}
            disabled={!canApply}
            aria-busy={apply.isPending}
          >
            {translate(apply.isPending ? text.general.applying : text.general.apply)}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2">{translate(t.intro)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(t.limits)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={templateHref(template.csv)}
            download={template.name}
          >
            {translate(t.template)}
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
            {translate(t.chooseFile)}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            data-testid="import-file"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              // Choosing the same (fixed) file again must still count as a choice.
              event.target.value = '';
            }}
          />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="import-file-name">
            {file?.name ?? translate(t.noFile)}
          </Typography>
        </Stack>
        <FormControl>
          <FormLabel id={modeId}>{translate(t.mode)}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={modeId}
            value={mode}
            onChange={(event) => {
              setMode(event.target.value as ImportMode);
              reset();
            }}
          >
            {IMPORT_MODES.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={translate(MODE_TEXT[value])} />
            ))}
          </RadioGroup>
        </FormControl>
        {failed && (
          <Alert severity="error" data-testid="import-failure">
            {translate(errorMessage(failed, translate(t.failed)))}
          </Alert>
        )}
        {report && <ImportReportView report={report} />}
      </Stack>
    </ActionDialog>
  );
};
