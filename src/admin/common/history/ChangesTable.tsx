import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldChange } from '../../../shared/contract/activity';
import { text } from '../../i18n/text';
import { labelOf } from '../generic/entityFields';
import { FieldValue } from './FieldValue';

/** Field / Before / After: what a change moved, or what a restore or another version would. */
export const ChangesTable = ({ changes }: { changes: readonly FieldChange[] }) => {
  const translate = useTranslate();
  return (
    <Table size="small" data-testid="changes-table">
      <TableHead>
        <TableRow>
          <TableCell>{translate(text.activity.field)}</TableCell>
          <TableCell>{translate(text.activity.before)}</TableCell>
          <TableCell>{translate(text.activity.after)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map(({ field, before, after }) => (
          <TableRow key={field} data-testid={`change-${field}`}>
            <TableCell component="th" scope="row">
              {labelOf(field)}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <FieldValue field={field} value={before} />
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <FieldValue field={field} value={after} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
