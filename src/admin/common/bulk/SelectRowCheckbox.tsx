import { Checkbox, FormControlLabel } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { text } from '../../i18n/text';

/** A card's tick on a phone (the table has react-admin's own column of them). */
export const SelectRowCheckbox = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { selectedIds = [], onToggleItem } = useListContext();
  if (!record) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate(text.bulk.selectRow) } }}
      data-testid="row-select"
    />
  );
};

/** Ticks every card of the page, or none, on a phone. */
export const SelectPageCheckbox = () => {
  const translate = useTranslate();
  const { data = [], selectedIds = [], onSelect, onUnselectItems } = useListContext();
  const ids = data.map((row) => row.id);
  const all = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
  const some = !all && ids.some((id) => selectedIds.includes(id));
  return (
    <FormControlLabel
      sx={{ mx: 1 }}
      label={translate(text.bulk.selectPage)}
      control={
        <Checkbox
          size="small"
          checked={all}
          indeterminate={some}
          onChange={() => (all ? onUnselectItems() : onSelect([...new Set([...selectedIds, ...ids])]))}
          data-testid="page-select"
        />
      }
    />
  );
};
