import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VariantPreview } from '../../../shared/contract/bulk';
import { formatCount, formatRupees } from '../../common/formatters';
import { text } from '../../i18n/text';

const t = text.bulk;

/** Before → after, or the value alone where the change leaves it. */
const Change = ({ before, after, show }: { before: number; after: number; show: (value: number) => string }) =>
  before === after ? show(before) : `${show(before)} → ${show(after)}`;

/** The variants' preview: each row before → after, refused rows marked with their rule's message. */
export const VariantsPreviewTable = ({ preview }: { preview: VariantPreview }) => {
  const translate = useTranslate();
  if (preview.total === 0) return <Typography sx={{ mt: 2 }}>{translate(t.previewEmpty)}</Typography>;
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }} data-testid="bulk-preview-counts">
        {translate(t.previewCounts, {
          changed: formatCount(preview.total - preview.refused),
          refused: formatCount(preview.refused),
        })}
      </Typography>
      {preview.rows.length < preview.total && (
        <Typography variant="caption" color="text.secondary">
          {translate(t.previewShown, { shown: formatCount(preview.rows.length), count: formatCount(preview.total) })}
        </Typography>
      )}
      <TableContainer sx={{ maxHeight: 320, mt: 1 }}>
        <Table size="small" stickyHeader aria-label={translate(t.previewTitle)} data-testid="bulk-preview">
          <TableHead>
            <TableRow>
              <TableCell>{translate(t.previewVariant)}</TableCell>
              <TableCell align="right">{translate(t.previewPrice)}</TableCell>
              <TableCell align="right">{translate(t.previewStock)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row) => (
              <TableRow key={row.id} data-testid="bulk-preview-row">
                <TableCell>
                  {row.label}
                  {row.message && (
                    <Typography variant="caption" color="error" component="p">
                      {translate(t.previewRefused, { message: translate(row.message) })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Change before={row.before.unitPrice} after={row.after.unitPrice} show={formatRupees} />
                </TableCell>
                <TableCell align="right">
                  <Change before={row.before.stock} after={row.after.stock} show={formatCount} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
