import { Chip, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { text } from '../../i18n/text';
import { formatDay } from '../formatters';

/** The filters the dashboards' links set that no input of the list shows, by key (beyond the spec). */
const LINKED_FILTERS = ['placedFrom', 'placedTo', 'startsOn', 'endsOn', 'lowStock'] as const;

/**
 * A chip for each linked filter the list holds (a day, low stock), so the user sees why the list
 * is short and can clear it; nothing without one.
 */
export const FilterChips = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const held = LINKED_FILTERS.filter((key) => filterValues[key] !== undefined);
  if (held.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="filter-chips">
      {held.map((key) => {
        const value: unknown = filterValues[key];
        const label = translate(text.listFilters[key], { day: typeof value === 'string' ? formatDay(value) : '' });
        return (
          <Chip
            key={key}
            label={label}
            size="small"
            onDelete={() => {
              const { [key]: _cleared, ...others } = filterValues;
              setFilters(others);
            }}
            // The chip is the clear button (Delete or Backspace on it, or its cross): named for it.
            aria-label={translate(text.listFilters.clear, { filter: label })}
          />
        );
      })}
    </Stack>
  );
};
