import {
  Alert,
  AlertTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportItem, ImportReport } from '../../../shared/contract/imports';
import { text } from '../../i18n/text';

const t = text.csvImport;
/** Rows a table shows: a 10,000-row file's errors would otherwise be 10,000 rows of DOM. */
const SHOWN = 200;

const ACTION_TEXT = { create: t.actionCreate, update: t.actionUpdate, unchanged: t.actionUnchanged } as const;
const KIND_TEXT = { product: t.kindProduct, variant: t.kindVariant, equipment: t.kindEquipment } as const;

/** A small table that scrolls sideways on a phone, with a line for what it leaves out. */
const ReportTable = ({
  label,
  head,
  rows,
  total,
  testId,
}: {
  label: string;
  head: string[];
  rows: ReactNode;
  total: number;
  testId: string;
}) => {
  const translate = useTranslate();
  return (
    <>
      <TableContainer sx={{ maxHeight: 320, overflowX: 'auto' }} tabIndex={0} aria-label={label}>
        <Table size="small" stickyHeader data-testid={testId}>
          <TableHead>
            <TableRow>
              {head.map((cell) => (
                <TableCell key={cell}>{cell}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{rows}</TableBody>
        </Table>
      </TableContainer>
      {total > SHOWN && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate(t.moreRows, { smart_count: total - SHOWN })}
        </Typography>
      )}
    </>
  );
};

const blankOr = (value: string, blank: string) => (value === '' ? blank : value);

/** A dry run's answer: the counts, then every error (row, column, message), then what would change. */
export const ImportReportView = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  const blank = translate(t.blank);
  const changed = report.items.filter((item: ImportItem) => item.action !== 'unchanged');
  return (
    <>
      <Alert severity={report.errors.length > 0 ? 'warning' : 'success'} data-testid="import-summary">
        {translate(t.summary, { created: report.created, updated: report.updated, unchanged: report.unchanged })}
      </Alert>
      {report.errors.length > 0 && (
        <Alert severity="error" icon={false} data-testid="import-errors">
          <AlertTitle>{translate(t.errorsTitle, { smart_count: report.errors.length })}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate(t.errorsHint)}
          </Typography>
          <ReportTable
            label={translate(t.errorsTitle, { smart_count: report.errors.length })}
            head={[translate(t.columnRow), translate(t.columnColumn), translate(t.columnMessage)]}
            total={report.errors.length}
            testId="import-error-table"
            rows={report.errors.slice(0, SHOWN).map((error) => (
              <TableRow key={`${error.row}-${error.column}-${error.message}`}>
                <TableCell>{error.row}</TableCell>
                <TableCell>{error.column ?? '—'}</TableCell>
                <TableCell>{translate(error.message)}</TableCell>
              </TableRow>
            ))}
          />
        </Alert>
      )}
      <Typography variant="subtitle2" component="h3">
        {translate(t.changesTitle)}
      </Typography>
      {changed.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(t.noChanges)}
        </Typography>
      ) : (
        <ReportTable
          label={translate(t.changesTitle)}
          head={[
            translate(t.columnRow),
            translate(t.columnRecord),
            translate(t.columnAction),
            translate(t.columnChanges),
          ]}
          total={changed.length}
          testId="import-change-table"
          rows={changed.slice(0, SHOWN).map((item) => (
            <TableRow key={`${item.kind}-${item.row}-${item.label}`}>
              <TableCell>{item.row}</TableCell>
              <TableCell>
                {translate(KIND_TEXT[item.kind])}: {item.label}
              </TableCell>
              <TableCell>{translate(ACTION_TEXT[item.action])}</TableCell>
              <TableCell>
                {item.changes.map((change) => (
                  <div key={change.column}>
                    {translate(t.change, {
                      column: change.column,
                      before: blankOr(change.before, blank),
                      after: blankOr(change.after, blank),
                    })}
                  </div>
                ))}
              </TableCell>
            </TableRow>
          ))}
        />
      )}
    </>
  );
};
