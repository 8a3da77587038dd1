import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import {
  EQUIPMENT_TEMPLATE,
  IMPORT_MODES,
  type ImportMode,
  type ImportReport,
  PRODUCT_TEMPLATE,
} from '../../../shared/contract/imports';
import { useAdminApi } from '../../api/AdminApiContext';
import { applyImport, checkImport, type ImportKind } from '../../api/calls/imports';
import { errorMessage } from '../../api/errors';
import { text } from '../../i18n/text';
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
  const titleId = useId();
  const modeId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const template = TEMPLATES[kind];

  const reset = () => {
    setReport(null);
    setFailure(null);
  };
  const close = () => {
    setFile(null);
    reset();
    onClose();
  };
  const choose = async (chosen: File | undefined) => {
    reset();
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  };
  const run = async (step: 'check' | 'apply') => {
    if (!file) return;
    setBusy(step);
    setFailure(null);
    try {
      if (step === 'check') setReport(await checkImport(http, kind, mode, file.text));
      else {
        // The server's message is the English of t.applied: said from its counts, in the user's language.
        const { created, updated, unchanged } = (await applyImport(http, kind, mode, file.text)).data;
        const counts = {
          created: formatCount(created),
          updated: formatCount(updated),
          unchanged: formatCount(unchanged),
        };
        toast.success(translate(t.applied, counts));
        refresh();
        close();
      }
    } catch (error) {
      setFailure(translate(errorMessage(error, translate(t.failed))));
    } finally {
      setBusy(null);
    }
  };
  const canApply = report !== null && report.errors.length === 0 && busy === null;

  return (
    <Dialog
      // Mounted only while open (ImportButton), so each opening starts from an empty form.
      open
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      data-testid="import-dialog"
    >
      <DialogTitle id={titleId}>{translate(template.title)}</DialogTitle>
      <DialogContent>
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
          {failure && (
            <Alert severity="error" data-testid="import-failure">
              {failure}
            </Alert>
          )}
          {report && <ImportReportView report={report} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy !== null}>
          {translate(text.general.cancel)}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void run('check')}
          disabled={!file || busy !== null}
          aria-busy={busy === 'check'}
        >
          {translate(busy === 'check' ? t.checking : t.check)}
        </Button>
        <Button variant="contained" onClick={() => void run('apply')} disabled={!canApply} aria-busy={busy === 'apply'}>
          {translate(busy === 'apply' ? text.general.applying : text.general.apply)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
