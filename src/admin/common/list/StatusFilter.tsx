import ClearIcon from '@mui/icons-material/Clear';
import { IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useRef } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { text } from '../../i18n/text';
import { type KnownStatus, statusLabel } from '../status/statuses';

/** The list's status filter as the select shows it: one of `statuses`, or '' for all. */
export const useStatusFilter = (statuses: readonly KnownStatus[]): KnownStatus | '' => {
  const { filterValues } = useListContext();
  const status: unknown = filterValues.status;
  return statuses.find((known) => known === status) ?? '';
};

/**
 * Spec §2's status filter: 'All' (`allLabel`) or one status, and a clear button while one is
 * chosen. The list goes back to its first page on each change.
 */
export const StatusFilter = ({ statuses, allLabel }: { statuses: readonly KnownStatus[]; allLabel: string }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = useStatusFilter(statuses);
  // MUI's select takes focus through its input's handle; clearing hands focus back to it.
  const select = useRef<HTMLInputElement>(null);

  const choose = (status: string) => {
    const { status: _previous, ...others } = filterValues;
    setFilters(status ? { ...others, status } : others);
  };

  return (
    <Stack direction="row" alignItems="center" spacing={0.5}>
      <TextField
        select
        size="small"
        label={translate(text.status.label)}
        value={current}
        onChange={(event) => choose(event.target.value)}
        inputRef={select}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="status-filter"
      >
        <MenuItem value="">{allLabel}</MenuItem>
        {statuses.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(statusLabel(status))}
          </MenuItem>
        ))}
      </TextField>
      {current && (
        <IconButton
          size="small"
          aria-label={translate(text.status.clearFilter)}
          onClick={() => {
            choose('');
            select.current?.focus();
          }}
        >
          <ClearIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
};
