import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldChange } from '../../../shared/contract/activity';
import { labelOf } from '../../common/generic/entityFields';
import { FieldValue } from '../../common/history/FieldValue';
import { text } from '../../i18n/text';
import { changeSummary } from './changeSummary';

/**
 * A row's Changes: a single moved field with its values (a status change, a new rate: what the
 * reader scans the log for), several by their names.
 */
export const ChangesCell = ({ changes }: { changes: readonly FieldChange[] }) => {
  const translate = useTranslate();
  const [only] = changes;
  if (changes.length !== 1 || !only)
    return <>{changeSummary(changes, (count) => translate(text.activity.moreFields, { count }))}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
      {labelOf(only.field)}: <FieldValue field={only.field} value={only.before} /> →{' '}
      <FieldValue field={only.field} value={only.after} />
    </Box>
  );
};
