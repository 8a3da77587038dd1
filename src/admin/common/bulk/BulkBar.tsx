import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { text } from '../../i18n/text';
import { formatCount } from '../formatters';
import { useBulkSelection } from './BulkSelection';

/**
 * Above a list with rows ticked: how many, "Select all N matching" when the whole page is ticked
 * and more rows match, a clear button, and the list's bulk actions.
 */
export const BulkBar = ({ actions }: { actions: ReactNode }) => {
  const translate = useTranslate();
  const selection = useBulkSelection();
  if (selection.ids.length === 0) return null;
  const { total, count, allMatching, pageSelected } = selection;
  const more = total !== undefined && pageSelected && !allMatching && total > selection.ids.length;
  return (
    <Paper
      elevation={0}
      role="region"
      aria-label={translate(text.bulk.actions)}
      data-testid="bulk-bar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 1.5,
        py: 1,
        bgcolor: 'action.selected',
      }}
    >
      <IconButton size="small" aria-label={translate(text.bulk.clear)} onClick={selection.clear}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography variant="body2" fontWeight={500} aria-live="polite" data-testid="bulk-count">
        {allMatching
          ? translate(text.bulk.allSelected, { count: formatCount(count) })
          : translate(text.bulk.selected, { count: formatCount(count) })}
      </Typography>
      {more && (
        <Button size="small" onClick={selection.selectAllMatching} data-testid="bulk-select-all">
          {translate(text.bulk.selectAll, { count: formatCount(total) })}
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {actions}
      </Stack>
    </Paper>
  );
};
